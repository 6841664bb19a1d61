/**
 * The road made as it is walked: a mapmaker sits behind a desk, bent over a map spread on it,
 * pen down, and a traveller no taller than a candle walks the road on the paper one step behind
 * the pen's nib; behind the traveller the dotted road winds back to a little town past hills and
 * woods, ahead of the nib the paper is blank. Is the mapmaker guiding, leading astray, writing a
 * fate?
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as C from '../../kit/curios.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, cast, pose, type Actor, type Who } from '../cast.ts';
import { colorsFor, facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who walks the road on the paper. */
const travellers: readonly Who[] = ['girl', 'boy', 'man', 'woman', 'old-man', 'fox', 'rabbit'];

/** How the traveller takes the road, by how the mapmaker draws it. */
function walking(maker: Feeling): Feeling {
  if (maker === 'mischief') return 'fear';
  if (maker === 'longing') return 'joy';
  return 'resolve';
}

/**
 * The desk's top in perspective: its front edge at y = `front` from -w to w, its back edge at
 * y = `back` from -wb to wb; (u, v) on the map (u across, v from the back edge to the front) is
 * laid on the inner `inset` of it.
 */
function deskPlane(
  front: number,
  back: number,
  w: number,
  wb: number,
): (u: number, v: number) => Point {
  return (u, v) => {
    const y = back + (front - back) * v;
    const half = wb + (w - wb) * v;
    return [-half + 2 * half * u, y];
  };
}

/** A path through map points. */
function through(
  on: (u: number, v: number) => Point,
  pts: readonly (readonly [number, number])[],
): string {
  return pts
    .map(([u, v], i) => {
      const q = on(u, v);
      return `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`;
    })
    .join('');
}

/** A dashed line through map points: dashes `on` long with gaps `off`, as one path. */
function dashed(
  on: (u: number, v: number) => Point,
  pts: readonly (readonly [number, number])[],
  dash: number,
  gap: number,
): string {
  const q = pts.map(([u, v]) => on(u, v));
  const parts: string[] = [];
  let drawing = true;
  let left = dash;
  for (let i = 1; i < q.length; i++) {
    const a = q[i - 1];
    const b = q[i];
    if (a === undefined || b === undefined) continue;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let t = 0;
    while (t < l) {
      const step = Math.min(left, l - t);
      const p0: Point = [a[0] + ((b[0] - a[0]) * t) / l, a[1] + ((b[1] - a[1]) * t) / l];
      const p1: Point = [
        a[0] + ((b[0] - a[0]) * (t + step)) / l,
        a[1] + ((b[1] - a[1]) * (t + step)) / l,
      ];
      if (drawing) parts.push(`M${n(p0[0])} ${n(p0[1])}L${n(p1[0])} ${n(p1[1])}`);
      t += step;
      left -= step;
      if (left <= 1e-6) {
        drawing = !drawing;
        left = drawing ? dash : gap;
      }
    }
  }
  return parts.join('');
}

/**
 * The mapmaker sits behind the desk's middle, leaning over it, the pen hand on the paper to its
 * front side, the other hand flat on the map's far corner; a candle and an inkwell stand on the
 * desk's far side. The front arm is drawn again over the desk (clipped to the arm), so the arm
 * lies on the paper rather than vanishing behind the desk's edge.
 */
export const mapRoad: Action = {
  id: 'map-road',
  objects: ['map'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'owl', 'cat', 'wolf'],
  feelings: ['mischief', 'resolve', 'longing', 'surprise'],
  settings: ['library', 'attic', 'bedroom'],
  // Near: the face bent over the paper and the map filling the card (a medium shot showed a desk
  // with a speck on it).
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['candle', 'lamp', 'window'],
  family: (o) => `map-road:${o}`,
  concepts: [
    'cartography',
    'the road ahead',
    'guidance',
    'journey',
    'creator and creation',
    'free will',
    'control',
    'smallness',
    'ink',
  ],
  say: sayFrom(
    {
      map: {
        en: 'draws the road on a map one step ahead of the tiny traveller walking it',
        ja: '地図の上を歩く小さな旅人の一歩先に、道を描き足していく',
        ru: 'рисует на карте дорогу на шаг впереди крошечного путника, который по ней идёт',
        pt: 'desenha a estrada no mapa um passo à frente do viajante minúsculo que a percorre',
        fi: 'piirtää karttaan tietä askeleen verran sitä pitkin kulkevan pikkuruisen matkalaisen edellä',
      },
    },
    'map',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The desk's top, seen from above its back edge: from the front edge at 8 to the back edge at -60.
    const front = 8 * k;
    const back = -60 * k;
    const dw = 72 * k;
    const dwb = 50 * k;
    const desk = deskPlane(front, back, dw, dwb);
    const map = deskPlane(front - 3 * k, back + 3 * k, dw - 9 * k, dwb - 8 * k);
    // Where the nib is (before the mapmaker, a little to its side) and the traveller just behind
    // it, nearer us and to the side, walking back towards the nib.
    const nibUV: [number, number] = [0.56, 0.4];
    const feetUV: [number, number] = [0.68, 0.58];
    const feet = map(feetUV[0], feetUV[1]);
    const nib = map(nibUV[0], nibUV[1]);
    // The mapmaker, sitting behind the desk, leaning over it towards the nib.
    const seat = -54 * k;
    const probe = posed(ctx, { legs: 'sit' });
    const y = seat - probe.skeleton.hip[1] * s;
    const x = -20 * k;
    const toFig = (q: Point): Point => [(q[0] - x) / s, (q[1] - y) / s];
    const pen = 15 * k;
    const grip: Point = [nib[0] - pen * 0.2, nib[1] - pen * 0.75];
    // The other hand rests on the desk's far edge, beside the body.
    const rest: Point = [x - 14 * k, back + 4 * k];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 8,
      front: { reach: toFig(grip), hand: 'fist' },
      back: { reach: toFig([rest[0], rest[1] - 1 * k]), hand: 'mitt' },
      turn: 0.35,
      headTilt: ctx.feeling === 'longing' ? 4 : 18,
      gaze: ctx.feeling === 'longing' ? [0.5, -0.2] : [0.6, 0.9],
    });
    const maker: Actor = { fig, x, y, facing: 1, scale: s };
    const sk = fig.skeleton;
    const hand = actorPoint(maker, sk.hands.front);
    const head = actorPoint(maker, sk.headCentre);
    // The desk: top, front apron and legs, in the wood of the room.
    const wood = mix(p.wood, '#6b4428', 0.3);
    const top = (u: number, v: number): Point => desk(u, v);
    const deskTop = `M${n(top(0, 0)[0])} ${n(top(0, 0)[1])}L${n(top(1, 0)[0])} ${n(top(1, 0)[1])}L${n(top(1, 1)[0])} ${n(top(1, 1)[1])}L${n(top(0, 1)[0])} ${n(top(0, 1)[1])}Z`;
    // A writing desk's solid front, two drawers in it, running down off the card.
    const apron = 70 * k;
    const deskNodes: Node[] = [
      fill(deskTop, lighter(wood, 0.12), 'wood'),
      fill(
        `M${n(-dw)} ${n(front)}H${n(dw)}V${n(front + apron)}H${n(-dw)}Z`,
        darker(wood, 0.15),
        'wood',
      ),
      stroke(`M${n(-dw)} ${n(front)}H${n(dw)}`, lighter(wood, 0.35), 1.2 * k, 'detail', 0),
      ...[-1, 1].flatMap((side) => [
        stroke(
          `M${n(side * dw * 0.08)} ${n(front + 7 * k)}H${n(side * dw * 0.9)}V${n(front + 24 * k)}H${n(side * dw * 0.08)}Z`,
          darker(wood, 0.35),
          1.2 * k,
          'detail',
          0,
        ),
        fill(oval(side * dw * 0.49, front + 15.5 * k, 2.2 * k, 2.2 * k), '#c9a447', 'metal'),
      ]),
    ];
    // The map: parchment, a wash of sea in the far corner, hills, woods, a town, the road.
    const paper = mix(p.paper, '#efe2c0', 0.55);
    const mapEdge = `M${n(map(0, 0)[0])} ${n(map(0, 0)[1])}L${n(map(1, 0)[0])} ${n(map(1, 0)[1])}L${n(map(1, 1)[0])} ${n(map(1, 1)[1])}L${n(map(0, 1)[0])} ${n(map(0, 1)[1])}Z`;
    const inkC = mix(p.ink, '#3a2a20', 0.5);
    const sea = mix(p.water, '#5b8fb8', 0.5);
    const green = mix('#6f9a4a', p.ground, 0.25);
    const seaPath = `${through(map, [
      [0.62, 0],
      [1, 0],
      [1, 0.34],
    ])}Q${n(map(0.86, 0.3)[0])} ${n(map(0.86, 0.3)[1])} ${n(map(0.78, 0.16)[0])} ${n(map(0.78, 0.16)[1])}Q${n(map(0.7, 0.06)[0])} ${n(map(0.7, 0.06)[1])} ${n(map(0.62, 0)[0])} ${n(map(0.62, 0)[1])}Z`;
    const hills = (
      [
        [0.86, 0.42],
        [0.93, 0.48],
        [0.5, 0.7],
        [0.42, 0.76],
      ] as const
    )
      .map(([u, v]) => {
        const q = map(u, v);
        return `M${n(q[0] - 4.5 * k)} ${n(q[1])}L${n(q[0])} ${n(q[1] - 5 * k)}L${n(q[0] + 4.5 * k)} ${n(q[1])}Z`;
      })
      .join('');
    const woods = (
      [
        [0.56, 0.84],
        [0.6, 0.9],
        [0.52, 0.92],
        [0.92, 0.6],
        [0.96, 0.7],
      ] as const
    ).map(([u, v]) => {
      const q = map(u, v);
      return fill(circle(q[0], q[1] - 1.2 * k, 1.8 * k), green, 'plant', 0);
    });
    const town = map(0.88, 0.86);
    const houses: Node[] = [-3, 0, 3].map((dx, i) =>
      fill(
        `M${n(town[0] + dx * k - 1.6 * k)} ${n(town[1])}V${n(town[1] - 2 * k - i * 0.4 * k)}L${n(town[0] + dx * k)} ${n(town[1] - 3.6 * k - i * 0.4 * k)}L${n(town[0] + dx * k + 1.6 * k)} ${n(town[1] - 2 * k - i * 0.4 * k)}V${n(town[1])}Z`,
        mix('#b5533a', paper, 0.2),
        'detail',
        0,
      ),
    );
    // The road walked: dashes from the town to the traveller's heels; then fresh ink to the nib.
    const walked = dashed(
      map,
      [
        [0.16, 0.32],
        [0.24, 0.4],
        [0.3, 0.36],
        [0.36, 0.44],
        [0.32, 0.56],
        [0.44, 0.7],
        [0.54, 0.62],
        feetUV,
      ],
      2.6 * k,
      2 * k,
    );
    const fresh = through(map, [feetUV, [0.67, 0.64], nibUV]);
    const mapNodes: Node[] = [
      fill(mapEdge, paper, 'paper'),
      fill(seaPath, sea, 'water', 0),
      fill(hills, mix('#9a7a52', paper, 0.25), 'detail', 0),
      ...woods,
      ...houses,
      stroke(walked, mix('#a8452a', paper, 0.15), 1.5 * k, 'detail', 0),
      stroke(fresh, darker(inkC, 0.3), 1.7 * k, 'detail', 0),
      // A compass rose in the near corner.
      stroke(
        `M${n(map(0.1, 0.86)[0])} ${n(map(0.1, 0.86)[1] - 4 * k)}V${n(map(0.1, 0.86)[1] + 4 * k)}M${n(map(0.1, 0.86)[0] - 4 * k)} ${n(map(0.1, 0.86)[1])}H${n(map(0.1, 0.86)[0] + 4 * k)}`,
        inkC,
        0.8 * k,
        'detail',
        0,
      ),
    ];
    // The traveller, small as a candle, walking towards the nib with a bundle on a stick.
    const who = rng.pick(travellers);
    const t = cast(who, rng.fork('traveller'), p);
    const tm = measure(t);
    const ts = (24 * k) / tm.height;
    const feel = walking(ctx.feeling);
    const tfig = pose(
      t,
      feel,
      {
        legs: 'walk',
        lean: 4,
        front: { reach: [tm.arm * 0.5, tm.shoulder + tm.arm * 0.6], hand: 'fist' },
        back: { reach: [-tm.arm * 0.2, tm.shoulder - tm.arm * 0.6], hand: 'fist' },
        turn: 0.5,
        headTilt: feel === 'fear' ? 10 : -4,
        gaze: [0.7, feel === 'fear' ? 0.5 : 0],
      },
      ctx.ink,
    );
    const traveller: Actor = { fig: tfig, x: feet[0], y: feet[1], facing: -1, scale: ts };
    const bh = actorPoint(traveller, tfig.skeleton.hands.back);
    const stick = stroke(
      `M${n(bh[0] - 1.5 * k)} ${n(bh[1] + 2 * k)}L${n(bh[0] + 6 * k)} ${n(bh[1] - 3 * k)}`,
      darker(p.wood, 0.2),
      0.8 * k,
      'wood',
    );
    const bundle = fill(
      oval(bh[0] + 6.5 * k, bh[1] - 1.5 * k, 2.6 * k, 2.2 * k),
      mix(p.accent, '#c0302a', 0.3),
      'cloth',
    );
    // The pen: a quill in the fist, its nib on the paper.
    const colors = colorsFor(p, rng);
    const quill = placed(
      C.feather(lighter(colors.main, 0.5)),
      [hand[0] - 2 * k, hand[1] - 10 * k],
      0.7 * k,
      28,
    );
    const nibLine = stroke(
      `M${n(hand[0] + 1 * k)} ${n(hand[1] - 2 * k)}L${n(nib[0])} ${n(nib[1])}`,
      darker(inkC, 0.2),
      1 * k,
      'detail',
    );
    // The far side of the desk: an inkwell and a candle.
    const well = map(0.92, 0.1);
    const candleAt = top(0.06, 0.12);
    const candle = placed(P.candle(colors), [candleAt[0], candleAt[1]], 0.75 * k);
    const inkwell: Node[] = [
      fill(oval(well[0], well[1] - 3 * k, 4 * k, 4 * k), mix(p.ink, '#2a2440', 0.3), 'glass'),
      fill(oval(well[0], well[1] - 6.5 * k, 2 * k, 1 * k), darker(p.ink, 0.4), 'detail', 0),
    ];
    // The front arm again over the desk: the figure clipped to a band round shoulder, elbow, hand.
    const band = (a: Point, b: Point, r: number): string => {
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const l = Math.hypot(dx, dy) || 1;
      const nx = (-dy / l) * r;
      const ny = (dx / l) * r;
      return `M${n(a[0] + nx)} ${n(a[1] + ny)}L${n(b[0] + nx)} ${n(b[1] + ny)}L${n(b[0] - nx)} ${n(b[1] - ny)}L${n(a[0] - nx)} ${n(a[1] - ny)}Z`;
    };
    const clip =
      band(sk.elbows.front, sk.hands.front, 5) +
      band(sk.shoulders.front, sk.elbows.front, 5.5) +
      circle(sk.elbows.front[0], sk.elbows.front[1], 5);
    // Below the desk's front edge nothing of the mapmaker shows (its legs are under the desk).
    const above = `M-200 -300H200V${n((front + 12 * k - y) / s)}H-200Z`;
    const arm = group(
      [...fig.back, ...fig.body],
      `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
      clip,
    );
    const seated = group(
      [...fig.back, ...fig.body],
      `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
      above,
    );
    const nodes: Node[] = [
      seated,
      ...deskNodes,
      ...mapNodes,
      candle,
      ...inkwell,
      stick,
      actorNodes(traveller),
      bundle,
      arm,
      quill,
      nibLine,
      group(fig.hands, `translate(${n(x)} ${n(y)}) scale(${n(s)})`),
    ];
    const faults: string[] = [];
    // The traveller must stand clear of the pen hand: a hand over it hides the story.
    const th = actorPoint(traveller, tfig.skeleton.headCentre);
    if (Math.hypot(th[0] - hand[0], th[1] - hand[1]) < 10 * k)
      faults.push('map-road: the hand over the traveller');
    const box: [number, number, number, number] = [
      -dw - 2 * k,
      head[1] - 20 * k,
      dw + 2 * k,
      2 * k,
    ];
    const closeBox: [number, number, number, number] = [
      -dw + 6 * k,
      head[1] - fig.headR * s * 2.3,
      dw - 6 * k,
      front + 12 * k,
    ];
    return staged(facingBox(box, facing), mx([(feet[0] + nib[0]) / 2, feet[1] - 10 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, dw * 1.6]],
      closeBox: facingBox(closeBox, facing),
      glows: [
        {
          at: mx([candleAt[0], candleAt[1] - 14 * k], facing),
          r: 50 * k,
          color: '#ffd98a',
        },
      ],
      faults,
    });
  },
};
