/**
 * Loves me, loves me not, undone: the daisy came out on "loves me not", and its plucker will not
 * have it. Holding the big bald flower up by its stem, the character tapes the plucked petals
 * back on one by one, each with its own strip of sticky tape, one more petal pinched in the
 * fingers at the gap; the rest of them lie in the grass at its feet by the roll of tape.
 * Refusing an answer, mending what cannot be mended, a second chance, stubborn hope.
 */
import { circle, ellipse, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const stemGreen = '#5e9440';
const hearts = ['#f2b630', '#f0c238', '#e8a820'] as const;
/** The slots round the flower's heart, and those with a petal taped back in (the rest bare). */
const slots = 13;

/** One petal from the flower's heart at `c` out along `deg` (0: +x, clockwise), `len` long. */
function petal(c: Point, len: number, deg: number, white: Color): Node {
  const a = (deg * Math.PI) / 180;
  const mid: Point = [c[0] + Math.cos(a) * len * 0.62, c[1] + Math.sin(a) * len * 0.62];
  return fill(ellipse(mid[0], mid[1], len * 0.42, len * 0.13, deg), white, 'plant', 0.7);
}

/** A strip of sticky tape across a petal's foot, at `r` from the heart along `deg`. */
function tape(c: Point, r: number, deg: number, w: number, color: Color): Node {
  const a = (deg * Math.PI) / 180;
  const q: Point = [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r];
  const u: Point = [Math.cos(a), Math.sin(a)];
  const v: Point = [-u[1], u[0]];
  const hw = w * 0.5;
  const ht = w * 0.16;
  return fill(
    poly([
      [q[0] - v[0] * hw - u[0] * ht, q[1] - v[1] * hw - u[1] * ht],
      [q[0] + v[0] * hw - u[0] * ht, q[1] + v[1] * hw - u[1] * ht],
      [q[0] + v[0] * hw + u[0] * ht, q[1] + v[1] * hw + u[1] * ht],
      [q[0] - v[0] * hw + u[0] * ht, q[1] - v[1] * hw + u[1] * ht],
    ]),
    color,
    'detail',
    0.5,
  );
}

/**
 * Facing +x: the character standing, the daisy's stem in the far hand before its chest, the flower
 * head out under its chin; the near hand pinches a petal into the gap at its right.
 */
export const daisyTape: Action = {
  id: 'daisy-tape',
  objects: ['daisy'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'rabbit', 'fox', 'bear'],
  feelings: ['resolve', 'grief', 'wonder'],
  settings: ['meadow', 'bedroom', 'rooftop', 'kitchen'],
  framings: ['near', 'high'],
  fixedFramings: true,
  // A daisy mended with tape is the dream; a twist beside it would crowd the hands.
  untwisted: true,
  // The white petals, the tape and the face are the story: a silhouette loses them, and a
  // woodcut prints the petals in the paper's own colour over the body.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky', 'window', 'lamp'],
  family: () => 'daisy-tape',
  concepts: [
    'loves me not',
    'petals',
    'sticky tape',
    'refusing the answer',
    'a second chance',
    'stubbornness',
    'hope',
    'first love',
    'mending',
    'fortune telling',
  ],
  say: sayFrom(
    {
      daisy: {
        en: 'tapes the plucked petals back onto a daisy that ended on loves-me-not',
        ja: '「好きじゃない」で終わった花占いのヒナギクに、むしった花びらをテープで貼り戻している',
        ru: 'приклеивает скотчем оборванные лепестки обратно к ромашке, нагадавшей «не любит»',
        pt: 'cola com fita-cola as pétalas arrancadas de volta numa margarida que acabou em «mal-me-quer»',
        fi: 'teippaa revityt terälehdet takaisin päivänkakkaraan, joka päättyi sanoihin ”ei rakasta”',
      },
    },
    'daisy',
  ),
  stage(ctx) {
    const { rng, p, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, ctx.rng.chance(0.5) ? 1 : -1);
    const H = m.height * s;
    const k = H / 100;
    const hr = m.headR * s;
    const where = { x: 0, facing: 1 as const, scale: s };
    // The flower as big as the head (smaller for the short-armed), held out before the chest
    // under the chin, the face clear over it; the stem's foot in the far fist below it.
    const len = Math.min(hr * 1.2, m.arm * s * 0.6);
    const c: Point = [m.arm * s * 0.75, m.shoulder * s + len * 0.6];
    const grip: Point = [c[0] - len * 0.1, c[1] + len * 1.3];
    // The gap being filled, at the right of the heart, away from the face: the near arm reaches
    // out to it.
    const gapSlot = 3;
    const gapDeg = (gapSlot / slots) * 360 - 90;
    const ga = (gapDeg * Math.PI) / 180;
    const pinch: Point = [c[0] + Math.cos(ga) * len * 1.05, c[1] + Math.sin(ga) * len * 1.05];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: ctx.feeling === 'grief' ? 6 : 3,
      front: { reach: toActor(where, pinch), hand: 'fist' },
      back: { reach: toActor(where, grip), hand: 'fist' },
      backArmOver: true,
      turn: 0.25,
      headTilt: ctx.feeling === 'grief' ? 14 : 8,
      gaze: [0.4, 0.8],
    });
    const actor: Actor = { fig, ...where };
    const white = mix('#fbf8ee', p.light, 0.1);
    const petalShade = darker(white, 0.08);
    // Paper tape, tan against the white petals.
    const tapeColor = mix('#d8bc7c', p.light, 0.15);
    const heart = rng.pick(hearts);
    // The stem from the heart down through the fist and a little below it.
    // Where the fists came to: the stem runs through the far one, the petal hangs from the near.
    const held = actorPoint(actor, fig.skeleton.hands.back);
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const low: Point = [held[0] - len * 0.1, held[1] + len * 0.5];
    const stem = stroke(
      `M${n(c[0])} ${n(c[1])}Q${n(c[0] - len * 0.05)} ${n((c[1] + held[1]) / 2)} ${n(held[0])} ${n(held[1])}L${n(low[0])} ${n(low[1])}`,
      stemGreen,
      len * 0.09,
      'plant',
    );
    // Which slots have their petal taped back: every other one round the bottom and the left.
    const flower: Node[] = [];
    const kept: number[] = [];
    for (let i = 0; i < slots; i++) {
      if (i === gapSlot) continue;
      // A bare arc either side of the gap at the right: the flower half bald.
      if ((i % 2 === 1 && i > 4) || i === 0 || i === 12) kept.push(i);
    }
    for (const i of kept) {
      const deg = (i / slots) * 360 - 90 + rng.range(-5, 5);
      flower.push(petal(c, len, deg, i % 3 === 0 ? petalShade : white));
    }
    flower.push(fill(circle(c[0], c[1], len * 0.3), heart, 'plant'));
    flower.push(
      fill(
        [0, 1, 2, 3, 4, 5]
          .map((j) =>
            circle(
              c[0] + Math.cos(j * 1.1) * len * 0.15,
              c[1] + Math.sin(j * 1.1) * len * 0.15,
              len * 0.035,
            ),
          )
          .join(''),
        darker(heart, 0.25),
        'detail',
        0,
      ),
    );
    for (const i of kept) {
      const deg = (i / slots) * 360 - 90;
      flower.push(tape(c, len * 0.42, deg, len * 0.38, tapeColor));
    }
    // The petal going in, pinched at its tip in the near fist and pointing its foot at the gap,
    // a strip of tape stuck ready across its foot.
    const foot: Point = [c[0] + Math.cos(ga) * len * 0.36, c[1] + Math.sin(ga) * len * 0.36];
    const toFoot = Math.atan2(foot[1] - hand[1], foot[0] - hand[0]);
    const reach = Math.min(len * 0.95, Math.hypot(foot[0] - hand[0], foot[1] - hand[1]));
    const pDeg = (toFoot * 180) / Math.PI;
    const pMid: Point = [
      hand[0] + Math.cos(toFoot) * reach * 0.5,
      hand[1] + Math.sin(toFoot) * reach * 0.5,
    ];
    const pFoot: Point = [
      hand[0] + Math.cos(toFoot) * reach * 0.85,
      hand[1] + Math.sin(toFoot) * reach * 0.85,
    ];
    flower.push(
      fill(ellipse(pMid[0], pMid[1], reach * 0.5, len * 0.13, pDeg), white, 'plant', 0.7),
      tape([pFoot[0], pFoot[1]], 0, pDeg, len * 0.38, tapeColor),
    );
    // The plucked ones at its feet, lying in the grass, and the roll of tape (not in a near shot,
    // whose foot would cut them).
    const ground: Node[] = [];
    for (let i = 0; i < 7; i++) {
      const x = -18 * k + i * 7 * k + rng.range(-2, 2) * k;
      ground.push(
        fill(
          ellipse(x, -0.8 * k, len * 0.4, len * 0.1, rng.range(-25, 25)),
          i % 2 === 0 ? white : petalShade,
          'plant',
          0.6,
        ),
      );
    }
    const rollX = 26 * k;
    const rr = 4 * k;
    ground.push(
      fill(ellipse(rollX, -rr * 0.9, rr * 1.1, rr * 0.9), tapeColor, 'detail'),
      fill(ellipse(rollX, -rr * 0.9, rr * 0.55, rr * 0.45), lighter(p.ground, 0.1), 'detail', 0),
    );
    const head = actorPoint(actor, fig.skeleton.headCentre);
    // The figure drawn once, boxed whole: a hat's brim or a rabbit's ears stand over the head.
    const body = actorNodes({
      ...actor,
      held: [group([stem, ...flower], `scale(${n(1 / s)})`)],
    });
    const drawn = nodeBox(body, identity);
    const top = Math.min(drawn?.[1] ?? head[1] - hr * 2.5, head[1] - hr * 1.5) - hr * 0.15;
    const box: [number, number, number, number] = [
      -22 * k,
      top,
      Math.max(rollX + 8 * k, c[0] + len * 1.3),
      4,
    ];
    const closeBox: [number, number, number, number] = [
      head[0] - hr * 1.7,
      top,
      Math.max(c[0] + len * 1.5, hand[0] + hr * 1.4),
      c[1] + len * 1.4,
    ];
    const faults: string[] = [];
    // The flower's petals must not cover the face.
    if (c[1] - len * 0.9 < head[1] + hr * 0.8) faults.push('the daisy over the face');
    return staged(facingBox(box, facing), mx([c[0], c[1]], facing), {
      closeBox: facingBox(closeBox, facing),
      actors: mirror([...(ctx.framing === 'near' ? [] : ground), body], facing),
      contacts: [[0, 22 * k]],
      faults,
    });
  },
};
