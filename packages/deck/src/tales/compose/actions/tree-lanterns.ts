/**
 * The forest that lights the way: someone walks a forest path at night, and the trees on either
 * side have bent their trunks over the path like an arch and look down with round eyes that glow
 * like lanterns, laying pools of light on the path before the walker's feet. The wood that
 * frightens turned guardian; a way home shown in the dark.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const lamp = '#ffd86a';

/**
 * A tree rooted at x = bx bending over towards `lean` (±1): a tapered trunk curving up and over,
 * a dark round crown at its end, and under the crown's rim two glowing eyes looking down at
 * `look`, with heavy lids and a small kind mouth in the bark below. Returns its nodes and the
 * point under its eyes where the light falls on the path.
 */
function leaningTree(
  p: Palette,
  bx: number,
  lean: 1 | -1,
  k: number,
  look: Point,
  height: number,
): { nodes: Node[]; eyes: Point } {
  const bark = mix(p.wood, '#2a2230', 0.45);
  const leaves = mix('#2f5a3a', p.wall, 0.25);
  const top: Point = [bx + lean * 42 * k, -height * k];
  const c1: Point = [bx - lean * 4 * k, -height * 0.55 * k];
  const c2: Point = [bx + lean * 10 * k, -height * 1.02 * k];
  const w0 = 9 * k;
  const w1 = 4.5 * k;
  // The trunk: two edges of the same curve, w0 apart at the root and w1 at the crown.
  const edge = (d: number, dd: number): string =>
    `${n(bx + d)} 0C${n(c1[0] + (d + dd) / 2)} ${n(c1[1])} ${n(c2[0] + dd)} ${n(c2[1] + dd * 0.3)} ${n(top[0] + dd)} ${n(top[1] + dd * 0.3)}`;
  const trunk = `M${edge(-w0, -w1)}L${n(top[0] + w1)} ${n(top[1] + w1 * 0.3)}C${n(c2[0] + w1)} ${n(c2[1] + w1 * 0.3)} ${n(c1[0] + (w0 + w1) / 2)} ${n(c1[1])} ${n(bx + w0)} 0Z`;
  const nodes: Node[] = [
    fill(trunk, bark, 'wood'),
    // Roots flaring at the foot.
    fill(oval(bx, 0, 14 * k, 3 * k), darker(bark, 0.1), 'wood'),
  ];
  // The crown: overlapping rounds over the trunk's end.
  const crown: Point = [top[0] - lean * 4 * k, top[1] - 16 * k];
  for (const [dx, dy, r] of [
    [-20, 4, 20],
    [18, 6, 19],
    [0, -10, 24],
    [-6, 12, 18],
    [10, 14, 17],
  ] as const) {
    nodes.push(fill(circle(crown[0] + dx * k, crown[1] + dy * k, r * k), leaves, 'hair'));
  }
  // The face under the crown's rim, on the trunk's bend, turned down towards the walker.
  const face: Point = [top[0] - lean * 1 * k, top[1] + 10 * k];
  const dir: Point = [look[0] - face[0], look[1] - face[1]];
  const len = Math.hypot(dir[0], dir[1]) || 1;
  const u: Point = [dir[0] / len, dir[1] / len];
  nodes.push(fill(ellipse(face[0], face[1] + 3 * k, 14 * k, 12 * k), lighter(bark, 0.12), 'wood'));
  for (const ex of [-6, 6]) {
    const e: Point = [face[0] + ex * k, face[1]];
    nodes.push(
      fill(circle(e[0], e[1], 4.8 * k), lamp, 'glow', 0),
      fill(circle(e[0] + u[0] * 1.6 * k, e[1] + u[1] * 1.6 * k, 1.7 * k), '#2a1a10', 'detail', 0),
      // A heavy lid over the top of the eye: a kind, drowsy look.
      stroke(
        `M${n(e[0] - 4.6 * k)} ${n(e[1] - 1.2 * k)}Q${n(e[0])} ${n(e[1] - 6.2 * k)} ${n(e[0] + 4.6 * k)} ${n(e[1] - 1.2 * k)}`,
        darker(bark, 0.3),
        1.4 * k,
        'detail',
        0,
      ),
    );
  }
  nodes.push(
    stroke(
      `M${n(face[0] - 3 * k)} ${n(face[1] + 7 * k)}Q${n(face[0])} ${n(face[1] + 9.5 * k)} ${n(face[0] + 3 * k)} ${n(face[1] + 7 * k)}`,
      darker(bark, 0.35),
      1.2 * k,
      'detail',
      0,
    ),
  );
  return { nodes, eyes: face };
}

/**
 * Side-on: the walker on the path in the middle facing +x; one tree rooted behind bending over
 * forwards, one rooted ahead bending back, their crowns meeting over the walker's head; each
 * tree's glowing eyes throw a pool of light on the path ahead of the walker.
 */
export const treeLanterns: Action = {
  id: 'tree-lanterns',
  objects: ['tree'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'rabbit', 'bear'],
  feelings: ['fear', 'wonder', 'calm'],
  settings: ['forest'],
  framings: ['wide', 'high'],
  fixedFramings: true,
  untwisted: true,
  // The woodcut recolours the crowns into pastel clouds; a silhouette blacks out the glowing eyes.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['lantern'],
  family: () => 'tree-lanterns',
  concepts: [
    'a forest at night',
    'the way home',
    'guardians',
    'fear of the dark',
    'the woods are watching',
    'a guiding light',
    'courage',
    'kindness of strangers',
    'enchanted forest',
    'lanterns',
  ],
  say: sayFrom(
    {
      tree: {
        en: 'walks a forest path at night while the trees bend over it and light the way with eyes that glow like lanterns',
        ja: '夜の森の小道を歩いていくと、木々が道の上にかがみこみ、ランタンのように光る目で足もとを照らしてくれる',
        ru: 'идёт ночью по лесной тропинке, а деревья склоняются над ней и освещают путь глазами, светящимися, как фонари',
        pt: 'caminha de noite por um trilho da floresta enquanto as árvores se debruçam sobre ele e iluminam o caminho com olhos que brilham como lanternas',
        fi: 'kulkee yöllä metsäpolkua, ja puut kumartuvat sen ylle ja valaisevat tietä lyhtyjen lailla hehkuvilla silmillään',
      },
    },
    'tree',
  ),
  stage(ctx) {
    const { p, m, s, facing } = setUp(ctx);
    const H = m.height * s;
    const k = Math.max(H, 60) / 100;
    const scared = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      ...stance('look-back'),
      legs: 'walk',
      lean: scared ? -2 : 4,
      front: scared ? { angle: 40, bend: 100, hand: 'fist' } : { angle: -20, bend: 15 },
      back: scared ? { angle: 30, bend: 110, hand: 'fist' } : { angle: 20, bend: 20 },
      turn: 0.7,
      headTilt: -14,
      gaze: [0.5, -0.9],
    });
    const walker: Actor = { fig, x: 0, y: 0, facing: 1, scale: s };
    const head = actorPoint(walker, fig.skeleton.headCentre);
    const tall = Math.max(150, (-head[1] / k) * 1.45);
    const back = leaningTree(p, -70 * k, 1, k, head, tall);
    const ahead = leaningTree(p, 70 * k, -1, k, head, tall * 0.92);
    // The pools of light each pair of eyes lays on the path ahead of the walker.
    const pools: Node[] = [20, 44].map((x) => ({
      ...fill(oval(x * k, 1 * k, 16 * k, 3 * k), lamp, 'glow', 0),
      opacity: 0.45,
    }));
    // Faint beams from the eyes down to the pools.
    const beams: Node[] = [
      [back.eyes, 20],
      [ahead.eyes, 44],
    ].map(([e, x]) => {
      const eye = e as Point;
      const px = (x as number) * k;
      return {
        ...fill(
          `M${n(eye[0] - 4 * k)} ${n(eye[1])}L${n(px - 14 * k)} ${n(0)}L${n(px + 14 * k)} ${n(0)}L${n(eye[0] + 4 * k)} ${n(eye[1])}Z`,
          lamp,
          'glow',
          0,
        ),
        opacity: 0.16,
      };
    });
    const nodes: Node[] = [...beams, ...back.nodes, ...ahead.nodes, ...pools, actorNodes(walker)];
    const top = -(tall + 46) * k;
    const box: [number, number, number, number] = [-90 * k, top, 90 * k, 4 * k];
    const faults: string[] = [];
    if (head[1] < -tall * k + 30 * k) faults.push('walker under the crowns');
    return staged(facingBox(box, facing), mx([0, head[1]], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 24 * k],
        [mx([-70 * k, 0], facing)[0], 30 * k],
        [mx([70 * k, 0], facing)[0], 30 * k],
      ],
      glows: [
        { at: mx(back.eyes, facing), r: 22 * k, color: lamp },
        { at: mx(ahead.eyes, facing), r: 22 * k, color: lamp },
        { at: mx([32 * k, 0], facing), r: 30 * k, color: lamp },
      ],
      faults,
    });
  },
};
