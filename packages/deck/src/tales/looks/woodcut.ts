import { channels, mix } from '../../color.ts';
import { n } from '../geom.ts';
import type { Shape } from '../ir.ts';
import type { Rng } from '../../random.ts';
import { createRng } from '../../random.ts';
import type { Scene } from '../scene.ts';
import { CARD_REGION, grain, meanLuminance, noisePattern } from './effects.ts';
import { printInks } from './print-inks.ts';
import { distance, lum } from './tone.ts';
import { SvgWriter } from './writer.ts';

const open = new Set(['sky', 'wall', 'floor', 'water']);

/**
 * Gouge marks where the block was cut away: two or three bands of long wavering cuts, leaving
 * large quiet areas (a blind review found a fan of rays round the light in a corner of nearly
 * every card, and stray lines everywhere, the set's weakest trait). Drawn lightening, they show
 * on every colour block and vanish on the paper.
 */
function gouges(rng: Rng, paper: string): string {
  const d: string[] = [];
  // One band or two: the wood's grain (pressed) carries the texture; more read as speed lines.
  const bands = 1 + (rng.chance(0.4) ? 1 : 0);
  for (let b = 0; b < bands; b++) {
    const y0 = rng.range(30, 570);
    const lines = rng.int(2, 4);
    for (let k = 0; k < lines; k++) {
      const y = y0 + k * rng.range(8, 12);
      let x = rng.range(-40, 60);
      while (x < 400) {
        const len = rng.range(50, 150);
        d.push(`M${n(x)} ${n(y)}q${n(len / 2)} ${n(rng.range(-5, 5))} ${n(len)} 0`);
        x += len + rng.range(60, 170);
      }
    }
  }
  return `<path d="${d.join('')}" fill="none" stroke="${paper}" stroke-width="2.2" stroke-linecap="round"/>`;
}

/**
 * Where the ink skipped: small specks of the paper over the whole print, the surest sign of a
 * print at any size (the colour blocks alone read as flat vector art).
 */
function skips(w: SvgWriter, seed: number, paper: string): string {
  const [r, g, b] = channels(paper).map((c) => n(c / 255));
  const id = noisePattern(w, {
    freq: 0.2,
    octaves: 2,
    seed,
    tile: 160,
    matrix: `0 0 0 0 ${r ?? 1}  0 0 0 0 ${g ?? 1}  0 0 0 0 ${b ?? 1}  14 0 0 0 -10.6`,
  });
  return `<rect width="400" height="600" fill="url(#${id})" opacity="0.5" style="mix-blend-mode:lighten"/>`;
}

/**
 * The wood's grain, as the plank printed it: long wavering lines close together where the
 * block's surface took less ink, bending round the knots together (one slow field moves them
 * all, so they stay nearly parallel). Paths, not a filter: a displaced turbulence cost three
 * times the card's render.
 */
function grainLines(seed: number): string {
  const rng = createRng(`grain#${String(seed)}`);
  const waves = [0, 1, 2].map(() => ({
    a: rng.range(3, 9),
    fx: rng.range(0.006, 0.018),
    fy: rng.range(0.004, 0.012),
    ph: rng.range(0, 6.28),
  }));
  const bend = (x: number, y: number): number =>
    waves.reduce((s, w) => s + w.a * Math.sin(x * w.fx + y * w.fy + w.ph), 0);
  let d = '';
  for (let y = -10; y < 620; y += rng.range(5, 10)) {
    d += `M-10 ${n(y + bend(-10, y))}`;
    for (let x = 30; x <= 430; x += 40) d += `L${n(x)} ${n(y + bend(x, y))}`;
  }
  return d;
}

/**
 * The ink as it was pressed: the wood's grain (`grainLines`) where the block took less ink, and
 * a mottle where the roller left it thin. Drawn in the paper's colour, lightening, they show in
 * the blocks and vanish on the paper: without them the flat inks read as vector art, "a flat
 * doodle style" to a blind review.
 */
function pressed(w: SvgWriter, seed: number, paper: string, depth = 1): string {
  const lines = `<path d="${grainLines(seed)}" fill="none" stroke="${paper}" stroke-width="1.1" stroke-linejoin="round" opacity="${n(0.3 * depth)}"/>`;
  // The mottle once, in the colour blocks: over the story too it cost a second noise for little.
  if (depth < 1) return `<g style="mix-blend-mode:lighten">${lines}</g>`;
  const [r, g, b] = channels(paper).map((c) => n(c / 255));
  const mottle = noisePattern(w, {
    freq: 0.03,
    octaves: 2,
    seed: seed + 1,
    tile: 200,
    matrix: `0 0 0 0 ${r ?? 1}  0 0 0 0 ${g ?? 1}  0 0 0 0 ${b ?? 1}  5 0 0 0 -2.9`,
  });
  return `<g style="mix-blend-mode:lighten">${lines}<rect width="400" height="600" fill="url(#${mottle})" opacity="0.14"/></g>`;
}

/**
 * Woodcut: a colour print. The setting is printed from colour blocks in the card's own hues
 * (print-inks.ts), cut away to the paper where it is light and gouged where it is not; the story
 * is cut from the black key block, each shape cut clean (paper), hatched or left black; what
 * glows prints in the accent ink.
 */
export function woodcut(scene: Scene): string {
  const w = new SvgWriter('w');
  const p = scene.palette;
  const inks = printInks(p, scene.seed);
  const { paper, accent } = inks;
  const inkC = inks.key;
  const hatches = new Map<number, string>();
  const hatch = (k: number, dense: boolean): string => {
    const bucket = Math.round(k * 10) * (dense ? -1 : 1);
    const known = hatches.get(bucket);
    if (known) return known;
    const id = w.id('ht');
    // Coarse enough to stay lines on a phone's board: hatching finer than two pixels at 160 px
    // shimmers (moiré) at thumbnail sizes (a blind review, tale-270, 193, 024, 289).
    const s = (dense ? 5 : 6.5) / k;
    const lw = (dense ? 2.6 : 2) / k;
    w.def(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(s)}" height="${n(s)}" patternTransform="rotate(${dense ? -50 : 40})"><rect width="${n(s)}" height="${n(s)}" fill="${paper}"/><path d="M0 ${n(s / 2)}H${n(s)}" stroke="${inkC}" stroke-width="${n(lw)}"/></pattern>`,
    );
    hatches.set(bucket, id);
    return id;
  };
  // A big light-grey area (a pale sky, a wall, a field) is cut away to the paper but for a few
  // long ridges of the block, not hatched: hatching across most of the card shimmered at
  // thumbnail size and buried the figures in texture (a blind review: "the top 60 % is hatching");
  // the figures, grey or black, stand off it.
  const tintCuts = new Map<string, string>();
  const cuts = (k: number, ridge: string): string => {
    const bucket = `${String(Math.round(k * 10))}${ridge}`;
    const known = tintCuts.get(bucket);
    if (known) return known;
    const id = w.id('tc');
    const s = 22 / k;
    w.def(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(s * 4)}" height="${n(s * 2)}" patternTransform="rotate(-6)"><rect x="-1" y="-1" width="${n(s * 4 + 2)}" height="${n(s * 2 + 2)}" fill="${paper}" shape-rendering="crispEdges"/><path d="M${n(s * 0.3)} ${n(s / 2)}H${n(s * 2.6)}M${n(s * 2.3)} ${n(s * 1.5)}H${n(s * 3.9)}M0 ${n(s * 1.5)}H${n(s * 0.6)}" stroke="${ridge}" stroke-width="${n(1.8 / k)}" stroke-linecap="round"/></pattern>`,
    );
    tintCuts.set(bucket, id);
    return id;
  };
  const isAccent = (s: Shape): boolean =>
    s.tag === 'glow' || (typeof s.fill === 'string' && distance(s.fill, p.accent) < 0.12);
  const style = (s: Shape, k: number): string | null => {
    // Veils and tints have no place in a two-ink print.
    if (s.opacity !== undefined && s.opacity < 0.35) return null;
    if (s.fill === undefined) {
      if (!s.stroke) return null;
      const c = isAccent(s) ? accent : lum(s.stroke.color) > 0.6 ? paper : inkC;
      return ` fill="none" stroke="${c}" stroke-width="${n(Math.max(s.stroke.width, 0.9 / k))}" stroke-linecap="round" stroke-linejoin="round"`;
    }
    if (s.tag === 'face') return ` fill="${lum(s.fill) > 0.5 ? paper : inkC}"`;
    if (s.tag === 'cheek') return null;
    const line = (c: string, wgt: number): string =>
      ` stroke="${c}" stroke-width="${n((wgt * (s.ink ?? 1)) / k)}" stroke-linejoin="round"`;
    if (isAccent(s))
      return ` fill="${s.tag === 'glow' ? mix(accent, paper, 0.25) : accent}"${line(inkC, 1.2)}`;
    if (s.tag !== undefined && open.has(s.tag)) {
      // The big areas: printed from the colour block of their hue, cut away where light.
      const l = lum(s.fill);
      // Water prints from the sky's block again, half as deep: one flat block for sea and sky
      // merged them into one empty field (and left shore cards under the contrast gate).
      const block =
        s.tag === 'floor'
          ? inks.earth
          : s.tag === 'water'
            ? mix(inks.block, inks.deep, 0.45)
            : inks.block;
      return l > 0.8
        ? ` fill="${paper}"`
        : l > 0.6
          ? ` fill="url(#${cuts(k, block)})"`
          : ` fill="${l > 0.3 ? block : inks.deep}"`;
    }
    // Skin and the palest things are cut clean; clothes and things hatched unless nearly white, so
    // a figure does not dissolve into the paper.
    const l = s.tag === 'skin' ? 0.9 : lum(s.fill);
    const clean = s.tag === 'skin' ? 0.5 : 0.74;
    if (l > clean) return ` fill="${paper}"${(s.ink ?? 1) > 0 ? line(inkC, 1.3) : ''}`;
    if (l > 0.34)
      return ` fill="url(#${hatch(k, l < 0.5)})"${(s.ink ?? 1) > 0 ? line(inkC, 1.3) : ''}`;
    return ` fill="${inkC}"${(s.ink ?? 1) > 0 ? `${line(paper, 2)} paint-order="stroke"` : ''}`;
  };
  // The setting's mid-tone things (fields, hills, shelves) are printed like its big areas: cut
  // away but for a few ridges, not hatched across most of the card.
  const ground = (s: Shape, k: number): string | null => {
    if (s.fill === undefined || s.tag === 'face' || s.tag === 'skin' || isAccent(s))
      return style(s, k);
    if (s.opacity !== undefined && s.opacity < 0.35) return null;
    const l = lum(s.fill);
    if (s.tag !== undefined && open.has(s.tag)) return style(s, k);
    if (l > 0.74) return style(s, k);
    // Fields, hills and furniture print from the earth block (its deep tone where dark), so the
    // black key block is the story's alone.
    const fill = l <= 0.34 ? inks.deep : l <= 0.55 ? inks.earth : `url(#${cuts(k, inks.earth)})`;
    return ` fill="${fill}"${(s.ink ?? 1) > 0 ? ` stroke="${inkC}" stroke-width="${n((1.1 * (s.ink ?? 1)) / k)}" stroke-linejoin="round"` : ''}`;
  };
  const wn = noisePattern(w, {
    freq: 0.05,
    octaves: 2,
    seed: (scene.seed % 97) + 1,
    tile: 200,
    matrix: '1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1',
  });
  const wm = w.id('wm');
  w.def(`<rect id="${wm}" width="400" height="600" fill="url(#${wn})"/>`);
  const wob = w.id('wb');
  w.def(
    `<filter id="${wob}" ${CARD_REGION}><feImage href="#${wm}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="2.4" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
  // Gouges show only where the block is black: drawn under the picture, through a mask of its dark.
  const rng = createRng(`woodcut#${String(scene.seed)}`);
  const all = [...scene.back, ...scene.world];
  const front = [...scene.subject, ...scene.front];
  // The story is cut as solid masses, not outlined parts: first its whole silhouette as a black
  // line with a white cut around it (so it stands out of a black block and off the paper alike),
  // then each shape's fill with no line of its own, so limbs and bodies merge into one carved
  // shape; clothes are mostly left black, with a few gouge highlights cut in them.
  const halo =
    (color: string, width: number) =>
    (s: Shape, k: number): string | null => {
      // Rain is not carved round: each drop cut with a contour read as an exclamation mark.
      if (s.tag === 'face' || s.tag === 'cheek' || s.tag === 'water') return null;
      if (s.opacity !== undefined && s.opacity < 0.35) return null;
      const wgt = s.ink ?? 1;
      if (s.fill === undefined)
        return s.stroke
          ? ` fill="none" stroke="${color}" stroke-width="${n(s.stroke.width + (width * Math.max(wgt, 0.5)) / k)}" stroke-linecap="round" stroke-linejoin="round"`
          : null;
      return ` fill="${color}" stroke="${color}" stroke-width="${n((width * Math.max(wgt, 0.5)) / k)}" stroke-linejoin="round"`;
    };
  // On the black block a figure carved black is one more dark patch on a phone's board: there its
  // mid-tone clothes are printed from a tint block, a light grey mass that stands off the black
  // (a mid grey read as dim line-art to a blind review) and still off a pale thing behind it
  // (cut clean or hatched, which prints as paper at phone size, a figure before a giant teacup
  // vanished into it); only the darkest stay black. Judged right behind the story (a figure
  // before a giant pale hourglass stays black).
  const around = meanLuminance(all, scene.subjectBox);
  const onBlack = around !== null && around < 0.6;
  const cutHatched = onBlack ? 0.3 : 0.6;
  const tint = inks.cloth;
  const gouged = new Map<number, string>();
  const gouge = (k: number): string => {
    const bucket = Math.round(k * 10);
    const known = gouged.get(bucket);
    if (known) return known;
    const id = w.id('gg');
    // Sparse: a few highlights in a black mass; denser, the figure turned to grey noise on a
    // phone's board (a blind review could not read patterned black-on-black figures).
    const t = 28 / k;
    w.def(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(t)}" height="${n(t)}" patternTransform="rotate(-28)"><rect width="${n(t)}" height="${n(t)}" fill="${inkC}"/><path d="M${n(t * 0.15)} ${n(t * 0.3)}h${n(t * 0.42)}M${n(t * 0.6)} ${n(t * 0.8)}h${n(t * 0.3)}" stroke="${paper}" stroke-width="${n(1 / k)}" stroke-linecap="round"/></pattern>`,
    );
    gouged.set(bucket, id);
    return id;
  };
  const mass = (s: Shape, k: number): string | null => {
    if (s.fill !== undefined && s.tag !== 'face' && s.tag !== 'skin' && !isAccent(s)) {
      if (s.opacity !== undefined && s.opacity < 0.35) return null;
      if (s.tag === 'cheek') return null;
      // Cut clean only what is nearly white; the rest is the black block with a few gouges.
      // Hair is never cut clean: white hair on a clean-cut face left an old man an egg.
      const l = lum(s.fill);
      if (s.tag === 'hair' && l > 0.6) return ` fill="url(#${hatch(k, true)})"`;
      if (l > 0.82) return ` fill="${paper}"`;
      if (l > cutHatched) return ` fill="${onBlack ? tint : `url(#${hatch(k, false)})`}"`;
      return ` fill="url(#${gouge(k)})"`;
    }
    const a = style(s, k);
    if (a === null || s.tag === 'face' || s.fill === undefined) return a;
    // Drop the shape's own line: the mass is bounded by the silhouette only.
    return a.replace(
      / stroke="[^"]*" stroke-width="[^"]*"( stroke-linejoin="round")?( paint-order="stroke")?/,
      '',
    );
  };
  const body =
    `<g filter="url(#${wob})">` +
    w.nodes(all, ground) +
    pressed(w, (scene.seed % 83) + 11, paper) +
    `<g opacity="0.9" style="mix-blend-mode:lighten">${gouges(rng, mix(paper, inkC, 0.12))}</g>` +
    w.nodes(front, halo(paper, 6.5)) +
    w.nodes(front, halo(inkC, 3.4)) +
    w.nodes(front, mass) +
    w.nodes(front, (s, k) => (s.tag === 'face' ? style(s, k) : null)) +
    `</g>` +
    skips(w, (scene.seed % 89) + 7, paper) +
    grain(w, (scene.seed % 991) + 3, 0.05, 0.5, 140);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${paper}"/>${body}</svg>`;
}
