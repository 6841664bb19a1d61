/**
 * Holding on across the rift: two friends stand on a little island floating high in the sky, and
 * it has just cracked in two. The halves drift apart and tip away from each other, pebbles falling
 * from the fresh break into the void, while the two lean out over the widening gap, each with an
 * arm flung back for balance, and hold each other's hand. The two break faces have the same jagged
 * edge: a player sees they were one piece.
 */
import { circle, n, rotate, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import type { Proportions } from '../../kit/body.ts';
import { proportions } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { poseSkeleton, type FigurePose } from '../../kit/figure.ts';
import * as P from '../../kit/props.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, pose, whos, type Actor, type Character } from '../cast.ts';
import { measure, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { partnerOf } from './partner.ts';
import { mirror, mx } from './water.ts';

/**
 * How deep the island's rock goes under its grass, and how far each half reaches outward, for a
 * grown-up (the island is sized to the subject, so a rabbit's fills the card as a man's does).
 */
const DEPTH = 58;
const HALF_WIDTH = 54;
/** How far each half has tipped away from the crack, in degrees. */
const tip = 8;
/** How far the friend's half has sunk below the subject's. */
const drop = 7;

/** The friend's feeling, answering the subject's: both hold on, one perhaps more afraid. */
function friendFeeling(f: Feeling): Feeling {
  if (f === 'resolve') return 'fear';
  if (f === 'fear') return 'resolve';
  return f;
}

/**
 * The pose of one leaning out over the gap: the front foot at the edge, the back leg braced, the
 * back arm flung out behind for balance, the front hand reaching for `hand`.
 */
function leaning(hand: Point): Partial<FigurePose> {
  return {
    legs: [
      [22, 26],
      [-30, 6],
    ],
    lean: 14,
    front: { reach: hand, hand: 'fist' },
    // The other arm flung out behind and low, for balance.
    back: { angle: -40, bend: 12, hand: 'open' },
    turn: 0.85,
    headTilt: -8,
    gaze: [1, 0.05],
  };
}

/**
 * A cloud with no outline: far below in the haze, its puffs drawn as rings by the looks that
 * outline shapes read as bubbles (the woodcut's, on a trial swap).
 */
function soft(prop: P.Prop): P.Prop {
  return { ...prop, nodes: prop.nodes.map((node) => ({ ...node, ink: 0 })) };
}

/** The crack's jagged profile from the grass down to the island's tip: x offsets by depth. */
function crackProfile(rng: Rng, depth: number): Point[] {
  const pts: Point[] = [[0, 0]];
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    const y = (depth * i) / steps;
    pts.push([(i % 2 === 0 ? -1 : 1) * rng.range(2.5, 6), y]);
  }
  return pts;
}

/**
 * One half of the island, drawn for the left half (its break face at `edge`, its land to -x);
 * `side` -1 mirrors it into the right half. The break face follows `crack`, the underside sweeps
 * from the outer rim down to the crack's foot, roots hanging from it.
 */
function islandHalf(
  p: Palette,
  rng: Rng,
  crack: readonly Point[],
  edge: number,
  side: 1 | -1,
  u: number,
): Node[] {
  const depth = DEPTH * u;
  const halfWidth = HALF_WIDTH * u;
  const X = (x: number): number => side * x;
  const rock = mix(p.ground, '#7a6656', 0.55);
  const grass = mix(p.ground, '#5f9a4a', 0.45);
  const outer = edge - halfWidth;
  const crackPath = crack.map(([dx, y]) => `L${n(X(edge + dx))} ${n(y)}`).join('');
  const body =
    `M${n(X(outer))} 0` +
    `L${n(X(edge))} 0${crackPath}` +
    `Q${n(X(outer + halfWidth * 0.35))} ${n(depth * 0.72)} ${n(X(outer))} 0Z`;
  // The fresh break: a lighter band just inside the crack's edge.
  const inner = crack
    .map(([dx, y], i) => `${i === 0 ? 'M' : 'L'}${n(X(edge + dx - 7))} ${n(y)}`)
    .join('');
  const back = [...crack]
    .reverse()
    .map(([dx, y]) => `L${n(X(edge + dx))} ${n(y)}`)
    .join('');
  const face = `${inner}${back}Z`;
  // Strata across the rock.
  const strata: string[] = [];
  for (let i = 1; i < 4; i++) {
    const y = (depth * i) / 4.6;
    const x0 = outer + halfWidth * (0.18 + i * 0.14);
    strata.push(
      `M${n(X(x0))} ${n(y)}Q${n(X((x0 + edge) / 2))} ${n(y + 4)} ${n(X(edge - 10))} ${n(y - 1)}`,
    );
  }
  // Roots dangling from the underside.
  const roots: string[] = [];
  for (let i = 0; i < 3; i++) {
    const t = 0.3 + i * 0.2;
    const x = outer + halfWidth * t;
    const y = depth * 0.72 * Math.sin(t * Math.PI * 0.55) + 4;
    roots.push(
      `M${n(X(x))} ${n(y)}q${n(X(rng.range(-5, 5)))} 9 ${n(X(rng.range(-3, 3)))} ${n(rng.range(14, 22))}`,
    );
  }
  // The grass on top, with a few tufts.
  const tufts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = outer + 8 + rng.next() * (halfWidth - 20);
    tufts.push(`M${n(X(x))} -1l${n(X(-1.5))} -5M${n(X(x + 2))} -1l${n(X(1.5))} -6`);
  }
  return [
    fill(body, rock, 'stone'),
    fill(face, lighter(rock, 0.28), 'stone', 0),
    stroke(strata.join(''), darker(rock, 0.22), 1.2, 'detail', 0),
    stroke(roots.join(''), darker(rock, 0.35), 1.4, 'plant', 0),
    fill(
      `M${n(X(outer - 1))} -2Q${n(X(outer + halfWidth / 2))} -5 ${n(X(edge + 1))} -2L${n(X(edge + 1))} 5Q${n(X(outer + halfWidth / 2))} 7 ${n(X(outer - 1))} 4Z`,
      grass,
      'plant',
    ),
    stroke(tufts.join(''), darker(grass, 0.25), 1.3, 'plant', 0),
  ];
}

/** The far tip of a figure's toes in its own units (facing +x), standing in a pose. */
function toeOf(prop: Proportions, pose: Partial<FigurePose>, age: Character['age']): number {
  const s = poseSkeleton(age, {
    front: { angle: 0, bend: 0 },
    back: { angle: 0, bend: 0 },
    legs: 'stand',
    ...pose,
  });
  return Math.max(s.ankles.front[0], s.ankles.back[0]) + prop.foot * 1.1;
}

/**
 * Two friends holding hands across the crack of an island that splits in two in the sky, the
 * halves drifting apart.
 */
export const riftHold: Action = {
  id: 'rift-hold',
  objects: ['island'],
  // A mouse's arm is too short to reach across a crack a player can see.
  who: whos.filter((w) => w !== 'mouse'),
  seconds: () => whos.filter((w) => w !== 'mouse'),
  feelings: ['fear', 'resolve', 'longing', 'grief'],
  // An island floating in the sky, the sea of cloud far below.
  settings: ['clouds'],
  // A wide shot leaves two small figures on a speck of rock.
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'moon'],
  family: (o) => `rift-hold:${o}`,
  concepts: [
    'friendship',
    'separation',
    'rift',
    'two halves',
    'trust',
    'island in the sky',
    'distance',
    'hands',
    'danger',
  ],
  say: sayFrom(
    {
      island: {
        en: "grips a friend's hand across the gap of a floating island cracked in two, its halves moving away from each other,",
        ja: '二つに割れた浮き島の裂け目ごしに、友だちの手をしっかりつかんでいる。島の半分どうしは少しずつ遠ざかっていく',
        ru: 'крепко сжимает руку товарища над трещиной: летучий остров раскололся надвое, и его половинки расходятся',
        pt: 'aperta a mão de um amigo por cima da fenda de uma ilha flutuante partida em duas, cujas metades se separam',
        fi: 'puristaa ystävän kättä railon yli, kun leijuva saari on haljennut kahtia ja sen puoliskot loittonevat toisistaan',
      },
    },
    'island',
  ),
  stage(ctx) {
    const { rng, p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    const depth = DEPTH * u;
    const halfWidth = HALF_WIDTH * u;
    const { friend, sb } = partnerOf(ctx);
    // Where the two shoulders are, leaning out, and how long the arms are.
    const probe = leaning([40, -40]);
    const shoulderOf = (c: Character): Point =>
      poseSkeleton(c.age, {
        front: { angle: 0, bend: 0 },
        back: { angle: 0, bend: 0 },
        legs: 'stand',
        ...probe,
      }).shoulders.front;
    const shA = shoulderOf(ctx.who);
    const shB = shoulderOf(friend);
    const toeA = toeOf(proportions[ctx.who.age], probe, ctx.who.age);
    const toeB = toeOf(proportions[friend.age], probe, friend.age);
    // The hands meet at the lower one's shoulder height, halfway across the crack, once each half has tipped
    // away (the friend's half sinking a little too): each figure stands, front foot at its edge,
    // as far back as its arm stretched out reaches the clasp. A few rounds settle the edges,
    // which the tips turn about.
    const hy = Math.max(shA[1] * s, shB[1] * sb) + 3;
    const lenA = measure(ctx.who).arm * s * 0.97;
    const lenB = measure(friend).arm * sb * 0.97;
    let ax = -lenA - shA[0] * s;
    let bx = lenB + shB[0] * sb;
    const fromA = (q: Point, edge: number): Point => rotate(q, tip, [edge, depth]);
    const fromB = (q: Point, edge: number): Point =>
      rotate([q[0], q[1] - drop], -tip, [edge, depth]);
    let hand: Point = [0, hy];
    for (let round = 0; round < 6; round++) {
      const edgeA = ax + toeA * s + 2;
      const edgeB = bx - toeB * sb - 2;
      hand = [(edgeA + edgeB) / 2, hy];
      const hA = fromA(hand, edgeA);
      const hB = fromB(hand, edgeB);
      const dyA = hA[1] - shA[1] * s;
      const dyB = hB[1] - shB[1] * sb;
      ax = hA[0] - Math.sqrt(Math.max(lenA * lenA - dyA * dyA, 16)) - shA[0] * s;
      bx = hB[0] + Math.sqrt(Math.max(lenB * lenB - dyB * dyB, 16)) + shB[0] * sb;
    }
    const edgeA = ax + toeA * s + 2;
    const edgeB = bx - toeB * sb - 2;
    const handA = fromA(hand, edgeA);
    const handB = fromB(hand, edgeB);
    const a: Actor = {
      fig: pose(ctx.who, ctx.feeling, leaning([(handA[0] - ax) / s, handA[1] / s]), ctx.ink),
      x: ax,
      facing: 1,
      scale: s,
    };
    const b: Actor = {
      fig: pose(
        friend,
        friendFeeling(ctx.feeling),
        leaning([(bx - handB[0]) / sb, handB[1] / sb]),
        ctx.ink,
      ),
      x: bx,
      facing: -1,
      scale: sb,
    };
    const crack = crackProfile(rng.fork('crack'), depth);
    const left = islandHalf(p, rng.fork('left'), crack, edgeA, 1, u);
    const right = islandHalf(
      p,
      rng.fork('right'),
      crack.map(([dx, y]): Point => [-dx, y]),
      -edgeB,
      -1,
      u,
    );
    // Each half tips away from the other about its break's top, its friend with it.
    const tipped = (nodes: Node[], x: number, deg: number): Node =>
      group(nodes, `rotate(${n(deg)} ${n(x)} ${n(depth)})`);
    // Pebbles and a clod of grass falling from the break into the void.
    const mid = (edgeA + edgeB) / 2;
    const pebbles: string[] = [];
    const fallAt: Point[] = [
      [mid - 2, depth * 0.5],
      [mid + 3, depth * 0.95],
      [mid - 4, depth * 1.4],
      [mid + 2, depth * 1.85],
    ];
    for (const [i, [x, y]] of fallAt.entries()) pebbles.push(circle(x, y, 2.6 - i * 0.35));
    const rockColor = mix(p.ground, '#7a6656', 0.55);
    const falling: Node[] = [
      fill(pebbles.join(''), darker(rockColor, 0.1), 'stone'),
      stroke(
        `M${n(mid)} ${n(depth * 0.2)}v-4M${n(mid + 2)} ${n(depth * 0.2)}l2 -3`,
        mix(p.ground, '#5f9a4a', 0.45),
        1.2,
        'plant',
        0,
      ),
    ];
    // Little clouds drifting far below the island: how high it floats.
    const under = mix(lighter(p.sky[1], 0.55), '#ffffff', 0.3);
    const clouds: Node[] = [
      placed(soft(P.cloud(under, 70 * u)), [edgeA - halfWidth * 0.8, depth + 46 * u], 1),
      placed(soft(P.cloud(under, 56 * u)), [edgeB + halfWidth * 0.7, depth + 62 * u], 1),
    ];
    const nodes: Node[] = [
      ...falling,
      tipped([...left, actorNodes(a)], edgeA, -tip),
      group([tipped([...right, actorNodes(b)], edgeB, tip)], `translate(0 ${n(drop)})`),
    ];
    const drawn = nodeBox(group(nodes), identity) ?? [-100, -110, 100, depth];
    const box: [number, number, number, number] = [
      Math.min(drawn[0], -drawn[2]) - 4,
      drawn[1] - 10,
      Math.max(drawn[2], -drawn[0]) + 4,
      drawn[3] + 4,
    ];
    const focus: Point = [mid, hy];
    return staged(box, mx(focus, facing), {
      // The clouds far below run off the card with the sky, unboxed.
      wall: mirror(clouds, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
    });
  },
};
