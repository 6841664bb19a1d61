/**
 * A rescue from a spider's web: a web as big as a gate hangs in the air, a friend caught spread
 * out in its middle, and the character on tiptoe below snips the threads round the friend's foot
 * with a pair of scissors, while high above the spider comes back down its thread.
 */
import { circle, n, type Point } from '../../geom.ts';
import { group, stroke, fill, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as C from '../../kit/curios.ts';
import { actorNodes, actorPoint, pose, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { partnerOf } from './partner.ts';
import { mirror, mx } from './water.ts';

/** The caught one's feeling: afraid, or past fear. */
function caughtFeeling(f: Feeling): Feeling {
  return f === 'fear' ? 'surprise' : 'fear';
}

/** A web centred at (0, 0): spokes out to `r` and a spiral round them, in one thin colour. */
function web(r: number, u: number, color: string): Node[] {
  const spokes = 14;
  const lines: string[] = [];
  const angle = (i: number): number => (i / spokes) * Math.PI * 2 + 0.2;
  for (let i = 0; i < spokes; i++)
    lines.push(`M0 0L${n(Math.cos(angle(i)) * r)} ${n(Math.sin(angle(i)) * r)}`);
  // The spiral: from near the hub outwards, a straight thread from spoke to spoke, sagging a little.
  const turns = 7;
  let d = '';
  for (let k = 0; k <= spokes * turns; k++) {
    const rr = r * (0.12 + (0.86 * k) / (spokes * turns));
    const a = angle(k);
    const x = Math.cos(a) * rr;
    const y = Math.sin(a) * rr;
    d += `${k === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
  }
  return [
    stroke(lines.join(''), color, 0.7 * u, 'detail', 0),
    stroke(d, color, 0.55 * u, 'detail', 0),
  ];
}

/** Open scissors held at (0, 0) by their rings, the blades pointing along +x, tilted by `deg`. */
function scissors(u: number, deg: number, metal: string, handle: string): Node {
  return group(
    [
      stroke(`M${n(2 * u)} ${n(-1.2 * u)}L${n(14 * u)} ${n(-4 * u)}`, metal, 1.6 * u, 'metal'),
      stroke(`M${n(2 * u)} ${n(1.2 * u)}L${n(14 * u)} ${n(4 * u)}`, metal, 1.6 * u, 'metal'),
      fill(
        `${circle(-1.5 * u, -2 * u, 2.2 * u)}${circle(-1.5 * u, 2 * u, 2.2 * u)}`,
        handle,
        'detail',
      ),
    ],
    `rotate(${n(deg)})`,
  );
}

/**
 * Snipping a friend free of a giant spider's web with scissors, the spider coming back down.
 */
export const webRescue: Action = {
  id: 'web-rescue',
  objects: ['spider'],
  // A mouse cannot reach the web; a frog or a mouse caught in it is only a speck.
  who: whos.filter((w) => w !== 'mouse'),
  seconds: () => whos.filter((w) => w !== 'mouse' && w !== 'frog' && w !== 'bear'),
  feelings: ['fear', 'resolve', 'surprise'],
  settings: ['forest', 'meadow', 'attic'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The web is as big as a gate: the dream is its size, no twist beside it.
  untwisted: true,
  lights: ['sun', 'moon', 'window', 'lamp'],
  family: (o) => `web-rescue:${o}`,
  concepts: [
    'rescue',
    'scissors',
    'courage',
    'danger',
    'trap',
    'fear of spiders',
    'help',
    'friendship',
  ],
  say: sayFrom(
    {
      spider: {
        en: 'snips a friend free of a giant spider’s web with a pair of scissors, while the spider comes back down its thread,',
        ja: '巨大なクモの巣にかかった友だちを、ハサミで糸を切って助け出そうとしている。上からはクモが糸をつたって戻ってくる',
        ru: 'ножницами вырезает друга из огромной паутины, а паук тем временем уже спускается обратно по нити,',
        pt: 'corta com uma tesoura os fios de uma teia de aranha gigante para libertar um amigo, enquanto a aranha desce de volta pelo seu fio,',
        fi: 'leikkaa saksilla ystäväänsä irti jättiläismäisestä hämähäkinseitistä, ja hämähäkki laskeutuu jo lankaansa pitkin takaisin,',
      },
    },
    'spider',
  ),
  stage(ctx) {
    const { p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    // The caught one a little smaller than its rescuer, so the web fits beside it.
    const { friend, fm, sb } = partnerOf(ctx, 0.82);
    // The web's hub high enough that the caught one's feet hang over the rescuer's head height.
    const R = fm.height * sb * 0.6;
    // The rescuer at x = 0 on tiptoe, its scissor hand stretched out forward (the kit's arms
    // reach no higher than the head); the web hangs so that its rim, low on the near side, is
    // just past the blades.
    const reachUp: Point = [0.92, -0.32];
    const shoulderUp = -m.height * s * 0.66;
    const handAt: Point = [
      6 * s + reachUp[0] * m.arm * s * 0.95,
      shoulderUp + reachUp[1] * m.arm * s * 0.95,
    ];
    const snip: Point = [handAt[0] + 9 * u, handAt[1] - 3 * u];
    const rimAt = (160 * Math.PI) / 180;
    const hub: Point = [snip[0] - Math.cos(rimAt) * R * 0.92, snip[1] - Math.sin(rimAt) * R * 0.92];
    const caughtPose = {
      legs: [
        [34, 0],
        [-34, 0],
      ] as const,
      lean: 0,
      front: { angle: 128, bend: 0, hand: 'open' as const },
      back: { angle: -128, bend: 0, hand: 'open' as const },
      turn: 0.1,
      headTilt: -6,
      gaze: [-0.6, 0.7] as Point,
    };
    const caughtFig = pose(friend, caughtFeeling(ctx.feeling), caughtPose, ctx.ink);
    const b: Actor = {
      fig: caughtFig,
      x: hub[0],
      y: hub[1] - caughtFig.skeleton.hip[1] * sb - 6 * sb,
      facing: -1,
      scale: sb,
    };
    const ax = 0;
    const a: Actor = {
      fig: posed(ctx, {
        legs: 'tiptoe',
        lean: 4,
        front: { reach: [handAt[0] / s, handAt[1] / s], hand: 'fist' },
        back: { angle: 70, bend: 80, hand: 'open' },
        turn: 0.6,
        headTilt: -20,
        gaze: [0.6, -1],
      }),
      x: ax,
      facing: 1,
      scale: s,
    };
    const handA = actorPoint(a, a.fig.skeleton.hands.front);
    const cut = scissors(
      u * 1.5,
      Math.atan2(snip[1] - handA[1], snip[0] - handA[0]) * (180 / Math.PI),
      '#b8bcc4',
      p.accent,
    );
    const threadColor = mix(lighter(p.sky[1], 0.7), '#ffffff', 0.5);
    const webNodes = web(R, u, threadColor);
    // The anchors: long threads from the rim out off the card, and the one the spider hangs on.
    const anchors: string[] = [];
    for (const deg of [-150, -30, 35, 150]) {
      const t = (deg * Math.PI) / 180;
      anchors.push(
        `M${n(hub[0] + Math.cos(t) * R * 0.9)} ${n(hub[1] + Math.sin(t) * R * 0.9)}L${n(hub[0] + Math.cos(t) * R * 6)} ${n(hub[1] + Math.sin(t) * R * 6)}`,
      );
    }
    const spiderAt: Point = [hub[0] + R * 0.12, hub[1] - R * 1.5];
    const spiderK = 1.25 * u;
    const spiderProp = C.spider(p.ink);
    const spiderNode = group(
      spiderProp.nodes,
      `translate(${n(spiderAt[0])} ${n(spiderAt[1])}) scale(${n(spiderK)})`,
    );
    const dangle = stroke(
      `M${n(spiderAt[0])} ${n(spiderAt[1] - 24 * spiderK)}V${n(spiderAt[1] - R * 4)}`,
      threadColor,
      0.6 * u,
      'detail',
      0,
    );
    // Cut ends curling away from the blades.
    const cutEnds = stroke(
      `M${n(snip[0] + 2 * u)} ${n(snip[1] + 1 * u)}q${n(2 * u)} ${n(3 * u)} ${n(0.5 * u)} ${n(5 * u)}M${n(snip[0] + 5 * u)} ${n(snip[1] - 1 * u)}q${n(3 * u)} ${n(1 * u)} ${n(2 * u)} ${n(4 * u)}`,
      threadColor,
      0.6 * u,
      'detail',
      0,
    );
    const nodes: Node[] = [
      group(webNodes, `translate(${n(hub[0])} ${n(hub[1])})`),
      actorNodes(b),
      spiderNode,
      cutEnds,
      actorNodes(a),
      group([cut], `translate(${n(handA[0])} ${n(handA[1])})`),
    ];
    const top = spiderAt[1] - 12 * spiderK;
    const box: [number, number, number, number] = [
      Math.min(ax - 14 * s, hub[0] - R) - 2,
      Math.min(top, hub[1] - R) - 4,
      hub[0] + R + 2,
      4,
    ];
    return staged(
      facingBox(box, facing),
      mx([(handA[0] + hub[0]) / 2, (handA[1] + hub[1]) / 2], facing),
      {
        wall: mirror([stroke(anchors.join(''), threadColor, 0.6 * u, 'detail', 0), dangle], facing),
        actors: mirror(nodes, facing),
        contacts: [[ax * facing, 20 * s]],
        glows: [],
      },
    );
  },
};
