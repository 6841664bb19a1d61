import { mix } from '../../color.ts';
import { n } from '../geom.ts';
import type { Shape } from '../ir.ts';
import type { Scene } from '../scene.ts';
import {
  CARD_REGION,
  glows,
  grain,
  haze,
  hazeColor,
  noisePattern,
  separation,
  vignette,
} from './effects.ts';
import { mapFill, saturate } from './tone.ts';
import { SvgWriter } from './writer.ts';

/**
 * Ink and wash: pen lines of a slightly wandering width over watercolour washes that bleed past
 * them; the dark away from the light is cross-hatched, and the paper itself is the light.
 */
export function inkWash(scene: Scene): string {
  const w = new SvgWriter('i');
  const p = scene.palette;
  const paper = mix(p.paper, '#f6efe0', 0.6);
  const inkC = mix(p.ink, '#241c1a', 0.6);
  // The story's washes part from the ground in value where they would be one grey on a phone's
  // board (the look had the deck's lowest figure-ground); the setting's stay as they are (moved
  // too, the card went paler and murkier).
  const apart = separation(scene, 1).story;
  const wash = (c: string): string => mix(mix(c, paper, 0.28), '#8a8a8a', 0.08);
  // Washes wander from the lines: displaced by their own noise and softened.
  const wn = noisePattern(w, {
    freq: 0.025,
    octaves: 2,
    seed: (scene.seed % 89) + 3,
    tile: 200,
    matrix: '1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1',
  });
  const wm = w.id('wm');
  w.def(`<rect id="${wm}" width="400" height="600" fill="url(#${wn})"/>`);
  const washF = w.id('wf');
  w.def(
    `<filter id="${washF}" ${CARD_REGION}><feImage href="#${wm}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="7" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="0.7"/></filter>`,
  );
  const ln = noisePattern(w, {
    freq: 0.09,
    octaves: 1,
    seed: (scene.seed % 83) + 11,
    tile: 100,
    matrix: '1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1',
  });
  const lm = w.id('lm');
  w.def(`<rect id="${lm}" width="400" height="600" fill="url(#${ln})"/>`);
  const lineF = w.id('lf');
  w.def(
    `<filter id="${lineF}" ${CARD_REGION}><feImage href="#${lm}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="1.8" xChannelSelector="R" yChannelSelector="B"/></filter>`,
  );
  // The story's washes are laid on thicker than the setting's: its colour is what reads first.
  // At night the paper shows more through the story's washes: the light falls on it.
  const storyWash = (c: string): string =>
    saturate(mix(apart(c), paper, p.night ? 0.22 : 0.1), 0.15);
  const washWith =
    (f: (c: string) => string) =>
    (s: Shape): string | null => {
      if (s.tag === 'face') return null;
      if (s.fill === undefined)
        return s.stroke
          ? ` fill="none" stroke="${f(s.stroke.color)}" stroke-width="${n(s.stroke.width)}" stroke-linecap="round"`
          : null;
      return ` fill="${w.paint(mapFill(s.fill, f))}"${s.opacity === undefined ? '' : ` opacity="${n(s.opacity)}"`}`;
    };
  const washStyle = washWith(wash);
  const storyWashStyle = washWith(storyWash);
  const lineStyle = (s: Shape, k: number): string | null => {
    if (s.tag === 'face')
      return w.flat(
        s,
        s.fill !== undefined && typeof s.fill === 'string' && s.fill !== '#ffffff'
          ? inkC
          : undefined,
        s.stroke ? inkC : undefined,
      );
    if (s.stroke !== undefined && s.fill === undefined)
      return ` fill="none" stroke="${inkC}" stroke-width="${n(Math.max(s.stroke.width, 0.9 / k))}" stroke-linecap="round" stroke-linejoin="round"`;
    const weight = s.ink ?? 1;
    if (weight <= 0 || s.fill === undefined) return null;
    return ` fill="none" stroke="${inkC}" stroke-width="${n((1.05 * weight) / k)}" stroke-linejoin="round"`;
  };
  // The setting's lines are fainter than the story's, so the characters are what the pen drew
  // first (per stroke: a faded group around lines that may all fall off the card aborts resvg).
  const fainter =
    (style: (s: Shape, k: number) => string | null) =>
    (s: Shape, k: number): string | null => {
      const attrs = style(s, k);
      return attrs === null ? null : `${attrs} stroke-opacity="0.55"`;
    };
  const setting = [...scene.back, ...scene.world];
  const story = [...scene.subject, ...scene.front];
  // Cross-hatching where the light does not reach.
  const hatch = w.id('h');
  w.def(
    `<pattern id="${hatch}" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(35)"><path d="M0 0V4" stroke="${inkC}" stroke-width="0.7"/></pattern>`,
  );
  const hatch2 = w.id('h');
  w.def(
    `<pattern id="${hatch2}" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(-40)"><path d="M0 0V4" stroke="${inkC}" stroke-width="0.6"/></pattern>`,
  );
  const dark = w.id('dk');
  const [lx, ly] = scene.light.at;
  const r = scene.light.reach * 1.7;
  w.def(
    `<radialGradient id="${dark}" gradientUnits="userSpaceOnUse" cx="${n(lx)}" cy="${n(ly)}" r="${n(r)}"><stop offset="0.35" stop-color="#000"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></radialGradient>`,
  );
  const mask = w.id('mk');
  w.def(
    `<mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="0" width="400" height="600"><rect width="400" height="600" fill="url(#${dark})" opacity="${n(scene.light.darkness * 0.9)}"/></mask>`,
  );
  const mask2 = w.id('mk');
  w.def(
    `<mask id="${mask2}" maskUnits="userSpaceOnUse" x="0" y="0" width="400" height="600"><rect width="400" height="600" fill="url(#${dark})" opacity="${n(Math.max(0, scene.light.darkness - 0.35) * 1.2)}"/></mask>`,
  );
  // The story is painted opaque, each shape's wash and its pen line together, so nothing of the
  // setting (its lines, its hatching) shows through a figure and every line stops at the shape
  // in front of it; a softer copy of the story's washes underneath still bleeds past the lines.
  const solid = (s: Shape, k: number): string | null => {
    const line = lineStyle(s, k);
    if (s.tag === 'face' || s.fill === undefined) return line;
    const fillAttrs = storyWashStyle(s);
    if (fillAttrs === null) return line;
    const weight = s.ink ?? 1;
    return weight > 0
      ? `${fillAttrs} stroke="${inkC}" stroke-width="${n((1.05 * weight) / k)}" stroke-linejoin="round"`
      : fillAttrs;
  };
  const body =
    `<g filter="url(#${washF})">${w.nodes(setting, washStyle)}</g>` +
    `<rect width="400" height="600" fill="url(#${hatch})" mask="url(#${mask})" opacity="0.55"/>` +
    `<rect width="400" height="600" fill="url(#${hatch2})" mask="url(#${mask2})" opacity="0.5"/>` +
    `<g filter="url(#${lineF})">${w.nodes(setting, fainter(lineStyle))}</g>` +
    haze(w, scene.focus, hazeColor(scene.palette), 0.3) +
    `<g filter="url(#${washF})" opacity="0.6">${w.nodes(story, storyWashStyle)}</g>` +
    `<g filter="url(#${lineF})">${w.nodes(story, solid)}</g>` +
    glows(w, scene.light, scene.glows, 0.55) +
    vignette(w, '#6a5a4a', 0.22, scene.focus) +
    grain(w, (scene.seed % 991) + 5, 0.1, 0.9, 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${paper}"/>${body}</svg>`;
}
