/**
 * A puddle that is a way down: on a street in broad day, a puddle shows not the sky but another
 * town at night, upside down, its roofs hanging down and its windows lit, and the character is
 * already wading down into it, sunk to the thighs as if on a stair no one can see, arms out for
 * balance, looking down at the lights under the feet. Curiosity, the other side, a world under
 * the everyday; or the first step into a dream.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const lit = '#ffd25e';

/**
 * The town in the puddle, centred at (cx, cy), rx by ry: a night sky deepening towards the near
 * rim, and along the far rim the houses hanging upside down, roofs pointing down, most windows lit,
 * a lamp or two glowing deeper down; clipped to the puddle's shape.
 */
function underTown(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  k: number,
  p: Palette,
  rng: Rng,
): Node[] {
  const shape = oval(cx, cy, rx, ry);
  const top = cy - ry;
  const nodes: Node[] = [
    fill(
      shape,
      {
        kind: 'linear',
        x1: 0,
        y1: top,
        x2: 0,
        y2: cy + ry,
        stops: [
          [0, '#3c4f94'],
          [0.5, '#22306a'],
          [1, '#10163a'],
        ],
      },
      'water',
      0,
    ),
  ];
  // Houses hang from the far rim, the nearer ones (lower on the card) larger.
  const walls = ['#4a3a5a', '#3a4660', '#56405a', '#40405e', '#4c4a66'];
  let x = cx - rx * 1.02;
  let i = 0;
  while (x < cx + rx) {
    const w = rng.range(13, 19) * k;
    const h = rng.range(18, 30) * k;
    const wall = walls[i % walls.length] ?? '#40405e';
    const y0 = top - 2 * k + (Math.abs(x + w / 2 - cx) / rx) * 8 * k;
    // The wall (hanging down), then the roof pointing down under it.
    nodes.push(fill(rect(x, y0, w - 1 * k, h), wall, 'wall', 0));
    nodes.push(
      fill(
        `M${n(x - 1 * k)} ${n(y0 + h)}L${n(x + w / 2 - 0.5 * k)} ${n(y0 + h + rng.range(5, 8) * k)}L${n(x + w)} ${n(y0 + h)}Z`,
        darker(wall, 0.35),
        'wall',
        0,
      ),
    );
    // Windows in rows, lit or dark.
    const win: string[] = [];
    const dark: string[] = [];
    for (let row = 0; row * 5 * k + 5 * k < h; row++) {
      for (let col = 0; col * 5 * k + 4 * k < w - 2 * k; col++) {
        const r = rect(x + 2 * k + col * 5 * k, y0 + 3 * k + row * 5 * k, 2.4 * k, 2.8 * k);
        (rng.chance(0.7) ? win : dark).push(r);
      }
    }
    if (win.length > 0) nodes.push(fill(win.join(''), lit, 'glow', 0));
    if (dark.length > 0) nodes.push(fill(dark.join(''), darker(wall, 0.4), 'wall', 0));
    x += w + rng.range(0, 3) * k;
    i++;
  }
  // Street lamps deeper down, and a few far lights.
  const lamps: string[] = [];
  for (let j = 0; j < 6; j++) {
    const lx = cx + rng.range(-0.7, 0.7) * rx;
    const ly = cy + rng.range(0.05, 0.55) * ry;
    lamps.push(oval(lx, ly, 0.9 * k, 0.9 * k));
  }
  nodes.push(fill(lamps.join(''), lighter(lit, 0.3), 'glow', 0));
  // The sky's shine on the water near the rim.
  nodes.push(
    stroke(
      `M${n(cx - rx * 0.55)} ${n(cy + ry * 0.78)}Q${n(cx)} ${n(cy + ry * 1.02)} ${n(cx + rx * 0.5)} ${n(cy + ry * 0.8)}`,
      mix(p.sky[1], '#ffffff', 0.4),
      1 * k,
      'water',
      0,
    ),
  );
  return [group(nodes, undefined, shape)];
}

/**
 * Facing +x: the puddle on the pavement, the character standing in it a little left of its
 * middle, the legs gone under the surface to the knees, arms out, head bowed to the town below.
 */
export const puddleCity: Action = {
  id: 'puddle-city',
  objects: ['puddle'],
  who: ['woman', 'man', 'old-woman', 'old-man', 'fox', 'bear'],
  feelings: ['wonder', 'calm', 'resolve', 'surprise'],
  settings: ['street'],
  ownPlace: true,
  framings: ['near', 'wide'],
  fixedFramings: true,
  // The town in the puddle is the dream; a twist beside it would crowd the pavement.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'puddle-city',
  concepts: [
    'a puddle',
    'another town',
    'upside down',
    'night in broad day',
    'lit windows',
    'wading',
    'a secret passage',
    'curiosity',
    'a reflection',
    'a threshold',
  ],
  say: sayFrom(
    {
      puddle: {
        en: 'wades down into a puddle in the street that shows an upside-down town at night, its windows lit',
        ja: '通りの水たまりに足を踏み入れていく。水の中には夜の町がさかさまに映り、窓に明かりがともっている',
        ru: 'спускается в лужу посреди улицы, а в ней вверх ногами ночной город с горящими окнами',
        pt: 'entra devagar numa poça da rua onde se vê uma cidade de pernas para o ar, de noite, com as janelas acesas',
        fi: 'kahlaa alas kadun lätäkköön, jossa näkyy ylösalainen yöllinen kaupunki valaistuine ikkunoineen',
      },
    },
    'puddle',
  ),
  stage(ctx) {
    const { rng, p, facing: side, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const k = (m.height * s) / 100;
    // A grown-up's hundredth, for the town: the puddle is as wide whoever wades in.
    const g = Math.max(k, 0.9 * s, 0.8);
    const rx = 56 * g;
    const ry = 32 * g;
    const cx = 12 * g;
    const cy = 18 * g;
    const fx = cx - 10 * g;
    // Sunk to the thighs.
    const sink = m.height * s * 0.34;
    const where = { x: fx, y: cy + sink, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 3,
      front: { angle: 58, bend: 18, hand: 'mitt' },
      back: { angle: 40, bend: 24, hand: 'mitt' },
      turn: 0.5,
      headTilt: 18,
      gaze: [0.5, 0.9],
    });
    const actor: Actor = { fig, ...where };
    const surface = cy;
    const wader = group(
      [actorNodes(actor)],
      undefined,
      rect(fx - 50 * k, surface - 100 * k, 100 * k, 100 * k),
    );
    const water = mix(p.water, '#6a8ab0', 0.3);
    const rim = lighter(water, 0.45);
    const ring = mix(rim, '#3c4f94', 0.35);
    const ringsBack = stroke(
      `M${n(fx - 14 * k)} ${n(surface)}Q${n(fx)} ${n(surface - 8 * k)} ${n(fx + 14 * k)} ${n(surface)}`,
      ring,
      0.7 * k,
      'water',
      0,
    );
    const ringsFront = stroke(
      `M${n(fx - 14 * k)} ${n(surface)}Q${n(fx)} ${n(surface + 8 * k)} ${n(fx + 14 * k)} ${n(surface)}M${n(fx - 24 * k)} ${n(surface + 1 * k)}Q${n(fx)} ${n(surface + 15 * k)} ${n(fx + 24 * k)} ${n(surface + 1 * k)}`,
      ring,
      0.7 * k,
      'water',
      0,
    );
    const puddle: Node[] = [
      // The wet pavement round the puddle, darker.
      fill(
        oval(cx, cy + 1 * g, rx + 6 * g, ry + 3 * g),
        mix(darker(p.floor, 0.25), '#3a4050', 0.35),
        'floor',
        0,
      ),
      ...underTown(cx, cy, rx, ry, g, p, rng.fork('town')),
      stroke(oval(cx, cy, rx, ry), rim, 1.2 * g, 'water', 0),
    ];
    const headTop = cy + sink - m.height * s;
    // The wide shot leaves the street round the puddle.
    const pad = ctx.framing === 'wide' ? 16 * g : 8 * g;
    const box: [number, number, number, number] = [
      cx - rx - pad,
      headTop - (ctx.framing === 'wide' ? 24 : 8) * k,
      cx + rx + pad,
      cy + ry + 6 * g,
    ];
    const focus: Point = [fx + 10 * g, (headTop + cy) / 2];
    // The near shot: the wader's head down to the near half of the puddle, its sides cropped.
    const closeBox: [number, number, number, number] = [
      fx - 40 * g,
      headTop - 16 * k,
      fx + 40 * g,
      cy + ry * 0.7,
    ];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      behind: mirror(puddle, facing),
      actors: mirror([ringsBack, wader, ringsFront], facing),
      contacts: [],
      glows: [],
    });
  },
};
