import type { Scene } from '../scene.ts';
import { falloff, glows, haze, hazeColor, rimFilter, vignette, wobbleFilter } from './effects.ts';
import { SvgWriter } from './writer.ts';

/**
 * Gouache: flat layered colour with slightly wobbly edges and light from the scene. No paper
 * grain and a thin veil: a blind review found the grain muddy and the haze washed out.
 */
export function gouache(scene: Scene): string {
  const w = new SvgWriter('g');
  const p = scene.palette;
  const wob = wobbleFilter(w, scene.seed % 997, 3.2);
  const rim = rimFilter(w, scene.focus, scene.light, p.shade, 2.6, scene.subjectBox);
  const paint = (nodes: Scene['back']): string => w.nodes(nodes);
  const body =
    `<g filter="url(#${wob})">` +
    paint(scene.back) +
    paint(scene.world) +
    haze(w, scene.focus, hazeColor(p), p.night ? 0.3 : 0.22) +
    `<g opacity="0.5">${paint(scene.shadows)}</g>` +
    `<g filter="url(#${rim})">${paint(scene.subject)}</g>` +
    paint(scene.front) +
    `</g>` +
    falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.7 }, p.shade) +
    glows(w, scene.light, scene.glows) +
    vignette(w, p.shade, 0.25, scene.focus);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${p.paper}"/>${body}</svg>`;
}
