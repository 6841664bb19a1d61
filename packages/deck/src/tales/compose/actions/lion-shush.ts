/**
 * Quiet in the library: a picture book lies open on the reading desk and its lion has reared up
 * out of the pages, paws over the edge, mane out, roaring with its mouth wide; the librarian beside
 * the desk holds a finger to the lips and shushes it. The rule of silence against the wildest
 * story on the shelves, and who will win.
 */
import { down, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { moreHead } from '../../kit/animals-more.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The lion's feeling for each of the librarian's: it roars back, cross or gleeful. */
const lionFeels: Record<string, Feeling> = {
  resolve: 'mischief',
  calm: 'resolve',
  fear: 'resolve',
  surprise: 'mischief',
};

/**
 * The librarian stands at the desk's near end, facing it, the front hand's forefinger up at the
 * lips; the book open on the desk, the lion's chest rising from its gutter, both paws over the
 * page's front edge, its head above, turned to the librarian, roaring.
 */
export const lionShush: Action = {
  id: 'lion-shush',
  objects: ['book'],
  who: ['woman', 'man', 'old-woman', 'old-man', 'girl', 'mouse', 'rabbit'],
  feelings: ['resolve', 'calm', 'fear', 'surprise'],
  settings: ['library'],
  framings: ['medium', 'near'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  family: () => 'lion-shush',
  concepts: [
    'silence',
    'a library',
    'a lion',
    'a roar',
    'rules',
    'a picture book',
    'a story come alive',
    'courage',
    'taming',
    'noise',
    'wildness',
  ],
  say: sayFrom(
    {
      book: {
        en: 'shushes a lion that leans roaring out of a picture book',
        ja: '絵本から身を乗り出して吠えるライオンに「しーっ」と言っている',
        ru: 'шикает на льва, который с рёвом высунулся из книжки с картинками',
        pt: 'manda calar um leão que se debruça a rugir de um livro ilustrado',
        fi: 'hyssyttelee leijonaa, joka karjuu kuvakirjasta kurkottaen',
      },
    },
    'book',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // A first figure finds the mouth and the arm's bones; the second raises the near forearm
    // upright to it, the forefinger up at the lips, and holds the far hand out, palm to the lion.
    const base = {
      legs: 'stand' as const,
      lean: -3,
      turn: 0.7,
      headTilt: -4,
      gaze: [1, -0.2] as Point,
    };
    const probe = posed(ctx, {
      ...base,
      front: { angle: 0, bend: 0, hand: 'point' },
      back: { angle: 0, bend: 0 },
    });
    const sk = probe.skeleton;
    const upper = Math.hypot(
      sk.elbows.front[0] - sk.shoulders.front[0],
      sk.elbows.front[1] - sk.shoulders.front[1],
    );
    const fore = Math.hypot(
      sk.hands.front[0] - sk.elbows.front[0],
      sk.hands.front[1] - sk.elbows.front[1],
    );
    const R0 = probe.headR;
    const lipsF: Point = [sk.headCentre[0] + R0 * 0.6, sk.headCentre[1] + R0 * 0.6];
    const want: Point = [lipsF[0] + R0 * 0.1, lipsF[1] + R0 * 0.85];
    let best = { a: 20, b: 150, err: Infinity };
    for (let a = -30; a <= 70; a += 2) {
      for (let b = 90; b <= 178; b += 2) {
        const e = down(a, upper);
        const h = down(a + b, fore);
        const hx = sk.shoulders.front[0] + e[0] + h[0];
        const hy = sk.shoulders.front[1] + e[1] + h[1];
        // Near the lips, with the forearm as upright as it can be.
        const err = Math.hypot(hx - want[0], hy - want[1]) + Math.abs(a + b - 172) * 0.04;
        if (err < best.err) best = { a, b, err };
      }
    }
    const hr = probe.headR * s;
    const fig = posed(ctx, {
      ...base,
      front: { angle: best.a, bend: best.b, hand: 'point' },
      back: { angle: 70, bend: 15, hand: 'open' },
    });
    const actor: Actor = { fig, ...where };
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const lips = actorPoint(actor, lipsF);

    // The reading desk: a dark wooden top on two legs, the book open on it.
    const wood = mix('#7a4e2e', p.wood, 0.4);
    const deskY = -40 * k;
    const x0 = 32 * k;
    const x1 = 102 * k;
    const desk: Node[] = [
      fill(rect(x0 + 4 * k, deskY, 4 * k, -deskY, 0.5 * k), darker(wood, 0.2), 'wood'),
      fill(rect(x1 - 8 * k, deskY, 4 * k, -deskY, 0.5 * k), darker(wood, 0.2), 'wood'),
      fill(rect(x0, deskY - 1 * k, x1 - x0, 5 * k, 1 * k), wood, 'wood'),
      fill(
        rect(x0 + 2 * k, deskY + 4 * k, x1 - x0 - 4 * k, 6 * k, 0.5 * k),
        darker(wood, 0.1),
        'wood',
      ),
    ];
    const bs = 1.35 * k;
    const bookAt: Point = [(x0 + x1) / 2, deskY - 3 * bs];
    const colors = {
      main: mix(p.accent, '#2e5a8a', 0.3),
      ink: ctx.ink,
      light: p.light,
      metal: '#555',
    };
    const book = placed(P.openBook(colors, true), bookAt, bs);
    const gutterY = bookAt[1] - 12 * bs;

    // The lion: its chest rising out of the gutter, paws over the pages' front edge, the head above.
    const fur = rng.pick(['#d9a449', '#cf9a40', '#e0b055']);
    const R = 19 * k;
    const headAt: Point = [bookAt[0] - 2 * k, gutterY - 36 * k];
    const chest: Node = fill(
      `M${n(bookAt[0] - 14 * k)} ${n(gutterY + 2 * k)}C${n(bookAt[0] - 16 * k)} ${n(gutterY - 18 * k)} ${n(headAt[0] - 12 * k)} ${n(headAt[1] + 8 * k)} ${n(headAt[0])} ${n(headAt[1] + 8 * k)}C${n(headAt[0] + 14 * k)} ${n(headAt[1] + 8 * k)} ${n(bookAt[0] + 16 * k)} ${n(gutterY - 16 * k)} ${n(bookAt[0] + 14 * k)} ${n(gutterY + 2 * k)}Z`,
      fur,
      'skin',
    );
    const paw = (x: number): Node[] => [
      fill(ellipse(x, gutterY + 7 * k, 4.6 * k, 3.4 * k), fur, 'skin'),
      stroke(
        [-1.6, 0, 1.6]
          .map(
            (dx) =>
              `M${n(x + dx * k)} ${n(gutterY + 8 * k)}L${n(x + dx * k)} ${n(gutterY + 10 * k)}`,
          )
          .join(''),
        darker(fur, 0.45),
        0.6 * k,
        'detail',
        0,
      ),
    ];
    const lionFeeling = lionFeels[ctx.feeling] ?? 'resolve';
    const head = moreHead('lion', {
      r: R,
      fur,
      feeling: lionFeeling,
      turn: -0.45,
      gaze: [-1, 0.1],
      ink: ctx.ink,
      hat: 'none',
      hatColor: fur,
    });
    // The roar: a wide-open mouth over the muzzle, fangs at its top, a red tongue.
    const mxz = -0.45 * R * 0.45;
    const mouthC: Point = [mxz, R * 0.62];
    const roar: Node[] = [
      fill(ellipse(mouthC[0], mouthC[1], R * 0.34, R * 0.3), '#4a1616', 'face', 0),
      fill(ellipse(mouthC[0], mouthC[1] + R * 0.16, R * 0.2, R * 0.1), '#d25a5a', 'face', 0),
      fill(
        poly([
          [mouthC[0] - R * 0.24, mouthC[1] - R * 0.2],
          [mouthC[0] - R * 0.16, mouthC[1] + R * 0.02],
          [mouthC[0] - R * 0.08, mouthC[1] - R * 0.24],
        ]),
        '#fbf6ea',
        'face',
        0,
      ),
      fill(
        poly([
          [mouthC[0] + R * 0.08, mouthC[1] - R * 0.24],
          [mouthC[0] + R * 0.16, mouthC[1] + R * 0.02],
          [mouthC[0] + R * 0.24, mouthC[1] - R * 0.2],
        ]),
        '#fbf6ea',
        'face',
        0,
      ),
    ];
    const lion = group([...head, ...roar], `translate(${n(headAt[0])} ${n(headAt[1])})`);
    // The roar's waves: three arcs spreading from the open mouth towards the librarian.
    const mouthW: Point = [headAt[0] + mouthC[0], headAt[1] + mouthC[1]];
    const arcs: string[] = [];
    for (const r of [1.05, 1.4, 1.75]) {
      const rr = R * r;
      const a0 = (150 * Math.PI) / 180;
      const a1 = (205 * Math.PI) / 180;
      arcs.push(
        `M${n(mouthW[0] + Math.cos(a0) * rr)} ${n(mouthW[1] + Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(mouthW[0] + Math.cos(a1) * rr)} ${n(mouthW[1] + Math.sin(a1) * rr)}`,
      );
    }
    const waves = stroke(arcs.join(''), lighter(p.light, 0.2), 1.6 * k, 'detail', 0);
    const top = Math.min(hc[1] - hr * 1.8, headAt[1] - R * 1.6);
    const box: [number, number, number, number] = [-24 * k, top, x1 + 8 * k, 4 * k];
    const closeBox: [number, number, number, number] = [
      hc[0] - hr * 2,
      top,
      headAt[0] + R * 1.8,
      gutterY + 14 * k,
    ];
    const faults: string[] = [];
    // The finger must be at the lips, or the gesture reads as a wave.
    if (Math.hypot(hand[0] - lips[0], hand[1] - lips[1]) > hr * 1.2)
      faults.push('finger off the lips');
    const focus: Point = [(hc[0] + headAt[0]) / 2, (hc[1] + headAt[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      actors: mirror(
        [
          ...desk,
          actorNodes(actor),
          chest,
          book,
          ...paw(bookAt[0] - 8 * k),
          ...paw(bookAt[0] + 8 * k),
          lion,
          waves,
        ],
        facing,
      ),
      contacts: [
        [mx([0, 0], facing)[0], 30 * k],
        [mx([(x0 + x1) / 2, 0], facing)[0], x1 - x0],
      ],
      glows: [{ at: mx([bookAt[0], gutterY], facing), r: 60 * k, color: lighter(p.light, 0.3) }],
      faults,
    });
  },
};
