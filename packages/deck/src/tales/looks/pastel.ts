import { mix } from '../../color.ts';
import { n } from '../geom.ts';
import type { Shape } from '../ir.ts';
import type { Scene } from '../scene.ts';
import {
  CARD_REGION,
  depthCurve,
  falloff,
  glows,
  haze,
  hazeColor,
  noisePattern,
  separation,
} from './effects.ts';
import { mapFill } from './tone.ts';
import { SvgWriter } from './writer.ts';

/**
 * Soft pastel on toned paper: clean chalky colour with soft edges, the paper showing only in
 * a few specks where the stick skipped (a blind review found the card-wide tooth muddy), light
 * diagonal strokes, warm light.
 */
export function pastel(scene: Scene): string {
  const w = new SvgWriter('p');
  const p = scene.palette;
  // Mid-tone paper in the card's own colour: the gaps between strokes read as paper, not noise.
  const toned = mix(mix(p.sky[0], p.sky[1], 0.5), '#4a423c', 0.55);
  const chalk = (c: string): string => mix(c, '#fff6e8', 0.08);
  const tone = separation(scene, 1);
  // The tooth of the paper: a few specks where the stick skipped (only the noise's darkest).
  const tooth = noisePattern(w, {
    freq: 0.7,
    octaves: 1,
    seed: (scene.seed % 61) + 5,
    tile: 90,
    matrix: '0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  14 0 0 0 -1.1',
  });
  const tm = w.id('tm');
  w.def(`<rect id="${tm}" width="400" height="600" fill="url(#${tooth})"/>`);
  const soft = noisePattern(w, {
    freq: 0.06,
    octaves: 2,
    seed: (scene.seed % 53) + 9,
    tile: 200,
    matrix: '1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1',
  });
  const sm = w.id('sm');
  w.def(`<rect id="${sm}" width="400" height="600" fill="url(#${soft})"/>`);
  const chalkF = w.id('ch');
  w.def(
    `<filter id="${chalkF}" ${CARD_REGION}>` +
      `<feImage href="#${sm}" result="s"/><feDisplacementMap in="SourceGraphic" in2="s" scale="5" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
      `<feGaussianBlur in="d" stdDeviation="0.8" result="b"/>` +
      `<feImage href="#${tm}" result="t"/><feComposite in="b" in2="t" operator="in"/>${depthCurve(p)}</filter>`,
  );
  // Strokes: short diagonal marks in a light chalk, over everything.
  const strokes = w.id('st');
  w.def(
    `<pattern id="${strokes}" patternUnits="userSpaceOnUse" width="14" height="9" patternTransform="rotate(-35)"><path d="M1 2H9M6 6.5H13" stroke="#fff8ea" stroke-width="1.2" stroke-linecap="round"/></pattern>`,
  );
  const styled =
    (f: (c: string) => string) =>
    (s: Shape): string | null => {
      if (s.fill === undefined)
        return s.stroke
          ? ` fill="none" stroke="${f(s.stroke.color)}" stroke-width="${n(s.stroke.width * 1.1)}" stroke-linecap="round" stroke-linejoin="round"`
          : null;
      return ` fill="${w.paint(mapFill(s.fill, f))}"${s.opacity === undefined ? '' : ` opacity="${n(s.opacity)}"`}`;
    };
  const style = styled((c) => chalk(tone.setting(c)));
  const storyStyle = styled((c) => chalk(tone.story(c)));
  const all = [...scene.back, ...scene.world];
  const body =
    `<g filter="url(#${chalkF})">${w.nodes(all, style)}${haze(w, scene.focus, hazeColor(p), p.night ? 0.3 : 0.24)}${falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.7 }, p.shade)}<g opacity="0.45">${w.nodes(scene.shadows)}</g>${w.nodes(scene.subject, storyStyle)}${w.nodes(scene.front, style)}</g>` +
    `<rect width="400" height="600" fill="url(#${strokes})" opacity="0.12" style="mix-blend-mode:soft-light"/>` +
    falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.15 }, p.shade) +
    glows(w, scene.light, scene.glows, 1.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${toned}"/>${body}</svg>`;
}
