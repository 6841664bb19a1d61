/**
 * The big one afraid of the small one: a bear (a wolf, a fox, a cat) has fled up onto a kitchen
 * stool and stands there on tiptoe, paws clutched to its chest, while a tiny mouse on the floor
 * throws its arms up and shouts "boo". The old joke of the lady on the chair, played by the one
 * who should be doing the frightening.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, cast, pose, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A tall kitchen stool standing on the floor at x, its seat's top at `top` (negative), `w` wide. */
function stool(x: number, top: number, w: number, wood: string): Node[] {
  const seat = 5 * (w / 40);
  const leg = 3.2 * (w / 40);
  const dark = darker(wood, 0.2);
  return [
    // Splayed legs: two in front, one behind (darker).
    stroke(
      `M${n(x - w * 0.08)} ${n(top + seat)}L${n(x - w * 0.02)} 0`,
      darker(wood, 0.35),
      leg,
      'wood',
    ),
    stroke(
      `M${n(x - w * 0.34)} ${n(top + seat)}L${n(x - w * 0.5)} 0M${n(x + w * 0.34)} ${n(top + seat)}L${n(x + w * 0.5)} 0`,
      dark,
      leg,
      'wood',
    ),
    // The rung between them.
    stroke(`M${n(x - w * 0.44)} ${n(top * 0.35)}H${n(x + w * 0.44)}`, dark, leg * 0.7, 'wood'),
    fill(
      `M${n(x - w / 2)} ${n(top)}Q${n(x)} ${n(top - seat * 0.7)} ${n(x + w / 2)} ${n(top)}V${n(top + seat)}H${n(x - w / 2)}Z`,
      wood,
      'wood',
    ),
    stroke(
      `M${n(x - w * 0.42)} ${n(top + seat * 0.2)}Q${n(x)} ${n(top - seat * 0.4)} ${n(x + w * 0.42)} ${n(top + seat * 0.2)}`,
      lighter(wood, 0.35),
      seat * 0.25,
      'detail',
      0,
    ),
  ];
}

/** Short arcs beside a trembling body: the shaking made visible, at both sides of (x, y). */
function shiver(x: number, y: number, h: number, w: number, ink: string): Node {
  const arcs = [-1, 1]
    .map((side) =>
      [0, 1]
        .map((i) => {
          const ax = x + side * (w + i * h * 0.16);
          return `M${n(ax)} ${n(y - h * 0.18)}Q${n(ax + side * h * 0.07)} ${n(y)} ${n(ax)} ${n(y + h * 0.18)}`;
        })
        .join(''),
    )
    .join('');
  return stroke(arcs, ink, h * 0.035, 'detail', 0);
}

/**
 * Up on a stool in terror of a mouse: the stool in the middle, the big character on tiptoe on
 * its seat, leaning away, both paws clutched under its chin and looking down; the mouse on the
 * floor in front of it, arms flung up, shouting up at it (three short strokes from its mouth).
 */
export const stoolFright: Action = {
  id: 'stool-fright',
  objects: ['field-mouse'],
  who: ['bear', 'wolf', 'fox', 'cat'],
  feelings: ['fear'],
  settings: ['kitchen', 'attic', 'library', 'bedroom', 'meadow', 'street', 'forest'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['lamp', 'window', 'sky', 'sun', 'candle'],
  family: (o) => `stool-fright:${o}`,
  concepts: [
    'fear',
    'a mouse',
    'big and small',
    'roles reversed',
    'cowardice',
    'courage',
    'bravado',
    'David and Goliath',
    'elephant and mouse',
  ],
  say: sayFrom(
    {
      'field-mouse': {
        en: 'has leapt up onto a stool to get away from a tiny mouse',
        ja: '小さなネズミから逃げて、椅子の上に飛びのっている',
        ru: 'вскочил на табурет, спасаясь от крошечной мышки',
        pt: 'saltou para cima de um banco para fugir de um ratinho',
        fi: 'on loikannut jakkaralle pakoon pikkuruista hiirtä',
      },
    },
    'field-mouse',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The stool: its seat at half a grown-up's height, the big one's feet on it.
    const top = -46 * k;
    const sw = 40 * k;
    const stoolX = -18 * k;
    const big = posed(ctx, {
      legs: 'tiptoe',
      lean: -10,
      front: { reach: [m.arm * 0.22, m.shoulder + m.headR * 0.7], hand: 'fist' },
      back: { reach: [m.arm * 0.3, m.shoulder + m.headR * 0.9], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: 18,
      gaze: [0.7, 0.9],
    });
    const a: Actor = { fig: big, x: stoolX, y: top, facing: 1, scale: s };
    // The mouse, a kit figure about a quarter of the big one, at the stool's foot, facing it.
    const mouse = cast('mouse', rng.fork('mouse'), p);
    const ms = (36 * k) / measure(mouse).height;
    const mouseX = stoolX + sw * 0.5 + 26 * k;
    const where = { x: mouseX, y: 0, facing: -1 as const, scale: ms };
    const mm = measure(mouse);
    const small = pose(
      mouse,
      'mischief',
      {
        legs: 'stride',
        lean: -6,
        front: { angle: 150, bend: 25, hand: 'open' },
        back: { angle: 130, bend: 30, hand: 'open' },
        turn: 0.6,
        headTilt: -22,
        gaze: [0.8, -1],
      },
      ctx.ink,
    );
    const b: Actor = { fig: small, ...where };
    // Its "boo": three short strokes fanning up from its mouth towards the big one.
    const mouth: Point = [mouseX - mm.headR * ms * 1.4, mm.head[1] * ms];
    const shout = [-1, 0, 1]
      .map((i) => {
        const ang = (-150 + i * 18) * (Math.PI / 180);
        const r0 = 5 * k;
        const r1 = 12 * k;
        return `M${n(mouth[0] + Math.cos(ang) * r0)} ${n(mouth[1] + Math.sin(ang) * r0)}L${n(mouth[0] + Math.cos(ang) * r1)} ${n(mouth[1] + Math.sin(ang) * r1)}`;
      })
      .join('');
    const wood = mix(p.wood, '#b07a48', 0.4);
    const nodes: Node[] = [
      ...stool(stoolX, top, sw, wood),
      actorNodes(a),
      shiver(stoolX, top - 38 * k, 30 * k, 22 * k, mix(p.ink, p.sky[1], 0.3)),
      actorNodes(b),
      stroke(shout, p.ink, 1.8 * k, 'detail', 0),
    ];
    const headTop = top + (m.headTop - 6) * s;
    const box: [number, number, number, number] = [
      stoolX - sw * 0.5 - 22 * k,
      headTop,
      mouseX + 16 * k,
      4,
    ];
    const focus: Point = [stoolX + 10 * k, top + m.head[1] * s];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [
        [stoolX * facing, sw],
        [mouseX * facing, 10 * k],
      ],
      glows: [],
    });
  },
};
