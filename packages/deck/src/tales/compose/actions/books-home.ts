/**
 * Books come home to roost: at dusk the library's tall window stands open, and through it the
 * books fly back in from the evening sky like birds to their nest, covers beating as wings, pages
 * fluttering, one after another in a long line over the head of the one who holds the casement
 * open for them and looks up to count them in. Stories that were out in the world all day, home.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A book in flight at (x, y), `u` its size, heading along `dir` degrees (0: towards +x, positive
 * clockwise): the spine as the body, the two covers raised (or lowered) as wings with the white
 * pages fanned between them.
 */
function flyingBook(
  at: Point,
  u: number,
  dir: number,
  up: boolean,
  cover: string,
  ink: string,
): Node {
  const lift = up ? -1 : 0.55;
  const wingL: Point[] = [
    [-4 * u, 0],
    [4 * u, 0],
    [6 * u, lift * 9 * u],
    [-2 * u, lift * 9 * u],
  ];
  const wingR: Point[] = [
    [-4 * u, 0.6 * u],
    [4 * u, 0.6 * u],
    [1 * u, -lift * 6 * u + 0.6 * u],
    [-7 * u, -lift * 6 * u + 0.6 * u],
  ];
  const page = '#f6f0e0';
  const pagesL: Point[] = [
    [-3 * u, 0],
    [3.2 * u, 0],
    [4.2 * u, lift * 6.4 * u],
    [-1.6 * u, lift * 6.4 * u],
  ];
  const pagesR: Point[] = [
    [-3.4 * u, 0.5 * u],
    [3.6 * u, 0.5 * u],
    [0.6 * u, -lift * 5 * u + 0.5 * u],
    [-6.2 * u, -lift * 5 * u + 0.5 * u],
  ];
  return group(
    [
      fill(poly(wingR), darker(cover, 0.18), 'paper'),
      fill(poly(pagesR), darker(page, 0.08), 'paper', 0),
      stroke(
        `M${n(-2.4 * u)} ${n(lift * 2.6 * u)}L${n(3 * u)} ${n(lift * 2.6 * u)}M${n(-2 * u)} ${n(lift * 4.6 * u)}L${n(3.6 * u)} ${n(lift * 4.6 * u)}`,
        darker(page, 0.3),
        0.35 * u,
        'detail',
        0,
      ),
      fill(poly(wingL), cover, 'paper', 0),
      fill(poly(pagesL), page, 'paper', 0),
      stroke(`M${n(-4 * u)} 0L${n(4 * u)} 0`, darker(cover, 0.4), 0.9 * u, 'paper', 0),
      fill(circle(4.2 * u, 0, 0.5 * u), ink, 'detail', 0),
    ],
    `translate(${n(at[0])} ${n(at[1])}) rotate(${n(dir)})`,
  );
}

/** The tall window with the dusk in it: the sky going from gold to violet, the sun half down. */
function duskWindow(p: Palette, x0: number, x1: number, y0: number, y1: number, k: number): Node[] {
  const frame = mix('#5a3a26', p.wood, 0.35);
  const w = x1 - x0;
  const h = y1 - y0;
  const bands = ['#5a4a8a', '#8a5a8e', '#d9788a', '#f2a35e', '#f6c46a'];
  const sky: Node[] = bands.map((c, i) =>
    fill(rect(x0, y0 + (h * i) / bands.length, w, h / bands.length + 0.5 * k), c, 'sky', 0),
  );
  return [
    fill(rect(x0 - 4 * k, y0 - 4 * k, w + 8 * k, h + 8 * k, 1 * k), frame, 'wood'),
    ...sky,
    fill(
      `M${n(x0 + w * 0.43)} ${n(y1)}A${n(w * 0.22)} ${n(w * 0.22)} 0 0 1 ${n(x0 + w * 0.87)} ${n(y1)}Z`,
      '#fde7a0',
      'glow',
      0,
    ),
    // Roofs of the town far below, dark against the sun.
    fill(
      poly([
        [x0, y1],
        [x0, y1 - h * 0.08],
        [x0 + w * 0.2, y1 - h * 0.14],
        [x0 + w * 0.32, y1 - h * 0.08],
        [x0 + w * 0.55, y1 - h * 0.1],
        [x0 + w * 0.62, y1 - h * 0.17],
        [x0 + w * 0.7, y1 - h * 0.1],
        [x1, y1 - h * 0.12],
        [x1, y1],
      ]),
      mix('#3a2a4a', p.ink, 0.2),
      'detail',
      0,
    ),
    // The closed half's glazing bars: the open half, nearer the jamb, is clear sky.
    stroke(
      `M${n(x0 + w / 2)} ${n(y0)}V${n(y1)}M${n(x0 + w / 2)} ${n(y0 + h / 3)}H${n(x1)}M${n(x0 + w / 2)} ${n(y0 + (2 * h) / 3)}H${n(x1)}`,
      frame,
      2.6 * k,
      'wood',
    ),
    // The sill.
    fill(rect(x0 - 7 * k, y1, w + 14 * k, 4 * k, 1 * k), lighter(frame, 0.15), 'wood'),
  ];
}

/** The books flying in a line from the sky through the window, over the head and away. */
function flock(
  rng: Rng,
  p: Palette,
  from: Point,
  via: Point,
  to: Point,
  count: number,
  k: number,
): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = (1 - t) * (1 - t) * from[0] + 2 * (1 - t) * t * via[0] + t * t * to[0];
    const y =
      (1 - t) * (1 - t) * from[1] + 2 * (1 - t) * t * via[1] + t * t * to[1] + rng.range(-5, 5) * k;
    const dx = 2 * (1 - t) * (via[0] - from[0]) + 2 * t * (to[0] - via[0]);
    const dy = 2 * (1 - t) * (via[1] - from[1]) + 2 * t * (to[1] - via[1]);
    const dir = (Math.atan2(dy, dx) * 180) / Math.PI + 180;
    // Nearer the viewer as they come in: the far ones in the sky small, the near ones big.
    const u = (0.55 + 0.55 * t) * k * (1 + rng.range(-0.08, 0.08));
    const cover = mix(rng.pick(p.cloth), '#7a2e2e', 0.25);
    out.push(flyingBook([x, y], u, dir, i % 2 === 0, cover, p.ink));
  }
  return out;
}

/**
 * Standing to the window's side, facing it, the front arm out to the free edge of the casement
 * swung open into the room, the face turned up to the books flying in over the head.
 */
export const booksHome: Action = {
  id: 'books-home',
  objects: ['book'],
  who: ['old-woman', 'old-man', 'woman', 'man', 'girl', 'boy', 'owl', 'bear'],
  feelings: ['wonder', 'joy', 'calm', 'longing'],
  settings: ['library'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['window'],
  family: () => 'books-home',
  concepts: [
    'homecoming',
    'dusk',
    'books',
    'a flock of birds',
    'migration',
    'stories',
    'a library',
    'evening',
    'return',
    'freedom',
    'home to roost',
  ],
  say: sayFrom(
    {
      book: {
        en: 'holds the window open at dusk as the books fly home like birds',
        ja: '夕暮れに窓を開けて、鳥のように帰ってくる本たちを迎え入れている',
        ru: 'в сумерках держит окно открытым, и книги, как птицы, слетаются домой',
        pt: 'ao entardecer, segura a janela aberta enquanto os livros voltam para casa como pássaros',
        fi: 'pitää ikkunaa auki illan hämärässä, kun kirjat lentävät kotiin kuin linnut',
      },
    },
    'book',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const K = H / 100;
    // The window drawn to the holder's measure: a child's or an owl's window is a smaller one.
    const k = K;
    const wx0 = 18 * k;
    const wx1 = 70 * k;
    const wy0 = -150 * k;
    const wy1 = -48 * k;
    // The casement, hinged on the window's near jamb and swung into the room towards the viewer.
    const free: Point = [wx0 - 14 * k, -92 * k];
    const glass = fill(
      poly([
        [wx0, wy0 + 2 * k],
        [free[0], wy0 + 10 * k],
        [free[0], wy1 + 8 * k],
        [wx0, wy1 - 1 * k],
      ]),
      mix('#cfe0ea', p.light, 0.3),
      'glass',
      0,
    );
    const casement: Node = { ...glass, opacity: 0.45 };
    const frame = mix('#5a3a26', p.wood, 0.35);
    const casementFrame = stroke(
      `M${n(wx0)} ${n(wy0 + 2 * k)}L${n(free[0])} ${n(wy0 + 10 * k)}L${n(free[0])} ${n(wy1 + 8 * k)}L${n(wx0)} ${n(wy1 - 1 * k)}ZM${n(wx0)} ${n(wy0 + 36 * k)}L${n(free[0])} ${n(wy0 + 42 * k)}M${n(wx0)} ${n(wy0 + 70 * k)}L${n(free[0])} ${n(wy0 + 75 * k)}`,
      frame,
      2.4 * k,
      'wood',
    );
    const x = free[0] - H * 0.42;
    const where = { x, y: 0, facing: 1 as const, scale: s };
    const reachAt: Point = [free[0], Math.max(free[1], -H * 0.75)];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: toActor(where, reachAt), hand: 'fist' },
      back: { angle: 10, bend: 20, hand: 'open' },
      turn: 0.5,
      headTilt: -20,
      gaze: [0.6, -1],
    });
    const actor: Actor = { fig, ...where };
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    // The flock: from far out in the sky, in through the window, over the head and off to the
    // shelves beyond, the near ones big.
    const from: Point = [wx1 - 12 * k, wy1 - 34 * k];
    const via: Point = [wx0 + 4 * k, wy0 - 16 * k];
    const to: Point = [x - 44 * k, Math.min(hc[1] - 26 * K, wy0 + 40 * k)];
    const books = flock(rng.fork('books'), p, from, via, to, 6, k * 2.3);
    const faults: string[] = [];
    if (Math.hypot(hand[0] - reachAt[0], hand[1] - reachAt[1]) > 8 * K)
      faults.push('hand off the casement');
    const top = wy0 - 10 * k;
    const box: [number, number, number, number] = [x - 52 * k, top, wx1 + 12 * k, 4 * k];
    const focus: Point = [(hc[0] + wx0) / 2, (hc[1] + wy0) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(duskWindow(p, wx0, wx1, wy0, wy1, k), facing),
      actors: mirror([casement, casementFrame, actorNodes(actor), ...books], facing),
      contacts: [[mx([x, 0], facing)[0], 30 * K]],
      glows: [{ at: mx([(wx0 + wx1) / 2, wy1 - 20 * k], facing), r: 90 * k, color: '#f6b66a' }],
      faults,
    });
  },
};
