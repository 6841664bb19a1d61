/**
 * Reading after lights-out: under a blanket pitched like a tent over the bed, lit gold by a torch,
 * a character sits with an open book, and out of its pages the dragon of the story has reared its
 * neck and leans over the page to read along, or turns its great head to the reader. Whose story
 * is it now? A friend found, a fright, a secret kept from the grown-ups.
 */
import { circle, limb, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, type Actor, type Who } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { poses } from '../../kit/poses.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Dragons' hides: green, red, blue, bronze. */
const hides = ['#4f9a5a', '#c2473a', '#4a7bb8', '#b8863a'] as const;

/**
 * The blanket seen from the bed's foot: its inside lit by the torch, a tent from the mattress to a
 * peak over the reader, folds running down from the peak; the dark room at the card's corners
 * and the sheet underneath.
 */
function blanket(p: Palette, rng: Rng, peak: Point, k: number): Node[] {
  const cloth = mix(rng.pick(p.cloth), '#e0a85a', 0.45);
  const room = mix(p.wall, '#141226', 0.75);
  const left: Point = [peak[0] - 105 * k, 30 * k];
  const right: Point = [peak[0] + 105 * k, 30 * k];
  const tent = `M${n(left[0])} ${n(left[1])}C${n(left[0] + 20 * k)} ${n(peak[1] + 40 * k)} ${n(peak[0] - 60 * k)} ${n(peak[1])} ${n(peak[0])} ${n(peak[1])}C${n(peak[0] + 60 * k)} ${n(peak[1])} ${n(right[0] - 20 * k)} ${n(peak[1] + 40 * k)} ${n(right[0])} ${n(right[1])}Z`;
  const folds: string[] = [];
  for (const dx of [-70, -36, 34, 68]) {
    folds.push(
      `M${n(peak[0] + dx * 0.12 * k)} ${n(peak[1] + 6 * k)}Q${n(peak[0] + dx * 0.75 * k)} ${n(peak[1] + 90 * k)} ${n(peak[0] + dx * 1.3 * k)} ${n(20 * k)}`,
    );
  }
  return [
    fill(
      `M${n(-400 * k)} ${n(-400 * k)}H${n(400 * k)}V${n(200 * k)}H${n(-400 * k)}Z`,
      room,
      'wall',
    ),
    fill(tent, cloth, 'cloth'),
    stroke(folds.join(''), darker(cloth, 0.28), 2.6 * k, 'cloth', 0),
    // The sheet on the mattress, inside the tent.
    fill(
      `M${n(left[0] + 10 * k)} ${n(0)}H${n(right[0] - 10 * k)}V${n(200 * k)}H${n(left[0] + 10 * k)}Z`,
      mix('#f3ead6', cloth, 0.2),
      'floor',
    ),
  ];
}

/**
 * The dragon's head, facing +x from the skull's centre: a long snout with a nostril, a jaw line,
 * an eye with a slit pupil under a heavy brow, two horns swept back, and a frill.
 */
export function dragonHead(
  hide: string,
  ink: string,
  k: number,
  look: Point,
  grin: boolean,
): Node[] {
  const belly = lighter(hide, 0.45);
  const horn = mix('#efe2c0', hide, 0.2);
  const eye: Point = [1.5 * k, -3.2 * k];
  return [
    // Horns, swept back over the frill.
    fill(
      `M${n(-3 * k)} ${n(-7 * k)}Q${n(-12 * k)} ${n(-12 * k)} ${n(-20 * k)} ${n(-12 * k)}Q${n(-12 * k)} ${n(-8 * k)} ${n(-6 * k)} ${n(-3 * k)}Z`,
      horn,
      'detail',
    ),
    fill(
      `M${n(-6 * k)} ${n(-4 * k)}Q${n(-15 * k)} ${n(-6 * k)} ${n(-21 * k)} ${n(-3 * k)}Q${n(-14 * k)} ${n(-2 * k)} ${n(-7 * k)} ${n(0)}Z`,
      darker(horn, 0.12),
      'detail',
    ),
    // Skull and snout in one shape.
    fill(
      `M${n(-9 * k)} ${n(1 * k)}C${n(-10 * k)} ${n(-8 * k)} ${n(-3 * k)} ${n(-10 * k)} ${n(4 * k)} ${n(-8 * k)}C${n(10 * k)} ${n(-6.5 * k)} ${n(16 * k)} ${n(-6 * k)} ${n(21 * k)} ${n(-3.5 * k)}C${n(23 * k)} ${n(-2 * k)} ${n(23 * k)} ${n(2 * k)} ${n(20 * k)} ${n(3 * k)}C${n(12 * k)} ${n(5 * k)} ${n(2 * k)} ${n(8 * k)} ${n(-4 * k)} ${n(8 * k)}C${n(-8 * k)} ${n(7 * k)} ${n(-9 * k)} ${n(4 * k)} ${n(-9 * k)} ${n(1 * k)}Z`,
      hide,
      'skin',
    ),
    // The pale underside of the jaw.
    fill(
      `M${n(-4 * k)} ${n(8 * k)}C${n(4 * k)} ${n(7.5 * k)} ${n(12 * k)} ${n(5 * k)} ${n(20 * k)} ${n(3 * k)}C${n(12 * k)} ${n(3.5 * k)} ${n(4 * k)} ${n(5 * k)} ${n(-4 * k)} ${n(5.5 * k)}Z`,
      belly,
      'skin',
      0,
    ),
    // The mouth's line, turned up at the corner when it grins.
    stroke(
      grin
        ? `M${n(20 * k)} ${n(2.4 * k)}Q${n(12 * k)} ${n(4.5 * k)} ${n(5 * k)} ${n(3 * k)}Q${n(3 * k)} ${n(2 * k)} ${n(3.5 * k)} ${n(0.8 * k)}`
        : `M${n(20 * k)} ${n(2.4 * k)}Q${n(12 * k)} ${n(4.5 * k)} ${n(4 * k)} ${n(4 * k)}`,
      darker(hide, 0.55),
      0.9 * k,
      'face',
      0,
    ),
    fill(oval(19.5 * k, -2.6 * k, 1 * k, 0.7 * k), darker(hide, 0.6), 'face', 0),
    // The eye: a yellow eye with a slit pupil, turned where it looks, under a brow ridge.
    fill(oval(eye[0], eye[1], 2.8 * k, 2.3 * k), '#f3d25a', 'face', 0),
    fill(
      oval(eye[0] + look[0] * 1 * k, eye[1] + look[1] * 0.8 * k, 0.7 * k, 1.9 * k),
      ink,
      'face',
      0,
    ),
    stroke(
      `M${n(-2 * k)} ${n(-6 * k)}Q${n(2 * k)} ${n(-7.5 * k)} ${n(5.5 * k)} ${n(-5.2 * k)}`,
      darker(hide, 0.4),
      1.3 * k,
      'face',
      0,
    ),
  ];
}

/**
 * The reader lies on its belly on the mattress, chin in its hands, the book open on the sheet
 * before it and the torch lying by its elbows; the dragon's neck rises from the book's gutter and
 * bends over, its head hanging over the page (or turned to the reader), the blanket's tent above.
 */
export const blanketDragon: Action = {
  id: 'blanket-dragon',
  objects: ['dragon'],
  who: ['girl', 'boy', 'old-woman', 'fox', 'rabbit', 'mouse', 'bear', 'frog'] as readonly Who[],
  feelings: ['fear', 'surprise', 'mischief', 'sleep'],
  settings: ['bedroom', 'attic'],
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  // The woodcut prints the dragon and the reader in one pale ink: the two merge into one shape.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['lamp', 'window'],
  family: (o) => `blanket-dragon:${o}`,
  concepts: [
    'bedtime',
    'secret reading',
    'torchlight',
    'story come alive',
    'companion',
    'childhood',
    'fairy tale',
    'night',
    'hiding',
  ],
  say: sayFrom(
    {
      dragon: {
        en: 'reads under the blanket by torchlight, and the dragon of the story leans out of the book to read along',
        ja: '毛布の中で懐中電灯をたよりに本を読んでいると、物語のドラゴンが本から身を乗り出していっしょに読んでいる',
        ru: 'читает под одеялом с фонариком, а дракон из сказки высунулся из книги и тоже читает',
        pt: 'lê debaixo do cobertor à luz de uma lanterna, e o dragão da história sai do livro para ler junto',
        fi: 'lukee peiton alla taskulampun valossa, ja tarinan lohikäärme kurkottaa kirjasta lukemaan mukana',
      },
    },
    'dragon',
  ),
  stage(ctx) {
    const { p, facing, s, rng, m } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const asleep = ctx.feeling === 'sleep';
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    // The reader on its belly on the mattress, chest propped up, chin in its hands (asleep: head
    // down on its arms), facing the book open on the sheet in front of it.
    const fig = posed(ctx, {
      ...poses['lie-belly'],
      ...(asleep ? { headTilt: 10, lean: -60 } : {}),
      gaze: scared ? [0.8, -0.6] : [0.7, 0.5],
    });
    const reader: Actor = { fig, x: -40 * k, facing: 1, scale: s };
    const head = actorPoint(reader, fig.skeleton.headCentre);
    const hr = fig.headR * s;
    const colors = {
      main: mix(p.accent, '#7a2e2e', 0.3),
      ink: ctx.ink,
      light: p.light,
      metal: '#555',
    };
    const bs = 0.9 * k;
    const book: Point = [head[0] + hr + 24 * k, 1 * k];
    const openBook = P.openBook(colors, true);
    const gutter: Point = [book[0], book[1] - 12 * bs];
    // The dragon: its neck up out of the gutter like a swan's and bent over; reading along, its
    // snout hangs over the lines; caught, it has turned its head to the reader.
    const hide = rng.pick(hides);
    const headAt: Point = scared
      ? [gutter[0] + 2 * k, gutter[1] - 76 * k]
      : [gutter[0] + 2 * k, gutter[1] - 72 * k];
    const bend: Point = [gutter[0] + 30 * k, gutter[1] - 46 * k];
    const tilt = scared ? 32 : 66;
    const snoutTip: Point = [
      headAt[0] - Math.cos((tilt * Math.PI) / 180) * 23 * k,
      headAt[1] + Math.sin((tilt * Math.PI) / 180) * 23 * k,
    ];
    const neck = fill(
      limb(gutter, bend, [headAt[0] + 5 * k, headAt[1] + 3 * k], 15 * k, 8 * k),
      hide,
      'skin',
    );
    // Its pale throat down the neck's front, a filled band (a line would turn to ink).
    const belly = fill(
      limb(
        [gutter[0] - 3 * k, gutter[1] - 1 * k],
        [bend[0] - 8 * k, bend[1] + 1 * k],
        [headAt[0] + 2 * k, headAt[1] + 7 * k],
        5 * k,
        3 * k,
      ),
      lighter(hide, 0.45),
      'skin',
      0,
    );
    // Spikes along the neck's back.
    const spikes: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const t = i / 5;
      const a: Point = [
        (1 - t) * (1 - t) * (gutter[0] + 5 * k) +
          2 * (1 - t) * t * (bend[0] + 5 * k) +
          t * t * (headAt[0] + 9 * k),
        (1 - t) * (1 - t) * gutter[1] + 2 * (1 - t) * t * bend[1] + t * t * (headAt[1] + 2 * k),
      ];
      spikes.push(
        `M${n(a[0] - 1 * k)} ${n(a[1] - 3 * k)}L${n(a[0] + 6 * k)} ${n(a[1] - 1 * k)}L${n(a[0])} ${n(a[1] + 3 * k)}Z`,
      );
    }
    const spikeNodes = fill(spikes.join(''), darker(hide, 0.25), 'skin');
    // Its two fore-claws gripping the pages' edges, as one climbing out of a window.
    const claw = (x: number): Node[] => [
      fill(oval(x, gutter[1] - 1 * k, 3.6 * k, 2.6 * k), hide, 'skin'),
      fill(
        [-2, 0, 2]
          .map(
            (dx) =>
              `M${n(x + dx * k - 0.7 * k)} ${n(gutter[1] + 0.8 * k)}L${n(x + dx * k)} ${n(gutter[1] + 3.2 * k)}L${n(x + dx * k + 0.7 * k)} ${n(gutter[1] + 0.8 * k)}Z`,
          )
          .join(''),
        '#f3ead6',
        'detail',
        0,
      ),
    ];
    const claws = [...claw(gutter[0] - 9 * k), ...claw(gutter[0] + 9 * k)];
    const look: Point = scared ? [1, 0.1] : [0.5, 1];
    const dragon = group(
      dragonHead(hide, ctx.ink, k * 1.05, look, ctx.feeling === 'mischief' || asleep),
      `translate(${n(headAt[0])} ${n(headAt[1])}) scale(-1 1) rotate(${n(tilt)})`,
    );
    // The torch lies on the sheet by the reader's elbows, its beam a pale wedge onto the pages.
    const tail: Point = [head[0] - 2 * k, -1.5 * k];
    const tip: Point = [head[0] + 9 * k, -3 * k];
    const beam = fill(
      `M${n(tip[0])} ${n(tip[1] - 1.6 * k)}L${n(book[0] - 14 * k)} ${n(book[1] - 20 * k)}L${n(book[0] - 6 * k)} ${n(book[1])}L${n(tip[0])} ${n(tip[1] + 1.6 * k)}Z`,
      '#fff2c4',
      'glow',
      0,
    );
    const torch: Node[] = [
      stroke(`M${n(tail[0])} ${n(tail[1])}L${n(tip[0])} ${n(tip[1])}`, '#3f4a5a', 3.4 * k, 'metal'),
      fill(circle(tip[0], tip[1], 2 * k), '#fff6d8', 'glow', 0),
    ];
    // The tent's peak far over the two, its sides running off the card: the blanket is the room.
    const peak: Point = [(head[0] + book[0]) / 2, headAt[1] - 75 * k];
    const wall = blanket(p, rng.fork('blanket'), peak, k);
    const nodes: Node[] = [
      actorNodes(reader),
      ...torch,
      { ...beam, opacity: 0.5 },
      placed(openBook, book, bs),
      neck,
      belly,
      spikeNodes,
      ...claws,
      dragon,
    ];
    const faults: string[] = [];
    // The dragon's snout must not cover the reader's face.
    if (Math.hypot(snoutTip[0] - head[0], snoutTip[1] - head[1]) < hr * 1.4)
      faults.push('blanket-dragon: the snout over the face');
    const top = Math.min(head[1] - hr * 1.6, headAt[1] - 24 * k);
    const right = Math.max(bend[0] + 8 * k, headAt[0] + 14 * k, book[0] + 22 * bs);
    const box: [number, number, number, number] = [-40 * k - H * 0.55, top, right, 4 * k];
    // Near: the reader's face, the book and the dragon, the kicking legs cut by the card's side.
    const closeBox: [number, number, number, number] = [head[0] - hr * 2.2, top, right, 6 * k];
    return staged(
      facingBox(box, facing),
      mx([(head[0] + headAt[0]) / 2, (head[1] + book[1]) / 2], facing),
      {
        wall: mirror(wall, facing),
        wallCovers: true,
        actors: mirror(nodes, facing),
        contacts: [],
        closeBox: facingBox(closeBox, facing),
        glows: [
          { at: mx([book[0] - 8 * k, book[1] - 14 * k], facing), r: 90 * k, color: '#ffd98a' },
        ],
        faults,
      },
    );
  },
};
