/**
 * A game the crab cannot win: on a rock by the water a crab plays rock, paper, scissors with
 * someone sitting on the sand before it; its two claws are up in a V, scissors as ever, and the player's
 * fist is out for rock, with a sly grin.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who plays: people (the deck has its fill of foxes and bears). */
const players: readonly Who[] = ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'];

/** One claw at (0, 0) of its own frame (the wrist), pointing up: an open pincer, `k` a unit. */
function claw(k: number, shell: Color): Node[] {
  const edge = darker(shell, 0.3);
  return [
    // The fixed blade and the moving one, open like scissors.
    fill(
      `M${n(-3 * k)} 0Q${n(-6 * k)} ${n(-9 * k)} ${n(-2.5 * k)} ${n(-17 * k)}Q${n(-0.5 * k)} ${n(-10 * k)} ${n(1 * k)} ${n(-2 * k)}Z`,
      shell,
      'skin',
    ),
    fill(
      `M${n(0)} ${n(-1 * k)}Q${n(4 * k)} ${n(-8 * k)} ${n(7.5 * k)} ${n(-13 * k)}Q${n(4.5 * k)} ${n(-5 * k)} ${n(3 * k)} ${n(1 * k)}Z`,
      lighter(shell, 0.08),
      'skin',
    ),
    stroke(`M${n(-1.5 * k)} ${n(-4 * k)}l${n(2 * k)} ${n(1 * k)}`, edge, 0.5 * k, 'detail', 0),
  ];
}

/**
 * The crab facing -x (towards the player), its body's bottom at (0, 0): a wide shell, eyes on
 * stalks set hard on the player, legs splayed, both claws raised in a V.
 */
function crab(k: number, shell: Color, ink: Color): Node[] {
  const edge = darker(shell, 0.3);
  const legs: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const x0 = side * (5 + i * 2.5) * k;
      legs.push(
        `M${n(x0)} ${n(-3 * k)}L${n(x0 + side * (5 + i * 1.5) * k)} ${n(-6 * k + i * 1 * k)}L${n(x0 + side * (8 + i * 2) * k)} ${n(0)}`,
      );
    }
  }
  const eyeY = -15 * k;
  const nodes: Node[] = [
    stroke(legs.join(''), edge, 1.3 * k, 'skin'),
    // Arms up to the claws.
    stroke(
      `M${n(-6 * k)} ${n(-8 * k)}Q${n(-12 * k)} ${n(-12 * k)} ${n(-11 * k)} ${n(-19 * k)}`,
      shell,
      2.4 * k,
      'skin',
    ),
    stroke(
      `M${n(6 * k)} ${n(-8 * k)}Q${n(11 * k)} ${n(-12 * k)} ${n(10 * k)} ${n(-19 * k)}`,
      shell,
      2.4 * k,
      'skin',
    ),
    group(claw(k, shell), `translate(${n(-11 * k)} ${n(-19 * k)}) rotate(-14)`),
    group(claw(k, shell), `translate(${n(10 * k)} ${n(-19 * k)}) rotate(10)`),
    fill(oval(0, -5.5 * k, 11 * k, 6.5 * k), shell, 'skin'),
    fill(oval(-1.5 * k, -7.5 * k, 6 * k, 2.4 * k), lighter(shell, 0.18), 'skin', 0),
    // Eye stalks, eyes looking at the player, brows pulled down.
    stroke(
      `M${n(-3 * k)} ${n(-10 * k)}L${n(-3.5 * k)} ${n(eyeY)}M${n(2 * k)} ${n(-10 * k)}L${n(2.5 * k)} ${n(eyeY)}`,
      shell,
      1.2 * k,
      'skin',
    ),
    fill(circle(-3.5 * k, eyeY, 2 * k) + circle(2.5 * k, eyeY, 2 * k), '#fbf7ee', 'face'),
    fill(
      circle(-4.4 * k, eyeY + 0.3 * k, 1 * k) + circle(1.6 * k, eyeY + 0.3 * k, 1 * k),
      ink,
      'face',
      0,
    ),
    stroke(
      `M${n(-6 * k)} ${n(eyeY - 3.2 * k)}L${n(-2 * k)} ${n(eyeY - 2 * k)}M${n(1 * k)} ${n(eyeY - 2 * k)}L${n(4.6 * k)} ${n(eyeY - 3 * k)}`,
      ink,
      0.7 * k,
      'face',
      0,
    ),
    // A set mouth.
    stroke(
      `M${n(-4 * k)} ${n(-5 * k)}Q${n(-1 * k)} ${n(-6 * k)} ${n(2 * k)} ${n(-5 * k)}`,
      ink,
      0.6 * k,
      'face',
      0,
    ),
  ];
  return nodes;
}

/** Rock, paper, scissors with a crab on a rock by the water: its claws are scissors, always. */
export const crabScissors: Action = {
  id: 'crab-scissors',
  objects: ['crab'],
  who: players,
  feelings: ['mischief', 'joy'],
  settings: ['shore', 'underwater'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A crab at a hand game is the dream; a twist beside the rock only crowds the game.
  untwisted: true,
  family: (o) => `crab-scissors:${o}`,
  concepts: [
    'rock paper scissors',
    'a game',
    'cheating',
    'predictable',
    'cunning',
    'the seaside',
    'claws',
    'a contest',
  ],
  say: sayFrom(
    {
      crab: {
        en: 'plays rock, paper, scissors with a crab and holds out a fist for rock against its two raised claws',
        ja: 'カニとじゃんけんをしていて、振り上げた二本のはさみにグーを出している',
        ru: 'играет с крабом в камень, ножницы, бумагу и выставляет кулак-камень против двух его поднятых клешней',
        pt: 'joga pedra, papel, tesoura com um caranguejo e mostra o punho fechado, pedra, contra as duas pinças levantadas',
        fi: 'pelaa kivi, paperi, sakset -peliä taskuravun kanssa ja näyttää nyrkin, kiven, sen kahta koholla olevaa saksea vastaan',
      },
    },
    'crab',
  ),
  stage(ctx) {
    const { p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    // The rock the crab stands on, its top about the sitting player's chest.
    const probe = posed(ctx, { legs: 'sit-ground' });
    const chestY = probe.skeleton.shoulders.front[1] * s;
    const rockX = 24 * u;
    const rockTop = chestY + 14 * u;
    const stone = mix(p.far, '#8a8680', 0.5);
    const rock = fill(
      `M${n(rockX - 20 * u)} 0Q${n(rockX - 22 * u)} ${n(rockTop + 8 * u)} ${n(rockX - 10 * u)} ${n(rockTop + 1 * u)}Q${n(rockX)} ${n(rockTop - 2 * u)} ${n(rockX + 12 * u)} ${n(rockTop + 2 * u)}Q${n(rockX + 22 * u)} ${n(rockTop + 10 * u)} ${n(rockX + 20 * u)} 0Z`,
      stone,
      'stone',
    );
    const rockShade = fill(
      `M${n(rockX + 4 * u)} ${n(rockTop + 3 * u)}Q${n(rockX + 18 * u)} ${n(rockTop + 10 * u)} ${n(rockX + 17 * u)} 0H${n(rockX + 6 * u)}Z`,
      darker(stone, 0.15),
      'stone',
      0,
    );
    const k = 1.35 * u;
    const shell = mix('#d9482b', p.accent, 0.25);
    const crabNodes = group(
      crab(k, shell, ctx.ink),
      `translate(${n(rockX - 2 * u)} ${n(rockTop + 1 * u)}) scale(-1 1)`,
    );
    // The player sits on the ground before the rock, fist thrust out at the crab's claws.
    const px = -34 * u;
    const fistAt: Point = [rockX - 21 * u, rockTop - 14 * u];
    const player = posed(ctx, {
      legs: 'sit-ground',
      lean: 10,
      front: { reach: [(fistAt[0] - px) / s, fistAt[1] / s], hand: 'fist' },
      back: { angle: 20, bend: 60, hand: 'mitt' },
      turn: 0.8,
      headTilt: 4,
      gaze: [1, -0.2],
    });
    const a: Actor = { fig: player, x: px, facing: 1, scale: s };
    const head = actorPoint(a, player.skeleton.headCentre);
    const nodes: Node[] = [rock, rockShade, crabNodes, actorNodes(a)];
    const box: [number, number, number, number] = [
      px - 16 * s,
      Math.min(head[1] - player.headR * s * 1.5, rockTop - 32 * k) - 4 * u,
      rockX + 22 * u,
      4,
    ];
    return staged(facingBox(box, facing), mx([(fistAt[0] + rockX) / 2, fistAt[1]], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [px * facing, 20 * s],
        [rockX * facing, 40 * u],
      ],
      closeBox: facingBox(box, facing),
    });
  },
};
