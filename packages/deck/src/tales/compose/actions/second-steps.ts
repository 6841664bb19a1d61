/**
 * Footprints in the sand: seen from above, someone walks alone across the open ground with one
 * hand held out at their side, open, as if holding another's; behind them two lines of prints
 * come all the way from the distance side by side, their own shoes and a second pair of bare
 * feet, and the newest bare print is pressed in right beside them now, though no one is there.
 * The unseen companion, the one who is gone and still walks with us, faith, never alone.
 */
import { circle, poly, type Point } from '../../geom.ts';
import { fill, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A shoe print seen at a slant, toe along `dir`, squashed by the ground's foreshortening. */
function shoePrint(at: Point, dir: Point, size: number, squash: number): string {
  const side: Point = [-dir[1], dir[0]];
  const pt = (f: number, w: number): Point => [
    at[0] + dir[0] * f * size + side[0] * w * size,
    at[1] + (dir[1] * f * size + side[1] * w * size) * squash,
  ];
  return (
    poly([
      pt(0.02, -0.14),
      pt(0.3, -0.18),
      pt(0.46, -0.12),
      pt(0.52, 0),
      pt(0.46, 0.12),
      pt(0.3, 0.18),
      pt(0.02, 0.13),
      pt(-0.06, 0),
    ]) +
    poly([
      pt(-0.2, -0.13),
      pt(-0.14, 0),
      pt(-0.2, 0.13),
      pt(-0.42, 0.12),
      pt(-0.5, 0),
      pt(-0.42, -0.12),
    ])
  );
}

/** A bare footprint: the sole with its waist, the ball, the heel, and five toes in a fan. */
function barePrint(at: Point, dir: Point, size: number, squash: number, left: boolean): string {
  const side: Point = [-dir[1], dir[0]];
  // The big toe is on the inside of the foot.
  const inner = left ? 1 : -1;
  const pt = (f: number, w: number): Point => [
    at[0] + dir[0] * f * size + side[0] * w * inner * size,
    at[1] + (dir[1] * f * size + side[1] * w * inner * size) * squash,
  ];
  const sole = poly([
    pt(-0.48, 0),
    pt(-0.42, 0.13),
    pt(-0.2, 0.12),
    pt(0.05, 0.06),
    pt(0.28, 0.17),
    pt(0.36, 0.08),
    pt(0.34, -0.12),
    pt(0.18, -0.19),
    pt(-0.1, -0.13),
    pt(-0.42, -0.12),
  ]);
  const toes = (
    [
      [0.48, 0.13, 0.075],
      [0.49, 0.01, 0.05],
      [0.46, -0.08, 0.045],
      [0.42, -0.15, 0.04],
      [0.36, -0.21, 0.036],
    ] as const
  )
    .map(([f, w, r]) => {
      const c = pt(f, w);
      return oval(c[0], c[1], r * size, r * size * Math.max(squash, 0.6));
    })
    .join('');
  return sole + toes;
}

/** Where the walker looks, and how the head hangs, by the feeling. */
function lookFor(feeling: Feeling): { gaze: Point; tilt: number; turn: number; lean: number } {
  if (feeling === 'grief') return { gaze: [0.3, 0.9], tilt: 14, turn: 0.45, lean: 4 };
  if (feeling === 'fear') return { gaze: [0.9, 0.5], tilt: -4, turn: 0.35, lean: -4 };
  if (feeling === 'wonder') return { gaze: [0.6, 0.8], tilt: 8, turn: 0.4, lean: 0 };
  return { gaze: [0.7, 0.4], tilt: 4, turn: 0.4, lean: 0 };
}

/**
 * The walker at the right facing +x in a walking stride, the near hand held out low and open;
 * the two lines of prints come from the far left, up the ground, to the walker's heels and to
 * the empty place beside them.
 */
export const secondSteps: Action = {
  id: 'second-steps',
  objects: ['footprints'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'],
  // At peace with the company, mourning the one who is not there, astonished, or afraid.
  feelings: ['calm', 'grief', 'wonder', 'fear'],
  settings: ['shore', 'snowfield', 'desert'],
  // Looking down on the ground, so the two lines of prints read all the way back to the horizon
  // (a wide shot's low horizon cut them off in the sky).
  framings: ['high'],
  fixedFramings: true,
  // The footprints of no one are the dream.
  untwisted: true,
  // A silhouette loses the prints' dents and the face.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'second-steps',
  concepts: [
    'footprints in the sand',
    'an unseen companion',
    'never alone',
    'faith',
    'a protector',
    'the departed',
    'mourning',
    'company',
    'a trail',
    'walking together',
  ],
  say: sayFrom(
    {
      footprints: {
        en: 'walks alone holding out an empty hand, and a second line of bare footprints keeps pace beside their own',
        ja: '空っぽの手を差し出してひとりで歩いている。その足跡のとなりに、はだしの足跡がもう一列ならんでついてくる',
        ru: 'идёт один, протянув пустую руку, а рядом с его следами тянется вторая цепочка следов босых ног',
        pt: 'caminha sozinho com uma mão vazia estendida, e uma segunda fila de pegadas descalças acompanha as suas',
        fi: 'kävelee yksin tyhjä käsi ojennettuna, ja omien jälkien vierellä kulkee toinen rivi paljaiden jalkojen jälkiä',
      },
    },
    'footprints',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const look = lookFor(ctx.feeling);
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The near hand out to the side and a little ahead, low and open, holding no one's.
    const handAt: Point = [0.3 * H, -0.42 * H];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: look.lean,
      front: { reach: toActor(where, handAt), hand: 'open' },
      back: { angle: -16, bend: 20, hand: 'mitt' },
      turn: look.turn,
      headTilt: look.tilt,
      gaze: look.gaze,
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);

    // The two trails, side by side all the way: out of the distance near the horizon, down the
    // ground in a long bend, and along the foreground to the walker, their own shoes to their
    // heels and the bare feet, a lane nearer us, to the empty place under the held-out hand. Far
    // off, the prints shrink and the lanes close in.
    const far = -1.9 * H;
    const depth = (y: number): number => Math.max(0.1, 1 - (y - 0.1 * H) / far);
    const squash = 0.42;
    const swing = rng.range(-0.25, 0.25) * H;
    const P0: Point = [0.02 * H, 0.1 * H];
    const P1: Point = [-1.0 * H, 0.14 * H];
    const P2: Point = [-1.0 * H + swing, -1.1 * H];
    const P3: Point = [-0.25 * H + swing, far];
    const curve = (t: number): Point => {
      const u = 1 - t;
      const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
      return [
        w[0] * P0[0] + w[1] * P1[0] + w[2] * P2[0] + w[3] * P3[0],
        w[0] * P0[1] + w[1] * P1[1] + w[2] * P2[1] + w[3] * P3[1],
      ];
    };
    // The prints themselves a little less flattened than the ground, or the near ones read as
    // dashes.
    const flat = 0.62;
    const ground = p.ground;
    const dent = mix(ground, mix(darker(ground, 0.45), '#3a4670', 0.25), 0.85);
    const own: string[] = [];
    const bare: string[] = [];
    const steps = 16;
    for (let i = 0; i < steps; i++) {
      // Closer together on the card as they go away.
      const t = 0.1 + 0.88 * Math.pow(i / (steps - 1), 0.8);
      const q = curve(t);
      const q1 = curve(t - 0.01);
      const q2 = curve(t + 0.01);
      // Walking towards the walker (t falling): the toes point back along the curve.
      const dg: Point = [q1[0] - q2[0], (q1[1] - q2[1]) / squash];
      const dl = Math.hypot(dg[0], dg[1]) || 1;
      const dir: Point = [dg[0] / dl, dg[1] / dl];
      // The side away from us when walking along the foreground (+x on the ground is -y).
      const normal: Point = [dir[1], -dir[0]];
      const d = depth(q[1]);
      const size = 0.22 * H * d;
      const sep = 0.22 * H * d;
      const foot = i % 2 === 0 ? 1 : -1;
      const off = 0.1 * size * foot;
      const side = (k: number): Point => [q[0] + normal[0] * k, q[1] + normal[1] * k * squash];
      own.push(shoePrint(side(sep + off), dir, size, flat));
      bare.push(barePrint(side(-sep - off), dir, size * 1.05, flat, foot > 0));
    }
    // The newest bare print, just pressed in under the empty hand beside the walker, a few
    // grains still in the air over it.
    const last: Point = [0.2 * H, 0.1 * H + 0.22 * H * squash];
    const fresh = barePrint(last, [1, 0], 0.3 * H, flat, true);
    const grains = Array.from({ length: 5 }, (_, i) => {
      const x = last[0] + (i - 2) * 0.045 * H + rng.range(-0.01, 0.01) * H;
      return circle(x, last[1] - 0.05 * H - rng.range(0, 0.05) * H, 0.011 * H);
    }).join('');
    const prints: Node[] = [
      fill(own.join(''), dent, 'floor', 0),
      fill(bare.join(''), dent, 'floor', 0),
      fill(fresh, darker(dent, 0.2), 'floor', 0),
      fill(grains, darker(ground, 0.2), 'floor', 0),
    ];
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = hc[1] - fig.headR * s * 1.8;
    const box: [number, number, number, number] = [
      -1.3 * H + Math.min(0, swing),
      Math.min(top, far),
      0.5 * H,
      0.3 * H,
    ];
    const focus: Point = [(hand[0] + last[0]) / 2, (hc[1] + last[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(prints, facing),
      actors: mirror([actorNodes(actor)], facing),
      contacts: [[0, 0.3 * H]],
    });
  },
};
