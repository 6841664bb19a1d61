import { mix } from '../../color.ts';
import { n } from '../geom.ts';
import type { Shape } from '../ir.ts';
import type { Scene } from '../scene.ts';
import { glows, grain, rimFilter, vignette } from './effects.ts';
import { mapFill } from './tone.ts';
import { SvgWriter } from './writer.ts';

const open = new Set(['sky', 'wall', 'floor', 'water']);

/**
 * Silhouette (the first deck's look, now with stories): graded light behind, everything else a
 * dark shape cut against it, darker the nearer it is; only what glows keeps its colour, and the
 * light catches the edges that face it.
 */
export function silhouette(scene: Scene): string {
  const w = new SvgWriter('s');
  const p = scene.palette;
  const far = mix(p.shade, p.sky[1], 0.42);
  const mid = mix(p.shade, p.sky[1], 0.2);
  const near = mix(p.shade, p.ink, 0.55);
  const lightC = mix(p.light, '#ffffff', 0.3);
  const layer =
    (solid: string, keepOpen: boolean) =>
    (s: Shape, k: number): string | null => {
      if (s.tag === 'face' || s.tag === 'cheek') return null;
      if (s.tag === 'glow')
        return w.flat(
          s,
          s.fill !== undefined ? w.paint(mapFill(s.fill, (c) => mix(c, lightC, 0.5))) : undefined,
          s.stroke ? lightC : undefined,
        );
      if (keepOpen && s.tag !== undefined && open.has(s.tag) && s.fill !== undefined) {
        return ` fill="${w.paint(mapFill(s.fill, (c) => mix(c, p.sky[1], 0.35)))}"${s.opacity === undefined ? '' : ` opacity="${n(s.opacity)}"`}`;
      }
      if (s.fill === undefined)
        return s.stroke
          ? ` fill="none" stroke="${solid}" stroke-width="${n(Math.max(s.stroke.width, 0.6 / k))}" stroke-linecap="round"`
          : null;
      return ` fill="${solid}"${s.opacity !== undefined && s.opacity < 0.5 ? ` opacity="${n(s.opacity)}"` : ''}`;
    };
  const rim = rimFilter(w, scene.focus, scene.light, p.shade, 1.8, scene.subjectBox);
  const body =
    w.nodes(scene.back, layer(far, true)) +
    w.nodes(scene.world, layer(mid, true)) +
    glows(w, scene.light, scene.glows, 1.2) +
    `<g filter="url(#${rim})">${w.nodes(scene.subject, layer(near, false))}</g>` +
    w.nodes(scene.front, layer(near, false)) +
    vignette(w, p.shade, 0.45, scene.focus) +
    grain(w, (scene.seed % 991) + 1, 0.06, 0.9, 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${p.sky[1]}"/>${body}</svg>`;
}
