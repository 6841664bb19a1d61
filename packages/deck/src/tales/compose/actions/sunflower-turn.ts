/**
 * The sunflowers turn the wrong way: the character stands on the path through a field of tall
 * sunflowers, and every flower head has turned from the low sun to look down at it, a crowd of
 * faces bowed over one small figure. Fame, being watched, a light others see in you, or the
 * sun left alone in its sky.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker } from '../../kit/colors.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const petal = '#f4c020';
const seeds = '#5a3418';
const stemGreen = '#4f8a34';

/**
 * A sunflower head at the origin, `r` across its heart, turned `t` (-1 … 1) towards +x: seen
 * turned, its ring narrows and its heart slides to the side it looks to, the green back showing
 * on the other.
 */
function head(r: number, t: number): Node[] {
  const f = 1 - 0.6 * Math.abs(t);
  const shift = t * r * 0.35;
  const ring: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const tip: Point = [Math.cos(a) * r * 1.8 * f + shift * 0.5, Math.sin(a) * r * 1.8];
    const l: Point = [Math.cos(a - 0.19) * r * f + shift, Math.sin(a - 0.19) * r];
    const q: Point = [Math.cos(a + 0.19) * r * f + shift, Math.sin(a + 0.19) * r];
    ring.push(`M${n(l[0])} ${n(l[1])}L${n(tip[0])} ${n(tip[1])}L${n(q[0])} ${n(q[1])}Z`);
  }
  // The green cup of the back, on the side away from what it looks at.
  const back = `M${n(-t * r * 0.2)} ${n(-r * 1.25)}Q${n(-t * r * 1.9)} ${n(-r * 0.9)} ${n(-t * r * 1.9)} 0Q${n(-t * r * 1.9)} ${n(r * 0.9)} ${n(-t * r * 0.2)} ${n(r * 1.25)}Z`;
  return [
    fill(back, darker(stemGreen, 0.1), 'plant', 0),
    fill(ring.join(''), petal, 'detail'),
    fill(
      `M${n(shift - r * f)} 0a${n(r * f)} ${n(r)} 0 1 0 ${n(2 * r * f)} 0a${n(r * f)} ${n(r)} 0 1 0 ${n(-2 * r * f)} 0Z`,
      seeds,
      'detail',
    ),
  ];
}

/** A sunflower from (x, 0) to a head `h` up, leaning its head towards `toward` (an x). */
function sunflower(x: number, h: number, toward: number, r: number, k: number): Node[] {
  const d = toward - x;
  const t = Math.max(-1, Math.min(1, d / (30 * k)));
  const top: Point = [x + t * 7 * k, -h];
  const leaves: string[] = [];
  for (const [u, side] of [
    [0.35, 1],
    [0.55, -1],
  ] as const) {
    const y = -h * u;
    const lx = x + t * 7 * k * u * u;
    leaves.push(
      `M${n(lx)} ${n(y)}q${n(side * 6 * k)} ${n(-7 * k)} ${n(side * 13 * k)} ${n(-3 * k)}q${n(-side * 5 * k)} ${n(7 * k)} ${n(-side * 13 * k)} ${n(3 * k)}Z`,
    );
  }
  return [
    stroke(
      `M${n(x)} 0Q${n(x)} ${n(-h * 0.6)} ${n(top[0])} ${n(top[1])}`,
      darker(stemGreen, 0.12),
      1.9 * k,
      'plant',
    ),
    fill(leaves.join(''), stemGreen, 'plant'),
    // Bowed a little towards the one it looks at.
    group(head(r, t), at(top[0], top[1], 1, t * 12, false)),
  ];
}

/**
 * The character on the path in the middle; a back row of tall sunflowers either side, a front
 * row of shorter ones nearer the card's edges; every head turned to the character.
 */
export const sunflowerTurn: Action = {
  id: 'sunflower-turn',
  objects: ['sunflowers'],
  // A mouse is lost under the stalks.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['surprise', 'mischief', 'fear', 'resolve'],
  settings: ['meadow'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // "in a field of sunflowers" is the sentence's place.
  ownPlace: true,
  // A field of flowers that turns from the sun is the dream by itself.
  untwisted: true,
  // The turned yellow heads are the story: a silhouette blacks them into one hedge, and the
  // woodcut's tint block prints them pale blue or grey, leaves rather than sunflowers.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun'],
  family: () => 'sunflower-turn',
  concepts: [
    'sunflowers',
    'attention',
    'fame',
    'being watched',
    'summer',
    'field',
    'admiration',
    'crowd',
    'sun',
    'envy',
  ],
  say: sayFrom(
    {
      sunflowers: {
        en: 'stands in a field of sunflowers that have all turned away from the sun to look at it',
        ja: 'ひまわり畑に立つと、ひまわりがみんな太陽に背を向けてこちらを見つめている',
        ru: 'стоит посреди поля подсолнухов, и все они отвернулись от солнца, чтобы смотреть на него',
        pt: 'está num campo de girassóis que se viraram todos de costas para o sol para olhar para ele',
        fi: 'seisoo auringonkukkapellolla, ja kaikki kukat ovat kääntyneet auringosta katsomaan sitä',
      },
    },
    'sunflowers',
  ),
  stage(ctx) {
    const { rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const afraid = ctx.feeling === 'fear';
    const sly = ctx.feeling === 'mischief';
    const fig = posed(ctx, {
      legs: afraid ? 'crouch' : 'stand',
      front: afraid
        ? { angle: 150, bend: 110, hand: 'open' }
        : sly
          ? { angle: -25, bend: 60, hand: 'fist' }
          : { angle: 60, bend: 70, hand: 'open' },
      back: afraid
        ? { angle: 140, bend: 120, hand: 'open' }
        : sly
          ? { angle: -35, bend: 70, hand: 'fist' }
          : { angle: 30, bend: 90, hand: 'open' },
      // Looking back at the field that looks at it.
      turn: -0.5,
      headTilt: -8,
      gaze: [-0.6, -0.7],
    });
    const a: Actor = { fig, x: 36 * k, facing: 1, scale: s };
    // The heads look at the character's face, a little above it for the tall ones.
    const cx = 36 * k;
    const faceX = cx;
    const backRow: Node[] = [];
    const frontRow: Node[] = [];
    // The field between the sun and the character, every head turned from the one to the other.
    for (let i = 0; i < 5; i++) {
      const x = (-50 + i * 14 + rng.range(-1.5, 1.5)) * k;
      const h = rng.range(118, 138) * k - (i === 4 ? 8 * k : 0);
      backRow.push(...sunflower(x, h, faceX, 9.5 * k, k));
    }
    for (let i = 0; i < 3; i++) {
      const x = (-46 + i * 21 + rng.range(-2, 2)) * k;
      const h = rng.range(80, 96) * k;
      frontRow.push(...sunflower(x, h, faceX, 11 * k, k));
    }
    // The sun, low on one side behind the field, with no one turned to it.
    const sunAt: Point = [-36 * k, -176 * k];
    const sun: Node[] = [
      fill(circle(sunAt[0], sunAt[1], 18 * k), '#ffe9a8', 'glow', 0),
      fill(circle(sunAt[0], sunAt[1], 12 * k), '#ffd23a', 'glow', 0),
    ];
    const nodes: Node[] = [...backRow, actorNodes(a), ...frontRow];
    const behind: Node[] = sun;
    const box: [number, number, number, number] = [-60 * k, -196 * k, cx + 18 * k, 4];
    return staged(facingBox(box, facing), mx([cx - 20 * k, -80 * k], facing), {
      behind: mirror(behind, facing),
      actors: mirror(nodes, facing),
      contacts: [[cx * facing, 24 * k]],
    });
  },
};
