import type { Canvas } from '../canvas.ts';
import { hasMoon } from '../palettes.ts';
import { paintCloudBand } from './clouds.ts';
import { paintCrescent, paintOrb } from './light.ts';
import { paintSky, paintStars } from './sky.ts';

export interface BackdropOptions {
  readonly horizon: number;
  /** Where the sun or moon sits; omit for a sky without one (the subject is the light). */
  readonly light?: { readonly x: number; readonly y: number; readonly r: number };
  /** Crescent instead of a full disc (only at night or dusk). */
  readonly crescent?: boolean;
  /** Number of cloud bands (0–3). */
  readonly clouds?: number;
}

/** Sky gradient, stars, sun or moon, and wispy cloud bands: the back of every scene. */
export function paintBackdrop(c: Canvas, o: BackdropOptions): void {
  paintSky(c, o.horizon);
  paintStars(c, o.horizon);
  if (o.light) {
    const { x, y, r } = o.light;
    const moon = hasMoon(c.palette);
    if (o.crescent === true && moon) paintCrescent(c, x, y, r, c.rng.range(-40, 40));
    else paintOrb(c, x, y, r, moon);
  }
  const bands = o.clouds ?? c.rng.int(1, 2);
  for (let i = 0; i < bands; i++) {
    const y = o.horizon * c.rng.range(0.25, 0.85);
    paintCloudBand(c, y, { count: c.rng.int(5, 10), opacity: c.rng.range(0.25, 0.5) });
  }
}

/** A randomly placed sun or moon that leaves room for a subject on the other side. */
export function sideLight(
  c: Canvas,
  subjectX: number,
  horizon: number,
): { x: number; y: number; r: number } {
  const side = subjectX > 200 ? -1 : 1;
  return {
    x: 200 + side * c.rng.range(70, 130),
    y: horizon * c.rng.range(0.18, 0.45),
    r: c.rng.range(16, 30),
  };
}
