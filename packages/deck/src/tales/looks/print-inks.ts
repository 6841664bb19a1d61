import { atLuminance, luminance, mix } from '../../color.ts';
import type { Palette } from '../palette.ts';
import { distance, grey, saturate } from './tone.ts';

/**
 * The inks of a colour woodcut: the paper, a black key block for the story, and three colour
 * blocks taken from the card's palette (the sky's hue for sky, walls and water, the ground's for
 * floors and fields, each in a mid and a deep tone) plus its accent. One black block for every
 * big dark area made a fifth of the deck line-art on black, which two blind reviews read as
 * "another game"; a print in the card's own colours is still a print (flat inks, gouges, paper).
 */
export interface PrintInks {
  readonly paper: string;
  readonly key: string;
  /** The sky's hue at mid tone: pale skies, walls and water. */
  readonly block: string;
  /** The sky's hue deep: night skies, dark walls. */
  readonly deep: string;
  /** The ground's hue at mid tone: floors, fields, hills. */
  readonly earth: string;
  /** The clothes' light tint: a figure's mid tones, light enough to stand off every block. */
  readonly cloth: string;
  readonly accent: string;
}

export function printInks(p: Palette, seed: number): PrintInks {
  const paper = mix(p.paper, '#efe4cc', 0.7);
  // A grey sky (a storm's) takes the hue of one of the palette's cloths, by the seed: printed
  // flat, grey read as one dull card again and again (27 woodcut cards were stormy).
  const plain = mix(p.sky[0], p.sky[1], 0.5);
  const chroma = distance(plain, grey(luminance(plain)));
  const hue =
    chroma < 0.12 ? mix(plain, p.cloth[(seed >> 3) % p.cloth.length] ?? plain, 0.5) : plain;
  const sky = saturate(hue, 0.9);
  const ground = saturate(mix(p.ground, p.floor, 0.5), 0.6);
  const block = mix(atLuminance(sky, 0.42), paper, 0.1);
  // The clothes' tint: one of the palette's cloth colours (by the card's seed, so the prints do
  // not all dress alike) far enough from the sky's block that a figure does not melt into it (a
  // pink figure on a pink sky did); never the accent, the ink of what glows.
  const apart = p.cloth.map((c) => saturate(c, 0.4)).filter((c) => distance(c, block) > 0.3);
  const cloth = apart[seed % Math.max(1, apart.length)] ?? mix(block, paper, 0.5);
  return {
    paper,
    key: '#1c1714',
    block,
    deep: atLuminance(sky, p.night ? 0.13 : 0.2),
    earth: mix(atLuminance(ground, 0.36), paper, 0.08),
    cloth: mix(atLuminance(cloth, 0.74), paper, 0.2),
    accent: p.accent,
  };
}
