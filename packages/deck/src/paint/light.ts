import type { Canvas } from '../canvas.ts';
import { mix } from '../color.ts';
import { circle, n, path } from '../svg.ts';

/** A soft radial glow: halos around suns, moons, lanterns and windows. */
export function paintGlow(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  opacity: number,
): void {
  const fill = c.radial(
    [
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ],
    x,
    y,
    r,
  );
  c.add(circle(x, y, r, fill));
}

/** Sun or full moon: a disc with a wide halo. */
export function paintOrb(c: Canvas, x: number, y: number, r: number, craters = false): void {
  const { light, glow } = c.palette;
  paintGlow(c, x, y, r * 6, glow, 0.55);
  paintGlow(c, x, y, r * 2.2, light, 0.5);
  c.add(circle(x, y, r, light));
  if (craters) {
    const rng = c.rng.fork('craters');
    const shade = mix(light, c.palette.glow, 0.35);
    for (let i = 0; i < 5; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0, r * 0.6);
      c.add(
        circle(
          x + Math.cos(a) * d,
          y + Math.sin(a) * d,
          rng.range(r * 0.08, r * 0.22),
          shade,
          'opacity=".45"',
        ),
      );
    }
  }
}

/** A crescent moon, drawn as two arcs so the sky behind stays visible. */
export function paintCrescent(c: Canvas, x: number, y: number, r: number, tilt: number): void {
  const { light, glow } = c.palette;
  paintGlow(c, x, y, r * 5, glow, 0.45);
  const inner = r * 1.25;
  const d = `M0 ${n(-r)}A${n(r)} ${n(r)} 0 1 0 0 ${n(r)}A${n(inner)} ${n(inner)} 0 0 1 0 ${n(-r)}Z`;
  c.add(`<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tilt)})">${path(d, light)}</g>`);
}
