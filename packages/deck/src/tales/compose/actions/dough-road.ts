/**
 * Rolling out dough that becomes a road: at the kitchen table the cook leans on a rolling pin, and
 * the sheet of dough, as it runs away from the pin, turns grey, takes a dashed line down its middle,
 * spills over the table's end and runs on across the floor as a real little road, a tiny car
 * already driving away on it past a tiny tree.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const dough = '#f1dcae';
const asphalt = '#5d5f66';

/** A point along a polyline (the road's middle), t from 0 to 1 by length. */
function along(path: readonly Point[], t: number): { at: Point; dir: Point } {
  const lengths = path.slice(1).map((q, i) => {
    const p0 = path[i] ?? q;
    return Math.hypot(q[0] - p0[0], q[1] - p0[1]);
  });
  const total = lengths.reduce((a, b) => a + b, 0);
  let left = t * total;
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i] ?? 0;
    const p0 = path[i] ?? [0, 0];
    const p1 = path[i + 1] ?? p0;
    if (left <= len || i === lengths.length - 1) {
      const u = len === 0 ? 0 : Math.min(1, left / len);
      const dir: Point = len === 0 ? [1, 0] : [(p1[0] - p0[0]) / len, (p1[1] - p0[1]) / len];
      return { at: [p0[0] + (p1[0] - p0[0]) * u, p0[1] + (p1[1] - p0[1]) * u], dir };
    }
    left -= len;
  }
  return { at: path[0] ?? [0, 0], dir: [1, 0] };
}

/**
 * The road as a band of quads along its middle line: each piece's colour goes from dough to
 * asphalt by `t`, its width from `w0` to `w1`; the dashes start where it has turned to road.
 */
function band(path: readonly Point[], w0: number, w1: number, k: number): Node[] {
  const steps = 26;
  const out: Node[] = [];
  const dashes: string[] = [];
  for (let i = 0; i < steps; i++) {
    const t0 = i / steps;
    const t1 = (i + 1) / steps;
    const a = along(path, t0);
    const b = along(path, t1);
    const wa = w0 + (w1 - w0) * t0;
    const wb = w0 + (w1 - w0) * t1;
    // Its width across its run: on the table and the floor it lies flat, over the edge it hangs.
    const na: Point = [-a.dir[1], a.dir[0]];
    const nb: Point = [-b.dir[1], b.dir[0]];
    const quad = poly([
      [a.at[0] + (na[0] * wa) / 2, a.at[1] + (na[1] * wa) / 2],
      [
        b.at[0] + (nb[0] * wb) / 2 + b.dir[0] * 0.3 * k,
        b.at[1] + (nb[1] * wb) / 2 + b.dir[1] * 0.3 * k,
      ],
      [
        b.at[0] - (nb[0] * wb) / 2 + b.dir[0] * 0.3 * k,
        b.at[1] - (nb[1] * wb) / 2 + b.dir[1] * 0.3 * k,
      ],
      [a.at[0] - (na[0] * wa) / 2, a.at[1] - (na[1] * wa) / 2],
    ]);
    const turn = Math.min(1, Math.max(0, (t0 - 0.12) / 0.3));
    out.push(fill(quad, mix(dough, asphalt, turn), 'detail', 0));
    if (turn >= 1 && i % 2 === 0)
      dashes.push(`M${n(a.at[0])} ${n(a.at[1])}L${n(b.at[0])} ${n(b.at[1])}`);
  }
  out.push(stroke(dashes.join(''), '#f4f0dc', 1.1 * k, 'detail', 0));
  return out;
}

/** A tiny car driving along `dir` at `at`, `len` long, the card's palette's accent. */
function car(p: Palette, at0: Point, len: number, flip: boolean): Node {
  const u = len / 20;
  const body: Color = mix(p.accent, '#d83a2e', 0.4);
  return group(
    [
      fill('M-10 -3L-9 -7L-4 -7L-1 -11L6 -11L9 -7L10 -7L10 -3Z', body, 'metal'),
      fill('M0 -10L5 -10L7.5 -7.2L0 -7.2Z', '#cfe6f2', 'glass', 0),
      fill(circle(-5.5, -2.5, 2.6), '#222228', 'metal'),
      fill(circle(5.5, -2.5, 2.6), '#222228', 'metal'),
      fill(circle(10, -5.5, 1.1), '#fff3b0', 'glow', 0),
    ],
    `translate(${n(at0[0])} ${n(at0[1])}) scale(${n(flip ? -u : u)} ${n(u)})`,
  );
}

/** A tiny round tree standing at (x, y), `h` tall. */
function tree(p: Palette, x: number, y: number, h: number): Node[] {
  return [
    stroke(`M${n(x)} ${n(y)}V${n(y - h * 0.5)}`, darker(p.wood, 0.2), h * 0.1, 'wood'),
    fill(oval(x, y - h * 0.7, h * 0.3, h * 0.32), mix(p.accent, '#4f8a4a', 0.7), 'plant'),
  ];
}

/**
 * Rolling out dough into a road: the cook at the table's near end leans over a rolling pin held
 * in both hands; the sheet runs away along the table, turns to road, pours over the far end and
 * winds on over the floor towards us, a tiny car on it.
 */
export const doughRoad: Action = {
  id: 'dough-road',
  objects: ['road'],
  feelings: ['resolve', 'wonder', 'mischief', 'surprise', 'longing', 'fear'],
  settings: ['kitchen'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  lights: ['lamp', 'window', 'candle'],
  family: () => 'dough-road',
  concepts: ['baking', 'rolling pin', 'kitchen', 'dough', 'miniature', 'toy car'],
  say: sayFrom(
    {
      road: {
        en: 'rolls out dough on the kitchen table, and it runs off the table as a road with a little car on it',
        ja: '台所のテーブルでパン生地をのばすと、生地は道路になってテーブルから走りだし、小さな車が走っている',
        ru: 'раскатывает тесто на кухонном столе, а оно сбегает со стола дорогой, и по ней уже едет машинка',
        pt: 'estende massa na mesa da cozinha, e ela desce da mesa feito estrada, com um carrinho a andar nela',
        fi: 'kaulitsee taikinaa keittiön pöydällä, ja taikina jatkuu pöydän reunan yli tienä, jota pitkin ajaa pieni auto',
      },
    },
    'road',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The table's top at the waist, the cook behind its near end; the road comes towards us.
    const topY = (m.hip - 4) * s;
    const t0 = H * 0.02;
    const t1 = H * 0.72;
    const depth = 12 * k;
    const wood = mix(p.wood, '#b07a48', 0.3);
    const pin: Point = [H * 0.3, topY - depth * 0.55 - 3.2 * k];
    const startled = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: startled ? -4 : 14,
      front: { reach: [(pin[0] + 3 * k) / s, (pin[1] + 1.5 * k) / s], hand: 'fist' },
      back: { reach: [(pin[0] - 3 * k) / s, (pin[1] + 2.5 * k) / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.45,
      headTilt: startled ? -4 : 14,
      gaze: [0.7, 0.8],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    // The road's middle: from under the pin along the table, over its front edge, down to the
    // floor and winding on towards us, off the card's foot.
    const edgeX = H * 0.5;
    const path: Point[] = [
      [pin[0] + 4 * k, topY - depth * 0.5],
      [edgeX - 6 * k, topY - depth * 0.45],
      [edgeX, topY - 1 * k],
      [edgeX + 1 * k, topY + 6 * k],
      [edgeX - 1 * k, -2 * k],
      [edgeX - 12 * k, 12 * k],
      [edgeX + 6 * k, 28 * k],
      [edgeX - 8 * k, 48 * k],
      [edgeX - 14 * k, 62 * k],
    ];
    const road = band(path, depth * 0.8, 26 * k, k);
    const carAt = along(path, 0.8).at;
    const table: Node[] = [
      // Legs, then the top seen a little from above: its face, then its front edge.
      stroke(
        `M${n(t0 + 4 * k)} ${n(topY)}V0M${n(t1 - 4 * k)} ${n(topY)}V0`,
        darker(wood, 0.25),
        3.4 * k,
        'wood',
      ),
      fill(
        poly([
          [t0 + 3 * k, topY - depth],
          [t1 - 3 * k, topY - depth],
          [t1, topY],
          [t0, topY],
        ]),
        lighter(wood, 0.12),
        'wood',
      ),
      fill(rect(t0, topY, t1 - t0, 4 * k), darker(wood, 0.15), 'wood'),
    ];
    const rollingPin: Node[] = [
      fill(rect(pin[0] - 13 * k, pin[1] - 3.6 * k, 26 * k, 7.2 * k, 3.4 * k), '#e8c48c', 'wood'),
      stroke(
        `M${n(pin[0] - 19 * k)} ${n(pin[1])}H${n(pin[0] - 13 * k)}M${n(pin[0] + 13 * k)} ${n(pin[1])}H${n(pin[0] + 19 * k)}`,
        '#b8864e',
        2.8 * k,
        'wood',
      ),
    ];
    const nodes: Node[] = [
      actorNodes(actor),
      ...table,
      fill(oval(pin[0] - 2 * k, topY - depth * 0.5, 16 * k, 5 * k), dough, 'detail', 0),
      ...road,
      ...tree(p, edgeX + 14 * k, 14 * k, 16 * k),
      ...tree(p, edgeX - 26 * k, 34 * k, 18 * k),
      ...tree(p, edgeX + 20 * k, 50 * k, 20 * k),
      car(p, [carAt[0], carAt[1] + 3 * k], 22 * k, true),
      ...rollingPin,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = (m.headTop - 8) * s;
    const box: [number, number, number, number] = [-H * 0.22, top, t1 + 8 * k, 58 * k];
    const focus: Point = [edgeX, topY + 10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[((t0 + t1) / 2) * facing, t1 - t0]],
      glows: [],
      closeBox: facingBox([-H * 0.1, top, t1 + 4 * k, 30 * k], facing),
    });
  },
};
