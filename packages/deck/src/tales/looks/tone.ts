import { channels, luminance, mix } from '../../color.ts';
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
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return Math.hypot(ar / 255 - br / 255, ag / 255 - bg / 255, ab / 255 - bb / 255);
}

/** A colour pushed away from its own grey by `t` (0: unchanged; negative: towards grey). */
export function saturate(c: string, t: number): string {
  return mix(grey(luminance(c)), c, 1 + t);
}
