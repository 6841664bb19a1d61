/**
 * A kite flying a child: a big kite on the wind has lifted a child off the ground, the child
 * hanging from its line with both fists, legs kicking, and the grown-up below, on tiptoe with
 * both arms up, has caught the child by the ankle — the only thing still holding the child down.
 * The kite's tail streams out downwind. Most often the child is delighted and the grown-up is not.
 */
import { n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The grown-ups who hold on (the sentence says "a child", so the one lifted is a girl or a boy). */
const holders: readonly Who[] = ['woman', 'man', 'old-woman', 'old-man'];

/** A point turned by `deg` degrees about `c`. */
function turned(c: Point, p: Point, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  const dx = p[0] - c[0];
  const dy = p[1] - c[1];
  return [c[0] + dx * Math.cos(a) - dy * Math.sin(a), c[1] + dx * Math.sin(a) + dy * Math.cos(a)];
}

/**
 * The kite: a diamond `h` tall with its bottom point at `low`, leaning downwind by `tilt`
 * degrees, its cross spars, a stripe, and the tail streaming out downwind with three bows.
 */
function kite(p: Palette, low: Point, h: number, tilt: number): Node[] {
  const w = h * 0.36;
  const at = (x: number, y: number): Point => turned(low, [low[0] + x, low[1] + y], tilt);
  const top = at(0, -h);
  const left = at(-w, -h * 0.68);
  const right = at(w, -h * 0.68);
  const bottom = at(0, 0);
  const sail = mix(p.accent, '#e0483a', 0.55);
  const band = mix('#ffd54a', p.light, 0.2);
  const spar = darker(p.wood, 0.2);
  // The tail: a wave running downwind and a little down from the bottom point, bows along it.
  const tail: Point[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    tail.push([
      bottom[0] + t * h * 1.25,
      bottom[1] + t * h * 0.35 + Math.sin(t * Math.PI * 3) * h * 0.08,
    ]);
  }
  const bows = [0.3, 0.6, 0.92].map((t) => {
    const q = tail[Math.round(t * 24)] ?? bottom;
    const b = h * 0.07;
    return fill(
      poly([
        [q[0] - b, q[1] - b],
        [q[0] + b, q[1] + b],
        [q[0] + b, q[1] - b],
        [q[0] - b, q[1] + b],
      ]),
      t === 0.6 ? band : sail,
      'paper',
    );
  });
  return [
    stroke(
      tail.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`).join(''),
      p.ink,
      h * 0.025,
      'detail',
    ),
    ...bows,
    fill(poly([top, right, bottom, left]), sail, 'paper'),
    // A yellow band across the upper half, so the kite reads as a kite in every look.
    fill(poly([left, top, right, at(0, -h * 0.68)]), band, 'paper', 0),
    stroke(
      `M${n(top[0])} ${n(top[1])}L${n(bottom[0])} ${n(bottom[1])}M${n(left[0])} ${n(left[1])}L${n(right[0])} ${n(right[1])}`,
      spar,
      h * 0.03,
      'wood',
      0,
    ),
  ];
}

/**
 * Holding a child down against a kite: the grown-up (the subject) on tiptoe, arms straight up,
 * fists round the child's ankle; the child above, hanging from the kite's short line with both
 * fists over its head; the kite above the child, leaning downwind.
 */
export const kiteLift: Action = {
  id: 'kite-lift',
  objects: ['kite'],
  who: holders,
  feelings: ['fear', 'surprise', 'resolve', 'wonder', 'mischief'],
  // Open windy ground where kites are flown.
  settings: ['meadow', 'shore', 'rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A kite strong enough to fly a child is the dream; a twist beside it crowds the sky.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'kite-lift',
  // Not flying, letting go or growing up: a card's concepts are words its clues may not say,
  // and its clues are sayings of those.
  concepts: [
    'wind',
    'childhood',
    'family',
    'adventure',
    'worry',
    'freedom',
    'protection',
    'daring',
    'gust',
  ],
  say: sayFrom(
    {
      kite: {
        en: 'holds on by the ankle to a child carried up into the sky by a kite',
        ja: '凧に空へ連れていかれそうな子どもの足首を、必死につかんでいる',
        ru: 'держит за лодыжку ребёнка, которого воздушный змей уносит в небо',
        pt: 'segura pelo tornozelo uma criança que um papagaio de papel leva para o céu',
        fi: 'pitää nilkasta kiinni lasta, jota leija nostaa taivaalle',
      },
    },
    'kite',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    // The grown-up: on tiptoe, both arms stretched up and forward (downwind), the fists together
    // well clear of the face, which looks up at the child.
    const grip: Point = [24, m.reachTop + 16];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: 4,
      front: { reach: grip, hand: 'fist' },
      back: { reach: [grip[0] - 2, grip[1] + 4], hand: 'fist' },
      turn: 0.5,
      headTilt: -24,
      gaze: [0.3, -1],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const held: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The child: glad to fly when the grown-up is afraid, and the other way round.
    const child = cast(rng.chance(0.5) ? 'girl' : 'boy', rng.fork('child'), p);
    const mc = measure(child);
    const childFeeling: Feeling = scared || ctx.feeling === 'mischief' ? 'joy' : 'surprise';
    const cs = child.scale;
    // Its fists up and forward towards the kite, clear of its big head.
    const line: Point = [14, mc.reachTop + 9];
    const cfig = pose(
      child,
      childFeeling,
      {
        // The held leg stretched down and back towards the grown-up, the other kicking.
        legs: [
          [-22, 4],
          [20, 70],
        ],
        lean: 4,
        front: { reach: line, hand: 'fist' },
        back: { reach: [line[0] - 3, line[1] + 2], hand: 'fist' },
        turn: 0.45,
        headTilt: -10,
        gaze: [0.7, -0.6],
      },
      ctx.ink,
    );
    // The child placed so its front ankle sits in the grown-up's fists.
    const ankle = cfig.skeleton.ankles.front;
    const cx = held[0] - ankle[0] * cs;
    const cy = held[1] - ankle[1] * cs + 2 * k;
    const kid: Actor = { fig: { ...cfig, hands: [] }, x: cx, y: cy, facing: 1, scale: cs };
    const hands: Point = [
      cx + cfig.skeleton.hands.front[0] * cs,
      cy + cfig.skeleton.hands.front[1] * cs,
    ];
    // The kite above the child on a short taut line, leaning downwind.
    const kh = 46 * k;
    const low: Point = [hands[0] + 14 * k, hands[1] - 18 * k];
    const kiteNodes = kite(p, low, kh, 22);
    const nodes: Node[] = [
      stroke(
        `M${n(hands[0])} ${n(hands[1] + 1 * k)}L${n(low[0])} ${n(low[1])}`,
        p.ink,
        0.9 * k,
        'detail',
      ),
      ...kiteNodes,
      actorNodes(actor),
      actorNodes(kid),
      group(fig.hands, `scale(${n(s)})`),
      group(cfig.hands, `translate(${n(cx)} ${n(cy)}) scale(${n(cs)})`),
    ];
    const kiteTop = low[1] - kh * 1.02;
    const box: [number, number, number, number] = [
      -26 * k,
      kiteTop - 3 * k,
      Math.max(low[0] + kh * 0.9, held[0] + 30 * k),
      4,
    ];
    return staged(facingBox(box, facing), mx([held[0], held[1] - 20 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [],
    });
  },
};
