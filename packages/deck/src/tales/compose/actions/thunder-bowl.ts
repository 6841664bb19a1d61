/**
 * Where thunder comes from: up on the clouds someone is bowling, and the ball has just gone off
 * the edge. The bowler is still down in the lunge of the throw, the empty hand stretched after
 * it; the pins stand untouched on the next cloud across the gap, and the ball drops into the
 * gap between, rumbling, a bolt of lightning cracking out under it towards the world below.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { lightningBolt } from '../../kit/lightning.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** A bowling pin standing on its foot at (x, y), `h` tall: white, a red band at the neck. */
function pin(x: number, y: number, h: number, white: string, band: string): Node[] {
  const w = h * 0.32;
  const body = [
    `M${n(x - w * 0.32)} ${n(y)}`,
    `C${n(x - w * 0.62)} ${n(y - h * 0.3)} ${n(x - w * 0.55)} ${n(y - h * 0.52)} ${n(x - w * 0.18)} ${n(y - h * 0.66)}`,
    `C${n(x - w * 0.3)} ${n(y - h * 0.8)} ${n(x - w * 0.38)} ${n(y - h)} ${n(x)} ${n(y - h)}`,
    `C${n(x + w * 0.38)} ${n(y - h)} ${n(x + w * 0.3)} ${n(y - h * 0.8)} ${n(x + w * 0.18)} ${n(y - h * 0.66)}`,
    `C${n(x + w * 0.55)} ${n(y - h * 0.52)} ${n(x + w * 0.62)} ${n(y - h * 0.3)} ${n(x + w * 0.32)} ${n(y)}Z`,
  ].join('');
  return [
    fill(body, white, 'cloth'),
    fill(rect(x - w * 0.2, y - h * 0.75, w * 0.4, h * 0.07), band, 'cloth', 0),
    fill(rect(x - w * 0.19, y - h * 0.69, w * 0.38, h * 0.05), band, 'cloth', 0),
  ];
}

/**
 * Low in the follow-through on its own cloud, the throwing hand still out after the ball and
 * the other arm flung back; the ball dark and heavy just below the cloud's edge with its three
 * finger holes, rumble arcs round it and a bolt forking from under it; five pins untouched on
 * the cloud across the gap.
 */
export const thunderBowl: Action = {
  id: 'thunder-bowl',
  objects: ['bowling-ball'],
  who: ['man', 'woman', 'boy', 'girl', 'old-woman', 'lion', 'elephant', 'deer'],
  feelings: ['mischief', 'surprise', 'fear'],
  settings: ['clouds'],
  framings: ['high', 'wide'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  family: () => 'thunder-bowl',
  concepts: [
    'thunder',
    'bowling',
    'a storm',
    'giants',
    'a clumsy throw',
    'where thunder comes from',
    'oops',
    'a game in the sky',
    'a rumble',
  ],
  say: sayFrom(
    {
      'bowling-ball': {
        en: 'is bowling above the clouds and the ball has rolled off the edge, falling to earth as thunder',
        ja: '雲の上でボウリングをしていて、球が端から転がり落ち、雷になって地上へ落ちていく',
        ru: 'играет в боулинг над облаками, и шар скатился с края и падает на землю громом',
        pt: 'joga bowling acima das nuvens e a bola rolou pela borda e cai sobre a terra como um trovão',
        fi: 'keilaa pilvien yläpuolella, ja pallo on vierinyt reunan yli ja putoaa maahan ukkosena',
      },
    },
    'bowling-ball',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The follow-through: the front knee deep, the back leg long behind, the throwing hand low
    // and forward after the ball, the other arm flung up behind for balance.
    const fig = posed(ctx, {
      legs: [
        [76, 98],
        [-50, 96],
      ],
      lean: 40,
      front: { reach: toActor(where, [56 * k, -6 * k]), hand: 'open' },
      back: { reach: toActor(where, [-34 * k, -62 * k]), hand: 'open' },
      turn: 0.85,
      headTilt: 14,
      gaze: [1, 0.6],
    });
    const actor: Actor = { fig, ...where };

    const white = mix('#ffffff', p.light, 0.12);
    const shade = mix(white, p.sky[0], 0.4);
    const line = mix(p.sky[0], p.ink, 0.45);
    // The bowler's cloud, its top the floor at y = 0, its edge at x ≈ 62; the pins' cloud across
    // the gap.
    const home: Node[] = [
      fill(puff(8 * k, 20 * k, 50 * k, 17 * k, 11, 1.22, 0.3), shade, 'cloth'),
      fill(puff(4 * k, 14 * k, 48 * k, 14 * k, 10, 1.22, 0.1), white, 'cloth'),
    ];
    const gx = 88 * k;
    const far: Node[] = [
      fill(puff(gx + 13 * k, 10 * k, 19 * k, 10 * k, 7, 1.25, 0.4), shade, 'cloth'),
      fill(puff(gx + 12 * k, 5 * k, 18 * k, 8 * k, 7, 1.25, 0.2), white, 'cloth'),
    ];
    // The groove the ball rolled along the cloud, from under the hand to the edge.
    const groove = stroke(`M${n(36 * k)} ${n(-1 * k)}L${n(52 * k)} ${n(0)}`, shade, 3 * k, 'cloth');
    const pinWhite = mix('#fbfaf6', p.light, 0.05);
    const band = '#d8423a';
    const pins: Node[] = [];
    [0, 1, 2, 3, 4].forEach((i) => {
      const back = i % 2 === 1;
      pins.push(
        ...pin(gx + (i * 6.5 - 1) * k, (back ? -3 : -1) * k, (back ? 18 : 20) * k, pinWhite, band),
      );
    });

    // The ball, just gone over the edge, heavy and dark, its finger holes turned to us.
    const bc: Point = [64 * k, 36 * k];
    const r = 12 * k;
    const ballC = mix('#2e3a6e', p.ink, 0.2);
    const ball: Node[] = [
      fill(circle(bc[0], bc[1], r), ballC, 'metal'),
      fill(circle(bc[0] - r * 0.35, bc[1] - r * 0.4, r * 0.28), lighter(ballC, 0.25), 'detail', 0),
      fill(circle(bc[0] + r * 0.15, bc[1] - r * 0.2, r * 0.12), darker(ballC, 0.5), 'detail', 0),
      fill(circle(bc[0] + r * 0.42, bc[1] - r * 0.02, r * 0.12), darker(ballC, 0.5), 'detail', 0),
      fill(circle(bc[0] + r * 0.2, bc[1] + r * 0.3, r * 0.14), darker(ballC, 0.5), 'detail', 0),
    ];
    // The rumble: arcs on either side of the ball, and its fall from the edge.
    const rumble: Node[] = [1, 2].flatMap((i) => {
      const d = r + i * 4.5 * k;
      const a = `M${n(bc[0] - d * 0.7)} ${n(bc[1] - d * 0.7)}Q${n(bc[0] - d * 1.15)} ${n(bc[1])} ${n(bc[0] - d * 0.7)} ${n(bc[1] + d * 0.7)}`;
      const b = `M${n(bc[0] + d * 0.7)} ${n(bc[1] - d * 0.7)}Q${n(bc[0] + d * 1.15)} ${n(bc[1])} ${n(bc[0] + d * 0.7)} ${n(bc[1] + d * 0.7)}`;
      return [stroke(a, line, 1.3 * k, 'detail', 0), stroke(b, line, 1.3 * k, 'detail', 0)];
    });
    const fall = [-0.45, 0, 0.45].map((f) =>
      stroke(
        `M${n(bc[0] + f * r)} ${n(bc[1] - r * (1.35 - Math.abs(f) * 0.3))}v${n(-(9 - Math.abs(f) * 6) * k)}`,
        line,
        1.2 * k,
        'detail',
        0,
      ),
    );
    const boltTop: Point = [bc[0] + 3 * k, bc[1] + r * 0.7];
    const bolt = lightningBolt(boltTop, 46 * k);

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const hb = actorPoint(actor, fig.skeleton.hands.back);
    const top = Math.min(hc[1] - fig.headR * s * 1.6, hb[1] - 6 * k) - 4 * k;
    const bottom = boltTop[1] + 48 * k;
    const box: [number, number, number, number] = [-46 * k, top, gx + 32 * k, bottom];
    const focus: Point = [(hc[0] + bc[0]) / 2, (hc[1] + bc[1]) / 2];
    const faults: string[] = [];
    // The ball must clear the hand: a ball under the fingers reads as held, not thrown.
    const hf = actorPoint(actor, fig.skeleton.hands.front);
    if (Math.hypot(hf[0] - bc[0], hf[1] - bc[1]) < r * 2.2) faults.push('ball still in hand');
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([...far, ...home, groove, ...fall], facing),
      actors: mirror([actorNodes(actor), ...pins, ...rumble, ...ball, bolt], facing),
      contacts: [[mx([0, 0], facing)[0], 60 * k]],
      glows: [{ at: mx([boltTop[0], boltTop[1] + 14 * k], facing), r: 22 * k, color: '#ffe45a' }],
      faults,
    });
  },
};
