// How the houses along a street are built: their roofs, their windows and what hangs off their
// fronts. A blind review (2026-11-29, -y) listed "the same rectangular-window city street" among
// the backdrops that make a board look like one set: every house had a gable and a grid of plain
// windows. The street's own stream still draws each house's size, colour, peak and lit windows;
// these choices come from a stream of their own (a fork), so nothing else on the card moves.
import { n, poly, rect } from '../../geom.ts';
import { fill, type Color, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { darker, lighter, mix } from '../colors.ts';

const roofs = ['gable', 'gable', 'flat', 'stepped'] as const;
const windows = ['plain', 'arched', 'shutters', 'tall'] as const;
type Roof = (typeof roofs)[number];
type WindowKind = (typeof windows)[number];

/** One street's building style: one window kind for its houses, most of the time. */
export interface StreetStyle {
  readonly rng: Rng;
  readonly windows: WindowKind;
}

export function streetStyle(rng: Rng): StreetStyle {
  return { rng, windows: rng.pick(windows) };
}

/**
 * The roof of a house front x…x+w whose wall top is at `top`, its peak `peak` above (drawn by
 * the street's stream for every house): a gable, a flat top with a cornice, or a stepped gable.
 */
export function houseRoof(
  style: StreetStyle,
  x: number,
  w: number,
  top: number,
  peak: number,
  c: Color,
): Node {
  const roof: Roof = style.rng.pick(roofs);
  const dark = darker(c, 0.35);
  if (roof === 'gable')
    return fill(
      poly([
        [x - 3, top],
        [x + w / 2, top - peak],
        [x + w + 3, top],
      ]),
      dark,
      'stone',
    );
  if (roof === 'flat')
    return fill(
      `${rect(x - 3, top - 6, w + 6, 6)}${rect(x + 2, top - 10, w - 4, 4)}`,
      dark,
      'stone',
    );
  // A stepped gable: three steps up to the top.
  const step = peak / 3;
  const inset = w / 7;
  const pts: [number, number][] = [[x, top]];
  for (let i = 0; i < 3; i++) {
    pts.push([x + inset * i, top - step * (i + 1)]);
    pts.push([x + inset * (i + 1), top - step * (i + 1)]);
  }
  for (let i = 2; i >= 0; i--) {
    pts.push([x + w - inset * (i + 1), top - step * (i + 1)]);
    pts.push([x + w - inset * i, top - step * (i + 1)]);
  }
  pts.push([x + w, top]);
  return fill(poly(pts), mix(c, dark, 0.5), 'stone');
}

/** One window's outline at wx, wy (10 by 15, the grid the street lays out) in the street's kind. */
export function windowShape(style: StreetStyle, wx: number, wy: number): string {
  switch (style.windows) {
    case 'plain':
      return rect(wx, wy, 10, 15, 1);
    case 'arched':
      return `M${n(wx)} ${n(wy + 15)}V${n(wy + 5)}A5 5 0 0 1 ${n(wx + 10)} ${n(wy + 5)}V${n(wy + 15)}Z`;
    case 'shutters':
      return rect(wx + 1, wy + 1, 8, 13, 0.5);
    case 'tall':
      return rect(wx + 1, wy - 3, 8, 20, 3);
  }
}

/** What a house front adds on the grid's windows: shutters beside them, or nothing. */
export function windowDressing(style: StreetStyle, wx: number, wy: number): string {
  return style.windows === 'shutters'
    ? `${rect(wx - 3.5, wy, 3, 15, 0.5)}${rect(wx + 10.5, wy, 3, 15, 0.5)}`
    : '';
}

/**
 * A shop's striped awning over a ground floor (x…x+w, its top at y), or a balcony with
 * flowerpots, or nothing: about one house in three has one.
 */
export function frontExtra(
  style: StreetStyle,
  p: Palette,
  x: number,
  w: number,
  y: number,
  c: Color,
): Node[] {
  const extra = style.rng.pick(['none', 'none', 'awning', 'balcony'] as const);
  if (extra === 'awning') {
    const stripe = style.rng.pick(p.cloth);
    const light = lighter(stripe, 0.55);
    const stripes: string[] = [];
    const pale: string[] = [];
    const count = Math.max(3, Math.round(w / 9));
    const sw = (w - 4) / count;
    for (let i = 0; i < count; i++) {
      const sx = x + 2 + i * sw;
      const d = `M${n(sx)} ${n(y)}H${n(sx + sw)}L${n(sx + sw + 2)} ${n(y + 12)}Q${n(sx + sw / 2 + 1)} ${n(y + 16)} ${n(sx + 2 - 0.001)} ${n(y + 12)}Z`;
      (i % 2 === 0 ? stripes : pale).push(d);
    }
    return [fill(stripes.join(''), stripe, 'cloth'), fill(pale.join(''), light, 'cloth')];
  }
  if (extra === 'balcony') {
    const bx = x + w / 2 - 16;
    const rail = darker(c, 0.5);
    const pots: string[] = [];
    const flowers: string[] = [];
    for (const dx of [5, 16, 27]) {
      pots.push(rect(bx + dx - 3, y - 40, 6, 5, 1));
      flowers.push(`M${n(bx + dx - 4)} ${n(y - 40)}a4 4 0 0 1 8 0Z`);
    }
    return [
      fill(`${rect(bx, y - 35, 32, 2)}${rect(bx, y - 26, 32, 2)}`, rail, 'metal'),
      fill(rect(bx + 2, y - 35, 1.2, 10), rail, 'metal', 0),
      fill(rect(bx + 29, y - 35, 1.2, 10), rail, 'metal', 0),
      fill(pots.join(''), mix('#b0603a', p.shade, 0.25), 'detail'),
      fill(flowers.join(''), mix('#4a8a48', p.shade, 0.2), 'plant'),
    ];
  }
  return [];
}
