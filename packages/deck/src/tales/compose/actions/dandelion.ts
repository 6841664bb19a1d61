/**
 * A close-up: a face blowing on a dandelion clock held up to the lips, and the seeds that leave it
 * turn, as they drift up and away, into a flock of little birds (or butterflies).
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mx } from './water.ts';

/** One dandelion seed: a stalk and its fan of down, `r` long, pointing along `angle` degrees. */
function seed(at0: Point, r: number, angle: number, down: string): Node {
  const fan: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const a = (i * 16 * Math.PI) / 180;
    fan.push(`M0 ${n(-r * 0.55)}l${n(Math.sin(a) * r * 0.45)} ${n(-Math.cos(a) * r * 0.45)}`);
  }
  return group(
    [
      stroke(`M0 0V${n(-r * 0.55)}${fan.join('')}`, down, r * 0.07, 'glow', 0),
      fill(circle(0, 0, r * 0.09), mix(down, '#6b5a3a', 0.6), 'detail', 0),
    ],
    `translate(${n(at0[0])} ${n(at0[1])}) rotate(${n(angle)})`,
  );
}

/**
 * Blowing a dandelion clock whose seeds fly off as birds (or butterflies): the head in profile,
 * the stalk held up in the near hand with its clock before the lips, half of it blown away, the
 * seeds in a drifting stream up and away from the face, the later ones birds.
 */
export const dandelion: Action = {
  id: 'dandelion',
  objects: ['birds', 'butterflies'],
  feelings: ['wonder', 'surprise', 'sleep', 'longing', 'calm'],
  settings: ['meadow', 'forest', 'rooftop', 'shore'],
  framings: ['near'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `dandelion:${o}`,
  concepts: [
    'dandelion',
    'a wish',
    'letting go',
    'summer',
    'childhood',
    'transformation',
    'breath',
  ],
  say: sayFrom(
    {
      birds: {
        en: 'blows on a dandelion clock, and its seeds fly off as little birds',
        ja: 'タンポポの綿毛を吹くと、綿毛が小鳥になって飛んでいく',
        ru: 'дует на одуванчик, и его пушинки разлетаются маленькими птицами',
        pt: 'sopra um dente-de-leão, e as sementes voam como passarinhos',
        fi: 'puhaltaa voikukan höytyviä, ja ne lentävät pois pikkulintuina',
      },
      butterflies: {
        en: 'blows on a dandelion clock, and its seeds fly off as butterflies',
        ja: 'タンポポの綿毛を吹くと、綿毛がチョウになって飛んでいく',
        ru: 'дует на одуванчик, и его пушинки разлетаются бабочками',
        pt: 'sopra um dente-de-leão, e as sementes voam como borboletas',
        fi: 'puhaltaa voikukan höytyviä, ja ne lentävät pois perhosina',
      },
    },
    'birds',
  ),
  stage(ctx) {
    const { rng, p, facing, s } = setUp(ctx);
    const base = posed(ctx, {
      legs: 'stand',
      front: { angle: 30, bend: 60 },
      back: { angle: 0, bend: 10 },
    });
    const head = base.skeleton.headCentre;
    const R = base.headR;
    // The clock just before the lips, the stalk down to the near hand under the chin.
    const puff: Point = [head[0] + R * 1.75, head[1] + R * 0.15];
    const grip: Point = [head[0] + R * 1.5, head[1] + R * 1.9];
    const fig = posed(ctx, {
      legs: 'stand',
      front: { reach: grip, hand: 'fist' },
      back: { angle: 5, bend: 10 },
      turn: 0.85,
      headTilt: -6,
      gaze: [1, -0.1],
    });
    const down = lighter(p.light, 0.6);
    const stalk = stroke(
      `M${n(grip[0])} ${n(grip[1])}Q${n(puff[0] + R * 0.1)} ${n((grip[1] + puff[1]) / 2)} ${n(puff[0])} ${n(puff[1] + R * 0.1)}`,
      '#6f9a48',
      R * 0.08,
      'plant',
    );
    // What is left of the clock: a half of seeds on its far side, the bare head on the near.
    const clock: Node[] = [fill(circle(puff[0], puff[1], R * 0.14), '#c9b15a', 'detail')];
    for (let i = 0; i < 9; i++) {
      const a = -30 + i * 22.5;
      const q: Point = [
        puff[0] + Math.sin((a * Math.PI) / 180) * R * 0.1,
        puff[1] - Math.cos((a * Math.PI) / 180) * R * 0.1,
      ];
      clock.push(seed(q, R * 0.62, a, down));
    }
    // Breath from the lips to the clock.
    const lips: Point = [head[0] + R * 0.95, head[1] + R * 0.45];
    const breath = stroke(
      `M${n(lips[0] + R * 0.15)} ${n(lips[1] - R * 0.05)}q${n(R * 0.25)} ${n(-R * 0.1)} ${n(R * 0.45)} ${n(-R * 0.05)}M${n(lips[0] + R * 0.15)} ${n(lips[1] + R * 0.12)}q${n(R * 0.25)} ${n(R * 0.02)} ${n(R * 0.45)} ${n(-R * 0.1)}`,
      lighter(p.light, 0.3),
      R * 0.05,
      'glow',
      0,
    );
    // The stream: seeds first, then birds (or butterflies), growing as they rise up and away.
    const stream: Node[] = [];
    const count = 7;
    const kind = ctx.object;
    for (let i = 0; i < count; i++) {
      const t = (i + 1) / count;
      const q: Point = [
        puff[0] + R * (0.4 + t * 2.6) + (i % 2 === 0 ? -1 : 1) * R * 0.45,
        puff[1] - R * (0.3 + t * 5) + rng.range(-0.15, 0.15) * R,
      ];
      if (i < 2) stream.push(seed(q, R * 0.55, 30 + i * 25, down));
      else if (kind === 'butterflies') {
        const b = T.butterfly(rng.pick(p.cloth), p.ink, (R / 12) * (0.45 + t * 0.5));
        stream.push(
          group(b.nodes, `translate(${n(q[0])} ${n(q[1])}) rotate(${n(rng.range(-20, 20))})`),
        );
      } else {
        const b = P.bird(mix(down, p.accent, 0.25), p.ink, i % 2 === 0 ? 'up' : 'down');
        stream.push(
          group(
            b.nodes,
            `translate(${n(q[0])} ${n(q[1])}) scale(${n((R / 12) * (0.3 + t * 0.35))}) rotate(-15)`,
          ),
        );
      }
    }
    const actor: Actor = {
      fig,
      held: [stalk, ...clock, breath, ...stream],
      x: 0,
      facing,
      scale: s,
    };
    const body = actorNodes(actor);
    const at = (q: Point): Point => mx([q[0] * s, q[1] * s], facing);
    const bodyBox = nodeBox(body, identity);
    const top =
      Math.min(bodyBox?.[1] ?? (head[1] - R * 5) * s, (head[1] - R * 1.3) * s) - R * 0.2 * s;
    const right = (puff[0] + R * 3.8) * s;
    return staged(facingBox([(head[0] - R * 1.3) * s, top, right, 4], facing), at(puff), {
      actors: [body],
      contacts: [[0, 24 * s]],
      glows: [{ at: at(puff), r: R * 1.2 * s, color: down }],
      closeBox: facingBox([(head[0] - R * 1.3) * s, top, right, (grip[1] + R * 0.6) * s], facing),
    });
  },
};
