/**
 * A tightrope into the sky: from the top of a chimney a rope rises to a star (a kite),
 * and a character walks up it, an open umbrella held high for balance, the other arm out. One
 * long diagonal, one small figure on it halfway, and the thing it walks towards.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { skyGlow } from './sky-swing.ts';
import { mirror, mx } from './water.ts';

/** What the rope is tied to up in the sky, centred on (0, 0), about `r` in radius. */
function skyEnd(object: NounId, p: Palette, r: number): Node[] {
  const glow = skyGlow(p);
  switch (object) {
    case 'kite':
      return [group(P.kite(p.accent, p.ink, [0, 0]).nodes, `scale(${n(r / 16)})`)];
    default:
      return P.star(glow, r).nodes;
  }
}

/**
 * Walking a tightrope up into the sky: a chimney on the ground at one end, the rope rising from
 * it to the thing in the sky, the character halfway up on tiptoe, umbrella up, arm out.
 */
export const skyTightrope: Action = {
  id: 'sky-tightrope',
  objects: ['star', 'kite'],
  feelings: ['resolve', 'fear', 'joy', 'wonder', 'longing', 'calm'],
  // Where a chimney stands: on a rooftop or in a street (not in a meadow or the snow).
  settings: ['rooftop', 'street'],
  framings: ['low'],
  fixedFramings: true,
  lights: ['glow', 'sky', 'sun'],
  family: (o) => `sky-tightrope:${o}`,
  concepts: [
    'tightrope',
    'balance',
    'courage',
    'risk',
    'circus',
    'ambition',
    'journey',
    'umbrella',
  ],
  say: sayFrom(
    {
      star: {
        en: 'walks a tightrope from a chimney up to a star, an umbrella held up for balance',
        ja: '煙突から星まで張った綱の上を、傘でバランスをとりながら渡っている',
        ru: 'идёт по канату, натянутому от трубы до самой звезды, держа зонтик для равновесия',
        pt: 'caminha numa corda bamba esticada de uma chaminé até uma estrela, com um guarda-chuva para se equilibrar',
        fi: 'kävelee savupiipusta tähteen pingotettua köyttä sateenvarjo tasapainona',
      },
      kite: {
        en: 'walks up the string of a kite from a chimney, an umbrella held up for balance',
        ja: '煙突から揚がる凧の糸の上を、傘でバランスをとりながら登っている',
        ru: 'идёт вверх по нитке воздушного змея, привязанной к трубе, держа зонтик для равновесия',
        pt: 'sobe pelo fio de um papagaio preso a uma chaminé, com um guarda-chuva para se equilibrar',
        fi: 'kävelee savupiippuun sidotun leijan narua ylös sateenvarjo tasapainona',
      },
    },
    'star',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The rope from the chimney's top up to the sky end, the walker on it halfway.
    const anchor: Point = [-46 * k, -46 * k];
    const end: Point = [52 * k, -146 * k];
    const ropeAt = (x: number): number =>
      anchor[1] + ((x - anchor[0]) / (end[0] - anchor[0])) * (end[1] - anchor[1]);
    const walkX = 0;
    const feetY = ropeAt(walkX);
    const afraid = ctx.feeling === 'fear';
    const where = { x: walkX, y: feetY, facing: 1 as const, scale: s };
    // Held up and out in front, so its shaft stays clear of the face.
    const umbrellaHand: Point = [walkX + 28 * k, feetY - H * 0.98];
    const fig = posed(ctx, {
      // Up the slope: the front foot higher on the rope, its knee bent; the back leg straight.
      legs: [
        [34, 52],
        [-10, 8],
      ],
      lift: 4,
      lean: afraid ? -8 : 6,
      front: { reach: toActor(where, umbrellaHand), hand: 'fist' },
      back: { angle: -95, bend: afraid ? -40 : -10, hand: 'open' },
      turn: 0.5,
      headTilt: afraid ? 16 : -8,
      gaze: afraid ? [0.4, 1] : [1, -0.5],
    });
    const walker: Actor = { fig, ...where };
    const hand: Point = [
      walkX + fig.skeleton.hands.front[0] * s,
      feetY + fig.skeleton.hands.front[1] * s,
    ];
    const shade = rng.pick(p.cloth);
    const umbrella = placed(
      P.umbrella({ main: shade, ink: p.ink, light: p.light, metal: '#4c464c' }),
      [hand[0], hand[1] + 2 * k],
      k * 0.75,
      8,
    );
    const ropeColor = mix('#d8c8a0', p.ink, 0.25);
    const rope = stroke(
      `M${n(anchor[0])} ${n(anchor[1])}L${n(end[0])} ${n(end[1])}`,
      ropeColor,
      1.6 * k,
      'cloth',
    );
    // The chimney: a brick stack standing on the ground, a cap on top, the rope tied round it.
    const brick = mix('#a0503a', p.wall, 0.3);
    const cw = 16 * k;
    const chimney: Node[] = [
      fill(rect(anchor[0] - cw / 2, anchor[1], cw, -anchor[1]), brick, 'stone'),
      fill(
        rect(anchor[0] - cw / 2 - 2 * k, anchor[1] - 4 * k, cw + 4 * k, 5 * k),
        darker(brick, 0.2),
        'stone',
      ),
      stroke(
        [0.3, 0.55, 0.8]
          .map((t) => `M${n(anchor[0] - cw / 2)} ${n(anchor[1] * t)}h${n(cw)}`)
          .join(''),
        darker(brick, 0.3),
        0.8 * k,
        'detail',
        0,
      ),
      stroke(
        `M${n(anchor[0] - cw / 2)} ${n(anchor[1] + 8 * k)}L${n(anchor[0] + cw / 2)} ${n(anchor[1] + 5 * k)}`,
        ropeColor,
        1.6 * k,
        'cloth',
      ),
    ];
    const r = (ctx.object === 'kite' ? 24 : 22) * k;
    const sky = group(skyEnd(ctx.object, p, r), `translate(${n(end[0])} ${n(end[1] - r * 0.4)})`);
    const headTop = feetY + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const umbrellaTop = hand[1] - 54 * k;
    const top = Math.min(headTop, umbrellaTop, end[1] - r * 1.6) - 4 * k;
    const box: [number, number, number, number] = [anchor[0] - cw, top, end[0] + r + 4 * k, 4];
    const glowAt = mx(end, facing);
    const lit = ctx.object !== 'kite';
    return staged(facingBox(box, facing), mx([walkX, feetY - H * 0.5], facing), {
      actors: mirror([...chimney, rope, sky, actorNodes(walker), umbrella], facing),
      contacts: [[anchor[0] * facing, 18 * k]],
      airborne: false,
      glows: lit ? [{ at: glowAt, r: r * 2.2, color: p.light }] : [],
      light: lit ? { at: glowAt, kind: 'glow', reach: 200 * k } : undefined,
    });
  },
};
