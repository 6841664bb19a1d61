/**
 * Running away from one's own portrait: the character sits on the bottom bar of a big gilt frame
 * on the wall, legs already dangling out into the room, a suitcase (a lantern) in hand, looking
 * down at the guard who dozes on his chair beside it, cap over his eyes. Behind the runaway the
 * painting's own armchair stands empty. Is it an escape, a dare, a secret between the two?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { PropColors } from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, cast, pose, whos, type Actor, type Who } from '../cast.ts';
import { colorsFor, facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who keeps watch over the gallery (humans: the cap must sit on a head without ears). */
const guards = ['old-man', 'man', 'old-woman'] as const satisfies readonly Who[];

const GILT = '#d9a53a';

/** The painting inside the opening (x0, y0)–(x1, y1): a landscape and its empty armchair. */
function painting(p: Palette, x0: number, y0: number, x1: number, y1: number): Node[] {
  const w = x1 - x0;
  const h = y1 - y0;
  const sky = mix(p.sky[1], '#f4e2b8', 0.35);
  const hill = mix(p.ground, '#6f9a58', 0.45);
  const chairX = x0 + w * 0.2;
  const seatY = y1 - h * 0.26;
  const cw = w * 0.22;
  const chair = darker(p.accent, 0.1);
  return [
    fill(rect(x0, y0, w, h), sky, 'paper', 0),
    fill(
      `M${n(x0)} ${n(y1 - h * 0.35)}Q${n(x0 + w * 0.35)} ${n(y1 - h * 0.55)} ${n(x0 + w * 0.7)} ${n(y1 - h * 0.38)}T${n(x1)} ${n(y1 - h * 0.42)}V${n(y1)}H${n(x0)}Z`,
      hill,
      'paper',
      0,
    ),
    // A little painted tree on the far hill.
    stroke(
      `M${n(x1 - w * 0.18)} ${n(y1 - h * 0.44)}V${n(y1 - h * 0.6)}`,
      darker(hill, 0.4),
      w * 0.025,
      'detail',
      0,
    ),
    fill(oval(x1 - w * 0.18, y1 - h * 0.64, w * 0.07, h * 0.07), darker(hill, 0.2), 'plant', 0),
    // The empty armchair the portrait's sitter has left: back, arms, seat, legs.
    fill(rect(chairX - cw / 2, seatY - cw * 1.1, cw, cw * 1.1, cw * 0.2), chair, 'cloth', 0),
    fill(
      rect(chairX - cw * 0.65, seatY - cw * 0.15, cw * 1.3, cw * 0.3, cw * 0.1),
      lighter(chair, 0.15),
      'cloth',
      0,
    ),
    stroke(
      `M${n(chairX - cw * 0.5)} ${n(seatY + cw * 0.15)}V${n(seatY + cw * 0.45)}M${n(chairX + cw * 0.5)} ${n(seatY + cw * 0.15)}V${n(seatY + cw * 0.45)}`,
      darker(chair, 0.4),
      cw * 0.1,
      'wood',
      0,
    ),
  ];
}

/** The gilt frame round the opening, its bars b wide, a fine line along each edge. */
function frame(x0: number, y0: number, x1: number, y1: number, b: number): Node[] {
  const w = x1 - x0;
  const h = y1 - y0;
  return [
    stroke(rect(x0 - b / 2, y0 - b / 2, w + b, h + b), GILT, b, 'metal'),
    stroke(
      rect(x0 - b * 0.5, y0 - b * 0.5, w + b, h + b),
      darker(GILT, 0.3),
      b * 0.12,
      'detail',
      0,
    ),
    stroke(rect(x0 - b, y0 - b, w + 2 * b, h + 2 * b), darker(GILT, 0.45), b * 0.16, 'detail', 0),
    stroke(rect(x0, y0, w, h), darker(GILT, 0.45), b * 0.16, 'detail', 0),
  ];
}

/** A plain wooden chair for the guard, seat at height h, its back towards -x (behind him). */
function guardChair(p: Palette, x: number, h: number, w: number): Node[] {
  const wood = darker(p.wood, 0.1);
  return [
    stroke(
      `M${n(x - w / 2)} 0V${n(-h)}M${n(x + w / 2)} 0V${n(-h)}M${n(x - w / 2)} ${n(-h)}V${n(-h * 1.9)}`,
      darker(wood, 0.2),
      w * 0.12,
      'wood',
    ),
    fill(rect(x - w * 0.6, -h - w * 0.1, w * 1.2, w * 0.18, w * 0.05), wood, 'wood'),
  ];
}

/** A guard's peaked cap on a head of centre c and radius r (world units), the peak towards +x. */
function cap(c: Point, r: number, tilt: number): Node {
  const color = '#2f3a5c';
  return group(
    [
      fill(
        `M${n(-r * 1.02)} ${n(-r * 0.35)}Q${n(-r * 0.9)} ${n(-r * 1.25)} ${n(r * 0.1)} ${n(-r * 1.2)}Q${n(r * 1.05)} ${n(-r * 1.1)} ${n(r * 1.02)} ${n(-r * 0.35)}Z`,
        color,
        'cloth',
      ),
      fill(
        `M${n(r * 0.6)} ${n(-r * 0.45)}Q${n(r * 1.4)} ${n(-r * 0.35)} ${n(r * 1.55)} ${n(-r * 0.1)}L${n(r * 0.7)} ${n(-r * 0.22)}Z`,
        darker(color, 0.35),
        'cloth',
      ),
      fill(oval(r * 0.15, -r * 0.85, r * 0.16, r * 0.13), GILT, 'metal'),
    ],
    `translate(${n(c[0])} ${n(c[1])}) rotate(${n(tilt)})`,
  );
}

/** Three Z's of a snore rising from (x, y), growing as they go (k: world units per 100 of height). */
function snore(x: number, y: number, k: number, color: string): Node {
  const zs = [0, 1, 2].map((i) => {
    const s = (3 + i * 1.4) * k;
    const zx = x + i * 5 * k;
    const zy = y - i * 7 * k;
    return `M${n(zx)} ${n(zy - s)}H${n(zx + s)}L${n(zx)} ${n(zy)}H${n(zx + s)}`;
  });
  return stroke(zs.join(''), color, 1.3 * k, 'detail', 0);
}

/** What the runaway takes along, hanging from the hand at (x, y). */
function luggage(object: NounId, colors: PropColors, at: Point, k: number): Node {
  if (object === 'lantern') {
    const prop = P.lantern(colors);
    return placed(prop, [at[0], at[1] + 2 * k], k * 0.55);
  }
  const prop = P.suitcase(colors);
  return placed(prop, [at[0], at[1] - 1 * k], k * 0.6);
}

export const frameEscape: Action = {
  id: 'frame-escape',
  objects: ['suitcase', 'lantern'],
  // A mouse beside a grown-up guard is too small to read at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  seconds: () => guards,
  feelings: ['mischief', 'fear', 'surprise', 'resolve', 'longing', 'joy'],
  settings: ['library', 'stairwell', 'attic'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle', 'moon'],
  notLooks: ['woodcut', 'silhouette'],
  family: (o) => `frame-escape:${o}`,
  concepts: [
    'portrait',
    'painting',
    'gallery',
    'runaway',
    'night watch',
    'sneaking out',
    'picture frame',
    'stillness',
  ],
  say: (lang, object) =>
    sayFrom(
      {
        suitcase: {
          en: 'climbs out of a painting with a suitcase while the guard dozes',
          ja: '警備員がうとうとしている間に、スーツケースを持って絵から抜け出す',
          ru: 'выбирается из картины с чемоданом, пока сторож дремлет',
          pt: 'sai de dentro de um quadro com uma mala enquanto o guarda cochila',
          fi: 'kiipeää ulos maalauksesta matkalaukku kädessä vartijan torkkuessa',
        },
        lantern: {
          en: 'climbs out of a painting with a lantern while the guard dozes',
          ja: '警備員がうとうとしている間に、ランタンを手に絵から抜け出す',
          ru: 'выбирается из картины с фонарём, пока сторож дремлет',
          pt: 'sai de dentro de um quadro com uma lanterna enquanto o guarda cochila',
          fi: 'kiipeää ulos maalauksesta lyhty kädessä vartijan torkkuessa',
        },
      },
      'suitcase',
    )(lang, object, null),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const guardWho = (guards as readonly string[]).includes(ctx.second ?? '')
      ? (ctx.second as Who)
      : 'old-man';
    // Bareheaded under the cap the staging puts on.
    const dressed = cast(guardWho, rng, p);
    const guard = { ...dressed, look: { ...dressed.look, hat: 'none' as const } };
    const gs = guard.scale;
    const G = measure(guard).height * gs;
    // The frame's bottom bar: the runaway sits on it, legs hanging out into the room.
    const bar = -Math.max(G * 0.6, H * 0.56);
    const b = 7 * k;
    const probe = posed(ctx, { legs: 'sit' });
    const hip: Point = [probe.skeleton.hip[0] * s, probe.skeleton.hip[1] * s];
    const y = bar - b * 0.85 - hip[1];
    // One hand on the bar to push off, the other holding the luggage out over the room.
    const hold: Point = [hip[0] + H * 0.3, bar - H * 0.12];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 6,
      front: { reach: [hold[0] / s, (hold[1] - y) / s], hand: 'fist' },
      back: { reach: [(hip[0] - H * 0.14) / s, (bar - b * 0.6 - y) / s], hand: 'mitt' },
      turn: 0.45,
      headTilt: 16,
      gaze: [0.5, 0.75],
    });
    const runaway: Actor = { fig, x: 0, y, facing: 1, scale: s };
    const hand = actorPoint(runaway, fig.skeleton.hands.front);
    const head = actorPoint(runaway, fig.skeleton.headCentre);
    const x0 = -H * 0.42;
    const x1 = H * 0.36;
    const y1 = bar - b;
    const y0 = Math.min(head[1] - fig.headR * s * 2.4, y1 - H * 0.66);
    // The guard, asleep on his chair to the side, turned towards the frame.
    const gx = x1 + G * 0.36;
    const gprobe = pose(guard, 'sleep', { legs: 'sit' }, ctx.ink);
    const seat = -gprobe.skeleton.hip[1] * gs;
    const gfig = pose(
      guard,
      'sleep',
      {
        legs: 'sit',
        lean: 10,
        turn: 0.2,
        headTilt: 24,
        front: { reach: [10, gprobe.skeleton.hip[1] - 14], hand: 'mitt' },
        back: { reach: [8, gprobe.skeleton.hip[1] - 10], hand: 'mitt' },
        backArmOver: true,
      },
      ctx.ink,
    );
    const sleeper: Actor = {
      fig: gfig,
      x: gx,
      facing: -1,
      scale: gs,
      under: guardChair(p, 0, seat / gs + 1, 16),
    };
    const ghead = actorPoint(sleeper, gfig.skeleton.headCentre);
    const gr = gfig.headR * gs;
    const colors = colorsFor(p, rng);
    const nodes: Node[] = [
      ...painting(p, x0, y0, x1, y1),
      ...frame(x0, y0, x1, y1, b),
      actorNodes(sleeper),
      cap(ghead, gr, -24),
      snore(ghead[0] - gr * 0.6, ghead[1] - gr * 1.5, k, mix(ctx.ink, p.wall, 0.35)),
      actorNodes({ ...runaway, fig: { ...fig, hands: [] } }),
      luggage(ctx.object, colors, hand, k),
      group(fig.hands, `translate(0 ${n(y)}) scale(${n(s)})`),
    ];
    const faults: string[] = [];
    // The runaway's knees must clear the frame: legs inside the opening read as one more portrait.
    const knee = actorPoint(runaway, fig.skeleton.knees.front);
    if (knee[1] < bar - b) faults.push('frame-escape: knees inside the frame');
    const box: [number, number, number, number] = [x0 - b * 1.3, y0 - b * 1.3, gx + G * 0.3, 3];
    return staged(facingBox(box, facing), mx([(x0 + gx) / 2, (y0 + bar) / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [[gx * facing, G * 0.3]],
      glows:
        ctx.object === 'lantern'
          ? [{ at: mx([hand[0], hand[1] + 8 * k], facing), r: H * 0.35, color: '#ffd98a' }]
          : [],
      closeBox: facingBox([x0, y0, gx, bar + H * 0.3], facing),
      faults,
    });
  },
};
