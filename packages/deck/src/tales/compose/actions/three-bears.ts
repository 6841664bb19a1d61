/**
 * Goldilocks, caught: at the bears' kitchen table a character eats porridge from the littlest of
 * three steaming bowls, the littlest chair broken on the floor beside it, while at the window
 * behind three bears look in, big, middle-sized and little: the big one cross, the middle one
 * astonished, the little one in tears. A trespass, a theft, caught in the act, someone else's
 * home.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { chair } from '../../kit/things.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, cast, pose, whos, type Actor } from '../cast.ts';
import { placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';

/** The table's top and ends, and the window over it (a grown-up's scene, the eater at x = 0). */
const tableY = -36;
const tableX0 = 14;
const tableX1 = 92;
const win = { x0: 28, x1: 116, y0: -134, y1: -66 } as const;

/** The three bears at the window: where each head is, its size and its feeling. */
const bears: readonly (readonly [x: number, headY: number, size: number, feeling: Feeling])[] = [
  [46, -104, 1.05, 'resolve'],
  [76, -98, 0.9, 'surprise'],
  [101, -90, 0.62, 'grief'],
];

/** A bowl of porridge seen side-on at (x, tableY), `r` across, steam curling up. */
function bowl(x: number, r: number, glaze: Color, steam: Color): Node[] {
  const y = tableY;
  return [
    fill(
      `M${n(x - r)} ${n(y - r * 0.62)}Q${n(x - r * 0.9)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + r * 0.9)} ${n(y)} ${n(x + r)} ${n(y - r * 0.62)}Z`,
      glaze,
      'glass',
    ),
    fill(ellipse(x, y - r * 0.62, r, r * 0.22), '#efe0b8', 'cloth'),
    stroke(
      `M${n(x - r * 0.3)} ${n(y - r * 0.9)}q-2 -4 0 -8t0 -8M${n(x + r * 0.3)} ${n(y - r * 0.9)}q-2 -4 0 -8t0 -8`,
      steam,
      1,
      'detail',
      0,
    ),
  ];
}

/**
 * Eating porridge from the littlest of three bowls while three bears look in at the window: the
 * eater on a big chair at the end of the table, spoon at its mouth, the little chair broken on the
 * floor behind it; the table with its three bowls, big to little; behind, the window with the
 * three bears' heads and shoulders in it, framed by the window (their bodies below the sill).
 */
export const threeBears: Action = {
  id: 'three-bears',
  objects: ['porridge'],
  // A bear at the table is one of the family; an owl has no hand for the spoon.
  who: whos.filter((w) => w !== 'bear' && w !== 'owl' && w !== 'mouse'),
  feelings: ['mischief', 'surprise', 'fear', 'longing'],
  settings: ['kitchen'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // A silhouette blacks out the window: the three bears are the story.
  notLooks: ['silhouette'],
  lights: ['window', 'lamp', 'candle'],
  family: () => 'three-bears',
  concepts: [
    'Goldilocks',
    'the three bears',
    'trespassing',
    'discovery',
    "someone else's home",
    'a theft',
    'family',
    'big middle and little',
    'fairy tale',
    'breakfast',
  ],
  say: sayFrom(
    {
      porridge: {
        en: 'eats porridge from the littlest of three bowls while three bears look in at the window',
        ja: '三つのお椀のいちばん小さいのからおかゆを食べていて、窓から三びきのくまがのぞいている',
        ru: 'ест кашу из самой маленькой из трёх мисок, а в окно заглядывают три медведя',
        pt: 'come papas da mais pequena de três tigelas enquanto três ursos espreitam pela janela',
        fi: 'syö puuroa pienimmästä kolmesta kulhosta, ja ikkunasta kurkistaa kolme karhua',
      },
    },
    'porridge',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const g = grownUp(m, s, facing);
    const { rs } = g;
    const wood = mix(p.wood, '#9a6a40', 0.25);
    // The eater at the table's near end, spoon at its mouth.
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    // Where the head is once seated and leaning, then the spoon at the mouth.
    const head = posed(ctx, { legs: 'sit', lean: scared ? -4 : 6 }).skeleton.headCentre;
    const mouth: Point = [head[0] + m.headR * 0.75, head[1] + m.headR * 0.45];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: scared ? -4 : 6,
      front: { reach: [mouth[0] + 3, mouth[1] + 2], hand: 'fist' },
      back: { reach: [(tableX0 + 3) / rs, (tableY - 2) / rs], hand: 'open' },
      turn: scared ? 0.25 : 0.6,
      headTilt: scared ? -4 : 6,
      gaze: scared ? [0.6, -0.6] : [0.6, 0.4],
    });
    const hip = fig.skeleton.hip;
    const eater: Actor = {
      fig,
      x: 0,
      facing: 1,
      scale: rs,
      held: [
        // The spoon, bowl up at the lips.
        stroke(
          `M${n(fig.skeleton.hands.front[0] + 2)} ${n(fig.skeleton.hands.front[1] + 6)}L${n(mouth[0] + 1)} ${n(mouth[1] - 1)}`,
          '#c9ccd2',
          1.4,
          'metal',
        ),
        fill(ellipse(mouth[0] + 1, mouth[1] - 1, 2.4, 1.4), '#c9ccd2', 'metal'),
      ],
      under: [placed(chair(wood, -hip[1] - 2 / rs), [hip[0] - 2, 0], 1)],
    };
    // The little chair in pieces behind the eater.
    const broken: Node[] = [
      stroke('M-40 0l10 -3M-36 -1l3 -12M-28 0l-8 -9', darker(wood, 0.1), 2, 'wood'),
      fill(rect(-38, -6, 14, 3, 1), wood, 'wood'),
    ];
    // The table, its cloth, and the three bowls, big to little, the littlest at the eater.
    const cloth = rng.pick(['#e8d8c0', lighter(p.accent, 0.45), '#f2efe8']);
    const table: Node[] = [
      stroke(
        `M${n(tableX0 + 6)} 0V${n(tableY)}M${n(tableX1 - 6)} 0V${n(tableY)}`,
        darker(wood, 0.2),
        3,
        'wood',
      ),
      fill(rect(tableX0, tableY - 1, tableX1 - tableX0, 5, 1), wood, 'wood'),
      fill(
        `M${n(tableX0 - 2)} ${n(tableY - 1)}H${n(tableX1 + 2)}V${n(tableY + 10)}Q${n((tableX0 + tableX1) / 2)} ${n(tableY + 14)} ${n(tableX0 - 2)} ${n(tableY + 10)}Z`,
        cloth,
        'cloth',
      ),
    ];
    const glaze = rng.pick(['#4a7ad8', '#d8623c', '#3a9a5a', '#e8d8c0']);
    const steam = lighter(p.light, 0.5);
    const bowls: Node[] = [
      ...bowl(tableX1 - 16, 13, glaze, steam),
      ...bowl((tableX0 + tableX1) / 2 + 4, 10, glaze, steam),
      ...bowl(tableX0 + 10, 6.5, glaze, steam),
    ];
    // The window in the wall: the yard beyond, the bears in it (clipped at the frame), the frame.
    const opening = rect(win.x0, win.y0, win.x1 - win.x0, win.y1 - win.y0);
    const outside = mix(p.sky[1], '#cfe0e8', 0.3);
    const bearNodes: Node[] = bears.map(([x, headY, size, feeling], i) => {
      const c = cast('bear', rng.fork(`bear${String(i)}`), p);
      const f = pose(
        c,
        feeling,
        {
          legs: 'stand',
          front: { angle: 30, bend: 60 },
          back: { angle: 20, bend: 40 },
          turn: -0.35,
          headTilt: feeling === 'grief' ? 10 : 0,
          gaze: [-0.7, 0.4],
        },
        ctx.ink,
      );
      const sc = c.scale * size;
      // Placed by the head (facing −x, the head is at x − its own x).
      const hc = f.skeleton.headCentre;
      return actorNodes({
        fig: f,
        x: x + hc[0] * sc,
        y: headY - hc[1] * sc,
        facing: -1,
        scale: sc,
      });
    });
    // A window, not a screen: a pale frame, the yard's grass and a bush beyond, curtains tied
    // back at both sides, a sill with a pot of flowers.
    const frameColor = mix('#efe6d6', wood, 0.25);
    const yard = mix('#6f9a4a', p.ground, 0.4);
    const curtain = rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]);
    const cw = 13;
    const windowNodes: Node[] = [
      fill(opening, outside, 'sky'),
      fill(rect(win.x0, win.y1 - 16, win.x1 - win.x0, 16), yard, 'plant', 0),
      fill(ellipse(win.x0 + 14, win.y1 - 16, 16, 10), darker(yard, 0.15), 'plant', 0),
      // Big to little, each in front of the one before: the little one is never hidden.
      group(bearNodes, undefined, opening),
      stroke(opening, frameColor, 3, 'wood'),
      fill(
        `M${n(win.x0)} ${n(win.y0)}H${n(win.x0 + cw)}Q${n(win.x0 + cw * 0.3)} ${n((win.y0 + win.y1) / 2)} ${n(win.x0 + 3)} ${n(win.y1)}H${n(win.x0)}Z`,
        curtain,
        'cloth',
      ),
      fill(
        `M${n(win.x1)} ${n(win.y0)}H${n(win.x1 - cw)}Q${n(win.x1 - cw * 0.3)} ${n((win.y0 + win.y1) / 2)} ${n(win.x1 - 3)} ${n(win.y1)}H${n(win.x1)}Z`,
        curtain,
        'cloth',
      ),
      fill(rect(win.x0 - 6, win.y1, win.x1 - win.x0 + 12, 5, 1), frameColor, 'wood'),
      fill(`M${n(win.x1 - 18)} ${n(win.y1)}l-2 -8h10l-2 8Z`, '#b8603a', 'detail'),
      fill(
        `${ellipse(win.x1 - 17, win.y1 - 11, 3, 3)}${ellipse(win.x1 - 12, win.y1 - 12, 3, 3)}`,
        lighter(p.accent, 0.2),
        'plant',
      ),
    ];
    const nodes: Node[] = [
      ...windowNodes,
      ...broken,
      ...table.slice(0, 1),
      actorNodes(eater),
      ...table.slice(1),
      ...bowls,
    ];
    const drawn = nodeBox(group(nodes), identity) ?? [-40, -135, 100, 0];
    const focus = g.at([(win.x0 + win.x1) / 2, (win.y0 + win.y1) / 2]);
    return staged(g.box(drawn, 4), focus, {
      actors: g.sized(nodes),
      contacts: [
        [g.at([(tableX0 + tableX1) / 2, 0])[0], (tableX1 - tableX0) * 0.6 * g.k],
        [g.at([0, 0])[0], 26 * g.k],
      ],
      glows: [],
    });
  },
};
