/**
 * Two old knights of the nursery: an old woman (an old man) and an old friend, each in a plumed
 * helmet astride a rocking horse, charge at each other nose to nose, a broom couched under the
 * arm for a lance, the brooms' handles crossing between them. A second childhood, an old
 * rivalry played out as a game, tilting at windmills in the attic.
 */
import { at, type Point } from '../../geom.ts';
import { group, type Node } from '../../ir.ts';
import { mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { sayFrom } from './close.ts';
import { rockingHorse } from './rocking-sea.ts';
import { mirror } from './water.ts';

/** The friend's air across the lists: as fierce, or laughing. */
function rivalFeeling(f: Feeling): Feeling {
  return f === 'resolve' ? 'joy' : 'resolve';
}

/**
 * One knight on a rocking horse, facing +x, the horse's rockers' low point at (x, 0), pitched
 * forward by `tilt`; returns the nodes and the point of the lance.
 */
function knight(
  ctx: StageContext,
  who: StageContext['who'],
  feeling: Feeling,
  x: number,
  k: number,
  tilt: number,
): { nodes: Node[]; tip: Point; head: Point } {
  const p = ctx.palette;
  const s = who.scale;
  const hk = 0.78 * k;
  const rad = (tilt * Math.PI) / 180;
  const toWorld = (q: Point): Point => [
    x + (q[0] * Math.cos(rad) - q[1] * Math.sin(rad)) * hk,
    (q[0] * Math.sin(rad) + q[1] * Math.cos(rad)) * hk,
  ];
  const coat = mix('#f4efe4', p.light, 0.15);
  const mane = mix(p.cloth[2] ?? p.accent, '#3a2a22', 0.3);
  const saddle = mix(p.accent, '#c8362c', 0.5);
  const wood = mix(p.wood, '#b0472f', 0.35);
  const horse = group(rockingHorse(coat, mane, saddle, wood, p.ink), at(x, 0, hk, tilt));
  const seat = toWorld([-2, -54]);
  const peg = toWorld([33, -75]);
  // The lance: a broom couched under the back arm, its handle pointing ahead and a little up.
  const gripRel: Point = [14, -32];
  const fig = pose(
    { ...who, look: { ...who.look, hat: 'helmet' } },
    feeling,
    {
      legs: 'dangle',
      lean: 16,
      front: { reach: [(peg[0] - seat[0]) / s, (peg[1] - seat[1]) / s], hand: 'fist' },
      back: { reach: gripRel, hand: 'fist' },
      backArmOver: true,
      turn: 0.85,
      headTilt: -4,
      gaze: [1, 0.1],
    },
    ctx.ink,
  );
  const hip = fig.skeleton.hip;
  const actor: Actor = {
    fig,
    x: seat[0] - hip[0] * s,
    y: seat[1] - hip[1] * s,
    facing: 1,
    scale: s,
  };
  const hand = actorPoint(actor, fig.skeleton.hands.back);
  // The broom held near its bristles, its handle running ahead through the fist and a little up.
  const broom = P.broom({
    main: mix('#c89a5a', p.wood, 0.3),
    ink: p.ink,
    light: p.light,
    metal: '#555',
  });
  const sc = 0.95 * k;
  const rot = 76;
  const turn = (q: Point): Point => {
    const t = (rot * Math.PI) / 180;
    return [
      (q[0] * Math.cos(t) - q[1] * Math.sin(t)) * sc,
      (q[0] * Math.sin(t) + q[1] * Math.cos(t)) * sc,
    ];
  };
  const held = turn([0, 30]);
  const origin: Point = [hand[0] - held[0], hand[1] - held[1]];
  const end = turn([0, -22]);
  const tip: Point = [origin[0] + end[0], origin[1] + end[1]];
  const node = placed(broom, origin, sc, rot);
  const head = actorPoint(actor, fig.skeleton.headCentre);
  return { nodes: [horse, actorNodes(actor), node], tip, head };
}

/**
 * Two old friends face to face on rocking horses, each with a broom for a lance.
 */
export const rockingJoust: Action = {
  id: 'rocking-joust',
  objects: ['broom'],
  who: ['old-woman', 'old-man'],
  seconds: () => ['old-woman', 'old-man'],
  feelings: ['resolve', 'joy', 'mischief'],
  settings: ['bedroom', 'attic'],
  // Close on the two heads and the crossed brooms: a medium shot left them small.
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['window', 'lamp', 'sky'],
  family: () => 'rocking-joust',
  concepts: [
    'knights',
    'joust',
    'rocking horse',
    'old friends',
    'rivalry',
    'second childhood',
    'play',
    'tournament',
    'Don Quixote',
    'chivalry',
  ],
  say: sayFrom(
    {
      broom: {
        en: 'jousts with an old friend on rocking horses, brooms for lances',
        ja: '昔なじみと揺り木馬にまたがり、ほうきを槍にして馬上試合をしている',
        ru: 'сражается на рыцарском турнире со старым другом верхом на лошадках-качалках, с мётлами вместо копий',
        pt: 'disputa uma justa com um velho amigo em cavalinhos de balanço, com vassouras por lanças',
        fi: 'ottaa mittaa vanhasta ystävästä keinuhevosten selässä, luudat peitseinä',
      },
    },
    'broom',
  ),
  stage(ctx) {
    const { rng, m, s, facing } = setUp(ctx);
    const k = (m.height * s) / 100;
    const friend = cast((ctx.second ?? 'old-man') as Who, rng.fork('friend'), ctx.palette);
    const gap = 50 * k;
    const a = knight(ctx, ctx.who, ctx.feeling, -gap, k, 8);
    const b = knight(ctx, friend, rivalFeeling(ctx.feeling), -gap, k, 8);
    const nodes: Node[] = [...mirror(b.nodes, -1), ...a.nodes];
    const top = Math.min(a.head[1], b.head[1]) - 22 * k;
    const box: [number, number, number, number] = [-gap - 36 * k, top, gap + 36 * k, 4 * k];
    const closeBox: [number, number, number, number] = [-gap - 16 * k, top, gap + 16 * k, -24 * k];
    return staged(facingBox(box, facing), [0, (a.head[1] + a.tip[1]) / 2], {
      actors: mirror(nodes, facing),
      contacts: [
        [-gap, 40 * k],
        [gap, 40 * k],
      ],
      closeBox: facingBox(closeBox, facing),
    });
  },
};
