/**
 * Snow in the desert: under the sun, big flakes drift down over the dunes, settle white on the
 * crests and cap a saguaro's arms; the character stands with its arms spread wide, head thrown
 * back, mouth open to catch a flake on its tongue, one coming down right above it. A wonder that
 * comes once in a lifetime, a thirst quenched by what cannot be, a child's joy in the unlikely.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A six-armed snow crystal of radius `r` at `c`, a little branch on each arm, as filled spokes. */
function flake(c: Point, r: number, turn: number): string {
  const parts: string[] = [];
  const bar = (from: Point, a: number, len: number, w: number): void => {
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const nx = -dy * w * 0.5;
    const ny = dx * w * 0.5;
    const to: Point = [from[0] + dx * len, from[1] + dy * len];
    parts.push(
      `M${n(from[0] + nx)} ${n(from[1] + ny)}L${n(to[0] + nx)} ${n(to[1] + ny)}L${n(to[0] - nx)} ${n(to[1] - ny)}L${n(from[0] - nx)} ${n(from[1] - ny)}Z`,
    );
  };
  for (let i = 0; i < 6; i++) {
    const a = turn + (i * Math.PI) / 3;
    bar(c, a, r, r * 0.2);
    const b: Point = [c[0] + Math.cos(a) * r * 0.55, c[1] + Math.sin(a) * r * 0.55];
    for (const d of [-0.8, 0.8]) bar(b, a + d, r * 0.36, r * 0.14);
  }
  parts.push(circle(c[0], c[1], r * 0.22));
  return parts.join('');
}

/** A saguaro, its foot at (x, 0), `h` tall: a rounded trunk and two arms raised, snow on top. */
function saguaro(x: number, h: number, k: number, green: Color, snow: Color): Node[] {
  const w = h * 0.17;
  const hw = w / 2;
  const trunk = `M${n(x - hw)} 0V${n(-h + hw)}Q${n(x - hw)} ${n(-h - hw * 0.3)} ${n(x)} ${n(-h - hw * 0.3)}Q${n(x + hw)} ${n(-h - hw * 0.3)} ${n(x + hw)} ${n(-h + hw)}V0Z`;
  const aw = w * 0.62;
  const arm = (side: 1 | -1, y: number, up: number, out: number): string => {
    const x0 = x + side * hw * 0.6;
    const x1 = x + side * (hw + out);
    return `M${n(x0)} ${n(y)}H${n(x1 - side * aw * 0.5)}Q${n(x1 + side * aw * 0.5)} ${n(y)} ${n(x1 + side * aw * 0.5)} ${n(y - aw)}V${n(y - up)}Q${n(x1)} ${n(y - up - aw * 0.7)} ${n(x1 - side * aw * 0.5)} ${n(y - up)}V${n(y - aw)}H${n(x0)}Z`;
  };
  const armL = { y: -h * 0.42, up: h * 0.3, out: w * 0.8 };
  const armR = { y: -h * 0.55, up: h * 0.24, out: w * 0.7 };
  const capAt = (side: 1 | -1, a: { y: number; up: number; out: number }): Point => [
    x + side * (hw + a.out),
    a.y - a.up - aw * 0.35,
  ];
  const cap = (c: Point, r: number): string =>
    `M${n(c[0] - r)} ${n(c[1] + r * 0.2)}Q${n(c[0] - r)} ${n(c[1] - r * 0.8)} ${n(c[0])} ${n(c[1] - r * 0.8)}Q${n(c[0] + r)} ${n(c[1] - r * 0.8)} ${n(c[0] + r)} ${n(c[1] + r * 0.2)}Q${n(c[0])} ${n(c[1] + r * 0.6)} ${n(c[0] - r)} ${n(c[1] + r * 0.2)}Z`;
  const ribs: string[] = [];
  for (const f of [-0.4, 0.4]) ribs.push(`M${n(x + f * hw)} ${n(-4 * k)}V${n(-h + hw)}`);
  return [
    fill(arm(-1, armL.y, armL.up, armL.out), darker(green, 0.05), 'plant'),
    fill(arm(1, armR.y, armR.up, armR.out), darker(green, 0.05), 'plant'),
    fill(trunk, green, 'plant'),
    stroke(ribs.join(''), darker(green, 0.25), 0.9 * k, 'detail', 0),
    fill(
      [
        cap([x, -h - hw * 0.1], hw * 1.1),
        cap(capAt(-1, armL), aw * 0.75),
        cap(capAt(1, armR), aw * 0.75),
      ].join(''),
      snow,
      'detail',
    ),
  ];
}

/**
 * Facing +x: the character a little left of centre, arms spread, head back, a flake falling to
 * its open mouth; the snow-capped saguaro to the right; flakes drifting all over, white on the
 * sand round their feet.
 */
export const snowTongue: Action = {
  id: 'snow-tongue',
  objects: ['snow'],
  // Face turned up to the sky: people, and the animals whose faces read tipped back.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit', 'cat'],
  feelings: ['joy', 'wonder', 'surprise'],
  settings: ['desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Snow on the dunes is the dream; a twist beside it would crowd the flakes.
  untwisted: true,
  // Its words say where: on the desert.
  ownPlace: true,
  // The open mouth turned up is the story: a silhouette loses the face.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'snow-tongue',
  concepts: [
    'snowflakes',
    'tongue',
    'cactus',
    'dunes',
    'opposites',
    'rarity',
    'once in a lifetime',
    'childhood',
    'delight',
    'thirst',
    'the impossible',
  ],
  say: sayFrom(
    {
      snow: {
        en: 'catches snowflakes on the tongue as snow falls on the desert',
        ja: '砂漠に雪が降ってきて、舌を出して雪のひとひらを受けとめようとしている',
        ru: 'ловит языком снежинки: в пустыне идёт снег',
        pt: 'apanha flocos de neve com a língua enquanto neva no deserto',
        fi: 'pyydystää lumihiutaleita kielellään, kun aavikolle sataa lunta',
      },
    },
    'snow',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const snow = mix('#ffffff', p.light, 0.08);
    const flakeInk = mix('#ffffff', p.sky[1], 0.15);

    const ax = -14 * k;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      front: { angle: 140, bend: -10, hand: 'open' },
      back: { angle: -138, bend: -10, hand: 'open' },
      turn: 0.3,
      headTilt: -32,
      gaze: [0.2, -1],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const R = fig.headR * s;

    // The saguaro, a little taller than a grown-up, snow on its top and arms.
    const gx = 30 * k;
    const cactus = saguaro(gx, 96 * k, k, mix('#4f8a3e', p.ground, 0.15), snow);

    // Snow settling on the sand: white drifts round their feet and along the ground.
    const sandSnow: Node[] = [
      fill(
        [
          ellipse(ax, 2 * k, 22 * k, 3.5 * k),
          ellipse(gx, 2 * k, 18 * k, 3 * k),
          ellipse(-38 * k, 6 * k, 8 * k, 2 * k),
          ellipse(10 * k, 7 * k, 9 * k, 2 * k),
          ellipse(50 * k, 6 * k, 6 * k, 1.8 * k),
        ].join(''),
        snow,
        'detail',
        0,
      ),
    ];

    const top = Math.min(hc[1] - R * 2.7, -112 * k);
    // The flake about to land on the tongue, just above the open mouth; the others drifting.
    const mouthFlake: Point = [hc[0] + R * 0.5, hc[1] - R * 2.1];
    const flakes: string[] = [flake(mouthFlake, 6 * k, 0.3)];
    const spots: Point[] = [];
    for (let i = 0; i < 26; i++) {
      const q: Point = [rng.range(-40, 50) * k, rng.range(top / k + 6, -8) * k];
      // Not over the face, nor on the cactus' trunk.
      if (Math.hypot(q[0] - hc[0], q[1] - hc[1]) < R * 2.6) continue;
      if (Math.abs(q[0] - gx) < 12 * k && q[1] > -100 * k) continue;
      if (spots.some((o) => Math.hypot(o[0] - q[0], o[1] - q[1]) < 21 * k)) continue;
      spots.push(q);
      flakes.push(flake(q, rng.range(4, 6.5) * k, rng.range(0, 1)));
    }
    const flakeNodes: Node[] = [fill(flakes.join(''), flakeInk, 'detail', 0.4)];
    // The tongue out of the open mouth, in the head's own turn and tilt.
    const tilt = ((-32 - 6 * 0.4) * Math.PI) / 180;
    const mouthAt = (dx: number, dy: number): Point => {
      const [cx, cy] = fig.skeleton.headCentre;
      const hr = fig.headR;
      const x = dx * hr;
      const y = dy * hr;
      return actorPoint(actor, [
        cx + x * Math.cos(tilt) - y * Math.sin(tilt),
        cy + x * Math.sin(tilt) + y * Math.cos(tilt),
      ]);
    };
    const tip = mouthAt(0.42 * 0.3 + 0.05, 0.78);
    const root = mouthAt(0.42 * 0.3, 0.52);
    const tongue = stroke(
      `M${n(root[0])} ${n(root[1])}L${n(tip[0])} ${n(tip[1])}`,
      '#e0606a',
      R * 0.26,
      'skin',
      0,
    );

    const box: [number, number, number, number] = [-44 * k, top, 54 * k, 8 * k];
    const focus: Point = [(hc[0] + gx) / 2, hc[1]];
    const faults: string[] = [];
    // The face must turn up to the sky, or the open mouth reads as a shout.
    if (mouthFlake[1] > hc[1] - R * 1.2) faults.push('face not turned up');
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([...sandSnow, ...cactus, actorNodes(actor), tongue, ...flakeNodes], facing),
      contacts: [
        [mx([ax, 0], facing)[0], 22 * k],
        [mx([gx, 0], facing)[0], 20 * k],
      ],
      glows: [],
      faults,
    });
  },
};
