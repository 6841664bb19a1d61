/** A puffy cloud outline as one path (overlapping circles show their seams in the outlined looks). */
import { n, type Point } from '../../geom.ts';

/**
 * A scalloped outline about (cx, cy), rx by ry, with `bumps` scallops bulging `out` times the
 * ellipse, starting at angle `start` (radians).
 */
export function puff(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bumps: number,
  out = 1.25,
  start = 0,
): string {
  const around = (i: number, k: number): Point => {
    const a = start + (i / bumps) * Math.PI * 2;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  };
  const first = around(0, 1);
  const parts = [`M${n(first[0])} ${n(first[1])}`];
  for (let i = 0; i < bumps; i++) {
    const c = around(i + 0.5, out);
    const e = around(i + 1, 1);
    parts.push(`Q${n(c[0])} ${n(c[1])} ${n(e[0])} ${n(e[1])}`);
  }
  return `${parts.join('')}Z`;
}
