/**
 * Cycling along a telephone wire: over the roofs of a town a wire sags from one pole to the next,
 * and a character rides a bicycle along it as along a road, its wheels on the wire, the rooftop
 * and the town's skyline below (a suitcase strapped on the rack: off on a journey by wire).
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A bicycle from the side, its wheels' bottoms on y = 0, wheel radius `r`, centred on x = 0. */
export function bicycle(
  frameColor: Color,
  ink: Color,
  r: number,
): { nodes: Node[]; saddle: Point; grip: Point; pedal: Point } {
  const back: Point = [-r * 1.25, -r];
  const front: Point = [r * 1.25, -r];
  const crank: Point = [-r * 0.1, -r * 0.95];
  const seatTop: Point = [-r * 0.45, -r * 2.05];
  const head: Point = [r * 0.85, -r * 2.0];
  const bar: Point = [r * 0.7, -r * 2.45];
  const w = r * 0.09;
  const wheel = (c: Point): Node[] => [
    stroke(circle(c[0], c[1], r * 0.94), ink, w * 1.6, 'metal'),
    stroke(
      [0, 1, 2, 3]
        .map((i) => {
          const a = (i * Math.PI) / 4;
          return `M${n(c[0] + Math.cos(a) * r * 0.9)} ${n(c[1] + Math.sin(a) * r * 0.9)}L${n(c[0] - Math.cos(a) * r * 0.9)} ${n(c[1] - Math.sin(a) * r * 0.9)}`;
        })
        .join(''),
      lighter(ink, 0.45),
      w * 0.35,
      'detail',
      0,
    ),
  ];
  const nodes: Node[] = [
    ...wheel(back),
    ...wheel(front),
    stroke(
      `M${n(back[0])} ${n(back[1])}L${n(crank[0])} ${n(crank[1])}L${n(seatTop[0])} ${n(seatTop[1] + r * 0.2)}L${n(back[0])} ${n(back[1])}M${n(crank[0])} ${n(crank[1])}L${n(head[0])} ${n(head[1] + r * 0.15)}L${n(seatTop[0] + r * 0.06)} ${n(seatTop[1] + r * 0.3)}M${n(head[0])} ${n(head[1])}L${n(front[0])} ${n(front[1])}M${n(head[0])} ${n(head[1])}L${n(bar[0])} ${n(bar[1])}`,
      frameColor,
      w * 1.4,
      'metal',
    ),
    stroke(
      `M${n(bar[0] - r * 0.1)} ${n(bar[1])}h${n(r * 0.45)}`,
      darker(frameColor, 0.4),
      w * 1.6,
      'metal',
    ),
    fill(
      poly([
        [seatTop[0] - r * 0.3, seatTop[1] - r * 0.05],
        [seatTop[0] + r * 0.25, seatTop[1] - r * 0.05],
        [seatTop[0] + r * 0.1, seatTop[1] + r * 0.12],
        [seatTop[0] - r * 0.25, seatTop[1] + r * 0.12],
      ]),
      darker(ink, 0.1),
      'cloth',
    ),
    fill(circle(crank[0], crank[1], r * 0.16), darker(frameColor, 0.3), 'metal'),
  ];
  return {
    nodes,
    saddle: [seatTop[0], seatTop[1] - r * 0.05],
    grip: [bar[0] + r * 0.3, bar[1]],
    pedal: [crank[0] + r * 0.3, crank[1] + r * 0.3],
  };
}

/** A wooden telephone pole with a crossbar at its top, standing on (x, 0) up to y = top. */
function pole(p: Palette, x: number, top: number, k: number): Node[] {
  const wood = darker(mix(p.wood, '#5b4632', 0.4), 0.1);
  return [
    fill(rect(x - 2.4 * k, top, 4.8 * k, -top + 40 * k), wood, 'wood'),
    fill(rect(x - 12 * k, top + 5 * k, 24 * k, 3 * k), darker(wood, 0.15), 'wood'),
    ...[-9, 9].map((dx) => fill(circle(x + dx * k, top + 4 * k, 1.6 * k), '#cfd8dc', 'glass')),
  ];
}

/**
 * Riding a bicycle along a telephone wire over the roofs: the wire across the card between two
 * poles, the rider in the middle on it, the rooftop setting below.
 */
export const bikeWire: Action = {
  id: 'bike-wire',
  objects: ['town', 'suitcase'],
  // Those who can sit a saddle and reach the pedals.
  who: whos.filter((w) => w !== 'mouse' && w !== 'owl' && w !== 'frog'),
  feelings: ['resolve', 'fear', 'mischief', 'wonder', 'surprise'],
  // Above the roofs (a street's house fronts would stand taller than the wire).
  settings: ['rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  lights: ['sun', 'sky', 'moon', 'glow'],
  family: (o) => `bike-wire:${o}`,
  concepts: [
    'bicycle',
    'tightrope',
    'balance',
    'daring',
    'town',
    'journey',
    'courage',
    'telephone',
    'freedom',
  ],
  say: sayFrom(
    {
      town: {
        en: 'rides a bicycle along a telephone wire high above the roofs of the town',
        ja: '町の屋根のはるか上で、電線の上を自転車で走っている',
        ru: 'едет на велосипеде по телефонному проводу высоко над крышами города',
        pt: 'anda de bicicleta por um fio de telefone bem acima dos telhados da cidade',
        fi: 'ajaa polkupyörällä puhelinlankaa pitkin korkealla kaupungin kattojen yllä',
      },
      suitcase: {
        en: 'sets off with a suitcase on a bicycle along a telephone wire above the roofs',
        ja: 'スーツケースを自転車に積んで、屋根の上の電線を走っていく',
        ru: 'уезжает с чемоданом на велосипеде по телефонному проводу над крышами',
        pt: 'parte de bicicleta com uma mala por um fio de telefone acima dos telhados',
        fi: 'lähtee matkaan matkalaukku pyörän kyydissä puhelinlankaa pitkin kattojen yllä',
      },
    },
    'town',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const afraid = ctx.feeling === 'fear';
    // The wire: from a pole at the left edge down to the rider and on up out of the card.
    const wireY = -44 * k;
    const poleX = -46 * k;
    const poleTop = wireY - 28 * k;
    const sag = (x: number): number => {
      const t = (x - poleX) / (-2 * poleX);
      return poleTop + 4 * k + (wireY - poleTop - 4 * k) * (1 - (2 * t - 1) ** 2);
    };
    const wire = stroke(
      Array.from({ length: 17 }, (_, i) => {
        const x = poleX + (i * -2 * poleX) / 16;
        return `${i === 0 ? 'M' : 'L'}${n(x)} ${n(sag(x))}`;
      }).join(''),
      darker(p.ink, 0.1),
      1.8 * k,
      'detail',
    );
    // The bicycle on the wire, its wheels' bottoms on it at the lowest point.
    const r = 15 * k;
    const frameColor = rng.pick(p.cloth);
    const bike = bicycle(frameColor, darker(p.ink, 0.05), r);
    const bikeAt: Point = [0, sag(0)];
    const bikeNode = group(bike.nodes, `translate(${n(bikeAt[0])} ${n(bikeAt[1])})`);
    const saddle: Point = [bikeAt[0] + bike.saddle[0], bikeAt[1] + bike.saddle[1]];
    const grip: Point = [bikeAt[0] + bike.grip[0], bikeAt[1] + bike.grip[1]];
    // The rider: posed once to find its hip, then set with the hip on the saddle.
    const legs: [[number, number], [number, number]] = [
      [62, 88],
      [22, 34],
    ];
    const probe = posed(ctx, {
      legs,
      lean: 18,
      front: { angle: 60, bend: 10, hand: 'fist' },
      back: { angle: 60, bend: 10, hand: 'fist' },
    });
    const where = {
      x: saddle[0] - probe.skeleton.hip[0] * s,
      y: saddle[1] - probe.skeleton.hip[1] * s,
      facing: 1 as const,
      scale: s,
    };
    // Afraid, one arm flung out for balance; otherwise both hands on the handlebar.
    const fig = posed(ctx, {
      legs,
      lean: afraid ? 6 : 18,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: afraid
        ? { angle: -120, bend: 10, hand: 'open' }
        : { reach: toActor(where, [grip[0] - 2 * k, grip[1] + 1 * k]), hand: 'fist' },
      turn: afraid ? 0.2 : 0.6,
      headTilt: afraid ? 14 : -2,
      gaze: afraid ? [0.2, 1] : [1, 0],
    });
    const rider: Actor = { fig, ...where };
    const extra: Node[] = [];
    if (ctx.object === 'suitcase') {
      // The suitcase strapped on a rack over the back wheel.
      const bag = P.suitcase({
        main: mix(rng.pick(p.cloth), '#7a4a2e', 0.5),
        ink: p.ink,
        light: p.light,
        metal: '#4c464c',
      });
      extra.push(placed(bag, [bikeAt[0] - r * 1.3, bikeAt[1] - r * 2.55], k * 0.8));
    }
    const headTop = where.y + (fig.skeleton.headCentre[1] - fig.headR * 1.2) * s;
    const top = Math.min(headTop, poleTop) - 6 * k;
    const box: [number, number, number, number] = [poleX - 8 * k, top, 46 * k, 4 * k];
    return staged(facingBox(box, facing), mx([0, bikeAt[1] - H * 0.4], facing), {
      behind: mirror([...pole(p, poleX, poleTop, k), ...pole(p, -poleX, poleTop, k), wire], facing),
      actors: mirror([...extra, bikeNode, actorNodes(rider)], facing),
      contacts: [],
      airborne: true,
      glows: [],
    });
  },
};
