/**
 * Combing a waterfall like long hair: strands of water (of the starry night, of a storm's rain)
 * fall from a cloud to a pool, and the character draws a huge comb down through them, tangled and
 * wavy above the comb, straight and smooth below it.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The strands' colour, their light edge and the cloud they fall from. */
function colorsOf(object: NounId, p: Palette): { hair: Color; shine: Color; cloud: Color } {
  switch (object) {
    case 'night':
      return { hair: '#1f2552', shine: '#fff3b0', cloud: '#2c3160' };
    case 'storm':
      return { hair: '#7f8fa6', shine: '#e8f0ff', cloud: '#5d6473' };
    default:
      return { hair: mix(p.water, '#3a8fd0', 0.5), shine: '#e6f6ff', cloud: '#ffffff' };
  }
}

/**
 * The falling strands from y0 (under the cloud) to the pool at y = 0, x0 to x1 wide; the comb at
 * y = at: above it each strand waves and crosses its neighbours, below it they run straight.
 */
function strands(
  object: NounId,
  p: Palette,
  x0: number,
  x1: number,
  y0: number,
  at: number,
  k: number,
): Node[] {
  const { hair, shine } = colorsOf(object, p);
  const count = 7;
  const gap = (x1 - x0) / count;
  // Bushy and uneven above the comb, bulging out; neat below it.
  const mid = (y0 + at) / 2;
  const bulge = gap * 0.9;
  const body = `M${n(x0)} ${n(y0)}H${n(x1)}C${n(x1 + bulge)} ${n(mid - (at - y0) * 0.2)} ${n(x1 + bulge * 1.2)} ${n(mid + (at - y0) * 0.2)} ${n(x1)} ${n(at)}L${n(x1 - gap * 0.2)} 0H${n(x0 + gap * 0.2)}L${n(x0)} ${n(at)}C${n(x0 - bulge * 1.1)} ${n(mid + (at - y0) * 0.25)} ${n(x0 - bulge)} ${n(mid - (at - y0) * 0.15)} ${n(x0)} ${n(y0)}Z`;
  const waves: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + gap * (i + 0.5);
    // All waving the same way, like wavy hair; the outer ones follow the bulge.
    const amp = gap * (0.7 + 0.08 * (i % 3));
    const steps = 3;
    const h = (at - y0) / steps;
    let d = `M${n(x)} ${n(y0)}`;
    for (let j = 0; j < steps; j++)
      d += `Q${n(x + (j % 2 === 0 ? amp : -amp) + (x - (x0 + x1) / 2) * 0.25)} ${n(y0 + h * (j + 0.5))} ${n(x)} ${n(y0 + h * (j + 1))}`;
    waves.push(d);
    lines.push(`M${n(x)} ${n(at + 6 * k)}L${n(x + (x - (x0 + x1) / 2) * -0.1)} ${n(-2 * k)}`);
  }
  const out: Node[] = [
    fill(body, hair, 'water'),
    stroke(waves.join(''), lighter(hair, 0.35), 1.3 * k, 'detail', 0),
    stroke(lines.join(''), shine, 1.2 * k, 'detail', 0),
  ];
  if (object === 'night')
    for (const [u, v] of [
      [0.2, 0.2],
      [0.7, 0.35],
      [0.4, 0.6],
      [0.8, 0.78],
      [0.25, 0.88],
    ] as const)
      out.push(placed(P.star(shine, 2.6 * k), [x0 + (x1 - x0) * u, y0 + (0 - y0) * v], 1, u * 90));
  return out;
}

/** A big comb held level across the strands, its teeth down, its handle end at `grip`. */
function comb(grip: Point, len: number, k: number, color: Color): Node[] {
  const [gx, gy] = grip;
  const h = 5 * k;
  const teeth: string[] = [];
  for (let x = gx + 8 * k; x < gx + len - 2 * k; x += 3.4 * k)
    teeth.push(`M${n(x)} ${n(gy + h * 0.5)}V${n(gy + h * 0.5 + 9 * k)}`);
  return [
    stroke(teeth.join(''), darker(color, 0.1), 1.7 * k, 'detail'),
    fill(
      `M${n(gx - 4 * k)} ${n(gy - h * 0.5)}H${n(gx + len)}Q${n(gx + len + 2 * k)} ${n(gy)} ${n(gx + len)} ${n(gy + h * 0.5 + 2 * k)}H${n(gx - 4 * k)}Q${n(gx - 6 * k)} ${n(gy)} ${n(gx - 4 * k)} ${n(gy - h * 0.5)}Z`,
      color,
      'detail',
    ),
  ];
}

/**
 * Combing a waterfall (the night, a storm's rain) like long hair: the falls from a cloud just
 * ahead, the character beside them drawing a comb as long as its arm down through them.
 */
export const combFalls: Action = {
  id: 'comb-falls',
  objects: ['sea', 'night', 'storm'],
  feelings: ['calm', 'joy', 'resolve', 'longing', 'wonder', 'mischief'],
  settings: ['meadow', 'forest', 'shore', 'snowfield', 'desert', 'icefield'],
  framings: ['medium', 'low'],
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `comb-falls:${o}`,
  concepts: ['combing', 'hair', 'grooming', 'tangles', 'care', 'tenderness', 'chores', 'waterfall'],
  say: sayFrom(
    {
      sea: {
        en: 'combs a waterfall like long hair',
        ja: '滝を長い髪のようにくしでとかしている',
        ru: 'расчёсывает водопад, как длинные волосы',
        pt: 'penteia uma cascata como se fosse cabelo comprido',
        fi: 'kampaa vesiputousta kuin pitkiä hiuksia',
      },
      night: {
        en: 'combs the night like long hair, stars caught in the comb',
        ja: '夜を長い髪のようにくしでとかし、くしに星がからまっている',
        ru: 'расчёсывает ночь, как длинные волосы, и в гребне запутались звёзды',
        pt: 'penteia a noite como se fosse cabelo comprido, com estrelas presas no pente',
        fi: 'kampaa yötä kuin pitkiä hiuksia, ja kampaan takertuu tähtiä',
      },
      storm: {
        en: 'combs the rain of a storm cloud like long hair',
        ja: '雨雲の雨を長い髪のようにくしでとかしている',
        ru: 'расчёсывает дождь из грозовой тучи, как длинные волосы',
        pt: 'penteia a chuva de uma nuvem de tempestade como se fosse cabelo comprido',
        fi: 'kampaa ukkospilven sadetta kuin pitkiä hiuksia',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const { cloud, shine } = colorsOf(ctx.object, p);
    // The falls a step ahead, from a cloud well above the head down to a pool on the ground.
    const x0 = H * 0.3;
    const x1 = H * 0.78;
    const y0 = -H * 1.22;
    const grip: Point = [H * 0.22, (m.shoulder - 2) * s];
    const calm = ctx.feeling === 'calm' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: calm ? 'stand' : 'tiptoe',
      lean: 4,
      front: { reach: [grip[0] / s, grip[1] / s], hand: 'fist' },
      back: { reach: [(x0 - 2 * k) / s, (grip[1] + 26 * k) / s], hand: 'open' },
      turn: 0.5,
      headTilt: calm ? 14 : -6,
      gaze: [1, calm ? 0.3 : -0.2],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const combColor = ctx.object === 'night' ? '#e9d7a8' : mix(p.accent, '#c08850', 0.5);
    const cx = (x0 + x1) / 2;
    const nodes: Node[] = [
      fill(
        oval(cx, -1 * k, (x1 - x0) * 0.85, 5 * k),
        darker(colorsOf(ctx.object, p).hair, 0.15),
        'water',
      ),
      ...strands(ctx.object, p, x0, x1, y0 + 8 * k, hand[1], k),
      placed(P.cloud(cloud, (x1 - x0) * 2.1), [cx, y0 + 2 * k]),
      stroke(oval(cx, -1 * k, (x1 - x0) * 0.6, 3 * k), shine, 1 * k, 'detail', 0),
      actorNodes(actor),
      ...comb([hand[0], hand[1] - 2 * k], x1 - hand[0] + 6 * k, k, combColor),
      ...(ctx.object === 'night'
        ? [placed(P.star(shine, 3.2 * k), [cx + 4 * k, hand[1] + 6 * k], 1, 15)]
        : []),
      // The hands over the comb's spine and the strands.
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = y0 - (x1 - x0) * 0.5;
    const box: [number, number, number, number] = [-H * 0.25, top, x1 + (x1 - x0) * 0.55, 4];
    const focus: Point = [cx, hand[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [cx * facing, (x1 - x0) * 1.2],
      ],
      glows: [],
      closeBox: facingBox([-H * 0.2, hand[1] - 30 * k, x1 + 6 * k, hand[1] + 40 * k], facing),
    });
  },
};
