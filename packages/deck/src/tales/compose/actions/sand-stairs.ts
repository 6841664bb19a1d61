/**
 * What the sand keeps: in the open desert a square mouth has opened, and a stairway cut in the
 * sand goes down out of sight; from the bottom, lamplight wells up, gold on the far wall and in
 * pale shafts up into the dusk. The character kneels at the top step, one hand on the rim, and
 * peers down into the light. Who lit a lamp under the dunes, and for whom? The rest is half seen.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, shape, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const glowGold = '#ffe39a';
const deepAmber = '#e89a3c';

/** A closed polygon's path. */
function poly(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/**
 * The mouth of the stairway on the sand to the character's right (+x), seen from the front and a
 * little above: its far rim higher on the card than its near rim. Inside, the far wall runs down
 * out of sight and the steps go down from left to right, the lower ones hidden by the near rim,
 * so the right end shows only the far wall lit gold from below.
 */
export const sandStairs: Action = {
  id: 'sand-stairs',
  objects: ['light'],
  // A mouse is lost at the rim of a mouth as wide as a grown-up is tall.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['wonder', 'fear', 'surprise', 'resolve'],
  settings: ['desert'],
  // Seen a little from above, the mouth opens on the card; from far off it is a lit crack.
  framings: ['high', 'wide', 'low'],
  fixedFramings: true,
  // Its words say where: into the sand.
  ownPlace: true,
  // A stair of sand holding its shape, lit from under the dunes, is the dream; a twist beside it
  // would stand one more thing at the rim.
  untwisted: true,
  // The light out of the ground is the story: a silhouette loses it.
  notLooks: ['silhouette'],
  lights: ['lantern'],
  family: () => 'sand-stairs',
  concepts: [
    'stairway',
    'steps',
    'underground',
    'lamplight',
    'sand',
    'dunes',
    'opening',
    'descent',
    'discovery',
    'mystery',
  ],
  say: sayFrom(
    {
      light: {
        en: 'peers down a stairway that goes down into the sand, lamplight welling up from below',
        ja: '砂の中へと続く階段をのぞきこむ。下からランプの明かりがわき上がってくる',
        ru: 'заглядывает вниз, где лестница уходит в песок, а снизу поднимается свет лампы',
        pt: 'espreita uma escada que desce para dentro da areia, de onde sobe a luz de um candeeiro',
        fi: 'kurkistaa hiekkaan laskeutuvia portaita, joiden pohjalta kumpuaa lampun valo',
      },
    },
    'light',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The mouth: far rim at y = fy, near rim at y = ny, its left end at the character's knee.
    const fy = -10 * k;
    const ny = 20 * k;
    const x0 = 0;
    const x1 = 68 * k;
    const mouth: Point[] = [
      [x0 + 3 * k, fy],
      [x1 - 3 * k, fy],
      [x1 + 3 * k, ny],
      [x0 - 3 * k, ny],
    ];
    const sand = mix(p.ground, '#e0b070', 0.6);
    const wallDark = mix(darker(sand, 0.45), '#5a3418', 0.4);
    // The deep end, where the light comes from: below the near rim, towards the right.
    const source: Point = [x1 - 14 * k, ny + 8 * k];

    const inside: Node[] = [];
    // The far wall going down: dark sand at the top, gold towards the light.
    inside.push(
      fill(
        poly(mouth),
        {
          kind: 'radial',
          cx: source[0],
          cy: source[1],
          r: 86 * k,
          stops: [
            [0, lighter(glowGold, 0.3)],
            [0.3, glowGold],
            [0.6, deepAmber],
            [1, wallDark],
          ],
        },
        'glow',
        0,
      ),
    );
    // The steps: each tread a band from where it meets the far wall down to the near rim, lower
    // (further down the card) step by step; deeper treads catch more of the light.
    const steps = 4;
    const run = 11 * k;
    const rise = 6.5 * k;
    const treads: Node[] = [];
    const edge: Point[] = [[x0 - 2 * k, fy]];
    for (let i = 0; i < steps; i++) {
      const a = x0 + i * run;
      const b = a + run;
      const top = fy + (i + 1) * rise;
      const lit = mix(sand, glowGold, 0.15 + (0.6 * i) / steps);
      treads.push(
        fill(
          poly([
            [a, top],
            [b, top],
            [b, ny + 2 * k],
            [a, ny + 2 * k],
          ]),
          lit,
          'stone',
          0,
        ),
      );
      // The tread's nosing: a line of shade under its lip.
      treads.push(stroke(`M${n(a)} ${n(top)}H${n(b)}`, darker(lit, 0.35), 1.1 * k, 'detail', 0));
      edge.push([a, top], [b, top]);
    }
    inside.push(...treads);
    // The risers seen edge on: the stair's profile against the far wall.
    inside.push(
      stroke(
        edge.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(''),
        darker(sand, 0.5),
        1.2 * k,
        'detail',
        0,
      ),
    );
    const well = group(inside, undefined, poly(mouth));

    // The rim: the sand's cut edge along the near side and heaps of dug sand at the ends.
    const rim: Node[] = [
      stroke(
        `M${n(x0 - 3 * k)} ${n(ny)}L${n(x1 + 3 * k)} ${n(ny)}`,
        darker(sand, 0.28),
        1.6 * k,
        'floor',
        0,
      ),
      stroke(
        `M${n(x0 + 3 * k)} ${n(fy)}L${n(x1 - 3 * k)} ${n(fy)}`,
        lighter(sand, 0.25),
        1.2 * k,
        'floor',
        0,
      ),
      fill(
        `M${n(x1 - 4 * k)} ${n(fy + 1 * k)}Q${n(x1 + 8 * k)} ${n(fy - 7 * k)} ${n(x1 + 16 * k)} ${n(fy + 4 * k)}Q${n(x1 + 12 * k)} ${n(ny - 2 * k)} ${n(x1 + 4 * k)} ${n(ny - 1 * k)}Z`,
        lighter(sand, 0.08),
        'floor',
        0,
      ),
    ];

    // Shafts of light rising from the mouth, fanning out into the air above it.
    const shafts: Node[] = [];
    for (let i = 0; i < 4; i++) {
      const c = x0 + (x1 - x0) * (0.2 + 0.22 * i) + rng.range(-3, 3) * k;
      const w0 = rng.range(7, 10) * k;
      const lean = (c - (x0 + x1) / 2) * 0.25 + 3 * k;
      const up = -rng.range(96, 112) * k;
      shafts.push(
        shape(
          poly([
            [c - w0, fy + 4 * k],
            [c + w0, fy + 4 * k],
            [c + lean + w0 * 1.8, up],
            [c + lean - w0 * 1.1, up],
          ]),
          {
            fill: {
              kind: 'linear',
              x1: 0,
              y1: fy,
              x2: 0,
              y2: up,
              stops: [
                [0, glowGold, 1],
                [1, glowGold, 0],
              ],
            },
            tag: 'glow',
            ink: 0,
            // A veil: the woodcut's two inks leave it out and print the lit mouth alone.
            opacity: 0.32,
          },
        ),
      );
    }

    // Rays: thin wedges of light fanning up from the mouth, faint in the washes and carved in the
    // accent ink by the woodcut (which leaves the veils out).
    for (let i = 0; i < 6; i++) {
      const c = x0 + (x1 - x0) * (0.1 + 0.16 * i);
      const len = rng.range(58, 84) * k;
      const tilt = (c - (x0 + x1) / 2) * 0.5;
      const w1 = rng.range(2.2, 3.2) * k;
      shafts.push(
        shape(
          poly([
            [c - 0.6 * k, fy - 5 * k],
            [c + 0.6 * k, fy - 5 * k],
            [c + tilt + w1, fy - 5 * k - len],
            [c + tilt - w1, fy - 5 * k - len],
          ]),
          {
            fill: {
              kind: 'linear',
              x1: 0,
              y1: fy,
              x2: 0,
              y2: fy - len,
              stops: [
                [0, lighter(glowGold, 0.4), 1],
                [1, glowGold, 0.2],
              ],
            },
            tag: 'glow',
            ink: 0,
            opacity: 0.4,
          },
        ),
      );
    }

    // The character kneeling at the top step, one hand on the rim, leaning over the mouth and
    // looking down into the light; the other hand says the feeling.
    const ax = -12 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const rimHand: Point = [x0 + 1 * k, fy + 3 * k];
    const back =
      ctx.feeling === 'fear'
        ? { angle: 150, bend: 120, hand: 'open' as const }
        : ctx.feeling === 'surprise'
          ? { angle: 150, bend: 40, hand: 'open' as const }
          : ctx.feeling === 'wonder'
            ? { angle: 95, bend: 30, hand: 'open' as const }
            : { angle: 30, bend: 60, hand: 'fist' as const };
    const fig = posed(ctx, {
      ...stance('kneel'),
      lean: ctx.feeling === 'fear' ? 24 : 36,
      front: { reach: toActor(where, rimHand), hand: 'open' },
      back,
      turn: 0.7,
      headTilt: 28,
      gaze: [0.7, 0.9],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const top = head[1] - fig.headR * s - 6 * k;
    const box: [number, number, number, number] = [
      ax - 34 * k,
      top - 8 * k,
      x1 + 16 * k,
      ny + 5 * k,
    ];
    const centre: Point = [(x0 + x1) / 2, (fy + ny) / 2];
    return staged(facingBox(box, facing), mx([centre[0] - 14 * k, fy], facing), {
      behind: mirror(shafts, facing),
      actors: mirror([well, ...rim, actorNodes(actor)], facing),
      contacts: [[ax * facing, 22 * k]],
      light: { at: mx(source, facing), kind: 'lantern', reach: 130 * k },
      glows: [{ at: mx([centre[0] + 10 * k, fy], facing), r: 40 * k, color: glowGold }],
    });
  },
};
