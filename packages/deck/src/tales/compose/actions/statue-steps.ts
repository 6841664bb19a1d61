/**
 * Grandmother's footsteps, played with the park's statues: the character has just spun round,
 * and there they are, three stone figures down off their plinths, frozen mid-step right behind
 * it: one with a hand out a finger's breadth from its shoulder, one creeping on tiptoe, one caught
 * wobbling on one leg. Their plinths stand empty further back, and footprints run from them.
 * Everyone knows the game; no one has played it with these.
 */
import { rect, type Point } from '../../geom.ts';
import { fill, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { figure } from '../../kit/figure.ts';
import type { Hat } from '../../kit/head.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** An empty plinth standing on the ground at x: a base, a shaft and a cornice, `h` tall. */
function plinth(x: number, h: number, w: number, stone: Color): Node[] {
  const base = h * 0.16;
  const cornice = h * 0.14;
  return [
    fill(rect(x - w / 2 - w * 0.1, -base, w * 1.2, base + 0.5), darker(stone, 0.08), 'stone'),
    fill(rect(x - w / 2, -h + cornice, w, h - cornice - base + 0.5), stone, 'stone'),
    fill(rect(x - w / 2 - w * 0.12, -h, w * 1.24, cornice), lighter(stone, 0.06), 'stone'),
    // The shaded side, and a plaque with no name left to read.
    fill(
      rect(x + w * 0.18, -h + cornice, w * 0.32, h - cornice - base + 0.5),
      darker(stone, 0.12),
      'stone',
      0,
    ),
    fill(rect(x - w * 0.3, -h * 0.56, w * 0.44, h * 0.14, 0.6), darker(stone, 0.2), 'detail', 0),
  ];
}

/** A footprint on the ground at (x, y), a small flat oval. */
function print(x: number, y: number, k: number, ground: Color): Node {
  return fill(oval(x, y, 2.6 * k, 0.9 * k), darker(ground, 0.22), 'floor', 0);
}

/** The character, just spun round to face the statues (facing -x), posed for its feeling. */
function turnedRound(ctx: StageContext) {
  const f = ctx.feeling;
  if (f === 'mischief' || f === 'resolve')
    // Caught you: a finger pointed up at the statue, over the hand reaching for it.
    return posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: { angle: 108, bend: 0, hand: 'point' },
      back: { angle: -14, bend: 40, hand: 'fist' },
      turn: 0.9,
      headTilt: 4,
      gaze: [1, 0],
    });
  // Startled: both hands up, leaning back from the hand almost on its shoulder.
  return posed(ctx, {
    legs: 'stand',
    lean: -8,
    front: { angle: 140, bend: 60, hand: 'open' },
    back: { angle: 120, bend: 70, hand: 'open' },
    turn: 0.8,
    headTilt: -6,
    gaze: [1, 0],
  });
}

/**
 * Side on: the character at x = 0 facing -x, just turned round; the statue, bigger than a
 * grown-up, frozen on tiptoe mid-step a stride away with a hand reaching out to tag it; behind
 * the statue its plinth, empty, and its footprints from there.
 */
export const statueSteps: Action = {
  id: 'statue-steps',
  // The statue walking is the dream: a whale in the sky or a giant teapot would crowd it.
  untwisted: true,
  ownPlace: true,
  // The woodcut tints clothes in a cloth colour and the silhouette darkens both figures alike:
  // either way the stone figure reads as one more person.
  notLooks: ['woodcut', 'silhouette'],
  objects: ['statue'],
  // No mouse, frog or owl: a figure that small is lost at a stone giant's feet.
  who: whos.filter((w) => !['mouse', 'frog', 'owl'].includes(w)),
  feelings: ['surprise', 'fear', 'mischief', 'resolve'],
  settings: ['meadow', 'snowfield'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'moon', 'sky'],
  family: () => 'statue-steps',
  // Not 'game' or 'stone': the bots ban a card's concept words from its clues.
  concepts: [
    "grandmother's footsteps",
    'red light green light',
    'coming to life',
    'creeping up',
    'freezing still',
    'being watched',
    'the uncanny',
    'a park',
    'suspicion',
    'childhood',
  ],
  say: sayFrom(
    {
      statue: {
        en: 'spins round in the park and catches a statue off its plinth, frozen mid-step at its heels',
        ja: '公園でぱっと振り向くと、台座を降りた像がすぐそばで片足を上げたまま固まっている',
        ru: 'резко оборачивается в парке и застаёт статую, сошедшую с постамента: она замерла на полушаге совсем рядом',
        pt: 'vira-se de repente no parque e apanha uma estátua fora do pedestal, parada a meio passo, colada às suas costas',
        fi: 'pyörähtää puistossa ympäri ja yllättää jalustaltaan astuneen patsaan, joka on jähmettynyt kesken askeleen ihan sen kintereillä',
      },
    },
    'statue',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The statue is a grown-up in stone and then some, taller than whoever it creeps up on.
    const adult = measure({ ...ctx.who, age: 'adult' });
    const sc = Math.max(H * 1.25, 118) / adult.height;
    const stone: Color = mix(rng.pick(['#c9c4ba', '#bfc3c6', '#cfc2ad']), p.shade, 0.12);
    const fig = turnedRound(ctx);
    const actor: Actor = { fig, x: 0, facing: -1, scale: s };
    // The statue's hand stops short of the character's chest: about to tag it.
    const sx = -20 * k - 32 * sc;
    const caught = ctx.feeling === 'mischief' || ctx.feeling === 'resolve';
    // Under the arm pointed at it, or at the hands thrown up.
    const tag: Point = caught ? [-24 * k, -0.44 * H] : [-22 * k, -0.6 * H];
    // No crown: the kit gilds it, and a statue's crown is stone.
    const hat: Hat = rng.pick(['none', 'bowler', 'none'] as const);
    const statueFig = figure({
      age: 'adult',
      species: 'human',
      look: {
        skin: lighter(stone, 0.04),
        top: stone,
        bottom: darker(stone, 0.05),
        shoes: darker(stone, 0.1),
        hair: darker(stone, 0.12),
        hairStyle: rng.pick(['curly', 'short', 'bun'] as const),
        hat,
        hatColor: darker(stone, 0.06),
        // Legs showing: a robe or a dress hid the step and read as a crouch.
        outfit: rng.pick(['coat', 'tunic', 'shirt'] as const),
        beard: rng.chance(0.4),
        glasses: false,
      },
      // Caught out by a finger pointed at it, or grinning over one about to jump.
      feeling: caught ? 'fear' : 'mischief',
      pose: {
        // Caught on one foot: the front knee lifted mid-step, the back foot on its toes.
        legs: [
          [64, 104],
          [-14, 12],
        ],
        lean: 14,
        front: { reach: [(tag[0] - sx) / sc, tag[1] / sc], hand: 'open' },
        back: { angle: 110, bend: 80, hand: 'open' },
        turn: 0.8,
        headTilt: caught ? -6 : 8,
        gaze: [0.9, 0.3],
      },
      ink: ctx.ink,
    });
    const statue: Actor = { fig: statueFig, x: sx, facing: 1, scale: sc };
    // Its plinth behind it, empty, and the trail of its steps from there.
    const ph = 50 * sc;
    const pw = 26 * sc;
    const px = sx - 28 * sc;
    const ground = p.ground;
    const prints: Node[] = [];
    for (let i = 0; i < 4; i++) {
      const x = px + pw * 0.7 + i * 10 * sc;
      if (x > sx - 14 * sc) break;
      prints.push(print(x, 2.2 * k + (i % 2) * 1.8 * k, sc / 1.2, ground));
    }
    const top = Math.min((adult.headTop - 10) * sc, (m.headTop - 8) * s);
    const box: [number, number, number, number] = [px - pw * 0.7, top, 24 * k, 8 * k];
    const focus: Point = [(sx + 0) / 2, -0.62 * H];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(plinth(px, ph, pw, darker(stone, 0.03)), facing),
      before: mirror(prints, facing),
      actors: mirror([actorNodes(statue), actorNodes(actor)], facing),
      contacts: [
        [sx * facing, 30 * sc],
        [px * facing, pw * 1.2],
        [0, 26 * k],
      ],
      glows: [],
    });
  },
};
