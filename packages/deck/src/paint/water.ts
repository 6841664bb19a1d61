import { type Canvas, HEIGHT, WIDTH } from '../canvas.ts';
import { mix } from '../color.ts';
import { n, rect } from '../svg.ts';

/**
 * Still water below `y` that mirrors `world` (the markup drawn above the waterline), darkened with
 * depth and broken by faint ripple lines. `lightX` puts a glitter path under the sun or moon.
 */
export function paintMirrorWater(c: Canvas, y: number, world: string, lightX?: number): void {
  const { water, sky, light } = c.palette;
  const base = c.linear(
    [
      [0, mix(sky[2], water, 0.4)],
      [1, mix(water, c.palette.ink, 0.5)],
    ],
    0,
    y,
    0,
    HEIGHT,
  );
  c.add(rect(0, y, WIDTH, HEIGHT - y, base));
  const clip = c.clip(rect(0, y, WIDTH, HEIGHT - y, '#000'));
  c.add(
    `<g clip-path="${clip}"><g opacity=".62" transform="matrix(1 0 0 -1 0 ${n(2 * y)})">${world}</g></g>`,
  );
  const veil = c.linear(
    [
      [0, water, 0.15],
      [1, mix(water, c.palette.ink, 0.6), 0.85],
    ],
    0,
    y,
    0,
    HEIGHT,
  );
  c.add(rect(0, y, WIDTH, HEIGHT - y, veil));
  paintRipples(c, y, lightX);
  // A thin bright seam sells the waterline.
  c.add(rect(0, y - 0.5, WIDTH, 1.2, mix(sky[2], light, 0.5), 'opacity=".5"'));
}

function paintRipples(c: Canvas, y: number, lightX?: number): void {
  const rng = c.rng.fork('ripples');
  const lines: string[] = [];
  const glints: string[] = [];
  for (let i = 0; i < 46; i++) {
    const depth = Math.pow(rng.next(), 1.4);
    const yy = y + 4 + depth * (HEIGHT - y - 4);
    const w = rng.range(12, 60) * (0.5 + depth);
    const x = rng.range(-20, WIDTH);
    lines.push(`M${n(x)} ${n(yy)}h${n(w)}`);
    if (lightX !== undefined) {
      const gw = rng.range(4, 26) * (0.4 + depth);
      const gx = lightX + rng.gauss() * (10 + depth * 40) - gw / 2;
      glints.push(`M${n(gx)} ${n(yy)}h${n(gw)}`);
    }
  }
  c.add(
    `<path d="${lines.join('')}" stroke="${mix(c.palette.sky[2], c.palette.water, 0.3)}" stroke-width=".8" opacity=".28"/>`,
  );
  if (glints.length > 0) {
    c.add(
      `<path d="${glints.join('')}" stroke="${c.palette.light}" stroke-width="1.1" stroke-linecap="round" opacity=".55"/>`,
    );
  }
}
