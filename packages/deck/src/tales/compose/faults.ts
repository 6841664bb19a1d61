/**
 * Checks a staging runs on what it drew, for drawing faults a blind review caught (a crack
 * floating beside the thing it cracks, a teapot sunk into its teacup so the cup's handle reads
 * as the pot's second one). A staging reports what it finds in `Staged.faults`; the curation
 * rejects those cards (`drawingFaults` in card.ts).
 */
import { pathBox, identity, nodeBox } from '../looks/bounds.ts';
import { Resvg } from '@resvg/resvg-js';
import type { Node } from '../ir.ts';
import type { Figure } from '../kit/figure.ts';

type Box = readonly [number, number, number, number];

/** The share of box `a`'s area that box `b` covers, 0 … 1. */
export function coveredShare(a: Box, b: Box): number {
  const w = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));
  const h = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const area = Math.max(1e-6, (a[2] - a[0]) * (a[3] - a[1]));
  return (w * h) / area;
}

/** A node tree as plain SVG markup: every shape solid black (what it covers, not how it looks). */
function silhouetteMarkup(node: Node): string {
  if (node.type === 'group') {
    const t = node.transform === undefined ? '' : ` transform="${node.transform}"`;
    return `<g${t}>${node.children.map(silhouetteMarkup).join('')}</g>`;
  }
  return node.stroke !== undefined && node.fill === undefined
    ? `<path d="${node.d}" fill="none" stroke="#000" stroke-width="${String(node.stroke.width)}"/>`
    : `<path d="${node.d}" fill="#000"/>`;
}

/**
 * Whether a mark (a crack's path) lies on the thing it marks: the thing is drawn alone, as a
 * silhouette, and at least two of the mark's three sample points (its ends and its middle) must
 * fall on it. Boxes are not enough: a tilted umbrella's box holds the air beside its canopy.
 */
export function markOnThing(markD: string, thing: Node): boolean {
  const mark = pathBox(markD);
  const box = nodeBox(thing, identity);
  if (mark === null || box === null) return false;
  const scale = 4;
  const w = Math.max(1, Math.ceil((box[2] - box[0]) * scale));
  const h = Math.max(1, Math.ceil((box[3] - box[1]) * scale));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(h)}" viewBox="${String(box[0])} ${String(box[1])} ${String(w / scale)} ${String(h / scale)}">${silhouetteMarkup(thing)}</svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const on = (x: number, y: number): boolean => {
    const px = Math.floor((x - box[0]) * scale);
    const py = Math.floor((y - box[1]) * scale);
    if (px < 0 || py < 0 || px >= w || py >= h) return false;
    return (pixels[(py * w + px) * 4 + 3] ?? 0) > 128;
  };
  const mx = (mark[0] + mark[2]) / 2;
  const samples: [number, number][] = [
    [mx, mark[1]],
    [mx, (mark[1] + mark[3]) / 2],
    [mx, mark[3]],
  ];
  return samples.filter(([x, y]) => on(x, y)).length >= 2;
}

/** Whether a held thing is drawn sunk into another (a teapot over most of its teacup). */
export function sunkInto(held: Node, into: Node): boolean {
  const a = nodeBox(into, identity);
  const b = nodeBox(held, identity);
  return a !== null && b !== null && coveredShare(a, b) >= 0.4;
}

/**
 * Whether any of these shapes (card coordinates) is cut by the card's sides or top: they are
 * drawn alone as a silhouette at half size and the card's outermost columns and top row are
 * looked at. Boxes are not enough: an ellipse's box counts its arcs' radii, a mirror whole on
 * the card has a box past its side.
 */
export function cutAtEdge(nodes: readonly Node[]): boolean {
  if (nodes.length === 0) return false;
  const w = 200;
  const h = 300;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(h)}" viewBox="0 0 400 600">${nodes.map(silhouetteMarkup).join('')}</svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const solid = (x: number, y: number): boolean => (pixels[(y * w + x) * 4 + 3] ?? 0) > 128;
  for (let y = 0; y < h; y++) if (solid(0, y) || solid(w - 1, y)) return true;
  for (let x = 0; x < w; x++) if (solid(x, 0)) return true;
  return false;
}

/** Where an actor's face is and what it holds, in world units (one staging's ledger). */
interface Footprint {
  /** None for a thing passed between two characters (`noteHeld`). */
  readonly face: Box | null;
  readonly held: readonly Box[];
  /** The idea puts the held thing over the face (a mask held up, an eyeball for a face). */
  readonly overFace: boolean;
}

let ledger: Footprint[] | null = null;

/** Notes an actor drawn while a staging is watched (`heldOverFace`); nothing otherwise. */
export function noteActor(face: Box, held: readonly Box[], overFace: boolean): void {
  ledger?.push({ face, held, overFace });
}

/** Notes a thing held between characters (a gift passed hand to hand), in world units. */
export function noteHeld(held: Box): void {
  ledger?.push({ face: null, held: [held], overFace: false });
}

/**
 * Runs a staging and tells whether a thing one of its characters holds is drawn over a face (its
 * own or another's): a held thing's box covering a third of a face's box. A blind review found
 * props placed at head height by default (a teapot, a rose, an apple, a plate over the whole
 * head, an hourglass over a frog's face); a held thing goes where a person holds it to show it,
 * at the chest, out to the side or raised clear above the head.
 */
export function heldOverFace<T>(stage: () => T): {
  staged: T;
  covered: boolean;
  heads: Box[];
} {
  const outer = ledger;
  ledger = [];
  try {
    const staged = stage();
    const seen = ledger;
    const covered = seen.some((a) =>
      a.held.some((h) =>
        seen.some(
          (b) => b.face !== null && !(a.overFace && a === b) && coveredShare(b.face, h) >= 1 / 3,
        ),
      ),
    );
    return {
      staged,
      covered,
      heads: seen.flatMap((a) => (a.face === null ? [] : [headOf(a.face)])),
    };
  } finally {
    ledger = outer;
  }
}

/** The part of a figure's head its eyes and mouth take, in the figure's own units. */
export function faceBox(f: Pick<Figure, 'skeleton' | 'headR'>): Box {
  const [x, y] = f.skeleton.headCentre;
  const r = f.headR;
  return [x - r * 0.6, y - r * 0.35, x + r * 0.7, y + r * 0.6];
}

/** How much of a figure's face these held things' boxes cover (0 … 1), all in its own units. */
export function faceCover(f: Pick<Figure, 'skeleton' | 'headR'>, held: readonly Node[]): number {
  const face = faceBox(f);
  return Math.max(
    0,
    ...held.map((h) => {
      const b = nodeBox(h, identity);
      return b === null ? 0 : coveredShare(face, b);
    }),
  );
}

/**
 * A head's width round its eyes and mouth (the face box): the ears, a snout or a muzzle and the
 * hair reach past them.
 */
function headOf(face: Box): Box {
  const pad = (face[2] - face[0]) * 0.75;
  return [face[0] - pad, face[1] - pad, face[2] + pad, face[3]];
}

/**
 * Whether a head is cut by the card's side: a near shot may crop the body at the sides, never a
 * head (a blind review read a wolf's snout cut by the edge as a mistake, tale-295). Heads in
 * world units, the camera's offset and scale.
 */
export function headCut(heads: readonly Box[], x: number, s: number): boolean {
  return heads.some((h) => x + h[0] * s < -2 || x + h[2] * s > 402);
}
