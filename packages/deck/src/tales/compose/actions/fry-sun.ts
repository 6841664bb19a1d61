/**
 * Frying an egg on the evening: a cook holds a frying pan up high against the sky, a spatula ready
 * in the other hand, and the egg in the pan has the setting sun for its yolk — the sky around it is
 * empty of any other sun, its light coming from the pan.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The sun's colours, deep at the rim and pale in its middle. */
const sunRim = '#f07a1e';
const sunCore = '#ffd24a';

/**
 * The pan seen face on, tipped towards us, centre (cx, cy), radius r: its black iron, the egg's
 * white spread in a wavy blot, and the sun sitting in it as the yolk, sizzle bubbles round it.
 */
function pan(p: Palette, cx: number, cy: number, r: number): Node[] {
  const iron = mix(p.ink, '#2e2f36', 0.5);
  const white = '#fbf7ee';
  // The white: a lumpy blot (eight bulges round the middle), off-centre like a real fried egg.
  const bumps = 9;
  const pts: Point[] = [];
  for (let i = 0; i < bumps; i++) {
    const a = (i / bumps) * Math.PI * 2;
    const rr = r * (0.7 + (i % 3 === 0 ? 0.1 : i % 2 === 0 ? -0.06 : 0.03));
    pts.push([cx + Math.cos(a) * rr - r * 0.04, cy + Math.sin(a) * rr * 0.86 + r * 0.03]);
  }
  const blot = pts
    .map((q, i) => {
      const nx = pts[(i + 1) % pts.length] ?? q;
      const mid: Point = [(q[0] + nx[0]) / 2, (q[1] + nx[1]) / 2];
      const out: Point = [cx + (mid[0] - cx) * 1.16 - r * 0.01, cy + (mid[1] - cy) * 1.16];
      return `${i === 0 ? `M${n(q[0])} ${n(q[1])}` : ''}Q${n(out[0])} ${n(out[1])} ${n(nx[0])} ${n(nx[1])}`;
    })
    .join('');
  const yolk: Point = [cx + r * 0.08, cy - r * 0.04];
  const yr = r * 0.4;
  const bubbles = [
    [-0.5, 0.35, 0.05],
    [-0.42, -0.4, 0.04],
    [0.52, 0.3, 0.045],
    [0.2, 0.55, 0.035],
    [-0.15, -0.58, 0.03],
  ]
    .map(([x, y, b]) => circle(cx + (x ?? 0) * r, cy + (y ?? 0) * r, (b ?? 0) * r))
    .join('');
  return [
    fill(oval(cx, cy, r * 1.06, r * 0.96), darker(iron, 0.2), 'metal'),
    fill(oval(cx, cy, r * 0.94, r * 0.85), iron, 'metal', 0),
    // A glint along the rim, so the pan reads as a pan and not a hole in the sky.
    stroke(
      `M${n(cx - r * 0.75)} ${n(cy - r * 0.58)}Q${n(cx - r * 0.2)} ${n(cy - r * 0.98)} ${n(cx + r * 0.45)} ${n(cy - r * 0.82)}`,
      lighter(iron, 0.55),
      r * 0.05,
      'detail',
      0,
    ),
    fill(blot, white, 'detail'),
    stroke(bubbles, darker(white, 0.12), r * 0.025, 'detail', 0),
    fill(circle(yolk[0], yolk[1], yr), sunRim, 'glow'),
    fill(circle(yolk[0] - yr * 0.08, yolk[1] - yr * 0.08, yr * 0.74), sunCore, 'glow', 0),
    fill(
      oval(yolk[0] - yr * 0.35, yolk[1] - yr * 0.42, yr * 0.22, yr * 0.13),
      '#fff6d8',
      'glow',
      0,
    ),
  ];
}

/**
 * The sun's rays still shining out round the pan (the yolk is the sun, and its light does not
 * stop at the rim): tapered spikes between the rim and a ring beyond it.
 */
function rays(cx: number, cy: number, r: number): Node {
  const d: string[] = [];
  const count = 14;
  for (let i = 0; i < count; i++) {
    const a = ((i + 0.5) / count) * Math.PI * 2;
    const w = (Math.PI / count) * 0.45;
    const r0 = r * 1.14;
    const r1 = r * (i % 2 === 0 ? 1.62 : 1.4);
    d.push(
      `M${n(cx + Math.cos(a - w) * r0)} ${n(cy + Math.sin(a - w) * r0)}L${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a + w) * r0)} ${n(cy + Math.sin(a + w) * r0)}Z`,
    );
  }
  return fill(d.join(''), '#ffc85a', 'glow', 0);
}

/** A spatula held up by its handle at `hand`, its blade above, leaning by `tilt` degrees. */
function spatula(p: Palette, hand: Point, len: number, tilt: number): Node {
  const a = ((tilt - 90) * Math.PI) / 180;
  const tip: Point = [hand[0] + Math.cos(a) * len, hand[1] + Math.sin(a) * len];
  const neck: Point = [hand[0] + Math.cos(a) * len * 0.62, hand[1] + Math.sin(a) * len * 0.62];
  const w = len * 0.2;
  const px = -Math.sin(a);
  const py = Math.cos(a);
  const blade = `M${n(neck[0] + px * w * 0.35)} ${n(neck[1] + py * w * 0.35)}L${n(tip[0] + px * w * 0.55)} ${n(tip[1] + py * w * 0.55)}L${n(tip[0] - px * w * 0.55)} ${n(tip[1] - py * w * 0.55)}L${n(neck[0] - px * w * 0.35)} ${n(neck[1] - py * w * 0.35)}Z`;
  return group([
    stroke(
      `M${n(hand[0] - Math.cos(a) * len * 0.12)} ${n(hand[1] - Math.sin(a) * len * 0.12)}L${n(neck[0])} ${n(neck[1])}`,
      p.wood,
      len * 0.07,
      'wood',
    ),
    fill(blade, '#b9bcc4', 'metal'),
  ]);
}

/**
 * Frying the setting sun as an egg's yolk: standing, the pan lifted high ahead by its handle so
 * it stands against the sky above the head, the other hand holding a spatula up, the face turned
 * up to the pan.
 */
export const frySun: Action = {
  id: 'fry-sun',
  objects: ['egg'],
  feelings: ['mischief', 'wonder', 'surprise', 'resolve', 'joy', 'longing'],
  settings: ['shore', 'meadow', 'rooftop', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'glow'],
  family: () => 'fry-sun',
  concepts: ['cooking', 'breakfast', 'sunset', 'frying', 'daring', 'sky', 'impossible recipe'],
  say: sayFrom(
    {
      egg: {
        en: 'fries an egg in a pan held up to the sky, and the setting sun is its yolk',
        ja: 'フライパンを空に掲げて目玉焼きを焼くと、沈む夕日がその黄身になっている',
        ru: 'жарит яичницу на сковороде, поднятой к небу, и желток у неё — заходящее солнце',
        pt: 'frita um ovo numa frigideira erguida para o céu, e a gema é o sol que se põe',
        fi: 'paistaa munaa ja nostaa pannun taivasta vasten, ja munan keltuainen on laskeva aurinko',
      },
    },
    'egg',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const r = H * 0.3;
    // The pan high ahead, its handle reaching back down to the front hand.
    const c: Point = [H * 0.72, (m.headTop - 4) * s - r * 0.55];
    const grip: Point = [c[0] - r * 1.55, c[1] + r * 0.95];
    const startled = ctx.feeling === 'surprise' || ctx.feeling === 'wonder';
    const fig = posed(ctx, {
      legs: ctx.feeling === 'joy' || ctx.feeling === 'mischief' ? 'tiptoe' : 'stand',
      lean: -6,
      front: { reach: [grip[0] / s, grip[1] / s], hand: 'fist' },
      back: startled
        ? { angle: 150, bend: 40, hand: 'open' }
        : { angle: 120, bend: 70, hand: 'fist' },
      turn: 0.55,
      headTilt: -22,
      gaze: [0.8, -0.9],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const back: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const rim: Point = [c[0] - r * 0.78, c[1] + r * 0.52];
    const iron = mix(p.ink, '#2e2f36', 0.5);
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const nodes: Node[] = [
      actorNodes(actor),
      // The handle: from the hand a little behind it, up to the pan's rim.
      stroke(
        `M${n(hand[0] - (rim[0] - hand[0]) * 0.12)} ${n(hand[1] - (rim[1] - hand[1]) * 0.12)}L${n(rim[0])} ${n(rim[1])}`,
        darker(iron, 0.1),
        4.2 * k,
        'metal',
      ),
      rays(c[0], c[1], r),
      ...pan(p, c[0], c[1], r),
      ...(startled ? [] : [spatula(p, back, 26 * k, -12)]),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 6) * s, c[1] - r * 1.7);
    const box: [number, number, number, number] = [-H * 0.3, top, c[0] + r * 1.3, 4];
    return staged(facingBox(box, facing), mx(c, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [{ at: mx(c, facing), r: r * 2.6, color: '#ffd27a' }],
      light: { at: mx(c, facing), kind: 'glow', reach: r * 5 },
      closeBox: facingBox([-H * 0.2, top, c[0] + r * 1.2, c[1] + r * 2.4], facing),
    });
  },
};
