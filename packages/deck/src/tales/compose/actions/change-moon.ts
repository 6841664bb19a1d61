/**
 * Changing the moon like a light bulb: on top of a stepladder, a character screws a new moon (a new
 * star) into a socket hanging on a cord out of the sky, while the old one, burnt out and grey,
 * lies at the foot of the ladder.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The bulb: the moon as a full disc or a star, centred at (0, 0), radius r, lit or burnt out. */
function bulb(object: NounId, p: Palette, r: number, lit: boolean): P.Prop {
  const color = lit ? mix(p.light, '#f6dc7a', 0.55) : '#9a968e';
  return object === 'star' ? P.star(color, r * 1.15) : P.fullMoon(color, r);
}

/**
 * On the top step of a stepladder, arms up, screwing a new moon (or star) into a socket on a
 * cord hanging out of the sky, like a light bulb; the old one, grey and cracked, lies on the
 * ground by the ladder's foot.
 */
export const changeMoon: Action = {
  id: 'change-moon',
  objects: ['moon', 'star'],
  feelings: ['resolve', 'calm', 'mischief', 'joy', 'fear', 'wonder'],
  settings: ['rooftop', 'meadow', 'street', 'snowfield', 'shore', 'clouds', 'desert', 'icefield'],
  framings: ['medium', 'high'],
  fixedFramings: true,
  lights: ['glow', 'sky', 'moon'],
  family: (o) => `change-moon:${o}`,
  concepts: [
    'light bulb',
    'ladder',
    'repair',
    'chores',
    'handyman',
    'maintenance',
    'heights',
    'the sky',
    'how many does it take',
  ],

  say: sayFrom(
    {
      moon: {
        en: 'changes the moon like a light bulb, the burnt-out one at the foot of the ladder',
        ja: '脚立にのぼって、電球のように月を取りかえている。切れた古い月は足もとに転がっている',
        ru: 'стоя на стремянке, меняет луну, как лампочку, а перегоревшая лежит внизу',
        pt: 'em cima de um escadote, troca a lua como quem troca uma lâmpada, e a fundida está no chão',
        fi: 'vaihtaa kuuta tikkailla kuin hehkulamppua, ja palanut vanha makaa tikkaiden juurella',
      },
      star: {
        en: 'changes a star like a light bulb, the burnt-out one at the foot of the ladder',
        ja: '脚立にのぼって、電球のように星を取りかえている。切れた古い星は足もとに転がっている',
        ru: 'стоя на стремянке, меняет звезду, как лампочку, а перегоревшая лежит внизу',
        pt: 'em cima de um escadote, troca uma estrela como quem troca uma lâmpada, e a fundida está no chão',
        fi: 'vaihtaa tähteä tikkailla kuin hehkulamppua, ja palanut vanha makaa tikkaiden juurella',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The stepladder: its top step at 0.6 of the figure's height.
    const step = H * 0.6;
    const lw = 34 * k;
    const wood = p.wood;
    const legs = darker(wood, 0.15);
    const ladder: Node[] = [
      stroke(
        `M${n(lw * 0.5)} 0L${n(lw * 0.12)} ${n(-step - 4 * k)}`,
        darker(legs, 0.15),
        2.6 * k,
        'wood',
      ),
      stroke(`M${n(-lw * 0.5)} 0L${n(-lw * 0.12)} ${n(-step - 4 * k)}`, legs, 3 * k, 'wood'),
      ...[0.25, 0.5, 0.75].map((t) =>
        stroke(
          `M${n(-lw * 0.5 + lw * 0.38 * t)} ${n(-step * t)}h${n(lw * 0.5 - lw * 0.38 * t + lw * 0.1)}`,
          legs,
          2 * k,
          'wood',
        ),
      ),
      fill(rect(-lw * 0.2, -step - 4 * k, lw * 0.4, 4 * k, 1), lighter(wood, 0.1), 'wood'),
    ];
    // The new bulb just over the head, forward; the socket on its cord above it.
    const r = 14 * k;
    // Forward of the face and above it, so the face looking up stays clear.
    const moonC: Point = [m.headR * s + r * 0.9, -step + m.reachTop * s - 2 * k];
    const baseTop = moonC[1] - r - 7 * k;
    const socketTop = baseTop - 7 * k;
    const where = { x: 0, y: -step, facing: 1 as const, scale: s };
    const scared = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: scared ? 'tiptoe' : 'stand',
      lean: -4,
      front: { reach: toActor(where, [moonC[0] + r * 0.2, moonC[1] + r * 0.75]), hand: 'open' },
      back: { reach: toActor(where, [moonC[0] - r * 0.8, moonC[1] + r * 0.1]), hand: 'open' },
      turn: 0.5,
      headTilt: -16,
      gaze: [0.7, -1],
    });
    const actor: Actor = { fig, ...where };
    const metal = '#b8bcc4';
    const socket: Node[] = [
      fill(rect(moonC[0] - 5 * k, socketTop, 10 * k, 7 * k, 1.5 * k), '#3a3638', 'metal'),
      fill(rect(moonC[0] - 4 * k, baseTop, 8 * k, 7 * k, 1), metal, 'metal'),
      stroke(
        `M${n(moonC[0] - 4 * k)} ${n(baseTop + 2 * k)}l${n(8 * k)} -1M${n(moonC[0] - 4 * k)} ${n(baseTop + 4.5 * k)}l${n(8 * k)} -1`,
        darker(metal, 0.35),
        0.7 * k,
        'detail',
        0,
      ),
    ];
    const bulbNew = placed(bulb(ctx.object, p, r, true), moonC);
    // The burnt-out one on the ground by the ladder, grey, a crack across it.
    const oldAt: Point = [-lw * 0.5 - r * 1.1, -r * 0.9];
    const old = group([
      placed(bulb(ctx.object, p, r * 0.9, false), oldAt, 1, 24),
      stroke(
        `M${n(oldAt[0] - r * 0.4)} ${n(oldAt[1] - r * 0.3)}l${n(r * 0.3)} ${n(r * 0.25)}l${n(-r * 0.05)} ${n(r * 0.3)}l${n(r * 0.35)} ${n(r * 0.2)}`,
        '#4a4640',
        1 * k,
        'detail',
        0,
      ),
    ]);
    const nodes: Node[] = [...ladder, old, ...socket, actorNodes(actor), bulbNew];
    // The cord runs up out of the card: drawn with the place so it does not stretch the frame.
    const cord = stroke(
      `M${n(moonC[0])} ${n(socketTop)}V${n(socketTop - H * 5)}`,
      '#2e2a2c',
      1.2 * k,
      'detail',
      0,
    );
    const headTop = -step + (m.headTop - 4) * s;
    const top = Math.min(headTop, socketTop) - 10 * k;
    const box: [number, number, number, number] = [
      oldAt[0] - r - 4 * k,
      top,
      Math.max(lw * 0.5, moonC[0] + r) + 8 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx(moonC, facing), {
      actors: mirror(nodes, facing),
      wall: mirror([cord], facing),
      contacts: [
        [0, lw * 0.7],
        [oldAt[0] * facing, r * 1.4],
      ],
      glows: [{ at: mx(moonC, facing), r: r * 2.4, color: p.light }],
      light: { at: mx(moonC, facing), kind: 'glow', reach: 110 },
      closeBox: facingBox([box[0], top, box[2], -step + 10 * k], facing),
    });
  },
};
