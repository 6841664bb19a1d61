/**
 * Peeking through the fingers: a close-up of a face seen from the front, both hands raised with
 * the fingers spread, the wide eyes looking out between them at a spider let down on its thread
 * or a snake hanging from above, right before its nose.
 */
import { at, circle, ellipse, limb, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { hand, proportions } from '../../kit/body.ts';
import { darker, lighter } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { mirror } from './water.ts';

/**
 * Hands up before the face: the character seen close and from the front, scared and curious,
 * the two open hands at its cheeks and the eyes between them on the dreaded thing hanging just
 * before its face (a close-up from the side hid the face behind crossed arms).
 */
export const peekFingers: Action = {
  id: 'peek-fingers',
  objects: ['spider', 'snake'],
  feelings: ['fear', 'surprise'],
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
    const { facing, s } = setUp(ctx);
    const c = ctx.who;
    // A bust seen from the front, the head big in the card: the face, the two raised hands and
    // the dangling thing are the whole story, so nothing else competes with them at phone size.
    const R = proportions[c.age].headR * Math.min(1, s) * 1.6;
    const hc: Point = [0, -R * 4.6];
    const skin = c.look.skin;
    const sleeve = c.look.top;
    // Shoulders and chest down to the card's foot.
    const torso: Node[] = [
      fill(
        `M${n(-R * 1.55)} 0C${n(-R * 1.6)} ${n(hc[1] + R * 2.4)} ${n(-R * 1.3)} ${n(hc[1] + R * 1.45)} ${n(-R * 0.45)} ${n(hc[1] + R * 0.95)}H${n(R * 0.45)}C${n(R * 1.3)} ${n(hc[1] + R * 1.45)} ${n(R * 1.6)} ${n(hc[1] + R * 2.4)} ${n(R * 1.55)} 0Z`,
        sleeve,
        'cloth',
      ),
    ];
    // Each arm: elbow out and down, the forearm up, the open hand before the side of the face
    // (the back of the hand to us, thumb towards the nose, the fingers spread), leaving the
    // eyes free between the two hands: peeking, not hiding.
    const arm = (): Node[] => {
      const sh: Point = [R * 1.0, hc[1] + R * 1.55];
      const el: Point = [R * 1.32, hc[1] + R * 2.2];
      const wr: Point = [R * 0.98, hc[1] + R * 0.78];
      return [
        fill(limb(sh, el, wr, R * 0.36, R * 0.3), darker(sleeve, 0.06), 'cloth'),
        ...hand(wr, [0.2, -1], R * 0.29, 'open', skin),
      ];
    };
    const head = group(
      frontHead(ctx, R, ctx.object === 'snake' ? [0.5, 0.6] : [0, 0.7]),
      at(hc[0], hc[1], 1, 0),
    );
    const hands: Node[] = [...arm(), ...mirror(arm(), -1)];
    // The thing, let down from above the card right before the face, below the eyes.
    const top = hc[1] - R * 2.6;
    const thing: Node[] =
      ctx.object === 'snake'
        ? (() => {
            const tip: Point = [R * 0.55, hc[1] + R * 1.15];
            const body = `M${n(R * 2.2)} ${n(top)}C${n(R * 2.4)} ${n(hc[1] - R * 0.6)} ${n(R * 1.2)} ${n(hc[1] - R * 0.2)} ${n(R * 1.5)} ${n(hc[1] + R * 0.5)}S${n(tip[0] + R * 0.4)} ${n(tip[1])} ${n(tip[0])} ${n(tip[1])}`;
            const green = '#4f9a3a';
            return [
              stroke(body, darker(green, 0.3), R * 0.3, 'detail'),
              stroke(body, green, R * 0.22, 'detail', 0),
              fill(ellipse(tip[0] - R * 0.05, tip[1], R * 0.3, R * 0.2), green, 'detail'),
              fill(circle(tip[0] - R * 0.1, tip[1] - R * 0.06, R * 0.045), '#1a1620', 'face', 0),
              stroke(
                `M${n(tip[0] - R * 0.28)} ${n(tip[1] + R * 0.02)}l${n(-R * 0.16)} ${n(R * 0.02)}l${n(-R * 0.06)} ${n(-R * 0.06)}m${n(R * 0.06)} ${n(R * 0.06)}l${n(-R * 0.06)} ${n(R * 0.06)}`,
                '#d8342a',
                R * 0.035,
                'detail',
                0,
              ),
            ];
          })()
        : (() => {
            const at0: Point = [0, hc[1] + R * 1.35];
            return [
              stroke(
                `M${n(at0[0])} ${n(top)}V${n(at0[1] - R * 0.3)}`,
                lighter('#c8c8d0', 0.2),
                R * 0.025,
                'detail',
                0,
              ),
              placed(C.spider('#2a2630'), at0, (R * 1.35) / 26),
            ];
          })();
    const nodes: Node[] = [...torso, head, ...hands, ...thing];
    const box: [number, number, number, number] = [-R * 1.9, top, R * 2.4, 0];
    return staged(facingBox(box, facing), [hc[0], hc[1]], {
      actors: mirror(nodes, facing),
      contacts: [],
      glows: [],
      closeBox: facingBox([-R * 1.9, top, R * 2.4, hc[1] + R * 2.8], facing),
    });
  },
};
