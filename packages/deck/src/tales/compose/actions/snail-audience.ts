/**
 * A full house of snails: the performer takes a deep bow at the front of a little stage, and the
 * audience below the footlights is rows of snails, eyestalks raised towards the stage, one of them
 * holding up a rose. Whatever the show was, somebody came.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { rose, snail } from '../../kit/curios.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const shells: readonly Color[] = ['#c8803a', '#b8643a', '#d8a04a', '#a8703a', '#c89a6a'];

/**
 * The performer bows on a raised stage (its front edge at y = 0, the stage floor `rise` above),
 * facing +x; the snails sit in two rows in front, below it, facing back towards the stage.
 */
export const snailAudience: Action = {
  id: 'snail-audience',
  objects: ['snail'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'cat', 'rabbit'],
  feelings: ['longing', 'surprise', 'resolve', 'wonder', 'mischief'],
  settings: ['theatre'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The snails are small shapes in a row: a silhouette or a woodcut runs them into one band.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['spot', 'lantern', 'candle', 'glow'],
  untwisted: true,
  family: () => 'snail-audience',
  concepts: [
    'audience',
    'bow',
    'applause',
    'performance',
    'snails',
    'slow',
    'a faithful few',
    'curtain call',
  ],
  say: sayFrom(
    {
      snail: {
        en: 'takes a deep bow before an audience of snails',
        ja: 'カタツムリばかりの観客に深々とおじぎをする',
        ru: 'низко кланяется публике, в которой одни улитки',
        pt: 'faz uma vénia profunda perante uma plateia de caracóis',
        fi: 'kumartaa syvään yleisölle, joka on pelkkiä etanoita',
      },
    },
    'snail',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const rise = 26 * k;
    // The bow: bent at the hips, the near hand on the waist, the far arm swept out.
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 38,
      front: { angle: 15, bend: 95, hand: 'open' },
      back: { angle: 95, bend: 5, hand: 'open' },
      turn: 0.6,
      headTilt: 14,
      gaze: [0.6, 0.6],
    });
    const actor: Actor = { fig, x: -12 * k, y: -rise, facing: 1, scale: s };
    // The stage: boards on a dark front, a row of footlights along its edge, the curtain's hem.
    const wood = p.wood;
    const left = -60 * k;
    const right = 70 * k;
    const stageNodes: Node[] = [
      fill(rect(left, -rise, right - left, rise, 0), darker(wood, 0.35), 'wood'),
      fill(rect(left, -rise - 2 * k, right - left, 3.5 * k, 1 * k), lighter(wood, 0.05), 'wood'),
      stroke(
        [0.2, 0.45, 0.7].map((t) => `M${n(left)} ${n(-rise * t)}H${n(right)}`).join(''),
        darker(wood, 0.5),
        0.6 * k,
        'detail',
        0,
      ),
    ];
    const lamps: Point[] = [];
    for (let x = left + 10 * k; x < right; x += 18 * k) lamps.push([x, -rise - 3 * k]);
    const lampColor = lighter(p.light, 0.2);
    const footlights = fill(
      lamps.map(([x, y]) => circle(x, y, 1.8 * k)).join(''),
      lampColor,
      'glow',
      0,
    );
    // The audience: a back row on a bench, a front row on the floor, all facing the stage (-x
    // for the snail prop drawn facing +x, so flipped), eyestalks up.
    const sc = 1.25 * k;
    const seats: Point[] = [];
    for (let i = 0; i < 3; i++) seats.push([left + 30 * k + i * 42 * k, 14 * k]);
    for (let i = 0; i < 3; i++) seats.push([left + 50 * k + i * 42 * k, 42 * k]);
    const roseAt = rng.int(3, 5);
    const audience: Node[] = seats.map(([x, y], i) => {
      const body = rng.pick(['#9a9a8a', '#b0a48a', '#8a9a8a']);
      const one = snail(rng.pick(shells), body, ctx.ink);
      const parts = [group(one.nodes, `translate(${n(x)} ${n(y)}) scale(${n(-sc)} ${n(sc)})`)];
      if (i === roseAt) {
        // The rose held up on its stem from the snail's head, towards the stage.
        const flower = rose('#c8283a');
        parts.push(
          group(
            flower.nodes,
            `translate(${n(x - 14 * sc)} ${n(y - 22 * sc)}) rotate(-25) scale(${n(0.5 * k)})`,
          ),
        );
      }
      return group(parts);
    });
    const nodes: Node[] = [...stageNodes, footlights, actorNodes(actor)];
    const box: [number, number, number, number] = [left, -rise - H * 1.05, right, 50 * k];
    const focus: Point = [0, -rise - H * 0.55];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      before: mirror(audience, facing),
      contacts: [[-12 * k * facing, H * 0.25]],
      glows: lamps.map((q) => ({ at: mx(q, facing), r: 8 * k, color: lampColor })),
      closeBox: facingBox(box, facing),
    });
  },
};
