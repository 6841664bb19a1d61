import { clueLimits } from '@fabula/rules';
import { getStroke } from 'perfect-freehand';
import {
  drawingColours,
  drawingPaper,
  drawingSizes,
  type Drawing,
  type DrawnStroke,
} from './schema.ts';

/**
 * How a stroke's points become ink: perfect-freehand's outline of a pen whose width follows the
 * speed of the hand (fast is thin), tapered a little at both ends. The pad (while drawing), the
 * server's picture and the tests all draw through this one function, so what the storyteller
 * sees is what the others get.
 */
const pen = {
  thinning: 0.55,
  smoothing: 0.5,
  streamline: 0.45,
  simulatePressure: true,
  start: { taper: 0, cap: true },
  end: { taper: 0, cap: true },
} as const;

/** The pairs of a flat `[x0, y0, x1, y1, …]` list. */
export function pointPairs(points: readonly number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pairs.push([points[i] ?? 0, points[i + 1] ?? 0]);
  return pairs;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * One stroke's outline as SVG path data (closed quadratic curves through the outline's
 * midpoints), or '' when it has none. `last` is false while the stroke is still being drawn.
 */
export function strokePath(stroke: DrawnStroke, last = true): string {
  const size = drawingSizes[stroke.size]?.size ?? drawingSizes[0].size;
  const outline = getStroke(pointPairs(stroke.points), { ...pen, size, last });
  const n = outline.length;
  const first = outline[0];
  if (n < 2 || first === undefined) return '';
  const mid = (i: number): [number, number] => {
    const a = outline[i % n] ?? first;
    const b = outline[(i + 1) % n] ?? first;
    return [round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2)];
  };
  const start = mid(0);
  let d = `M${start[0]},${start[1]}`;
  for (let i = 1; i <= n; i++) {
    const p = outline[i % n] ?? first;
    const m = mid(i);
    d += `Q${round(p[0])},${round(p[1])} ${m[0]},${m[1]}`;
  }
  return `${d}Z`;
}

/** The hex colour of a stroke. */
export function strokeColour(stroke: DrawnStroke): string {
  return drawingColours[stroke.colour]?.hex ?? drawingColours[0].hex;
}

/**
 * A whole drawing as an SVG document on its paper, `clueLimits.drawingWidth` ×
 * `drawingHeight` units, scaled to `width` pixels wide.
 *
 * @example
 * const svg = drawingSvg(drawing, 960); // then resvg → PNG → sharp → WebP
 */
export function drawingSvg(drawing: Drawing, width: number = clueLimits.drawingWidth): string {
  const w = clueLimits.drawingWidth;
  const h = clueLimits.drawingHeight;
  const height = Math.round((width * h) / w);
  const paths = drawing.strokes
    .map((stroke) => {
      const d = strokePath(stroke);
      return d === '' ? '' : `<path d="${d}" fill="${strokeColour(stroke)}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${drawingPaper}"/>${paths}</svg>`
  );
}
