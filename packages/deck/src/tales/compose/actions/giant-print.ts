/**
 * Half seen: a giant has walked through the desert and is gone. Its bare footprints, each as big
 * as a room, run off over the dunes to the horizon, smaller and smaller; the character stands in
 * the heel of the nearest one, the great toes sunk in the sand ahead of it, and looks up from it
 * after the one who made it. Nobody in the picture is the giant: the size is told by what it left.
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A bare footprint pressed in the sand, seen from the front and above (heel near, toes away),
 * centred at `c`, `w` wide and `h` tall on the card; `side` +1 for a right foot (big toe on the
 * left, towards the trail's middle), -1 for a left one. Its rim in shade, its floor lighter.
 */
function footprint(c: Point, w: number, h: number, side: 1 | -1, sand: string): Node[] {
  const X = (u: number): number => c[0] + u * w * side;
  const Y = (v: number): number => c[1] + v * h;
  // The sole: heel at the bottom, the ball wider at the top, the arch cut in on the outside.
  const sole = (inset: number, dy: number): string => {
    const e = inset;
    return `M${n(X(0))} ${n(Y(0.5 - e) + dy)}Q${n(X(-0.3 + e))} ${n(Y(0.48 - e) + dy)} ${n(X(-0.3 + e))} ${n(Y(0.22) + dy)}Q${n(X(-0.32 + e))} ${n(Y(-0.02) + dy)} ${n(X(-0.44 + e))} ${n(Y(-0.2) + dy)}Q${n(X(-0.52 + e))} ${n(Y(-0.4 + e) + dy)} ${n(X(-0.2))} ${n(Y(-0.42 + e) + dy)}Q${n(X(0.28 - e))} ${n(Y(-0.44 + e) + dy)} ${n(X(0.34 - e))} ${n(Y(-0.18) + dy)}Q${n(X(0.3 - e))} ${n(Y(0.08) + dy)} ${n(X(0.26 - e))} ${n(Y(0.26) + dy)}Q${n(X(0.28 - e))} ${n(Y(0.48 - e) + dy)} ${n(X(0))} ${n(Y(0.5 - e) + dy)}Z`;
  };
  // Toes: the big one on the inside, the others smaller round the ball's far edge.
  const toes: [number, number, number][] = [
    [-0.36, -0.56, 0.13],
    [-0.12, -0.6, 0.09],
    [0.06, -0.58, 0.08],
    [0.2, -0.53, 0.07],
    [0.31, -0.45, 0.06],
  ];
  const toe = (dy: number, grow: number): string =>
    toes.map(([u, v, r]) => oval(X(u), Y(v) + dy, r * w * grow, r * h * 1.1 * grow)).join('');
  const rim = darker(sand, 0.45);
  const floor = mix(darker(sand, 0.22), rim, 0.25);
  return [
    fill(sole(0, 0) + toe(0, 1), rim, 'floor', 0),
    // The floor of the print, shifted towards us: the far wall shows in shade above it.
    fill(sole(0.04, h * 0.02) + toe(h * 0.015, 0.78), floor, 'floor', 0),
    // The near lip lit where the sand was pushed up.
    stroke(
      `M${n(X(-0.26))} ${n(Y(0.44))}Q${n(X(0))} ${n(Y(0.58))} ${n(X(0.24))} ${n(Y(0.44))}`,
      lighter(sand, 0.3),
      Math.max(0.6, h * 0.03),
      'floor',
      0,
    ),
  ];
}

/**
 * Facing +x in name only: the trail runs from the near print (under the character) up the card
 * to the horizon, winding a little; the character stands in the near heel turned to us, looking
 * up the trail.
 */
export const giantPrint: Action = {
  id: 'giant-print',
  objects: ['giant'],
  who: [
    'girl',
    'boy',
    'woman',
    'man',
    'old-woman',
    'old-man',
    'fox',
    'bear',
    'rabbit',
    'cat',
    'wolf',
  ],
  feelings: ['wonder', 'fear', 'surprise', 'longing'],
  settings: ['desert'],
  // Seen from above, the trail climbs the card to the horizon (the horizon of a medium or a wide
  // shot is too low for it).
  framings: ['high'],
  fixedFramings: true,
  // Its words say where: over the dunes.
  ownPlace: true,
  // The giant is the dream, and never seen; a twist would stand a thing in its trail.
  untwisted: true,
  // The figure stands on the print's dark sole: a silhouette or the woodcut's key block merges
  // them into one shape.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky', 'moon'],
  family: () => 'giant-print',
  concepts: [
    'footprints',
    'trail',
    'toes',
    'sand',
    'dunes',
    'scale',
    'absence',
    'tracks',
    'horizon',
    'smallness',
  ],
  say: sayFrom(
    {
      giant: {
        en: "stands in a giant's footprint, the giant's trail leading off over the dunes",
        ja: '巨人の足あとの中に立っている。その足あとは砂丘のむこうへと続いている',
        ru: 'стоит в следе великана, а цепочка его следов уходит за барханы',
        pt: 'está de pé dentro da pegada de um gigante, cujo rasto se perde pelas dunas',
        fi: 'seisoo jättiläisen jalanjäljessä, ja jälkien jono jatkuu dyynien yli',
      },
    },
    'giant',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const sand = mix(p.ground, '#e0b070', 0.6);
    // The trail seen from well above, each print a whole foot on the card: the near one longer
    // than the character is tall, its heel under the character's feet and its toes above its
    // head; the others up the card, smaller and flatter towards the horizon, left and right.
    const trail: readonly (readonly [x: number, y: number, w: number, h: number])[] = [
      [-6, -40, 66, 126],
      [30, -128, 38, 56],
      [-2, -166, 25, 28],
      [18, -186, 16, 14],
      [6, -197, 11, 8],
    ];
    const drift = rng.range(-1, 1) * 10 * k;
    const prints: Node[] = [];
    // Far first, so the nearer prints lie over the farther.
    for (let i = trail.length - 1; i >= 0; i--) {
      const [x, y, w, h] = trail[i] ?? [0, 0, 0, 0];
      const side: 1 | -1 = i % 2 === 0 ? 1 : -1;
      const t = i / (trail.length - 1);
      prints.push(...footprint([x * k + drift * t, y * k], w * k, h * k, side, sand));
    }
    const nearW = 66 * k;
    const yFar = -202 * k;
    // The character in the near heel, turned to us, looking up the trail after the giant.
    const x0 = -4 * k;
    const arms =
      ctx.feeling === 'fear'
        ? {
            front: { angle: 150, bend: 110, hand: 'open' as const },
            back: { angle: 140, bend: 120, hand: 'open' as const },
          }
        : ctx.feeling === 'surprise'
          ? {
              front: { angle: 150, bend: 20, hand: 'open' as const },
              back: { angle: 145, bend: 25, hand: 'open' as const },
            }
          : ctx.feeling === 'wonder'
            ? {
                front: { angle: 110, bend: 10, hand: 'open' as const },
                back: { angle: -110, bend: 10, hand: 'open' as const },
              }
            : {
                front: { angle: 10, bend: 20 },
                back: { angle: 170, bend: 150, hand: 'open' as const },
              };
    const fig = posed(ctx, {
      legs: 'stand',
      ...arms,
      turn: 0.3,
      headTilt: -12,
      gaze: [0.2, -0.8],
    });
    const actor: Actor = { fig, x: x0, facing: 1, scale: s };
    const headTop = (m.headTop - 6) * s;
    const box: [number, number, number, number] = [
      -nearW * 0.62,
      Math.min(headTop, yFar - 4 * k),
      nearW * 0.7,
      26 * k,
    ];
    return staged(facingBox(box, facing), mx([x0, -40 * k], facing), {
      behind: mirror(prints, facing),
      actors: [actorNodes({ ...actor, x: x0 * facing, facing })],
      contacts: [[x0 * facing, 16 * k]],
    });
  },
};
