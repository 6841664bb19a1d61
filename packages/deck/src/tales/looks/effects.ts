import { n, type Point } from '../geom.ts';
import type { Color, Node, Shape } from '../ir.ts';
import type { Scene } from '../scene.ts';
import { identity, multiply, nodeBox, parseTransform, type Matrix } from './bounds.ts';
import type { Glow, Light } from '../stage.ts';
import { mix } from '../../color.ts';
import { lum, mapFill, saturate } from './tone.ts';
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

/**
 * The tone curve that gives a pastel card its depth back at thumbnail size: the darks a little
 * darker, the mid-tones a little deeper, the lights kept (a table for feComponentTransfer, in sRGB).
 */
const DEPTH_CURVE = '0 0.06 0.19 0.38 0.61 0.84 1';
/** At night the mid-tones are already deep: only the darks and the lights move apart. */
const NIGHT_CURVE = '0 0.1 0.3 0.5 0.7 0.88 1';

/** The tone curve for a card's palette (see `toneCurve`). */
export function depthCurve(p: { readonly night: boolean }): string {
  return toneCurve(p.night ? NIGHT_CURVE : DEPTH_CURVE);
}

/** An feComponentTransfer that applies a tone curve to the three colour channels, in sRGB. */
export function toneCurve(table: string): string {
  return `<feComponentTransfer color-interpolation-filters="sRGB"><feFuncR type="table" tableValues="${table}"/><feFuncG type="table" tableValues="${table}"/><feFuncB type="table" tableValues="${table}"/></feComponentTransfer>`;
}

/**
 * A filter that wobbles edges by tiled low-frequency noise (`scale` in card units), then applies
 * `curve` (a tone curve, see `toneCurve`) when given: one filter pass for both.
 */
export function wobbleFilter(
  w: SvgWriter,
  seed: number,
  scale: number,
  freq = 0.045,
  curve = '',
): string {
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
    `<filter id="${id}" ${CARD_REGION}><feImage href="#${map}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${n(scale)}" xChannelSelector="R" yChannelSelector="G"/>${curve}</filter>`,
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
    // The light's own halo stays small: a big one screened over a face washes it out.
    { at: light.at, r: Math.min(light.reach * 0.7, 220), color: light.color, strength: 0.5 },
    // A glowing thing's halo is kept off the face that looks at it (a candle held up to a frog's
    // face screened it white).
    ...extra.map((g) => ({ ...g, r: Math.min(g.r, 130), strength: (g.strength ?? 1) * 0.85 })),
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

/** A style that paints each shape flat with every colour passed through `f`. */
export function tinted(w: SvgWriter, f: (c: string) => string): (s: Shape) => string {
  return (s) =>
    w.flat(
      s,
      s.fill === undefined ? undefined : w.paint(mapFill(s.fill, f)),
      s.stroke === undefined ? undefined : f(s.stroke.color),
    );
}

/**
 * The mean luminance of what `nodes` paint inside `box` (card space), each shape weighted by how
 * much of its box falls in `box` and drawn later counting more (it covers what is under it).
 */
export function meanLuminance(
  nodes: readonly Node[],
  box: readonly [number, number, number, number],
): number | null {
  let sum = 0;
  let weight = 0;
  let order = 0;
  const visit = (list: readonly Node[], m: Matrix): void => {
    for (const node of list) {
      if (node.type === 'group') {
        visit(node.children, multiply(m, parseTransform(node.transform)));
        continue;
      }
      if (node.fill === undefined || (node.opacity !== undefined && node.opacity < 0.5)) continue;
      const b = nodeBox(node, m);
      if (!b) continue;
      const wx = Math.min(b[2], box[2]) - Math.max(b[0], box[0]);
      const wy = Math.min(b[3], box[3]) - Math.max(b[1], box[1]);
      if (wx <= 0 || wy <= 0) continue;
      order += 1;
      const k = wx * wy * (1 + order * 0.02);
      sum += lum(node.fill) * k;
      weight += k;
    }
  };
  visit(nodes, identity);
  return weight > 0 ? sum / weight : null;
}

/**
 * Figure against ground, so a card reads at 160 px (a phone's board): light against dark, dark
 * against light. The setting recedes a little into its air and the story gains colour; where the story and the ground
 * round it are close in value, the ground goes away from the story (darker behind a light story,
 * lighter behind a dark one) and the story a little the other way, as far as they were close.
 * `recede` 0 … 1 is how far the setting goes.
 */
export function separation(
  scene: Pick<Scene, 'palette' | 'subject' | 'back' | 'world' | 'subjectBox'>,
  recede: number,
): { setting: (c: string) => string; story: (c: string) => string } {
  const p = scene.palette;
  const [x0, y0, x1, y1] = scene.subjectBox;
  const pad = Math.max(20, (x1 - x0) * 0.3);
  const story = meanLuminance(scene.subject, scene.subjectBox);
  const ground = meanLuminance(
    [...scene.back, ...scene.world],
    [x0 - pad, y0 - pad, x1 + pad, y1 + pad],
  );
  const gap = story === null || ground === null ? 1 : story - ground;
  const need = Math.max(0, Math.min(1, (0.34 - Math.abs(gap)) / 0.34));
  const dark = mix(p.shade, p.ink, 0.3);
  const light = mix(p.light, '#ffffff', 0.4);
  const groundTo = gap >= 0 ? dark : light;
  const storyTo = gap >= 0 ? light : dark;
  const air = hazeColor(p);
  return {
    setting: (c) => mix(mix(c, air, recede * 0.12), groundTo, recede * 0.38 * need),
    // At night the story is what the light falls on: it is lifted towards the light's colour.
    story: (c) => mix(mix(saturate(c, 0.3), storyTo, 0.2 * need), light, p.night ? 0.16 : 0),
  };
}

/**
 * A contour round the story's whole silhouette (not round each part): drawn under the story,
 * every shape widened by `width` in `color`, so on a phone's board the figure stands off the
 * ground whatever their colours.
 */
export function contour(color: Color, width: number): (s: Shape, k: number) => string | null {
  return (s, k) => {
    if (s.tag === 'face' || s.tag === 'cheek' || s.tag === 'glow') return null;
    if (s.opacity !== undefined && s.opacity < 0.5) return null;
    const wd = n(width / Math.max(k, 0.2));
    if (s.fill === undefined)
      return s.stroke
        ? ` fill="none" stroke="${color}" stroke-width="${n(s.stroke.width + width / Math.max(k, 0.2))}" stroke-linecap="round" stroke-linejoin="round"`
        : null;
    return ` fill="${color}" stroke="${color}" stroke-width="${wd}" stroke-linejoin="round"`;
  };
}
