/**
 * The night shift that paints the road's white line: the dashes run along the street, lift off it,
 * curl up into the night sky, and on the last one, high above the street, the road painter stands
 * rolling the next dash onto nothing but air. The road is made by walking: behind, a line back to
 * the ground; ahead, only the dark.
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import { pose } from '../cast.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A point and the unit tangent on a cubic from a to d. */
function cubicAt(a: Point, b: Point, c: Point, d: Point, t: number): { at: Point; dir: Point } {
  const u = 1 - t;
  const at: Point = [
    u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
    u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
  ];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return { at, dir: [dx / len, dy / len] };
}

/** A dash of road paint centred at c along dir, `len` long and `w` thick. */
function dash(c: Point, dir: Point, len: number, w: number): string {
  const [dx, dy] = [dir[0] * len * 0.5, dir[1] * len * 0.5];
  const [nx, ny] = [-dir[1] * w * 0.5, dir[0] * w * 0.5];
  return `M${n(c[0] - dx + nx)} ${n(c[1] - dy + ny)}L${n(c[0] + dx + nx)} ${n(c[1] + dy + ny)}L${n(c[0] + dx - nx)} ${n(c[1] + dy - ny)}L${n(c[0] - dx - nx)} ${n(c[1] - dy - ny)}Z`;
}

/** How the painter stands on the last dash: bent to the roller, or looking down at the drop. */
function lookFor(feeling: Feeling): { lean: number; tilt: number; gaze: Point } {
  if (feeling === 'fear') return { lean: -4, tilt: 22, gaze: [-0.4, 1] };
  if (feeling === 'longing') return { lean: 6, tilt: -10, gaze: [1, -0.6] };
  return { lean: 14, tilt: 8, gaze: [1, 0.5] };
}

/**
 * A road painter rolls the white line on up off the street into the night sky, standing on the
 * last dash, high above the street.
 */
export const roadLine: Action = {
  id: 'road-line',
  objects: ['road'],
  who: ['woman', 'man', 'old-woman', 'old-man', 'girl', 'boy', 'fox', 'bear', 'wolf', 'cat'],
  feelings: ['resolve', 'longing', 'fear', 'mischief'],
  settings: ['street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // "High above the street" says where it is.
  ownPlace: true,
  // The night shift, by the street's lamp.
  lights: ['lamp'],
  family: () => 'road-line',
  concepts: [
    'road painter',
    'white line',
    'night shift',
    'road works',
    'dashed line',
    'the unknown',
    'courage',
    'solitude',
    'height',
    "making one's own way",
  ],
  say: sayFrom(
    {
      road: {
        en: 'paints the white line of the road on up into the night sky, standing on the last dash high above the street',
        ja: '道路の白線を夜空へと描き続け、通りのはるか上で最後の一本の上に立っている',
        ru: 'ведёт дорожную разметку прямо в ночное небо и стоит на последнем штрихе высоко над улицей',
        pt: 'pinta a linha branca da estrada noite acima, de pé no último traço, bem acima da rua',
        fi: 'maalaa tien valkoista keskiviivaa yhä ylemmäs yötaivaalle ja seisoo viimeisellä viivalla korkealla kadun yllä',
      },
    },
    'road',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The line: along the road from the right, curling up on the left and back over to the right,
    // level again where the painter stands on its last dash.
    const a: Point = [0.95 * H, 0.02 * H];
    const b: Point = [-1.15 * H, 0.02 * H];
    const c: Point = [-0.95 * H, -0.96 * H];
    const d: Point = [0, -1.12 * H];
    const paint = '#f6f3ea';
    const dashLen = 0.15 * H;
    const dashW = 0.04 * H;
    // Dashes at even steps of length along the curve (sampled finely), the last under the feet.
    const samples = 240;
    const pts = Array.from({ length: samples + 1 }, (_, i) => cubicAt(a, b, c, d, i / samples));
    const lengths = [0];
    for (let i = 1; i <= samples; i++) {
      const p0 = pts[i - 1]?.at ?? a;
      const p1 = pts[i]?.at ?? d;
      lengths.push((lengths[i - 1] ?? 0) + Math.hypot(p1[0] - p0[0], p1[1] - p0[1]));
    }
    const total = lengths[samples] ?? 0;
    const step = 0.27 * H;
    const dashes: string[] = [];
    for (let l = total; l > 0; l -= step) {
      let i = 0;
      while (i < samples && (lengths[i] ?? 0) < l) i++;
      const q = pts[i] ?? pts[samples];
      if (q) dashes.push(dash(q.at, q.dir, dashLen, dashW));
    }
    const line = fill(dashes.join(''), paint, 'paper', 0.5);

    // The painter on the last dash, both hands on the long roller handle, the roller ahead on the
    // dash it is laying down, wet and bright, and past it nothing.
    const how = lookFor(ctx.feeling);
    const end = cubicAt(a, b, c, d, 1);
    const roller: Point = [d[0] + 0.62 * H, d[1] - 0.04 * H];
    const frontHand: Point = [0.32 * H, -0.62 * H];
    const backHand: Point = [0.14 * H, -0.52 * H];
    const worker = {
      ...ctx.who,
      look: {
        ...ctx.who.look,
        top: '#f28a2a',
        trim: '#e8f0e0',
        ...(ctx.who.species === 'human' ? { hat: 'cap' as const, hatColor: '#f2c43a' } : {}),
      },
    };
    const fig = pose(
      worker,
      ctx.feeling,
      {
        legs: 'walk',
        lean: how.lean,
        front: { reach: [frontHand[0] / s, frontHand[1] / s], hand: 'fist' },
        back: { reach: [backHand[0] / s, backHand[1] / s], hand: 'fist' },
        backArmOver: true,
        turn: 0.75,
        headTilt: how.tilt,
        gaze: how.gaze,
      },
      ctx.ink,
    );
    const actor: Actor = { fig, x: d[0], y: d[1], facing: 1, scale: s };
    const hand: Point = [d[0] + backHand[0], d[1] + backHand[1]];
    const handle = stroke(
      `M${n(hand[0] - 0.06 * H)} ${n(hand[1] - 0.03 * H)}L${n(roller[0])} ${n(roller[1] - 0.03 * H)}`,
      mix(p.wood, '#6a4a2a', 0.3),
      0.03 * H,
      'wood',
    );
    const wet = fill(
      dash([(d[0] + roller[0]) / 2 + 0.12 * H, d[1] - 0.02 * H], end.dir, 0.2 * H, dashW * 1.1),
      lighter(paint, 0.5),
      'glow',
      0.5,
    );
    const rollerBody: Node[] = [
      stroke(
        `M${n(roller[0])} ${n(roller[1] - 0.03 * H)}V${n(roller[1] - 0.02 * H)}`,
        '#6a6e78',
        0.02 * H,
        'metal',
      ),
      fill(oval(roller[0], roller[1] - 0.005 * H, 0.07 * H, 0.035 * H), paint, 'cloth'),
    ];
    // A drip of paint falling from the fresh dash into the dark below.
    const dripAt: Point = [roller[0] - 0.06 * H, roller[1] + 0.12 * H];
    const drip = fill(oval(dripAt[0], dripAt[1], 0.012 * H, 0.02 * H), paint, 'paper', 0);
    // The paint tin on the dash behind the painter's heel.
    const tinX = d[0] - 0.3 * H;
    const tinY = cubicAt(a, b, c, d, 0.985).at[1] - 0.02 * H;
    const tin: Node[] = [
      fill(
        `M${n(tinX - 0.06 * H)} ${n(tinY - 0.1 * H)}H${n(tinX + 0.06 * H)}L${n(tinX + 0.055 * H)} ${n(tinY)}H${n(tinX - 0.055 * H)}Z`,
        '#9aa4ae',
        'metal',
      ),
      fill(oval(tinX, tinY - 0.1 * H, 0.06 * H, 0.018 * H), paint, 'paper', 0),
      stroke(
        `M${n(tinX - 0.06 * H)} ${n(tinY - 0.1 * H)}Q${n(tinX)} ${n(tinY - 0.2 * H)} ${n(tinX + 0.06 * H)} ${n(tinY - 0.1 * H)}`,
        darker('#9aa4ae', 0.35),
        0.01 * H,
        'metal',
      ),
    ];
    const nodes: Node[] = [line, wet, ...tin, handle, actorNodes(actor), ...rollerBody, drip];
    const box: [number, number, number, number] = [
      -0.95 * H,
      d[1] - 1.12 * H,
      roller[0] + 0.1 * H,
      4,
    ];
    return staged(facingBox(box, facing), mx([d[0] + 0.2 * H, d[1] - 0.5 * H], facing), {
      actors: mirror(nodes, facing),
      contacts: [],
    });
  },
};
