/**
 * Pouring out the Milky Way: at night, a lantern at the feet, the character tips a milk jug and the
 * milk runs not down but up, a white stream rising from the spout and widening across the sky into
 * a broad hazy band speckled with points of light.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const milk = '#fbf8f0';

/** A point on the quadratic curve a–c–b at t. */
function q(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
}

/** Smoothly from 0 at `a` to 1 at `b`. */
function ease(a: number, b: number, t: number): number {
  const u = Math.min(1, Math.max(0, (t - a) / (b - a)));
  return u * u * (3 - 2 * u);
}

/** How wide the band is along it: a poured stream for its first stretch, then a wide haze. */
function spread(t: number): number {
  return ease(0.18, 0.62, t) * (1 - 0.75 * ease(0.82, 1, t));
}

/**
 * A soft band along the curve from the spout: thin at first, then wide, as one shape (its two
 * sides sampled along the curve), widest past its middle and tapering off at its far end.
 */
function bandShape(a: Point, c: Point, b: Point, w0: number, w1: number): string {
  const steps = 40;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const at = q(a, c, b, t);
    const next = q(a, c, b, Math.min(1, t + 0.01));
    const prev = q(a, c, b, Math.max(0, t - 0.01));
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = (w0 + (w1 - w0) * spread(t)) / 2;
    left.push(`${i === 0 ? 'M' : 'L'}${n(at[0] - (dy / len) * w)} ${n(at[1] + (dx / len) * w)}`);
    right.unshift(`L${n(at[0] + (dy / len) * w)} ${n(at[1] - (dx / len) * w)}`);
  }
  return `${left.join('')}${right.join('')}Z`;
}

/** The band as a misty halo, its body and a bright core, all from the spout. */
function band(p: Palette, a: Point, c: Point, b: Point, w0: number, w1: number): Node[] {
  return [
    fill(bandShape(a, c, b, w0 * 1.6, w1 * 1.45), mix(milk, p.sky[0], 0.7), 'glow', 0),
    fill(bandShape(a, c, b, w0, w1), mix(milk, p.sky[0], 0.35), 'glow', 0),
    fill(bandShape(a, c, b, w0 * 0.6, w1 * 0.4), milk, 'glow', 0),
  ];
}

/** Points of light scattered in the band's wide end (the stars it becomes), seeded. */
function specks(a: Point, c: Point, b: Point, w1: number, k: number, seed: number): string {
  const out: string[] = [];
  for (let i = 0; i < 70; i++) {
    const t = 0.4 + ((i * 37 + seed) % 100) / 190;
    const at = q(a, c, b, Math.min(1, t));
    const off = (((i * 61 + seed * 3) % 100) / 100 - 0.5) * w1 * t;
    out.push(circle(at[0] + off * 0.6, at[1] + off, (0.5 + (i % 3) * 0.35) * k));
  }
  return out.join('');
}

/** A milk jug held by its handle at (0, 0), spout to +x, tipped by `tilt` degrees. */
function jug(p: Palette, at0: Point, k: number, tilt: number): Node {
  const body = mix(p.accent, '#e8e4da', 0.7);
  return group(
    [
      stroke('M-2 -6Q-8 -2 -2 4', darker(body, 0.25), 2.2, 'stone'),
      fill('M-2 -9L10 -9L13 -12L12 -8Q13 0 10 8L0 8Q-3 0 -2 -9Z', body, 'stone'),
      fill('M-1 -4L11 -4Q11.5 0 10.5 4L-0.5 4Q-1.5 0 -1 -4Z', darker(body, 0.12), 'detail', 0),
    ],
    `translate(${n(at0[0])} ${n(at0[1])}) rotate(${n(tilt)}) scale(${n(k)})`,
  );
}

/**
 * Pouring milk that rises into the sky as the Milky Way: standing, the jug held high ahead and
 * tipped up, the white stream climbing from the spout and sweeping back over the head, wide and
 * misty where it fills the sky; a lantern stands at the feet.
 */
export const milkWay: Action = {
  id: 'milk-way',
  objects: ['milk'],
  feelings: ['wonder', 'calm', 'longing', 'mischief', 'resolve', 'sleep'],
  settings: ['meadow', 'rooftop', 'shore', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut cuts the soft band into a hard ribbon.
  notLooks: ['woodcut'],
  lights: ['lantern'],
  family: () => 'milk-way',
  concepts: ['galaxy', 'astronomy', 'pouring', 'creation', 'myth', 'wishes', 'cosmos'],
  say: sayFrom(
    {
      milk: {
        en: 'pours milk from a jug, and it flows up into the sky as the Milky Way',
        ja: '水差しから牛乳を注ぐと、牛乳は空へ流れのぼって天の川になった',
        ru: 'наливает молоко из кувшина, а оно течёт вверх и разливается по небу Млечным Путём',
        pt: 'despeja leite de uma jarra, e ele sobe pelo céu e vira a Via Láctea',
        fi: 'kaataa maitoa kannusta, ja se virtaa ylös taivaalle Linnunradaksi',
      },
    },
    'milk',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const handAt: Point = [H * 0.3, -H * 0.86];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      front: { reach: [handAt[0] / s, handAt[1] / s], hand: 'fist' },
      back: { angle: 30, bend: 50, hand: 'open' },
      turn: 0.6,
      headTilt: -20,
      gaze: [0.6, -1],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const tilt = -35;
    const js = 1.25 * k;
    const r = (tilt * Math.PI) / 180;
    const spoutLocal: Point = [13 * js, -12 * js];
    const spout: Point = [
      hand[0] + spoutLocal[0] * Math.cos(r) - spoutLocal[1] * Math.sin(r),
      hand[1] + spoutLocal[0] * Math.sin(r) + spoutLocal[1] * Math.cos(r),
    ];
    // Up from the spout, curving back over the head into the sky behind.
    const end: Point = [-H * 0.52, -H * 1.4];
    const ctrl: Point = [spout[0] + H * 0.3, -H * 1.85];
    const w1 = H * 0.3;
    const lanternAt: Point = [-H * 0.22, -29 * 0.7 * k];
    const nodes: Node[] = [
      ...band(p, spout, ctrl, end, 2.2 * k, w1),
      fill(specks(spout, ctrl, end, w1, k, rng.int(0, 50)), '#ffffff', 'glow', 0),
      placed(P.lantern(colorsFor(p, rng)), lanternAt, 0.7 * k),
      actorNodes(actor),
      jug(p, hand, js, tilt),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = -H * 1.8;
    const box: [number, number, number, number] = [-H * 0.62, top, H * 0.66, 4];
    const mid = q(spout, ctrl, end, 0.4);
    return staged(facingBox(box, facing), mx(mid, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [
        { at: mx(mid, facing), r: H * 0.5, color: lighter(milk, 0.2) },
        { at: mx([lanternAt[0], lanternAt[1] + 16 * k], facing), r: 20 * k, color: p.light },
      ],
      light: { at: mx([lanternAt[0], lanternAt[1] + 16 * k], facing), kind: 'lantern', reach: H },
      closeBox: facingBox([-H * 0.3, top, H * 0.6, 4], facing),
    });
  },
};
