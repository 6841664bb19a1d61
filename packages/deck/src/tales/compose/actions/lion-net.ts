/**
 * The lion and the mouse: a lion caught under a hunter's rope net sits hugging its knees, a tear
 * on its cheek, and looks down at the mouse it once spared, who stands at the net's edge with a
 * cord in both paws and gnaws it through, frayed ends already springing apart. The small repaying
 * the great; kindness returned; no friend too little.
 */
import { circle, lerp, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { actorFace, actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const rope = '#c9a66b';

/**
 * Facing +x: the mouse standing at the left, leaning in, a cord of the net at its teeth; the net
 * a dome pegged to the ground at the right, the lion sitting inside it facing the mouse.
 */
export const lionNet: Action = {
  id: 'lion-net',
  objects: ['net'],
  // The fable's mouse.
  who: ['mouse'],
  feelings: ['resolve', 'fear', 'calm'],
  settings: ['forest', 'desert'],
  framings: ['wide', 'high'],
  fixedFramings: true,
  // A mouse freeing a lion is the dream; a twist beside it would crowd the net.
  untwisted: true,
  // A silhouette or a woodcut loses the net's cords over the lion and both faces.
  notLooks: ['silhouette', 'woodcut'],
  family: () => 'lion-net',
  concepts: [
    'the lion and the mouse',
    'Aesop',
    'a trap',
    'rescue',
    'gratitude',
    'friendship',
    'humility',
    'freedom',
    'loyalty',
    'a debt repaid',
  ],
  say: sayFrom(
    {
      net: {
        en: 'gnaws through the ropes of a net that holds a weeping lion',
        ja: '泣いているライオンを捕らえた網の縄を、歯でかじり切っている',
        ru: 'перегрызает верёвки сети, в которую попался плачущий лев',
        pt: 'rói as cordas de uma rede que prende um leão a chorar',
        fi: 'jyrsii poikki verkon köysiä, joka pitää vangittuna itkevää leijonaa',
      },
    },
    'net',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The mouse: standing, leaning in to the net, both paws on a cord it pulls to its teeth.
    const look = { turn: 0.8, headTilt: 6, gaze: [1, -0.1] as const };
    const trial = posed(ctx, { legs: 'stand', lean: 14, ...look });
    // The teeth: the bottom of the face, a little forward of its middle.
    const fb = actorFace({ fig: trial, ...where });
    const mouth: Point = [fb[0] + (fb[2] - fb[0]) * 0.62, fb[3] - (fb[3] - fb[1]) * 0.08];
    // Where the cord comes out of the net: ahead of the mouth and a little lower, pulled taut.
    const bite: Point = [mouth[0] + 9 * k, mouth[1] + 4 * k];

    // The net: a dome, its left foot far enough out that its edge passes where the cord is pulled out.
    const ry = H * 0.95;
    const rx = H * 0.5;
    const t = Math.min(0.95, -bite[1] / ry);
    const cx = bite[0] + rx * Math.sqrt(1 - t * t) + 0.5 * k;
    // The dome's rim as points (the box of an arc command reads its radii as points).
    const rim = Array.from({ length: 33 }, (_, i) => {
      const a = Math.PI - (Math.PI * i) / 32;
      return `${n(cx + Math.cos(a) * rx)} ${n(-Math.sin(a) * ry)}`;
    });
    const rimPath = `M${rim.join('L')}`;
    const dome = `${rimPath}Z`;

    const fig = posed(ctx, {
      legs: 'stand',
      lean: 14,
      front: { reach: toActor(where, lerp(mouth, bite, 0.6)), hand: 'mitt' },
      back: { reach: toActor(where, lerp(mouth, bite, 0.3)), hand: 'mitt' },
      ...look,
    });
    const actor: Actor = { fig, ...where };

    // The lion inside, sitting hugging its knees, facing the mouse, a head over it.
    const lionC = cast('lion', rng.fork('lion'), p);
    const lion = { ...lionC, look: { ...lionC.look, hat: 'none' as const } };
    const hug = poses['hug-knees'];
    const lionFig0 = pose(lion, 'grief', { ...hug }, ctx.ink);
    const lTop = lionFig0.skeleton.headCentre[1] - lionFig0.headR;
    const ls = (ry * 0.74) / -lTop;
    const lw = { x: cx + 4 * k, y: 0, facing: -1 as const, scale: ls };
    const lionFig = pose(
      lion,
      'grief',
      { ...hug, headTilt: 8, turn: 0.55, gaze: [0.8, 0.5] },
      ctx.ink,
    );
    const lionA: Actor = { fig: lionFig, ...lw };

    // The cords: two slanting families clipped to the dome, and the rope round its rim.
    const cord = mix(rope, p.ink, 0.15);
    const gap = 9 * k;
    // Each cord runs at 45° inside the dome's bounding box (so the drawing's box stays the
    // dome's), the dome clipping it to the curve.
    const lines: string[] = [];
    const x0 = cx - rx;
    const x1 = cx + rx;
    for (let u = x0 - ry; u <= x1; u += gap) {
      for (const sg of [1, -1]) {
        // x = u' + sg * (y + ry), with u' the line's x at the top, mirrored for sg = -1.
        const top = sg > 0 ? u : x0 + x1 - u;
        const ya = Math.max(-ry, sg > 0 ? x0 - top - ry : top - x1 - ry);
        const yb = Math.min(0, sg > 0 ? x1 - top - ry : top - x0 - ry);
        if (yb - ya < 1) continue;
        lines.push(`M${n(top + sg * (ya + ry))} ${n(ya)}L${n(top + sg * (yb + ry))} ${n(yb)}`);
      }
    }
    const net: Node[] = [
      group([stroke(lines.join(''), cord, 0.9 * k, 'detail', 0.4)], undefined, dome),
      stroke(rimPath, darker(cord, 0.1), 1.6 * k, 'detail', 0.5),
    ];
    // Pegs at the net's feet.
    const peg = darker('#8a6a44', 0.1);
    for (const x of [cx - rx, cx + rx]) {
      net.push(
        fill(`M${n(x - 1.4 * k)} ${n(-4 * k)}H${n(x + 1.4 * k)}L${n(x)} ${n(2 * k)}Z`, peg, 'wood'),
      );
    }
    // The knot the net is gathered in at its top, two loose ends hanging from it.
    const knot = darker(cord, 0.15);
    net.push(
      fill(circle(cx, -ry, 2.6 * k), knot, 'detail', 0.5),
      stroke(
        `M${n(cx)} ${n(-ry)}q${n(4 * k)} ${n(-4 * k)} ${n(7 * k)} ${n(-2 * k)}M${n(cx)} ${n(-ry)}q${n(-3 * k)} ${n(-5 * k)} ${n(-7 * k)} ${n(-4 * k)}`,
        knot,
        1.2 * k,
        'detail',
        0.5,
      ),
    );
    // The cord pulled out of the net to the teeth, frayed where they bite it.
    const strand = lighter(cord, 0.1);
    const frayed: Node[] = [
      stroke(
        `M${n(bite[0] + 1 * k)} ${n(bite[1] + 0.5 * k)}L${n(mouth[0])} ${n(mouth[1])}`,
        strand,
        1.3 * k,
        'detail',
        0.5,
      ),
      stroke(
        [-50, -10, 30]
          .map((a) => {
            const r = (a * Math.PI) / 180;
            return `M${n(mouth[0])} ${n(mouth[1])}l${n(-Math.cos(r) * 3 * k)} ${n(Math.sin(r) * 3 * k)}`;
          })
          .join(''),
        strand,
        0.7 * k,
        'detail',
        0,
      ),
    ];

    const faults: string[] = [];
    const lhc = actorPoint(lionA, lionFig.skeleton.headCentre);
    if (lhc[1] - lionFig.headR * ls < -ry * 0.92) faults.push('lion out of the net');
    const hcm = actorPoint(actor, fig.skeleton.headCentre);
    // The mouse's tail runs far behind it: the box takes in all of the mouse as drawn.
    const mouseNodes = actorNodes(actor);
    const mb = nodeBox(mouseNodes, identity);
    const left = Math.min(-16 * k, (mb?.[0] ?? 0) - 3 * k);
    const box: [number, number, number, number] = [left, -ry - 10 * k, cx + rx + 8 * k, 4 * k];
    const focus: Point = [(hcm[0] + lhc[0]) / 2, (hcm[1] + lhc[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([actorNodes(lionA), ...net, mouseNodes, ...frayed], facing),
      contacts: [
        [mx([0, 0], facing)[0], 22 * k],
        [mx([cx, 0], facing)[0], rx * 2],
      ],
      glows: [],
      faults,
    });
  },
};
