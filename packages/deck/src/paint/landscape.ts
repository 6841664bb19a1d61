import { type Canvas, HEIGHT, WIDTH } from '../canvas.ts';
import { mix } from '../color.ts';
import { path, rect } from '../svg.ts';
import { type Ridge, type RidgeKind, makeRidge } from './ridge.ts';
import { treeline } from './treeline.ts';

export interface LandscapeOptions {
  /** Where the farthest layer sits. */
  readonly horizon: number;
  /** Where the nearest layer sits (objects stand on it). */
  readonly groundY: number;
  readonly farKind?: RidgeKind;
  readonly nearKind?: RidgeKind;
  readonly layers?: number;
  /** Give the middle layers a fringe of pines. */
  readonly forest?: boolean;
  /** Height of far bumps; near layers get flatter so the foreground stays calm. */
  readonly farAmplitude?: number;
  readonly nearAmplitude?: number;
}

/** The colour of a terrain layer at depth t (0 = far, 1 = near): atmospheric perspective. */
export function depthColor(c: Canvas, t: number): string {
  const hazyFar = mix(c.palette.far, c.palette.sky[2], 0.3);
  return mix(hazyFar, c.palette.ink, Math.pow(t, 1.15));
}

/** A fog band: a horizontal veil that fades in and out, separating depth layers. */
export function paintFog(c: Canvas, y: number, height: number, opacity: number): void {
  const fill = c.linear(
    [
      [0, c.palette.fog, 0],
      [0.5, c.palette.fog, opacity],
      [1, c.palette.fog, 0],
    ],
    0,
    y - height / 2,
    0,
    y + height / 2,
  );
  c.add(rect(0, y - height / 2, WIDTH, height, fill));
}

/**
 * Layered terrain from far to near with fog between the layers. Returns the nearest ridge so the
 * template can stand its subject on the ground.
 */
export function paintLandscape(c: Canvas, options: LandscapeOptions): Ridge {
  const rng = c.rng.fork('land');
  const layers = options.layers ?? 3;
  const farKind = options.farKind ?? 'hills';
  const nearKind = options.nearKind ?? 'hills';
  let nearest: Ridge | undefined;
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const y = options.horizon + (options.groundY - options.horizon) * t;
    const kind = i === layers - 1 ? nearKind : farKind;
    const amplitude = (options.farAmplitude ?? 40) * (1 - t) + (options.nearAmplitude ?? 12) * t;
    const ridge = makeRidge(rng, kind, y, amplitude);
    const color = depthColor(c, layers === 1 ? 1 : 0.15 + 0.85 * t);
    if (options.forest === true && i > 0 && i < layers - 1) {
      c.add(treeline(rng, ridge, color, 0.5 + t * 0.7));
    }
    c.add(path(ridge.d, color));
    if (i < layers - 1) paintFog(c, y + 6, 40 + 30 * (1 - t), 0.35);
    nearest = ridge;
  }
  if (!nearest) throw new Error('landscape needs a layer');
  return nearest;
}

/** Flat ground without a water mirror: the lower card, for scenes that build their own terrain. */
export function paintGroundBase(c: Canvas, y: number): void {
  c.add(rect(0, y, WIDTH, HEIGHT - y, depthColor(c, 1)));
}
