/** A striped ribbon along a line (a rainbow lying on a bench, its shavings curling off). */
import { n, type Point } from '../../geom.ts';
import { fill, type Color, type Node, type Tag } from '../../ir.ts';

/** The line offset sideways by `d` (to the left of its direction, in y-down coordinates). */
function offset(line: readonly Point[], d: number): Point[] {
  return line.map((q, i) => {
    const a = line[Math.max(0, i - 1)] ?? q;
    const b = line[Math.min(line.length - 1, i + 1)] ?? q;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [q[0] + (dy / len) * d, q[1] - (dx / len) * d];
  });
}

const path = (pts: readonly Point[]): string =>
  pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`).join('');

/**
 * The ribbon `width` wide along `line`, one filled band per colour, the first colour on the
 * line's left: filled bands rather than strokes so the outlined looks draw each band's edge once.
 */
export function ribbon(
  line: readonly Point[],
  width: number,
  colors: readonly Color[],
  tag: Tag = 'cloth',
): Node[] {
  const bw = width / colors.length;
  return colors.map((c, i) => {
    const outer = offset(line, width / 2 - bw * i);
    const inner = offset(line, width / 2 - bw * (i + 1) - 0.2).reverse();
    return fill(`${path([...outer, ...inner])}Z`, c, tag, i === 0 ? 1 : 0);
  });
}

/** Points of a cubic Bézier curve. */
export function cubicPoints(a: Point, b: Point, c: Point, d: Point, count = 24): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    out.push([
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
    ]);
  }
  return out;
}

/**
 * A curl (a wood shaving) about `c`: a spiral from radius r0 to r1 over `turns` turns, starting at
 * angle `start` (radians), turning clockwise when `dir` is 1.
 */
export function curlPoints(
  c: Point,
  r0: number,
  r1: number,
  turns: number,
  start = 0,
  dir: 1 | -1 = 1,
): Point[] {
  const count = Math.ceil(turns * 20);
  const out: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const a = start + dir * t * turns * Math.PI * 2;
    const r = r0 + (r1 - r0) * t;
    out.push([c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r]);
  }
  return out;
}
