/**
 * A holiday on the sea of clouds: someone floats in a yellow duck swim ring on the clouds as on
 * a summer sea, sunk to the waist in them, arms resting on the ring, little puffs lapping round
 * it like ripples. Bathing where no one can swim.
 */
import { circle, ellipse, n, poly, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/**
 * Sunk to the waist in the cloud floor inside a duck ring, both forearms laid on the ring's near
 * side, the duck's head at the front; puffs of cloud in front of the body hide the legs.
 */
export const cloudFloat: Action = {
  id: 'cloud-float',
  objects: ['swim-ring'],
  who: ['old-woman', 'old-man', 'man', 'woman', 'girl', 'boy', 'elephant', 'hedgehog'],
  feelings: ['calm', 'longing', 'wonder', 'sleep'],
  settings: ['clouds'],
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  family: () => 'cloud-float',
  concepts: [
    'a holiday',
    'summer',
    'floating',
    'swimming',
    'daydream',
    'lazy days',
    'a sea of clouds',
    'peace',
    'bathing',
  ],
  say: sayFrom(
    {
      'swim-ring': {
        en: 'floats in a swim ring on a sea of clouds',
        ja: '雲の海に浮き輪でぷかぷか浮かんでいる',
        ru: 'покачивается в надувном круге на море облаков',
        pt: 'flutua numa boia num mar de nuvens',
        fi: 'kelluu uimarenkaassa pilvimerellä',
      },
    },
    'swim-ring',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const sleepy = ctx.feeling === 'sleep' || ctx.feeling === 'calm';
    // The ring floats just above the cloud floor; the figure stands sunk so its waist is in it.
    const ringY = -6 * k;
    const sink = ringY - m.hip * s + 6 * k;
    const where = { x: 0, y: sink, facing: 1 as const, scale: s };
    const rx = 25 * k;
    const ry = 7 * k;
    const tube = 5.5 * k;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sleepy ? -8 : 4,
      front: { reach: toActor(where, [rx * 0.55, ringY - 2 * k]), hand: 'open' },
      back: { reach: toActor(where, [-rx * 0.5, ringY - 3 * k]), hand: 'open' },
      turn: 0.45,
      headTilt: sleepy ? -16 : -6,
      gaze: sleepy ? [0.5, -0.6] : [0.8, -0.2],
    });
    const actor: Actor = { fig, ...where };

    const duck = mix('#f4c63d', p.light, 0.1);
    const duckDark = darker(duck, 0.15);
    const beak = '#e8862f';
    // The ring's far half behind the body, its near half in front.
    const half = (from: number, to: number): string => {
      const pts = (r: number, step: number): string[] => {
        const out: string[] = [];
        for (let i = 0; i <= 16; i++) {
          const a = ((from + ((to - from) * (step > 0 ? i : 16 - i)) / 16) * Math.PI) / 180;
          out.push(`${n(Math.cos(a) * (rx + r))} ${n(ringY + Math.sin(a) * (ry + r * 0.6))}`);
        }
        return out;
      };
      return `M${pts(tube, 1).join('L')}L${pts(-tube, -1).join('L')}Z`;
    };
    const ringBack = fill(half(180, 360), duckDark, 'cloth');
    const ringFront = fill(half(0, 180), duck, 'cloth');
    // The duck's head rising from the ring's front, facing ahead, with its orange beak.
    const hx = rx * 0.72;
    const hy = ringY + ry * 0.7;
    const head: Node[] = [
      fill(ellipse(hx + 1.8 * k, hy - 6.5 * k, 2.8 * k, 7.5 * k, 12), duck, 'cloth'),
      fill(circle(hx + 3.5 * k, hy - 14 * k, 5 * k), duck, 'cloth'),
      fill(
        poly([
          [hx + 7.5 * k, hy - 15.5 * k],
          [hx + 13 * k, hy - 13.5 * k],
          [hx + 7.5 * k, hy - 11.5 * k],
        ]),
        beak,
        'detail',
        0.6,
      ),
      fill(circle(hx + 5 * k, hy - 15.5 * k, 0.9 * k), p.ink, 'face', 0),
    ];
    // The clouds the swimmer is sunk in: a puffy swell in front of the legs, and puffs lapping.
    const white = mix('#ffffff', p.light, 0.12);
    const shade = mix(white, p.sky[0], 0.35);
    const swell: Node[] = [
      fill(puff(0, ringY + 46 * k, 92 * k, 42 * k, 16, 1.1, 0.2), shade, 'detail', 0.5),
      fill(puff(0, ringY + 44 * k, 88 * k, 40 * k, 16, 1.1, 0.05), white, 'detail', 0.7),
    ];
    const lapsAt: readonly (readonly [number, number, number])[] = [
      [-rx - 6 * k, ringY + 3 * k, 7 * k],
      [rx + 9 * k, ringY + 4 * k, 6 * k],
      [-rx * 0.2, ringY + ry + 6 * k, 8 * k],
    ];
    const laps: Node[] = lapsAt.map(([x, y, r]) =>
      fill(puff(x, y, r, r * 0.45, 6, 1.3, 0.3), white, 'detail', 0.6),
    );
    const ripples: Node[] = [1, 2].map((i) =>
      stroke(
        `M${n(-rx - i * 8 * k)} ${n(ringY + i * 2 * k)}Q${n(0)} ${n(ringY + ry + i * 9 * k)} ${n(rx + i * 8 * k)} ${n(ringY + i * 2 * k)}`,
        darker(shade, 0.08),
        0.9 * k,
        'detail',
        0,
      ),
    );

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = hc[1] - fig.headR * s * 1.9;
    const box: [number, number, number, number] = [-rx - 26 * k, top, rx + 26 * k, ringY + 36 * k];
    const focus: Point = [hc[0] * 0.5, (hc[1] + ringY) / 2];
    const faults: string[] = [];
    // The head must be well clear of the clouds, or the swimmer reads as drowning.
    if (hc[1] > ringY - 14 * k) faults.push('head sunk in the clouds');
    const closeBox: [number, number, number, number] = [
      -rx - 8 * k,
      top,
      rx + 14 * k,
      ringY + 14 * k,
    ];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      behind: mirror([ringBack], facing),
      actors: mirror(
        [actorNodes(actor), ...swell, ...ripples, ringFront, ...laps, ...head],
        facing,
      ),
      contacts: [],
      glows: [],
      faults,
    });
  },
};
