/**
 * A hot-air balloon knitted, not sewn: the character rides a basket just lifting off under an
 * old jumper blown up round as a balloon, its ribbed hem at the mouth, a patch on its front, its
 * two sleeves hanging down its sides, and strands of yarn for the ropes. Home comforts taken up
 * into the sky.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The jumper's wools. */
const wools = ['#b8423a', '#3f6f4a', '#c8962a', '#3a5a8a', '#8a4a7a'];

/** One sleeve hanging from the shoulder at (sx, sy) down the side `side` (1 right, −1 left). */
function sleeve(sx: number, sy: number, side: 1 | -1, k: number, wool: string): Node[] {
  const x = (d: number): number => sx + side * d * k;
  const y = (d: number): number => sy + d * k;
  const arm = `M${n(x(-4))} ${n(y(0))}C${n(x(14))} ${n(y(8))} ${n(x(16))} ${n(y(40))} ${n(x(10))} ${n(y(62))}L${n(x(0))} ${n(y(62))}C${n(x(4))} ${n(y(40))} ${n(x(0))} ${n(y(20))} ${n(x(-8))} ${n(y(12))}Z`;
  const cuff = `M${n(x(10.5))} ${n(y(61))}L${n(x(-0.5))} ${n(y(61))}L${n(x(-0.5))} ${n(y(70))}L${n(x(10.5))} ${n(y(70))}Z`;
  const ribs: string[] = [];
  for (let i = 1; i < 5; i++) ribs.push(`M${n(x(-0.5 + i * 2.2))} ${n(y(62))}V${n(y(69.5))}`);
  return [
    fill(arm, darker(wool, 0.06), 'cloth'),
    fill(cuff, darker(wool, 0.15), 'cloth'),
    stroke(ribs.join(''), darker(wool, 0.35), 0.6 * k, 'detail', 0),
  ];
}

/**
 * The basket just off the ground (its shadow below it), the character standing in it from the
 * waist up, one hand on a strand of yarn; the jumper balloon above, wider than it is tall at the
 * chest, its hem tied round with the yarn that runs down to the basket's corners.
 */
export const sweaterBalloon: Action = {
  id: 'sweater-balloon',
  objects: ['sweater'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit', 'mouse'],
  feelings: ['wonder', 'resolve', 'mischief', 'surprise', 'fear'],
  settings: ['meadow', 'snowfield', 'desert', 'shore'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut and a silhouette flatten the knit into one black shape: no jumper left to read.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'sweater-balloon',
  concepts: [
    'hot-air balloon',
    'knitting',
    'wool',
    'warmth',
    'comfort',
    'flight',
    'patchwork',
    'make do and mend',
    'grandmother',
  ],
  say: sayFrom(
    {
      sweater: {
        en: 'takes off in a hot-air balloon made of an old patched jumper, with yarn for its ropes',
        ja: '継ぎの当たった古いセーターでできた熱気球で飛び立つ。ロープは毛糸',
        ru: 'взлетает на воздушном шаре из старого заштопанного свитера, а вместо канатов — пряжа',
        pt: 'levanta voo num balão de ar quente feito de uma camisola velha e remendada, com fios de lã por cordas',
        fi: 'nousee ilmaan kuumailmapallolla, joka on tehty vanhasta paikatusta villapaidasta, köysinä villalankaa',
      },
    },
    'sweater',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const wool = mix(rng.pick(wools), p.light, 0.12);
    const patchWool = mix(rng.pick(wools.filter((w) => w !== wool)), '#e8dcc0', 0.25);
    // The basket, lifted off the ground.
    const lift = 12 * k;
    const bw = 23 * k;
    // Chest-high, as a balloon's basket is: the rider shows from the waist up.
    const bH = 44 * k;
    const bTop = -lift - bH;
    const wicker = mix(p.wood, '#b08850', 0.5);
    // The balloon's mouth (the jumper's hem), its widest (the chest) and its top (the collar).
    // The hem clear above the rider's head.
    const hemY = -118 * k;
    const hemW = 30 * k;
    const chestY = -172 * k;
    const chestW = 56 * k;
    const topY = -216 * k;
    // The rider: standing in the basket, one hand up on a yarn strand, the other on the rim.
    const waving = ctx.feeling === 'mischief' || ctx.feeling === 'wonder';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 0,
      front: waving
        ? { angle: 150, bend: 20, hand: 'open' }
        : { reach: [bw / s - 1, (bTop + 1 * k) / s], hand: 'mitt' },
      back: { reach: [-bw / s + 1, (bTop + 1 * k) / s], hand: 'mitt' },
      turn: 0.35,
      headTilt: ctx.feeling === 'fear' ? 10 : -12,
      gaze: ctx.feeling === 'fear' ? [0.5, 0.8] : [0.6, -0.6],
    });
    const rider: Actor = { fig, x: 0, y: -lift, facing: 1, scale: s };
    // The yarn: from the basket's corners up to the hem, a little slack.
    const yarn = mix(wool, '#f0e6d0', 0.35);
    const strands = [-1, 1]
      .flatMap((side) => [
        `M${n(side * bw)} ${n(bTop)}Q${n(side * (bw + 6 * k))} ${n((bTop + hemY) / 2)} ${n(side * hemW)} ${n(hemY)}`,
        `M${n(side * bw * 0.4)} ${n(bTop)}Q${n(side * bw * 0.6)} ${n((bTop + hemY) / 2)} ${n(side * hemW * 0.45)} ${n(hemY)}`,
      ])
      .join('');
    const envelope = `M${n(-hemW)} ${n(hemY)}C${n(-chestW * 1.1)} ${n(hemY - 22 * k)} ${n(-chestW * 1.05)} ${n(chestY + 4 * k)} ${n(-chestW)} ${n(chestY)}C${n(-chestW * 0.95)} ${n(topY + 10 * k)} ${n(-16 * k)} ${n(topY)} 0 ${n(topY)}C${n(16 * k)} ${n(topY)} ${n(chestW * 0.95)} ${n(topY + 10 * k)} ${n(chestW)} ${n(chestY)}C${n(chestW * 1.05)} ${n(chestY + 4 * k)} ${n(chestW * 1.1)} ${n(hemY - 22 * k)} ${n(hemW)} ${n(hemY)}Z`;
    // The knit: rows of little Vs across the front, the stitches of a jumper.
    const vs: string[] = [];
    for (let row = 0; row < 8; row++) {
      const y = topY + 16 * k + row * 11 * k;
      const half = row < 2 ? 26 * k : row < 6 ? 46 * k : 34 * k;
      for (let x = -half; x <= half; x += 7 * k)
        vs.push(`M${n(x - 2 * k)} ${n(y)}l${n(2 * k)} ${n(3 * k)}l${n(2 * k)} ${n(-3 * k)}`);
    }
    // A stripe round the chest in a second wool, and a patch sewn on.
    const stripe = rect(-chestW * 1.04, chestY + 10 * k, chestW * 2.08, 8 * k);
    const patch: Point = [-22 * k, chestY - 16 * k];
    const ps = 15 * k;
    const stitches: string[] = [];
    for (let i = 0; i < 5; i++) {
      const t = (i + 0.5) / 5;
      stitches.push(
        `M${n(patch[0] + t * ps)} ${n(patch[1] - 1.5 * k)}v${n(3 * k)}M${n(patch[0] + t * ps)} ${n(patch[1] + ps - 1.5 * k)}v${n(3 * k)}`,
      );
    }
    const collar = `M${n(-13 * k)} ${n(topY + 2 * k)}Q0 ${n(topY - 6 * k)} ${n(13 * k)} ${n(topY + 2 * k)}Q0 ${n(topY + 5 * k)} ${n(-13 * k)} ${n(topY + 2 * k)}Z`;
    const hemRibs: string[] = [];
    for (let x = -hemW + 2 * k; x < hemW; x += 3 * k)
      hemRibs.push(`M${n(x)} ${n(hemY - 7 * k)}V${n(hemY)}`);
    const balloon: Node[] = [
      ...sleeve(-chestW * 0.92, chestY - 12 * k, -1, k, wool),
      ...sleeve(chestW * 0.92, chestY - 12 * k, 1, k, wool),
      fill(envelope, wool, 'cloth'),
      fill(stripe, mix(patchWool, wool, 0.2), 'cloth', 0),
      stroke(vs.join(''), darker(wool, 0.22), 0.7 * k, 'detail', 0),
      fill(rect(patch[0], patch[1], ps, ps, 1.5 * k), patchWool, 'cloth'),
      stroke(stitches.join(''), p.ink, 0.7 * k, 'detail', 0),
      fill(collar, darker(wool, 0.2), 'cloth'),
      fill(rect(-hemW, hemY - 7 * k, hemW * 2, 7 * k, 2 * k), darker(wool, 0.12), 'cloth'),
      stroke(hemRibs.join(''), darker(wool, 0.35), 0.6 * k, 'detail', 0),
    ];
    const basket: Node[] = [
      fill(rect(-bw, bTop, bw * 2, bH, 3 * k), wicker, 'wood'),
      stroke(
        [0, 1, 2, 3, 4].map((i) => `M${n(-bw)} ${n(bTop + (7 + i * 8) * k)}H${n(bw)}`).join(''),
        darker(wicker, 0.25),
        0.8 * k,
        'detail',
        0,
      ),
      fill(
        rect(-bw - 1.5 * k, bTop - 1.5 * k, bw * 2 + 3 * k, 4 * k, 2 * k),
        darker(wicker, 0.15),
        'wood',
      ),
    ];
    const nodes: Node[] = [
      stroke(strands, yarn, 1.1 * k, 'detail', 0),
      ...balloon,
      actorNodes({ ...rider, fig: { ...fig, hands: [] } }),
      ...basket,
      actorNodes({ ...rider, fig: { ...fig, back: [], body: [], hands: fig.hands } }),
    ];
    const box: [number, number, number, number] = [
      -chestW * 1.3,
      topY - 8 * k,
      chestW * 1.3,
      6 * k,
    ];
    const focus: Point = [0, chestY + 30 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, bw * 2]],
      glows: [],
    });
  },
};
