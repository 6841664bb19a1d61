/**
 * Peeking through the fingers: a close-up of a face behind two spread hands, one wide eye
 * showing in the gap between them, at a spider let down on its thread or a snake hanging from
 * above, right before its nose.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { lighter } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * Hands over the eyes: the character seen close, both hands open over its eyes, a gap between
 * them with one eye peeking through, and the dreaded thing hanging just before its face.
 */
export const peekFingers: Action = {
  id: 'peek-fingers',
  objects: ['spider', 'snake'],
  feelings: ['fear', 'surprise', 'mischief'],
  settings: ['bedroom', 'attic', 'forest', 'library', 'kitchen', 'meadow'],
  framings: ['near'],
  fixedFramings: true,
  lights: ['lamp', 'candle', 'window', 'moon', 'sky'],
  family: (o) => `peek-fingers:${o}`,
  concepts: [
    'peeking',
    'hands over eyes',
    'phobia',
    'alarm',
    'nightmare',
    'creepy-crawlies',
    'suspense',
    'dread',
  ],
  say: sayFrom(
    {
      spider: {
        en: 'peeks through its fingers at a spider let down on its thread before its nose',
        ja: '鼻先に糸でぶら下がったクモを、指のすきまからこわごわのぞいている',
        ru: 'подглядывает сквозь пальцы на паука, спустившегося на нитке прямо перед носом',
        pt: 'espreita por entre os dedos uma aranha que desceu pelo fio mesmo à frente do nariz',
        fi: 'kurkistaa sormiensa välistä hämähäkkiä, joka on laskeutunut lankansa varassa nenän eteen',
      },
      snake: {
        en: 'peeks through its fingers at a snake hanging down before its nose',
        ja: '鼻先にぶら下がったヘビを、指のすきまからこわごわのぞいている',
        ru: 'подглядывает сквозь пальцы на змею, свесившуюся прямо перед носом',
        pt: 'espreita por entre os dedos uma cobra pendurada mesmo à frente do nariz',
        fi: 'kurkistaa sormiensa välistä käärmettä, joka roikkuu nenän edessä',
      },
    },
    'spider',
  ),
  stage(ctx) {
    const { facing, m, s } = setUp(ctx);
    const head = m.head;
    const R = m.headR;
    // Both hands open over the eyes, a gap between them where one eye looks out.
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: [head[0] + R * 0.62, head[1] - R * 0.05], hand: 'open', elbowUp: false },
      back: { reach: [head[0] - R * 0.42, head[1] - R * 0.08], hand: 'open', elbowUp: false },
      backArmOver: true,
      turn: 0.2,
      headTilt: -6,
      gaze: [0.4, 0],
    });
    const me: Actor = { fig, x: 0, facing: 1, scale: s, overFace: true };
    const hc: Point = [fig.skeleton.headCentre[0] * s, fig.skeleton.headCentre[1] * s];
    const r = fig.headR * s;
    const eye: Point = [hc[0] + r * 0.12, hc[1] - r * 0.08];
    const peek: Node[] = [
      fill(ellipse(eye[0], eye[1], r * 0.16, r * 0.13), '#fbf8f0', 'face', 0),
      fill(circle(eye[0] + r * 0.05, eye[1], r * 0.08), '#1a1620', 'face', 0),
      fill(circle(eye[0] + r * 0.07, eye[1] - r * 0.03, r * 0.025), '#ffffff', 'face', 0),
    ];
    // The thing before its nose, let down from above the card.
    const at: Point = [hc[0] + r * 1.8, hc[1] + r * 0.3];
    const thing: Node[] =
      ctx.object === 'snake'
        ? [
            stroke(
              `M${n(at[0] + r * 0.1)} ${n(hc[1] - r * 1.55)}C${n(at[0] - r * 0.5)} ${n(hc[1] - r * 0.9)} ${n(at[0] + r * 0.6)} ${n(hc[1] - r * 0.8)} ${n(at[0])} ${n(at[1])}`,
              '#5a9a3a',
              r * 0.22,
              'detail',
            ),
            fill(
              ellipse(at[0] - r * 0.05, at[1] + r * 0.1, r * 0.2, r * 0.14),
              '#5a9a3a',
              'detail',
            ),
            fill(circle(at[0] - r * 0.12, at[1] + r * 0.04, r * 0.04), '#1a1620', 'face', 0),
            stroke(
              `M${n(at[0] - r * 0.2)} ${n(at[1] + r * 0.2)}l${n(-r * 0.15)} ${n(r * 0.1)}`,
              '#d8342a',
              r * 0.03,
              'detail',
              0,
            ),
          ]
        : [
            stroke(
              `M${n(at[0])} ${n(hc[1] - r * 1.55)}V${n(at[1] - r * 0.2)}`,
              lighter('#c8c8d0', 0.2),
              r * 0.02,
              'detail',
              0,
            ),
            placed(C.spider('#2a2630'), [at[0], at[1] + r * 0.05], r / 24),
          ];
    const nodes: Node[] = [actorNodes(me), ...peek, ...thing];
    const top = hc[1] - r * 1.6;
    const box: [number, number, number, number] = [-34 * s, top, 40 * s, 4];
    return staged(facingBox(box, facing), mx(eye, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 24 * s]],
      glows: [],
      closeBox: facingBox([hc[0] - r * 1.6, top, hc[0] + r * 2.3, hc[1] + r * 2.2], facing),
    });
  },
};
