/**
 * A swing hung from the sky: a character standing on a swing whose two ropes are tied to a star
 * (a cloud) high in the night, far above the roofs of a sleeping town. Two long ropes and a
 * figure between them read at any size. (No moon: the deck caps a prop at 16 cards, and the
 * moon is in many.)
 */
import { at, circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The roofs of a small town asleep on the ground, from x0 to x1, far below the swing: dark
 * houses, one spire, and a single window still lit.
 */
function sleepingTown(p: Palette, rng: Rng, x0: number, x1: number, k: number): Node[] {
  const wall = mix(p.ink, p.sky[1], 0.22);
  const roof = darker(wall, 0.2);
  const shapes: string[] = [];
  const roofs: string[] = [];
  const windows: string[] = [];
  let lit = '';
  const count = Math.max(6, Math.round((x1 - x0) / (15 * k)));
  const litAt = rng.int(1, count - 2);
  let x = x0;
  for (let i = 0; i < count && x < x1; i++) {
    const w = rng.range(12, 19) * k;
    const h = rng.range(7, 12) * k;
    shapes.push(rect(x, -h, w - 1 * k, h));
    if (i === Math.floor(count / 2) + 1) {
      // A church spire, taller than the rest.
      roofs.push(
        poly([
          [x + w * 0.2, -h],
          [x + w * 0.45, -h - 18 * k],
          [x + w * 0.7, -h],
        ]),
      );
    } else
      roofs.push(
        poly([
          [x - 1.5 * k, -h],
          [x + (w - 1 * k) / 2, -h - w * 0.5],
          [x + w + 0.5 * k, -h],
        ]),
      );
    const win = rect(x + w * 0.3, -h * 0.7, 3 * k, 3.4 * k);
    if (i === litAt) lit = win;
    else windows.push(win);
    x += w;
  }
  return [
    fill(shapes.join(''), wall, 'wall'),
    fill(roofs.join(''), roof, 'wood'),
    fill(windows.join(''), darker(wall, 0.25), 'detail', 0),
    fill(lit, lighter(p.light, 0.3), 'glow', 0),
  ];
}

/**
 * The colour of a moon or a star in the sky: pale light at night, golden by day, so a pale moon
 * does not vanish into a pale sky (the other sky situations of the set use it too).
 */
export function skyGlow(p: Palette, night = 0.5, day = 0.55): Color {
  return p.night ? lighter(p.light, night) : mix(p.light, '#f2b640', day);
}

/**
 * What the swing hangs from, centred on (0, 0), about `r` in radius, and how far below its centre
 * the two ropes are tied (inside its shape, so they seem to grow from it).
 */
function hanger(
  object: NounId,
  p: Palette,
  r: number,
): { nodes: Node[]; tie: number; bottom: number } {
  const glow = skyGlow(p);
  switch (object) {
    case 'cloud':
      return {
        nodes: [group(P.cloud(lighter(p.sky[1], 0.7), r * 2.8).nodes)],
        tie: r * 0.4,
        bottom: r * 0.7,
      };
    default:
      return { nodes: P.star(glow, r).nodes, tie: r * 0.55, bottom: r * 0.85 };
  }
}

/**
 * Swinging high on a swing hung from a star (a cloud): the ropes run down from the sky
 * to a plank, the character sits on it flung forward at the top of the swing, legs out, with the
 * roofs of a sleeping town far below.
 */
export const skySwing: Action = {
  id: 'sky-swing',
  objects: ['star', 'cloud'],
  feelings: ['joy', 'wonder', 'calm', 'longing', 'mischief', 'sleep'],
  // Places the sentence can end on after 'the roofs of a town': a town in the snow, on the shore,
  // in a desert (not 'above the clouds', 'in a meadow' or 'on an ice field').
  settings: ['snowfield', 'shore', 'desert'],
  framings: ['low', 'medium'],
  fixedFramings: true,
  lights: ['glow'],
  family: (o) => `sky-swing:${o}`,
  concepts: ['swing', 'night', 'childhood', 'freedom', 'lullaby', 'height', 'flying', 'dreams'],
  say: sayFrom(
    {
      star: {
        en: 'swings on a swing hung from a star, high above the roofs of a town',
        ja: '星からつり下げたブランコで、眠る町の上を高くこいでいる',
        ru: 'качается на качелях, подвешенных к звезде, высоко над спящим городом',
        pt: 'balança-se num balanço pendurado numa estrela, bem acima de uma cidade adormecida',
        fi: 'keinuu tähteen ripustetussa keinussa korkealla nukkuvan kaupungin yllä',
      },
      cloud: {
        en: 'swings on a swing hung from a cloud, high above the roofs of a town',
        ja: '雲からつり下げたブランコで、眠る町の上を高くこいでいる',
        ru: 'качается на качелях, подвешенных к облаку, высоко над спящим городом',
        pt: 'balança-se num balanço pendurado numa nuvem, bem acima de uma cidade adormecida',
        fi: 'keinuu pilveen ripustetussa keinussa korkealla nukkuvan kaupungin yllä',
      },
    },
    'star',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Standing on the plank of a swing (a sitter is too short to fill the card under its ropes
    // and a star), a rope at each end of the plank and a hand on each, well above the roofs.
    const seatY = -44 * k;
    const spread = 19 * k;
    const plankT = 4 * k;
    const dreamy = ctx.feeling === 'longing' || ctx.feeling === 'sleep' || ctx.feeling === 'calm';
    const ax = 0;
    const ay = seatY - plankT;
    const rel = (q: Point): Point => [(q[0] - ax) / s, (q[1] - ay) / s];
    const shoulderY = ay + m.shoulder * s;
    const fig = posed(ctx, {
      legs: dreamy
        ? 'stand'
        : [
            [10, 16],
            [-8, 12],
          ],
      lean: dreamy ? 4 : -4,
      front: { reach: rel([spread, shoulderY + (dreamy ? 6 : -10) * k]), hand: 'fist' },
      back: { reach: rel([-spread, shoulderY - (dreamy ? 4 : 16) * k]), hand: 'fist' },
      turn: 0.4,
      headTilt: dreamy ? 16 : -8,
      gaze: dreamy ? [0.6, 0.9] : [1, -0.3],
    });
    const actor: Actor = { fig, x: ax, y: ay, facing: 1, scale: s };
    const hangR = (ctx.object === 'cloud' ? 24 : 30) * k;
    const hung = hanger(ctx.object, p, hangR);
    // Rope enough that the sky thing hangs well clear of the head.
    const headTop = ay + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const pivotY = headTop - 24 * k - hung.bottom;
    const ropeColor = mix('#d8c8a0', p.ink, 0.2);
    const ropes = stroke(
      [-spread, spread]
        .map((x) => `M${n(x)} ${n(pivotY + hung.tie)}L${n(x)} ${n(seatY - plankT)}`)
        .join(''),
      ropeColor,
      1.8 * k,
      'cloth',
    );
    const plank = fill(
      rect(-spread - 5 * k, seatY - plankT, spread * 2 + 10 * k, plankT, 1 * k),
      p.wood,
      'wood',
    );
    // The swing's sway, a few faint strokes trailing under the plank's ends.
    const sway = stroke(
      [-1, 1]
        .map(
          (side) =>
            `M${n(side * (spread + 9 * k))} ${n(seatY - 2 * k)}q${n(side * 8 * k)} ${n(-2 * k)} ${n(side * 14 * k)} ${n(-10 * k)}M${n(side * (spread + 8 * k))} ${n(seatY + 4 * k)}q${n(side * 9 * k)} ${n(-1 * k)} ${n(side * 16 * k)} ${n(-8 * k)}`,
        )
        .join(''),
      lighter(p.sky[1], 0.55),
      1.1 * k,
      'detail',
      0,
    );
    const pivot: Point = [0, pivotY];
    const sky = group(hung.nodes, at(0, pivotY));
    const half = 52 * k;
    const town = sleepingTown(p, rng, -half, half, k);
    // The sky thing dips into the card from its top edge: cut by the frame, it reads as huge.
    const top = Math.min(headTop - 8 * k, pivotY - hangR * 1.05);
    const box: [number, number, number, number] = [-half, top, half, 4];
    const stars: Node[] = p.night
      ? [
          fill(
            [0.2, 0.5, 0.8]
              .map((t) =>
                circle(-half + t * 2 * half * 0.9, top + (0.2 + t * 0.2) * 40 * k, 0.9 * k),
              )
              .join(''),
            lighter(p.light, 0.6),
            'glow',
            0,
          ),
        ]
      : [];
    const light = mx(pivot, facing);
    return staged(facingBox(box, facing), mx([0, seatY - 60 * k], facing), {
      behind: mirror([...stars, ropes, sky, sway], facing),
      actors: mirror([plank, actorNodes(actor)], facing),
      before: mirror(town, facing),
      contacts: [],
      airborne: true,
      glows: ctx.object === 'cloud' ? [] : [{ at: light, r: hangR * 2, color: p.light }],
      light: ctx.object === 'cloud' ? undefined : { at: light, kind: 'glow', reach: 160 * k },
    });
  },
};
