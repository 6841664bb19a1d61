/**
 * Bedtime turned around: a big animal sits in its armchair and reads aloud from a book, and on
 * the night table beside it a tiny person sits up in a matchbox for a bed, blanket to the chin,
 * listening. The grown-up who tells the story and the little one who is told have swapped kinds.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The little ones put to bed in a matchbox. */
const tinyWhos: readonly Who[] = ['girl', 'boy', 'man', 'woman', 'old-man', 'old-woman'];

/** How the little one takes the story, by how it is read. */
function listening(reader: Feeling): readonly Feeling[] {
  if (reader === 'mischief') return ['fear', 'surprise'];
  if (reader === 'calm') return ['sleep', 'calm', 'wonder'];
  // The reader dozes off over its own story; the little one is wide awake.
  if (reader === 'sleep') return ['wonder', 'joy', 'mischief'];
  return ['wonder', 'joy', 'sleep'];
}

/**
 * The matchbox bed on a night table: the tray for a bed, the sleeve stood on its end behind the
 * pillow for a headboard (its printed label towards us), `x0`…`x1` along a tabletop at `top`.
 */
function matchbox(
  x0: number,
  x1: number,
  top: number,
  k: number,
  label: string,
): { back: Node[]; front: Node[] } {
  const card = '#d9c29a';
  const wall = 9 * k;
  const hb = 15 * k;
  const headX = x1 - hb;
  const headTop = top - 34 * k;
  const match = (x: number, y: number, a: number): string => {
    const dx = Math.cos(a) * 8 * k;
    const dy = Math.sin(a) * 8 * k;
    return `M${n(x)} ${n(y)}L${n(x + dx)} ${n(y + dy)}`;
  };
  const lx = headX + 2 * k;
  const ly = headTop + 3 * k;
  return {
    back: [
      // The sleeve on its end, with its label: a coloured field and a match on it.
      fill(rect(headX, headTop, hb, top - headTop, 1 * k), darker(card, 0.08), 'paper'),
      fill(rect(lx, ly, hb - 4 * k, 22 * k, 0.8 * k), label, 'paper'),
      stroke(match(lx + 2.5 * k, ly + 13 * k, -1.25), '#f1e2c0', 1.2 * k, 'detail', 0),
      fill(
        oval(
          lx + 2.5 * k + Math.cos(-1.25) * 8 * k,
          ly + 13 * k + Math.sin(-1.25) * 8 * k,
          1.4 * k,
          1.7 * k,
        ),
        '#c8382e',
        'detail',
      ),
      stroke(
        `M${n(headX)} ${n(headTop + 1 * k)}V${n(top)}`,
        darker(card, 0.35),
        1.4 * k,
        'detail',
        0,
      ),
      // The tray's inside, seen over its front wall.
      fill(rect(x0, top - wall - 1.5 * k, x1 - x0, wall, 0.6 * k), darker(card, 0.3), 'paper'),
    ],
    front: [
      fill(rect(x0, top - wall, x1 - x0, wall, 0.6 * k), card, 'paper'),
      stroke(
        `M${n(x0 + 1 * k)} ${n(top - wall + 0.8 * k)}H${n(x1 - 1 * k)}`,
        lighter(card, 0.4),
        0.8 * k,
        'detail',
        0,
      ),
    ],
  };
}

/** A round night table on one leg, its top at (x, top), `w` wide. */
function nightTable(x: number, top: number, w: number, wood: string, k: number): Node[] {
  return [
    stroke(`M${n(x)} ${n(top + 3 * k)}V${n(-2 * k)}`, darker(wood, 0.25), 4 * k, 'wood'),
    fill(oval(x, -1.2 * k, w * 0.3, 2 * k), darker(wood, 0.3), 'wood'),
    fill(rect(x - w / 2, top, w, 4 * k, 1.6 * k), wood, 'wood'),
    stroke(
      `M${n(x - w / 2 + 2 * k)} ${n(top + 0.8 * k)}H${n(x + w / 2 - 2 * k)}`,
      lighter(wood, 0.35),
      0.8 * k,
      'detail',
      0,
    ),
  ];
}

/**
 * The reader on the left in an armchair, facing the table, the open book in both hands and its
 * head turned down towards the bed; the tiny one sits up against its pillow at the far end of the
 * matchbox, facing back at the reader, both hands holding the blanket's edge at its chest.
 */
export const matchboxStory: Action = {
  id: 'matchbox-story',
  objects: ['matchbox'],
  who: ['cat', 'bear', 'fox', 'wolf', 'owl', 'rabbit'],
  feelings: ['calm', 'mischief', 'wonder', 'sleep'],
  settings: ['bedroom', 'attic', 'library'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut greys the little one into its matchbox; a silhouette hides both faces.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['lamp', 'candle', 'window'],
  family: (o) => `matchbox-story:${o}`,
  concepts: [
    'bedtime story',
    'smallness',
    'roles reversed',
    'care',
    'childhood',
    'reading aloud',
    'Thumbelina',
    'Gulliver',
    'humans and animals',
  ],
  say: sayFrom(
    {
      matchbox: {
        en: 'reads a bedtime story to a tiny person tucked up in a matchbox bed',
        ja: 'マッチ箱のベッドに寝かせた小さな人間に、おやすみ前のお話を読み聞かせている',
        ru: 'читает сказку на ночь крошечному человечку, уложенному спать в спичечный коробок',
        pt: 'lê uma história antes de dormir a uma pessoinha deitada numa caixa de fósforos',
        fi: 'lukee iltasatua pikkuruiselle ihmiselle, joka on peitelty tulitikkuaskiin nukkumaan',
      },
    },
    'matchbox',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The reader, sitting, book up, head bent towards the little bed.
    const reader = posed(ctx, {
      legs: 'sit',
      lean: 6,
      front: { reach: [m.arm * 0.62, m.shoulder + m.arm * 0.58], hand: 'mitt' },
      back: { reach: [m.arm * 0.46, m.shoulder + m.arm * 0.62], hand: 'mitt' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 16,
      gaze: [0.9, 0.6],
    });
    const sk = reader.skeleton;
    const seatY = -sk.hip[1] * s - 2 * k;
    const chair = T.armchair(mix(p.accent, p.wood, 0.35), seatY / k);
    const hf: Point = [sk.hands.front[0] * s, sk.hands.front[1] * s];
    const hb: Point = [sk.hands.back[0] * s, sk.hands.back[1] * s];
    const bookAt: Point = [(hf[0] + hb[0]) / 2, (hf[1] + hb[1]) / 2 + 4 * k];
    const book = P.openBook({ main: p.accent, ink: ctx.ink, light: p.light, metal: '#555' });
    // The night table and the matchbox on it, at the reader's chest.
    const top = -40 * k;
    const x0 = 34 * k;
    const x1 = x0 + 60 * k;
    const wood = mix(p.wood, '#8a5a34', 0.3);
    const box = matchbox(x0, x1, top, k, rng.pick(['#2f6fb0', '#c8382e', '#2e7d5b', '#e0a02a']));
    // The tiny one, sitting up against the pillow, facing the reader.
    const tiny = cast(rng.pick(tinyWhos), rng.fork('tiny'), p);
    const tm = measure(tiny);
    const ts = (56 * k) / tm.height;
    const feel: Feeling = rng.pick(listening(ctx.feeling));
    const pillowX = x1 - 15 * k - 6 * k;
    const where = { x: pillowX, y: top - 2 * k, facing: -1 as const, scale: ts };
    const chest = tm.shoulder * 0.5 + tm.hip * 0.5;
    const little = pose(
      tiny,
      feel,
      {
        legs: [
          [86, 4],
          [84, 8],
        ],
        lean: -16,
        front: { reach: [tm.arm * 0.45, chest - 2], hand: 'fist' },
        back: { reach: [tm.arm * 0.35, chest - 1], hand: 'fist' },
        backArmOver: true,
        turn: 0.3,
        headTilt: -10,
        gaze: [0.6, -0.7],
      },
      ctx.ink,
    );
    const b: Actor = { fig: little, ...where };
    const lk = little.skeleton;
    // The blanket, from under the arms to past the feet, over the tray's front wall.
    const chestW: Point = [pillowX - lk.hands.front[0] * ts, where.y + lk.hands.front[1] * ts];
    const feetX = pillowX - (lk.ankles.front[0] + 4) * ts;
    const quilt = rng.pick(['#c8382e', '#2f6fb0', '#3f8f5a', '#7a3b8c']);
    const blanket = fill(
      `M${n(chestW[0] + 3 * k)} ${n(chestW[1] - 1 * k)}Q${n(feetX + 6 * k)} ${n(chestW[1] + 2 * k)} ${n(feetX - 1 * k)} ${n(top - 8 * k)}L${n(feetX - 1.5 * k)} ${n(top - 3 * k)}H${n(chestW[0] + 4 * k)}Z`,
      quilt,
      'cloth',
    );
    // The sheet turned down over the blanket's edge at the chest.
    const sheet = stroke(
      `M${n(chestW[0] + 3.5 * k)} ${n(chestW[1] + 0.8 * k)}Q${n(chestW[0] - 4 * k)} ${n(chestW[1] + 2.4 * k)} ${n(chestW[0] - 9 * k)} ${n(chestW[1] + 3.6 * k)}`,
      '#f6f1e6',
      2.4 * k,
      'cloth',
    );
    const pillow = fill(oval(pillowX + 4 * k, top - 15 * k, 7 * k, 8 * k), '#f6f1e6', 'cloth');
    const nodes: Node[] = [
      ...nightTable((x0 + x1) / 2, top, x1 - x0 + 10 * k, wood, k),
      ...box.back,
      pillow,
      actorNodes({ ...b, fig: { ...little, hands: [] } }),
      blanket,
      sheet,
      group(little.hands, `translate(${n(pillowX)} ${n(where.y)}) scale(${n(-ts)} ${n(ts)})`),
      ...box.front,
      placed(chair, [0, 0], k),
      actorNodes({ fig: { ...reader, hands: [] }, x: 0, facing: 1, scale: s }),
      placed(book, bookAt, 0.85 * k, -8),
      group(reader.hands, `scale(${n(s)})`),
    ];
    const headTop = (m.headTop - 14) * s;
    const storyBox: [number, number, number, number] = [-24 * k, headTop, x1 + 4 * k, 4];
    const focus: Point = [(bookAt[0] + x0) / 2 + 8 * k, top - 14 * k];
    return staged(facingBox(storyBox, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 40 * k],
        [((x0 + x1) / 2) * facing, 16 * k],
      ],
      glows: [],
    });
  },
};
