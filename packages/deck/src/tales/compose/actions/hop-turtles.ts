/**
 * Hopscotch played on the wrong squares: a character hops on one foot across a river from
 * turtle's back to turtle's back, each shell chalked with its number like a hopscotch square,
 * the turtles' heads turned up at the game.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor, whos } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The chalk digits 1 to 4 as strokes, about 7 tall, centred on (0, 0). */
const digits = [
  'M-1 -2.5L0.5 -3.5L0.5 3.5M-1.5 3.5L2.5 3.5',
  'M-2 -2Q-1 -4 1 -3.5Q2.6 -2.6 1.4 -0.6L-2.2 3.5L2.4 3.5',
  'M-2 -3Q1 -4.6 2 -2.4Q2 -0.6 -0.4 -0.2Q2.6 0.4 2 2.6Q0.6 4.4 -2.2 3',
  'M1 3.5L1 -3.5L-2.4 1.2L2.6 1.2',
];

/**
 * One turtle afloat, facing +x, its shell's rim on the water line (y = 0): a domed shell with
 * its plates, the head stretched out and turned up, flippers at the water, a chalk number on top.
 */
function turtle(
  shell: string,
  skin: string,
  chalk: string,
  ink: string,
  digit: string,
  readBack: boolean,
): Node[] {
  return [
    fill(oval(0, 1, 19, 3.2), lighter(skin, 0.1), 'water', 0),
    fill('M10 -1Q16 -6 20 -8', skin, 'detail'),
    stroke('M10 -2Q15 -5 19 -8', skin, 4.2, 'skin'),
    fill(circle(21, -9, 3.6), skin, 'skin'),
    fill(circle(22.4, -10, 0.9), ink, 'face', 0),
    fill(oval(10, 0.5, 5, 1.8), darker(skin, 0.1), 'skin', 0),
    fill(oval(-12, 0.5, 4.5, 1.6), darker(skin, 0.1), 'skin', 0),
    fill('M-15 0Q-14 -12 0 -12Q14 -12 15 0Z', shell, 'stone'),
    stroke(
      'M-8 -1L-6 -9M8 -1L6 -9M-6 -9Q0 -11 6 -9M-13 -3Q0 -5 13 -3',
      darker(shell, 0.25),
      0.9,
      'detail',
      0,
    ),
    fill(rect(-15.5, -1.4, 31, 2.4, 1.2), darker(shell, 0.15), 'stone'),
    // Mirrored with the card, the digit is flipped back so it still reads.
    group([stroke(digit, chalk, 1.2, 'detail', 0)], at(0, -6.2, 1, 0, readBack)),
  ];
}

/**
 * Hopscotch across a river on turtles' backs: a row of turtles from the near bank to the far,
 * each smaller and higher up the card as it lies farther off, numbered 1 to 4 in chalk; the
 * character balances on one foot on the second, arms out, the other foot tucked up behind.
 */
export const hopTurtles: Action = {
  id: 'hop-turtles',
  objects: ['turtle'],
  who: whos.filter((w) => w !== 'owl'),
  feelings: ['mischief', 'wonder', 'resolve', 'fear', 'surprise'],
  settings: ['meadow', 'forest'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut and a silhouette turn the river black: the turtles float on nothing.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'hop-turtles',
  concepts: [
    'hopscotch',
    'turtle',
    'river',
    'crossing',
    'game',
    'balance',
    'trust',
    'stepping stones',
    'childhood',
  ],
  say: sayFrom(
    {
      turtle: {
        en: 'plays hopscotch across a river on the backs of turtles',
        ja: '亀の背中を石けりのマスにして、川をけんけんで渡っている',
        ru: 'играет в классики, прыгая через реку по спинам черепах',
        pt: 'joga à macaca por cima de um rio, saltando nas carapaças das tartarugas',
        fi: 'hyppii ruutua joen yli kilpikonnien selkiä pitkin',
      },
    },
    'turtle',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const shell = mix(p.ground, '#5f7a3a', 0.5);
    const skin = mix('#8fae6a', p.light, 0.15);
    const chalk = '#f7f3ea';
    // The turtles from near to far: where each floats and how big it is.
    const row: [number, number, number][] = [
      [-42 * k, 30 * k, 1.6 * k],
      [0, 0, 1.45 * k],
      [36 * k, -22 * k, 1.1 * k],
      [56 * k, -37 * k, 0.85 * k],
    ];
    const river = mix(p.water, '#4f8fb0', 0.3);
    const wall: Node[] = [
      fill(rect(-400 * k, -46 * k, 800 * k, 96 * k), river, 'water'),
      stroke(
        `M${n(-400 * k)} ${n(-46 * k)}L${n(400 * k)} ${n(-46 * k)}M${n(-400 * k)} ${n(50 * k)}L${n(400 * k)} ${n(50 * k)}`,
        darker(p.ground, 0.2),
        2 * k,
        'detail',
        0,
      ),
    ];
    const ripples: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x = -300 * k + ((i * 53) % 600) * k;
      const y = -40 * k + ((i * 37) % 86) * k;
      ripples.push(`M${n(x)} ${n(y)}q${n(5 * k)} ${n(-2.5 * k)} ${n(10 * k)} 0`);
    }
    wall.push(stroke(ripples.join(''), lighter(river, 0.3), 1.2 * k, 'detail', 0));
    const nodes: Node[] = [];
    // The far ones first, so the nearer overlap them.
    for (let i = row.length - 1; i >= 0; i--) {
      const [x, y, sc] = row[i] ?? [0, 0, 1];
      nodes.push(
        group(turtle(shell, skin, chalk, p.ink, digits[i] ?? '', facing < 0), at(x, y, sc)),
      );
      if (i === 1) {
        // The hopper on turtle 2, on one foot, arms out for balance.
        const afraid = ctx.feeling === 'fear';
        const fig = posed(ctx, {
          legs: [
            [2, 0],
            [-28, 105],
          ],
          lean: afraid ? -4 : 8,
          lift: 0,
          front: { angle: afraid ? 120 : 95, bend: 15, hand: 'open' },
          back: { angle: -100, bend: -15, hand: 'open' },
          turn: 0.5,
          headTilt: afraid ? 10 : -4,
          gaze: afraid ? [0.6, 0.8] : [1, 0.2],
        });
        const actor: Actor = { fig, x: x - 2 * k, y: y - 12 * sc, facing: 1, scale: s };
        nodes.push(actorNodes(actor));
      }
    }
    const top = -12 * 1.45 * k - H - 8 * k;
    const box: [number, number, number, number] = [-74 * k, top, 76 * k, 40 * k];
    const focus: Point = [0, -12 * k - H * 0.6];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(wall, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      glows: [],
    });
  },
};
