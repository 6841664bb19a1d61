/**
 * The everyday summit: on the roof of a town house, a climber roped up like a mountaineer (a
 * bobble hat, the rope tied round the waist and trailing down the bricks to the roof) has reached
 * the top of the chimney and stands on its cap planting a little flag, the town's roofs all below.
 * A small victory, one's own Everest, ambition in a small world; or how high the ordinary is.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const bricks = ['#b0543a', '#9a4a3a', '#c0683e'] as const;
const ropes = ['#e0a020', '#d0402a', '#2a8ac0'] as const;

/** A brick chimney from the roof (y = 0) up to its cap at `-h`, `w` wide, centred on `x`. */
function stack(x: number, h: number, w: number, brick: Color, k: number): Node[] {
  const courses: string[] = [];
  for (let y = -7 * k; y > -h + 5 * k; y -= 7 * k) courses.push(`M${n(x - w / 2)} ${n(y)}h${n(w)}`);
  const joints: string[] = [];
  for (let y = -7 * k, i = 0; y > -h + 5 * k; y -= 7 * k, i++) {
    const off = i % 2 === 0 ? 0 : w / 4;
    for (let xx = x - w / 2 + w / 4 + off; xx < x + w / 2 - 1; xx += w / 2)
      joints.push(`M${n(xx)} ${n(y)}v${n(7 * k)}`);
  }
  return [
    fill(rect(x - w / 2, -h, w, h), brick, 'stone'),
    stroke(courses.join('') + joints.join(''), darker(brick, 0.25), 0.7 * k, 'detail', 0),
    fill(rect(x - w / 2 - 3 * k, -h - 5 * k, w + 6 * k, 6 * k, 1 * k), darker(brick, 0.3), 'stone'),
    // Two chimney pots behind the climber's feet.
    fill(rect(x + w / 2 - 9 * k, -h - 13 * k, 6 * k, 8 * k, 1 * k), '#c07a4a', 'stone'),
  ];
}

/**
 * Facing +x: the chimney at x = 0 standing on the roof; the climber on its cap, the front arm
 * driving the flag's pole down into the cap ahead, the back fist raised; the rope from the waist
 * over the cap's back edge and down the bricks to a loop round an iron hook on the roof.
 */
export const chimneySummit: Action = {
  id: 'chimney-summit',
  objects: ['flag'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit', 'mouse'],
  feelings: ['resolve', 'wonder'],
  settings: ['rooftop'],
  framings: ['wide', 'high'],
  fixedFramings: true,
  // A chimney climbed like a mountain is the dream; a twist beside it would crowd the roof.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'chimney-summit',
  concepts: [
    'mountaineer',
    'summit',
    'flag',
    'conquest',
    'ambition',
    'a small victory',
    'Everest',
    'chimney',
    'rope',
    'achievement',
  ],
  say: sayFrom(
    {
      flag: {
        en: 'plants a flag on top of a chimney, roped up like a mountaineer at the summit',
        ja: '登山家のようにロープをつけて煙突のてっぺんにたどり着き、旗を立てる',
        ru: 'в связке, как альпинист на вершине, водружает флаг на верхушку дымовой трубы',
        pt: 'espeta uma bandeira no topo de uma chaminé, encordado como um alpinista no cume',
        fi: 'pystyttää lipun savupiipun huipulle köysissä kuin vuorikiipeilijä huipulla',
      },
    },
    'flag',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const w = 34 * k;
    const h = 90 * k;
    const cap = -h - 5 * k;
    const ax = -4 * k;
    const where = { x: ax, y: cap, facing: 1 as const, scale: s };
    const poleFoot: Point = [ax + 19 * k, cap];
    const grip: Point = [poleFoot[0], cap - 56 * k];
    const fig = posed(
      { ...ctx, who: { ...ctx.who, look: { ...ctx.who.look, hat: 'beanie' } } },
      {
        legs: 'stand',
        lean: -2,
        front: { reach: toActor(where, grip), hand: 'fist' },
        back:
          ctx.feeling === 'resolve'
            ? { angle: 150, bend: 20, hand: 'fist' }
            : { angle: 20, bend: 70, hand: 'open' },
        turn: 0.6,
        headTilt: ctx.feeling === 'wonder' ? -10 : -4,
        gaze: ctx.feeling === 'wonder' ? [1, -0.3] : [1, 0],
      },
    );
    const actor: Actor = { fig, ...where };
    const hip = actorPoint(actor, fig.skeleton.hip);
    const brick = rng.pick(bricks);
    const rope = rng.pick(ropes);
    const flagColor = p.accent;
    // Upright, clear of the face, the flag flying out ahead, high over the head.
    const poleTop: Point = [poleFoot[0] + 1 * k, cap - 132 * k];
    const flag: Node[] = [
      stroke(
        `M${n(poleFoot[0])} ${n(poleFoot[1])}L${n(poleTop[0])} ${n(poleTop[1])}`,
        '#5a4030',
        1.6 * k,
        'wood',
      ),
      fill(
        `M${n(poleTop[0])} ${n(poleTop[1])}Q${n(poleTop[0] + 12 * k)} ${n(poleTop[1] - 3 * k)} ${n(poleTop[0] + 24 * k)} ${n(poleTop[1] + 4 * k)}Q${n(poleTop[0] + 12 * k)} ${n(poleTop[1] + 9 * k)} ${n(poleTop[0] + 1 * k)} ${n(poleTop[1] + 17 * k)}Z`,
        flagColor,
        'cloth',
      ),
      fill(circle(poleTop[0], poleTop[1], 1.6 * k), lighter(flagColor, 0.4), 'metal'),
    ];
    // The rope: round the waist, back over the cap's edge, down the bricks in a slack curve to a
    // hook on the roof, its spare coiled there.
    const edge = -w / 2 - 3 * k;
    const hookX = edge - 16 * k;
    const line: Node[] = [
      stroke(
        `M${n(hip[0] - 4 * k)} ${n(hip[1])}Q${n(edge + 4 * k)} ${n(cap - 6 * k)} ${n(edge)} ${n(cap + 2 * k)}C${n(edge - 6 * k)} ${n(-h * 0.6)} ${n(edge - 2 * k)} ${n(-h * 0.3)} ${n(hookX)} ${n(-3 * k)}`,
        rope,
        1.5 * k,
        'cloth',
      ),
      stroke(`M${n(hip[0] - 5 * k)} ${n(hip[1] - 1 * k)}h${n(10 * k)}`, rope, 2 * k, 'cloth'),
      stroke(
        [0, 1, 2]
          .map((i) => circle(hookX - 7 * k, -2.5 * k - i * 0.8 * k, 5 * k - i * 0.6 * k))
          .join(''),
        rope,
        1.2 * k,
        'cloth',
      ),
      stroke(`M${n(hookX)} 0v${n(-4 * k)}a2 2 0 0 1 ${n(3 * k)} 0`, '#3a3a40', 1.2 * k, 'metal'),
    ];
    // A climber's rucksack on the back, a bedroll strapped over it.
    const sh = actorPoint(actor, fig.skeleton.shoulders.back);
    const sack = '#6a5a3a';
    const pack: Node[] = [
      fill(rect(sh[0] - 14 * k, sh[1] - 1 * k, 11 * k, 24 * k, 3 * k), sack, 'cloth'),
      fill(rect(sh[0] - 15 * k, sh[1] - 6 * k, 13 * k, 6 * k, 3 * k), '#3a6a8a', 'cloth'),
      stroke(
        `M${n(sh[0] - 13 * k)} ${n(sh[1] + 9 * k)}h${n(9 * k)}`,
        darker(sack, 0.3),
        0.8 * k,
        'detail',
        0,
      ),
    ];
    const top = poleTop[1] - 4 * k;
    const box: [number, number, number, number] = [hookX - 14 * k, top, poleTop[0] + 28 * k, 4];
    const focus: Point = [ax + 8 * k, cap - 40 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(
        [...stack(0, h, w, brick, k), ...line, ...pack, actorNodes(actor), ...flag],
        facing,
      ),
      contacts: [
        [0, w],
        [(hookX - 7 * k) * facing, 10 * k],
      ],
    });
  },
};
