/**
 * A lamp for the geese: at nightfall a lamplighter stands on the clouds and reaches a long pole
 * up to light the lantern of a lamp-post planted in them, and out of the dark a skein of geese
 * flying home turns towards the light.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const flame = '#ffd770';

/**
 * Standing on the cloud floor with the lighting pole in both hands, raised to the lantern of a
 * tall iron lamp-post planted in the clouds beside; the lantern glows, and a V of geese high on
 * the far side flies towards it, the leader nearest.
 */
export const skyLamp: Action = {
  id: 'sky-lamp',
  objects: ['street-lamp'],
  who: ['old-man', 'old-woman', 'man', 'woman', 'girl', 'boy'],
  feelings: ['calm', 'longing', 'joy', 'surprise'],
  settings: ['clouds'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['lantern', 'moon'],
  family: () => 'sky-lamp',
  concepts: [
    'lamplighter',
    'geese',
    'migration',
    'homecoming',
    'beacon',
    'autumn',
    'flock',
    'dusk',
    'duty',
  ],
  say: sayFrom(
    {
      'street-lamp': {
        en: 'lights a street lamp above the clouds so that the geese find their way home in the dark',
        ja: '雲の上で街灯に火をともし、雁の群れが暗闇でも家路を見つけられるようにしている',
        ru: 'зажигает фонарь над облаками, чтобы гуси в темноте нашли дорогу домой',
        pt: 'acende um candeeiro de rua acima das nuvens para que os gansos encontrem o caminho de casa no escuro',
        fi: 'sytyttää katulyhdyn pilvien yläpuolella, jotta hanhet löytäisivät pimeässä kotiin',
      },
    },
    'street-lamp',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const glad = ctx.feeling === 'joy' || ctx.feeling === 'surprise';
    // The post stands at x = 40, its lantern 136 up; the pole's tip at the lantern's foot.
    const px = 40 * k;
    const lampY = -136 * k;
    const iron = mix(p.ink, '#2e3440', 0.5);
    const tip: Point = [px - 3 * k, lampY + 9 * k];
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    const gripHigh: Point = [14 * k, -82 * k];
    const gripLow: Point = [7 * k, -58 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      front: { reach: toActor(where, gripHigh), hand: 'fist' },
      back: { reach: toActor(where, gripLow), hand: 'fist' },
      backArmOver: true,
      turn: 0.5,
      headTilt: -24,
      gaze: [0.6, -1],
    });
    const actor: Actor = { fig, ...where };
    const hl = actorPoint(actor, fig.skeleton.hands.back);
    const dx = tip[0] - hl[0];
    const dy = tip[1] - hl[1];
    const wood = lighter(p.wood, 0.1);
    const pole: Node[] = [
      stroke(
        `M${n(hl[0] - dx * 0.12)} ${n(hl[1] - dy * 0.12)}L${n(tip[0])} ${n(tip[1])}`,
        wood,
        1.8 * k,
        'wood',
      ),
      fill(circle(tip[0], tip[1], 2.2 * k), flame, 'glow', 0),
    ];
    // The lamp-post: a base, a tall fluted shaft, a crossbar, and a four-paned lantern with a cap.
    const lw = 14 * k;
    const lantern: Node[] = [
      fill(rect(px - 5 * k, -10 * k, 10 * k, 10 * k, 1 * k), iron, 'metal'),
      fill(rect(px - 2 * k, lampY + 14 * k, 4 * k, -lampY - 14 * k), iron, 'metal'),
      fill(rect(px - 8 * k, lampY + 16 * k, 16 * k, 2.4 * k), iron, 'metal'),
      fill(
        `M${n(px - lw / 2)} ${n(lampY - 8 * k)}L${n(px + lw / 2)} ${n(lampY - 8 * k)}L${n(px + lw * 0.36)} ${n(lampY + 12 * k)}L${n(px - lw * 0.36)} ${n(lampY + 12 * k)}Z`,
        lighter(flame, 0.35),
        'glow',
      ),
      fill(circle(px, lampY + 3 * k, 3.5 * k), flame, 'glow', 0),
      stroke(`M${n(px)} ${n(lampY - 8 * k)}V${n(lampY + 12 * k)}`, iron, 1 * k, 'metal'),
      fill(
        `M${n(px - lw * 0.7)} ${n(lampY - 8 * k)}L${n(px)} ${n(lampY - 18 * k)}L${n(px + lw * 0.7)} ${n(lampY - 8 * k)}Z`,
        iron,
        'metal',
      ),
      fill(circle(px, lampY - 19 * k, 1.6 * k), iron, 'metal'),
    ];
    // The skein: a V of geese on the far side, flying towards the lamp, the leader nearest.
    const goose = mix('#e9e4da', p.light, 0.1);
    const geese: Node[] = [];
    const lead: Point = [px + 28 * k, lampY + 14 * k];
    for (let i = 0; i < 7; i++) {
      const row = Math.ceil(i / 2);
      const side = i === 0 ? 0 : i % 2 === 1 ? -1 : 1;
      const at: Point = [lead[0] + row * 13 * k, lead[1] + side * row * 10 * k - row * 2 * k];
      const size = (1.35 - row * 0.12) * k;
      geese.push(
        placed(P.bird(goose, p.ink, i % 2 === 0 ? 'up' : 'down'), at, size, side * -6, true),
      );
    }
    const far = lead[0] + 3 * 13 * k + 12 * k;
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const box: [number, number, number, number] = [
      -18 * k,
      Math.min(lampY - 24 * k, lead[1] - 44 * k),
      far,
      4 * k,
    ];
    const focus: Point = [px, glad ? lampY + 20 * k : (lampY + hc[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(lantern, facing),
      actors: mirror([actorNodes(actor), ...pole, ...geese], facing),
      contacts: [[0, 30 * k]],
      glows: [
        { at: mx([px, lampY + 2 * k], facing), r: 40 * k, color: '#ffd070' },
        { at: mx(tip, facing), r: 10 * k, color: '#ffd070' },
      ],
      light: { at: mx([px, lampY + 2 * k], facing), kind: 'lantern', reach: 140 },
    });
  },
};
