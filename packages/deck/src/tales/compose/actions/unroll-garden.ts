/**
 * A garden unrolled like a carpet: the character leans into a great roll and pushes it across the
 * desert, and behind it, winding back over the dunes to the horizon, lies a strip of flowering
 * meadow (of sea with a fish leaping) edged like a rug, while all around
 * the sand stays bare. An everyday chore done to the wrong thing: laying an oasis, a hope, a
 * homesickness down over the desert.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { daisy, tulip } from './bloom-bed.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const petals = ['#e8403a', '#f0a020', '#e860a0', '#f4d030', '#f2f0ea', '#a860d0'] as const;
/** The rug's own colours: its underside on the roll and its edge along the strip. */
const rugs = ['#b8323a', '#8a3a8e', '#c4622a', '#2f5a9a'] as const;

/** What the strip is made of: its top and the lines drawn on it. */
function surface(object: string): { top: Color; line: Color } {
  if (object === 'sea') return { top: '#3f8fc8', line: '#e8f4fb' };
  return { top: '#6cae48', line: '#3e7a2c' };
}

/** A point on a cubic curve. */
function cubic(a: Point, b: Point, c: Point, d: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
    u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
  ];
}

/**
 * Side on, the character leaning into the roll towards +x; the strip runs back from under the
 * roll to the far left, narrowing with distance as it winds over the dunes.
 */
export const unrollGarden: Action = {
  id: 'unroll-garden',
  objects: ['spring', 'sea'],
  // People: a small animal vanishes behind a roll as high as a grown-up's chest.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear'],
  feelings: ['calm', 'joy', 'resolve', 'longing', 'mischief'],
  settings: ['desert'],
  framings: ['medium'],
  fixedFramings: true,
  // Its words say where: across the dunes.
  ownPlace: true,
  // A garden laid over the desert like a rug is the dream; a twist beside it would crowd the strip.
  untwisted: true,
  // The strip's colour against the sand is the story: a silhouette loses it.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: (o) => `unroll-garden:${o}`,
  // Not the words a player would clue it with (hope, homesickness, an oasis): a card's own words
  // are banned from its clues.
  concepts: [
    'carpet',
    'unrolling',
    'dunes',
    'rug',
    'transformation',
    'journey',
    'bringing life',
    'hard work',
    'wilderness',
    'sand',
  ],
  say: sayFrom(
    {
      spring: {
        en: 'unrolls a flowering meadow across the dunes like a carpet',
        ja: '砂丘の上に、花の咲く草原をじゅうたんのように広げていく',
        ru: 'раскатывает по барханам цветущий луг, как ковёр',
        pt: 'desenrola um prado florido pelas dunas como se fosse um tapete',
        fi: 'levittää dyynien yli kukkivaa niittyä kuin mattoa',
      },
      sea: {
        en: 'unrolls the sea across the dunes like a carpet',
        ja: '砂丘の上に、海をじゅうたんのように広げていく',
        ru: 'раскатывает по барханам море, как ковёр',
        pt: 'desenrola o mar pelas dunas como se fosse um tapete',
        fi: 'levittää dyynien yli merta kuin mattoa',
      },
    },
    'spring',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const look = surface(ctx.object);
    const rug = rng.pick(rugs);
    // Leaning into the roll, both hands flat on it; the face turned a little to us.
    const fig = posed(ctx, {
      ...stance('push'),
      lean: ctx.feeling === 'calm' || ctx.feeling === 'longing' ? 32 : 38,
      turn: 0.55,
      headTilt: ctx.feeling === 'longing' ? 10 : -4,
      gaze: ctx.feeling === 'joy' || ctx.feeling === 'mischief' ? [0.6, -0.2] : [1, 0.1],
    });
    const probe: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand = actorPoint(probe, fig.skeleton.hands.front);
    // The roll as high as the hands' push, lying across the strip: its near end a disc a little
    // in front of the feet, its far end further back (up the card and to the side).
    const R = Math.min(20 * k, Math.max(15 * k, -hand[1] * 0.5));
    const axis: Point = [8 * k, -18 * k];
    const rollX = R * 0.9;
    const near: Point = [rollX - axis[0] / 2, -R - axis[1] / 2];
    const far: Point = [rollX + axis[0] / 2, -R + axis[1] / 2];
    const actor: Actor = { fig, x: rollX - R * 0.9 - hand[0], facing: 1, scale: s };
    // The strip: from under the roll round to the left and back up to the horizon (-62 in world
    // units whatever the size), narrowing with distance.
    const a: Point = [rollX, 0];
    const b: Point = [-40 * k, 5 * k];
    const c: Point = [-72 * k, -5 * k];
    const d: Point = [-104 * k, -7 * k];
    const steps = 32;
    // Across the strip at t: square to its course on the card, turned to point away from us.
    const normal = (t: number): Point => {
      const p0 = cubic(a, b, c, d, Math.max(0, t - 0.01));
      const p1 = cubic(a, b, c, d, Math.min(1, t + 0.01));
      const len = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) || 1;
      const nx = -(p1[1] - p0[1]) / len;
      const ny = (p1[0] - p0[0]) / len;
      return ny > 0 ? [-nx, -ny] : [nx, ny];
    };
    const alen = Math.hypot(axis[0], axis[1]);
    const across: Point = [axis[0] / alen, axis[1] / alen];
    const half = (t: number): number => (alen / 2 + 3 * k) * (1 - 0.35 * t);
    const edgeA: Point[] = [];
    const edgeB: Point[] = [];
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const [x, y] = cubic(a, b, c, d, t);
      const h = half(t);
      const [nx, ny] = normal(t);
      edgeA.push([x + nx * h, y + ny * h]);
      edgeB.push([x - nx * h, y - ny * h]);
    }
    const ribbon = (inset: number): string => {
      const shrink = (q: Point, i: number, sign: number): Point => {
        const f = inset * (1 - (0.35 * i) / steps) * sign;
        const [nx, ny] = normal(i / steps);
        return [q[0] - nx * f, q[1] - ny * f];
      };
      const pts = [
        ...edgeA.map((q, i) => shrink(q, i, 1)),
        ...edgeB.map((q, i) => shrink(q, i, -1)).reverse(),
      ];
      return `${pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')}Z`;
    };
    const strip: Node[] = [
      // The rug's border, then the meadow (sea) laid on it.
      fill(ribbon(0), rug, 'cloth'),
      fill(ribbon(2.2 * k), look.top, 'plant', 0),
    ];
    // What lives on the strip, far first so the near things stand in front.
    const onStrip: Node[] = [];
    const spots: { t: number; u: number }[] = [];
    const count = ctx.object === 'sea' ? 14 : 18;
    for (let i = 0; i < count; i++) {
      spots.push({ t: 0.06 + (0.9 * i) / count + rng.range(-0.02, 0.02), u: rng.range(-0.6, 0.6) });
    }
    spots.sort((x, y) => y.t - x.t || x.u - y.u);
    for (const { t, u } of spots) {
      const [x, y] = cubic(a, b, c, d, t);
      const [nx, ny] = normal(t);
      const base: Point = [x + nx * u * half(t), y + ny * u * half(t)];
      const z = 1 - 0.35 * t;
      if (ctx.object === 'spring') {
        const color = rng.pick(petals);
        onStrip.push(
          ...(rng.chance(0.5)
            ? tulip(base, rng.range(12, 16) * k * z, rng.range(-12, 12), color)
            : daisy(base, rng.range(8, 11) * k * z, color === '#f4d030' ? '#f2f0ea' : color)),
        );
      } else {
        // Wave crests: small white hooks on the blue.
        const w = 6 * k * z;
        onStrip.push(
          stroke(
            `M${n(base[0] - w)} ${n(base[1])}q${n(w * 0.5)} ${n(-w * 0.7)} ${n(w)} 0q${n(w * 0.5)} ${n(-w * 0.7)} ${n(w)} 0`,
            look.line,
            1.3 * k * z,
            'detail',
            0,
          ),
        );
      }
    }
    // Above the strip: butterflies over the meadow, a fish leaping from the sea.
    const mid = cubic(a, b, c, d, 0.6);
    const air: Node[] = [];
    if (ctx.object === 'spring') {
      air.push(
        placed(T.butterfly(rng.pick(petals), p.ink, 1), [mid[0], mid[1] - 34 * k], k, -12),
        placed(
          T.butterfly(rng.pick(petals), p.ink, 0.8),
          [mid[0] + 22 * k, mid[1] - 50 * k],
          k,
          10,
        ),
      );
    } else {
      air.push(
        placed(P.fish('#f0a030', p.ink, 22), [mid[0], mid[1] - 16 * k], k, -35),
        stroke(
          `M${n(mid[0] - 12 * k)} ${n(mid[1] - 2 * k)}q${n(2 * k)} ${n(-6 * k)} ${n(5 * k)} ${n(-8 * k)}`,
          look.line,
          1.4 * k,
          'detail',
          0,
        ),
      );
    }
    // The roll: a cylinder lying across the strip, the rug's pattern round it, and on its near
    // end the spiral of rug and meadow (sea) wound together.
    const ux = -across[1];
    const uy = across[0];
    const side = (q: Point, sgn: number): string =>
      `${n(q[0] + ux * R * sgn)} ${n(q[1] + uy * R * sgn)}`;
    const body = `M${side(near, 1)}L${side(far, 1)}L${side(far, -1)}L${side(near, -1)}Z`;
    const bands: string[] = [];
    for (const f of [0.28, 0.56, 0.84]) {
      const q: Point = [near[0] + (far[0] - near[0]) * f, near[1] + (far[1] - near[1]) * f];
      bands.push(`M${side(q, 1)}L${side(q, -1)}`);
    }
    const spiral: string[] = [];
    const turns = 3.4;
    for (let i = 0; i <= 64; i++) {
      const t = i / 64;
      const ang = t * turns * Math.PI * 2;
      const r = R * (0.1 + 0.84 * t);
      spiral.push(
        `${i === 0 ? 'M' : 'L'}${n(near[0] + Math.cos(ang) * r)} ${n(near[1] + Math.sin(ang) * r)}`,
      );
    }
    const roll: Node[] = [
      fill(circle(far[0], far[1], R), rug, 'cloth'),
      fill(body, rug, 'cloth', 0),
      stroke(bands.join(''), lighter(rug, 0.4), 2.4 * k, 'detail', 0),
      fill(circle(near[0], near[1], R), look.top, 'cloth'),
      stroke(spiral.join(''), rug, 2.6 * k, 'detail', 0),
      fill(circle(near[0], near[1], R * 0.1), darker(rug, 0.4), 'detail', 0),
    ];
    const nodes: Node[] = [actorNodes(actor), ...roll];
    const top = Math.min(
      actorPoint(actor, [0, fig.skeleton.headCentre[1] - fig.headR])[1],
      far[1] - R,
      mid[1] - 40 * k,
    );
    const box: [number, number, number, number] = [
      -110 * k,
      top - 8 * k,
      far[0] + R + 8 * k,
      near[1] + R + 6 * k,
    ];
    return staged(facingBox(box, facing), mx([actor.x, top + 30 * k], facing), {
      behind: mirror([...strip, ...onStrip, ...air], facing),
      actors: mirror(nodes, facing),
      contacts: [
        [actor.x * facing, 16 * k],
        [near[0] * facing, R * 1.6],
      ],
    });
  },
};
