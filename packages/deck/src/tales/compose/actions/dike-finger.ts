/**
 * The little Dutch boy's night: a stone dike runs across the whole card, and the sea stands
 * behind it higher than the character's head, a sailing boat gliding along its top as if on the
 * wall. Water spurts from a crack; the character holds it back with one finger in the hole, a
 * lantern on the ground, another leak starting higher up. One small finger against the sea:
 * courage, duty, holding the line until help comes.
 */
import { circle, n, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const sails = ['#f4ecdc', '#e8d0a0', '#d86a4a'] as const;

/**
 * The dike's land face from x0 to x1, its top at `top` (negative), `k` a hundredth of the
 * character's height: courses of dressed stone with staggered joints, darker at the foot where
 * it is wet, and the sea's surface lapping just over its top edge.
 */
function dike(x0: number, x1: number, top: number, k: number, p: Palette, rng: Rng): Node[] {
  const stone = mix(mix(p.wall, '#8a8478', 0.55), p.ground, 0.15);
  const joints = darker(stone, 0.32);
  const courseH = 18 * k;
  const lines: string[] = [];
  for (let y = top + courseH, row = 0; y < 0; y += courseH, row++) {
    lines.push(`M${n(x0)} ${n(y)}H${n(x1)}`);
    const off = (row % 2) * 17 * k + rng.range(-3, 3) * k;
    for (let x = x0 + off; x < x1; x += 34 * k) {
      lines.push(`M${n(x)} ${n(y - courseH)}V${n(y)}`);
    }
  }
  const sea = mix(p.water, p.sky[1], 0.15);
  // The sea behind stands high over the wall: a broad band of it up to its own horizon, swells
  // drawn across it and lapping over the wall's top edge.
  const horizon = top - 58 * k;
  const swell = (y: number): string => {
    let d = `M${n(x0)} ${n(y)}`;
    for (let x = x0; x < x1; x += 60 * k)
      d += `Q${n(x + 30 * k)} ${n(y - 4 * k)} ${n(x + 60 * k)} ${n(y)}`;
    return d;
  };
  const swells = [horizon + 14 * k, horizon + 28 * k, horizon + 42 * k].map(swell).join('');
  return [
    fill(`M${n(x0)} ${n(top + 2 * k)}V${n(horizon)}H${n(x1)}V${n(top + 2 * k)}Z`, sea, 'water'),
    fill(
      `M${n(x0)} ${n(horizon)}H${n(x1)}V${n(horizon + 3 * k)}H${n(x0)}Z`,
      lighter(sea, 0.25),
      'water',
      0,
    ),
    stroke(swells, lighter(sea, 0.35), 1.2 * k, 'water', 0),
    stroke(swell(top - 6 * k), lighter(sea, 0.6), 1.8 * k, 'water', 0),
    // The wall.
    fill(`M${n(x0)} 0V${n(top)}H${n(x1)}V0Z`, stone, 'stone'),
    // Wet at the foot.
    fill(`M${n(x0)} 0V${n(-16 * k)}H${n(x1)}V0Z`, darker(stone, 0.15), 'stone', 0),
    stroke(lines.join(''), joints, 1.1 * k, 'detail', 0),
    // The coping along the top.
    fill(`M${n(x0)} ${n(top)}V${n(top - 4 * k)}H${n(x1)}V${n(top)}Z`, lighter(stone, 0.2), 'stone'),
  ];
}

/** A little sailing boat on the sea's surface at (x, y): its hull's top at y, a sail above. */
function boat(x: number, y: number, k: number, sail: string, ink: string): Node[] {
  const hull = `M${n(x - 22 * k)} ${n(y - 4 * k)}H${n(x + 22 * k)}L${n(x + 15 * k)} ${n(y + 6 * k)}H${n(x - 15 * k)}Z`;
  return [
    stroke(`M${n(x)} ${n(y - 4 * k)}V${n(y - 46 * k)}`, darker('#8a5a34', 0.2), 1.6 * k, 'wood'),
    fill(
      `M${n(x + 1.5 * k)} ${n(y - 44 * k)}Q${n(x + 22 * k)} ${n(y - 24 * k)} ${n(x + 20 * k)} ${n(y - 9 * k)}H${n(x + 1.5 * k)}Z`,
      sail,
      'cloth',
    ),
    fill(
      `M${n(x - 1.5 * k)} ${n(y - 36 * k)}Q${n(x - 14 * k)} ${n(y - 20 * k)} ${n(x - 14 * k)} ${n(y - 9 * k)}H${n(x - 1.5 * k)}Z`,
      darker(sail, 0.08),
      'cloth',
    ),
    fill(hull, mix('#8a5a34', ink, 0.15), 'wood'),
  ];
}

/**
 * A jet of water bursting out at `c`, fanning towards `side` and falling, drops flying off: thin
 * filled wedges, not strokes (the ink look draws every stroke as a black pen line).
 */
function spurt(c: Point, k: number, color: string, side: 1 | -1, size = 1): Node[] {
  const rays: string[] = [];
  for (const a of [-50, -25, 0, 25, 50]) {
    const r = (a * Math.PI) / 180;
    const len = (14 + (50 - Math.abs(a)) * 0.22) * k * size;
    const end: Point = [
      c[0] + side * Math.cos(r) * len,
      c[1] + Math.sin(r) * len * 0.8 + len * 0.35,
    ];
    rays.push(taper(c, end, 1.2 * k * size, 2.4 * k * size));
  }
  const drops = [0, 1, 2, 3]
    .map((i) =>
      circle(
        c[0] + side * (10 + i * 6) * k * size,
        c[1] + (10 + i * 7) * k * size,
        (1.6 - i * 0.2) * k * size,
      ),
    )
    .join('');
  return [fill(rays.join(''), color, 'water', 0), fill(drops, color, 'water', 0)];
}

/**
 * Facing +x: the character stands at the wall's foot, arm out, a finger in the crack at shoulder
 * height, looking back over its shoulder (for help, in fear, in resolve); the lantern on the
 * ground behind; the boat on the sea over the wall.
 */
export const dikeFinger: Action = {
  id: 'dike-finger',
  objects: ['sea'],
  // A child's story; the small animals stand in for the child.
  who: ['boy', 'girl', 'mouse', 'rabbit', 'hedgehog', 'fox'],
  feelings: ['resolve', 'fear', 'longing', 'calm'],
  // Flat land below the sea (a street's houses stood over the sea behind the dike).
  settings: ['meadow', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The sea over the wall is the dream; a twist beside it would crowd the wall.
  untwisted: true,
  // The faces and the water's light are the story: a silhouette blacks the wall out, and the
  // woodcut's grain runs the sea, the wall and the spray into one.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['moon', 'sky', 'lamp'],
  family: () => 'dike-finger',
  concepts: [
    'the little Dutch boy',
    'dike',
    'a leak',
    'holding back',
    'duty',
    'courage',
    'waiting for help',
    'a finger in the dam',
    'the sea',
    'night watch',
  ],
  say: sayFrom(
    {
      sea: {
        en: 'holds back the sea with one finger in a hole in the dike, the sea higher than its head and a boat sailing along the top of the wall',
        ja: '堤防の穴に指を一本さしこんで海をせき止める。海は頭より高く、壁の上を舟が進んでいく',
        ru: 'держит море одним пальцем, заткнув дыру в дамбе: море выше его головы, а по краю стены плывёт лодка',
        pt: 'segura o mar com um dedo num buraco do dique, o mar mais alto do que a cabeça e um barco a navegar no cimo do muro',
        fi: 'pidättelee merta yhdellä sormella padon reiässä, meri päätä korkeammalla ja vene purjehtimassa muurin harjaa pitkin',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The wall's top well over the head (a grown-up's measure, whoever stands at it).
    const top = -Math.max(H, 80) * 1.45;
    const ax = -8 * k;
    const hole: Point = [ax + m.arm * s * 0.85, (m.shoulder + 2) * s];
    const where = { x: ax, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 4,
      front: { reach: toActor(where, hole), hand: 'point' },
      back: { angle: 20, bend: 30, hand: 'fist' },
      // Looking back over the shoulder, out of the card: is anyone coming?
      turn: -0.35,
      headTilt: 4,
      gaze: [-0.6, 0],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const wallNodes = dike(-420 * k, 420 * k, top, k, p, rng);
    // A clear mid blue: pale spray on a pale wall was darkened to black by the looks' readability.
    const water = mix(p.water, '#4aa8f0', 0.7);
    // The crack round the finger, and a second leak starting higher up to the right.
    const leak2: Point = [hole[0] + 46 * k, top + 34 * k];
    const cracks = stroke(
      `M${n(hole[0])} ${n(hole[1])}l${n(6 * k)} ${n(-9 * k)}l${n(-3 * k)} ${n(-8 * k)}l${n(7 * k)} ${n(-10 * k)}M${n(hole[0])} ${n(hole[1])}l${n(-7 * k)} ${n(-6 * k)}l${n(-2 * k)} ${n(-9 * k)}M${n(hole[0])} ${n(hole[1])}l${n(9 * k)} ${n(5 * k)}l${n(4 * k)} ${n(9 * k)}M${n(leak2[0])} ${n(leak2[1])}l${n(-6 * k)} ${n(8 * k)}l${n(5 * k)} ${n(7 * k)}`,
      mix(darker(p.wall, 0.45), p.wall, 0.3),
      0.9 * k,
      'detail',
      0,
    );
    const sailAt = -30 * k + rng.range(-10, 10) * k;
    const lanternX = ax - 26 * k;
    const lantern = placed(P.lantern(colorsFor(p, rng)), [lanternX, 0], s * 0.9);
    const nodes: Node[] = [
      ...boat(sailAt, top - 8 * k, k * 1.1, rng.pick(sails), ctx.ink),
      cracks,
      fill(circle(hole[0] + 1 * k, hole[1], 3.2 * k), darker(p.wall, 0.7), 'detail', 0),
      ...spurt(leak2, k, water, 1, 0.7),
      lantern,
      actorNodes(actor),
      // The water forcing out all round the fingertip.
      ...spurt([hole[0] + 1 * k, hole[1]], k, water, -1),
      ...spurt([hole[0] + 1 * k, hole[1]], k, water, 1, 0.8),
      // A puddle spreading at the wall's foot.
      fill(
        `M${n(hole[0] - 30 * k)} ${n(-0.5 * k)}Q${n(hole[0])} ${n(-4 * k)} ${n(hole[0] + 34 * k)} ${n(-0.5 * k)}Q${n(hole[0])} ${n(2.5 * k)} ${n(hole[0] - 30 * k)} ${n(-0.5 * k)}Z`,
        water,
        'water',
        0,
      ),
    ];
    const box: [number, number, number, number] = [
      lanternX - 30 * k,
      top - 62 * k,
      leak2[0] + 40 * k,
      4,
    ];
    const focus: Point = [hole[0], (hole[1] + top) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      // The dike runs off both sides of the card: drawn with the setting, not boxed.
      wall: mirror(wallNodes, facing),
      actors: mirror([group(nodes)], facing),
      contacts: [
        [ax * facing, 30 * k],
        [lanternX * facing, 12 * k],
      ],
      glows: [{ at: mx([lanternX, -14 * s], facing), r: 40 * s, color: p.light }],
    });
  },
};
