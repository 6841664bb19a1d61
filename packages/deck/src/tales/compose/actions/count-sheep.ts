/**
 * Counting sheep, the wrong way round: someone sits up in bed wide awake, pointing to count
 * the sheep that leap one by one over the foot of the bed, the next one waiting its turn on the
 * floor, and the sheep already counted lie curled up asleep on the quilt. Sleeplessness, the long
 * night, everyone asleep but you.
 */
import { ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { bedBehind, bedFront } from './bedstead.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

export type SheepState = 'leap' | 'wait' | 'sleep';

/**
 * A sheep facing +x with its body's centre at `c`, `u` a hundredth of its length's measure: a
 * woolly puff, a dark face with ears, thin dark legs (stretched fore and aft in a leap, standing
 * when waiting, tucked away asleep with the head laid on the wool and the eye shut).
 */
export function sheep(c: Point, u: number, state: SheepState, wool: Color, face: Color): Node[] {
  const [x, y] = c;
  const rx = 9 * u;
  const ry = 6.2 * u;
  const out: Node[] = [];
  const legs: string[] = [];
  if (state === 'leap') {
    legs.push(
      `M${n(x + 5 * u)} ${n(y + 4 * u)}l${n(6 * u)} ${n(3 * u)}`,
      `M${n(x + 3 * u)} ${n(y + 5 * u)}l${n(6 * u)} ${n(4 * u)}`,
      `M${n(x - 5 * u)} ${n(y + 4 * u)}l${n(-7 * u)} ${n(3 * u)}`,
      `M${n(x - 3 * u)} ${n(y + 5 * u)}l${n(-6 * u)} ${n(5 * u)}`,
    );
  } else if (state === 'wait') {
    for (const dx of [-5.5, -3, 3.5, 6])
      legs.push(`M${n(x + dx * u)} ${n(y + 4 * u)}V${n(y + 11 * u)}`);
  }
  if (legs.length > 0) out.push(stroke(legs.join(''), face, 1.5 * u, 'detail', 0));
  const sleeping = state === 'sleep';
  // The head: forward and up awake, laid low at the front of the wool asleep.
  const head: Point = sleeping ? [x + rx * 0.85, y + 1.5 * u] : [x + rx * 0.95, y - 4 * u];
  const tilt = sleeping ? 10 : state === 'leap' ? -18 : 0;
  out.push(
    fill(puff(x, y, rx, ry, 9, 1.22, 0.3), wool, 'cloth', 0.8),
    // The near ear, then the face.
    fill(
      ellipse(head[0] - 2.6 * u, head[1] - 1.6 * u, 2.6 * u, 1.2 * u, tilt - 30),
      darker(face, 0.1),
      'detail',
    ),
    fill(ellipse(head[0] + 1.2 * u, head[1], 3.6 * u, 2.6 * u, tilt + 20), face, 'detail'),
    // A tuft of wool on the crown.
    fill(puff(head[0] - 1 * u, head[1] - 2.6 * u, 2.2 * u, 1.5 * u, 5, 1.3), wool, 'cloth', 0.6),
  );
  const eye: Point = [head[0] + 1.8 * u, head[1] - 0.8 * u];
  if (sleeping) {
    out.push(
      stroke(
        `M${n(eye[0] - 1 * u)} ${n(eye[1])}q${n(1 * u)} ${n(0.9 * u)} ${n(2 * u)} 0`,
        lighter(face, 0.7),
        0.6 * u,
        'face',
        0,
      ),
    );
  } else {
    out.push(fill(ellipse(eye[0], eye[1], 0.9 * u, 1 * u), '#f8f4ea', 'face', 0));
  }
  return out;
}

/** A small “z z” rising from a sleeper at `p`. */
function zees(p: Point, u: number, ink: Color): Node {
  const z = (x: number, y: number, s: number): string =>
    `M${n(x)} ${n(y)}h${n(s)}l${n(-s)} ${n(s)}h${n(s)}`;
  return stroke(
    `${z(p[0], p[1], 2.2 * u)}${z(p[0] + 3.5 * u, p[1] - 5 * u, 3 * u)}`,
    ink,
    0.7 * u,
    'detail',
    0,
  );
}

/**
 * Sitting up against the pillow at the bed's head (-x), the quilt over the legs, the near hand
 * pointing to count; a sheep mid-leap over the foot post (+x), the next one waiting on the floor beyond,
 * and two counted ones asleep on the quilt.
 */
export const countSheep: Action = {
  id: 'count-sheep',
  objects: ['sheep'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'],
  feelings: ['wonder', 'longing', 'resolve', 'surprise'],
  settings: ['bedroom'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The counted sheep asleep on the quilt are the dream: a twist beside them would crowd the bed.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window', 'moon'],
  family: () => 'count-sheep',
  concepts: [
    'sleeplessness',
    'counting',
    'bedtime',
    'a long night',
    'wide awake',
    'a flock',
    'leaping',
    'lullaby',
    'tiredness',
    'envy',
  ],
  say: sayFrom(
    {
      sheep: {
        en: 'counts the sheep leaping over the foot of the bed, but only the sheep fall asleep',
        ja: 'ベッドの足もとを跳び越える羊を数えているのに、眠ってしまうのは羊ばかり',
        ru: 'считает овец, прыгающих через спинку кровати, но засыпают только овцы',
        pt: 'conta as ovelhas que saltam por cima dos pés da cama, mas só as ovelhas adormecem',
        fi: 'laskee sängyn jalkopään yli hyppiviä lampaita, mutta vain lampaat nukahtavat',
      },
    },
    'sheep',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The bed and the sheep to the measure of whoever lies awake in it.
    const k = H / 70;
    const head = -34 * k;
    const foot = 34 * k;
    const mattressY = -28 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = mix('#f2eee4', p.light, 0.2);
    const quilt = rng.pick(p.cloth);
    const hipX = head + 14 * k;
    // Pointing at the leaping sheep to count it, eyes on it.
    const fig = posed(ctx, {
      ...stance('sit-floor'),
      lean: -4,
      front: { angle: 122, bend: 0, hand: 'point' },
      back: { angle: 30, bend: 40 },
      turn: 0.6,
      headTilt: -4,
      gaze: [1, -0.3],
    });
    const actor: Actor = { fig, x: hipX, y: mattressY + 2 * k, facing: 1, scale: s };
    const bed = { head, foot, mattressY, k, wood, sheet, headRise: 40, footRise: 18, mattress: 8 };
    const qx0 = hipX - 4 * k;
    const qTop = (x: number): number => mattressY - 9 * k + ((x - qx0) / (foot - qx0)) * 3 * k;
    const quiltNodes: Node[] = [
      fill(
        `M${n(qx0)} ${n(mattressY + 16 * k)}L${n(qx0)} ${n(qTop(qx0))}Q${n((qx0 + foot) / 2)} ${n(qTop((qx0 + foot) / 2) - 5 * k)} ${n(foot + 1 * k)} ${n(qTop(foot))}L${n(foot + 1 * k)} ${n(-3 * k)}L${n(head)} ${n(-3 * k)}L${n(head)} ${n(mattressY + 16 * k)}Z`,
        quilt,
        'cloth',
      ),
      stroke(
        `M${n(qx0)} ${n(mattressY + 4 * k)}H${n(foot)}`,
        lighter(quilt, 0.35),
        1.4 * k,
        'detail',
        0,
      ),
    ];
    const wool = mix('#f6f3ea', p.light, 0.15);
    const face = mix('#2e2a2c', p.ink, 0.3);
    const u = k * 1.1;
    // Two counted ones asleep on the quilt, nearer the foot; one leaping over the foot post; the
    // next waiting on the floor beyond it.
    const sleepers: Node[] = [];
    for (const x of [foot - 12 * k, foot - 34 * k]) {
      const c: Point = [x, qTop(x) - 6.5 * u];
      sleepers.push(...sheep(c, u, 'sleep', wool, face), zees([x + 9 * u, c[1] - 8 * u], u, p.ink));
    }
    const leapAt: Point = [foot + 6 * k, mattressY - 32 * k];
    const waitAt: Point = [foot + 15 * k, -11 * u];
    const leaper = sheep(leapAt, u, 'leap', wool, face);
    const waiter = sheep(waitAt, u, 'wait', wool, face);
    const nodes: Node[] = [
      actorNodes(actor),
      ...quiltNodes,
      ...bedFront(bed),
      ...sleepers,
      ...waiter,
      ...leaper,
    ];
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.5, leapAt[1] - 10 * u);
    const box: [number, number, number, number] = [
      head - 6 * k,
      top - 3 * k,
      waitAt[0] + 11 * u,
      4,
    ];
    return staged(facingBox(box, facing), mx([(hipX + foot) / 2, mattressY - 14 * k], facing), {
      behind: mirror(bedBehind(bed), facing),
      actors: mirror(nodes, facing),
      contacts: [
        [((head + foot) / 2) * facing, (foot - head) * 0.55],
        [waitAt[0] * facing, 16 * u],
      ],
      closeBox: facingBox(
        [head - 14 * k, top - 4 * k, waitAt[0] + 12 * u, mattressY + 14 * k],
        facing,
      ),
    });
  },
};
