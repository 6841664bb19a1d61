/**
 * Toasting a marshmallow on a volcano: sitting on a rock at the foot of a small volcano in full
 * eruption, a character holds out a long stick over its glowing crater, a marshmallow on the end
 * browning in the heat, as at a campfire — lava running down the cone, smoke rolling up above.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

const lavaHot = '#ffb23a';
const lavaRed = '#e5482a';

/**
 * The volcano: a cone from x0 to x1 on the ground, its crater `cw` wide at (cx, top), a lava
 * tongue down its near flank, the crater's glow, and smoke rolling up in three puffs.
 */
function volcano(
  rock: string,
  smoke: string,
  x0: number,
  x1: number,
  cx: number,
  top: number,
  cw: number,
  k: number,
): { back: Node[]; cone: Node[] } {
  const left: Point = [cx - cw / 2, top];
  const right: Point = [cx + cw / 2, top];
  const cone = `M${n(x0)} 0Q${n(x0 + (left[0] - x0) * 0.6)} ${n(top * 0.35)} ${n(left[0])} ${n(left[1])}L${n(right[0])} ${n(right[1])}Q${n(x1 - (x1 - right[0]) * 0.6)} ${n(top * 0.35)} ${n(x1)} 0Z`;
  const lava = `M${n(cx - cw * 0.3)} ${n(top + 1 * k)}Q${n(cx - cw * 0.7)} ${n(top * 0.6)} ${n(cx - cw * 0.45)} ${n(top * 0.4)}Q${n(cx - cw * 0.2)} ${n(top * 0.22)} ${n(cx - cw * 0.55)} ${n(top * 0.05)}L${n(cx - cw * 0.25)} ${n(top * 0.05)}Q${n(cx + cw * 0.05)} ${n(top * 0.3)} ${n(cx - cw * 0.1)} ${n(top * 0.5)}Q${n(cx - cw * 0.2)} ${n(top * 0.7)} ${n(cx + cw * 0.1)} ${n(top + 1 * k)}Z`;
  const plume: Node[] = [
    fill(puff(cx - 6 * k, top - 20 * k, 14 * k, 10 * k, 7, 1.25), smoke, 'sky'),
    fill(puff(cx + 8 * k, top - 38 * k, 18 * k, 12 * k, 8, 1.25), lighter(smoke, 0.12), 'sky'),
    fill(puff(cx - 2 * k, top - 60 * k, 22 * k, 13 * k, 8, 1.25), lighter(smoke, 0.22), 'sky'),
  ];
  return {
    back: plume,
    cone: [
      fill(cone, rock, 'stone'),
      // The crater's lip, lit from inside.
      fill(oval(cx, top, cw / 2, 3.2 * k), lavaRed, 'glow'),
      fill(oval(cx, top - 0.6 * k, cw * 0.36, 2 * k), lavaHot, 'glow', 0),
      fill(lava, lavaRed, 'glow', 0),
      // Flames licking up out of the crater.
      fill(
        poly([
          [cx - cw * 0.3, top],
          [cx - cw * 0.18, top - 9 * k],
          [cx - cw * 0.05, top - 2 * k],
          [cx + cw * 0.08, top - 12 * k],
          [cx + cw * 0.2, top - 1.5 * k],
          [cx + cw * 0.3, top - 7 * k],
          [cx + cw * 0.36, top],
        ]),
        lavaHot,
        'glow',
      ),
    ],
  };
}

/**
 * Sitting on its own rock by the cone, leaning a little forward, the front arm out with the
 * stick over the crater, the back hand on the knee; the face turned to the marshmallow.
 */
export const volcanoToast: Action = {
  id: 'volcano-toast',
  objects: ['fire'],
  // A mouse's stick is lost beside the cone at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['mischief', 'wonder', 'resolve', 'surprise'],
  settings: ['meadow', 'desert', 'shore', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A volcano for a campfire is the dream; a twist beside the cone crowds the card.
  untwisted: true,
  lights: ['glow'],
  family: () => 'volcano-toast',
  concepts: [
    'camping',
    'treat',
    'danger',
    'nonchalance',
    'eruption',
    'heat',
    'patience',
    'snack',
    'lava',
  ],
  say: sayFrom(
    {
      fire: {
        en: 'toasts a marshmallow on a long stick over the crater of an erupting volcano',
        ja: '噴火している火山の火口に長い棒をさしだして、マシュマロを焼いている',
        ru: 'жарит зефир на длинной палочке над жерлом извергающегося вулкана',
        pt: 'tosta um marshmallow num pau comprido sobre a cratera de um vulcão em erupção',
        fi: 'paahtaa vaahtokarkkia pitkän kepin nokassa purkautuvan tulivuoren kraatterin yllä',
      },
    },
    'fire',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The cone close ahead, its crater a little above the sitter's head.
    const x0 = 22 * k;
    const x1 = 124 * k;
    const cx = 78 * k;
    const top = -66 * k;
    const cw = 24 * k;
    const fig = posed(ctx, {
      legs: 'sit',
      seat: true,
      lean: 10,
      front: { reach: [30, -62], hand: 'fist' },
      back: { angle: 25, bend: 70, hand: 'mitt' },
      turn: 0.6,
      headTilt: -10,
      gaze: [1, -0.4],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    // The stick from a little behind the fist up over the crater, the marshmallow on its tip.
    const tip: Point = [cx - 3 * k, top - 13 * k];
    const dx = tip[0] - hand[0];
    const dy = tip[1] - hand[1];
    const len = Math.hypot(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    const stick = stroke(
      `M${n(hand[0] - ux * 6 * k)} ${n(hand[1] - uy * 6 * k)}L${n(tip[0])} ${n(tip[1])}`,
      darker(p.wood, 0.15),
      1.6 * k,
      'wood',
    );
    const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
    const mallow = group(
      [
        fill(rect(-5 * k, -3.4 * k, 9 * k, 6.8 * k, 2.4 * k), '#fbf3e6', 'paper'),
        fill(rect(1.6 * k, -3.4 * k, 2.6 * k, 6.8 * k, 1.2 * k), '#c98a4a', 'detail', 0),
      ],
      `translate(${n(tip[0] - ux * 3 * k)} ${n(tip[1] - uy * 3 * k)}) rotate(${n(angle)})`,
    );
    // Dark rock whatever the ground: a green cone reads as a hill.
    const rock = mix(p.ground, '#5b4a44', 0.82);
    const smoke = mix(p.sky[1], '#6d6a70', 0.6);
    const v = volcano(rock, smoke, x0, x1, cx, top, cw, k);
    const nodes: Node[] = [
      ...v.back,
      ...v.cone,
      actorNodes(actor),
      stick,
      mallow,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const crater: Point = [cx, top];
    const box: [number, number, number, number] = [-22 * k, top - 78 * k, x1 + 4 * k, 4];
    return staged(facingBox(box, facing), mx([tip[0] - 10 * k, tip[1]], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.25],
        [((x0 + x1) / 2) * facing, x1 - x0],
      ],
      glows: [{ at: mx(crater, facing), r: 40 * k, color: lavaHot }],
      light: { at: mx(crater, facing), kind: 'glow', reach: 110 * k },
    });
  },
};
