/**
 * A rescue by warmth alone: out on the ice a friend stands frozen mid-gasp inside a tall block of
 * ice, and someone hugs the block, cheek pressed to it, eyes shut; where the hug touches, the ice
 * runs with water, drops fall and a puddle spreads at its foot.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** People on both sides: a frozen animal reads as a toy in a box. */
const people: readonly Who[] = ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'];

/**
 * The friend in the ice: the hugger's own age, the other sex (a grown man hugging a block a child
 * fills bent over it like a parent, another story).
 */
const counterpart: Readonly<Record<string, Who>> = {
  girl: 'boy',
  boy: 'girl',
  woman: 'man',
  man: 'woman',
  'old-woman': 'old-man',
  'old-man': 'old-woman',
};

/** A drop falling, its tip up, at (x, y), `h` tall. */
function drop(x: number, y: number, h: number): string {
  const w = h * 0.36;
  return `M${n(x)} ${n(y - h)}Q${n(x + w)} ${n(y - h * 0.25)} ${n(x)} ${n(y)}Q${n(x - w)} ${n(y - h * 0.25)} ${n(x)} ${n(y - h)}Z`;
}

/**
 * Hugging a friend frozen in a block of ice, the ice melting under the hug: the block whole and
 * clear, the friend inside mid-gasp, the hugger's cheek and arms on it, water running down.
 */
export const thawHug: Action = {
  id: 'thaw-hug',
  objects: ['ice'],
  who: people,
  feelings: ['longing', 'grief', 'calm'],
  settings: ['icefield', 'snowfield'],
  framings: ['medium'],
  fixedFramings: true,
  // A friend alive in the ice and a hug that melts it: the dream is the story itself.
  untwisted: true,
  // The woodcut and the silhouette fill the block solid: the friend inside, the story, is lost.
  notLooks: ['woodcut', 'silhouette'],
  family: (o) => `thaw-hug:${o}`,
  concepts: [
    'rescue',
    'thaw',
    'warmth',
    'love',
    'patience',
    'frozen',
    'winter',
    'friendship',
    'hope',
  ],
  say: sayFrom(
    {
      ice: {
        en: 'hugs a friend frozen in a block of ice, and the ice melts under the hug',
        ja: '氷の塊に閉じこめられた友だちを抱きしめていて、抱きしめたところから氷が溶けだしている',
        ru: 'обнимает друга, вмёрзшего в глыбу льда, и лёд тает от этих объятий',
        pt: 'abraça um amigo preso num bloco de gelo, e o gelo derrete com o abraço',
        fi: 'halaa jäälohkareeseen jäätynyttä ystävää, ja jää sulaa halauksen alla',
      },
    },
    'ice',
  ),
  stage(ctx) {
    const { p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    const friend = cast(counterpart[ctx.who.who] ?? 'girl', ctx.rng.fork('friend'), p);
    const sb = friend.scale;
    // The friend frozen mid-gasp, hands caught rising (inside the ice: a hand held out would poke
    // through the block's side).
    const frozenFig = posed(
      { ...ctx, who: friend, feeling: 'surprise' },
      {
        legs: 'stand',
        lean: 0,
        front: { angle: 28, bend: 30, hand: 'open' },
        back: { angle: 18, bend: 20, hand: 'open' },
        turn: -0.25,
        gaze: [-0.3, 0],
      },
    );
    const fx = 26 * u;
    const frozen: Actor = { fig: frozenFig, x: fx, facing: -1, scale: sb };
    const headTop = actorPoint(frozen, [
      0,
      frozenFig.skeleton.headCentre[1] - frozenFig.headR * 1.3,
    ])[1];
    // The block, a little wider than the figure and a head taller.
    const half = 24 * u;
    const x0 = fx - half;
    const x1 = fx + half;
    const top = Math.min(headTop - 8 * u, -60 * u);
    const ice = mix('#b9e3f4', p.sky[1], 0.12);
    const rim = darker(ice, 0.3);
    // The block's face with a chipped, uneven top, like ice cut from a lake.
    const face =
      `M${n(x0)} 0V${n(top + 4 * u)}L${n(x0 + 6 * u)} ${n(top)}L${n(x0 + 15 * u)} ${n(top + 3 * u)}` +
      `L${n(x0 + 26 * u)} ${n(top - 1 * u)}L${n(x0 + 36 * u)} ${n(top + 2.5 * u)}L${n(x1)} ${n(top)}V0Z`;
    const shine = (xa: number, ya: number, len: number, w: number): string =>
      `M${n(xa)} ${n(ya)}l${n(w)} 0l${n(len * 0.45)} ${n(len)}l${n(-w)} 0Z`;
    const block: Node[] = [
      { ...fill(face, ice, 'glass'), opacity: 0.7 },
      // Its right side, in shade.
      {
        ...fill(
          `M${n(x1)} ${n(top)}L${n(x1 + 5 * u)} ${n(top - 5 * u)}V${n(-5 * u)}L${n(x1)} 0Z`,
          darker(ice, 0.14),
          'glass',
        ),
        opacity: 0.85,
      },
      // Frost in the lower corners and along the top.
      {
        ...fill(
          `M${n(x0)} 0V${n(-14 * u)}Q${n(x0 + 10 * u)} ${n(-6 * u)} ${n(x0 + 18 * u)} 0Z` +
            `M${n(x1)} 0V${n(-18 * u)}Q${n(x1 - 12 * u)} ${n(-8 * u)} ${n(x1 - 22 * u)} 0Z` +
            `M${n(x0)} ${n(top + 4 * u)}L${n(x0 + 6 * u)} ${n(top)}L${n(x0 + 15 * u)} ${n(top + 3 * u)}L${n(x0 + 26 * u)} ${n(top - 1 * u)}L${n(x0 + 36 * u)} ${n(top + 2.5 * u)}L${n(x1)} ${n(top)}V${n(top + 7 * u)}Q${n(fx)} ${n(top + 11 * u)} ${n(x0)} ${n(top + 9 * u)}Z`,
          '#f4fbff',
          'glass',
          0,
        ),
        opacity: 0.7,
      },
      stroke(face, rim, 1.1 * u, 'glass'),
      // Shine: two long slivers across the face.
      {
        ...fill(
          shine(x0 + 9 * u, top + 12 * u, 22 * u, 2.6 * u) +
            shine(x1 - 13 * u, top + 44 * u, 12 * u, 2 * u),
          '#ffffff',
          'glass',
          0,
        ),
        opacity: 0.8,
      },
    ];
    // The hugger at the block's near side, leaning in, cheek to the ice, arms round it.
    const probe = posed(ctx, { legs: 'stand' });
    const shoulder = probe.skeleton.shoulders.front;
    const hx = x0 - shoulder[0] * s + 1 * u;
    const chestY = shoulder[1] + 5;
    const hug = posed(ctx, {
      legs: 'stand',
      lean: 10,
      front: { reach: [(x0 + 17 * u - hx) / s, chestY + 2], hand: 'open' },
      back: { reach: [(x0 + 3 * u - hx) / s, chestY + 9], hand: 'open' },
      turn: 1,
      headTilt: 22,
      gaze: [1, 0.6],
    });
    const hugger: Actor = { fig: hug, x: hx, facing: 1, scale: s };
    const cheek = actorPoint(hugger, hug.skeleton.headCentre);
    const hand = actorPoint(hugger, hug.skeleton.hands.front);
    // The melt: a wet sheen from cheek and hand down the face, drops, a puddle spreading.
    const water = mix(p.water, ice, 0.45);
    const wet: Node = {
      ...fill(
        `M${n(x0)} ${n(cheek[1] - 4 * u)}Q${n(x0 + 12 * u)} ${n(cheek[1])} ${n(hand[0] + 4 * u)} ${n(hand[1] - 2 * u)}Q${n(hand[0] + 6 * u)} ${n(-20 * u)} ${n(hand[0] + 2 * u)} ${n(-2 * u)}H${n(x0)}Z`,
        water,
        'water',
        0,
      ),
      opacity: 0.35,
    };
    const drops: string[] = [
      drop(x0 + 2 * u, cheek[1] + 14 * u, 4 * u),
      drop(hand[0] + 3 * u, hand[1] + 12 * u, 3.6 * u),
      drop(x0 + 9 * u, -24 * u, 3.4 * u),
      drop(hand[0] - 2 * u, -12 * u, 3 * u),
    ];
    const puddle = fill(oval(x0 + 6 * u, 1.5 * u, 36 * u, 5 * u), lighter(water, 0.1), 'water', 0);
    const nodes: Node[] = [
      puddle,
      actorNodes(frozen),
      ...block,
      wet,
      fill(drops.join(''), lighter(water, 0.25), 'water', 0),
      actorNodes(hugger),
    ];
    const huggerTop = actorPoint(hugger, [0, hug.skeleton.headCentre[1] - hug.headR * 1.3])[1];
    const left = Math.min(hx - 16 * s, x0 - 26 * u);
    const box: [number, number, number, number] = [
      left,
      Math.min(top - 8 * u, huggerTop - 6 * u),
      x1 + 8 * u,
      6,
    ];
    const focus: Point = [x0, cheek[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [
        [mx([hx, 0], facing)[0], 20 * s],
        [mx([fx, 0], facing)[0], half * 2],
      ],
      closeBox: facingBox(box, facing),
    });
  },
};
