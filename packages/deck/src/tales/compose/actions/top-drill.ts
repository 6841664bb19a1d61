/**
 * A spinning top that would not stop: it has bored straight down through the floorboards like a
 * drill, and still spins half sunk in its own hole, shavings flying, while light pours up from
 * whatever lies under the house; its owner kneels at the edge and peers in.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The top's upper half, in units where the widest ring (its shoulder) is at (0, 0) and its
 * half-width is 10: a striped dome up to a turned knob on a short stem; the point below the
 * shoulder is down in the hole and not drawn.
 */
function topHalf(paint: string, band: string, wood: string): Node[] {
  return [
    // The lower skirt that still shows above the floor: a shallow cup under the shoulder.
    fill('M-10 0Q0 5 10 0L8 3Q0 7 -8 3Z', darker(paint, 0.2), 'wood'),
    // The dome, striped in two colours like a painted toy.
    fill('M-10 0Q-9 -9 -3 -11L3 -11Q9 -9 10 0Q0 3 -10 0Z', paint, 'wood'),
    fill('M-9.2 -4Q0 -2 9.2 -4L8.4 -6.6Q0 -4.6 -8.4 -6.6Z', band, 'detail'),
    fill('M-5.6 -9.4Q0 -8 5.6 -9.4L4.4 -10.6Q0 -9.6 -4.4 -10.6Z', band, 'detail', 0),
    // The stem and its knob.
    fill('M-1.6 -11L-1.4 -19L1.4 -19L1.6 -11Z', wood, 'wood'),
    fill(circle(0, -20.5, 2.6), darker(wood, 0.1), 'wood'),
  ];
}

/**
 * Kneeling at a hole a spinning top has drilled in the floor: the hole wide in the floor ahead,
 * bright with a light that streams up out of it; the top half sunk in the middle, whirling, its
 * spin drawn in arcs, shavings and splinters thrown up round the rim; the character on its knees
 * at the near edge, bent over it with one hand flat on the boards, looking down into the light.
 */
export const topDrill: Action = {
  id: 'top-drill',
  objects: ['spinning-top'],
  // No mouse: kneeling beside the hole it came out 199 of 600 tall, under the deck's least (200).
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit'],
  feelings: ['surprise', 'wonder', 'fear', 'mischief'],
  settings: ['bedroom', 'attic', 'kitchen', 'library'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle', 'sky'],
  family: () => 'top-drill',
  concepts: [
    'spinning top',
    'toy',
    'drill',
    'hole',
    'curiosity',
    'the world below',
    'light',
    'childhood',
    'consequences',
  ],
  say: sayFrom(
    {
      'spinning-top': {
        en: 'peers into the hole a spinning top has drilled through the floor',
        ja: '床を突き抜けて穴をあけたこまを、穴のふちからのぞきこんでいる',
        ru: 'заглядывает в дыру, которую волчок просверлил в полу',
        pt: 'espreita o buraco que um pião furou no chão',
        fi: 'kurkistaa reikään, jonka hyrrä on porannut lattian läpi',
      },
    },
    'spinning-top',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The hole in the floor ahead of the kneeler, a little in front of the floor line.
    const hx = 46 * k;
    const hy = 5 * k;
    const rx = 30 * k;
    const ry = 12 * k;
    const light = mix(p.light, '#fff1b8', 0.55);
    const boards = darker(mix(p.wood, '#8a5a36', 0.3), 0.1);
    // The light streaming up out of the hole: long spikes narrowing as they rise, so the beam
    // fades into points instead of ending in an edge (a fan with a top read as a lampshade);
    // none leans over the kneeler, whose face they crossed.
    const spikes: string[] = [];
    for (const [a, h, w] of [
      [-0.3, 96, 3.5],
      [-0.06, 124, 4.5],
      [0.2, 92, 3.5],
      [0.46, 110, 3.5],
      [0.7, 70, 3],
    ] as const) {
      const x = hx + a * rx * 0.8;
      const tip = hx + a * 44 * k;
      spikes.push(`M${n(x - w * k)} ${n(hy)}L${n(tip)} ${n(-h * k)}L${n(x + w * k)} ${n(hy)}Z`);
    }
    const beam: Node[] = [{ ...group([fill(spikes.join(''), light, 'glow', 0)]), opacity: 0.2 }];
    // The hole: the cut edge of the boards (their thickness shows on the far side), then the light.
    const hole: Node[] = [
      fill(oval(hx, hy, rx + 2.4 * k, ry + 1.6 * k), darker(boards, 0.25), 'wood'),
      fill(oval(hx, hy + 2 * k, rx * 0.95, ry * 0.82), mix(boards, '#3a2418', 0.5), 'wood', 0),
      fill(oval(hx, hy + 3.4 * k, rx * 0.88, ry * 0.62), light, 'glow', 0),
      fill(oval(hx, hy + 3.6 * k, rx * 0.55, ry * 0.36), lighter(light, 0.5), 'glow', 0),
    ];
    // The near lip of the cut boards, drawn over the top's foot so it sits down in the hole.
    const rxo = rx + 2.4 * k;
    const ryo = ry + 1.6 * k;
    const rxi = rx * 0.95;
    const ryi = ry * 0.82;
    const lip = fill(
      `M${n(hx - rxo)} ${n(hy)}A${n(rxo)} ${n(ryo)} 0 0 0 ${n(hx + rxo)} ${n(hy)}` +
        `L${n(hx + rxi)} ${n(hy + 2 * k)}A${n(rxi)} ${n(ryi)} 0 0 1 ${n(hx - rxi)} ${n(hy + 2 * k)}Z`,
      darker(boards, 0.25),
      'wood',
    );
    // Splinters standing up round the rim, and cracks running off it along the boards.
    const splinters: string[] = [];
    for (const [a, h] of [
      [-0.95, 5],
      [-0.7, 7],
      [-0.35, 4],
      [0.3, 6],
      [0.62, 8],
      [0.9, 4.5],
    ] as const) {
      const x = hx + a * rx;
      const y = hy - Math.sqrt(1 - a * a) * ry;
      splinters.push(
        `M${n(x - 1.6 * k)} ${n(y)}L${n(x + a * 2 * k)} ${n(y - h * k)}L${n(x + 1.6 * k)} ${n(y)}Z`,
      );
    }
    const cracks =
      `M${n(hx - rx - 2 * k)} ${n(hy)}l${n(-9 * k)} ${n(1.5 * k)}l${n(-6 * k)} ${n(-1 * k)}` +
      `M${n(hx + rx + 2 * k)} ${n(hy + 1 * k)}l${n(10 * k)} ${n(2 * k)}l${n(5 * k)} ${n(-1.5 * k)}` +
      `M${n(hx + 8 * k)} ${n(hy + ry + 1 * k)}l${n(3 * k)} ${n(7 * k)}`;
    const rim: Node[] = [
      fill(splinters.join(''), lighter(boards, 0.25), 'wood'),
      stroke(cracks, darker(boards, 0.35), 1.3 * k, 'detail', 0),
    ];
    // The top, half sunk and tipped a little as it whirls, with its spin drawn round it.
    const paint = mix(p.accent, '#d8433a', 0.35);
    const band = mix(p.light, '#f2c94c', 0.55);
    const wood = mix(p.wood, '#c08a52', 0.4);
    const tk = 1.8 * k;
    // The whirl, in the top's own units: swishes at its sides, bright against the dark room.
    const spin = stroke(
      'M-13 2Q-19 -3 -15 -10M-17 4Q-24 -3 -19 -12M13 1Q19 -5 14 -12M17 3Q24 -5 18 -14',
      lighter(light, 0.4),
      1.4,
      'detail',
      0,
    );
    const top = group(
      [...topHalf(paint, band, wood), spin],
      `translate(${n(hx)} ${n(hy + 4 * k)}) rotate(8) scale(${n(tk)})`,
    );
    // Shavings flung up and out: little curls of wood in the air and on the boards.
    const shaving = lighter(mix(p.wood, '#e0b47a', 0.6), 0.1);
    const curls: string[] = [];
    for (const [dx, dy, r] of [
      [-22, -22, 2.6],
      [-30, -12, 2],
      [24, -26, 2.4],
      [33, -14, 2.8],
      [14, -36, 1.8],
      [-12, -34, 1.8],
      [40, 4, 2.2],
      [-36, 6, 2],
    ] as const) {
      const x = hx + dx * k;
      const y = hy + dy * k;
      curls.push(
        `M${n(x - r * k)} ${n(y)}a${n(r * k)} ${n(r * k)} 0 1 1 ${n(r * 1.2 * k)} ${n(r * 0.9 * k)}`,
      );
    }
    const flying = stroke(curls.join(''), shaving, 1.5 * k, 'wood', 0);

    // The kneeler at the near edge, bent over the hole: a hand flat on the boards by the rim, the
    // other on a knee (wonder), over the mouth (fear) or flung up (surprise, mischief).
    const kx = hx - rx - 20 * k;
    const lean = ctx.feeling === 'fear' ? 22 : 34;
    const afraid = ctx.feeling === 'fear';
    const where: Pick<Actor, 'x' | 'y' | 'facing' | 'scale'> = { x: kx, y: 0, facing: 1, scale: s };
    const palm = toActor(where, [hx - rx - 3 * k, -0.5 * k]);
    const fig = posed(ctx, {
      ...stance('kneel'),
      lean,
      front: { reach: palm, hand: 'open' },
      back:
        ctx.feeling === 'wonder'
          ? { angle: 30, bend: 50, hand: 'mitt' }
          : afraid
            ? { angle: 160, bend: 150, hand: 'open' }
            : { angle: -120, bend: -20, hand: 'open' },
      turn: 0.7,
      headTilt: 18,
      gaze: [0.5, 1],
    });
    const actor: Actor = { ...where, fig };
    const faceLight = { at: mx([kx + 30 * k, -50 * k], facing), r: 30 * k, color: light };
    const headTop = (fig.skeleton.headCentre[1] - fig.headR * 1.5) * s;
    const box: [number, number, number, number] = [
      kx - 22 * k,
      Math.min(headTop, -40 * k) - 10 * k,
      hx + rx + 12 * k,
      hy + ry + 6 * k,
    ];
    const focus: Point = [(kx + hx) / 2 + 8 * k, -20 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(beam, facing),
      actors: mirror([...hole, top, lip, ...rim, flying, actorNodes(actor)], facing),
      contacts: [[mx([kx, 0], facing)[0], 40 * s]],
      glows: [{ at: mx([hx, hy - 8 * k], facing), r: 70 * k, color: light }, faceLight],
      light: { at: mx([hx, hy - 10 * k], facing), kind: 'glow', reach: 160 * k },
    });
  },
};
