/**
 * A house call, at night, to a house with a cold: a woolly scarf wound round its chimney, a
 * thermometer sticking out of its letterbox, its blinds drooping half down over its lit windows
 * like heavy eyelids and a feverish flush under each. The doctor, bag at its feet, leans in and
 * listens at the wall with a stethoscope. Home, illness, care: whose house is it?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { FigurePose } from '../../kit/figure.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import * as P from '../../kit/props.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The doctor's free hand: the bag's handle, or up in surprise or fright. */
function freeHand(feeling: Feeling): { pose: FigurePose['back']; holdsBag: boolean } {
  if (feeling === 'surprise')
    return { pose: { angle: 50, bend: 30, hand: 'open' }, holdsBag: false };
  if (feeling === 'fear') return { pose: { angle: 140, bend: 70, hand: 'open' }, holdsBag: false };
  return { pose: { angle: 8, bend: 8, hand: 'fist' }, holdsBag: true };
}

/** A doctor's bag standing (or hanging) with its top at `top`, `w` wide. */
function doctorsBag(top: Point, w: number, leather: Color): Node[] {
  const h = w * 0.72;
  const [x, y] = top;
  return [
    stroke(
      `M${n(x - w * 0.2)} ${n(y + h * 0.12)}Q${n(x)} ${n(y - h * 0.35)} ${n(x + w * 0.2)} ${n(y + h * 0.12)}`,
      darker(leather, 0.3),
      w * 0.07,
      'cloth',
    ),
    fill(
      `M${n(x - w * 0.5)} ${n(y + h)}L${n(x - w * 0.42)} ${n(y + h * 0.15)}Q${n(x)} ${n(y - h * 0.05)} ${n(x + w * 0.42)} ${n(y + h * 0.15)}L${n(x + w * 0.5)} ${n(y + h)}Z`,
      leather,
      'cloth',
    ),
    fill(rect(x - w * 0.08, y + h * 0.1, w * 0.16, h * 0.14, w * 0.02), '#c9a64a', 'metal'),
  ];
}

/**
 * A doctor listens with a stethoscope at the wall of a house with a cold: a scarf round its
 * chimney, a thermometer in its letterbox, its blinds drooping over its windows.
 */
export const houseCall: Action = {
  id: 'house-call',
  objects: ['house'],
  who: ['woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'owl', 'cat', 'rabbit', 'wolf'],
  feelings: ['resolve', 'longing', 'surprise', 'fear'],
  // A cottage alone in the snow, or one house of a street.
  settings: ['snowfield', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // A night call by the doctor's own lantern, set down on the ground (no moon: it is on enough cards).
  lights: ['lantern'],
  family: () => 'house-call',
  concepts: [
    'house call',
    'doctor',
    'patient',
    'a cold',
    'thermometer',
    'stethoscope',
    'scarf',
    'heartbeat',
    'listening',
    'night visit',
    'kindness',
  ],
  say: sayFrom(
    {
      house: {
        en: 'makes a house call on a house with a cold, a scarf round its chimney and a thermometer in its letterbox, and listens at its wall with a stethoscope',
        ja: '風邪をひいた家に往診に来て、聴診器を壁に当てている。家は煙突にマフラーを巻き、郵便受けに体温計をくわえている',
        ru: 'пришёл по вызову к простуженному дому — у него шарф на трубе и градусник в почтовой щели — и слушает его стену стетоскопом',
        pt: 'faz uma consulta ao domicílio a uma casa constipada, com um cachecol à volta da chaminé e um termómetro na ranhura do correio, e ausculta-lhe a parede com o estetoscópio',
        fi: 'on kotikäynnillä vilustuneen talon luona – savupiipussa kaulaliina ja postiluukussa kuumemittari – ja kuuntelee sen seinää stetoskoopilla',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The house to the right of the doctor: a cottage a head and a half tall, its chimney on the
    // far slope.
    const x0 = 26 * k;
    const x1 = 114 * k;
    const mid = (x0 + x1) / 2;
    const eaves = -86 * k;
    const apex = -138 * k;
    const wallC = mix(p.wall, '#ecdcc0', 0.45);
    const roofC = mix(p.accent, '#7a3226', 0.55);
    const over = 7 * k;
    const slope = (x: number): number =>
      x < mid
        ? eaves + ((apex - eaves) * (x - (x0 - over))) / (mid - (x0 - over))
        : apex + ((eaves - apex) * (x - mid)) / (x1 + over - mid);
    const chX0 = mid + 18 * k;
    const chX1 = chX0 + 15 * k;
    const chTop = apex - 14 * k;
    const house: Node[] = [
      // The chimney first, so the roof covers its foot.
      fill(
        `M${n(chX0)} ${n(slope(chX0) + 4 * k)}V${n(chTop)}H${n(chX1)}V${n(slope(chX1) + 4 * k)}Z`,
        mix(roofC, '#8a5a4a', 0.5),
        'stone',
      ),
      fill(
        rect(chX0 - 2 * k, chTop - 4 * k, chX1 - chX0 + 4 * k, 5 * k, 1 * k),
        darker(roofC, 0.2),
        'stone',
      ),
      fill(rect(x0, eaves, x1 - x0, -eaves), wallC, 'wall'),
      fill(
        `M${n(x0 - over)} ${n(eaves + 2 * k)}L${n(mid)} ${n(apex)}L${n(x1 + over)} ${n(eaves + 2 * k)}Z`,
        roofC,
        'wood',
      ),
    ];
    // The scarf wound round the chimney: three striped turns, its two ends blowing off the side.
    const scarfC = rng.pick(p.cloth);
    const stripe = lighter(scarfC, 0.55);
    const turns: string[] = [];
    const bands: string[] = [];
    for (let i = 0; i < 3; i++) {
      const y = chTop + (6 + i * 6.5) * k;
      turns.push(
        `M${n(chX0 - 2.5 * k)} ${n(y)}Q${n((chX0 + chX1) / 2)} ${n(y + 3 * k)} ${n(chX1 + 2.5 * k)} ${n(y - 1 * k)}V${n(y + 5 * k)}Q${n((chX0 + chX1) / 2)} ${n(y + 8 * k)} ${n(chX0 - 2.5 * k)} ${n(y + 5.5 * k)}Z`,
      );
      bands.push(
        `M${n(chX0 - 1 * k)} ${n(y + 2.6 * k)}Q${n((chX0 + chX1) / 2)} ${n(y + 5.4 * k)} ${n(chX1 + 1 * k)} ${n(y + 1.8 * k)}`,
      );
    }
    const endY = chTop + 8 * k;
    const ends = `M${n(chX1 + 1 * k)} ${n(endY)}C${n(chX1 + 7 * k)} ${n(endY - 4 * k)} ${n(chX1 + 12 * k)} ${n(endY + 6 * k)} ${n(chX1 + 19 * k)} ${n(endY + 2 * k)}L${n(chX1 + 18 * k)} ${n(endY + 8 * k)}C${n(chX1 + 12 * k)} ${n(endY + 12 * k)} ${n(chX1 + 9 * k)} ${n(endY + 3 * k)} ${n(chX1 + 1 * k)} ${n(endY + 6 * k)}Z`;
    house.push(
      fill(ends, scarfC, 'cloth'),
      fill(turns.join(''), scarfC, 'cloth'),
      stroke(bands.join(''), stripe, 1.6 * k, 'cloth', 0),
    );
    // The windows: lit, the blinds drawn half down and drooping at the outer corners, a feverish
    // flush on the wall under each, as a face.
    const winW = 20 * k;
    const winH = 22 * k;
    const winY = eaves + 18 * k;
    const blindC = mix(rng.pick(p.cloth), p.shade, 0.2);
    const lit = mix(p.light, '#ffd98a', 0.5);
    const frameC = lighter(mix(p.wood, '#f2e6cc', 0.5), 0.1);
    for (const [wx, outer] of [
      [x0 + 10 * k, -1],
      [x1 - 10 * k - winW, 1],
    ] as const) {
      const inner = -outer;
      const blindIn = winY + winH * 0.42;
      const blindOut = winY + winH * 0.62;
      const yAt = (side: number): number => (side === outer ? blindOut : blindIn);
      const left = wx;
      const right = wx + winW;
      house.push(
        fill(rect(left, winY, winW, winH, 1 * k), lit, 'glow', 0),
        fill(
          `M${n(left)} ${n(winY)}H${n(right)}V${n(yAt(1))}L${n(left)} ${n(yAt(-1))}Z`,
          blindC,
          'cloth',
        ),
        stroke(rect(left, winY, winW, winH, 1 * k), frameC, 2.2 * k, 'wood'),
        fill(
          oval(wx + winW / 2 + inner * 1 * k, winY + winH + 9 * k, 7 * k, 3.6 * k),
          '#f0846a',
          'cheek',
          0,
        ),
      );
    }
    // The door for a mouth, the thermometer sticking out of its letterbox.
    const doorW = 22 * k;
    const doorH = 40 * k;
    const doorC = mix(p.accent, '#3a5a6a', 0.4);
    const slotY = -doorH * 0.55;
    const therm0: Point = [mid - 2 * k, slotY];
    const therm1: Point = [mid - 20 * k, slotY + 4 * k];
    house.push(
      fill(
        `M${n(mid - doorW / 2)} 0V${n(-doorH + doorW / 2)}Q${n(mid - doorW / 2)} ${n(-doorH)} ${n(mid)} ${n(-doorH)}Q${n(mid + doorW / 2)} ${n(-doorH)} ${n(mid + doorW / 2)} ${n(-doorH + doorW / 2)}V0Z`,
        doorC,
        'wood',
      ),
      fill(rect(mid - 6 * k, slotY - 1.5 * k, 12 * k, 3 * k, 0.6 * k), '#c9a64a', 'metal'),
      stroke(
        `M${n(therm0[0])} ${n(therm0[1])}L${n(therm1[0])} ${n(therm1[1])}`,
        '#f4f8fb',
        3 * k,
        'glass',
      ),
      stroke(
        `M${n(therm0[0])} ${n(therm0[1])}L${n((therm0[0] + therm1[0]) / 2)} ${n((therm0[1] + therm1[1]) / 2)}`,
        '#d8342a',
        1.2 * k,
        'detail',
        0,
      ),
      fill(oval(therm1[0], therm1[1], 2 * k, 2 * k), '#d8342a', 'detail'),
    );

    // The doctor at the house's side, leaning in, the stethoscope's chest piece on the wall.
    const how = freeHand(ctx.feeling);
    const piece: Point = [x0 + 0.5 * k, -54 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: ctx.feeling === 'fear' ? -2 : 10,
      front: { reach: [piece[0] / s, piece[1] / s], hand: 'mitt' },
      back: how.pose,
      turn: 0.8,
      headTilt: ctx.feeling === 'surprise' ? -4 : 12,
      gaze: [1, 0.2],
    });
    const doctor: Actor = { fig, x: 0, facing: 1, scale: s };
    // The tube: from the ears (behind the head) down round the neck and out over the chest to the
    // chest piece in the hand, never across the face.
    const neck = actorPoint(doctor, fig.skeleton.neck);
    const chest: Point = [neck[0] + 3 * k, neck[1] + 12 * k];
    const tubes = stroke(
      `M${n(neck[0] - 3 * k)} ${n(neck[1] + 1 * k)}Q${n(neck[0] - 2 * k)} ${n(chest[1])} ${n(chest[0])} ${n(chest[1])}Q${n((chest[0] + piece[0]) / 2)} ${n(chest[1] + 12 * k)} ${n(piece[0] - 3 * k)} ${n(piece[1] + 1 * k)}`,
      '#2e2e38',
      2.2 * k,
      'detail',
    );
    const chestPiece = fill(oval(piece[0] - 1.5 * k, piece[1], 3.2 * k, 5 * k), '#c8ccd4', 'metal');
    const leather = mix('#3a2a26', p.ink, 0.3);
    const bag = how.holdsBag
      ? doctorsBag(actorPoint(doctor, fig.skeleton.hands.back), 22 * k, leather)
      : doctorsBag([-8 * k, -15 * k], 20 * k, leather);
    // The doctor's lantern set down behind it on the ground: the light of the call.
    const lanternAt: Point = [-17 * k, -30 * k];
    const lantern = placed(P.lantern(colorsFor(p, rng)), lanternAt, 1 * k);
    const glowAt: Point = [lanternAt[0], lanternAt[1] + 18 * k];
    const nodes: Node[] = [
      ...house,
      lantern,
      ...(how.holdsBag ? [] : bag),
      actorNodes(doctor),
      tubes,
      chestPiece,
    ];
    if (how.holdsBag) nodes.push(...bag);
    const box: [number, number, number, number] = [-26 * k, chTop - 6 * k, chX1 + 22 * k, 4];
    return staged(facingBox(box, facing), mx([x0, -60 * k], facing), {
      actors: mirror(nodes, facing),
      light: { at: mx(glowAt, facing), kind: 'lantern', reach: 1.4 * H },
      glows: [{ at: mx(glowAt, facing), r: 16 * k, color: p.light }],
      contacts: [
        [0, 26 * k],
        [mid * facing, x1 - x0 + 10 * k],
      ],
    });
  },
};
