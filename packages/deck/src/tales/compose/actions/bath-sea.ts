/**
 * A sea in the bath, seen from straight above: the bather's head on the tub's end, face up to us,
 * the knees two islands, and between them the open sea of the bath water — a tiny ship tossed in
 * a storm under its own little thundercloud, or a whale rising with a fishing boat beside it.
 */
import { at, circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { proportions } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { lightningBolt } from '../../kit/lightning.ts';
import type { Palette } from '../../palette.ts';
import { whos } from '../cast.ts';
import { setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';

/**
 * A tub's outline from above: a long box with rounded ends, its corners drawn as curves (an arc's
 * box counts its whole radius both ways, `looks/bounds.ts`, and would widen the framed story).
 */
function tubShape(x0: number, y0: number, x1: number, y1: number, r: number): string {
  const c = r * 0.45;
  return `M${n(x0 + r)} ${n(y0)}H${n(x1 - r)}C${n(x1 - c)} ${n(y0)} ${n(x1)} ${n(y0 + c)} ${n(x1)} ${n(y0 + r)}V${n(y1 - r)}C${n(x1)} ${n(y1 - c)} ${n(x1 - c)} ${n(y1)} ${n(x1 - r)} ${n(y1)}H${n(x0 + r)}C${n(x0 + c)} ${n(y1)} ${n(x0)} ${n(y1 - c)} ${n(x0)} ${n(y1 - r)}V${n(y0 + r)}C${n(x0)} ${n(y0 + c)} ${n(x0 + c)} ${n(y0)} ${n(x0 + r)} ${n(y0)}Z`;
}

/** White crests over the water, as little arcs in rows (a rough sea), avoiding the islands. */
function crests(x0: number, x1: number, y0: number, y1: number, k: number, rough: number): string {
  const out: string[] = [];
  let row = 0;
  for (let y = y0; y < y1; y += 9 * k) {
    const shift = (row % 2) * 6 * k;
    for (let x = x0 + shift; x < x1 - 6 * k; x += 13 * k)
      out.push(`M${n(x)} ${n(y)}q${n(3 * k)} ${n(-rough * k)} ${n(6 * k)} 0`);
    row++;
  }
  return out.join('');
}

/** A little ship from the side, heeled over, two sails: `h` tall. */
function ship(p: Palette, h: number, heel: number, at0: Point): Node {
  const u = h / 20;
  const hull = darker(p.wood, 0.15);
  const sail = lighter(p.paper, 0.2);
  return group(
    [
      fill('M-12 0L12 0L9 5L-9 5Z', hull, 'wood'),
      stroke('M-2 0V-20M5 0V-15', darker(hull, 0.3), 0.9, 'wood'),
      fill('M-1.5 -19Q6 -12 -1.5 -2Z', sail, 'cloth'),
      fill('M5.5 -14Q11 -8 5.5 -2Z', sail, 'cloth'),
      fill('M-2 -19Q-9 -12 -2 -4Z', darker(sail, 0.08), 'cloth'),
      fill(
        poly([
          [-2, -20],
          [-2, -24],
          [3, -22],
        ]),
        p.accent,
        'cloth',
        0,
      ),
    ],
    at(at0[0], at0[1], u, heel),
  );
}

/** A storm cloud over the ship: dark puffs, a bolt of lightning and a slant of rain. */
function thundercloud(p: Palette, c: Point, k: number): Node[] {
  const grey = mix(p.ink, '#6d7280', 0.55);
  const puffs: [number, number, number][] = [
    [-9, 0, 8],
    [0, -4, 10],
    [10, 0, 8],
    [3, 4, 8],
    [-4, 4, 7],
  ];
  const rain: string[] = [];
  for (let i = 0; i < 6; i++)
    rain.push(`M${n(c[0] + (-10 + i * 4.5) * k)} ${n(c[1] + 11 * k)}l${n(-3 * k)} ${n(9 * k)}`);
  return [
    stroke(rain.join(''), lighter(grey, 0.35), 0.9 * k, 'detail', 0),
    lightningBolt([c[0] + 2 * k, c[1] + 6 * k], 19 * k),
    ...puffs.map(([x, y, r]) =>
      fill(circle(c[0] + x * k, c[1] + y * k, r * k), lighter(grey, 0.08 * (y + 4) * 0.1), 'sky'),
    ),
  ];
}

/** A whale's back breaking the water, its spout, its tail beyond; `k` the card's unit. */
function whaleRising(p: Palette, c: Point, k: number): Node[] {
  const body = mix(p.water, '#2c3e5c', 0.6);
  return [
    fill(oval(c[0], c[1], 13 * k, 6.5 * k), lighter(body, 0.05), 'water'),
    fill(oval(c[0] - 1 * k, c[1] - 1.5 * k, 10 * k, 3.5 * k), lighter(body, 0.25), 'detail', 0),
    fill(circle(c[0] + 8 * k, c[1] - 2 * k, 1 * k), '#f4f4f4', 'face', 0),
    fill(circle(c[0] + 8.2 * k, c[1] - 2 * k, 0.5 * k), '#1b1a20', 'face', 0),
    fill(
      `M${n(c[0] - 14 * k)} ${n(c[1] + 14 * k)}q${n(-9 * k)} ${n(-4 * k)} ${n(-11 * k)} ${n(-8 * k)}q${n(6 * k)} ${n(1 * k)} ${n(9 * k)} ${n(4 * k)}q${n(1 * k)} ${n(-6 * k)} ${n(6 * k)} ${n(-9 * k)}q${n(0)} ${n(6 * k)} ${n(-4 * k)} ${n(13 * k)}Z`,
      body,
      'water',
    ),
    // The spout: a fountain of drops over the blowhole.
    stroke(
      `M${n(c[0] + 2 * k)} ${n(c[1] - 6 * k)}q${n(-2 * k)} ${n(-8 * k)} ${n(-7 * k)} ${n(-10 * k)}M${n(c[0] + 2 * k)} ${n(c[1] - 6 * k)}q${n(2 * k)} ${n(-8 * k)} ${n(7 * k)} ${n(-10 * k)}M${n(c[0] + 2 * k)} ${n(c[1] - 6 * k)}V${n(c[1] - 18 * k)}`,
      '#eaf6fb',
      1.6 * k,
      'glow',
      0,
    ),
  ];
}

/**
 * Bathing with a sea in the tub, from straight above: the tub fills the card on a floor of tiles,
 * the head and shoulders at its top end, the hands on its rims, two knees standing out of the
 * water as islands (a little lighthouse on one), and between them a storm with a tiny ship, or a
 * whale rising beside a little boat.
 */
export const bathSea: Action = {
  id: 'bath-sea',
  objects: ['storm', 'whale'],
  who: whos.filter((w) => w !== 'mouse' && w !== 'rabbit'),
  feelings: ['wonder', 'joy', 'surprise', 'fear', 'calm', 'mischief'],
  settings: ['bedroom', 'kitchen', 'attic'],
  framings: ['medium'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  // Seen from straight above, the view covers the room: ink would draw the setting's pen lines
  // (window, beams) over it.
  notLooks: ['ink'],
  lights: ['lamp', 'window', 'candle', 'sun', 'moon'],
  family: (o) => `bath-sea:${o}`,
  concepts: [
    'bath',
    'sea',
    'voyage',
    'imagination',
    'storm in a teacup',
    'childhood',
    'giant',
    "bird's eye",
  ],
  say: sayFrom(
    {
      storm: {
        en: 'lies in a bath where a storm at sea tosses a tiny ship',
        ja: '湯船につかり、お湯の嵐にもまれる小さな船を見つめている',
        ru: 'лежит в ванне, где бушует шторм и швыряет по волнам крошечный корабль',
        pt: 'toma banho numa banheira onde uma tempestade sacode um naviozinho',
        fi: 'kylpee ammeessa, jossa myrsky heittelee pientä laivaa',
      },
      whale: {
        en: 'lies in a bath where a whale surfaces between the knees',
        ja: '湯船につかり、ひざのあいだからクジラが浮かび上がるのを見つめている',
        ru: 'лежит в ванне, а между коленями выныривает кит',
        pt: 'toma banho numa banheira, e entre os joelhos surge uma baleia',
        fi: 'kylpee ammeessa, ja polvien välistä nousee valas',
      },
    },
    'storm',
  ),
  stage(ctx) {
    const { p, s, who } = setUp(ctx);
    // The tub is drawn at one size whoever bathes in it, as wide as the narrowest shot the
    // camera takes (92), so it fills the card; a mouse would be lost in it and a rabbit's ears
    // run off the card's top (neither is cast).
    const k = 1;
    // The tub, end to end down the card: the head at the top end, the tap at the bottom.
    const tw = 40 * k;
    const top = -150 * k;
    const bottom = -10 * k;
    const enamel = mix('#f4f1ea', p.light, 0.15);
    const waterC: Color = mix(p.water, '#1f4f74', 0.45);
    const inset = 6 * k;
    const wall: Node[] = [];
    // The floor from above, tiles to the card's edges.
    const tile = 20 * k;
    const floorA = mix(p.floor, '#d8d4cc', 0.3);
    const floorB = darker(floorA, 0.12);
    wall.push(fill(rect(-400 * k, -400 * k, 800 * k, 800 * k), floorA, 'floor'));
    const dark: string[] = [];
    for (let i = -20; i < 20; i++)
      for (let j = -20; j < 20; j++)
        if ((i + j) % 2 === 0)
          dark.push(`M${n(i * tile)} ${n(j * tile)}h${n(tile)}v${n(tile)}h${n(-tile)}Z`);
    wall.push(fill(dark.join(''), floorB, 'floor'));
    // A bath mat beside the tub and the tub's shadow.
    const mat = mix(p.accent, '#ffffff', 0.25);
    wall.push(fill(rect(tw + 4 * k, -70 * k, 26 * k, 44 * k, 4 * k), mat, 'cloth'));
    const behind: Node[] = [
      fill(
        tubShape(-tw + 4 * k, top + 6 * k, tw + 4 * k, bottom + 6 * k, tw * 0.8),
        mix(p.shade, '#000', 0.3),
        'shadow',
        0,
      ),
      fill(tubShape(-tw, top, tw, bottom, tw * 0.8), enamel, 'metal'),
      fill(
        tubShape(-tw + inset, top + inset, tw - inset, bottom - inset, (tw - inset) * 0.8),
        waterC,
        // Held in the tub: the gate for water spilled over a dry floor looks for 'water'.
        'glass',
      ),
    ];
    // The bather: shoulders under the head (blurred by the water), the head on the top rim.
    const c = who;
    const headR = proportions[c.age].headR * Math.min(1, s) * 0.95;
    const headC: Point = [0, top + inset + headR * 0.6];
    const shoulders: Node[] = [
      fill(
        oval(0, headC[1] + headR * 1.25, headR * 1.45, headR * 0.6),
        mix(c.look.skin, waterC, 0.35),
        'skin',
      ),
    ];
    // The arms along the rims, the hands over them.
    const hands: Node[] = [];
    for (const side of [-1, 1]) {
      const hx = side * (tw - inset * 0.4);
      const hy = headC[1] + headR * 2.4;
      hands.push(
        stroke(
          `M${n(side * headR * 1.4)} ${n(headC[1] + headR * 1.4)}Q${n(side * (tw - inset * 1.6))} ${n(headC[1] + headR * 1.2)} ${n(hx)} ${n(hy)}`,
          mix(c.look.skin, waterC, 0.3),
          4.2 * k,
          'skin',
        ),
        fill(oval(hx, hy, 3.6 * k, 4.6 * k), c.look.skin, 'skin'),
      );
    }
    // The knees: two islands in the lower half, with surf round them.
    const kneeY = -40 * k;
    const knees: Node[] = [];
    const surf: string[] = [];
    for (const side of [-1, 1]) {
      const kx = side * 15 * k;
      surf.push(oval(kx, kneeY + 1 * k, 10 * k, 11 * k));
      knees.push(
        fill(oval(kx, kneeY, 7.5 * k, 9 * k), c.look.skin, 'skin'),
        fill(
          oval(kx - 1.5 * k, kneeY - 2.5 * k, 3.5 * k, 4 * k),
          lighter(c.look.skin, 0.2),
          'skin',
          0,
        ),
      );
    }
    const sea: Node[] = [
      fill(surf.join(''), lighter(waterC, 0.55), 'water', 0),
      stroke(
        crests(
          -tw + inset * 1.6,
          tw - inset * 1.2,
          headC[1] + headR * 2.2,
          bottom - inset * 2,
          k,
          ctx.object === 'storm' ? 3.2 : 1.6,
        ),
        lighter(waterC, 0.6),
        1.1 * k,
        'detail',
        0,
      ),
    ];
    const things: Node[] = [];
    const midY = (headC[1] + headR * 2 + kneeY) / 2;
    let focus: Point = [0, midY];
    if (ctx.object === 'storm') {
      things.push(ship(p, 24 * k, ctx.rng.pick([-18, -12, 14, 20]), [5 * k, kneeY - 24 * k]));
      // A lighthouse on the left knee, its lamp lit against the storm.
      const lx = -14 * k;
      const ly = kneeY - 3 * k;
      things.push(
        fill(
          poly([
            [lx - 2.6 * k, ly],
            [lx + 2.6 * k, ly],
            [lx + 1.6 * k, ly - 13 * k],
            [lx - 1.6 * k, ly - 13 * k],
          ]),
          '#f4f1ea',
          'stone',
        ),
        fill(rect(lx - 2.2 * k, ly - 8.5 * k, 4.4 * k, 2.2 * k), p.accent, 'stone', 0),
        fill(circle(lx, ly - 15 * k, 2.4 * k), '#ffe9a0', 'glow'),
        fill(
          poly([
            [lx, ly - 15 * k],
            [lx + 16 * k, ly - 20 * k],
            [lx + 16 * k, ly - 11 * k],
          ]),
          '#fff3c0',
          'glow',
          0,
        ),
      );
      things.push(...thundercloud(p, [12 * k, kneeY - 66 * k], 1.1 * k));
      focus = [0, midY];
    } else {
      things.push(...whaleRising(p, [2 * k, midY + 4 * k], 1.6 * k));
      things.push(ship(p, 14 * k, 10, [20 * k, midY - 14 * k]));
    }
    // The toes of both feet just out of the water at the foot end, so the islands read as knees.
    for (const side of [-1, 1])
      for (let i = 0; i < 5; i++)
        knees.push(
          fill(
            circle(
              side * (7 + i * 2.6) * k,
              bottom - 18 * k + Math.abs(i - 1) * 0.8 * k,
              (i === 0 ? 2.2 : 1.6) * k,
            ),
            c.look.skin,
            'skin',
          ),
        );
    // The tap at the foot end, a drip falling.
    const tap: Node[] = [
      fill(rect(-4 * k, bottom - 9 * k, 8 * k, 8 * k, 2 * k), '#b8bcc4', 'metal'),
      fill(circle(0, bottom - 12 * k, 1.4 * k), lighter(waterC, 0.5), 'water', 0),
    ];
    // Face up and bare-headed, looking down the tub at its sea.
    const head = group(frontHead(ctx, headR, [0, 0.9], false), at(headC[0], headC[1], 1, 0));
    const actors: Node[] = [...shoulders, ...sea, ...knees, ...things, ...hands, head, ...tap];
    const box: [number, number, number, number] = [
      -tw - 6 * k,
      top - 4 * k,
      tw + 6 * k,
      bottom + 4 * k,
    ];
    return staged(box, focus, {
      wall,
      behind,
      actors,
      contacts: [],
      airborne: true,
      glows:
        ctx.object === 'storm'
          ? [{ at: [-14 * k, kneeY - 18 * k], r: 14 * k, color: '#ffe9a0' }]
          : [],
    });
  },
};
