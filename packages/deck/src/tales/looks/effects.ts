import { n, type Point } from '../geom.ts';
import type { Color } from '../ir.ts';
import type { Glow, Light } from '../stage.ts';
import type { SvgWriter } from './writer.ts';

/** Every filter region is the card itself: one that runs past the card can abort resvg. */
export const CARD_REGION = 'filterUnits="userSpaceOnUse" x="0" y="0" width="400" height="600"';

/**
 * A tileable noise texture as a pattern: turbulence is rendered once per tile rather than over
 * the whole card, which is what makes grain and wobble affordable (about 5× cheaper).
 */
export function noisePattern(
  w: SvgWriter,
  o: {
    freq: number;
    octaves: number;
    seed: number;
    tile: number;
    matrix: string;
    type?: 'fractalNoise' | 'turbulence';
  },
): string {
  const f = w.id('nf');
  const pat = w.id('np');
  w.def(
    `<filter id="${f}" filterUnits="userSpaceOnUse" x="0" y="0" width="${String(o.tile)}" height="${String(o.tile)}"><feTurbulence type="${o.type ?? 'fractalNoise'}" baseFrequency="${String(o.freq)}" numOctaves="${String(o.octaves)}" seed="${String(o.seed)}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="${o.matrix}"/></filter>`,
  );
  w.def(
    `<pattern id="${pat}" patternUnits="userSpaceOnUse" width="${String(o.tile)}" height="${String(o.tile)}"><rect width="${String(o.tile)}" height="${String(o.tile)}" filter="url(#${f})"/></pattern>`,
  );
  return pat;
}

/** A filter that wobbles edges by tiled low-frequency noise (`scale` in card units). */
export function wobbleFilter(w: SvgWriter, seed: number, scale: number, freq = 0.045): string {
  const pat = noisePattern(w, {
    freq,
    octaves: 2,
    seed,
    tile: 200,
    matrix: '1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1',
  });
  const map = w.id('nm');
  w.def(`<rect id="${map}" width="400" height="600" fill="url(#${pat})"/>`);
  const id = w.id('fw');
  w.def(
    `<filter id="${id}" ${CARD_REGION}><feImage href="#${map}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${n(scale)}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
  return id;
}

/** Paper grain: a rect to multiply over the card. `strength` 0 … 1. */
export function grain(
  w: SvgWriter,
  seed: number,
  strength: number,
  freq = 0.75,
  tile = 120,
): string {
  const a = strength;
  const pat = noisePattern(w, {
    freq,
    octaves: 2,
    seed,
    tile,
    // Grey noise with alpha: darker specks, never brighter than the paper.
    matrix: `0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  ${n(-a * 1.6)} 0 0 0 ${n(a * 0.85)}`,
  });
  return `<rect width="400" height="600" fill="url(#${pat})"/>`;
}

/** The light falling off: a dark radial veil around the light's reach. */
export function falloff(w: SvgWriter, light: Light, shade: Color): string {
  const id = w.id('lf');
  const [x, y] = light.at;
  const r = light.reach * 1.9;
  w.def(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(x)}" cy="${n(y)}" r="${n(r)}"><stop offset="0" stop-color="${shade}" stop-opacity="0"/><stop offset="0.3" stop-color="${shade}" stop-opacity="0"/><stop offset="1" stop-color="${shade}" stop-opacity="${n(light.darkness)}"/></radialGradient>`,
  );
  return `<rect width="400" height="600" fill="url(#${id})"/>`;
}

/** Warm halos around the light and around glowing things, screened on. */
export function glows(w: SvgWriter, light: Light, extra: readonly Glow[], strength = 1): string {
  let out = '';
  const all: Glow[] = [
    { at: light.at, r: Math.min(light.reach * 0.75, 260), color: light.color, strength: 0.55 },
    ...extra,
  ];
  for (const g of all) {
    // A blended circle wholly off the card aborts resvg (see bounds.ts).
    if (
      g.at[0] + g.r < 0 ||
      g.at[0] - g.r > 400 ||
      g.at[1] + g.r < 0 ||
      g.at[1] - g.r > 600 ||
      g.r <= 0
    )
      continue;
    const id = w.id('gl');
    const s = (g.strength ?? 1) * strength;
    w.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(g.at[0])}" cy="${n(g.at[1])}" r="${n(g.r)}"><stop offset="0" stop-color="${g.color}" stop-opacity="${n(0.75 * s)}"/><stop offset="0.35" stop-color="${g.color}" stop-opacity="${n(0.3 * s)}"/><stop offset="1" stop-color="${g.color}" stop-opacity="0"/></radialGradient>`,
    );
    out += `<circle cx="${n(g.at[0])}" cy="${n(g.at[1])}" r="${n(g.r)}" fill="url(#${id})" style="mix-blend-mode:screen"/>`;
  }
  return out;
}

/**
 * Light on the subject: the edges that face the light get a band of the light's colour, the
 * edges that face away a band of shade, so a figure is lit from where the lamp is.
 */
export function rimFilter(
  w: SvgWriter,
  focus: Point,
  light: Light,
  shade: Color,
  width = 2.6,
  box: readonly [number, number, number, number] = [0, 0, 400, 600],
): string {
  const dx = light.at[0] - focus[0];
  const dy = light.at[1] - focus[1];
  const l = Math.hypot(dx, dy) || 1;
  const ux = (dx / l) * width;
  const uy = (dy / l) * width;
  const id = w.id('fr');
  // Only the subject's box: a card-sized region costs as much as the rest of the card together.
  const region =
    box[2] - box[0] < 4 || box[3] - box[1] < 4
      ? CARD_REGION
      : `filterUnits="userSpaceOnUse" x="${n(box[0])}" y="${n(box[1])}" width="${n(box[2] - box[0])}" height="${n(box[3] - box[1])}"`;
  w.def(
    `<filter id="${id}" ${region}>` +
      `<feOffset in="SourceAlpha" dx="${n(-ux)}" dy="${n(-uy)}" result="toward"/>` +
      `<feComposite in="SourceAlpha" in2="toward" operator="out" result="litEdge"/>` +
      `<feOffset in="SourceAlpha" dx="${n(ux * 2.2)}" dy="${n(uy * 2.2)}" result="away"/>` +
      `<feComposite in="SourceAlpha" in2="away" operator="out" result="darkEdge"/>` +
      `<feFlood flood-color="${light.color}" flood-opacity="0.85"/><feComposite in2="litEdge" operator="in" result="lit"/>` +
      `<feFlood flood-color="${shade}" flood-opacity="0.35"/><feComposite in2="darkEdge" operator="in"/><feGaussianBlur stdDeviation="2.2" result="dark"/>` +
      `<feComposite in="dark" in2="SourceAlpha" operator="in" result="darkIn"/>` +
      `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="darkIn"/><feMergeNode in="lit"/></feMerge></filter>`,
  );
  return id;
}

/**
 * A veil between the setting and the characters, clear around the focus and thickening away from
 * it: the room or the landscape recedes (darker at night, paler by day), so the subject is the one
 * lit, readable shape on a phone. `strength` 0 … 1.
 */
export function haze(w: SvgWriter, focus: Point, color: Color, strength: number): string {
  const id = w.id('hz');
  const cx = Math.max(60, Math.min(340, focus[0]));
  const cy = Math.max(120, Math.min(480, focus[1]));
  w.def(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="380"><stop offset="0.12" stop-color="${color}" stop-opacity="0"/><stop offset="0.55" stop-color="${color}" stop-opacity="${n(strength * 0.7)}"/><stop offset="1" stop-color="${color}" stop-opacity="${n(strength)}"/></radialGradient>`,
  );
  return `<rect width="400" height="600" fill="url(#${id})"/>`;
}

/** The colour a setting recedes into: the shade at night, the pale of the horizon by day. */
export function hazeColor(p: {
  readonly night: boolean;
  readonly shade: Color;
  readonly sky: readonly [Color, Color];
}): Color {
  return p.night ? p.shade : p.sky[1];
}

/** A soft vignette that darkens the card's edges. */
export function vignette(
  w: SvgWriter,
  shade: Color,
  strength: number,
  focus: Point = [200, 300],
): string {
  const id = w.id('vg');
  w.def(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(focus[0])}" cy="${n(focus[1])}" r="420"><stop offset="0.45" stop-color="${shade}" stop-opacity="0"/><stop offset="1" stop-color="${shade}" stop-opacity="${n(strength)}"/></radialGradient>`,
  );
  return `<rect width="400" height="600" fill="url(#${id})"/>`;
}
