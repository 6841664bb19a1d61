/**
 * A tug of war through the ground: the character leans back with both fists in a carrot's
 * leaves, heels dug in, and the picture is cut open below the grass to show why it will not
 * come: in its lit burrow a rabbit hangs on to the carrot's tip and pulls it back down. Two
 * who want the same thing and cannot see each other; a harvest that is someone else's dinner.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, pose, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const carrotOrange = '#ee7a22';
const frond = '#4f9a3c';

/**
 * Above the grass, the character on one side leaning back on the leaves; below it, the soil cut
 * away to the card's edges, the carrot's root down into a round burrow where the rabbit stands
 * on the far side of it, arms up on the tip, leaning back the other way.
 */
export const carrotTug: Action = {
  id: 'carrot-tug',
  objects: ['carrot'],
  // The one underground is a rabbit; a mouse's pull would not read against it.
  who: whos.filter((w) => w !== 'rabbit' && w !== 'mouse'),
  feelings: ['resolve', 'mischief', 'surprise', 'fear'],
  settings: ['meadow'],
  framings: ['medium'],
  fixedFramings: true,
  // The cut through the ground is the twist; another beside it would crowd the two halves.
  untwisted: true,
  // The burrow's lit hollow against dark soil is half the story: a silhouette loses it.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'carrot-tug',
  concepts: [
    'tug of war',
    'rivalry',
    'harvest',
    'underground',
    'rabbit',
    'stubbornness',
    'vegetable garden',
    'hidden',
    'sharing',
    'burrow',
  ],
  say: sayFrom(
    {
      carrot: {
        en: 'pulls at a carrot, and under the ground a rabbit is pulling it back down',
        ja: 'にんじんを引き抜こうとしているが、地面の下ではウサギが反対に引っぱっている',
        ru: 'тянет из земли морковку, а под землёй её тянет обратно кролик',
        pt: 'puxa uma cenoura da terra, e debaixo do chão um coelho puxa-a de volta',
        fi: 'vetää porkkanaa maasta, ja maan alla kani vetää sitä takaisin',
      },
    },
    'carrot',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The leaves the character grips, and the character leaning back from them.
    const grip: Point = [-2 * k, -27 * k];
    const ax = -24 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: [
        [30, 2],
        [-12, 26],
      ],
      lean: -26,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { reach: toActor(where, [grip[0] - 3 * k, grip[1] + 2 * k]), hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 6,
      gaze: [0.8, 0.3],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };

    // The soil, cut open from the grass down past the card's bottom edge.
    const soil = mix('#6a4630', p.ground, 0.15);
    const deep = darker(soil, 0.25);
    const wall: Node[] = [
      fill(rect(-400 * k, 0, 800 * k, 400 * k), soil, 'floor', 0),
      fill(rect(-400 * k, 56 * k, 800 * k, 344 * k), deep, 'floor', 0),
      fill(rect(-400 * k, -1.5 * k, 800 * k, 4 * k), mix(p.ground, frond, 0.4), 'plant', 0),
    ];
    // Stones and the grass's roots in the cut.
    const stones: string[] = [];
    for (let i = 0; i < 9; i++) {
      const x = rng.range(-70, 70) * k;
      const y = rng.range(10, 110) * k;
      if (Math.abs(x - 6 * k) < 38 * k && y > 40 * k) continue;
      stones.push(oval(x, y, rng.range(2.5, 4.5) * k, rng.range(1.6, 2.8) * k));
    }
    const roots: string[] = [];
    for (let x = -70; x <= 70; x += 7) {
      if (Math.abs(x) < 6) continue;
      roots.push(`M${n(x * k)} ${n(2 * k)}l${n(rng.range(-2, 2) * k)} ${n(rng.range(4, 8) * k)}`);
    }
    wall.push(
      fill(stones.join(''), lighter(soil, 0.25), 'stone', 0),
      stroke(roots.join(''), lighter(soil, 0.15), 0.7 * k, 'detail', 0),
    );

    // The burrow: a round, warm hollow with a trodden floor.
    const den: Point = [8 * k, 72 * k];
    const hollow = mix(soil, '#f0c890', 0.45);
    const burrow: Node[] = [
      fill(oval(den[0], den[1], 32 * k, 30 * k), hollow, 'wall', 0),
      // Its floor, trodden flat.
      fill(
        `M${n(den[0] - 26 * k)} ${n(den[1] + 17 * k)}Q${n(den[0])} ${n(den[1] + 21 * k)} ${n(den[0] + 26 * k)} ${n(den[1] + 17 * k)}Q${n(den[0])} ${n(den[1] + 34 * k)} ${n(den[0] - 26 * k)} ${n(den[1] + 17 * k)}Z`,
        darker(hollow, 0.2),
        'floor',
        0,
      ),
    ];

    // The carrot: its leaves above the grass, its root down into the burrow.
    const tip: Point = [0, 56 * k];
    const root = `M${n(-5.5 * k)} ${n(-1.5 * k)}Q${n(-6 * k)} ${n(20 * k)} ${n(tip[0] - 0.8 * k)} ${n(tip[1])}L${n(tip[0] + 0.8 * k)} ${n(tip[1])}Q${n(6 * k)} ${n(20 * k)} ${n(5.5 * k)} ${n(-1.5 * k)}Q0 ${n(-4 * k)} ${n(-5.5 * k)} ${n(-1.5 * k)}Z`;
    const rings: string[] = [];
    for (const y of [8, 16, 25, 34]) {
      const w = 5.5 * (1 - y / 56) * k;
      rings.push(`M${n(-w)} ${n(y * k)}q${n(w * 0.6)} ${n(1.2 * k)} ${n(w * 0.9)} ${n(0.2 * k)}`);
    }
    const fronds: string[] = [];
    const leafTips = [
      [-10, -26],
      [-3, -33],
      [4, -32],
      [10, -25],
      [14, -16],
    ] as const;
    for (const [dx, dy] of leafTips) {
      fronds.push(
        `M0 ${n(-2 * k)}Q${n(dx * 0.3 * k)} ${n(dy * 0.6 * k)} ${n(dx * k)} ${n(dy * k)}`,
      );
    }
    const frondTips = leafTips.map(([dx, dy]) => circle(dx * k, dy * k, 3.4 * k)).join('');
    const carrot: Node[] = [
      fill(root, carrotOrange, 'detail'),
      stroke(rings.join(''), darker(carrotOrange, 0.25), 0.8 * k, 'detail', 0),
      stroke(fronds.join(''), darker(frond, 0.1), 1.6 * k, 'plant'),
      fill(frondTips, frond, 'plant'),
    ];

    // The rabbit on the burrow's floor beyond the tip, arms up on it, leaning back.
    const rabbit = cast('rabbit', rng.fork('rabbit'), p);
    const rm = measure(rabbit);
    const rs = (46 * k) / rm.height;
    const rx = den[0] + 12 * k;
    const floorY = den[1] + 20 * k;
    const under = { x: rx, y: floorY, facing: -1 as const, scale: rs };
    const pull = pose(
      rabbit,
      'resolve',
      {
        legs: [
          [26, 10],
          [-16, 12],
        ],
        lean: -18,
        front: { reach: toActor(under, [tip[0] + 1 * k, tip[1] - 1 * k]), hand: 'fist' },
        back: { reach: toActor(under, [tip[0] + 2.5 * k, tip[1] + 1.5 * k]), hand: 'fist' },
        backArmOver: true,
        turn: 0.5,
        headTilt: -10,
        gaze: [0.6, -0.6],
      },
      ctx.ink,
    );
    const b: Actor = { fig: pull, ...under };

    const actors: Node[] = [...burrow, ...carrot, actorNodes(b), actorNodes(a)];
    const headTop = (m.headTop - 6) * s;
    // Leaning back, the head is well behind the feet: the box reaches past it.
    const head = actorPoint(a, fig.skeleton.headCentre);
    const box: [number, number, number, number] = [
      Math.min(ax - 20 * k, head[0] - fig.headR * s - 8 * k),
      Math.min(headTop, -32 * k),
      den[0] + 40 * k,
      den[1] + 34 * k,
    ];
    return staged(facingBox(box, facing), mx([0, 10 * k], facing), {
      wall: mirror(wall, facing),
      actors: mirror(actors, facing),
      contacts: [[ax * facing, 22 * k]],
    });
  },
};
