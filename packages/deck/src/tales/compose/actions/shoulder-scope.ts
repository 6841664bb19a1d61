/**
 * Standing on the shoulders of giants: on a rooftop (a hilltop), the cat (the fox, the bear, the
 * wolf) stands with a mouse on top of its head, its paws up steadying the mouse by the legs, and
 * the mouse, on tiptoe, holds a long telescope to its eye; both look the same way, rapt, at something the card does not
 * show. Enemies joined by one wonder, the small seeing further from the big one's height.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const brass = '#c99a3a';

/**
 * A telescope from its eyepiece `eye` along `dir` (unit), `len` long, `r` its radius at the
 * eyepiece, widening in three drawn sections to the lens.
 */
function scope(eye: Point, dir: Point, len: number, r: number, main: string): Node[] {
  const nx = -dir[1];
  const ny = dir[0];
  const P = (t: number, w: number): string =>
    `${n(eye[0] + dir[0] * t + nx * w)} ${n(eye[1] + dir[1] * t + ny * w)}`;
  const section = (t0: number, t1: number, w0: number, w1: number): string =>
    `M${P(t0, -w0)}L${P(t1, -w1)}L${P(t1, w1)}L${P(t0, w0)}Z`;
  const nodes: Node[] = [
    fill(section(0, len * 0.3, r, r * 1.1), darker(main, 0.15), 'metal'),
    fill(section(len * 0.28, len * 0.62, r * 1.2, r * 1.35), main, 'metal'),
    fill(section(len * 0.6, len, r * 1.45, r * 1.7), lighter(main, 0.08), 'metal'),
  ];
  // Brass rings at the joints and the lens's rim.
  for (const [t, w] of [
    [len * 0.29, r * 1.25],
    [len * 0.61, r * 1.5],
    [len, r * 1.8],
  ] as const) {
    nodes.push(fill(section(t - r * 0.3, t + r * 0.3, w, w), brass, 'metal'));
  }
  const lens: Point = [eye[0] + dir[0] * len, eye[1] + dir[1] * len];
  const a = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
  nodes.push(
    group(
      [fill(oval(0, 0, r * 0.5, r * 1.7), '#bfe0f0', 'glass', 0)],
      `translate(${n(lens[0] + dir[0] * r * 0.3)} ${n(lens[1] + dir[1] * r * 0.3)}) rotate(${n(a)})`,
    ),
    stroke(
      `M${P(len * 0.32, -r * 0.7)}L${P(len * 0.58, -r * 0.85)}`,
      lighter(main, 0.5),
      r * 0.25,
      'detail',
      0,
    ),
  );
  return nodes;
}

/**
 * Facing +x: the big one standing, both paws up at its crown round the mouse's legs; the mouse
 * on its head, the telescope at its eye, the lens up and forward.
 */
export const shoulderScope: Action = {
  id: 'shoulder-scope',
  objects: ['telescope'],
  // The ones a mouse should fear, big enough to stand on.
  who: ['cat', 'fox', 'bear', 'wolf'],
  feelings: ['wonder'],
  settings: ['rooftop', 'meadow'],
  framings: ['high', 'wide', 'near'],
  fixedFramings: true,
  // The pair at the eyepiece is the dream; a twist beside it would crowd the sky they look at.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'shoulder-scope',
  concepts: [
    'telescope',
    'marvel',
    'looking far',
    'curiosity',
    'discovery',
    'unlikely friends',
    'teamwork',
    'trust',
    'horizon',
    'awe',
  ],
  say: sayFrom(
    {
      telescope: {
        en: 'lets a mouse stand on its head to look through a telescope, both rapt at something far away',
        ja: 'ネズミを自分の頭の上に立たせて望遠鏡をのぞかせる。ふたりとも遠くの何かに見とれている',
        ru: 'даёт мыши встать себе на макушку и посмотреть в подзорную трубу, и оба заворожённо смотрят вдаль',
        pt: 'deixa um rato pôr-se de pé na sua cabeça para espreitar por um telescópio, ambos encantados com algo ao longe',
        fi: 'antaa hiiren seistä päänsä päällä katsomassa kaukoputkella, ja kumpikin tuijottaa lumoutuneena jotain kaukaista',
      },
    },
    'telescope',
  ),
  stage(ctx) {
    const { rng, p, facing: side, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const H = m.height * s;
    const k = H / 100;
    const x = 0;
    const where = { x, facing: 1 as const, scale: s };
    // The mouse: two fifths of the big one's height, standing on its head.
    const mc = cast('mouse', rng.fork('mouse'), p);
    const mm = measure(mc);
    const ms = (0.42 * H) / mm.height;
    const headTop = (m.head[1] - m.headR) * s;
    const my = headTop + 1.5 * k;
    const mx0 = x + 2 * k;
    // The eyepiece just before the mouse's eye; the tube rising forward from it.
    const mEye: Point = [mx0 + (mm.head[0] + mm.headR * 0.9) * ms, my + mm.head[1] * ms];
    const eye: Point = [mEye[0] + mm.headR * ms * 0.5, mEye[1] + 1 * k];
    const ang = (-32 * Math.PI) / 180;
    const dir: Point = [Math.cos(ang), Math.sin(ang)];
    const len = 50 * k;
    const r = 2.2 * k;
    const at = (t: number): Point => [eye[0] + dir[0] * t, eye[1] + dir[1] * t];
    // The big one's paws up at its crown, steadying the mouse by the legs.
    const legY = my - 0.22 * mm.height * ms;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -3,
      front: { reach: toActor(where, [mx0 + 4.5 * k, legY]), hand: 'mitt' },
      back: { reach: toActor(where, [mx0 - 4.5 * k, legY]), hand: 'mitt' },
      turn: 0.5,
      headTilt: -14,
      gaze: [0.75, -0.7],
    });
    const big: Actor = { fig, x, facing: 1, scale: s };
    const mouseFig = pose(
      mc,
      'wonder',
      {
        legs: 'tiptoe',
        lean: 10,
        front: { reach: [(eye[0] - mx0) / ms + 3, (eye[1] - my) / ms + 2], hand: 'mitt' },
        back: { reach: [(eye[0] - mx0) / ms - 1, (eye[1] - my) / ms + 5], hand: 'mitt' },
        backArmOver: true,
        turn: 0.7,
        headTilt: -6,
        gaze: [1, -0.3],
      },
      ctx.ink,
    );
    const mouse: Actor = { fig: mouseFig, x: mx0, y: my, facing: 1, scale: ms };
    const headAt = actorPoint(big, fig.skeleton.headCentre);
    const mouseHead = actorPoint(mouse, mouseFig.skeleton.headCentre);
    const lens = at(len);
    const nodes: Node[] = [
      actorNodes(big),
      actorNodes(mouse),
      ...scope(eye, dir, len, r, ctx.palette.accent),
    ];
    const top = Math.min(lens[1] - 6 * k, mouseHead[1] - mm.headR * ms - 6 * k);
    const box: [number, number, number, number] = [x - 30 * k, top, lens[0] + 12 * k, 4];
    const closeBox: [number, number, number, number] = [
      x - 16 * k,
      top,
      lens[0] + 6 * k,
      headAt[1] + m.headR * s + 8 * k,
    ];
    const focus: Point = [(headAt[0] + lens[0]) / 2, mouseHead[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      closeBox: facingBox(closeBox, facing),
      contacts: [[x, 24 * k]],
    });
  },
};
