/**
 * Who is carving whom: the sculptor raises a hammer and sets a chisel to the chest of a statue
 * that is the sculptor's own stone double, still rising out of its block, and the statue, hammer
 * raised too, chisels at the block the sculptor's own legs are still caught in. Escher's drawing
 * hands, in stone.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { figure } from '../../kit/figure.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Rng } from '../../../random.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { hammer } from './forge-bolt.ts';
import { mirror, mx } from './water.ts';

/** A rough stone block from the floor up to `top`, `w` wide at `cx`, its top edge hewn. */
function block(cx: number, top: number, w: number, k: number, stone: Color, rng: Rng): Node[] {
  const steps = 5;
  let edge = '';
  for (let i = 0; i <= steps; i++) {
    const x = cx - w / 2 + (w * i) / steps;
    edge += `L${n(x)} ${n(top + rng.range(-2.5, 2.5) * k)}`;
  }
  return [
    fill(`M${n(cx - w / 2)} 0${edge}L${n(cx + w / 2)} 0Z`, stone, 'stone'),
    stroke(
      `M${n(cx - w * 0.3)} ${n(top * 0.3)}l${n(5 * k)} ${n(-4 * k)}M${n(cx + w * 0.15)} ${n(top * 0.6)}l${n(-4 * k)} ${n(5 * k)}`,
      darker(stone, 0.25),
      0.8 * k,
      'detail',
      0,
    ),
  ];
}

/** A chisel from the fist at `grip` to its edge at `tip`, and stone chips flying off the edge. */
function chisel(grip: Point, tip: Point, k: number, stone: Color, rng: Rng): Node[] {
  const chips = [0, 1, 2, 3]
    .map((i) => {
      const a = -Math.PI / 2 + rng.range(-1.3, 1.3);
      const d = (5 + i * 3) * k;
      const x = tip[0] + Math.cos(a) * d;
      const y = tip[1] + Math.sin(a) * d;
      const r = rng.range(0.8, 1.6) * k;
      return `M${n(x - r)} ${n(y)}L${n(x)} ${n(y - r)}L${n(x + r)} ${n(y + r * 0.4)}Z`;
    })
    .join('');
  return [
    stroke(`M${n(grip[0])} ${n(grip[1])}L${n(tip[0])} ${n(tip[1])}`, '#5a5862', 1.6 * k, 'metal'),
    fill(chips, lighter(stone, 0.1), 'stone', 0),
  ];
}

/**
 * The sculptor at x = 0 facing +x, shins still in a block; the statue, the sculptor's stone
 * double, at `gap` facing back, in a block to its hips.
 */
export const carveEachOther: Action = {
  id: 'carve-each-other',
  objects: ['statue'],
  // A mouse or an owl in stone is a small grey lump at this distance.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'cat', 'rabbit'],
  feelings: ['surprise', 'fear', 'resolve', 'wonder', 'mischief'],
  settings: ['attic', 'street', 'meadow', 'shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The stone double must read as stone beside a living face: a silhouette or woodcut greys both.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['window', 'lamp', 'sun', 'sky'],
  untwisted: true,
  family: () => 'carve-each-other',
  concepts: [
    'sculptor',
    'statue',
    'stone',
    'self-made',
    'who made whom',
    'double',
    'hammer and chisel',
    'creation',
    'two characters',
  ],
  say: sayFrom(
    {
      statue: {
        en: 'carves a stone statue of itself, and the statue carves its sculptor back out of the stone',
        ja: '石で自分の像を彫っていると、像のほうも石の中から彫り手を彫り出している',
        ru: 'высекает из камня статую самого себя, а статуя в ответ высекает из камня своего скульптора',
        pt: 'esculpe uma estátua de si mesmo em pedra, e a estátua, por sua vez, esculpe o escultor na pedra',
        fi: 'veistää itsestään kivipatsasta, ja patsas veistää vuorostaan kuvanveistäjäänsä esiin kivestä',
      },
    },
    'statue',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const gap = 84 * k;
    const stone: Color = rng.pick(['#b8b4ac', '#aeb2b6', '#c2b8a8']);
    // The sculptor sets the chisel to the statue's chest; the hammer raised behind the head.
    const chestHit: Point = [gap - 9 * k, -0.64 * H];
    const grip: Point = [chestHit[0] - 11 * k, chestHit[1] + 2 * k];
    const raised: Point = [-H * 0.1, (m.headTop - 6) * s];
    const startled = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: startled ? -4 : 6,
      front: { reach: [grip[0] / s, grip[1] / s], hand: 'fist' },
      back: { reach: [raised[0] / s, raised[1] / s], hand: 'fist' },
      turn: 0.7,
      headTilt: startled ? -6 : 6,
      gaze: [0.9, startled ? 0.6 : 0],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const hand: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const chiselHand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The statue chisels the block round the sculptor's shins, bent over to reach it.
    const legsTop = -0.24 * H;
    const shinHit: Point = [13 * k, legsTop + 3 * k];
    // In the statue's own frame (facing +x towards the sculptor at -x in the world).
    const local = (q: Point): Point => [(gap - q[0]) / s, q[1] / s];
    const sGrip: Point = [shinHit[0] + 11 * k, shinHit[1] - 3 * k];
    const twin = ctx.who;
    const statueFig = figure({
      age: twin.age,
      species: twin.species,
      look: {
        ...twin.look,
        skin: lighter(stone, 0.05),
        top: stone,
        bottom: darker(stone, 0.06),
        shoes: darker(stone, 0.1),
        hair: darker(stone, 0.15),
        hatColor: darker(stone, 0.08),
        trim: undefined,
        scarf: undefined,
      },
      feeling: ctx.feeling === 'mischief' ? 'resolve' : 'mischief',
      pose: {
        legs: 'stand',
        lean: 14,
        front: { reach: local(sGrip), hand: 'fist' },
        back: { reach: local([gap + H * 0.12, (m.headTop - 2) * s]), hand: 'fist' },
        turn: 0.7,
        headTilt: 14,
        gaze: [0.6, 0.8],
      },
      ink: ctx.ink,
    });
    const statue: Actor = { fig: { ...statueFig, hands: [] }, x: gap, facing: -1, scale: s };
    const at = (q: Point): Point => [gap - q[0] * s, q[1] * s];
    const sHand = at(statueFig.skeleton.hands.back);
    const sChiselHand = at(statueFig.skeleton.hands.front);
    const nodes: Node[] = [
      ...hammer(hand, -Math.PI * 0.62, 20 * k, k, lighter(p.wood, 0.1)),
      ...hammer(sHand, -Math.PI * 0.38, 20 * k, k, darker(stone, 0.1)),
      actorNodes(actor),
      actorNodes(statue),
      ...block(gap, -0.47 * H, 34 * k, k, stone, rng),
      ...block(0, legsTop, 24 * k, k, stone, rng),
      ...chisel(chiselHand, chestHit, k, stone, rng),
      ...chisel(sChiselHand, shinHit, k, stone, rng),
      group(fig.hands, `scale(${n(s)})`),
      group(statueFig.hands, `translate(${n(gap)} 0) scale(${n(-s)} ${n(s)})`),
    ];
    const top = Math.min((m.headTop - 8) * s, hand[1] - 26 * k);
    const box: [number, number, number, number] = [-H * 0.3, top, gap + H * 0.3, 4];
    const focus: Point = [gap / 2, -0.5 * H];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 26 * k],
        [gap * facing, 36 * k],
      ],
      glows: [],
      closeBox: facingBox(box, facing),
    });
  },
};
