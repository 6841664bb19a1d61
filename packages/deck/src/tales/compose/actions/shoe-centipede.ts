/**
 * A cobbler shoeing a centipede: kneeling on the floor, the character fits one more tiny boot on
 * the last bare foot of a long centipede that winds away across the floor in a row of little
 * boots, rears up at its far end and looks back, delighted, over its shoulder.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A little boot standing with its sole at `at` (its heel there, the toe towards +x), `h` tall. */
function tinyBoot(at: Point, h: number, color: Color, flip = false): Node {
  const [x, y] = at;
  const d = flip ? -1 : 1;
  const toe = h * 0.9;
  const path = `M${n(x - d * h * 0.25)} ${n(y - h)}H${n(x + d * h * 0.3)}V${n(y - h * 0.45)}Q${n(x + d * toe)} ${n(y - h * 0.5)} ${n(x + d * toe)} ${n(y - h * 0.05)}V${n(y)}H${n(x - d * h * 0.3)}Z`;
  return group([
    fill(path, color, 'cloth'),
    stroke(
      `M${n(x - d * h * 0.3)} ${n(y - h * 0.08)}H${n(x + d * toe)}`,
      darker(color, 0.45),
      h * 0.16,
      'detail',
      0,
    ),
  ]);
}

/** The centipede's head at `c`, radius r, looking towards -x (back at the cobbler), smiling. */
function centipedeHead(c: Point, r: number, body: Color, ink: Color): Node[] {
  const [x, y] = c;
  const eye = (ex: number): Node[] => [
    fill(circle(ex, y - r * 0.2, r * 0.3), '#fffaf0', 'face', 0),
    fill(circle(ex - r * 0.1, y - r * 0.18, r * 0.15), ink, 'face', 0),
    fill(circle(ex - r * 0.14, y - r * 0.24, r * 0.05), '#ffffff', 'face', 0),
  ];
  return [
    stroke(
      `M${n(x - r * 0.2)} ${n(y - r * 0.8)}Q${n(x - r * 0.6)} ${n(y - r * 2)} ${n(x - r * 1.4)} ${n(y - r * 2.1)}M${n(x + r * 0.3)} ${n(y - r * 0.85)}Q${n(x + r * 0.3)} ${n(y - r * 2.2)} ${n(x - r * 0.4)} ${n(y - r * 2.5)}`,
      darker(body, 0.4),
      r * 0.14,
      'detail',
    ),
    fill(circle(x, y, r), body, 'skin'),
    ...eye(x - r * 0.55),
    ...eye(x + r * 0.1),
    stroke(
      `M${n(x - r * 0.8)} ${n(y + r * 0.35)}Q${n(x - r * 0.35)} ${n(y + r * 0.75)} ${n(x + r * 0.05)} ${n(y + r * 0.35)}`,
      ink,
      r * 0.1,
      'face',
      0,
    ),
    fill(circle(x - r * 0.95, y + r * 0.15, r * 0.16), mix(body, '#ff7a7a', 0.5), 'cheek', 0),
  ];
}

/**
 * Fitting a centipede with a long row of tiny boots: the character kneels at its tail, a boot in
 * hand for the last bare foot; the body runs off along the floor and rears at the far end.
 */
export const shoeCentipede: Action = {
  id: 'shoe-centipede',
  objects: ['boots'],
  feelings: ['resolve', 'wonder', 'surprise', 'mischief', 'longing'],
  settings: ['forest', 'meadow', 'street', 'attic', 'kitchen'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  // Woodcut and silhouette draw the centipede's white body and the boots as one tangle (a blind
  // review threw the woodcut card out: "cluttered, no readable idea").
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky', 'window', 'lamp'],
  untwisted: true,
  family: () => 'shoe-centipede',
  concepts: [
    'centipede',
    'kneeling',
    'legs',
    'craft',
    'tiny',
    'kindness',
    'work',
    'care',
    'colourful',
  ],
  say: sayFrom(
    {
      boots: {
        en: 'fits a centipede with a long row of tiny boots, one foot at a time',
        ja: 'ムカデの足に小さなブーツを一足ずつ、長い列になるまで履かせている',
        ru: 'обувает сороконожку в длинный ряд крошечных сапожек, ножку за ножкой',
        pt: 'calça uma centopeia com uma longa fila de botinhas, um pé de cada vez',
        fi: 'kenkii tuhatjalkaisen pitkällä rivillä pikkuruisia saappaita, jalka kerrallaan',
      },
    },
    'boots',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const r = 9.5 * k;
    const body = rng.pick(['#c8643a', '#8a9a3a', '#b0503a', '#6a8a9a']);
    const bootColors = [p.accent, rng.pick(p.cloth), mix(p.accent, '#3a2a20', 0.4)];
    const tailX = H * 0.38;
    const run = 13.5 * k;
    const floorY = -r - 7 * k;
    // Segment centres walked from the tail: along the floor, then rearing up in a tall curl that
    // bends back over towards the cobbler (the turn, in degrees, before each step).
    const turns = [0, 0, 0, 22, 30, 30, 6, 0, 0, 24, 34, 38, 40];
    const seg: Point[] = [[tailX, floorY]];
    const dirs: number[] = [0];
    let a = 0;
    for (const t of turns) {
      a -= (t * Math.PI) / 180;
      const [x, y] = seg[seg.length - 1] ?? [0, 0];
      seg.push([x + Math.cos(a) * run, y + Math.sin(a) * run]);
      dirs.push(a);
    }
    const count = seg.length;
    const headAt = seg[count - 1] ?? [0, 0];
    const bare = 2;
    const legs: Node[] = [];
    const farLegs: Node[] = [];
    const boots: Node[] = [];
    seg.slice(0, count - 1).forEach(([x, y], i) => {
      const dir = dirs[i] ?? 0;
      // The underside: down on the floor, outwards along the rise; none on the curl's top.
      const nx = -Math.sin(dir);
      const ny = Math.cos(dir);
      if (ny < -0.3) return;
      const onFloor = i < 3;
      for (const [dx, far] of [
        [-3.5 * k, true],
        [3 * k, false],
      ] as const) {
        const sx = x + Math.cos(dir) * dx;
        const sy = y + Math.sin(dir) * dx;
        const reach = r + 8 * k;
        const fx = onFloor ? sx : sx + nx * reach + 2 * k;
        const fy = onFloor ? 0 : sy + ny * reach + 3 * k;
        const lift = i < bare || !onFloor ? 0 : 3 * k;
        const leg = `M${n(sx + nx * r * 0.6)} ${n(sy + ny * r * 0.6)}Q${n((sx + fx) / 2 + 3 * k)} ${n((sy + fy) / 2)} ${n(fx)} ${n(fy - lift)}`;
        (far ? farLegs : legs).push(stroke(leg, darker(body, far ? 0.45 : 0.3), 1.7 * k, 'detail'));
        if (i >= bare) {
          const c = bootColors[(i * 2 + (far ? 1 : 0)) % bootColors.length] ?? p.accent;
          boots.push(tinyBoot([fx - 1.5 * k, fy], 7 * k, far ? darker(c, 0.25) : c));
        }
      }
    });
    // The body: segments from the tail to the head, each a round plate with a stripe.
    const segments: Node[] = seg
      .slice(0, count - 1)
      .map(([x, y], i) =>
        group([
          fill(
            circle(x, y, r * (i === 0 ? 0.8 : 1)),
            i % 2 === 0 ? body : darker(body, 0.12),
            'skin',
          ),
          stroke(
            `M${n(x - r * 0.5)} ${n(y - r * 0.6)}Q${n(x)} ${n(y - r * 0.95)} ${n(x + r * 0.5)} ${n(y - r * 0.6)}`,
            lighter(body, 0.35),
            r * 0.16,
            'detail',
            0,
          ),
        ]),
      );
    // The cobbler kneels at the tail, a boot held to the last bare foot.
    const bootInHand: Point = [tailX - 4 * k, -6 * k];
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 22,
      front: { reach: [(bootInHand[0] + 2 * k) / s, (bootInHand[1] - 5 * k) / s], hand: 'fist' },
      back: { reach: [(tailX + run * 0.5) / s, (floorY - r * 0.2) / s], hand: 'open' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 14,
      gaze: [0.8, 0.5],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    // Spare boots by the knee, in a pair.
    const spare: Node[] = [
      tinyBoot([-H * 0.22, 0], 6.5 * k, bootColors[1] ?? p.accent, true),
      tinyBoot([-H * 0.22 - 6 * k, 0], 6.5 * k, bootColors[0] ?? p.accent, true),
    ];
    const nodes: Node[] = [
      ...farLegs,
      ...boots.filter((_, i) => i % 2 === 0),
      ...segments.slice().reverse(),
      ...centipedeHead(headAt, r * 1.25, body, ctx.ink),
      ...legs,
      ...boots.filter((_, i) => i % 2 === 1),
      ...spare,
      actorNodes(actor),
      tinyBoot(bootInHand, 9 * k, p.accent),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const right = Math.max(...seg.map((q) => q[0])) + r + 10 * k;
    const top = Math.min((m.headTop - 12) * s, Math.min(...seg.map((q) => q[1])) - r * 3.2);
    const box: [number, number, number, number] = [-H * 0.24, top, right, 4];
    const focus: Point = [tailX, -8 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.3],
        [((tailX + right) / 2) * facing, right - tailX],
      ],
      glows: [],
      closeBox: facingBox([-H * 0.2, top, right, 4], facing),
    });
  },
};
