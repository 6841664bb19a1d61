/**
 * Jumping in puddles, one puddle too far: the character is in mid-air over a puddle in its
 * boots, about to land with both feet, and the card is cut open under the ground: under a thin
 * crust of earth lies the whole sea, the puddle the one hole in its ceiling, a shoal going round
 * under it and a great fish looking up at the soles about to come through.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** In mid-air over the puddle, feet together under it, posed for its feeling. */
function leaping(ctx: StageContext, lift: number) {
  const f = ctx.feeling;
  const scared = f === 'fear' || f === 'surprise';
  return posed(ctx, {
    // Knees up, boots together, coming down.
    legs: [
      [46, 84],
      [30, 78],
    ],
    lift,
    lean: scared ? -8 : 4,
    // Arms flung up for the splash, or out wide on seeing what is under it.
    front: scared ? { angle: 120, bend: 10, hand: 'open' } : { angle: 160, bend: 20, hand: 'fist' },
    back: scared ? { angle: 100, bend: 20, hand: 'open' } : { angle: 150, bend: 30, hand: 'fist' },
    turn: 0.6,
    headTilt: scared ? 20 : 8,
    gaze: scared ? [0.3, 1] : [0.6, 0.6],
  });
}

/**
 * Side on: the character at x = 0 in mid-air over the puddle, and the card cut away under the
 * ground (drawn with the place, `wall`, to its edges and bottom): a thin crust of earth with the
 * puddle the one hole through it, and under it the sea with its fish.
 */
export const puddleDeep: Action = {
  id: 'puddle-deep',
  // The puddle as deep as the sea is the dream: a twist beside it would crowd the cut-away.
  untwisted: true,
  // The woodcut prints the sea under the ground in the ground's own brown: it reads as mud.
  notLooks: ['woodcut'],
  objects: ['puddle'],
  feelings: ['mischief', 'surprise', 'fear', 'resolve'],
  settings: ['street', 'meadow'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  family: () => 'puddle-deep',
  // Not 'deep', 'leap' or 'water': the bots ban a card's concept words from its clues.
  concepts: [
    'puddle jumping',
    'rain boots',
    'the unknown below',
    'the sea',
    'a shoal',
    'what lies beneath',
    'a cut-away',
    'childhood',
    'recklessness',
  ],
  say: sayFrom(
    {
      puddle: {
        en: 'jumps with both feet into a puddle that runs on under the ground as far as the sea, fish and all',
        ja: '両足で水たまりに飛びこむ。その水たまりは地面の下で、魚ごと海まで続いている',
        ru: 'прыгает обеими ногами в лужу, а она уходит под землю до самого моря, с рыбами и всем прочим',
        pt: 'salta para dentro de uma poça que continua por baixo da terra até ao mar, com peixes e tudo',
        fi: 'hyppää tasajalkaa lätäkköön, joka jatkuu maan alla mereen asti kaloineen päivineen',
      },
    },
    'puddle',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const lift = 12 * k;
    const fig = leaping(ctx, lift / s);
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    // Under a thin crust of ground lies the sea, to the card's edges and bottom; the puddle is
    // the one hole through the crust, under the boots.
    const mouth = 24 * k;
    const sea = mix(p.water, '#12406a', 0.5);
    const deep = mix(sea, '#061a2e', 0.6);
    const earth = mix('#6e4e36', p.shade, 0.25);
    const crust = 15 * k;
    const wall: Node[] = [
      fill(
        `M${n(-400 * k)} 0H${n(400 * k)}V${n(400 * k)}H${n(-400 * k)}Z`,
        {
          kind: 'linear',
          x1: 0,
          y1: 0,
          x2: 0,
          y2: 160 * k,
          stops: [
            [0, sea],
            [1, deep],
          ],
        },
        'water',
        0,
      ),
    ];
    // The crust: two slabs of ground either side of the hole, their undersides ragged.
    const slab = (side: 1 | -1): Node => {
      let d = `M${n(side * mouth)} -0.5`;
      for (let x = mouth; x <= 400 * k; x += 12 * k)
        d += `L${n(side * x)} ${n(x === mouth ? crust * 0.9 : crust + rng.range(-3, 4) * k)}`;
      d += `L${n(side * 400 * k)} -0.5Z`;
      return fill(d, earth, 'floor');
    };
    wall.push(slab(-1), slab(1));
    // Who lives down there: a shoal going round and a great fish looking up at the soles.
    const fishColor = mix(p.accent, '#ffc46a', 0.45);
    const swimmers: Node[] = [];
    for (let i = 0; i < 6; i++) {
      const t = (i / 6) * Math.PI * 2 + 0.3;
      const x = Math.cos(t) * 40 * k;
      const y = 44 * k + Math.sin(t) * 9 * k;
      const nearSide = Math.sin(t) > 0;
      swimmers.push(
        group(
          P.fish(nearSide ? fishColor : darker(fishColor, 0.3), p.ink, (nearSide ? 13 : 10) * k)
            .nodes,
          at(x, y, 1, 0, nearSide),
        ),
      );
    }
    const big = mix('#5f7f8f', p.shade, 0.2);
    swimmers.push(
      group(P.fish(big, p.ink, 64 * k).nodes, `translate(${n(-8 * k)} ${n(84 * k)}) rotate(-28)`),
    );
    // The puddle's skin on top, and the ripples of the drops flying up ahead of the landing.
    const surface: Node[] = [
      fill(oval(0, 0.5 * k, mouth + 3 * k, 3.2 * k), lighter(sea, 0.45), 'water', 0),
      stroke(oval(0, 0.5 * k, mouth * 0.55, 1.6 * k), lighter(sea, 0.75), 0.8 * k, 'detail', 0),
      ...[-1, 1].flatMap((side) =>
        [0, 1, 2].map((i) =>
          fill(
            circle(side * (10 + i * 5) * k, -(4 + i * 3.5) * k, (1.6 - i * 0.3) * k),
            lighter(sea, 0.6),
            'water',
            0,
          ),
        ),
      ),
    ];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR * 1.3) * s;
    const handsTop = Math.min(fig.skeleton.hands.front[1], fig.skeleton.hands.back[1]) * s;
    const top = Math.min(headTop, handsTop - 4 * k);
    const box: [number, number, number, number] = [-62 * k, top, 62 * k, 104 * k];
    const focus: Point = [0, 20 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(wall, facing),
      before: mirror([...swimmers, ...surface], facing),
      actors: mirror([actorNodes(actor)], facing),
      contacts: [],
      airborne: true,
      glows: [{ at: mx([0, 0], facing), r: 30 * k, color: lighter(sea, 0.4) }],
    });
  },
};
