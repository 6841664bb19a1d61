/**
 * The last waltz: under a street lamp an old one (or a grown-up) dances a slow waltz with an empty
 * coat: the coat stands up as if worn, its hat floating over the empty collar, one sleeve raised
 * to the dancer's hand and the other round the dancer's back, and nobody inside. Grief, a widow's
 * dance, love that outlives the one loved; or memory keeping someone in step.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, mapShapes, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Character, type Who } from '../cast.ts';
import { facingBox, measure, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The one the coat belonged to: the dancer's partner in life. */
function partnerOf(who: Who): Who {
  if (who === 'old-woman') return 'old-man';
  if (who === 'old-man') return 'old-woman';
  return who === 'woman' ? 'man' : 'woman';
}

/** The partner dressed for going out: a long coat and a hat, in quiet colours. */
function dressed(c: Character, p: Palette): Character {
  const coat = mix(darker(p.cloth[1] ?? '#5a5a6a', 0.15), '#5a5460', 0.35);
  return {
    ...c,
    look: {
      ...c.look,
      outfit: 'coat',
      top: coat,
      bottom: darker(coat, 0.25),
      hat: 'top-hat',
      hatColor: darker(coat, 0.35),
      trim: undefined,
      scarf: p.accent,
    },
  };
}

/** A street lamp at x, its lantern lit, `k` a hundredth of the dancer's height. */
function lampPost(x: number, k: number, p: Palette): Node[] {
  const iron = mix('#2e2c34', p.ink, 0.4);
  const top = -150 * k;
  const glow = mix('#ffe39a', p.light, 0.4);
  return [
    fill(rect(x - 4 * k, -4 * k, 8 * k, 4 * k, 1 * k), iron, 'metal'),
    stroke(`M${n(x)} 0V${n(top + 12 * k)}`, iron, 2.6 * k, 'metal'),
    fill(
      `M${n(x - 6 * k)} ${n(top + 12 * k)}L${n(x - 7.5 * k)} ${n(top)}H${n(x + 7.5 * k)}L${n(x + 6 * k)} ${n(top + 12 * k)}Z`,
      glow,
      'glow',
      0,
    ),
    stroke(
      `M${n(x - 6 * k)} ${n(top + 12 * k)}L${n(x - 7.5 * k)} ${n(top)}H${n(x + 7.5 * k)}L${n(x + 6 * k)} ${n(top + 12 * k)}Z`,
      iron,
      1.2 * k,
      'metal',
    ),
    fill(
      `M${n(x - 10 * k)} ${n(top)}L${n(x)} ${n(top - 7 * k)}L${n(x + 10 * k)} ${n(top)}Z`,
      iron,
      'metal',
    ),
    fill(circle(x, top - 8 * k, 1.6 * k), iron, 'metal'),
  ];
}

/**
 * Facing +x: the dancer at 0, the coat facing it a step ahead and drawn over it: a sleeve on the
 * dancer's shoulder, the other round its waist; the dancer's arm round the coat's waist, a hand
 * on its collar. A street lamp stands behind the dancer (the staging's `wall`: it may run off the card).
 */
export const coatWaltz: Action = {
  id: 'coat-waltz',
  objects: ['coat'],
  who: ['old-woman', 'old-man', 'woman', 'man'],
  feelings: ['grief', 'calm'],
  settings: ['street', 'snowfield', 'shore', 'rooftop'],
  framings: ['near', 'wide', 'high'],
  fixedFramings: true,
  // A coat dancing with no one inside is the dream; nothing more is added beside it.
  untwisted: true,
  // A silhouette makes the empty coat one more person.
  notLooks: ['silhouette'],
  lights: ['lamp', 'moon', 'sky'],
  family: () => 'coat-waltz',
  // Its clues (fresh-scenes/memory.ts: "gone but not forgotten", "one more time, my love") are
  // not among its concepts, nor their words: a card's concepts and their synonyms are words its
  // storyteller never says ("the one who is gone" banned "gone but not forgotten").
  concepts: [
    'farewell',
    'dance',
    'widow',
    'absence',
    'memory',
    'grief',
    'devotion',
    'empty coat',
    'dancing alone',
    'mourning',
  ],
  say: sayFrom(
    {
      coat: {
        en: 'dances a slow waltz with an empty coat, the sleeves holding on as if someone were still inside',
        ja: '空っぽのコートとゆっくりワルツを踊る。袖はまるで誰かがまだ中にいるように抱き返している',
        ru: 'танцует медленный вальс с пустым пальто, и рукава обнимают в ответ, будто в пальто ещё кто-то есть',
        pt: 'dança uma valsa lenta com um casaco vazio, e as mangas abraçam como se ainda houvesse alguém lá dentro',
        fi: 'tanssii hidasta valssia tyhjän takin kanssa, ja hihat pitävät kiinni kuin joku olisi yhä sisällä',
      },
    },
    'coat',
  ),
  stage(ctx) {
    const { p, m, s, rng } = setUp(ctx);
    const facing = nearFacing(ctx, rng.chance(0.5) ? 1 : -1);
    const H = m.height * s;
    const k = H / 100;
    // The coat's owner, scaled to stand as tall as a grown-up beside the dancer.
    const owner = dressed(cast(partnerOf(ctx.who.who), rng.fork('partner'), p), p);
    const om = measure(owner);
    const os = (H * 1.02) / om.height;
    const gap = 36 * k;
    const here = { x: 0, facing: 1 as const, scale: s };
    const there = { x: gap, facing: -1 as const, scale: os };
    // The dancer's arm goes round the coat's waist and a hand rests on its collar; the coat,
    // drawn over the dancer, lays one sleeve on the dancer's shoulder and the other round the
    // dancer's waist.
    const coatWaist: Point = [gap + 6 * k, (m.hip - 12) * s];
    const coatCollar: Point = [gap - 6 * k, om.shoulder * os + 4 * k];
    const dancerShoulder: Point = [2 * k, (m.shoulder - 1) * s];
    const dancerWaist: Point = [-6 * k, (m.hip - 6) * s];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 4,
      front: { reach: toActor(here, coatWaist), hand: 'mitt' },
      back: { reach: toActor(here, coatCollar), hand: 'mitt' },
      turn: 0.55,
      headTilt: ctx.feeling === 'grief' ? 14 : 6,
      gaze: [0.8, -0.2],
    });
    const coatFig = pose(
      owner,
      'calm',
      {
        legs: 'stand',
        lean: -3,
        front: { reach: toActor(there, dancerShoulder), hand: 'mitt' },
        back: { reach: toActor(there, dancerWaist), hand: 'mitt' },
        turn: 0.55,
      },
      ctx.ink,
    );
    // Only the clothes: the body, face, hair and hands are not there.
    const clothes = (nodes: readonly Node[]): Node[] =>
      mapShapes(nodes, (sh) => (sh.tag === 'cloth' ? sh : null));
    const coatActor: Actor = {
      fig: {
        ...coatFig,
        back: clothes(coatFig.back),
        body: clothes(coatFig.body),
        hands: [],
      },
      ...there,
    };
    // The dark inside of the empty collar, where a neck would be.
    const neck: Point = [gap - coatFig.skeleton.neck[0] * os, coatFig.skeleton.neck[1] * os];
    const collar = fill(oval(neck[0], neck[1], 4.2 * k, 1.8 * k), darker(p.shade, 0.2), 'shadow');
    const dancer: Actor = { fig, x: 0, facing: 1, scale: s };
    const lampX = -34 * k;
    // Falling leaves about them.
    const leaf = mix('#c86a2a', p.accent, 0.35);
    const leaves: Node[] = [0, 1, 2, 3, 4, 5].map((i) => {
      const x = rng.range(-20 * k, gap + 16 * k);
      const y = rng.range(-110 * k, -20 * k);
      return fill(oval(x, y, 2.2 * k, 1.1 * k), i % 2 ? leaf : lighter(leaf, 0.2), 'plant', 0);
    });
    const top = -om.height * os - 16 * k;
    const box: [number, number, number, number] = [lampX - 8 * k, top, gap + 36 * k, 4];
    const closeBox: [number, number, number, number] = [
      -24 * k,
      -om.height * os - 8 * k,
      gap + 24 * k,
      (m.hip - 4) * s,
    ];
    const focus: Point = [gap / 2, (m.head[1] + 6) * s];
    return staged(facingBox(box, facing), mx(focus, facing), {
      // The lamp is the place's, not the story's: it may run off the card.
      wall: mirror(lampPost(lampX, k, p), facing),
      actors: mirror(
        [actorNodes(dancer), group([actorNodes(coatActor), collar]), ...leaves],
        facing,
      ),
      contacts: [
        [0, 22 * k],
        [gap * facing, 22 * k],
        [lampX * facing, 10 * k],
      ],
      closeBox: facingBox(closeBox, facing),
      light: { at: mx([lampX, -144 * k], facing), kind: 'lamp', reach: 160 * k },
      glows: [{ at: mx([lampX, -144 * k], facing), r: 40 * k, color: p.light }],
    });
  },
};
