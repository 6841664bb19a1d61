import { type Canvas, WIDTH } from '../canvas.ts';
import { mix } from '../color.ts';
import { circle, ellipse } from '../svg.ts';

/**
 * A band of soft, stretched cloud wisps. Each wisp is an ellipse with a radial fade (no blur
 * filter), which reads as painterly cloud and renders fast.
 */
export function paintCloudBand(
  c: Canvas,
  y: number,
  options: { spread?: number; count?: number; opacity?: number; color?: string } = {},
): void {
  const rng = c.rng.fork(`cloud${String(Math.round(y))}`);
  const spread = options.spread ?? 30;
  const count = options.count ?? 9;
  const fill = c.softBlob(options.color ?? c.palette.cloud, options.opacity ?? 0.5);
  const wisps: string[] = [];
  for (let i = 0; i < count; i++) {
    const rx = rng.range(50, 150);
    wisps.push(
      ellipse(
        rng.range(-40, WIDTH + 40),
        y + rng.gauss() * spread * 0.5,
        rx,
        rx * rng.range(0.08, 0.2),
        fill,
      ),
    );
  }
  c.add(`<g>${wisps.join('')}</g>`);
}

/**
 * A puffy cumulus: overlapping circles over a flat base, lit from above. Used for cloud seas and
 * things that rest on clouds.
 */
export function paintCumulus(
  c: Canvas,
  cx: number,
  baseY: number,
  width: number,
  options: { lit?: string; shade?: string } = {},
): void {
  const rng = c.rng.fork(`cumulus${String(Math.round(cx))}:${String(Math.round(baseY))}`);
  const lit = options.lit ?? mix(c.palette.cloud, c.palette.light, 0.45);
  const shade = options.shade ?? mix(c.palette.cloud, c.palette.sky[1], 0.35);
  const height = width * 0.45;
  const fill = c.linear(
    [
      [0, lit],
      [1, shade],
    ],
    0,
    baseY - height,
    0,
    baseY,
  );
  const puffs: string[] = [];
  const count = Math.max(4, Math.round(width / 28));
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = cx - width / 2 + t * width;
    const bump = Math.sin(t * Math.PI);
    const r = width * (0.1 + 0.16 * bump) * rng.range(0.8, 1.2);
    puffs.push(circle(x, baseY - r * 0.55 - bump * height * 0.25, r, fill));
  }
  const clip = c.clip(
    `<rect x="${String(cx - width)}" y="0" width="${String(width * 2)}" height="${String(baseY)}"/>`,
  );
  c.add(`<g clip-path="${clip}">${puffs.join('')}</g>`);
}
