/**
 * The princess and the pea, from the top of the stack: a character lies wide awake on a tower of
 * mattresses piled on an old bed, a ladder leaning up its side, and far below, under the lowest
 * mattress, one small green pea glows. Every mattress bulges a little over it. Who is being
 * tested, and by whom? A sleepless night, a small worry that no comfort can cover.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** How many mattresses the tower holds. */
const layers = 10;

/** One mattress from x0 to x1, its bottom at y, `h` thick, bulging `bump` over the pea at `peaX`. */
function mattress(
  x0: number,
  x1: number,
  y: number,
  h: number,
  bump: number,
  peaX: number,
  color: string,
  striped: boolean,
  k: number,
): Node[] {
  const top = y - h;
  const r = h * 0.45;
  // The top edge rises over the pea: the bump every layer keeps, fainter the higher it is.
  const path = `M${n(x0 + r)} ${n(y)}H${n(x1 - r)}Q${n(x1)} ${n(y)} ${n(x1)} ${n(y - r)}V${n(top + r)}Q${n(x1)} ${n(top)} ${n(x1 - r)} ${n(top)}H${n(peaX + 14 * k)}Q${n(peaX)} ${n(top - bump * 2)} ${n(peaX - 14 * k)} ${n(top)}H${n(x0 + r)}Q${n(x0)} ${n(top)} ${n(x0)} ${n(top + r)}V${n(y - r)}Q${n(x0)} ${n(y)} ${n(x0 + r)} ${n(y)}Z`;
  const nodes: Node[] = [
    fill(path, color, 'cloth'),
    stroke(path, darker(color, 0.35), 0.9 * k, 'detail', 0),
  ];
  if (striped) {
    const lines: string[] = [];
    for (let x = x0 + 7 * k; x < x1 - 4 * k; x += 7 * k) {
      lines.push(`M${n(x)} ${n(y - 1.5 * k)}V${n(top + 2 * k)}`);
    }
    nodes.push(stroke(lines.join(''), lighter(color, 0.45), 1.3 * k, 'detail', 0));
  } else {
    // Tufted buttons along the middle.
    const dots: string[] = [];
    for (let x = x0 + 12 * k; x < x1 - 8 * k; x += 16 * k) dots.push(circle(x, y - h / 2, 1 * k));
    nodes.push(fill(dots.join(''), darker(color, 0.4), 'detail', 0));
  }
  return nodes;
}

/**
 * Lying awake on a tower of mattresses with a pea glowing under the lowest: the bed's frame on
 * the floor, ten mattresses of the card's colours, a ladder up the side, the sleeper on its back
 * on the top with its face turned to us, eyes open.
 */
export const peaTower: Action = {
  id: 'pea-tower',
  objects: ['pea'],
  // A mouse on the top is lost at 160 px; the others keep a face one can read up there.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['surprise', 'grief', 'fear', 'resolve', 'mischief', 'longing'],
  settings: ['bedroom', 'attic', 'meadow', 'clouds', 'rooftop'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A silhouette blacks the stack into one block and puts out the pea, which is the story.
  notLooks: ['silhouette'],
  lights: ['candle', 'lamp', 'moon', 'window'],
  family: () => 'pea-tower',
  concepts: [
    'The Princess and the Pea',
    'sleeplessness',
    'insomnia',
    'sensitivity',
    'a test',
    'comfort',
    'princess',
    'a small worry',
    'tower',
  ],
  say: sayFrom(
    {
      pea: {
        en: 'lies wide awake on top of a tower of ten mattresses, a single pea glowing under the lowest',
        ja: '十枚も重ねたマットレスのてっぺんで眠れずに目を開けている。いちばん下には、えんどう豆がひと粒光っている',
        ru: 'лежит без сна на самом верху башни из десяти перин, а под нижней светится одна горошина',
        pt: 'está deitado de olhos bem abertos no alto de uma torre de dez colchões, e debaixo do último brilha uma ervilha',
        fi: 'makaa valveilla kymmenen patjan tornin huipulla, ja alimman alla hehkuu yksi ainoa herne',
      },
    },
    'pea',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The tower is sized by the sleeper's length, so a small cat gets a small tower and the
    // face on top stays big on the card.
    const k = Math.max(0.75, H / 100);
    const half = 46 * k;
    const baseTop = -15 * k;
    const h = 10.5 * k;
    const peaX = -10 * k;
    const wood = darker(p.wood, 0.08);
    // The bed: a low frame on four short legs, a headboard and a footboard.
    const frame: Node[] = [
      fill(rect(-half - 4 * k, baseTop, half * 2 + 8 * k, 7 * k, 1.5 * k), wood, 'wood'),
      fill(
        `${rect(-half - 2 * k, baseTop + 6 * k, 5 * k, -baseTop - 6 * k, 1 * k)}${rect(half - 3 * k, baseTop + 6 * k, 5 * k, -baseTop - 6 * k, 1 * k)}`,
        darker(wood, 0.15),
        'wood',
      ),
      fill(
        `M${n(-half - 8 * k)} 0V${n(baseTop - 30 * k)}Q${n(-half - 2 * k)} ${n(baseTop - 40 * k)} ${n(-half + 4 * k)} ${n(baseTop - 30 * k)}V${n(baseTop + 6 * k)}H${n(-half - 2 * k)}V0Z`,
        wood,
        'wood',
      ),
    ];
    // The pea on the frame, and its glow.
    const peaAt: Point = [peaX, baseTop - 3.6 * k];
    const pea: Node[] = [
      fill(circle(peaAt[0], peaAt[1], 3.6 * k), '#6fd13a', 'glow'),
      fill(circle(peaAt[0] - 1 * k, peaAt[1] - 1 * k, 1 * k), '#d8f7a8', 'glow', 0),
    ];
    // The mattresses, each a little askew; the lowest bulges most over the pea.
    const colors = [...p.cloth, p.accent, '#e9dcc4', '#c9d8e6', '#e6c4c8'];
    const stack: Node[] = [];
    let y = baseTop;
    let lastX0 = -half;
    let lastX1 = half;
    for (let i = 0; i < layers; i++) {
      const shift = (rng.next() - 0.5) * 8 * k;
      const x0 = -half + shift;
      const x1 = half + shift;
      const bump = i === 0 ? 3.2 * k : Math.max(0.4, 1.6 - i * 0.14) * k;
      const color = mix(
        colors[(i * 3 + rng.int(0, 1)) % colors.length] ?? p.accent,
        '#f4efe4',
        0.25,
      );
      stack.push(...mattress(x0, x1, y, h, bump, peaX + shift * 0.2, color, i % 2 === 1, k));
      y -= h;
      lastX0 = x0;
      lastX1 = x1;
    }
    const top = y;
    // A ladder leaning on the tower's foot-end side, up to the top.
    const ladderFoot = half + 24 * k;
    const ladderTop = lastX1 + 2 * k;
    const rails = `M${n(ladderFoot)} 0L${n(ladderTop)} ${n(top + 2 * k)}M${n(ladderFoot + 8 * k)} 0L${n(ladderTop + 8 * k)} ${n(top + 2 * k)}`;
    const rungs: string[] = [];
    for (let t = 0.08; t < 1; t += 0.1) {
      const ry = -t * -top + 0;
      const rx = ladderFoot + (ladderTop - ladderFoot) * t;
      rungs.push(`M${n(rx)} ${n(ry)}h${n(8 * k)}`);
    }
    const ladder: Node[] = [
      stroke(rungs.join(''), lighter(wood, 0.2), 1.6 * k, 'wood', 0),
      stroke(rails, lighter(wood, 0.1), 2.2 * k, 'wood', 0),
    ];
    // The sleeper on its back on the top, its head (which the roll lays towards -x) on a pillow
    // at that end, face turned to us; a quilt over it from the feet to the chest.
    const fig = posed(ctx, {
      ...poses['lie-back'],
      // Legs stretched out flat under the quilt, the hands on the chest over it: lying still,
      // eyes open, the pose of a night without sleep.
      legs: [
        [4, 4],
        [2, 2],
      ],
      front: { angle: 120, bend: 110 },
      back: { angle: 110, bend: 100 },
      // Flat on the back: the feeling's lean would tilt the body off the mattress.
      lean: 0,
      turn: 0.15,
      headTilt: 0,
      gaze: ctx.feeling === 'mischief' ? [0.8, 0.3] : [0.3, -0.6],
    });
    const pillowX = lastX0 + 4 * k;
    const pillow = fill(
      `M${n(pillowX)} ${n(top)}Q${n(pillowX - 3 * k)} ${n(top - 9 * k)} ${n(pillowX + 10 * k)} ${n(top - 9 * k)}Q${n(pillowX + 24 * k)} ${n(top - 10 * k)} ${n(pillowX + 24 * k)} ${n(top)}Z`,
      '#f7f2e6',
      'cloth',
    );
    // Sunk into the top mattress: the lying figure's box reaches below its back (the head
    // turned to us hangs lower), which would leave the legs floating over the quilt.
    const sleeper: Actor = { fig, x: 0, y: top + 9 * s, facing: 1, scale: s };
    const drawn = nodeBox(actorNodes(sleeper), identity) ?? [-50, top - 20, 50, top];
    const lying: Actor = { ...sleeper, x: pillowX - 2 * k - drawn[0] };
    const feet = drawn[2] + lying.x;
    const chest = feet - (drawn[2] - drawn[0]) * 0.62;
    const quilt = rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]);
    // High enough to hide the stretched legs, low enough to leave the hands on the chest.
    const rise = 13 * s;
    const quiltPath = `M${n(Math.max(feet, lastX1) + 3 * k)} ${n(top + 4 * k)}Q${n(feet + 2 * k)} ${n(top - rise)} ${n((feet + chest) / 2)} ${n(top - rise * 0.92)}Q${n(chest + 4 * k)} ${n(top - rise)} ${n(chest - 2 * k)} ${n(top)}Z`;
    const cover: Node[] = [
      fill(quiltPath, quilt, 'cloth'),
      stroke(quiltPath, darker(quilt, 0.35), 0.9 * k, 'detail', 0),
    ];
    const nodes: Node[] = [
      ...frame,
      ...pea,
      ...stack,
      ...ladder,
      pillow,
      actorNodes(lying),
      ...cover,
    ];
    const all = nodeBox(group(nodes), identity) ?? [-half, top - 30, half, 0];
    const box: [number, number, number, number] = [
      Math.min(all[0], -all[2]) - 8 * k,
      all[1] - 16 * k,
      Math.max(all[2], -all[0]) + 8 * k,
      4,
    ];
    const focus: Point = [pillowX + 12 * k, top - 10 * k];
    return staged(box, mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, half * 2.4]],
      glows: [
        { at: mx(peaAt, facing), r: 22 * k, color: '#8ef04f' },
        { at: mx(focus, facing), r: 30 * k, color: '#fff2c8' },
      ],
    });
  },
};
