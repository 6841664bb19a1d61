import { n, smoothClosed, smoothOpen, type Point } from '../svg.ts';

export type { Point };
export { n, smoothClosed, smoothOpen };

export const deg = Math.PI / 180;

export function add(a: Point, b: Point): Point {
  return [a[0] + b[0], a[1] + b[1]];
}
export function sub(a: Point, b: Point): Point {
  return [a[0] - b[0], a[1] - b[1]];
}
export function scale(a: Point, k: number): Point {
  return [a[0] * k, a[1] * k];
}
export function length(a: Point): number {
  return Math.hypot(a[0], a[1]);
}
export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}
/** The unit vector at `angle` degrees measured from straight down, turning towards +x. */
export function down(angle: number, len = 1): Point {
  return [Math.sin(angle * deg) * len, Math.cos(angle * deg) * len];
}
/** Rotate `p` by `angle` degrees (clockwise on screen) around `c`. */
export function rotate(p: Point, angle: number, c: Point = [0, 0]): Point {
  const s = Math.sin(angle * deg);
  const k = Math.cos(angle * deg);
  const x = p[0] - c[0];
  const y = p[1] - c[1];
  return [c[0] + x * k - y * s, c[1] + x * s + y * k];
}
export function angleOf(v: Point): number {
  return Math.atan2(v[1], v[0]) / deg;
}
/** Perpendicular unit normal of a→b (pointing to the left of the direction of travel). */
export function normal(a: Point, b: Point): Point {
  const d = sub(b, a);
  const l = length(d) || 1;
  return [d[1] / l, -d[0] / l];
}

export function circle(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r);
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, rot = 0): string {
  if (rot === 0) {
    return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 1 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 1 ${n(-2 * rx)} 0Z`;
  }
  const a = rotate([cx - rx, cy], rot, [cx, cy]);
  const b = rotate([cx + rx, cy], rot, [cx, cy]);
  return `M${n(a[0])} ${n(a[1])}A${n(rx)} ${n(ry)} ${n(rot)} 1 1 ${n(b[0])} ${n(b[1])}A${n(rx)} ${n(ry)} ${n(rot)} 1 1 ${n(a[0])} ${n(a[1])}Z`;
}
export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  const k = Math.min(r, w / 2, h / 2);
  return `M${n(x + k)} ${n(y)}h${n(w - 2 * k)}a${n(k)} ${n(k)} 0 0 1 ${n(k)} ${n(k)}v${n(h - 2 * k)}a${n(k)} ${n(k)} 0 0 1 ${n(-k)} ${n(k)}h${n(-(w - 2 * k))}a${n(k)} ${n(k)} 0 0 1 ${n(-k)} ${n(-k)}v${n(-(h - 2 * k))}a${n(k)} ${n(k)} 0 0 1 ${n(k)} ${n(-k)}Z`;
}
export function poly(points: readonly Point[], closed = true): string {
  const d = `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
  return closed ? `${d}Z` : d;
}
export function line(a: Point, b: Point): string {
  return `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
}
/** A quadratic curve from a to b bulging through control c. */
export function quad(a: Point, c: Point, b: Point): string {
  return `M${n(a[0])} ${n(a[1])}Q${n(c[0])} ${n(c[1])} ${n(b[0])} ${n(b[1])}`;
}
/** A cubic curve. */
export function cubic(a: Point, c1: Point, c2: Point, b: Point): string {
  return `M${n(a[0])} ${n(a[1])}C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(b[0])} ${n(b[1])}`;
}
/**
 * A tapered limb from a to b as a filled outline: width wa at a and wb at b, round ends.
 * Drawn as a filled shape (not a stroke) so that ink looks can outline it.
 */
export function taper(a: Point, b: Point, wa: number, wb: number): string {
  const nrm = normal(a, b);
  const ra = wa / 2;
  const rb = wb / 2;
  const a1 = add(a, scale(nrm, ra));
  const a2 = add(a, scale(nrm, -ra));
  const b1 = add(b, scale(nrm, rb));
  const b2 = add(b, scale(nrm, -rb));
  return `M${n(a1[0])} ${n(a1[1])}L${n(b1[0])} ${n(b1[1])}A${n(rb)} ${n(rb)} 0 0 1 ${n(b2[0])} ${n(b2[1])}L${n(a2[0])} ${n(a2[1])}A${n(ra)} ${n(ra)} 0 0 1 ${n(a1[0])} ${n(a1[1])}Z`;
}
/** A bent limb a→b→c of width w as one smooth filled outline (an arm with its elbow). */
export function limb(a: Point, b: Point, c: Point, wa: number, wc: number): string {
  // Offset polylines on both sides, joined round at the ends; the bend gets a soft mitre.
  const wb = (wa + wc) / 2;
  const n1 = normal(a, b);
  const n2 = normal(b, c);
  const nb = (() => {
    const m = add(n1, n2);
    const l = length(m);
    return l < 1e-3 ? n1 : scale(m, 1 / l);
  })();
  const cosHalf = Math.max(0.45, n1[0] * nb[0] + n1[1] * nb[1]);
  const off = wb / 2 / cosHalf;
  const L = (p: Point, nn: Point, r: number): Point => add(p, scale(nn, r));
  const la = L(a, n1, wa / 2);
  const lb = L(b, nb, off);
  const lc = L(c, n2, wc / 2);
  const ra = L(a, n1, -wa / 2);
  const rb = L(b, nb, -off);
  const rc = L(c, n2, -wc / 2);
  const left = smoothOpen([la, lerp(la, lb, 0.5), lb, lerp(lb, lc, 0.5), lc]);
  const right = smoothOpen([rc, lerp(rc, rb, 0.5), rb, lerp(rb, ra, 0.5), ra]).replace(/^M/, 'L');
  return `${left}A${n(wc / 2)} ${n(wc / 2)} 0 0 1 ${n(rc[0])} ${n(rc[1])}${right}A${n(wa / 2)} ${n(wa / 2)} 0 0 1 ${n(la[0])} ${n(la[1])}Z`;
}
/** SVG transform text for placing a piece. */
export function at(x: number, y: number, s = 1, r = 0, flip = false): string {
  const parts: string[] = [`translate(${n(x)} ${n(y)})`];
  if (r !== 0) parts.push(`rotate(${n(r)})`);
  const sx = flip ? -s : s;
  if (sx !== 1 || s !== 1) parts.push(`scale(${fmt(sx)} ${fmt(s)})`);
  return parts.join(' ');
}
function fmt(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}
