/**
 * Losing a race to a snail: a snail as big as a dog crosses the finishing line under the
 * chequered flag, while the character runs in behind it, out of breath, too late. The fable's race, run for real.
 */
import { n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A race lost to a snail: a chequered finishing line across the ground, a chequered flag on a
 * tall pole at its end, the snail crossing it first, the runner a length behind, puffing.
 */
export const snailRace: Action = {
  id: 'snail-race',
  objects: ['snail'],
  feelings: ['grief', 'surprise', 'resolve', 'fear', 'mischief'],
  settings: ['meadow', 'street', 'desert', 'snowfield', 'shore', 'forest'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  family: () => 'snail-race',
  concepts: ['race', 'losing', 'patience', 'fable', 'speed', 'finish line', 'defeat', 'surprise'],
  say: sayFrom(
    {
      snail: {
        en: 'runs a race and loses it to a snail, which crosses the finishing line first',
        ja: 'かけっこでカタツムリに負けてしまう。先にゴールしたのはカタツムリ',
        ru: 'проигрывает забег улитке: это она первой пересекает финишную черту',
        pt: 'perde uma corrida para um caracol, que cruza primeiro a linha da meta',
        fi: 'häviää juoksukilpailun etanalle, joka ehtii maaliin ensimmäisenä',
      },
    },
    'snail',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The line across the ground, a far post and a near one, the snail just over it.
    const lineX = 26 * k;
    const farPost: Point = [lineX - 6 * k, -6 * k];
    const nearPost: Point = [lineX + 8 * k, 5 * k];
    const wood = mix(p.wood, '#e8e0d0', 0.4);
    const checks: string[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = i / 6;
      const t1 = (i + 1) / 6;
      const at = (t: number, side: number): Point => [
        farPost[0] + (nearPost[0] - farPost[0]) * t + side * 3 * k,
        farPost[1] + (nearPost[1] - farPost[1]) * t,
      ];
      if (i % 2 === 0) checks.push(poly([at(t0, -1), at(t1, -1), at(t1, 0), at(t0, 0)]));
      else checks.push(poly([at(t0, 0), at(t1, 0), at(t1, 1), at(t0, 1)]));
    }
    const ground: Node[] = [
      fill(
        poly([
          [farPost[0] - 3 * k, farPost[1]],
          [farPost[0] + 3 * k, farPost[1]],
          [nearPost[0] + 3 * k, nearPost[1]],
          [nearPost[0] - 3 * k, nearPost[1]],
        ]),
        '#f4f0e8',
        'floor',
        0,
      ),
      fill(checks.join(''), '#2a2626', 'floor', 0),
    ];
    // The snail, as tall as the runner's hip, its head over the line.
    const snailK = 2.3 * k;
    // Its head (13 units ahead of the prop's middle) just over the line, under the flag.
    const snailAt: Point = [lineX - 8 * snailK, 2 * k - 9 * snailK];
    const snail = placed(
      C.snail(mix(p.accent, '#c8884a', 0.5), mix('#d8c8a8', p.wall, 0.2), p.ink),
      snailAt,
      snailK,
    );
    // A chequered flag on a tall pole planted at the far end of the line: the finish, at a glance.
    const poleTop: Point = [farPost[0], farPost[1] - 92 * k];
    const fw = 34 * k;
    const fh = 24 * k;
    const cells: string[] = [];
    const wave = (x: number): number => Math.sin((x / fw) * Math.PI * 1.5) * 2.5 * k;
    for (let cx = 0; cx < 4; cx++)
      for (let cy = 0; cy < 3; cy++) {
        if ((cx + cy) % 2 === 1) continue;
        const x0 = poleTop[0] + (cx * fw) / 4;
        const x1 = poleTop[0] + ((cx + 1) * fw) / 4;
        const y0 = poleTop[1] + (cy * fh) / 3;
        const y1 = poleTop[1] + ((cy + 1) * fh) / 3;
        cells.push(
          poly([
            [x0, y0 + wave(x0 - poleTop[0])],
            [x1, y0 + wave(x1 - poleTop[0])],
            [x1, y1 + wave(x1 - poleTop[0])],
            [x0, y1 + wave(x0 - poleTop[0])],
          ]),
        );
      }
    const flag: Node[] = [
      stroke(
        `M${n(farPost[0])} ${n(farPost[1])}V${n(poleTop[1] - 2 * k)}`,
        darker(wood, 0.3),
        2 * k,
        'wood',
      ),
      fill(
        `M${n(poleTop[0])} ${n(poleTop[1] + wave(0))}L${n(poleTop[0] + fw)} ${n(poleTop[1] + wave(fw))}L${n(poleTop[0] + fw)} ${n(poleTop[1] + fh + wave(fw))}L${n(poleTop[0])} ${n(poleTop[1] + fh + wave(0))}Z`,
        '#f4f0e8',
        'cloth',
      ),
      fill(cells.join(''), '#2a2626', 'cloth', 0),
    ];
    // The runner a length behind, leaning in, arms pumping, puffing.
    const beaten = ctx.feeling === 'grief' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: [
        [46, 70],
        [-28, 80],
      ],
      lift: 3,
      lean: beaten ? 26 : 20,
      front: beaten
        ? { angle: 30, bend: 40, hand: 'open' }
        : { angle: -50, bend: 95, hand: 'fist' },
      back: beaten ? { angle: 150, bend: 30, hand: 'open' } : { angle: 60, bend: 80, hand: 'fist' },
      turn: 0.6,
      headTilt: beaten ? 6 : -4,
      gaze: [1, 0.4],
    });
    const runner: Actor = { fig, x: -64 * k, facing: 1, scale: s };
    const face = [
      runner.x + fig.skeleton.headCentre[0] * s,
      fig.skeleton.headCentre[1] * s,
    ] as const;
    const puff = stroke(
      `M${n(face[0] + 12 * k)} ${n(face[1] + 2 * k)}q${n(4 * k)} ${n(-2 * k)} ${n(7 * k)} 0M${n(face[0] + 12 * k)} ${n(face[1] + 6 * k)}q${n(4 * k)} ${n(1 * k)} ${n(6 * k)} ${n(3 * k)}`,
      lighter(p.ink, 0.35),
      1 * k,
      'detail',
      0,
    );
    const dust = fill(
      `M${n(-88 * k)} 0q${n(4 * k)} ${n(-8 * k)} ${n(10 * k)} ${n(-4 * k)}q${n(6 * k)} ${n(-6 * k)} ${n(10 * k)} ${n(2 * k)}Z`,
      lighter(darker(p.floor, 0.05), 0.3),
      'detail',
      0,
    );
    const nodes: Node[] = [...ground, ...flag, dust, actorNodes(runner), puff, snail];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      -96 * k,
      Math.min(headTop, poleTop[1]) - 8 * k,
      Math.max(snailAt[0] + 18 * snailK, poleTop[0] + fw) + 6 * k,
      8 * k,
    ];
    return staged(facingBox(box, facing), mx([lineX, -30 * k], facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [
        [-64 * facing * k, 22 * k],
        [snailAt[0] * facing, 30 * k],
      ],
      glows: [],
    });
  },
};
