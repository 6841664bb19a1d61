/**
 * Honey from the sky: the character has stacked straw beehives one on another into a wobbling
 * tower and stands on tiptoe on the top one, both arms stretched up to the low moon, gold as
 * honey, just out of reach, while the bees come out of the hives below to see what is going on.
 * Wanting the moon; a sweet tooth; building your own ladder to a dream.
 */
import { at, ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A straw skep, its foot at the origin, `w` across and `h` tall: coiled bands and a dark door. */
function skep(w: number, h: number, straw: string): Node[] {
  const dome = `M${n(-w / 2)} 0C${n(-w / 2)} ${n(-h * 0.75)} ${n(-w * 0.3)} ${n(-h)} 0 ${n(-h)}C${n(w * 0.3)} ${n(-h)} ${n(w / 2)} ${n(-h * 0.75)} ${n(w / 2)} 0Z`;
  const bands: string[] = [];
  for (const t of [0.22, 0.44, 0.64, 0.82]) {
    const y = -h * t;
    const half = (w / 2) * Math.sqrt(1 - t * t * 0.85);
    bands.push(`M${n(-half)} ${n(y)}Q0 ${n(y + h * 0.1)} ${n(half)} ${n(y)}`);
  }
  return [
    fill(dome, straw, 'wood'),
    stroke(bands.join(''), darker(straw, 0.28), Math.max(0.6, h * 0.05), 'detail', 0),
    fill(
      `M${n(-w * 0.1)} 0Q${n(-w * 0.1)} ${n(-h * 0.2)} 0 ${n(-h * 0.2)}Q${n(w * 0.1)} ${n(-h * 0.2)} ${n(w * 0.1)} 0Z`,
      '#2a1e16',
      'detail',
      0,
    ),
  ];
}

/** A bee at `c`, `r` long, flying towards `dir` (1 or -1). */
function bee(c: Point, r: number, dir: number): Node[] {
  const [x, y] = c;
  return [
    fill(
      ellipse(x - dir * r * 0.1, y - r * 0.55, r * 0.35, r * 0.5, -dir * 30),
      '#f4f6fa',
      'detail',
      0.5,
    ),
    fill(ellipse(x, y, r * 0.6, r * 0.4), '#f2b51c', 'detail', 0.6),
    stroke(
      `M${n(x - r * 0.15)} ${n(y - r * 0.38)}v${n(r * 0.76)}M${n(x + r * 0.2)} ${n(y - r * 0.34)}v${n(r * 0.68)}`,
      '#2a2224',
      r * 0.16,
      'detail',
      0,
    ),
  ];
}

/**
 * Three skeps stacked, each a little askew; the character on tiptoe on the top one, both arms up;
 * the crescent moon above and ahead, the fingertips a hand's breadth under it; bees about the
 * tower's door holes.
 */
export const hiveMoon: Action = {
  id: 'hive-moon',
  objects: ['moon'],
  who: ['fox', 'boy', 'girl', 'mouse', 'rabbit', 'woman', 'man'],
  feelings: ['resolve', 'longing', 'wonder', 'mischief', 'joy'],
  settings: ['meadow', 'forest'],
  framings: ['low', 'wide'],
  fixedFramings: true,
  // The tower and the moon are the whole picture; a twist beside them would crowd it.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['moon'],
  family: () => 'hive-moon',
  concepts: [
    'wanting the moon',
    'honey',
    'a sweet tooth',
    'bees',
    'stacking',
    'reaching',
    'ambition',
    'so close',
    'balance',
    'a dream',
    'greed',
    'night',
  ],
  say: sayFrom(
    {
      moon: {
        en: 'has stacked beehives one on another and reaches up from the top for the honey-gold moon',
        ja: 'ミツバチの巣箱を高く積み重ね、そのてっぺんから蜂蜜色の月に手をのばしている',
        ru: 'поставил ульи один на другой и тянется с самого верха к медово-золотой луне',
        pt: 'empilhou colmeias umas sobre as outras e, lá de cima, estica-se para a lua cor de mel',
        fi: 'on pinonnut mehiläispesät päällekkäin ja kurottaa ylimmältä kohti hunajankultaista kuuta',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const straw = mix('#d9a94e', p.wood, 0.2);
    // The tower: four skeps, narrowing a little, each set slightly off the one below.
    const sizes: readonly (readonly [number, number])[] = [
      [44, 26],
      [40, 24],
      [36, 23],
    ];
    const nodes: Node[] = [];
    let y = 0;
    let x = 0;
    const doors: Point[] = [];
    for (const [i, [w, h]] of sizes.entries()) {
      const tilt = (i % 2 === 0 ? 1 : -1) * rng.range(2, 5);
      nodes.push(
        group(skep(w * k, h * k, i % 2 === 0 ? straw : lighter(straw, 0.08)), at(x, y, 1, tilt)),
      );
      doors.push([x, y - 2 * k]);
      y -= h * k * 0.92;
      x += (i % 2 === 0 ? 1 : -1) * rng.range(1.5, 3) * k;
    }
    const standY = y + 2 * k;
    const ax = x;
    const where = { x: ax, y: standY, facing: 1 as const, scale: s };
    // The moon just above the reach of the raised hands, ahead.
    const r = 24 * k;
    const moonC: Point = [ax + 30 * k, standY + (m.reachTop - 10) * s - r * 0.7];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -6,
      front: { reach: toActor(where, [moonC[0] - r * 0.9, moonC[1] + r * 1.2]), hand: 'open' },
      back: { reach: toActor(where, [moonC[0] - r * 1.3, moonC[1] + r * 1.5]), hand: 'open' },
      turn: 0.55,
      headTilt: -20,
      gaze: [0.6, -0.8],
    });
    const a: Actor = { fig, ...where };
    const gold = mix('#f6c94a', p.light, 0.25);
    const moon = P.crescent(gold, r, p.ink, false);
    nodes.push(placed(moon, moonC, 1, -25), actorNodes(a));
    // Bees out of the doors, about the tower.
    const bees: Node[] = [];
    for (const [i, d] of doors.entries()) {
      const side = i % 2 === 0 ? 1 : -1;
      bees.push(
        ...bee([d[0] + side * rng.range(20, 30) * k, d[1] - rng.range(4, 12) * k], 3.2 * k, side),
      );
    }
    bees.push(...bee([ax - 22 * k, standY - 40 * k], 3.2 * k, -1));
    const hand = actorPoint(a, fig.skeleton.hands.front);
    const hc = actorPoint(a, fig.skeleton.headCentre);
    const top = Math.min(moonC[1] - r - 8 * k, hc[1] - fig.headR * s * 2) - 4 * k;
    const box: [number, number, number, number] = [
      -46 * k,
      top,
      Math.max(moonC[0] + r, 40 * k) + 10 * k,
      6 * k,
    ];
    const faults: string[] = [];
    // The hand must come close under the moon, or the reach reads as a wave.
    if (Math.hypot(hand[0] - moonC[0], hand[1] - moonC[1]) > r * 2.4)
      faults.push('hand far from the moon');
    return staged(facingBox(box, facing), mx([ax, (top + standY) / 2], facing), {
      actors: mirror([...nodes, ...bees], facing),
      contacts: [[0, 38 * k]],
      glows: [{ at: mx(moonC, facing), r: r * 2.4, color: p.light }],
      light: { at: mx(moonC, facing), kind: 'glow', reach: 120 },
      closeBox: facingBox([box[0], top, box[2], standY + 20 * k], facing),
    });
  },
};
