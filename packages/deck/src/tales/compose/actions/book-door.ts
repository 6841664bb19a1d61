/**
 * A book that is a door: up a library ladder, one hand on a rung, the character has opened a book
 * on a high shelf as one opens a little door, its cover swung out on its spine, and inside is not
 * a page but a lit room, warm light pouring out over the face that leans in to look. A secret
 * way, the world inside a book, the one book that is not like the others.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as T from '../../kit/things.ts';
import type { Rng } from '../../../random.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, nearFacing, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const spines = ['#8a2a2a', '#2a4a7a', '#3a6a3a', '#7a5a2a', '#5a3a6a', '#9a6a3a', '#2a5a5a'];
const warm = '#ffd27a';

/**
 * A bookcase from x0 to x1, floor to `top`, its shelves `gap` apart, full of books; the book at
 * `door` (its bottom-left corner on a shelf, w by h) is left out for the door to be drawn.
 */
function bookcase(
  x0: number,
  x1: number,
  top: number,
  gap: number,
  k: number,
  p: Palette,
  rng: Rng,
  door: readonly [number, number, number, number],
): Node[] {
  const wood = mix('#6a4428', p.wood, 0.4);
  const back = darker(wood, 0.45);
  const nodes: Node[] = [
    fill(rect(x0 - 3 * k, top - 4 * k, x1 - x0 + 6 * k, -top + 4 * k), wood, 'wood'),
    fill(rect(x0, top, x1 - x0, -top), back, 'wood'),
  ];
  const books: Record<string, string[]> = {};
  for (let y = -4 * k; y - gap * 0.5 > top; y -= gap) {
    let x = x0 + 1 * k;
    while (x < x1 - 4 * k) {
      const w = rng.range(4, 7.5) * k;
      const h = rng.range(0.62, 0.86) * gap;
      const [dx, dy, dw] = door;
      if (Math.abs(y - dy) < 1 && x + w > dx - 1 * k && x < dx + dw + 1 * k) {
        x = dx + dw + 1.2 * k;
        continue;
      }
      if (x + w > x1) break;
      const c = spines[rng.int(0, spines.length - 1)] ?? '#8a2a2a';
      const col = mix(c, p.light, 0.12);
      (books[col] ??= []).push(rect(x, y - h, w - 0.6 * k, h));
      x += w;
    }
    // The shelf board under this row.
    nodes.push(fill(rect(x0, y, x1 - x0, 4 * k), lighter(wood, 0.08), 'wood'));
  }
  for (const [col, ds] of Object.entries(books)) {
    nodes.splice(2, 0, fill(ds.join(''), col, 'paper'));
  }
  // The library dim after hours, so the one lit book shines.
  nodes.push({
    ...fill(rect(x0 - 3 * k, top - 4 * k, x1 - x0 + 6 * k, -top + 4 * k), '#1a1426', 'shadow', 0),
    opacity: 0.32,
  });
  return nodes;
}

/**
 * The book that is a door, its foot at (x, y) on a shelf, w by h: the lit room inside (a warm
 * glow, a tiny window with a curtain, a chair's back), and its cover swung open towards -x on its
 * hinge, the spine's gilt bands on the leaf; the light falling out in a wedge towards -x.
 */
function doorBook(x: number, y: number, w: number, h: number, k: number, color: string): Node[] {
  const leafW = w * 1.3;
  const glow = mix(warm, '#ffffff', 0.25);
  return [
    // The light spilling out, wider as it goes.
    {
      ...fill(
        `M${n(x)} ${n(y - h)}L${n(x - 46 * k)} ${n(y - h - 10 * k)}L${n(x - 46 * k)} ${n(y + 26 * k)}L${n(x)} ${n(y)}Z`,
        mix(warm, '#ffffff', 0.4),
        'glow',
        0,
      ),
      opacity: 0.4,
    },
    fill(rect(x, y - h, w, h), glow, 'glow', 0),
    // A tiny window with a curtain at the back of the room, a lamp's glow, the floorboards.
    fill(rect(x + w * 0.3, y - h * 0.78, w * 0.45, h * 0.3), '#3a4a7a', 'glass', 0),
    fill(rect(x + w * 0.3, y - h * 0.78, w * 0.16, h * 0.34), '#c8503a', 'cloth', 0),
    fill(rect(x, y - h * 0.18, w, h * 0.18), mix('#a0703a', warm, 0.3), 'floor', 0),
    // A tiny armchair by the window, a lamp glowing on its stand.
    fill(
      `M${n(x + w * 0.52)} ${n(y - h * 0.18)}V${n(y - h * 0.42)}Q${n(x + w * 0.52)} ${n(y - h * 0.5)} ${n(x + w * 0.62)} ${n(y - h * 0.5)}H${n(x + w * 0.8)}Q${n(x + w * 0.9)} ${n(y - h * 0.5)} ${n(x + w * 0.9)} ${n(y - h * 0.42)}V${n(y - h * 0.18)}Z`,
      '#8a3a3a',
      'cloth',
      0,
    ),
    stroke(
      `M${n(x + w * 0.2)} ${n(y - h * 0.18)}V${n(y - h * 0.5)}`,
      '#5a4030',
      0.6 * k,
      'detail',
      0,
    ),
    fill(
      `M${n(x + w * 0.12)} ${n(y - h * 0.5)}L${n(x + w * 0.16)} ${n(y - h * 0.58)}H${n(x + w * 0.24)}L${n(x + w * 0.28)} ${n(y - h * 0.5)}Z`,
      '#ffb347',
      'glow',
      0,
    ),
    // The cover swung open on its hinge at the book's left edge, seen edge-on in perspective.
    fill(
      `M${n(x)} ${n(y - h)}L${n(x - leafW)} ${n(y - h - 5 * k)}L${n(x - leafW)} ${n(y + 3 * k)}L${n(x)} ${n(y)}Z`,
      color,
      'paper',
    ),
    stroke(
      `M${n(x - leafW * 0.2)} ${n(y - h * 0.82)}L${n(x - leafW * 0.8)} ${n(y - h * 0.86 - 3 * k)}M${n(x - leafW * 0.2)} ${n(y - h * 0.2)}L${n(x - leafW * 0.8)} ${n(y - h * 0.18 + 2 * k)}`,
      '#d8a838',
      1 * k,
      'detail',
      0,
    ),
    // A little round knob.
    fill(
      `M${n(x - leafW * 0.85)} ${n(y - h * 0.5)}m-${n(1.2 * k)} 0a${n(1.2 * k)} ${n(1.2 * k)} 0 1 0 ${n(2.4 * k)} 0a${n(1.2 * k)} ${n(1.2 * k)} 0 1 0 -${n(2.4 * k)} 0`,
      '#d8a838',
      'metal',
      0,
    ),
  ];
}

/**
 * Facing +x: a ladder against the bookcase, the character on its fourth rung, the back hand on a
 * rung above, leaning towards the shelf at +x where the front hand holds the open cover, the face
 * in the light pouring out of it.
 */
export const bookDoor: Action = {
  id: 'book-door',
  objects: ['book'],
  who: ['woman', 'man', 'old-woman', 'old-man', 'fox', 'bear'],
  feelings: ['wonder', 'calm', 'surprise', 'fear'],
  settings: ['library'],
  ownPlace: true,
  framings: ['near', 'high'],
  fixedFramings: true,
  // A door in a book on a shelf is the dream; a twist beside it would crowd the shelves.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['lamp'],
  family: () => 'book-door',
  concepts: [
    'a book that is a door',
    'a secret room',
    'a library ladder',
    'light',
    'another world',
    'curiosity',
    'a hidden way',
    'bookshelves',
    'a lit room',
    'discovery',
  ],
  say: sayFrom(
    {
      book: {
        en: 'opens a book on a high library shelf like a little door, and warm light pours out of a room inside',
        ja: '図書館の高い棚で本を小さな扉のように開けると、中の部屋から暖かい光があふれ出す',
        ru: 'открывает книгу на верхней полке библиотеки, как маленькую дверцу, и из комнаты внутри льётся тёплый свет',
        pt: 'abre um livro numa prateleira alta da biblioteca como uma portinha, e uma luz quente sai de um quarto lá dentro',
        fi: 'avaa kirjaston ylähyllyllä kirjan kuin pienen oven, ja sisällä olevasta huoneesta tulvii lämmintä valoa',
      },
    },
    'book',
  ),
  stage(ctx) {
    const { rng, p, m, s, facing: side } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const k = (m.height * s) / 100;
    const g = Math.max(k, 0.9 * s);
    // The ladder: 170 tall (a grown-up's units), rungs 12 apart; the climber on its fourth.
    const ladH = 170 * g;
    const steps = Math.max(3, Math.round(170 / 12));
    const footY = -(ladH * 4) / steps;
    const lx = -4 * g;
    const where = { x: lx + 2 * g, y: footY, facing: 1 as const, scale: s };
    // The door book at the climber's eye height, out in front.
    const eye = footY - m.height * s * 0.86;
    const gap = 38 * g;
    // The shelf nearest under the eyes (shelves every gap from the floor).
    const row = Math.max(2, Math.round((-4 * g - eye - gap * 0.39) / gap));
    const shelfY = -4 * g - row * gap;
    const bw = 15 * g;
    const bh = gap * 0.88;
    const bx = lx + 46 * g;
    const grip: Point = [bx - bw * 1.3 + 1 * g, shelfY - bh * 0.5];
    const rung: Point = [lx + 4 * g, footY - 56 * g];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { reach: toActor(where, rung), hand: 'fist' },
      turn: 0.8,
      headTilt: 4,
      gaze: [1, 0.1],
    });
    const actor: Actor = { fig, ...where };
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const lad = T.ladder(mix('#a0703a', p.wood, 0.3), 170, 0, 18);
    // Near, the bookcase fills the card (the setting's part, not boxed): the shot is framed on the
    // face and the lit book, not on the top of the case.
    const near = ctx.framing === 'near';
    const caseTop = near ? -420 * g : Math.min(-230 * g, hc[1] - 60 * g);
    const door: [number, number, number, number] = [bx, shelfY, bw, bh];
    const shelves = bookcase(
      near ? -200 * g : -60 * g,
      near ? 240 * g : 96 * g,
      caseTop,
      gap,
      g,
      p,
      rng.fork('books'),
      door,
    );
    const cover = mix(rng.pick(spines), p.light, 0.1);
    const book = doorBook(bx, shelfY, bw, bh, g, cover);
    const box: [number, number, number, number] = near
      ? [-64 * g, hc[1] - 38 * g, 100 * g, 4 * g]
      : [-64 * g, caseTop - 6 * g, 100 * g, 4 * g];
    const closeBox: [number, number, number, number] = [
      hc[0] - 30 * g,
      hc[1] - 36 * g,
      bx + 30 * g,
      shelfY + 26 * g,
    ];
    const faults: string[] = [];
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    if (Math.hypot(hand[0] - grip[0], hand[1] - grip[1]) > 8 * g)
      faults.push('the cover out of reach');
    const focus: Point = [(hc[0] + bx) / 2, (hc[1] + shelfY) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(near ? book : [...shelves, ...book], facing),
      ...(near ? { wall: mirror(shelves, facing), wallCovers: true } : {}),
      actors: mirror([placed(lad, [lx, 0], g), actorNodes(actor)], facing),
      closeBox: facingBox(closeBox, facing),
      contacts: [[mx([lx, 0], facing)[0], 22 * g]],
      glows: [{ at: mx([bx + bw / 2, shelfY - bh / 2], facing), r: 40 * g, color: warm }],
      faults,
    });
  },
};
