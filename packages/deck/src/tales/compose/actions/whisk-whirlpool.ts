/**
 * Whisking the sea: kneeling at a mixing bowl as big as a tub, the character beats it with a
 * whisk, and what is in the bowl is the sea turned into a whirlpool, a little sailing boat caught
 * circling on it, spray leaping over the rim.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A spiral squashed into the bowl's opening (centre c, radii rx, ry), `turns` times round from
 * the rim inwards, starting at angle `a0`.
 */
function spiral(c: Point, rx: number, ry: number, turns: number, a0: number): string {
  const steps = 90;
  const out: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = a0 + t * turns * Math.PI * 2;
    const f = 0.92 * (1 - t * 0.9);
    const x = c[0] + Math.cos(a) * rx * f;
    const y = c[1] + Math.sin(a) * ry * f;
    out.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
  }
  return out.join('');
}

/** The bowl: its body below the rim (c, rx, ry), a foot, the glaze's band and its shine. */
function bowl(p: Palette, c: Point, rx: number, ry: number, depth: number): Node[] {
  const glaze = mix(p.accent, '#e8e2d6', 0.55);
  const body = `M${n(c[0] - rx)} ${n(c[1])}C${n(c[0] - rx)} ${n(c[1] + depth * 0.8)} ${n(c[0] - rx * 0.5)} ${n(c[1] + depth)} ${n(c[0])} ${n(c[1] + depth)}C${n(c[0] + rx * 0.5)} ${n(c[1] + depth)} ${n(c[0] + rx)} ${n(c[1] + depth * 0.8)} ${n(c[0] + rx)} ${n(c[1])}Z`;
  return [
    fill(oval(c[0], c[1] + depth, rx * 0.42, ry * 0.35), darker(glaze, 0.25), 'stone'),
    fill(body, glaze, 'stone'),
    stroke(
      `M${n(c[0] - rx * 0.96)} ${n(c[1] + depth * 0.22)}Q${n(c[0])} ${n(c[1] + depth * 0.5)} ${n(c[0] + rx * 0.96)} ${n(c[1] + depth * 0.22)}`,
      mix(p.accent, '#3a6aa0', 0.4),
      depth * 0.07,
      'detail',
      0,
    ),
    stroke(
      `M${n(c[0] - rx * 0.7)} ${n(c[1] + depth * 0.45)}Q${n(c[0] - rx * 0.55)} ${n(c[1] + depth * 0.75)} ${n(c[0] - rx * 0.25)} ${n(c[1] + depth * 0.85)}`,
      lighter(glaze, 0.55),
      depth * 0.06,
      'detail',
      0,
    ),
  ];
}

/** The whisk: a handle from the hand down to a balloon of wire loops dipping into the pool. */
function whisk(hand: Point, tip: Point, k: number): Node[] {
  const dx = tip[0] - hand[0];
  const dy = tip[1] - hand[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const neck: Point = [hand[0] + ux * len * 0.42, hand[1] + uy * len * 0.42];
  const loops = [-1, 0, 1]
    .map((i) => {
      const w = (i === 0 ? 2.2 : 5.5) * k;
      const side: Point = [
        -uy * w * (i === 0 ? 1 : Math.sign(i)),
        ux * w * (i === 0 ? 1 : Math.sign(i)),
      ];
      const mid: Point = [(neck[0] + tip[0]) / 2 + side[0], (neck[1] + tip[1]) / 2 + side[1]];
      const back: Point = [
        (neck[0] + tip[0]) / 2 - side[0] * 0.4,
        (neck[1] + tip[1]) / 2 - side[1] * 0.4,
      ];
      return `M${n(neck[0])} ${n(neck[1])}Q${n(mid[0] * 2 - (neck[0] + tip[0]) / 2)} ${n(mid[1] * 2 - (neck[1] + tip[1]) / 2)} ${n(tip[0])} ${n(tip[1])}Q${n(back[0])} ${n(back[1])} ${n(neck[0])} ${n(neck[1])}`;
    })
    .join('');
  return [
    stroke(
      `M${n(hand[0] - ux * 4 * k)} ${n(hand[1] - uy * 4 * k)}L${n(neck[0])} ${n(neck[1])}`,
      '#8a5a3a',
      2.6 * k,
      'wood',
    ),
    stroke(loops, '#c8ccd4', 0.9 * k, 'metal', 0),
  ];
}

/**
 * Whisking the sea into a whirlpool: kneeling behind a huge mixing bowl on the floor, one hand
 * steadying its rim, the other beating with a whisk at the middle of the swirl; a paper-white
 * sailing boat circles on the current near the rim and spray jumps out.
 */
export const whiskWhirlpool: Action = {
  id: 'whisk-whirlpool',
  objects: ['sea'],
  feelings: ['mischief', 'resolve', 'surprise', 'fear', 'wonder', 'joy'],
  settings: ['kitchen', 'attic'],
  framings: ['medium', 'high'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle'],
  family: () => 'whisk-whirlpool',
  concepts: ['whisking', 'baking', 'whirlpool', 'maelstrom', 'shipwreck', 'kitchen mess', 'chaos'],
  say: sayFrom(
    {
      sea: {
        en: 'whisks the sea in a mixing bowl into a whirlpool, and a little boat is caught circling in it',
        ja: 'ボウルに入った海を泡立て器でかきまぜて渦にすると、小さな船がぐるぐる回りだした',
        ru: 'взбивает венчиком море в миске, и в его водовороте кружит крошечный кораблик',
        pt: 'bate o mar numa tigela até virar um redemoinho, e um barquinho fica a rodar nele',
        fi: 'vatkaa merta kulhossa pyörteeksi, ja pieni vene kiertää kehää sen virrassa',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    // The bowl on the floor ahead, its rim at the kneeling figure's chest.
    const rx = H * 0.36;
    const ry = H * 0.14;
    const depth = H * 0.28;
    // On a low stand, so the cook whisks standing, the rim at the waist.
    const standH = H * 0.26;
    const c: Point = [H * 0.52, -depth - standH];
    const whirl: Point = [c[0] + rx * 0.05, c[1] + ry * 0.05];
    const hand: Point = [c[0] - rx * 0.3, c[1] - H * 0.22];
    const fig = posed(ctx, {
      legs: scared ? 'stand' : 'walk',
      lean: scared ? -6 : 10,
      front: { reach: [hand[0] / s, hand[1] / s], hand: 'fist' },
      back: { reach: [(c[0] - rx * 0.92) / s, (c[1] + 1 * k) / s], hand: 'mitt' },
      backArmOver: true,
      turn: 0.5,
      headTilt: scared ? -6 : 16,
      gaze: [0.8, 0.8],
    });
    const grip: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const sea = mix(p.water, '#2d6f9c', 0.45);
    const boatAt: Point = [c[0] + rx * 0.52, c[1] + ry * 0.42];
    const spray = [
      [-0.6, -0.9, 1.6],
      [-0.2, -1.4, 1.2],
      [0.35, -1.1, 1.5],
      [0.75, -0.8, 1.2],
      [0.95, -1.5, 1],
    ]
      .map(([x, y, r]) => circle(c[0] + (x ?? 0) * rx, c[1] + (y ?? 0) * ry, (r ?? 1) * k))
      .join('');
    const pool: Node[] = [
      fill(oval(c[0], c[1], rx, ry), darker(sea, 0.05), 'water'),
      group(
        [
          fill(oval(whirl[0], whirl[1], rx * 0.3, ry * 0.3), darker(sea, 0.35), 'water', 0),
          fill(oval(whirl[0], whirl[1], rx * 0.12, ry * 0.12), darker(sea, 0.55), 'water', 0),
          stroke(spiral(whirl, rx, ry, 2.3, 0.3), lighter(sea, 0.55), 1.3 * k, 'detail', 0),
          stroke(spiral(whirl, rx, ry, 2.1, 3.4), lighter(sea, 0.3), 1 * k, 'detail', 0),
        ],
        undefined,
        oval(c[0], c[1], rx, ry),
      ),
      stroke(
        oval(c[0], c[1], rx, ry),
        lighter(mix(p.accent, '#e8e2d6', 0.55), 0.3),
        1.6 * k,
        'stone',
      ),
      placed(P.paperBoat(mix(p.accent, '#e0573a', 0.6)), boatAt, 0.85 * k, -14),
      fill(spray, lighter(sea, 0.7), 'water', 0),
    ];
    const wood = mix(p.wood, '#8a5a3a', 0.3);
    // A sturdy wooden crate for the bowl to stand on, its boards and a dark slot of a handle.
    const crateW = rx * 1.1;
    const stand: Node[] = [
      fill(rect(c[0] - crateW / 2, -standH, crateW, standH), wood, 'wood'),
      stroke(
        `M${n(c[0] - crateW / 2)} ${n(-standH * 0.5)}H${n(c[0] + crateW / 2)}`,
        darker(wood, 0.3),
        1.2 * k,
        'detail',
        0,
      ),
      fill(
        rect(c[0] - crateW * 0.12, -standH * 0.8, crateW * 0.24, standH * 0.14, 2 * k),
        darker(wood, 0.45),
        'detail',
        0,
      ),
    ];
    const nodes: Node[] = [
      ...stand,
      ...bowl(p, c, rx, ry, depth),
      ...pool,
      actorNodes(actor),
      ...whisk(grip, whirl, k),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR - 6) * s;
    const top = Math.min(headTop, c[1] - ry * 1.6 - 4 * k);
    const box: [number, number, number, number] = [-H * 0.22, top, c[0] + rx + 8 * k, 4];
    return staged(facingBox(box, facing), mx(whirl, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [c[0] * facing, rx * 1.1],
      ],
      glows: [],
      closeBox: facingBox([-H * 0.1, top, c[0] + rx + 4 * k, 4], facing),
    });
  },
};
