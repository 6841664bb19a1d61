/**
 * The book that reads back: in the library a reader holds a big open book up before them, and
 * on its two pages, where the lines of print should be, two great eyes have opened and look up
 * at the reader's face. Who is reading whom? The story that knows you, the page you cannot put
 * down, being watched; or the abyss that gazes back.
 */
import { ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, nearFacing, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const irises = ['#3a7ab8', '#4a9a5a', '#a8702a', '#7a4aa8'] as const;

/** An almond eye at `c`, `w` wide, its pupil turned towards `look` (world points). */
function pageEye(c: Point, w: number, look: Point, iris: Color, ink: Color): Node[] {
  const h = w * 0.52;
  const almond = `M${n(c[0] - w / 2)} ${n(c[1])}Q${n(c[0])} ${n(c[1] - h * 1.1)} ${n(c[0] + w / 2)} ${n(c[1])}Q${n(c[0])} ${n(c[1] + h * 1.1)} ${n(c[0] - w / 2)} ${n(c[1])}Z`;
  const dx = look[0] - c[0];
  const dy = look[1] - c[1];
  const d = Math.hypot(dx, dy) || 1;
  const ir = h * 0.42;
  const at: Point = [c[0] + (dx / d) * w * 0.16, c[1] + (dy / d) * h * 0.16];
  return [
    fill(almond, '#ffffff', 'face', 0),
    fill(ellipse(at[0], at[1], ir, ir), iris, 'face', 0),
    fill(ellipse(at[0], at[1], ir * 0.48, ir * 0.48), '#141018', 'face', 0),
    fill(ellipse(at[0] - ir * 0.35, at[1] - ir * 0.35, ir * 0.2, ir * 0.2), '#ffffff', 'face', 0),
    stroke(almond, ink, w * 0.05, 'detail', 0),
    // Lashes along the upper lid.
    stroke(
      [-0.3, 0, 0.3]
        .map((t) => {
          const x = c[0] + t * w;
          const y = c[1] - h * 0.55 * (1 - Math.abs(t) * 1.1);
          return `M${n(x)} ${n(y)}l${n(t * w * 0.12)} ${n(-h * 0.3)}`;
        })
        .join(''),
      ink,
      w * 0.04,
      'detail',
      0,
    ),
  ];
}

/**
 * Facing +x: the reader standing, the big book held open in both hands before the chest, tilted
 * up to the face; the eyes on its pages turned up to the reader's.
 */
export const bookEyes: Action = {
  id: 'book-eyes',
  objects: ['book'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'cat', 'rabbit'],
  feelings: ['fear', 'wonder'],
  settings: ['library'],
  // Near only: from above the eyes on the pages were specks at 160 px.
  framings: ['near'],
  fixedFramings: true,
  // A book that looks back is the dream; a twist beside it would crowd the shelves.
  untwisted: true,
  // The eyes and the reader's face are the story.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['lamp', 'window', 'candle'],
  family: () => 'book-eyes',
  concepts: [
    'reading',
    'eyes',
    'being watched',
    'who reads whom',
    'a book that knows you',
    'the abyss gazes back',
    'curiosity',
    'library',
    'a page-turner',
  ],
  say: sayFrom(
    {
      book: {
        en: 'reads a big book whose pages look back with two open eyes',
        ja: '大きな本を読んでいると、ページの上でふたつの目が開き、こちらを見つめ返してくる',
        ru: 'читает большую книгу, а со страниц на него смотрят два открытых глаза',
        pt: 'lê um livro grande cujas páginas olham de volta com dois olhos abertos',
        fi: 'lukee isoa kirjaa, jonka sivuilta kaksi avointa silmää katsoo takaisin',
      },
    },
    'book',
  ),
  stage(ctx) {
    const { rng, p, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, rng.chance(0.5) ? 1 : -1);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, facing: 1 as const, scale: s };
    const bs = 0.85 * k;
    // The book held before the chest, out at arm's length, its pages' middle near chin height.
    const bookAt: Point = [21 * k, (m.shoulder + 10) * s];
    const base = {
      legs: 'stand' as const,
      lean: -4,
      turn: 0.6,
      headTilt: 10,
      gaze: [0.8, 0.45] as Point,
    };
    const fig = posed(ctx, {
      ...base,
      front: { reach: toActor(where, [bookAt[0] + 15 * bs, bookAt[1] + 6 * bs]), hand: 'mitt' },
      back: { reach: toActor(where, [bookAt[0] - 15 * bs, bookAt[1] + 6 * bs]), hand: 'mitt' },
    });
    const actor: Actor = { fig, ...where };
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const colors = {
      main: mix(p.accent, '#5a2a3a', 0.35),
      ink: ctx.ink,
      light: p.light,
      metal: '#555',
    };
    // Held between the body and the hands, in the figure's own units.
    const ob = toActor(where, bookAt);
    const obs = bs / s;
    const book = placed(P.openBook(colors, false), ob, obs);
    const iris = rng.pick(irises);
    const eyes = [-9.5, 9.5].flatMap((dx) =>
      pageEye(
        [ob[0] + dx * obs, ob[1] - 8 * obs],
        12.5 * obs,
        fig.skeleton.headCentre,
        iris,
        darker(ctx.ink, 0.1),
      ),
    );
    const hr = m.headR * s;
    // Long ears and hats stand high over the head: the near shot keeps them in.
    const tall = ctx.who.species === 'rabbit' || ctx.who.look.hat !== 'none';
    const box: [number, number, number, number] = [
      -22 * k,
      head[1] - hr * (tall ? 2.8 : 1.6),
      bookAt[0] + 24 * bs,
      4,
    ];
    const closeBox: [number, number, number, number] = [
      -hr * 1.9,
      head[1] - hr * (tall ? 2.8 : 1.6),
      bookAt[0] + 30 * bs,
      bookAt[1] + 8 * bs,
    ];
    const focus: Point = [(head[0] + bookAt[0]) / 2, (head[1] + bookAt[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([actorNodes({ ...actor, held: [book, ...eyes] })], facing),
      contacts: [[0, 24 * k]],
      closeBox: facingBox(closeBox, facing),
    });
  },
};
