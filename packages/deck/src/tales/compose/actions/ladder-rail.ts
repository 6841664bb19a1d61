/**
 * The library after closing time: out of the library's tall lit window runs the brass rail its
 * rolling ladder rides on, on and out over the town's roofs, and the librarian rides the ladder
 * along it into the night, one hand on a side rail, a lantern held out ahead, a bag of books
 * swinging from a rung, the ladder's feet trailing behind with the speed. An errand, an escape, a
 * book that must reach someone tonight?
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const BRASS = '#c9a447';

/**
 * The library's corner at the left: a stone wall from x0 to x1 rising off the card, its tall
 * arched window lit, rows of book spines on shelves inside.
 */
function library(p: Palette, rng: Rng, x0: number, x1: number, sill: number, k: number): Node[] {
  const stone = mix(p.wall, '#8a7f74', 0.5);
  const wx0 = x0 + (x1 - x0) * 0.22;
  const wx1 = x1 - (x1 - x0) * 0.14;
  const ww = wx1 - wx0;
  const top = sill - 96 * k;
  const inside = mix(p.light, '#f2c46a', 0.5);
  const arch = `M${n(wx0)} ${n(sill)}V${n(top + ww / 2)}A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx1)} ${n(top + ww / 2)}V${n(sill)}Z`;
  const shelves: Node[] = [];
  const colors = ['#8a3b32', '#2f5f7a', '#4f7a3a', '#b07a2a', '#6a3f6a'];
  for (let row = 0; row < 4; row++) {
    const base = sill - 6 * k - row * 22 * k;
    let x = wx0 + 2 * k;
    while (x < wx1 - 4 * k) {
      const w = rng.range(3.5, 6) * k;
      const h = rng.range(12, 17) * k;
      shelves.push(
        fill(rect(x, base - h, w - 0.8 * k, h), mix(rng.pick(colors), inside, 0.25), 'paper', 0),
      );
      x += w;
    }
    shelves.push(fill(rect(wx0, base, ww, 2 * k), darker(p.wood, 0.1), 'wood', 0));
  }
  const blocks: string[] = [];
  for (let y = sill + 8 * k; y > sill - 200 * k; y -= 14 * k)
    blocks.push(`M${n(x0)} ${n(y)}H${n(x1)}`);
  return [
    fill(rect(x0, sill - 260 * k, x1 - x0, 400 * k), stone, 'stone'),
    stroke(blocks.join(''), darker(stone, 0.2), 1 * k, 'stone', 0),
    fill(arch, inside, 'glow'),
    ...shelves,
    stroke(arch, darker(stone, 0.35), 3 * k, 'stone'),
    fill(rect(wx0 - 4 * k, sill, ww + 8 * k, 4 * k), lighter(stone, 0.2), 'stone'),
  ];
}

/**
 * The rail leaves the window at its middle height and runs to the right, falling a little; the
 * ladder hangs from it by two wheels, tilted back (its feet trailing), the character on a rung
 * two thirds down, facing along the rail.
 */
export const ladderRail: Action = {
  id: 'ladder-rail',
  objects: ['ladder'],
  who: ['old-woman', 'woman', 'man', 'old-man', 'owl', 'fox', 'cat', 'bear', 'mouse', 'rabbit'],
  feelings: ['mischief', 'resolve', 'surprise', 'fear'],
  settings: ['rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['moon', 'glow'],
  family: (o) => `ladder-rail:${o}`,
  concepts: [
    'library',
    'librarian',
    'night ride',
    'delivery',
    'escape',
    'speed',
    'rooftops',
    'books',
    'adventure',
  ],
  say: sayFrom(
    {
      ladder: {
        en: 'rides the library ladder along its rail out of the window and over the rooftops',
        ja: '図書館の移動はしごに乗って、窓から伸びるレールを伝い、屋根の上へ走り出していく',
        ru: 'мчится на библиотечной лестнице по её рельсу из окна над крышами',
        pt: 'desliza na escada da biblioteca pelo trilho que sai da janela por cima dos telhados',
        fi: 'liukuu kirjaston tikkailla pitkin kiskoa, joka jatkuu ikkunasta kattojen ylle',
      },
    },
    'ladder',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The library's corner and the rail out of its window.
    const lx0 = -140 * k;
    const lx1 = -66 * k;
    const sill = -78 * k;
    const railAt = (x: number): number => -140 * k + (x - lx1) * 0.08;
    const wheelX = 22 * k;
    const hook: Point = [wheelX, railAt(wheelX)];
    // The ladder hangs from the rail, tilted back with the speed: its feet trail to the left.
    const len = 112 * k;
    const tilt = (14 * Math.PI) / 180;
    const foot: Point = [hook[0] - Math.sin(tilt) * len, hook[1] + Math.cos(tilt) * len];
    const wood = mix(p.wood, '#8a5a34', 0.3);
    const lw = 18 * k;
    const along = (t: number): Point => [
      hook[0] + (foot[0] - hook[0]) * t,
      hook[1] + (foot[1] - hook[1]) * t,
    ];
    const rungs: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const c = along(i / 9);
      rungs.push(`M${n(c[0] - lw / 2)} ${n(c[1])}H${n(c[0] + lw / 2)}`);
    }
    const ladderNodes: Node[] = [
      stroke(rungs.join(''), darker(wood, 0.1), 2.4 * k, 'wood'),
      stroke(
        `M${n(hook[0] - lw / 2)} ${n(hook[1])}L${n(foot[0] - lw / 2)} ${n(foot[1])}M${n(hook[0] + lw / 2)} ${n(hook[1])}L${n(foot[0] + lw / 2)} ${n(foot[1])}`,
        wood,
        3.4 * k,
        'wood',
      ),
    ];
    // The two brass wheels on the rail over the ladder's top.
    const wheels: Node[] = [-lw / 2, lw / 2].flatMap((dx) => [
      stroke(
        `M${n(hook[0] + dx)} ${n(hook[1])}L${n(hook[0] + dx)} ${n(railAt(hook[0] + dx) - 2 * k)}`,
        darker(BRASS, 0.2),
        1.6 * k,
        'metal',
      ),
      fill(circle(hook[0] + dx, railAt(hook[0] + dx) - 3 * k, 3.2 * k), BRASS, 'metal'),
      fill(
        circle(hook[0] + dx, railAt(hook[0] + dx) - 3 * k, 1 * k),
        darker(BRASS, 0.4),
        'detail',
        0,
      ),
    ]);
    // The rail: from inside the window (the story's part, so the shot keeps the window in) on
    // out past the card's edge (the setting's part).
    const railStart = lx1 - 26 * k;
    const railMid = hook[0] + 40 * k;
    const railEnd = 260 * k;
    const railLine = (x0: number, x1: number): Node =>
      stroke(`M${n(x0)} ${n(railAt(x0))}L${n(x1)} ${n(railAt(x1))}`, BRASS, 2.6 * k, 'metal');
    const rail = railLine(railMid - 1 * k, railEnd);
    const railNear = railLine(railStart, railMid);
    // The character on a rung two thirds down, the back hand on the side rail over its head, the
    // front arm out ahead with the lantern, leaning into the ride.
    const standT = 0.86;
    const stand = along(standT);
    const scared = ctx.feeling === 'fear';
    const grip = along(standT - (m.height * s * 0.78) / len);
    const toFig = (q: Point): Point => [(q[0] - stand[0]) / s, (q[1] - stand[1]) / s];
    const ahead: Point = [stand[0] + 42 * k, stand[1] - 62 * k];
    const fig = posed(ctx, {
      legs: [
        [8, 6],
        [-22, 30],
      ],
      lean: scared ? -8 : 10,
      back: { reach: toFig([grip[0] + lw / 2, grip[1]]), hand: 'fist' },
      front: { reach: toFig(ahead), hand: 'fist' },
      turn: 0.55,
      headTilt: scared ? 8 : -6,
      gaze: scared ? [0.4, 0.9] : [0.9, -0.2],
    });
    const rider: Actor = { fig, x: stand[0], y: stand[1], facing: 1, scale: s };
    const hand = actorPoint(rider, fig.skeleton.hands.front);
    const head = actorPoint(rider, fig.skeleton.headCentre);
    const colors = colorsFor(p, rng);
    const lantern = placed(P.lantern(colors), [hand[0], hand[1] + 1 * k], k * 0.55);
    // A bag of books hanging from a rung by its strap, swinging back.
    const bagTop = along(0.5);
    const bag: Node[] = [
      stroke(
        `M${n(bagTop[0] - lw / 2)} ${n(bagTop[1])}L${n(bagTop[0] - lw / 2 - 8 * k)} ${n(bagTop[1] + 12 * k)}`,
        '#5a3a2a',
        1.2 * k,
        'cloth',
      ),
      fill(
        rect(bagTop[0] - lw / 2 - 17 * k, bagTop[1] + 11 * k, 16 * k, 13 * k, 2 * k),
        mix(p.accent, '#6a3a2a', 0.3),
        'cloth',
      ),
      ...[0, 1, 2].map((i) =>
        fill(
          rect(
            bagTop[0] - lw / 2 - 15.5 * k + i * 4.6 * k,
            bagTop[1] + 5 * k + i * 1.2 * k,
            3.8 * k,
            7 * k,
          ),
          ['#2f5f7a', '#8a3b32', '#4f7a3a'][i] ?? '#2f5f7a',
          'paper',
        ),
      ),
    ];
    // Speed: a few streaks behind the ladder's feet and bag.
    const streaks = stroke(
      [0, 1, 2]
        .map((i) => {
          const y = foot[1] - 22 * k - i * 16 * k;
          const x = foot[0] - 8 * k - i * 4 * k;
          return `M${n(x)} ${n(y)}H${n(x - 26 * k + i * 6 * k)}`;
        })
        .join(''),
      lighter(p.light, 0.3),
      1.4 * k,
      'detail',
      0,
    );
    const wall = [...library(p, rng.fork('library'), lx0, lx1, sill, k), rail];
    const nodes: Node[] = [
      railNear,
      streaks,
      ...bag,
      ...ladderNodes,
      ...wheels,
      actorNodes(rider),
      lantern,
    ];
    const faults: string[] = [];
    // The ladder must not touch the roof: riding, not standing.
    if (foot[1] > -10 * k) faults.push('ladder-rail: the ladder on the roof');
    const box: [number, number, number, number] = [
      railStart - 4 * k,
      Math.min(railAt(lx1) - 10 * k, head[1] - 20 * k),
      Math.max(hand[0] + 14 * k, hook[0] + 20 * k),
      6 * k,
    ];
    return staged(facingBox(box, facing), mx([(hook[0] + foot[0]) / 2, head[1] + 10 * k], facing), {
      wall: mirror(wall, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
      light: { at: mx([hand[0], hand[1] + 6 * k], facing), kind: 'lantern', reach: 70 * k },
      glows: [{ at: mx([hand[0], hand[1] + 6 * k], facing), r: 30 * k, color: '#ffd98a' }],
      faults,
    });
  },
};
