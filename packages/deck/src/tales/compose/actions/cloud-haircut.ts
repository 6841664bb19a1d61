/**
 * A trim for a cloud: in a barber's chair, under a cape tied at the neck, sits a cloud (a storm
 * cloud) for a head, and the character, scissors and comb in hand, trims it while white tufts
 * drift to the floor.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { lightningBolt } from '../../kit/lightning.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** The cloud's colour: white, or a storm's slate. */
function cloudColor(object: NounId, p: Palette): string {
  return object === 'storm' ? mix(p.ink, '#707488', 0.55) : '#f6f6f8';
}

/** Tufts snipped off, drifting down and lying on the floor between x0 and x1. */
function tufts(
  object: NounId,
  p: Palette,
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  k: number,
): Node {
  const color = cloudColor(object, p);
  const d: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = x0 + ((x1 - x0) * (i + rng.range(0.1, 0.9))) / 6;
    const y = i % 2 === 0 ? -2.5 * k : y0 + rng.range(0, -y0 * 0.6);
    d.push(puff(x, y, 3.6 * k, 2.4 * k, 5));
  }
  return fill(d.join(''), color, 'detail', 0.6);
}

/**
 * Cutting a cloud's hair: a barber's chair with a cape tied at the neck of the one sitting in it,
 * whose head is a cloud with a face (or a storm cloud with a spark of lightning); the character
 * stands behind it with scissors open at its side and a comb in the other hand; tufts of cloud
 * float down and lie on the floor.
 */
export const cloudHaircut: Action = {
  id: 'cloud-haircut',
  objects: ['cloud', 'storm'],
  feelings: ['calm', 'resolve', 'mischief', 'joy', 'surprise', 'fear'],
  settings: ['street', 'kitchen', 'attic', 'clouds', 'rooftop', 'theatre', 'meadow'],
  framings: ['medium', 'low', 'near'],
  lights: ['lamp', 'window', 'sun', 'sky'],
  family: (o) => `cloud-haircut:${o}`,
  concepts: [
    'barber',
    'haircut',
    'scissors',
    'grooming',
    'trim',
    'vanity',
    'patience',
    'a makeover',
    'weather',
  ],
  say: sayFrom(
    {
      cloud: {
        en: 'gives a cloud a haircut in a barber’s chair',
        ja: '床屋の椅子に座った雲の髪を、はさみで切りそろえている',
        ru: 'стрижёт облако, усаженное в парикмахерское кресло',
        pt: 'corta o cabelo a uma nuvem sentada numa cadeira de barbeiro',
        fi: 'leikkaa parturintuolissa istuvan pilven hiuksia',
      },
      storm: {
        en: 'gives a storm cloud a haircut in a barber’s chair',
        ja: '床屋の椅子に座った嵐の雲の髪を、はさみで切りそろえている',
        ru: 'стрижёт грозовую тучу, усаженную в парикмахерское кресло',
        pt: 'corta o cabelo a uma nuvem de tempestade sentada numa cadeira de barbeiro',
        fi: 'leikkaa parturintuolissa istuvan ukkospilven hiuksia',
      },
    },
    'cloud',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Low enough that the cloud is at the barber's chest and the arms stay under the face: the
    // scissors just under the shoulder, the cloud's middle a little above them.
    const hr = 24 * k;
    const snipY = m.shoulder * s + 8 * k;
    const seatY = Math.min(snipY - hr * 0.25 + 49 * k, -12 * k);
    // The chair: a pedestal, a seat, a backrest behind the sitter, a footrest.
    const chairC = darker(p.accent, 0.15);
    const metal = '#9aa0a8';
    const chair: Node[] = [
      fill(rect(-14 * k, -3 * k, 28 * k, 3 * k, 1), metal, 'metal'),
      fill(rect(-3 * k, seatY, 6 * k, -seatY - 3 * k), metal, 'metal'),
      fill(rect(-20 * k, seatY - 56 * k, 9 * k, 58 * k, 3 * k), chairC, 'cloth'),
      fill(rect(-19 * k, seatY - 4 * k, 36 * k, 8 * k, 3 * k), chairC, 'cloth'),
      fill(rect(10 * k, seatY + 14 * k, 16 * k, 3 * k, 1), metal, 'metal'),
    ];
    // The sitter: a cape from the neck down over the seat, a cloud for a head.
    const capeC = rng.pick(['#f4f0e6', lighter(p.cloth[0] ?? p.accent, 0.4), '#dfe8f0']);
    const neck: Point = [2 * k, seatY - 32 * k];
    const cape = fill(
      `M${n(neck[0] - 5 * k)} ${n(neck[1])}Q${n(neck[0] - 24 * k)} ${n(neck[1] + 16 * k)} ${n(-17 * k)} ${n(seatY + 12 * k)}L${n(24 * k)} ${n(seatY + 12 * k)}Q${n(neck[0] + 24 * k)} ${n(neck[1] + 18 * k)} ${n(neck[0] + 5 * k)} ${n(neck[1])}Z`,
      capeC,
      'cloth',
    );
    const capeStripes = stroke(
      `M${n(-6 * k)} ${n(seatY - 20 * k)}L${n(-10 * k)} ${n(seatY + 11 * k)}M${n(6 * k)} ${n(seatY - 22 * k)}L${n(10 * k)} ${n(seatY + 11 * k)}`,
      darker(capeC, 0.15),
      1 * k,
      'detail',
      0,
    );
    const head: Point = [neck[0], neck[1] - 17 * k];
    const color = cloudColor(ctx.object, p);
    const cloudHead = fill(puff(head[0], head[1], hr * 1.1, hr * 0.8, 9), color, 'detail', 0.8);
    const ink = p.ink;
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const eyes = [-0.1, 0.32].map((dx) => {
      const e: Point = [head[0] + dx * hr, head[1] + 0.05 * hr];
      return scared
        ? group([
            fill(circle(e[0], e[1], hr * 0.1), '#ffffff', 'face', 0.6),
            fill(circle(e[0] + hr * 0.03, e[1] - hr * 0.02, hr * 0.05), ink, 'face', 0),
          ])
        : stroke(
            `M${n(e[0] - hr * 0.09)} ${n(e[1])}Q${n(e[0])} ${n(e[1] + hr * 0.1)} ${n(e[0] + hr * 0.09)} ${n(e[1])}`,
            ink,
            hr * 0.05,
            'face',
            0,
          );
    });
    const mouth = scared
      ? fill(circle(head[0] + 0.12 * hr, head[1] + 0.35 * hr, hr * 0.07), '#5a1e24', 'face', 0)
      : stroke(
          `M${n(head[0] + 0.02 * hr)} ${n(head[1] + 0.32 * hr)}q${n(hr * 0.1)} ${n(hr * 0.08)} ${n(hr * 0.2)} 0`,
          ink,
          hr * 0.05,
          'face',
          0,
        );
    const spark =
      ctx.object === 'storm'
        ? [lightningBolt([head[0] - hr * 0.9, head[1] + hr * 0.5], hr * 0.66)]
        : [];
    // The character behind the chair, facing the sitter: scissors open at the cloud's side, a comb
    // held up in the other hand.
    const x = 54 * k;
    const where = { x, y: 0, facing: -1 as const, scale: s };
    const snipAt: Point = [head[0] + hr * 1.25, snipY];
    const combAt: Point = [head[0] + hr * 1.1, head[1] - hr * 0.2];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: { reach: toActor(where, snipAt), hand: 'fist' },
      back: { reach: toActor(where, combAt), hand: 'fist' },
      turn: 0.6,
      headTilt: 6,
      gaze: [1, 0.1],
    });
    const actor: Actor = { fig, ...where };
    const hf = actorPoint(actor, fig.skeleton.hands.front);
    const hb = actorPoint(actor, fig.skeleton.hands.back);
    const steel = '#c8ccd4';
    // Big open scissors, blades towards the cloud: at phone size they say "haircut".
    const scissors: Node[] = [
      fill(
        `M${n(hf[0])} ${n(hf[1] - 1 * k)}L${n(hf[0] - 17 * k)} ${n(hf[1] - 7 * k)}L${n(hf[0] - 1 * k)} ${n(hf[1] + 1 * k)}ZM${n(hf[0])} ${n(hf[1] + 1 * k)}L${n(hf[0] - 17 * k)} ${n(hf[1] + 5 * k)}L${n(hf[0] - 1 * k)} ${n(hf[1] - 1 * k)}Z`,
        steel,
        'metal',
        0.6,
      ),
      stroke(
        `${circle(hf[0] + 3 * k, hf[1] - 3 * k, 2.6 * k)}${circle(hf[0] + 3 * k, hf[1] + 3 * k, 2.6 * k)}`,
        darker(p.accent, 0.2),
        1.4 * k,
        'metal',
      ),
    ];
    const comb = group([
      fill(rect(hb[0] - 9 * k, hb[1] - 2 * k, 12 * k, 2.4 * k, 0.6 * k), '#2a2628', 'detail'),
      stroke(
        Array.from(
          { length: 6 },
          (_, i) => `M${n(hb[0] - 8 * k + i * 2 * k)} ${n(hb[1] + 0.4 * k)}v${n(2.4 * k)}`,
        ).join(''),
        '#2a2628',
        0.6 * k,
        'detail',
        0,
      ),
    ]);
    const nodes: Node[] = [
      ...chair,
      cape,
      capeStripes,
      cloudHead,
      ...eyes,
      mouth,
      ...spark,
      tufts(ctx.object, p, rng.fork('tufts'), -14 * k, x - 6 * k, seatY, k),
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...scissors,
      comb,
      group(fig.hands, at(x, 0, s, 0, true)),
    ];
    const headTop = (m.headTop - 4) * s;
    const top = Math.min(headTop, head[1] - hr * 1.1, seatY - 60 * k) - 4;
    const box: [number, number, number, number] = [-24 * k, top, x + 20 * k, 4];
    const focus: Point = [head[0] + hr * 0.6, head[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 24 * k],
        [x * facing, H * 0.2],
      ],
      glows: [],
      closeBox: facingBox([-24 * k, top, x + 16 * k, seatY], facing),
    });
  },
};
