/**
 * The cradle turned around: a child stands by a wooden cradle, one hand rocking it, its face
 * turned to the sleeper, and in the cradle an old man (an old woman) in spectacles lies curled up
 * asleep like a baby, a walking stick leaning at the head end. Who looks after whom when the
 * years go round?
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The grown-ups rocked to sleep, by the second noun. */
const sleepers: Readonly<Record<string, Who>> = { grandpa: 'old-man', grandma: 'old-woman' };

/**
 * The cradle from x0 to x1: a deep wooden hull on two short posts over one long rocker, a hood
 * over the head end (x1). `back` goes behind the sleeper, `front` over it.
 */
function cradle(
  x0: number,
  x1: number,
  rim: number,
  wood: string,
): { back: Node[]; front: Node[]; hood: Node[] } {
  const dark = darker(wood, 0.25);
  const bottom = -12;
  const mid = (x0 + x1) / 2;
  const hull = `M${n(x0)} ${n(rim)}C${n(x0)} ${n(bottom + 4)} ${n(x0 + 8)} ${n(bottom)} ${n(x0 + 18)} ${n(bottom)}H${n(x1 - 18)}C${n(x1 - 8)} ${n(bottom)} ${n(x1)} ${n(bottom + 4)} ${n(x1)} ${n(rim)}Z`;
  const slats = [0.2, 0.4, 0.6, 0.8]
    .map((t) => {
      const x = x0 + (x1 - x0) * t;
      return `M${n(x)} ${n(rim + 5)}V${n(bottom + 3)}`;
    })
    .join('');
  const hoodX = x1 - 30;
  return {
    back: [fill(hull, darker(wood, 0.45), 'wood')],
    front: [
      // Posts and the rocker: a long bow touching the floor in the middle.
      stroke(`M${n(x0 + 16)} ${n(bottom)}V-5M${n(x1 - 16)} ${n(bottom)}V-5`, dark, 3.2, 'wood'),
      stroke(`M${n(x0 - 8)} -10Q${n(mid)} 4 ${n(x1 + 8)} -10`, dark, 3.6, 'wood'),
      fill(hull, wood, 'wood'),
      stroke(slats, dark, 1, 'detail', 0),
      stroke(`M${n(x0 + 1)} ${n(rim + 1.2)}H${n(x1 - 1)}`, lighter(wood, 0.35), 2.4, 'wood'),
    ],
    hood: [
      fill(
        `M${n(hoodX)} ${n(rim)}C${n(hoodX - 2)} ${n(rim - 24)} ${n(x1 - 6)} ${n(rim - 34)} ${n(x1 + 2)} ${n(rim - 32)}L${n(x1 + 2)} ${n(rim)}Z`,
        mix(wood, '#f4ead8', 0.35),
        'cloth',
      ),
      stroke(
        `M${n(hoodX)} ${n(rim)}C${n(hoodX - 2)} ${n(rim - 24)} ${n(x1 - 6)} ${n(rim - 34)} ${n(x1 + 2)} ${n(rim - 32)}`,
        darker(wood, 0.1),
        2,
        'detail',
      ),
    ],
  };
}

/** A walking stick with a crook, leaning on the cradle's head end: whose bed this is. */
function cane(x1: number, rim: number, color: string): Node {
  const foot: Point = [x1 + 5, 0];
  const top: Point = [x1 - 1, rim - 10];
  return stroke(
    `M${n(foot[0])} ${n(foot[1])}L${n(top[0])} ${n(top[1])}Q${n(top[0] - 1)} ${n(top[1] - 7)} ${n(top[0] - 6)} ${n(top[1] - 6)}Q${n(top[0] - 9)} ${n(top[1] - 5)} ${n(top[0] - 8)} ${n(top[1] - 1)}`,
    color,
    2.6,
    'wood',
  );
}

/** Short arcs under a rocker's ends: it rocks. */
function rocking(x0: number, x1: number, ink: string): Node {
  return stroke(
    `M${n(x0 - 9)} -19Q${n(x0 - 12)} -14 ${n(x0 - 9)} -9M${n(x1 + 9)} -19Q${n(x1 + 12)} -14 ${n(x1 + 9)} -9`,
    ink,
    1.4,
    'detail',
    0,
  );
}

/**
 * Rocking a grandparent to sleep: the child in front of the cradle's foot end, facing along it,
 * its near hand on the rim; the sleeper curled on its side with its head under
 * the hood at the far end, a blanket up to its shoulder.
 */
export const cradleRock: Action = {
  id: 'cradle-rock',
  objects: ['cradle'],
  seconds: () => ['grandpa', 'grandma'],
  who: ['girl', 'boy'],
  feelings: ['calm', 'wonder', 'mischief', 'longing'],
  settings: ['bedroom', 'attic', 'meadow'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle', 'sun'],
  family: (o, second) => `cradle-rock:${o}:${second ?? ''}`,
  concepts: [
    'old age',
    'childhood',
    'roles reversed',
    'care',
    'lullaby',
    'second childhood',
    'grandparents',
    'the circle of life',
    'tenderness',
  ],
  say: sayFrom(
    {
      grandpa: {
        en: 'rocks an old man to sleep in a cradle like a baby',
        ja: 'ゆりかごのおじいさんを、赤ちゃんのように揺らして寝かしつけている',
        ru: 'укачивает в колыбели старика, словно младенца',
        pt: 'embala num berço um velhinho, como se fosse um bebé',
        fi: 'tuudittaa kehdossa vanhaa miestä uneen kuin vauvaa',
      },
      grandma: {
        en: 'rocks an old woman to sleep in a cradle like a baby',
        ja: 'ゆりかごのおばあさんを、赤ちゃんのように揺らして寝かしつけている',
        ru: 'укачивает в колыбели старушку, словно младенца',
        pt: 'embala num berço uma velhinha, como se fosse um bebé',
        fi: 'tuudittaa kehdossa vanhaa naista uneen kuin vauvaa',
      },
    },
    'grandpa',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The sleeper, curled on its side, facing the child, its head under the hood.
    const someone = cast(sleepers[ctx.second ?? 'grandpa'] ?? 'old-man', rng.fork('sleeper'), p);
    // Old at a glance, even small: spectacles and, for him, a white beard; no hat over the hair.
    const old = {
      ...someone,
      look: {
        ...someone.look,
        glasses: true,
        beard: someone.who === 'old-man',
        hat: 'none' as const,
      },
    };
    const om = measure(old);
    const os = 80 / om.height;
    const curled = pose(
      old,
      'sleep',
      { ...poses.curl, back: { angle: 20, bend: 60 }, turn: 0.2 },
      ctx.ink,
    );
    const ck = curled.skeleton;
    const hc = ck.headCentre;
    // The cradle, sized to the grown-up in it (head to toes, and the hood), its rim at a
    // child's chest.
    // Rolled onto its side, the head is towards the figure's -x and the feet towards its +x.
    const toes = Math.max(
      ck.ankles.front[0],
      ck.ankles.back[0],
      ck.knees.front[0],
      ck.knees.back[0],
    );
    const x0 = 18;
    const x1 = x0 + Math.max(70, (toes - hc[0]) * os + 30);
    const rim = -40;
    const wood = mix(p.wood, rng.pick(['#c89058', '#a8643a', '#d8b880']), 0.5);
    const bed = cradle(x0, x1, rim, wood);
    const headAt: Point = [x1 - 17, rim - om.headR * os * 1.05];
    const where = {
      x: headAt[0] + hc[0] * os,
      y: headAt[1] - hc[1] * os,
      facing: -1 as const,
      scale: os,
    };
    const b: Actor = { fig: curled, ...where };
    // The blanket over the body, from the foot end up to the shoulder.
    const sh = curled.skeleton.shoulders.front;
    const shoulderX = where.x - sh[0] * os;
    const quilt = rng.pick(['#e8a0a8', '#9cc4e4', '#f0d070', '#b8d8a0']);
    // High enough to cover the knees drawn up under it.
    const kneesTop = Math.min(
      ...[ck.knees.front, ck.knees.back, ck.ankles.front, ck.ankles.back, ck.hands.back].map(
        (q) => where.y + q[1] * os,
      ),
    );
    const hump = Math.min(rim - 17, kneesTop - 5);
    const blanket = fill(
      `M${n(x0 + 1)} ${n(rim + 2)}C${n(x0 + 2)} ${n(hump)} ${n(shoulderX - 20)} ${n(hump - 3)} ${n(shoulderX + 2)} ${n(hump + 1)}C${n(shoulderX + 6)} ${n(hump + 4)} ${n(shoulderX + 6)} ${n(rim)} ${n(shoulderX + 6)} ${n(rim + 2)}Z`,
      quilt,
      'cloth',
    );
    const hem = stroke(
      `M${n(shoulderX + 2)} ${n(hump + 1)}C${n(shoulderX + 6)} ${n(hump + 4)} ${n(shoulderX + 6)} ${n(rim)} ${n(shoulderX + 6)} ${n(rim + 2)}`,
      lighter(quilt, 0.5),
      2.2,
      'cloth',
    );
    const pillow = fill(oval(x1 - 13, rim - 6, 12, 8), '#f6f1e6', 'cloth');
    // The child in front of the cradle's foot end, its near hand on the rim, rocking.
    const handOn: Point = [x0 + 30, rim + 2];
    const childX = x0 + 4;
    const child = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: [(handOn[0] - childX) / s, handOn[1] / s], hand: 'mitt' },
      back: { angle: -4, bend: 16 },
      turn: 0.65,
      headTilt: 10,
      gaze: [0.9, 0.5],
    });
    const a: Actor = { fig: child, x: childX, facing: 1, scale: s };
    // Actors are placed facing the card's way (not mirrored as a group): the faults note
    // their heads where they are drawn.
    const turned = (actor: Actor): Node =>
      actorNodes({ ...actor, x: actor.x * facing, facing: (actor.facing * facing) as 1 | -1 });
    const nodes: Node[] = [
      ...mirror([...bed.hood, ...bed.back, pillow], facing),
      turned(b),
      ...mirror(
        [
          blanket,
          hem,
          ...bed.front,
          cane(x1, rim, darker(wood, 0.45)),
          rocking(x0, x1, mix(p.ink, p.sky[1], 0.35)),
        ],
        facing,
      ),
      turned(a),
    ];
    const headTop = Math.min((m.headTop - 8) * s, rim - 40);
    const box: [number, number, number, number] = [childX - 12, headTop, x1 + 6, 4];
    const focus: Point = [x1 - 24, rim - 6];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: nodes,
      contacts: [
        [childX * facing, 20],
        [((x0 + x1) / 2) * facing, x1 - x0],
      ],
      glows: [],
    });
  },
};
