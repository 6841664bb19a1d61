/**
 * The hopscotch that never ends: seen from above, someone hops on one foot up a hopscotch
 * drawn on the ground, and past the last square it goes on, single, double, single, square
 * after square, smaller and smaller, winding away to the horizon. A game that
 * becomes a road; a childhood that becomes a life; the long way ahead, one hop at a time.
 */
import { at, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The digits 1 to 4 as strokes, about 7 tall, centred on (0, 0) (as `hop-turtles`). */
const digits = [
  'M-1 -2.5L0.5 -3.5L0.5 3.5M-1.5 3.5L2.5 3.5',
  'M-2 -2Q-1 -4 1 -3.5Q2.6 -2.6 1.4 -0.6L-2.2 3.5L2.4 3.5',
  'M-2 -3Q1 -4.6 2 -2.4Q2 -0.6 -0.4 -0.2Q2.6 0.4 2 2.6Q0.6 4.4 -2.2 3',
  'M1 3.5L1 -3.5L-2.4 1.2L2.6 1.2',
];

/** Where the hopper looks: up the road, down at the square, or ahead at ease. */
function lookFor(feeling: Feeling): { tilt: number; gaze: Point; turn: number } {
  if (feeling === 'wonder') return { tilt: -16, gaze: [0.6, -0.9], turn: 0.45 };
  if (feeling === 'resolve') return { tilt: 6, gaze: [1, 0.3], turn: 0.6 };
  return { tilt: 0, gaze: [0.8, 0], turn: 0.5 };
}

/**
 * The hopscotch's rows from the foreground up the card, its squares drawn on the ground in
 * perspective; the hopper on one foot in the second row's square, facing +x.
 */
export const hopscotchRoad: Action = {
  id: 'hopscotch-road',
  objects: ['hopscotch'],
  who: ['girl', 'boy', 'old-woman', 'old-man'],
  feelings: ['wonder', 'resolve', 'calm'],
  // Open ground up to the horizon (on the shore the squares ran out over the sea).
  settings: ['desert', 'snowfield'],
  // From above, so the squares read as drawn on the ground all the way up.
  framings: ['high'],
  fixedFramings: true,
  // A hopscotch that runs on to the horizon is the dream.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'hopscotch-road',
  concepts: [
    'hopscotch',
    'childhood',
    'a lifetime',
    'a journey',
    'coming of age',
    'the future',
    'a game',
    'endlessness',
    'patience',
    'the long way ahead',
  ],
  say: sayFrom(
    {
      hopscotch: {
        en: 'hops on one foot up a hopscotch drawn on the ground that goes on past the last square, on and on to the horizon',
        ja: '地面に描いた石けりを片足でけんけんしている。マスは最後の一つを過ぎても続き、どこまでも地平線へのびていく',
        ru: 'прыгает на одной ноге по классикам, нарисованным на земле, а клетки не кончаются и тянутся дальше до самого горизонта',
        pt: 'salta ao pé-coxinho numa macaca desenhada no chão que continua depois da última casa, sempre em frente, até ao horizonte',
        fi: 'hyppii yhdellä jalalla maahan piirrettyä ruutua, joka jatkuu viimeisen ruudun jälkeenkin aina taivaanrantaan asti',
      },
    },
    'hopscotch',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const look = lookFor(ctx.feeling);

    // The ground mapped from above: `gz` rows away from the first, `gx` across; a point at depth
    // gz shrinks by G / (gz + G) and rises up the card towards the horizon at `far`.
    const cell = 0.4 * H;
    const G = 3.2 * cell;
    const far = -2.05 * H;
    const y0 = 0.55 * H;
    // Straight under the hopper, then swinging out from behind it and back.
    const wind = rng.range(2, 2.4) * cell * (rng.chance(0.5) ? 1 : -1);
    const depth = (gz: number): number => G / (gz + G);
    const toWorld = (gx: number, gz: number): Point => {
      const d = depth(gz);
      // The road winds: its middle swings side to side as it goes.
      const mid = wind * (1 - Math.cos(gz / (2.5 * cell)));
      return [(gx + mid) * d, y0 - (y0 - far) * (1 - d)];
    };
    // Rows: single, single, double, single, double… and on.
    const rows: number[] = [];
    for (let r = 0; r < 40; r++) rows.push(r < 2 ? 1 : r % 2 === 0 ? 2 : 1);
    // Scratched into the ground with a stick: dark grooves.
    const groove = mix(p.ground, '#2a2840', 0.55);
    const lines: string[] = [];
    const edge = (a: Point, b: Point, w: number): void => {
      lines.push(taper(a, b, w, w));
    };
    const centres: { at: Point; d: number }[] = [];
    for (let r = 0; r < rows.length; r++) {
      const gz0 = r * cell;
      const gz1 = gz0 + cell;
      const d = depth(gz0);
      if (d < 0.13) break;
      const w = 0.018 * H * d;
      const n = rows[r] ?? 1;
      for (let c = 0; c < n; c++) {
        const gx0 = -(n * cell) / 2 + c * cell;
        const gx1 = gx0 + cell;
        const a = toWorld(gx0, gz0);
        const b = toWorld(gx1, gz0);
        const cc = toWorld(gx1, gz1);
        const dd = toWorld(gx0, gz1);
        edge(a, b, w);
        edge(b, cc, w);
        edge(cc, dd, w);
        edge(dd, a, w);
        if (r < 4) centres.push({ at: toWorld((gx0 + gx1) / 2, gz0 + cell / 2), d });
      }
    }
    // Numbers in the first squares.
    const numbers: Node[] = centres.slice(0, 4).map(({ at: at0, d }, i) =>
      // Squashed on the ground; mirrored with the card, flipped back so it still reads.
      group(
        [group([stroke(digits[i] ?? '', groove, 1.4, 'detail', 0)], 'scale(1 0.6)')],
        at(at0[0], at0[1], 0.03 * H * d, 0, facing < 0),
      ),
    );
    const ground: Node[] = [fill(lines.join(''), groove, 'floor', 0), ...numbers];

    // The hopper on one foot in the second row's square, the other foot tucked up behind, arms
    // out for balance; its square's middle is the floor (y = 0).
    const here = toWorld(0, 1.5 * cell);
    const shift: Point = [-here[0], -here[1]];
    const fig = posed(ctx, {
      legs: [
        [2, 0],
        [-28, 105],
      ],
      lift: 0,
      front: { angle: 100, bend: 15, hand: 'open' },
      back: { angle: -100, bend: -15, hand: 'open' },
      turn: look.turn,
      headTilt: look.tilt,
      gaze: look.gaze,
    });
    const actor: Actor = { fig, x: 0, y: 0, facing: 1, scale: s };
    const box: [number, number, number, number] = [
      -0.75 * H,
      far + shift[1] + 0.1 * H,
      0.75 * H,
      y0 + shift[1] + 0.05 * H,
    ];
    const focus: Point = [0, -0.6 * H];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([group(ground, `translate(${String(shift[0])} ${String(shift[1])})`)], facing),
      actors: mirror([actorNodes(actor)], facing),
      contacts: [[0, 0.2 * H]],
    });
  },
};
