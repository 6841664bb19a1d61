import { type Canvas, HEIGHT, WIDTH } from '../canvas.ts';
import { mix } from '../color.ts';
import { circle, rect } from '../svg.ts';

/** The sky gradient, filling the whole card (terrain and water cover the lower part). */
export function paintSky(c: Canvas, horizon: number): void {
  const [top, middle, low] = c.palette.sky;
  const fill = c.linear(
    [
      [0, top],
      [0.55, middle],
      [1, low],
    ],
    0,
    0,
    0,
    horizon,
  );
  c.add(rect(0, 0, WIDTH, HEIGHT, fill));
}

/**
 * Stars thin out towards the horizon, where the sky is brighter. A few large ones get a soft halo
 * so the field does not look like uniform noise.
 */
export function paintStars(c: Canvas, horizon: number, density = c.palette.stars): void {
  if (density <= 0) return;
  const rng = c.rng.fork('stars');
  const count = Math.round(density * 140);
  const color = mix(c.palette.light, '#ffffff', 0.5);
  const halo = c.softBlob(color, 0.5);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, WIDTH);
    const y = horizon * Math.pow(rng.next(), 1.6) * 0.92;
    const big = rng.chance(0.06);
    const r = big ? rng.range(1.2, 1.8) : rng.range(0.35, 1.05);
    const opacity = (1 - y / horizon) * rng.range(0.45, 1);
    if (big) dots.push(circle(x, y, r * 5, halo));
    dots.push(circle(x, y, r, color, `opacity="${String(Math.round(opacity * 100) / 100)}"`));
  }
  c.add(`<g>${dots.join('')}</g>`);
}
