/** Tiny helpers for writing compact SVG markup by hand. */

/** One decimal is plenty at 400×600 and keeps the markup small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type Point = readonly [number, number];

/** A closed polygon path from points. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** A smooth closed path through points (Catmull–Rom converted to cubic Béziers). */
export function smoothClosed(points: readonly Point[]): string {
  return smoothPath(points, true);
}

/** A smooth open path through points. */
export function smoothOpen(points: readonly Point[]): string {
  return smoothPath(points, false);
}

function smoothPath(points: readonly Point[], closed: boolean): string {
  const count = points.length;
  if (count < 3) return polygon(points);
  const at = (i: number): Point => {
    const index = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return points[index] as Point;
  };
  const [sx, sy] = at(0);
  let d = `M${n(sx)} ${n(sy)}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A stroked line with round caps: limbs, masts, branches. */
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>`;
}

/** Wrap markup in a translate/scale/rotate group. */
export function place(markup: string, x: number, y: number, scale = 1, rotate = 0): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate !== 0) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1) parts.push(`scale(${String(Math.round(scale * 1000) / 1000)})`);
  return `<g transform="${parts.join(' ')}">${markup}</g>`;
}
