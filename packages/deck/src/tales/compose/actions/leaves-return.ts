/**
 * Autumn undone behind one's back: a character sweeps the fallen leaves into a heap, head down,
 * while behind it the leaves rise from the heap in a long arc over its head and settle back on
 * the bare branches of the tree they fell from. A chore that the world quietly takes back.
 */
import { at, n, type Point } from '../../geom.ts';
import { group, stroke, fill, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, whos } from '../cast.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';
import { broomLine, sweeping } from './broom-line.ts';

const autumn = ['#d8452e', '#e0782e', '#e8b23a', '#c9302e', '#b8562a'] as const;

/** A point on the quadratic curve a → c → b at t. */
function along(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
}

/**
 * The tree behind the sweeper, the sweeper facing away from it with its broom at a heap; the
 * leaves lift off the heap's far side, arch over the sweeper's head and land on the branches
 * nearest it, where the crown is already half leafed again.
 */
export const leavesReturn: Action = {
  id: 'leaves-return',
  objects: ['leaves'],
  // A mouse with a broom under a tree is lost at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['calm', 'resolve', 'grief', 'sleep'],
  // Open ground round a lone tree.
  settings: ['meadow', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Leaves flying back onto their tree are the dream; a twist beside it would crowd the arc.
  untwisted: true,
  // Autumn's colours are the leaves' story: grey on black they read as a tangle of paper.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'leaves-return',
  concepts: [
    'autumn',
    'sweeping',
    'futility',
    'seasons',
    'time running backwards',
    'patience',
    'chores',
    'nature',
    'unnoticed',
    'tree',
  ],
  say: sayFrom(
    {
      leaves: {
        en: 'sweeps up the fallen leaves without noticing that they fly back up onto the tree behind',
        ja: '落ち葉を掃き集めているが、その葉が後ろの木へ舞い戻っていくのに気づいていない',
        ru: 'сметает опавшие листья и не замечает, что они за спиной взлетают обратно на дерево',
        pt: 'varre as folhas caídas sem reparar que elas voam de volta para a árvore atrás de si',
        fi: 'lakaisee pudonneita lehtiä huomaamatta, että ne lentävät takaisin puuhun sen selän takana',
      },
    },
    'leaves',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The tree behind (towards -x), the sweeper facing +x, away from it.
    const tx = -30 * k;
    const crown: Point = [tx + 8 * k, -150 * k];
    const cr = 48 * k;
    const wood = mix('#5e4230', p.wood, 0.3);
    const behind: Node[] = [
      fill(
        `M${n(tx - 9 * k)} 0Q${n(tx - 4 * k)} ${n(-50 * k)} ${n(tx - 4 * k)} ${n(crown[1] + 44 * k)}H${n(tx + 5 * k)}Q${n(tx + 4 * k)} ${n(-50 * k)} ${n(tx + 10 * k)} 0Z`,
        wood,
        'wood',
      ),
    ];
    // Bare branches fanning out of the trunk's top, each forking once.
    const base: Point = [tx, crown[1] + 46 * k];
    const twigs: string[] = [];
    const tips: Point[] = [];
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + (i - 3) * 0.3 + 0.12 + rng.range(-0.06, 0.06);
      const len = cr * rng.range(0.85, 1.15);
      const bend = rng.range(-0.25, 0.25);
      const mid: Point = [
        base[0] + Math.cos(a + bend) * len * 0.5,
        base[1] + Math.sin(a + bend) * len * 0.5,
      ];
      const end: Point = [base[0] + Math.cos(a) * len, base[1] + Math.sin(a) * len];
      twigs.push(
        `M${n(base[0])} ${n(base[1])}Q${n(mid[0])} ${n(mid[1])} ${n(end[0])} ${n(end[1])}`,
      );
      const b = a + (i < 3 ? -0.55 : 0.55) * rng.range(0.7, 1.2);
      const fork: Point = [
        mid[0] + Math.cos(b) * len * rng.range(0.3, 0.45),
        mid[1] + Math.sin(b) * len * rng.range(0.3, 0.45),
      ];
      twigs.push(`M${n(mid[0])} ${n(mid[1])}L${n(fork[0])} ${n(fork[1])}`);
      tips.push(end, fork);
    }
    behind.push(stroke(twigs.join(''), wood, 3.2 * k, 'wood'));
    // Leaves back on the branches on the side the stream arrives (towards +x); a few left on the
    // far side.
    const leaves: Node[] = [];
    for (const tip of tips) {
      const near = tip[0] > base[0] - 4 * k;
      const count = near ? 4 : rng.chance(0.3) ? 1 : 0;
      for (let j = 0; j < count; j++) {
        const q: Point = [tip[0] + rng.range(-7, 7) * k, tip[1] + rng.range(-6, 6) * k];
        leaves.push(placed(T.leaf(rng.pick(autumn), 0.9), q, k, rng.range(-80, 80)));
      }
    }
    // The sweeper: bent over the broom, head down, not looking back.
    const ax = 14 * k;
    const { fig, hf, hb } = sweeping(
      ctx,
      m,
      s,
      ctx.feeling === 'grief' || ctx.feeling === 'sleep' ? 22 : 14,
    );
    // The broom from the upper hand through the lower one to the ground, ahead of the sweeper.
    const { foot, len, ang } = broomLine(hb, hf);
    const broom = group(
      [
        stroke(`M0 0L0 ${n(len - 14 * k)}`, darker(p.wood, 0.1), 2.2 * k, 'wood'),
        fill(
          `M${n(-3 * k)} ${n(len - 16 * k)}L${n(3 * k)} ${n(len - 16 * k)}L${n(9 * k)} ${n(len + 2 * k)}L${n(-9 * k)} ${n(len + 2 * k)}Z`,
          '#c9a25a',
          'detail',
        ),
      ],
      at(ax + hb[0], hb[1], 1, ang),
    );
    // The heap ahead of the broom.
    const hx = ax + foot[0] + 16 * k;
    const heap: Node[] = [fill(oval(hx, -2 * k, 15 * k, 5 * k), darker(autumn[4], 0.15), 'plant')];
    for (let i = 0; i < 16; i++) {
      const q: Point = [hx + rng.range(-13, 13) * k, -rng.range(0, 8) * k];
      heap.push(placed(T.leaf(rng.pick(autumn), 0.7), q, k, rng.range(-60, 60)));
    }
    // The stream: a swirling ribbon lifting off the heap, rising ahead of the sweeper and curling
    // back over its head into the near branches.
    const from: Point = [hx + 2 * k, -10 * k];
    const to: Point = [base[0] + cr * 0.5, base[1] - cr * 0.75];
    const headTop = (m.headTop - 4) * s;
    const ctl: Point = [hx + 16 * k, headTop - 40 * k];
    const stream: Node[] = [];
    const curls: string[] = [];
    const at0 = (tt: number): Point => {
      const q = along(from, ctl, to, tt);
      const d = along(from, ctl, to, Math.min(1, tt + 0.01));
      const l = Math.hypot(d[0] - q[0], d[1] - q[1]) || 1;
      const wave = Math.sin(tt * Math.PI * 5) * 7 * k * (1 - tt * 0.5);
      return [q[0] - ((d[1] - q[1]) / l) * wave, q[1] + ((d[0] - q[0]) / l) * wave];
    };
    for (let i = 0; i < 24; i++) {
      const tt = (i + rng.range(0.1, 0.9)) / 24;
      const q = at0(tt);
      stream.push(placed(T.leaf(rng.pick(autumn), 0.9), q, k, rng.range(-150, 150)));
    }
    // Small curls of wind along the ribbon, so the leaves read as carried, not scattered.
    for (const tt of [0.12, 0.38, 0.62]) {
      const q = at0(tt);
      curls.push(
        `M${n(q[0] + 6 * k)} ${n(q[1] + 3 * k)}q${n(5 * k)} ${n(-1 * k)} ${n(5 * k)} ${n(-5 * k)}q0 ${n(-4 * k)} ${n(-4 * k)} ${n(-4 * k)}q${n(-3 * k)} 0 ${n(-3 * k)} ${n(3 * k)}`,
      );
    }
    const wind = stroke(curls.join(''), mix(p.ink, p.light, 0.45), 1.1 * k, 'detail', 0);
    const nodes: Node[] = [
      ...heap,
      actorNodes({ fig: { ...fig, hands: [] }, x: ax, facing: 1, scale: s }),
      broom,
      group(fig.hands, at(ax, 0, s)),
      ...stream,
      wind,
    ];
    const top = Math.min(base[1] - cr * 1.2, headTop);
    const box: [number, number, number, number] = [
      Math.min(tx - 16 * k, base[0] - cr * 0.85),
      top,
      Math.max(hx + 15 * k, ctl[0] + 6 * k),
      4,
    ];
    return staged(facingBox(box, facing), mx([ax, -70 * k], facing), {
      behind: mirror([...behind, ...leaves], facing),
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 24 * k],
        [tx * facing, 16 * k],
      ],
      glows: [],
    });
  },
};
