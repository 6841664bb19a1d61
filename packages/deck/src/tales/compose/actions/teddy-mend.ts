/**
 * The mending turned round: a teddy bear, its own tummy seam stitched long ago, sews up the knee
 * of the one who has always mended it; the knee has split like a toy's, cotton stuffing poking
 * out of the tear, and the child sits still on the floor and lets it.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A teddy bear facing -x, feet at (0, 0), about 40 tall: stubby legs, a round tummy with its
 * own stitched seam, a round head with button eyes, a pale muzzle and round ears; the near paw
 * raised to `paw` (with the needle), the far one down holding the thread.
 */
function teddy(fur: string, ink: string, paw: Point): Node[] {
  const pale = lighter(mix(fur, '#f3dcb8', 0.45), 0.15);
  const dark = darker(fur, 0.22);
  // The raised arm from the shoulder to the paw, as a thick rounded stroke.
  const shoulder: Point = [-4, -22];
  return [
    // The far arm, hanging, and the legs.
    stroke('M5 -22Q10 -14 7 -8', dark, 7, 'cloth'),
    fill(oval(-4.5, -3.5, 5, 4.2), dark, 'cloth'),
    fill(oval(5, -3.5, 5, 4.2), dark, 'cloth'),
    fill(oval(-6.5, -2.6, 2.6, 2.4), pale, 'detail', 0),
    // The body, its tummy patch and the old seam down it.
    fill(oval(0, -15, 10.5, 12), fur, 'cloth'),
    fill(oval(-1.5, -13, 6.5, 7.5), pale, 'cloth', 0),
    stroke('M-1.5 -20L-1.5 -6M-3 -18l3 0M-3 -15l3 0M-3 -12l3 0M-3 -9l3 0', dark, 0.8, 'detail', 0),
    // The head: ears, the round face, the muzzle, nose, mouth and button eyes.
    fill(circle(-7, -40.5, 3.8), fur, 'cloth'),
    fill(circle(6, -41, 3.8), fur, 'cloth'),
    fill(circle(-7, -40.5, 1.9), pale, 'detail', 0),
    fill(circle(6, -41, 1.9), pale, 'detail', 0),
    fill(circle(0, -33, 9.5), fur, 'cloth'),
    fill(oval(-4.5, -30, 5, 4), pale, 'cloth', 0),
    fill(oval(-6.6, -31.4, 1.8, 1.3), ink, 'face', 0),
    stroke('M-6.6 -30L-6.4 -28.2M-8.4 -27.6Q-6.4 -26.4 -4.6 -27.8', ink, 0.7, 'face', 0),
    fill(circle(-4.2, -35.6, 1.4), ink, 'face', 0),
    fill(circle(1.6, -35.8, 1.4), ink, 'face', 0),
    fill(circle(-4.6, -36, 0.45), '#ffffff', 'face', 0),
    fill(circle(1.2, -36.2, 0.45), '#ffffff', 'face', 0),
    // The near arm raised to the needle.
    stroke(`M${n(shoulder[0])} ${n(shoulder[1])}L${n(paw[0])} ${n(paw[1])}`, fur, 7, 'cloth'),
    fill(circle(paw[0], paw[1], 3.6), pale, 'cloth'),
  ];
}

/**
 * Sitting on the floor with one knee drawn up, leaning back on a hand, while a teddy bear on
 * the floor beside the knee sews it up: a zigzag tear across the knee, white stuffing tufting out
 * of it, a row of cross-stitches already closing it, the thread running from the last stitch to
 * the needle in the teddy's raised paw and down in a loose loop to a wooden spool on the floor.
 */
export const teddyMend: Action = {
  id: 'teddy-mend',
  objects: ['teddy-bear'],
  who: ['girl', 'boy', 'old-woman', 'old-man', 'woman', 'man', 'rabbit', 'mouse', 'fox'],
  feelings: ['calm', 'resolve', 'fear', 'grief', 'surprise'],
  settings: ['bedroom', 'attic', 'meadow', 'library'],
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  // A silhouette blacks out the faces and the white stuffing: two dark shapes, no mending.
  notLooks: ['silhouette'],
  lights: ['lamp', 'window', 'candle', 'sun', 'sky'],
  family: () => 'teddy-mend',
  concepts: [
    'teddy bear',
    'toy',
    'mending',
    'stitches',
    'care',
    'childhood',
    'comfort',
    'the tables turned',
    'wound',
  ],
  say: sayFrom(
    {
      'teddy-bear': {
        en: 'has a torn knee, its stuffing poking out, sewn up by a teddy bear',
        ja: 'ほつれて綿がのぞくひざを、テディベアに縫い合わせてもらっている',
        ru: 'даёт плюшевому мишке зашить порванную коленку, из которой торчит вата',
        pt: 'deixa um ursinho de peluche coser-lhe o joelho rasgado, de onde sai o enchimento',
        fi: 'antaa nallen ommella kiinni revenneen polvensa, josta pursuaa vanua',
      },
    },
    'teddy-bear',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The sitter, facing +x: the front leg's knee drawn up, the back leg tucked under, leaning back
    // on the back hand; the front hand on the shin (calm, resolve), over the eyes (fear, grief)
    // or flung up (surprise).
    const where: Pick<Actor, 'x' | 'y' | 'facing' | 'scale'> = { x: 0, y: 0, facing: 1, scale: s };
    const fig = posed(ctx, {
      ...stance('sit-floor'),
      legs: [
        [128, 128],
        [96, 150],
      ],
      lean: -8,
      back: { angle: -42, bend: 6, hand: 'open' },
      front:
        ctx.feeling === 'fear' || ctx.feeling === 'grief'
          ? { angle: 160, bend: 150, hand: 'open' }
          : ctx.feeling === 'surprise'
            ? { angle: -120, bend: -20, hand: 'open' }
            : { angle: 55, bend: 40, hand: 'mitt' },
      turn: 0.6,
      headTilt: 14,
      gaze: [0.8, 0.7],
    });
    const actor: Actor = { ...where, fig };
    const knee = actorPoint(actor, fig.skeleton.knees.front);
    // The tear across the top of the knee, with the stuffing tufting out of it.
    const kr = 5.5 * k;
    const tear: Point = [knee[0] - 1 * k, knee[1] - 1 * k];
    const stuffing = '#f7f4ee';
    const zig: string[] = [`M${n(tear[0] - kr)} ${n(tear[1] + 2 * k)}`];
    for (let i = 1; i <= 6; i++)
      zig.push(`L${n(tear[0] - kr + (i * 2 * kr) / 6)} ${n(tear[1] + (i % 2 === 0 ? 2 : -2) * k)}`);
    const puffs: Node[] = [];
    for (const [dx, dy, r] of [
      [-3.4, -2.4, 3.2],
      [0.4, -3.8, 3.8],
      [4, -2.2, 3],
      [1.2, -7, 2.8],
      [-2, -6.4, 2.4],
    ] as const)
      puffs.push(fill(circle(tear[0] + dx * k, tear[1] + dy * k, r * k), stuffing, 'cloth'));
    // Cross-stitches already closing the tear from its back end, and the thread off the last one.
    const stitches: string[] = [];
    for (let i = 0; i < 3; i++) {
      const x = tear[0] - kr - 2.4 * k - i * 2.8 * k;
      const y = tear[1] + 1.4 * k + i * 0.6 * k;
      stitches.push(
        `M${n(x - 1.2 * k)} ${n(y - 1.6 * k)}L${n(x + 1.2 * k)} ${n(y + 1.6 * k)}M${n(x + 1.2 * k)} ${n(y - 1.6 * k)}L${n(x - 1.2 * k)} ${n(y + 1.6 * k)}`,
      );
    }
    const threadColour = mix(p.accent, '#c8362c', 0.6);
    // The teddy on the floor in front of the knee, facing the sitter, its paw raised with the
    // needle just off the tear (teddy units: about 40 tall, scaled to half the sitter).
    // Scaled so the knee is level with its shoulders (its raised paw clears its own face),
    // between half and two thirds of the sitter's height.
    const tk = Math.min((0.68 * H) / 42, Math.max((0.5 * H) / 42, -tear[1] / 23));
    const tx = knee[0] + 19 * k;
    const needleAt: Point = [tear[0] + kr + 3 * k, tear[1] - 2 * k];
    const paw: Point = [(needleAt[0] - tx) / tk + 2, needleAt[1] / tk + 1];
    const fur = mix(p.wood, '#b07a45', 0.55);
    const bear = group(teddy(fur, ctx.ink, paw), `translate(${n(tx)} 0) scale(${n(tk)})`);
    // The needle, held point down towards the tear, and the thread: from the last stitch up
    // through the needle's eye, and from the eye down in a loose loop to the spool.
    const eye: Point = [needleAt[0] + 1.6 * k, needleAt[1] - 5 * k];
    const point: Point = [needleAt[0] - 2.4 * k, needleAt[1] + 7 * k];
    const spool: Point = [tx + 14 * k, -4 * k];
    const lastStitch: Point = [tear[0] - kr - 2.4 * k, tear[1] + 1.4 * k];
    const needle: Node[] = [
      stroke(
        `M${n(eye[0])} ${n(eye[1])}L${n(point[0])} ${n(point[1])}`,
        '#c9ccd2',
        1.3 * k,
        'metal',
      ),
      stroke(
        `M${n(lastStitch[0])} ${n(lastStitch[1])}Q${n(tear[0])} ${n(tear[1] - 20 * k)} ${n(eye[0])} ${n(eye[1])}` +
          `Q${n(eye[0] + 14 * k)} ${n(eye[1] + 4 * k)} ${n(tx + 8 * k)} ${n(-20 * k)}T${n(spool[0])} ${n(spool[1] - 2 * k)}`,
        threadColour,
        0.9 * k,
        'detail',
        0,
      ),
    ];
    const reel: Node[] = [
      fill(rect(spool[0] - 4 * k, spool[1] - 4 * k, 8 * k, 8 * k, 1 * k), threadColour, 'cloth'),
      fill(rect(spool[0] - 5.2 * k, spool[1] - 5 * k, 10.4 * k, 1.8 * k, 0.6 * k), p.wood, 'wood'),
      fill(
        rect(spool[0] - 5.2 * k, spool[1] + 3.2 * k, 10.4 * k, 1.8 * k, 0.6 * k),
        p.wood,
        'wood',
      ),
    ];
    const mend: Node[] = [
      ...puffs,
      stroke(zig.join(''), ctx.ink, 0.9 * k, 'detail', 0),
      stroke(stitches.join(''), threadColour, 1 * k, 'detail', 0),
    ];
    // A rabbit's ears stand well over its head.
    const ears = ctx.who.species === 'rabbit' ? 3 : 1.6;
    const headTop = (fig.skeleton.headCentre[1] - fig.headR * ears) * s;
    const feet = actorPoint(actor, fig.skeleton.ankles.back);
    const box: [number, number, number, number] = [
      -30 * k,
      Math.min(headTop, -50 * k) - 8 * k,
      Math.max(spool[0] + 8 * k, feet[0] + 8 * k),
      6 * k,
    ];
    const focus: Point = [(knee[0] + tx) / 2, knee[1]];
    // The near shot: the sitter's face, the knee and the whole teddy (the head whole, or the
    // camera moves off the teddy to keep it).
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const close: [number, number, number, number] = [
      Math.min(head[0] - fig.headR * s * 1.5, knee[0] - 22 * k),
      Math.min(headTop, -50 * k) - 4 * k,
      tx + 22 * tk,
      4 * k,
    ];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(close, facing),
      actors: mirror([actorNodes(actor), ...mend, bear, ...needle, ...reel], facing),
      contacts: [
        [mx([0, 0], facing)[0], 50 * k],
        [mx([tx, 0], facing)[0], 20 * k],
      ],
      glows: [],
    });
  },
};
