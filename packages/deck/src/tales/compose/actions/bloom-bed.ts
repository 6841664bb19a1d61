/**
 * Woken by spring: the character sits up in bed after the long winter, arms flung up in a
 * stretch (or up in surprise), and its patchwork quilt has grown into a flower bed overnight:
 * tulips and daisies stand up out of it in rows, ivy climbs the bedposts, and the flowers
 * on its edge tumble to the floor as the sleeper moves. Hibernation, a hundred years' sleep,
 * or simply a spring that came indoors.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { bedBehind, bedFront } from './bedstead.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const petals = ['#e8403a', '#f0a020', '#e860a0', '#f4d030', '#f2f0ea', '#a860d0'] as const;
const leafGreen = '#4f9a3c';

/** A tulip on a stem from `base`, its cup `h` up, leaning `lean` degrees. */
export function tulip(base: Point, h: number, lean: number, color: Color): Node[] {
  const r = (lean * Math.PI) / 180;
  const top: Point = [base[0] + Math.sin(r) * h, base[1] - Math.cos(r) * h];
  const w = h * 0.22;
  const [x, y] = top;
  return [
    stroke(
      `M${n(base[0])} ${n(base[1])}Q${n(base[0])} ${n(base[1] - h * 0.5)} ${n(x)} ${n(y)}`,
      darker(leafGreen, 0.1),
      h * 0.07,
      'plant',
      0,
    ),
    fill(
      `M${n(base[0])} ${n(base[1])}q${n(h * 0.2)} ${n(-h * 0.25)} ${n(h * 0.12)} ${n(-h * 0.5)}q${n(-h * 0.1)} ${n(h * 0.22)} ${n(-h * 0.12)} ${n(h * 0.5)}Z`,
      leafGreen,
      'plant',
      0,
    ),
    fill(
      `M${n(x - w)} ${n(y - w * 1.1)}L${n(x - w * 0.45)} ${n(y - w * 0.5)}L${n(x)} ${n(y - w * 1.3)}L${n(x + w * 0.45)} ${n(y - w * 0.5)}L${n(x + w)} ${n(y - w * 1.1)}Q${n(x + w * 1.05)} ${n(y + w * 0.9)} ${n(x)} ${n(y + w * 0.9)}Q${n(x - w * 1.05)} ${n(y + w * 0.9)} ${n(x - w)} ${n(y - w * 1.1)}Z`,
      color,
      'detail',
    ),
  ];
}

/** A daisy on a short stem from `base`: a ring of petals round a yellow heart. */
export function daisy(base: Point, h: number, color: Color): Node[] {
  const c: Point = [base[0], base[1] - h];
  const pr = h * 0.34;
  const ring: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    ring.push(circle(c[0] + Math.cos(a) * pr * 0.62, c[1] + Math.sin(a) * pr * 0.62, pr * 0.36));
  }
  return [
    stroke(
      `M${n(base[0])} ${n(base[1])}L${n(c[0])} ${n(c[1])}`,
      darker(leafGreen, 0.1),
      h * 0.08,
      'plant',
      0,
    ),
    fill(ring.join(''), color, 'detail', 0.6),
    fill(circle(c[0], c[1], pr * 0.3), '#f2b630', 'detail', 0),
  ];
}

/** A hollyhock: a tall stem from `base`, `h` high, its upper half set with round open blooms. */
function hollyhock(base: Point, h: number, color: Color, k: number): Node[] {
  const top: Point = [base[0] - 3 * k, base[1] - h];
  const at = (t: number): Point => [base[0] + (top[0] - base[0]) * t * t, base[1] - h * t];
  const blooms: string[] = [];
  const hearts: string[] = [];
  const leaves: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t = 0.45 + i * 0.1;
    const [x, y] = at(t);
    const side = i % 2 === 0 ? 1 : -1;
    const r = (4.6 - i * 0.45) * k;
    const c: Point = [x + side * r * 0.55, y];
    blooms.push(circle(c[0], c[1], r));
    hearts.push(circle(c[0], c[1], r * 0.3));
  }
  for (const [t, side] of [
    [0.15, 1],
    [0.3, -1],
  ] as const) {
    const [x, y] = at(t);
    leaves.push(
      `M${n(x)} ${n(y)}q${n(side * 5 * k)} ${n(-6 * k)} ${n(side * 11 * k)} ${n(-2 * k)}q${n(-side * 4 * k)} ${n(6 * k)} ${n(-side * 11 * k)} ${n(2 * k)}Z`,
    );
  }
  return [
    stroke(
      `M${n(base[0])} ${n(base[1])}Q${n(base[0])} ${n(base[1] - h * 0.5)} ${n(top[0])} ${n(top[1])}`,
      darker(leafGreen, 0.15),
      1.5 * k,
      'plant',
    ),
    fill(leaves.join(''), leafGreen, 'plant'),
    fill(blooms.join(''), color, 'detail'),
    fill(hearts.join(''), lighter(color, 0.5), 'detail', 0),
    fill(circle(top[0], top[1], 1.8 * k), leafGreen, 'plant', 0),
  ];
}

/** Ivy climbing a post from (x, y0) up to y1: a wavy stem with leaves either side. */
function ivy(x: number, y0: number, y1: number, k: number): Node[] {
  const pts: string[] = [];
  const leaves: string[] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const y = y0 + ((y1 - y0) * i) / steps;
    const dx = (i % 2 === 0 ? -1 : 1) * 2.4 * k;
    pts.push(`${i === 0 ? 'M' : 'L'}${n(x + dx)} ${n(y)}`);
    if (i > 0) {
      const side = i % 2 === 0 ? -1 : 1;
      leaves.push(
        `M${n(x + dx)} ${n(y)}q${n(side * 3 * k)} ${n(-3.5 * k)} ${n(side * 6 * k)} ${n(-1 * k)}q${n(-side * 2.5 * k)} ${n(3.5 * k)} ${n(-side * 6 * k)} ${n(1 * k)}Z`,
      );
    }
  }
  return [
    stroke(pts.join(''), darker(leafGreen, 0.25), 0.9 * k, 'plant', 0),
    fill(leaves.join(''), mix(leafGreen, '#2e6a2a', 0.3), 'plant', 0.5),
  ];
}

/**
 * The bed side on, headboard behind the sitter; the quilt from the waist to the foot and down
 * over the side, a garden standing in it; flowers fallen on the floor beside the bed.
 */
export const bloomBed: Action = {
  id: 'bloom-bed',
  objects: ['spring'],
  feelings: ['surprise', 'sleep', 'wonder', 'longing'],
  settings: ['bedroom', 'attic', 'meadow'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A quilt grown into a garden is the dream; a twist beside it would crowd the bed.
  untwisted: true,
  // The flowers' colours are the story: a silhouette turns the bed into one black block, and the
  // woodcut prints the garden as black blots.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'window', 'sky'],
  family: () => 'bloom-bed',
  concepts: [
    'spring',
    'awakening',
    'hibernation',
    'sleep',
    'flowers',
    'rebirth',
    'bed',
    'morning',
    'seasons',
    'Sleeping Beauty',
  ],
  say: sayFrom(
    {
      spring: {
        en: 'sits up in bed after the long winter and finds its quilt grown into a bed of flowers',
        ja: '長い冬が明けてベッドで起き上がると、掛けぶとんが一面の花壇になっている',
        ru: 'садится в постели после долгой зимы, а одеяло проросло цветочной клумбой',
        pt: 'senta-se na cama depois do longo inverno e vê que a colcha se tornou um canteiro de flores',
        fi: 'nousee istumaan sängyssä pitkän talven jälkeen, ja sen peitto on kasvanut kukkapenkiksi',
      },
    },
    'spring',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const head = -44 * k;
    const foot = 36 * k;
    const mattressY = -34 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = mix('#f2eee4', p.light, 0.2);
    const quilt = rng.pick(p.cloth);
    const bed = { head, foot, mattressY, k, wood, sheet, headRise: 46, footRise: 24, mattress: 9 };
    const behind: Node[] = [
      ...bedBehind(bed),
      ...ivy(head - 2.5 * k, -2 * k, mattressY - 44 * k, k),
    ];
    // Sitting up against the pillow, legs out under the quilt: a stretch with both arms flung up,
    // or hands up and open in surprise.
    const hipX = head + 20 * k;
    const surprised = ctx.feeling === 'surprise' || ctx.feeling === 'wonder';
    const fig = posed(ctx, {
      ...stance('sit-floor'),
      lean: surprised ? -8 : -2,
      front: surprised
        ? { angle: 120, bend: 40, hand: 'open' }
        : { angle: 165, bend: 12, hand: 'fist' },
      back: surprised
        ? { angle: 150, bend: 50, hand: 'open' }
        : { angle: -170, bend: 14, hand: 'fist' },
      turn: 0.55,
      headTilt: ctx.feeling === 'sleep' ? -10 : 4,
      gaze: [0.9, 0.5],
    });
    const actor: Actor = { fig, x: hipX, y: mattressY + 2 * k, facing: 1, scale: s };
    // The quilt: over the legs from the waist to the foot, hanging down the near side.
    const qTop = (x: number): number => {
      const t = (x - (hipX - 4 * k)) / (foot - hipX + 4 * k);
      return mattressY - 12 * k + t * 6 * k - Math.sin(Math.PI * Math.min(1, t * 1.6)) * 4 * k;
    };
    const qx0 = hipX - 4 * k;
    const qPath: string[] = [`M${n(qx0)} ${n(mattressY + 18 * k)}`];
    for (let i = 0; i <= 12; i++) {
      const x = qx0 + ((foot - qx0) * i) / 12;
      qPath.push(`L${n(x)} ${n(qTop(x))}`);
    }
    qPath.push(`L${n(foot + 1 * k)} ${n(mattressY + 18 * k)}Z`);
    // Patchwork seams, so it reads as a quilt under the garden.
    const seams: string[] = [];
    for (let x = qx0 + 13 * k; x < foot - 3 * k; x += 13 * k) {
      seams.push(`M${n(x)} ${n(qTop(x) + 3 * k)}L${n(x)} ${n(mattressY + 18 * k)}`);
    }
    seams.push(`M${n(qx0)} ${n(mattressY + 4 * k)}L${n(foot)} ${n(mattressY + 4 * k)}`);
    const patches: string[] = [];
    let col = 0;
    for (let x = qx0; x < foot - 6 * k; x += 13 * k, col++) {
      const y = col % 2 === 0 ? mattressY + 4 * k : qTop(x + 6 * k) + 3 * k;
      const h = col % 2 === 0 ? 14 * k : mattressY + 4 * k - y;
      if (h > 2 * k) patches.push(rect(x + 0.6 * k, y + 0.6 * k, 11.8 * k, h - 1.2 * k));
    }
    // A strip of earth and grass along the quilt's top, where the garden grows from.
    const soil: string[] = [`M${n(qx0 + 2 * k)} ${n(qTop(qx0 + 2 * k) + 3.5 * k)}`];
    for (let i = 0; i <= 12; i++) {
      const x = qx0 + 2 * k + ((foot - qx0 - 3 * k) * i) / 12;
      soil.push(`L${n(x)} ${n(qTop(x) - (i % 2 === 0 ? 1.2 : 0.2) * k)}`);
    }
    for (let i = 12; i >= 0; i--) {
      const x = qx0 + 2 * k + ((foot - qx0 - 3 * k) * i) / 12;
      soil.push(`L${n(x)} ${n(qTop(x) + 3.5 * k)}`);
    }
    soil.push('Z');
    // Two hollyhocks risen tall out of the foot of the quilt, as high as the sleeper's arms.
    const garden: Node[] = [
      ...hollyhock([foot - 8 * k, qTop(foot - 8 * k) + 1 * k], 60 * k, '#e0508a', k),
      ...hollyhock([foot - 19 * k, qTop(foot - 19 * k) + 1 * k], 46 * k, '#f2e0f0', k),
    ];
    const count = 7;
    for (let i = 0; i < count; i++) {
      const x = qx0 + 8 * k + ((foot - qx0 - 14 * k) * i) / (count - 1) + rng.range(-1.5, 1.5) * k;
      const base: Point = [x, qTop(x) + 1 * k];
      const color = rng.pick(petals);
      garden.push(
        ...(i % 2 === 0
          ? tulip(base, rng.range(17, 24) * k, rng.range(-10, 10), color)
          : daisy(base, rng.range(11, 15) * k, color === '#f4d030' ? '#f2f0ea' : color)),
      );
    }
    // Flowers tumbling off the edge at the foot and lying on the floor.
    const fallen: Node[] = [
      ...tulip([foot + 4 * k, mattressY + 4 * k], 15 * k, 120, rng.pick(petals)),
      ...tulip([foot + 6 * k, -1 * k], 13 * k, 80, rng.pick(petals)),
    ];
    for (let i = 0; i < 5; i++) {
      fallen.push(
        placed(
          T.leaf(rng.pick(petals), 0.55),
          [foot + rng.range(-2, 14) * k, rng.range(-30, -1) * k],
          k,
          rng.range(0, 180),
        ),
      );
    }
    const frame = bedFront(bed);
    const nodes: Node[] = [
      actorNodes(actor),
      fill(qPath.join(''), quilt, 'cloth'),
      fill(patches.join(''), lighter(quilt, 0.22), 'cloth', 0),
      stroke(seams.join(''), darker(quilt, 0.25), 0.8 * k, 'detail', 0),
      fill(soil.join(''), mix('#6a4a30', p.wood, 0.2), 'plant', 0.4),
      ...garden,
      ...ivy(foot + 3 * k, mattressY + 26 * k, mattressY - 22 * k, k),
      ...fallen,
      // Two butterflies out already over the new garden.
      placed(T.butterfly(rng.pick(petals), p.ink, 1), [foot - 2 * k, mattressY - 62 * k], k, -12),
      placed(T.butterfly(rng.pick(petals), p.ink, 0.8), [hipX + 30 * k, mattressY - 44 * k], k, 14),
    ];
    const top = Math.min(
      actorPoint(actor, [0, fig.skeleton.headCentre[1] - fig.headR])[1],
      actorPoint(actor, fig.skeleton.hands.front)[1],
      actorPoint(actor, fig.skeleton.hands.back)[1],
      mattressY - 70 * k,
    );
    const box: [number, number, number, number] = [head - 8 * k, top - 6 * k, foot + 14 * k, 4];
    return staged(facingBox(box, facing), mx([hipX + 18 * k, mattressY - 20 * k], facing), {
      behind: mirror(behind, facing),
      actors: mirror([...frame, ...nodes], facing),
      contacts: [
        [(head - 1 * k) * facing, 8 * k],
        [(foot + 3 * k) * facing, 8 * k],
      ],
    });
  },
};
