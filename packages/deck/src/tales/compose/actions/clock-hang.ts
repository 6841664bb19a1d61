/**
 * Hanging from the hand of time: a clock face as big as a house stands in the sky with nothing
 * under it, and a character dangles from the tip of its minute hand, which bends under the
 * weight, the character hanging beside the dial over the drop; or the clock is the full moon,
 * with hours round its rim.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A point on a circle of radius r round c, at `deg` degrees clockwise from twelve o'clock. */
const onDial = (c: Point, r: number, deg: number): Point => [
  c[0] + Math.sin((deg * Math.PI) / 180) * r,
  c[1] - Math.cos((deg * Math.PI) / 180) * r,
];

/**
 * Dangling from a giant clock's minute hand: the face in the sky behind, its twelve hour marks
 * and its hour hand, the minute hand pointing to twenty past and bowed down at its tip by the
 * character hanging from it with both fists, legs kicking over the drop.
 */
export const clockHang: Action = {
  id: 'clock-hang',
  objects: ['clock', 'moon'],
  feelings: ['fear', 'resolve', 'surprise', 'joy', 'mischief', 'longing'],
  settings: ['rooftop', 'street', 'clouds', 'meadow', 'shore', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  lights: ['sun', 'moon', 'sky'],
  family: (o) => `clock-hang:${o}`,
  concepts: [
    'deadline',
    'peril',
    'vertigo',
    'suspense',
    'clinging',
    'lateness',
    'stunt',
    'courage',
  ],
  say: sayFrom(
    {
      clock: {
        en: 'hangs from the minute hand of a giant clock in the sky',
        ja: '空に浮かぶ巨大な時計の長針にぶら下がっている',
        ru: 'висит на минутной стрелке огромных часов посреди неба',
        pt: 'se pendura no ponteiro dos minutos de um relógio gigante no céu',
        fi: 'roikkuu taivaalla leijuvan jättimäisen kellon minuuttiviisarissa',
      },
      moon: {
        en: 'hangs from the minute hand of a moon that is a clock',
        ja: '時計になった月の長針にぶら下がっている',
        ru: 'висит на минутной стрелке луны, которая стала часами',
        pt: 'se pendura no ponteiro dos minutos de uma lua que é um relógio',
        fi: 'roikkuu kelloksi muuttuneen kuun minuuttiviisarissa',
      },
    },
    'clock',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const moon = ctx.object === 'moon';
    const R = 50 * k;
    const c: Point = [-40 * k, -150 * k];
    // The minute hand at a quarter past, longer than the dial, its tip out past the rim and bowed
    // down by the weight, so the character hangs beside the clock over the drop.
    const minuteAt = 96;
    const tip0 = onDial(c, R * 1.3, minuteAt);
    const tip: Point = [tip0[0] - 1.5 * k, tip0[1] + 7 * k];
    const mid = onDial(c, R * 0.7, minuteAt);
    // The character: both fists on the tip, hanging, legs dangling.
    const grip: Point = [3, m.reachTop + 4];
    const fear = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: fear
        ? [
            [30, 50],
            [-10, 70],
          ]
        : 'dangle',
      lean: fear ? -4 : 4,
      front: { reach: grip, hand: 'fist' },
      back: { reach: [grip[0] - 4, grip[1] + 1], hand: 'fist' },
      backArmOver: true,
      turn: fear ? 0.2 : 0.45,
      headTilt: fear ? 16 : -4,
      gaze: fear ? [0.3, 1] : [0.8, -0.2],
    });
    const hands = fig.skeleton.hands.front;
    const actor: Actor = {
      fig,
      x: tip[0] - hands[0] * s,
      y: tip[1] - hands[1] * s,
      facing: 1,
      scale: s,
    };
    // The face (drawn with curves, not arcs, whose box would count the radius twice): a rim and a dial (or the moon with its seas), twelve marks, a boss and two hands.
    const rim = moon ? lighter(p.light, 0.35) : mix(p.accent, '#c9a447', 0.5);
    const dial = moon ? mix('#f3ecc8', p.light, 0.3) : mix('#f6efdc', p.light, 0.15);
    const ink = moon ? mix(p.ink, '#8a7f60', 0.4) : p.ink;
    const marks: string[] = [];
    for (let i = 0; i < 12; i++) {
      const a = onDial(c, R * (i % 3 === 0 ? 0.7 : 0.78), i * 30);
      const b = onDial(c, R * 0.88, i * 30);
      marks.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
    const hourTip = onDial(c, R * 0.5, 300);
    const behind: Node[] = [
      fill(oval(c[0], c[1], R * 1.08, R * 1.08), rim, moon ? 'glow' : 'metal'),
      fill(oval(c[0], c[1], R, R), dial, moon ? 'glow' : 'paper'),
      ...(moon
        ? [
            fill(
              circle(c[0] - R * 0.35, c[1] - R * 0.3, R * 0.16) +
                circle(c[0] + R * 0.3, c[1] + R * 0.35, R * 0.2) +
                circle(c[0] - R * 0.2, c[1] + R * 0.45, R * 0.1),
              darker(dial, 0.1),
              'detail',
              0,
            ),
          ]
        : []),
      stroke(marks.join(''), ink, 3 * k, 'detail', 0),
      stroke(
        `M${n(c[0])} ${n(c[1])}L${n(hourTip[0])} ${n(hourTip[1])}`,
        darker(ink, 0.1),
        5 * k,
        'metal',
      ),
    ];
    const hand: Node[] = [
      fill(
        `M${n(c[0] - 2.6 * k)} ${n(c[1] - 2.6 * k)}Q${n(mid[0] + 2 * k)} ${n(mid[1] - 4 * k)} ${n(tip[0] + 2 * k)} ${n(tip[1] - 1.5 * k)}L${n(tip[0] - 1 * k)} ${n(tip[1] + 2 * k)}Q${n(mid[0] - 2 * k)} ${n(mid[1] + 3 * k)} ${n(c[0] + 2.6 * k)} ${n(c[1] + 2.6 * k)}Z`,
        darker(ink, 0.05),
        'metal',
      ),
      fill(circle(c[0], c[1], 5 * k), rim, 'metal'),
    ];
    const nodes: Node[] = [...hand, actorNodes(actor)];
    const feetY = (actor.y ?? 0) + 2 * k;
    const box: [number, number, number, number] = [
      c[0] - R * 1.08 - 4 * k,
      c[1] - R * 1.08 - 4 * k,
      Math.max(c[0] + R * 1.08, actor.x + 30 * k) + 4 * k,
      feetY,
    ];
    return staged(facingBox(box, facing), mx([tip[0], tip[1] + 30 * k], facing), {
      behind: mirror(behind, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
      glows: moon ? [{ at: mx(c, facing), r: R * 1.4, color: p.light }] : [],
    });
  },
};
