import { mix } from '../../color.ts';
import type { Scene } from '../scene.ts';
import {
  contour,
  depthCurve,
  falloff,
  glows,
  haze,
  hazeColor,
  rimFilter,
  separation,
  tinted,
  vignette,
  wobbleFilter,
} from './effects.ts';
import { SvgWriter } from './writer.ts';

/**
 * Gouache: flat layered colour with slightly wobbly edges and light from the scene. No paper
 * grain (a blind review found it muddy). The setting recedes and falls into the shadow beyond
 * the light's reach; the story is painted after that shadow, in full colour and lit at its
 * edges, so it is the one clear shape on a phone's board.
 */
export function gouache(scene: Scene): string {
  const w = new SvgWriter('g');
  const p = scene.palette;
  const wob = wobbleFilter(w, scene.seed % 997, 3.2, 0.045, depthCurve(p));
  const rim = rimFilter(w, scene.focus, scene.light, p.shade, 2.6, scene.subjectBox);
  const tone = separation(scene, 1);
  const setting = tinted(w, tone.setting);
  const story = tinted(w, tone.story);
  const body =
    `<g filter="url(#${wob})">` +
    w.nodes(scene.back, setting) +
    w.nodes(scene.world, setting) +
    haze(w, scene.focus, hazeColor(p), p.night ? 0.3 : 0.22) +
    falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.85 }, p.shade) +
    `<g opacity="0.5">${w.nodes(scene.shadows)}</g>` +
    `<g filter="url(#${rim})">${w.nodes(scene.subject, contour(mix(p.ink, p.shade, 0.3), 2.2))}${w.nodes(scene.subject, story)}</g>` +
    w.nodes(scene.front, setting) +
    `</g>` +
    falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.2 }, p.shade) +
    glows(w, scene.light, scene.glows) +
    vignette(w, p.shade, 0.25, scene.focus);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${p.paper}"/>${body}</svg>`;
}
