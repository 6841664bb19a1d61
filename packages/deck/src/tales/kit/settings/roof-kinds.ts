// The roof a rooftop card stands on, and what stands on it besides the chimney. A blind review
// (2026-11-29, -y) listed "the pink tiled rooftop with chimney and TV aerial" among the backdrops
// that make a board look like one set: nine cards had the same scalloped tiles and the same
// aerial. Chosen from a stream of their own (a fork), so nothing else on the card moves.
import { circle, n, rect } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { darker, lighter, mix } from '../colors.ts';

export const roofCovers = ['scallops', 'slates', 'seams'] as const;
export const roofExtras = ['aerial', 'vane', 'skylight', 'pots'] as const;

/** The roof's covering lines below the ridge (y = 0) between x0 and x1, down to `bottom`. */
export function roofCover(rng: Rng, roof: Color, x0: number, x1: number, bottom: number): Node {
  const cover = rng.pick(roofCovers);
  const line = darker(roof, 0.3);
  const d: string[] = [];
  if (cover === 'scallops') {
    for (let y = 6; y < bottom; y += 9)
      for (let x = Math.floor(x0 / 12) * 12 + ((y / 9) % 2) * 6; x < x1; x += 12)
        d.push(`M${n(x)} ${n(y)}q6 5 12 0`);
    return stroke(d.join(''), line, 0.9, 'stone', 0);
  }
  if (cover === 'slates') {
    // Straight courses, each joint half a slate along from the one above.
    for (let y = 8, row = 0; y < bottom; y += 8, row++) {
      d.push(`M${n(x0)} ${n(y)}H${n(x1)}`);
      for (let x = Math.floor(x0 / 14) * 14 + (row % 2) * 7; x < x1; x += 14)
        d.push(`M${n(x)} ${n(y)}v-8`);
    }
    return stroke(d.join(''), line, 0.7, 'stone', 0);
  }
  // A tin roof: standing seams running down the slope.
  for (let x = Math.floor(x0 / 16) * 16; x < x1; x += 16) d.push(`M${n(x)} 2V${n(bottom)}`);
  return stroke(d.join(''), lighter(roof, 0.25), 1.6, 'metal', 0);
}

/** What stands on the roof at x on the far side from the chimney: an aerial, a weathervane… */
export function roofExtra(rng: Rng, p: Palette, x: number): Node[] {
  const extra = rng.pick(roofExtras);
  switch (extra) {
    case 'aerial':
      return [
        stroke(
          `M${n(x)} 0V-60M${n(x - 14)} -50H${n(x + 14)}M${n(x - 10)} -40H${n(x + 10)}`,
          p.ink,
          1.2,
          'metal',
        ),
      ];
    case 'vane': {
      // A weathervane: a pole, the four points, and an arrow with a cockerel on it.
      const metal = darker(p.ink, 0.1);
      return [
        stroke(`M${n(x)} 0V-66M${n(x - 9)} -48H${n(x + 9)}`, metal, 1.2, 'metal'),
        fill(
          `M${n(x - 16)} -62L${n(x + 12)} -62L${n(x + 12)} -64L${n(x + 18)} -61L${n(x + 12)} -58L${n(x + 12)} -60L${n(x - 16)} -60Z`,
          metal,
          'metal',
        ),
        fill(
          `M${n(x - 6)} -63C${n(x - 8)} -72 ${n(x - 2)} -78 ${n(x + 2)} -74C${n(x + 6)} -78 ${n(x + 8)} -70 ${n(x + 4)} -63Z`,
          metal,
          'metal',
        ),
      ];
    }
    case 'skylight': {
      // A little dormer window in the slope, lit at night.
      const lit = p.night ? lighter(p.light, 0.3) : mix(p.sky[1], '#ffffff', 0.3);
      return [
        fill(
          `M${n(x - 16)} 0V-20L${n(x)} -34L${n(x + 16)} -20V0Z`,
          mix(p.wall, p.shade, 0.3),
          'wood',
        ),
        fill(
          `M${n(x - 19)} -19L${n(x)} -37L${n(x + 19)} -19L${n(x + 16)} -17L${n(x)} -32L${n(x - 16)} -17Z`,
          darker(p.accent, 0.35),
          'stone',
        ),
        fill(rect(x - 8, -22, 16, 18, 1), lit, p.night ? 'glow' : 'glass'),
        stroke(`M${n(x)} -22V-4M${n(x - 8)} -13H${n(x + 8)}`, darker(p.wood, 0.3), 1, 'wood', 0),
      ];
    }
    case 'pots': {
      // Chimney pots in a row on a low stack, one smoking thinly.
      const brick = mix('#a0503a', p.shade, 0.45);
      return [
        fill(rect(x - 16, -22, 32, 22), brick, 'stone'),
        fill(rect(x - 18, -25, 36, 4), darker(brick, 0.15), 'stone'),
        fill(rect(x - 13, -36, 7, 11, 1), mix('#c07a4a', p.shade, 0.3), 'stone'),
        fill(rect(x - 3.5, -34, 7, 9, 1), mix('#c07a4a', p.shade, 0.3), 'stone'),
        fill(rect(x + 6, -37, 7, 12, 1), mix('#c07a4a', p.shade, 0.3), 'stone'),
        fill(
          `${circle(x + 10, -44, 4)}${circle(x + 13, -52, 5)}`,
          lighter(p.sky[1], 0.25),
          'sky',
          0,
        ),
      ];
    }
  }
}
