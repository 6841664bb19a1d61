/**
 * A snowball fight with a cloud: a fat snow cloud hangs low over the field, a face in it, and
 * it fights back. Winding up with a puffy arm of its own, it has a snowball ready in the
 * curl at the arm's end, two more already on their way down; on the ground the child (or a
 * grandparent who has not grown up) leans back to throw, and the last shot has burst white on
 * the cloud's cheek. A pile of snowballs at the thrower's feet: this will go on.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import { face, type Feeling } from '../../kit/face.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** How the thrower leans into its throw. */
function stanceFor(feeling: Feeling): { lean: number; tilt: number } {
  if (feeling === 'surprise') return { lean: -10, tilt: -14 };
  if (feeling === 'joy') return { lean: -6, tilt: -10 };
  return { lean: -4, tilt: -8 };
}

/** A snowball: a white ball with a blue shade on its underside. */
function snowball(c: Point, r: number, snow: string, shade: string): Node[] {
  return [
    fill(circle(c[0], c[1], r), snow, 'detail', 0.7),
    fill(oval(c[0] + r * 0.15, c[1] + r * 0.35, r * 0.7, r * 0.45), shade, 'detail', 0),
  ];
}

/**
 * A character has a snowball fight with a cloud over the snow: the cloud throws back with an
 * arm of cloud, and the last shot has burst on its cheek.
 */
export const cloudSnowball: Action = {
  id: 'cloud-snowball',
  objects: ['cloud'],
  // Those who throw snowballs: children, and the grown-ups who still do.
  who: ['girl', 'boy', 'old-woman', 'old-man', 'woman', 'man'],
  feelings: ['mischief', 'surprise', 'joy'],
  settings: ['snowfield'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  untwisted: true,
  // The sentence says its place (the snowfield under the cloud).
  ownPlace: true,
  family: () => 'cloud-snowball',
  concepts: [
    'snowball fight',
    'winter',
    'weather',
    'childhood',
    'the sky',
    'cold',
    'laughter',
    'a snow day',
    'mischief',
    'throwing',
  ],
  say: sayFrom(
    {
      cloud: {
        en: 'has a snowball fight with a cloud hanging low over the snowfield, and the cloud throws back',
        ja: '雪原の上に低く垂れこめた雲と雪合戦をしていて、雲も負けじと雪玉を投げ返してくる',
        ru: 'играет в снежки с облаком, низко нависшим над снежным полем, и облако кидает снежки в ответ',
        pt: 'trava uma guerra de bolas de neve com uma nuvem baixa sobre o campo de neve, e a nuvem devolve-as',
        fi: 'käy lumisotaa lumikentän yllä matalalla roikkuvan pilven kanssa, ja pilvi heittää takaisin',
      },
    },
    'cloud',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const snow = lighter(mix(p.ground, '#ffffff', 0.8), 0.05);
    const shade = mix(snow, '#7a8cc0', 0.35);
    // A heavy snow cloud, grey-blue: it must stand out from a pale winter sky.
    const cloudColor = mix('#aab3ca', p.sky[0], 0.2);
    const cloudShade = mix(cloudColor, '#6a7aa0', 0.35);
    // The cloud: low over the field at the right, wide and fat, its face turned to the thrower.
    const cc: Point = [0.36 * H, -1.32 * H];
    const crx = 0.4 * H;
    const cry = 0.3 * H;
    const body = puff(cc[0], cc[1], crx, cry, 9, 1.22, rng.range(0, 0.6));
    const under = puff(cc[0] + 0.02 * H, cc[1] + 0.1 * H, crx * 0.9, cry * 0.6, 7, 1.2, 0.3);
    // Its arm: a tapering string of puffs out of its far side, curled up behind it to throw,
    // a snowball in the curl.
    const armStart: Point = [cc[0] + crx * 0.55, cc[1] - cry * 0.5];
    const arm: string[] = [];
    const armPts: Point[] = [];
    for (let i = 0; i < 6; i++) {
      const t = i / 5;
      const q: Point = [armStart[0] + Math.sin(t * 1.9) * 0.18 * H, armStart[1] - t * 0.42 * H];
      armPts.push(q);
      arm.push(circle(q[0], q[1], (0.13 - 0.055 * t) * H));
    }
    const hand = armPts[armPts.length - 1] ?? armStart;
    const ball = 0.08 * H;
    const cloudFace = group(
      face('mischief', {
        r: 0.24 * H,
        turn: -0.3,
        eyeSize: 1.5,
        gaze: [-0.8, 0.5],
        ink: p.ink,
        skin: cloudColor,
        cheek: mix(cloudColor, '#e89a9a', 0.5),
      }),
      at(cc[0] - 0.08 * H, cc[1] - 0.02 * H),
    );
    // Where the thrower's last shot hit: a white burst on the cloud's cheek, bits flying off.
    const hit: Point = [cc[0] - crx * 0.72, cc[1] + 0.02 * H];
    const burst: string[] = [];
    for (let i = 0; i < 6; i++) {
      const a = Math.PI * (0.6 + (i / 5) * 0.8);
      const r1 = rng.range(0.11, 0.16) * H;
      burst.push(
        circle(hit[0] + Math.cos(a) * r1, hit[1] + Math.sin(a) * r1, rng.range(0.012, 0.022) * H),
      );
    }
    const skyPart: Node[] = [
      fill(under, cloudShade, 'detail', 0),
      fill(arm.join(''), cloudColor, 'detail', 0.7),
      fill(body, cloudColor, 'detail', 0.8),
      cloudFace,
      ...snowball(hand, ball, snow, shade),
      fill(puff(hit[0], hit[1], 0.065 * H, 0.06 * H, 7, 1.35, 0.2), snow, 'detail', 0.5),
      fill(burst.join(''), snow, 'detail', 0),
    ];
    // The cloud's shots on their way down at the thrower, with streaks behind them.
    const x = -0.38 * H;
    const incoming: Point[] = [
      [x + 0.62 * H, -0.72 * H],
      [x + 0.3 * H, -0.3 * H],
    ];
    const streaks: string[] = [];
    const balls: Node[] = [];
    for (const q of incoming) {
      const d: Point = [0.62, -0.78];
      for (const off of [-0.6, 0, 0.6]) {
        const o: Point = [-d[1] * off * ball, d[0] * off * ball];
        streaks.push(
          `M${n(q[0] + d[0] * ball * 1.3 + o[0])} ${n(q[1] + d[1] * ball * 1.3 + o[1])}L${n(q[0] + d[0] * ball * (3.2 - Math.abs(off)) + o[0])} ${n(q[1] + d[1] * ball * (3.2 - Math.abs(off)) + o[1])}`,
        );
      }
      balls.push(...snowball(q, ball, snow, shade));
    }
    // The thrower: leaning back, the throwing hand up behind its head with a snowball, the
    // other arm flung out towards the cloud to aim.
    const how = stanceFor(ctx.feeling);
    const own = (q: Point): Point => [(q[0] - x) / s, q[1] / s];
    const throwHand: Point = [x - 0.22 * H, -1.02 * H];
    const aim: Point = [x + 0.55 * H, -0.95 * H];
    const fig = posed(ctx, {
      legs: 'stride',
      lean: how.lean,
      back: { reach: own(throwHand), hand: 'fist' },
      front: { reach: own(aim), hand: 'open' },
      turn: 0.6,
      headTilt: how.tilt,
      gaze: [0.7, -0.7],
    });
    const actor: Actor = { fig, x, facing: 1, scale: s };
    const held = snowball(
      [throwHand[0] - 0.02 * H, throwHand[1] - 0.05 * H],
      ball * 0.9,
      snow,
      shade,
    );
    // The thrower's pile of snowballs at its feet.
    const pile: Node[] = [];
    for (const [dx, dy] of [
      [0.2, -0.05],
      [0.31, -0.05],
      [0.255, -0.15],
    ] as const) {
      pile.push(...snowball([x + dx * H, dy * H], ball, snow, shade));
    }
    const box: [number, number, number, number] = [x - 0.45 * H, -1.95 * H, 1.05 * H, 0.08 * H];
    return staged(facingBox(box, facing), mx([0.2 * H, -1.0 * H], facing), {
      behind: mirror(skyPart, facing),
      actors: mirror(
        [
          fill(oval(x, 0, 0.3 * H, 0.04 * H), shade, 'shadow', 0),
          actorNodes(actor),
          ...held,
          ...pile,
        ],
        facing,
      ),
      before: mirror(
        [stroke(streaks.join(''), mix(snow, shade, 0.4), 0.016 * H, 'detail'), ...balls],
        facing,
      ),
      contacts: [[x * facing, 0.3 * H]],
    });
  },
};
