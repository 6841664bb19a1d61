/**
 * Digging out the summer: in deep snow a character shovels a path, and the strip it has cleared,
 * running down the card towards us, is not frozen ground but a summer meadow in bloom, flowers
 * and green grass between the white banks. A season kept underneath the other one.
 */
import { circle, n, smoothClosed, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const petals = ['#e8485a', '#f2c23a', '#ffffff', '#9a6ad8', '#f08a30'] as const;

/**
 * The character at the head of the path, bent over a snow shovel whose blade lifts a load of
 * snow ahead; behind it the cleared strip winds down to the card's foot between banks of snow,
 * green and full of flowers.
 */
export const shovelSummer: Action = {
  id: 'shovel-summer',
  objects: ['summer'],
  // A mouse's shovel and path are too small to read at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['wonder', 'surprise', 'resolve', 'mischief', 'longing'],
  // Deep snow to dig through.
  settings: ['snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The meadow under the snow is the dream; a twist beside the path only muddles it.
  untwisted: true,
  // Woodcut paints the meadow grey as the snow round it: the summer underneath is lost.
  notLooks: ['woodcut'],
  lights: ['sun', 'sky'],
  family: () => 'shovel-summer',
  concepts: [
    'snow',
    'summer',
    'seasons',
    'hope',
    'hidden',
    'digging',
    'spring',
    'flowers',
    'underneath',
  ],
  say: sayFrom(
    {
      summer: {
        en: 'shovels a path through the snow, and under it the summer is in bloom',
        ja: '雪かきをして道をつくると、雪の下には夏の花が咲いている',
        ru: 'расчищает дорожку в снегу, а под снегом цветёт лето',
        pt: 'abre à pá um caminho na neve, e por baixo dela o verão está em flor',
        fi: 'lapioi polkua lumeen, ja lumen alla kukkii kesä',
      },
    },
    'summer',
  ),
  stage(ctx) {
    const { rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The shovel: its blade on the snow ahead, a load of snow on it, the handle up to the hands.
    const blade: Point = [26 * k, -3 * k];
    const top: Point = [-2 * k, -58 * k];
    const along = (t: number): Point => [
      blade[0] + (top[0] - blade[0]) * t,
      blade[1] + (top[1] - blade[1]) * t,
    ];
    const where = { x: -8 * k, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'walk',
      lean: 24,
      front: { reach: toActor(where, along(0.45)), hand: 'fist' },
      back: { reach: toActor(where, along(0.88)), hand: 'fist' },
      turn: 0.45,
      headTilt: 10,
      gaze: [0.1, 1],
    });
    const a: Actor = { fig, x: where.x, facing: 1, scale: s };
    const wood = '#8a6240';
    const shovel: Node[] = [
      stroke(`M${n(blade[0])} ${n(blade[1])}L${n(top[0])} ${n(top[1])}`, wood, 2.2 * k, 'wood'),
      fill(
        `M${n(blade[0] - 2 * k)} ${n(blade[1] - 6 * k)}L${n(blade[0] + 13 * k)} ${n(blade[1] - 3 * k)}L${n(blade[0] + 12 * k)} ${n(blade[1] + 3 * k)}L${n(blade[0] - 3 * k)} ${n(blade[1] + 1 * k)}Z`,
        '#7a8a98',
        'metal',
      ),
      fill(oval(blade[0] + 6 * k, blade[1] - 6 * k, 8 * k, 4.5 * k), '#f6f8fc', 'cloth'),
    ];
    // The cleared path: from under the character's feet it winds down the card to its foot.
    const depth = 70 * k;
    const w = 15 * k;
    const sway = rng.pick([-1, 1]);
    // Points down the path: four segments down to the card's foot, then on out of the card.
    const line = [0, 0.25, 0.5, 0.75, 1, 1.6, 3].map((t): Point => [
      -4 * k + sway * Math.sin(Math.min(t, 1.3) * Math.PI * 1.2) * 16 * k,
      -2 * k + t * depth,
    ]);
    const left = line.map((q, i): Point => [q[0] - w * (0.8 + Math.min(i, 5) * 0.12), q[1]]);
    const right = line
      .map((q, i): Point => [q[0] + w * (0.8 + Math.min(i, 5) * 0.12), q[1]])
      .reverse();
    const path = smoothClosed([...left, ...right]);
    const grass = '#6ab04c';
    const meadow: Node[] = [
      // The banks of snow thrown up either side.
      fill(
        smoothClosed([
          ...left.map((q): Point => [q[0] - 6 * k, q[1]]),
          ...right.map((q): Point => [q[0] + 6 * k, q[1]]),
        ]),
        '#ffffff',
        'cloth',
      ),
      fill(path, grass, 'plant'),
    ];
    // Flowers and blades of grass scattered along the strip.
    const blooms: Node[] = [];
    const blades: string[] = [];
    for (let i = 0; i < 26; i++) {
      const t = rng.range(0.04, 0.97);
      const seg = Math.min(3, Math.floor(t * 4));
      const f = t * 4 - seg;
      const q0 = line[seg] ?? [0, 0];
      const q1 = line[seg + 1] ?? q0;
      const cx = q0[0] + (q1[0] - q0[0]) * f + rng.range(-0.75, 0.75) * w;
      const cy = q0[1] + (q1[1] - q0[1]) * f;
      if (i % 3 === 2) {
        blades.push(
          `M${n(cx)} ${n(cy)}l${n(-1 * k)} ${n(-4 * k)}M${n(cx + 1 * k)} ${n(cy)}l${n(1.2 * k)} ${n(-4 * k)}`,
        );
        continue;
      }
      const r = (1.6 + t * 1.4) * k;
      const c = rng.pick(petals);
      blooms.push(
        fill(
          [0, 1, 2, 3, 4]
            .map((j) => {
              const ang = (j / 5) * Math.PI * 2;
              return circle(cx + Math.cos(ang) * r, cy + Math.sin(ang) * r * 0.7, r * 0.62);
            })
            .join(''),
          c,
          'plant',
          0,
        ),
        fill(circle(cx, cy, r * 0.45), c === '#f2c23a' ? '#c8702a' : '#f2c23a', 'plant', 0),
      );
    }
    const thrown = fill(
      [
        circle(blade[0] + 22 * k, -16 * k, 3 * k),
        circle(blade[0] + 28 * k, -22 * k, 2.2 * k),
        circle(blade[0] + 17 * k, -24 * k, 1.6 * k),
      ].join(''),
      '#ffffff',
      'cloth',
      0,
    );
    const nodes: Node[] = [actorNodes(a), ...shovel, thrown];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      -36 * k,
      Math.min(headTop, -H * 0.9) - 8 * k,
      blade[0] + 32 * k,
      depth,
    ];
    return staged(facingBox(box, facing), mx([0, depth * 0.3], facing), {
      // The path runs on out of the card: drawn with the setting, not boxed; its flowers are the
      // story, boxed down to the card's foot.
      wall: mirror(
        [...meadow, stroke(path, lighter('#cfd8e6', 0.1), 0.8 * k, 'detail', 0)],
        facing,
      ),
      behind: mirror(
        [stroke(blades.join(''), darker(grass, 0.25), 0.8 * k, 'plant', 0), ...blooms],
        facing,
      ),
      actors: mirror(nodes, facing),
      contacts: [[where.x * facing, 22 * k]],
      glows: [],
    });
  },
};
