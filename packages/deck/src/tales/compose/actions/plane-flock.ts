/**
 * The paper planes are leaving: folded all summer, a whole flock of them has taken off in a V,
 * like geese going south, high over the roofs. The one who folded them stands below with the last
 * one still in its hand, arm up: waving them off, or holding back the one that tugs to follow.
 */
import { n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A paper dart seen from the side and a little below, its nose at (0, 0) pointing along +x,
 * `len` long: the upper wing pale, the folded keel in its shade, a crease down the middle.
 */
function dart(len: number, paper: Color, ink: Color, ruled: boolean): Node[] {
  const nose: Point = [0, 0];
  const tailTop: Point = [-len, -len * 0.3];
  const tailMid: Point = [-len * 0.92, len * 0.02];
  const tailLow: Point = [-len * 0.8, len * 0.2];
  const out: Node[] = [
    fill(poly([nose, tailMid, tailLow]), darker(paper, 0.2), 'paper'),
    fill(poly([nose, tailTop, tailMid]), paper, 'paper'),
    stroke(
      `M${n(nose[0])} ${n(nose[1])}L${n(tailMid[0])} ${n(tailMid[1])}`,
      darker(paper, 0.3),
      len * 0.025,
      'detail',
      0,
    ),
  ];
  if (ruled)
    // Folded from a page of an exercise book: its ruled lines.
    out.push(
      stroke(
        [0.35, 0.55, 0.75]
          .map(
            (t) =>
              `M${n(-len * t)} ${n(-len * 0.3 * t * 0.95)}L${n(-len * t * 0.97)} ${n(len * 0.01)}`,
          )
          .join(''),
        mix(ink, '#6f8fc8', 0.6),
        len * 0.018,
        'detail',
        0,
      ),
    );
  return out;
}

/** A dart placed with its nose at `at`, turned `angle` degrees (clockwise; negative climbs). */
function flying(at: Point, angle: number, len: number, paper: Color, ink: Color, ruled: boolean) {
  return group(
    dart(len, paper, ink, ruled),
    `translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})`,
  );
}

/**
 * The flock: a V whose point leads up and away to +x, each arm `count` planes long, the planes
 * nearer the character (further back in the V) bigger. Returns the nodes and the topmost point.
 */
function flock(
  apex: Point,
  count: number,
  k: number,
  papers: readonly Color[],
  ink: Color,
  rng: Rng,
): { nodes: Node[]; top: number } {
  const nodes: Node[] = [];
  let top = apex[1];
  const heading = -12;
  const place = (q: Point, size: number) => {
    nodes.push(
      flying(q, heading + rng.range(-6, 6), size * k, rng.pick(papers), ink, rng.chance(0.3)),
    );
    top = Math.min(top, q[1] - size * 0.35 * k);
  };
  place(apex, 21);
  // Each arm trails back from the point, 32 degrees either side of the way it flies.
  const back = ((heading + 180) * Math.PI) / 180;
  for (const spread of [-30, 30]) {
    const a = back + (spread * Math.PI) / 180;
    for (let i = 1; i <= count; i++) {
      const d = i * 25 * k;
      place(
        [apex[0] + Math.cos(a) * d, apex[1] + Math.sin(a) * d + rng.range(-1.5, 1.5) * k],
        21 + i * 3,
      );
    }
  }
  return { nodes, top };
}

/**
 * Side on: the character at x = 0 facing +x, head tipped back to the V flying off up and to the
 * right above it; the last plane in its raised hand, nose up after the others.
 */
export const planeFlock: Action = {
  id: 'plane-flock',
  untwisted: true,
  objects: ['paper-planes'],
  feelings: ['longing', 'grief', 'surprise', 'resolve'],
  // Open sky only: a street's house fronts behind the flock swallowed the planes.
  settings: ['rooftop', 'meadow'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  family: () => 'plane-flock',
  // Not 'nest', 'letting go' or 'flight': the bots ban a card's concept words from its clues.
  concepts: [
    'migration',
    'autumn',
    'departure',
    'the end of summer',
    'growing up',
    'flocking south',
    'childhood',
    'seasons',
    'creations with a life of their own',
  ],
  say: sayFrom(
    {
      'paper-planes': {
        en: 'sees off a flock of paper planes heading south in a V like geese, the last one still in its hand',
        ja: '雁のようにV字になって南へ渡っていく紙飛行機の群れを、最後の一機を手にしたまま見送る',
        ru: 'провожает стаю бумажных самолётиков, улетающих клином на юг, как гуси, а последний ещё держит в руке',
        pt: 'despede-se de um bando de aviões de papel que voa para sul em V, como gansos, com o último ainda na mão',
        fi: 'saattaa matkaan paperilennokkien parven, joka lentää etelään auranaan kuin hanhet, viimeinen vielä kädessään',
      },
    },
    'paper-planes',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const papers: Color[] = [
      '#f7f3ea',
      mix('#f7f3ea', p.accent, 0.25),
      mix('#f7f3ea', rng.pick(p.cloth), 0.2),
    ];
    // The last plane held up high in the front hand, nose up after the flock.
    const held: Point = [14 * k, (m.reachTop - 6) * s];
    const fig = posed(ctx, {
      legs: ctx.feeling === 'surprise' ? 'tiptoe' : 'stand',
      lean: -6,
      front: { reach: [held[0] / s, held[1] / s], hand: 'fist' },
      back:
        ctx.feeling === 'grief'
          ? { angle: 10, bend: 20, hand: 'mitt' }
          : { angle: 36, bend: 60, hand: 'open' },
      turn: 0.7,
      headTilt: -24,
      gaze: [0.6, -0.9],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const last = flying(
      [hand[0] + 15 * k, hand[1] - 9 * k],
      -34,
      22 * k,
      papers[0] ?? '#f7f3ea',
      ctx.ink,
      false,
    );
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const apex: Point = [96 * k, -226 * k];
    const v = flock(apex, 3, k, papers, ctx.ink, rng);
    const box: [number, number, number, number] = [-26 * k, v.top - 6 * k, apex[0] + 8 * k, 8 * k];
    const focus: Point = [apex[0] * 0.5, -150 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(v.nodes, facing),
      actors: mirror([actorNodes(actor), last], facing),
      contacts: [[0, 26 * k]],
      glows: [],
    });
  },
};
