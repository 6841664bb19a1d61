/**
 * A nursery toy taken out to sea: a character astride a painted wooden rocking horse that
 * gallops across the open waves, its rockers riding the crest of a wave, spray flying off them.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor, whos } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who gallops: people and the upright animals whose legs straddle a saddle. */
const riders = whos.filter((w) => w !== 'owl' && w !== 'cat');

/**
 * The rocking horse, facing +x, in units where its rockers' low point is at (0, 0) and its
 * saddle about 50 above: dapple-white body on four splayed legs, a red saddle, a mane and tail
 * of yarn, the peg handles through its head and the long bow of the rockers under its hooves.
 */
export function rockingHorse(
  coat: string,
  mane: string,
  saddle: string,
  wood: string,
  ink: string,
): Node[] {
  const hoof = darker(coat, 0.35);
  const nodes: Node[] = [];
  // The tail, behind the body: a fan of yarn strokes.
  nodes.push(
    stroke(
      'M-27 -46Q-40 -44 -44 -30M-27 -44Q-42 -48 -48 -36M-28 -47Q-38 -38 -38 -24',
      mane,
      3.2,
      'cloth',
    ),
  );
  // The legs, splayed like a gallop, each ending on the rocker.
  const legs: [number, number, number][] = [
    [-18, -40, -27],
    [-12, -40, -21],
    [14, -40, 20],
    [20, -40, 27],
  ];
  for (const [x0, y0, x1] of legs) {
    const y1 = rockerY(x1) - 3;
    nodes.push(stroke(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`, darker(coat, 0.12), 5.5, 'wood'));
    nodes.push(fill(rect(x1 - 3, y1 - 2, 6, 4, 1), hoof, 'wood'));
  }
  // The body and neck, head bent forward into the gallop.
  nodes.push(fill(oval(0, -46, 30, 11), coat, 'wood'));
  nodes.push(
    fill('M16 -52L24 -78Q28 -86 36 -84L50 -76Q54 -72 50 -69L36 -68L30 -46Z', coat, 'wood'),
  );
  // Dapples, the saddle and its girth.
  const dapple = darker(coat, 0.1);
  for (const [x, y, r] of [
    [-14, -44, 2.6],
    [-6, -40, 2],
    [4, -44, 2.4],
    [-20, -49, 1.8],
    [12, -41, 1.8],
  ] as const)
    nodes.push(fill(circle(x, y, r), dapple, 'detail', 0));
  nodes.push(
    fill('M-13 -56Q0 -50 13 -56L12 -50Q0 -46 -12 -50Z', saddle, 'cloth'),
    fill(rect(-2, -52, 4, 15, 1), darker(saddle, 0.15), 'cloth'),
  );
  // The mane down the neck, the ear, the eye, the nostril, the red bridle and the handle peg.
  nodes.push(
    stroke(
      'M22 -80Q16 -76 18 -70M20 -74Q14 -70 16 -64M18 -68Q12 -64 14 -58M25 -84Q20 -82 20 -76',
      mane,
      3.2,
      'cloth',
    ),
    fill('M29 -84L30 -90L34 -84Z', darker(coat, 0.06), 'wood'),
    fill(circle(37, -78, 1.6), ink, 'face', 0),
    fill(circle(48, -72, 1), darker(coat, 0.4), 'detail', 0),
    stroke('M38 -70L44 -80M36 -69L50 -70', saddle, 1.6, 'detail', 0),
    fill(rect(31, -76, 14, 3, 1.5), darker(wood, 0.1), 'wood'),
  );
  // The rockers: a long bow, painted, with scroll ends.
  nodes.push(
    stroke(`M-40 ${n(rockerY(-40))}Q0 14 40 ${n(rockerY(40))}`, wood, 5, 'wood'),
    stroke(`M-40 ${n(rockerY(-40))}q-5 -2 -4 -7M40 ${n(rockerY(40))}q5 -2 4 -7`, wood, 4, 'wood'),
  );
  return nodes;
}

/** The height of the rocker's bow at x (its low point at 0). */
export function rockerY(x: number): number {
  return -14 * (x / 40) ** 2;
}

/**
 * Galloping the rocking horse across the sea: the horse pitched forward on the crest of a wave,
 * the rider astride its saddle, one fist on the handle, the other arm flung up or out; the sea
 * to the card's edges, the wave curling up under the rockers' front and spray flying off it.
 */
export const rockingSea: Action = {
  id: 'rocking-sea',
  objects: ['sea'],
  who: riders,
  feelings: ['wonder', 'resolve', 'fear', 'surprise', 'mischief'],
  settings: ['shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  // A woodcut and a silhouette turn the sea to black: the horse is left on no water at all.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky', 'moon'],
  family: () => 'rocking-sea',
  concepts: [
    'rocking horse',
    'toy',
    'childhood',
    'gallop',
    'voyage',
    'adventure',
    'imagination',
    'waves',
    'courage',
  ],
  say: sayFrom(
    {
      sea: {
        en: 'gallops a wooden rocking horse across the open sea',
        ja: '木の揺り木馬に乗って、広い海の上を駆けている',
        ru: 'скачет на деревянной лошадке-качалке по открытому морю',
        pt: 'galopa num cavalinho de balanço de madeira pelo mar aberto',
        fi: 'laukkaa puisella keinuhevosella halki avomeren',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const hk = 1.15 * k;
    // The horse pitched forward on the wave's crest, its rockers' low point a little over y = 0.
    const tilt = 10;
    const base: Point = [0, 3 * k];
    const rad = (tilt * Math.PI) / 180;
    const toWorld = (q: Point): Point => [
      base[0] + (q[0] * Math.cos(rad) - q[1] * Math.sin(rad)) * hk,
      base[1] + (q[0] * Math.sin(rad) + q[1] * Math.cos(rad)) * hk,
    ];
    const coat = mix('#f4efe4', p.light, 0.15);
    const mane = mix(p.cloth[2] ?? p.accent, '#3a2a22', 0.3);
    const saddle = mix(p.accent, '#c8362c', 0.5);
    const wood = mix(p.wood, '#b0472f', 0.35);
    const horse = group(
      rockingHorse(coat, mane, saddle, wood, p.ink),
      at(base[0], base[1], hk, tilt),
    );
    // The rider astride the saddle, one fist on the handle peg, the other arm flung up (joy,
    // mischief, resolve) or thrown back for balance (fear, surprise, wonder).
    const seat = toWorld([-2, -54]);
    const peg = toWorld([33, -75]);
    const bold = ctx.feeling === 'resolve' || ctx.feeling === 'mischief';
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'dangle',
      lean: afraid ? -4 : 12,
      front: { reach: [(peg[0] - seat[0]) / s, (peg[1] - seat[1]) / s], hand: 'fist' },
      back: bold
        ? { angle: -130, bend: -15, hand: 'open' }
        : { angle: -40, bend: -40, hand: 'open' },
      turn: 0.55,
      headTilt: afraid ? 8 : -6,
      gaze: afraid ? [0.4, 0.6] : [1, -0.2],
    });
    const hip = fig.skeleton.hip;
    const actor: Actor = {
      fig,
      x: seat[0] - hip[0] * s,
      y: seat[1] - hip[1] * s,
      facing: 1,
      scale: s,
    };
    // The swell the horse rides, in front of the rockers' low point so it rides in the sea, not
    // on it: a wavy lip of crests over a rounded belly of water, within the story's width (the
    // setting's own sea runs on behind it to the horizon).
    const sea = mix(p.water, p.sky[1], 0.2);
    const foam = lighter(mix(sea, '#ffffff', 0.6), 0.2);
    const front = toWorld([40, rockerY(40)]);
    const back = toWorld([-40, rockerY(-40)]);
    const x0 = back[0] - 16 * k;
    const x1 = front[0] + 24 * k;
    const lip = -1 * k;
    const crest: string[] = [`M${n(x0)} ${n(lip + 6 * k)}`];
    const step = (x1 - x0) / 8;
    for (let i = 0; i < 8; i++) {
      const x = x0 + i * step;
      const y = lip + (i === 0 || i === 7 ? 3 : 0) * k;
      crest.push(
        `Q${n(x + step / 2)} ${n(y - 5 * k)} ${n(x + step)} ${n(lip + (i === 7 ? 6 : 1) * k)}`,
      );
    }
    const belly = `Q${n((x0 + x1) / 2)} ${n(30 * k)} ${n(x0)} ${n(lip + 6 * k)}Z`;
    // The open sea over the setting's beach, to the card's edges (part of the place, not boxed).
    const far: string[] = [];
    for (let row = 0; row < 9; row++)
      for (let x = -390 * k + (row % 2) * 20 * k; x < 390 * k; x += 42 * k)
        far.push(`M${n(x)} ${n((-4 + row * 14) * k)}q${n(6 * k)} ${n(-4 * k)} ${n(12 * k)} 0`);
    const wall: Node[] = [
      fill(rect(-400 * k, -12 * k, 800 * k, 420 * k), darker(sea, 0.12), 'water'),
      stroke(far.join(''), lighter(sea, 0.2), 1.3 * k, 'detail', 0),
    ];
    const ripples: string[] = [];
    for (let i = 0; i < 5; i++)
      ripples.push(
        `M${n(x0 + (i + 1.2) * step * 1.3)} ${n(8 * k + (i % 2) * 5 * k)}q${n(5 * k)} ${n(-3 * k)} ${n(10 * k)} 0`,
      );
    const water: Node[] = [
      fill(`${crest.join('')}${belly}`, sea, 'water'),
      stroke(ripples.join(''), lighter(sea, 0.3), 1.4 * k, 'detail', 0),
      stroke(crest.join(''), foam, 2.4 * k, 'water'),
    ];
    // Foam along the crest under the rockers, and the spray flying ahead and up.
    // (Spray in a unit of its own, a little smaller than the world's, to keep the story narrow.)
    const q = 0.65 * k;
    const spray: Node[] = [
      stroke(
        `M${n(back[0] - 10 * k)} ${n(back[1] + 6 * k)}Q${n(0)} ${n(0)} ${n(front[0] + 4 * k)} ${n(front[1] + 2 * k)}`,
        foam,
        3 * k,
        'water',
      ),
      stroke(
        `M${n(front[0] + 2 * k)} ${n(front[1] - 2 * k)}q${n(10 * q)} ${n(-18 * q)} ${n(28 * q)} ${n(-14 * q)}M${n(front[0] + 6 * k)} ${n(front[1] + 2 * k)}q${n(14 * q)} ${n(-8 * q)} ${n(30 * q)} ${n(0)}M${n(back[0] - 6 * k)} ${n(back[1])}q${n(-10 * q)} ${n(-10 * q)} ${n(-24 * q)} ${n(-4 * q)}`,
        foam,
        3 * k,
        'water',
      ),
    ];
    const drops: [number, number, number][] = [
      [10, -20, 3.2],
      [20, -32, 2.6],
      [28, -14, 2.8],
      [34, -30, 2],
      [8, -38, 2],
      [40, -20, 1.8],
      [-14, -8, 2.4],
      [-24, -18, 1.8],
      [-30, -6, 2.2],
    ];
    for (const [dx, dy, r] of drops) {
      const x = dx >= 0 ? front[0] + dx * q : back[0] + dx * q;
      const y = (dx >= 0 ? front[1] : back[1]) + dy * q;
      spray.push(fill(circle(x, y, r * q), foam, 'water', 0));
    }
    const nodes: Node[] = [horse, actorNodes(actor), ...spray];
    const top = seat[1] + (fig.skeleton.headCentre[1] - hip[1] - fig.headR * 2.2) * s;
    const box: [number, number, number, number] = [
      back[0] - 12 * k,
      Math.min(top, toWorld([0, -95])[1]) - 6 * k,
      front[0] + 20 * k,
      20 * k,
    ];
    const focus: Point = [seat[0] + 10 * k, seat[1] - 20 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(wall, facing),
      actors: mirror(nodes, facing),
      before: mirror(water, facing),
      contacts: [],
      airborne: true,
      glows: [],
    });
  },
};
