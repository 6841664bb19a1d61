import { luminance, mix } from '../../color.ts';
import type { Fill } from '../ir.ts';

/** The average colour of a fill (a gradient's stops averaged). */
export function average(f: Fill): string {
  if (typeof f === 'string') return f;
  let c = f.stops[0]?.[1] ?? '#808080';
  for (let i = 1; i < f.stops.length; i++) c = mix(c, f.stops[i]?.[1] ?? c, 1 / (i + 1));
  return c;
}

/** A fill with every colour passed through `f` (gradients keep their geometry). */
export function mapFill(fill: Fill, f: (c: string) => string): Fill {
  if (typeof fill === 'string') return f(fill);
  return {
    ...fill,
    stops: fill.stops.map(([o, c, a]) =>
      a === undefined ? ([o, f(c)] as const) : ([o, f(c), a] as const),
    ),
  };
}

export function lum(f: Fill): number {
  return luminance(average(f));
}

/** A grey of a given lightness. */
export function grey(l: number): string {
  const v = Math.max(0, Math.min(255, Math.round(l * 255)));
  const h = v.toString(16).padStart(2, '0');
  return `#${h}${h}${h}`;
}

/** Colour distance (0 … ~1.7), to find shapes painted in the accent. */
export function distance(a: string, b: string): number {
  const ch = (c: string, i: number): number =>
    Number.parseInt(c.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return Math.hypot(ch(a, 0) - ch(b, 0), ch(a, 1) - ch(b, 1), ch(a, 2) - ch(b, 2));
}

/** A colour pushed away from its own grey by `t` (0: unchanged; negative: towards grey). */
export function saturate(c: string, t: number): string {
  return mix(grey(luminance(c)), c, 1 + t);
}
