/**
 * The fable turned around: the hare who napped in the race is carried over the finish line
 * asleep (or worn out) on the tortoise's back, draped over the shell with its ears and paws
 * dangling, while the tortoise plods through the tape under the chequered banner. The slow one
 * carries the quick one home.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A big land tortoise walking towards +x, in units of its shell's length `L`: a high domed shell
 * with its plates over the rim at `-L * 0.2`, four stumpy legs, the head stretched out in front.
 * Returns the nodes and the top of the dome.
 */
function tortoise(
  L: number,
  shell: string,
  skin: string,
  ink: string,
): { nodes: Node[]; top: number; head: Point } {
  const h = L / 2;
  const rim = -L * 0.2;
  const top = rim - L * 0.42;
  const head: Point = [h + L * 0.3, rim - L * 0.14];
  const leg = (x: number, lift: number, shade: number): Node =>
    fill(
      `M${n(x - L * 0.07)} ${n(rim + 2)}L${n(x - L * 0.08 + lift)} ${n(-lift * 0.3)}H${n(x + L * 0.08 + lift)}L${n(x + L * 0.07)} ${n(rim + 2)}Z`,
      darker(skin, shade),
      'skin',
    );
  const plates = [
    `M${n(-h * 0.55)} ${n(rim - 1)}L${n(-h * 0.35)} ${n(top + L * 0.1)}`,
    `M${n(h * 0.55)} ${n(rim - 1)}L${n(h * 0.35)} ${n(top + L * 0.1)}`,
    `M${n(-h * 0.35)} ${n(top + L * 0.1)}Q0 ${n(top + L * 0.04)} ${n(h * 0.35)} ${n(top + L * 0.1)}`,
    `M${n(-h * 0.88)} ${n(rim - L * 0.1)}Q0 ${n(rim - L * 0.2)} ${n(h * 0.88)} ${n(rim - L * 0.1)}`,
    `M${n(-h * 0.1)} ${n(rim - L * 0.15)}L0 ${n(top + L * 0.05)}`,
  ].join('');
  return {
    top,
    head,
    nodes: [
      // Far legs, then the neck and head, the near legs and the shell over them.
      leg(-h * 0.55, -3, 0.25),
      leg(h * 0.45, 4, 0.25),
      stroke(
        `M${n(h * 0.7)} ${n(rim + 1)}Q${n(h + L * 0.08)} ${n(rim - L * 0.02)} ${n(head[0] - L * 0.05)} ${n(head[1])}`,
        skin,
        L * 0.1,
        'skin',
      ),
      fill(oval(head[0], head[1], L * 0.095, L * 0.075), skin, 'skin'),
      fill(oval(head[0] + L * 0.025, head[1] - L * 0.02, L * 0.012, L * 0.014), ink, 'face', 0),
      stroke(
        `M${n(head[0] + L * 0.03)} ${n(head[1] + L * 0.03)}Q${n(head[0] + L * 0.06)} ${n(head[1] + L * 0.035)} ${n(head[0] + L * 0.075)} ${n(head[1] + L * 0.015)}`,
        ink,
        L * 0.008,
        'face',
        0,
      ),
      leg(-h * 0.4, 3, 0),
      leg(h * 0.6, -3, 0),
      fill(
        `M${n(-h)} ${n(rim)}C${n(-h)} ${n(top + L * 0.05)} ${n(-h * 0.5)} ${n(top)} 0 ${n(top)}C${n(h * 0.5)} ${n(top)} ${n(h)} ${n(top + L * 0.05)} ${n(h)} ${n(rim)}Z`,
        shell,
        'stone',
      ),
      stroke(plates, darker(shell, 0.3), L * 0.012, 'detail', 0),
      fill(
        rect(-h - L * 0.02, rim - L * 0.02, L * 1.04, L * 0.05, L * 0.02),
        darker(shell, 0.15),
        'stone',
      ),
    ],
  };
}

/**
 * The finish: two poles (the far one a little ahead) with a chequered banner between them, the
 * tortoise's head passing under it.
 */
function finish(x: number, top: number, ink: string): Node[] {
  const pole = mix(ink, '#8a7a6a', 0.5);
  const bw = 30;
  const bh = 11;
  const cells: string[] = [];
  for (let i = 0; i < 6; i++) {
    for (let j = 0; j < 2; j++) {
      if ((i + j) % 2 === 0) {
        const cx = x - 4 + (i * bw) / 6;
        const cy = top + (j * bh) / 2;
        cells.push(`M${n(cx)} ${n(cy)}h${n(bw / 6)}v${n(bh / 2)}h${n(-bw / 6)}Z`);
      }
    }
  }
  return [
    stroke(`M${n(x - 4)} 0V${n(top - 2)}M${n(x - 4 + bw)} -6V${n(top - 2)}`, pole, 2.2, 'wood'),
    fill(rect(x - 4, top, bw, bh, 0.5), '#f6f1e6', 'cloth'),
    fill(cells.join(''), '#2a2624', 'cloth', 0),
  ];
}

/**
 * Over the line on the tortoise's back: the tortoise in the middle, plodding towards the finish
 * poles; the hare lies belly-down across the top of its shell, head towards the finish, paws and
 * hind legs hanging down its sides.
 */
export const finishCarry: Action = {
  id: 'finish-carry',
  objects: ['turtle'],
  who: ['rabbit'],
  feelings: ['sleep', 'grief', 'surprise', 'calm'],
  settings: ['meadow', 'forest', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut blackens the shell into the hare's clothes; a silhouette merges them outright.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: (o) => `finish-carry:${o}`,
  concepts: [
    'the tortoise and the hare',
    'race',
    'slow and steady',
    'roles reversed',
    'kindness',
    'pride',
    'finish line',
    'exhaustion',
    'friendship',
  ],
  say: sayFrom(
    {
      turtle: {
        en: 'is carried over the finish line on the back of a tortoise',
        ja: 'カメの背中に乗せられて、ゴールまで運ばれている',
        ru: 'пересекает финишную черту, лёжа на спине у черепахи',
        pt: 'cruza a meta às costas de uma tartaruga',
        fi: 'ylittää maaliviivan kilpikonnan selässä',
      },
    },
    'turtle',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const L = H * 0.9;
    const shell = mix(rng.pick(['#8a6a3a', '#6f7a3a', '#9a7040']), p.wood, 0.2);
    const skin = rng.pick(['#a8a070', '#8c9a6a', '#b0a080']);
    const t = tortoise(L, shell, skin, p.ink);
    // The hare over the shell: rolled onto its belly, head to the front, paws and legs hanging.
    const hare = posed(ctx, {
      roll: 90,
      legs: [
        [78, 20],
        [66, 10],
      ],
      lean: 0,
      front: { angle: 96, bend: 0, hand: 'mitt' },
      back: { angle: 84, bend: 6, hand: 'mitt' },
      turn: 0.35,
      headTilt: 16,
      gaze: [0.5, 0.5],
    });
    const hk = hare.skeleton;
    const backY = (hk.hip[1] + hk.neck[1]) / 2;
    const a: Actor = {
      fig: hare,
      x: -L * 0.22,
      y: t.top + 4 * (H / 100) - backY * s,
      facing: 1,
      scale: s,
    };
    const poleX = t.head[0] - L * 0.12;
    const bannerTop = Math.min(t.top - 30 * (H / 100), (a.y ?? 0) + (m.headTop - 10) * s);
    const nodes: Node[] = [...finish(poleX, bannerTop, p.ink), ...t.nodes, actorNodes(a)];
    const box: [number, number, number, number] = [-L * 0.56, bannerTop - 4, poleX + 28, 4];
    const focus: Point = [L * 0.1, t.top];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, L * 1.1]],
      glows: [],
    });
  },
};
