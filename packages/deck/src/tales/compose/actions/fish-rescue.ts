/**
 * Saved from drowning: a lifeguard, whistle on a cord, strides up out of the surf with a big fish
 * in its arms, a red-and-white life ring round the fish's middle, the fish gasping, eyes wide.
 * Kindness that gets it exactly wrong, a rescue nobody asked for, a fish out of water.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const scales = ['#e8823a', '#4a8ad0', '#d8b040', '#8a6ac8', '#3aa88a'] as const;

/**
 * A fish `L` long lying across the arms, its head at +x: an open gasping mouth, a wide eye with
 * a worried brow, and a life ring round its middle (the ring's back half behind the body).
 */
function gaspingFish(L: number, color: Color, ink: Color): { back: Node[]; front: Node[] } {
  const body = `M${n(L * 0.5)} ${n(-L * 0.02)}Q${n(L * 0.2)} ${n(-L * 0.34)} ${n(-L * 0.45)} 0Q${n(L * 0.2)} ${n(L * 0.32)} ${n(L * 0.5)} ${n(L * 0.06)}Z`;
  const tail = `M${n(-L * 0.42)} 0L${n(-L * 0.7)} ${n(-L * 0.26)}Q${n(-L * 0.6)} 0 ${n(-L * 0.7)} ${n(L * 0.26)}Z`;
  const ringX = -L * 0.04;
  const red = '#d8352c';
  const white = '#f6f2ea';
  // The ring round the fish's middle, seen three-quarters on: a narrow ellipse whose right arc
  // passes behind the body and whose left arc crosses in front of it, each a filled band (a pen
  // stroke turned it into one black line in the ink look).
  const ry = L * 0.21;
  const rx = ry * 0.5;
  const w = L * 0.075;
  const band = (from: number, to: number): string => {
    const pts = (r: number, dir: 1 | -1): string[] => {
      const out: string[] = [];
      for (let i = 0; i <= 12; i++) {
        const deg = dir === 1 ? from + ((to - from) * i) / 12 : to - ((to - from) * i) / 12;
        const rad = (deg * Math.PI) / 180;
        out.push(`${n(ringX + Math.cos(rad) * (rx + r))} ${n(Math.sin(rad) * (ry + r))}`);
      }
      return out;
    };
    return `M${[...pts(w / 2, 1), ...pts(-w / 2, -1)].join('L')}Z`;
  };
  return {
    back: [fill(band(-90, 90), darker(red, 0.25), 'detail')],
    front: [
      fill(tail, darker(color, 0.15), 'detail'),
      fill(body, color, 'detail'),
      // A fin, and the gill's curve.
      fill(
        `M${n(-L * 0.05)} ${n(-L * 0.2)}Q${n(-L * 0.16)} ${n(-L * 0.38)} ${n(-L * 0.32)} ${n(-L * 0.3)}L${n(-L * 0.24)} ${n(-L * 0.12)}Z`,
        darker(color, 0.15),
        'detail',
      ),
      stroke(
        `M${n(L * 0.24)} ${n(-L * 0.15)}Q${n(L * 0.18)} 0 ${n(L * 0.24)} ${n(L * 0.15)}`,
        darker(color, 0.3),
        L * 0.02,
        'detail',
        0,
      ),
      // The gasping mouth, open, and the wide eye under a raised brow.
      fill(ellipse(L * 0.47, L * 0.03, L * 0.05, L * 0.07), darker(color, 0.55), 'face'),
      fill(circle(L * 0.33, -L * 0.07, L * 0.07), '#ffffff', 'face'),
      fill(circle(L * 0.345, -L * 0.065, L * 0.035), ink, 'face', 0),
      stroke(
        `M${n(L * 0.26)} ${n(-L * 0.17)}Q${n(L * 0.32)} ${n(-L * 0.22)} ${n(L * 0.4)} ${n(-L * 0.15)}`,
        ink,
        L * 0.018,
        'face',
        0,
      ),
      // The ring's front half, red with two white stripes.
      fill(band(90, 270), red, 'detail'),
      fill(band(125, 155), white, 'detail', 0),
      fill(band(205, 235), white, 'detail', 0),
    ],
  };
}

/**
 * Carrying a fish up out of the sea in both arms, a life ring round it: the lifeguard striding
 * up the beach with the surf at its heels, the fish held across its chest, gasping.
 */
export const fishRescue: Action = {
  id: 'fish-rescue',
  objects: ['fish'],
  feelings: ['resolve', 'fear', 'surprise', 'mischief'],
  settings: ['shore'],
  // The fish reaches past the figure on both sides: a near shot cut its head or tail.
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Saving a fish from the sea is the dream; a twist beside it would crowd the rescue.
  untwisted: true,
  // The life ring's red and white and the fish's eye tell the story: a silhouette loses both,
  // and the woodcut prints the fish pale and the ring into its body.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky'],
  family: () => 'fish-rescue',
  // No word a clue must be free to say ("killing with kindness", "good intentions").
  concepts: [
    'rescue',
    'compassion',
    'lifeguard',
    'out of place',
    'misunderstanding',
    'help',
    'irony',
    'summer',
    'drowning',
  ],

  say: sayFrom(
    {
      fish: {
        en: 'carries a gasping fish up out of the sea in a life ring, rescued from drowning',
        ja: '溺れかけた魚を浮き輪に入れて、海から抱きかかえて運び出している。魚は口をぱくぱくさせている',
        ru: 'выносит из моря задыхающуюся рыбу в спасательном круге, спасая её от утопления',
        pt: 'tira do mar, nos braços, um peixe ofegante dentro de uma boia, salvo de se afogar',
        fi: 'kantaa haukkovan kalan pelastusrenkaassa ylös merestä, hukkumasta pelastettuna',
      },
    },
    'fish',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const u = (m.height * s) / 100;
    // The fish across the chest, head forward, held from below by both arms.
    const L = 54;
    const chest: Point = [12, -m.height * 0.47];
    const fig = posed(ctx, {
      legs: 'stride',
      lean: 8,
      front: { reach: [chest[0] + L * 0.22, chest[1] + 6], hand: 'open' },
      back: { reach: [chest[0] - L * 0.26, chest[1] + 7], hand: 'open' },
      turn: 0.6,
      headTilt: ctx.feeling === 'fear' ? -6 : 4,
      gaze: [0.8, 0.4],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const color = rng.pick(scales);
    const f = gaspingFish(L, color, p.ink);
    const at = (nodes: Node[]): Node =>
      group(nodes, `translate(${n(chest[0] * s)} ${n(chest[1] * s)}) scale(${n(s)}) rotate(-8)`);
    // A whistle on a cord round the neck: the lifeguard's badge.
    const neck = actorPoint(actor, fig.skeleton.neck);
    const whistle: Node[] = [
      stroke(
        `M${n(neck[0] - 3 * u)} ${n(neck[1])}Q${n(neck[0])} ${n(neck[1] + 12 * u)} ${n(neck[0] + 3 * u)} ${n(neck[1])}`,
        '#d8352c',
        0.8 * u,
        'detail',
        0,
      ),
      fill(
        `M${n(neck[0] - 1 * u)} ${n(neck[1] + 9 * u)}h${n(5 * u)}v${n(2.4 * u)}h${n(-5 * u)}Z`,
        '#e8c040',
        'metal',
      ),
    ];
    // The surf breaking at the heels, spray and drops falling off the fish.
    const foam = lighter(p.sky[1], 0.6);
    const surf: Node[] = [
      fill(
        `M${n(-46 * u)} ${n(1 * u)}Q${n(-36 * u)} ${n(-7 * u)} ${n(-24 * u)} ${n(-2 * u)}Q${n(-14 * u)} ${n(-8 * u)} ${n(-4 * u)} ${n(0)}L${n(-4 * u)} ${n(3 * u)}L${n(-46 * u)} ${n(3 * u)}Z`,
        foam,
        'water',
        0,
      ),
    ];
    const drops: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x = (chest[0] + rng.range(-L * 0.4, L * 0.4)) * s;
      const y = (chest[1] + rng.range(12, 30)) * s;
      drops.push(circle(x, y, rng.range(0.8, 1.3) * u));
    }
    const nodes: Node[] = [
      ...surf,
      at(f.back),
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...whistle,
      at(f.front),
      group(fig.hands, `scale(${n(s)})`),
      fill(drops.join(''), lighter(p.sky[1], 0.4), 'detail', 0),
    ];
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      Math.min(-48 * u, (chest[0] - L * 0.75) * s),
      headTop,
      (chest[0] + L * 0.6) * s,
      4,
    ];
    return staged(facingBox(box, facing), mx([chest[0] * s, chest[1] * s], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 30 * u]],
      closeBox: facingBox([box[0] * 0.6, headTop, box[2], chest[1] * s + 40 * u], facing),
    });
  },
};
