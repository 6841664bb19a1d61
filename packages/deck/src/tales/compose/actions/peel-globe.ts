/**
 * Peeling something that is no fruit like an orange: on a stool, the globe (a clock) in
 * the lap, its top half already bare and showing segments inside, while the other hand lifts one
 * long curling strip of its skin that spirals down to a heap on the floor.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The skin, what is inside, and a mark the skin carries (craters, lands, the hours). */
function colorsOf(object: NounId, p: Palette): { skin: Color; inside: Color; mark: Color } {
  switch (object) {
    case 'clock':
      return { skin: '#f4ecd6', inside: '#ffd86a', mark: '#3a3030' };
    default:
      // A map outside and, under it, an orange.
      return { skin: mix(p.water, '#3a7fc0', 0.5), inside: '#f5a030', mark: '#6fae5a' };
  }
}

/** The marks on the unpeeled skin of the ball at (cx, cy), radius r. */
function skinMarks(object: NounId, cx: number, cy: number, r: number, c: Color): Node {
  switch (object) {
    case 'clock': {
      // The lower hours' ticks round the rim.
      const ticks: string[] = [];
      for (let h = 2; h <= 10; h++) {
        const a = (h / 12) * Math.PI * 2 - Math.PI / 2;
        const [x, y] = [Math.cos(a), Math.sin(a)];
        ticks.push(
          `M${n(cx + x * r * 0.72)} ${n(cy + y * r * 0.72)}L${n(cx + x * r * 0.88)} ${n(cy + y * r * 0.88)}`,
        );
      }
      return stroke(ticks.join(''), c, r * 0.07, 'detail', 0);
    }
    default:
      // The globe's lands.
      return fill(
        `M${n(cx - r * 0.8)} ${n(cy + r * 0.1)}C${n(cx - r * 0.5)} ${n(cy)} ${n(cx - r * 0.2)} ${n(cy + r * 0.2)} ${n(cx - r * 0.3)} ${n(cy + r * 0.5)}C${n(cx - r * 0.5)} ${n(cy + r * 0.8)} ${n(cx - r * 0.8)} ${n(cy + r * 0.5)} ${n(cx - r * 0.8)} ${n(cy + r * 0.1)}ZM${n(cx + r * 0.2)} ${n(cy + r * 0.3)}C${n(cx + r * 0.5)} ${n(cy + r * 0.2)} ${n(cx + r * 0.8)} ${n(cy + r * 0.35)} ${n(cx + r * 0.6)} ${n(cy + r * 0.6)}C${n(cx + r * 0.4)} ${n(cy + r * 0.8)} ${n(cx + r * 0.15)} ${n(cy + r * 0.6)} ${n(cx + r * 0.2)} ${n(cy + r * 0.3)}Z`,
        c,
        'detail',
        0,
      );
  }
}

/**
 * The ball half peeled: inside showing its segments above a wavy cut, the skin still on below it.
 * The cut starts at `start` (on the rim, upper front), where the strip leaves the ball.
 */
function halfPeeled(object: NounId, p: Palette, cx: number, cy: number, r: number): Node[] {
  const { skin, inside, mark } = colorsOf(object, p);
  const ball = circle(cx, cy, r);
  const cut = cy - r * 0.05;
  // The skin below a wavy line across the ball, a bump where the strip is lifted.
  const below = `M${n(cx - r * 1.1)} ${n(cut + r * 0.12)}Q${n(cx - r * 0.5)} ${n(cut - r * 0.12)} ${n(cx)} ${n(cut + r * 0.05)}T${n(cx + r * 1.1)} ${n(cut - r * 0.2)}V${n(cy + r * 1.1)}H${n(cx - r * 1.1)}Z`;
  const segments = [0.25, 0.55, 0.85].map((t) => oval(cx, cy, r * t, r * 0.98)).join('');
  return [
    fill(ball, inside, 'glow'),
    group([stroke(segments, darker(inside, 0.22), r * 0.035, 'detail', 0)], undefined, ball),
    group(
      [
        fill(below, skin, 'detail', 0),
        skinMarks(object, cx, cy, r, mark),
        stroke(
          `M${n(cx - r * 1.1)} ${n(cut + r * 0.12)}Q${n(cx - r * 0.5)} ${n(cut - r * 0.12)} ${n(cx)} ${n(cut + r * 0.05)}T${n(cx + r * 1.1)} ${n(cut - r * 0.2)}`,
          lighter(skin, 0.5),
          r * 0.06,
          'detail',
          0,
        ),
      ],
      undefined,
      ball,
    ),
    stroke(ball, darker(skin, 0.35), r * 0.04, 'detail', 0),
  ];
}

/**
 * One long strip of skin: from the cut on the ball up to the lifting hand, then curling down in a
 * helix (a sine seen side-on, its back turns darker) to a coiled heap on the floor.
 */
function strip(
  object: NounId,
  p: Palette,
  from: Point,
  hand: Point,
  floorX: number,
  k: number,
): Node[] {
  const { skin, mark } = colorsOf(object, p);
  const w = 7.5 * k;
  const back = darker(skin, 0.25);
  const up = `M${n(from[0])} ${n(from[1])}Q${n(from[0] + 4 * k)} ${n(hand[1] - 2 * k)} ${n(hand[0])} ${n(hand[1])}`;
  // The hanging coil: half turns alternately in front (skin) and behind (darker).
  const turns = 4;
  const top = hand[1] + 4 * k;
  const bottom = -4 * k;
  const amp = 11 * k;
  const front: string[] = [];
  const behind: string[] = [];
  for (let i = 0; i < turns * 2; i++) {
    const t0 = i / (turns * 2);
    const t1 = (i + 1) / (turns * 2);
    const x = (t: number): number => hand[0] + (floorX - hand[0]) * t;
    const y = (t: number): number => top + (bottom - top) * t;
    const side = i % 2 === 0 ? 1 : -1;
    const d = `M${n(x(t0) - side * amp * 0.9)} ${n(y(t0))}Q${n(x((t0 + t1) / 2))} ${n(y((t0 + t1) / 2) + side * 3 * k)} ${n(x(t1) + side * amp * 0.9)} ${n(y(t1))}`;
    (side > 0 ? front : behind).push(d);
  }
  const heap = [0, 1, 2]
    .map((i) =>
      oval(floorX + (i - 1) * 3 * k, -2 * k - i * 2.5 * k, amp * (1.4 - i * 0.2), 2.5 * k),
    )
    .join('');
  return [
    stroke(behind.join(''), back, w, 'cloth'),
    stroke(heap, skin, w * 0.8, 'cloth'),
    stroke(front.join(''), skin, w, 'cloth'),
    stroke(front.join(''), mark, w * 0.25, 'detail', 0),
    stroke(`M${n(hand[0])} ${n(hand[1])}L${n(hand[0] - amp * 0.9)} ${n(top)}`, skin, w, 'cloth'),
    stroke(up, skin, w, 'cloth'),
  ];
}

/**
 * Peeling the globe (a clock) like an orange: seated on a stool, the ball in the lap held
 * by one hand, the other lifting the strip high so its coil falls to the floor before the knees.
 */
export const peelGlobe: Action = {
  id: 'peel-globe',
  objects: ['globe', 'clock'],
  feelings: ['calm', 'mischief', 'wonder', 'joy', 'longing', 'sleep'],
  settings: ['kitchen', 'attic', 'bedroom', 'rooftop', 'meadow', 'shore', 'library'],
  framings: ['medium', 'low', 'close'],
  lights: ['lamp', 'window', 'candle', 'moon', 'sky'],
  family: (o) => `peel-globe:${o}`,
  concepts: [
    'peeling',
    'orange',
    'fruit',
    'kitchen chores',
    'unwrapping',
    'skin',
    'layers',
    'curl',
  ],
  say: sayFrom(
    {
      globe: {
        en: 'peels the globe like an orange, finding an orange under its seas',
        ja: '地球儀をみかんのようにむくと、海の下からオレンジが出てきた',
        ru: 'чистит глобус, как апельсин, а под морями у него апельсин',
        pt: 'descasca o globo como uma laranja e encontra uma laranja debaixo dos mares',
        fi: 'kuorii karttapallon kuin appelsiinin ja löytää merten alta appelsiinin',
      },
      clock: {
        en: 'peels a clock like an orange, its hours coming off in one long strip',
        ja: '時計をみかんのようにむいて、時刻がひと続きの皮になって垂れている',
        ru: 'чистит часы, как апельсин, и часы сходят одной длинной лентой',
        pt: 'descasca um relógio como uma laranja, e as horas saem numa só tira comprida',
        fi: 'kuorii kellon kuin appelsiinin, ja tunnit irtoavat yhtenä pitkänä nauhana',
      },
    },
    'globe',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const r = H * 0.22;
    // The pose first, for where its lap is: the ball rests on the thighs ahead of the hip.
    const probe = posed(ctx, { legs: 'sit' });
    const hip: Point = [probe.skeleton.hip[0] * s, probe.skeleton.hip[1] * s];
    const ball: Point = [hip[0] + r * 1.9, hip[1] - r * 0.55];
    const lift: Point = [ball[0] + r * 1.3, ball[1] - r * 1.2];
    const dreamy = ctx.feeling === 'sleep' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'sit',
      lean: dreamy ? 14 : 8,
      front: { reach: [lift[0] / s, lift[1] / s], hand: 'fist' },
      back: { reach: [(ball[0] - r * 0.55) / s, (ball[1] + r * 0.55) / s], hand: 'mitt' },
      backArmOver: true,
      turn: 0.5,
      headTilt: dreamy ? 20 : 12,
      gaze: [0.6, 0.6],
    });
    const seat = -fig.skeleton.hip[1] - 2 / s;
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const from: Point = [ball[0] + r * 0.92, ball[1] - r * 0.35];
    const floorX = Math.max(hand[0], ball[0] + r * 1.5) + r * 0.25;
    const actor: Actor = {
      fig: { ...fig, hands: [] },
      x: 0,
      facing: 1,
      scale: s,
      under: [
        group([
          stroke(`M-8 0L-6 ${n(-seat)}M8 0L6 ${n(-seat)}`, darker(p.wood, 0.2), 2.4, 'wood'),
          fill(oval(0, -seat, 11, 3), p.wood, 'wood'),
        ]),
      ],
    };
    const nodes: Node[] = [
      actorNodes(actor),
      ...strip(ctx.object, p, from, hand, floorX, k),
      ...halfPeeled(ctx.object, p, ball[0], ball[1], r),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 6) * s, hand[1] - 8 * k);
    const box: [number, number, number, number] = [-H * 0.22, top, floorX + 14 * k, 4];
    const { inside } = colorsOf(ctx.object, p);
    return staged(facingBox(box, facing), mx(ball, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [floorX * facing, 14 * k],
      ],
      glows: [{ at: mx(ball, facing), r: r * 2.2, color: lighter(inside, 0.3) }],
      closeBox: facingBox([-H * 0.15, top, floorX + 10 * k, hip[1] + 10 * k], facing),
    });
  },
};
