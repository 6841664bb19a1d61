/**
 * Played with: someone real lives in a dollhouse, its front open on a lit room with a little
 * table, a teacup and a picture on the wall, and over its roof rises the head of a giant doll,
 * porcelain face, glass eyes, ringlets and a bow, both hands on the eaves, looking down at its
 * toy. The one in the room looks up.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';

const PORCELAIN = '#f7e6dc';

/** The doll's head, `r` in radius, centred at c: ringlets, a bow, glass eyes looking down, a painted mouth. */
function dollHead(
  c: Point,
  r: number,
  hair: Color,
  bow: Color,
  iris: Color,
  ink: Color,
  rng: Rng,
): Node[] {
  const [x, y] = c;
  const out: Node[] = [];
  // Ringlets hanging either side and a fringe of hair behind the face.
  out.push(fill(ellipse(x, y - r * 0.12, r * 1.12, r * 1.08), hair, 'hair'));
  for (const side of [-1, 1])
    for (let i = 0; i < 3; i++)
      out.push(
        fill(
          ellipse(x + side * r * (1.02 - i * 0.04), y + r * (0.15 + i * 0.38), r * 0.2, r * 0.26),
          i % 2 === 0 ? hair : darker(hair, 0.12),
          'hair',
        ),
      );
  out.push(fill(circle(x, y, r * 0.92), PORCELAIN, 'skin'));
  // The fringe: three curls over the brow.
  for (const dx of [-0.45, 0, 0.45])
    out.push(fill(ellipse(x + dx * r, y - r * 0.72, r * 0.3, r * 0.2), hair, 'hair'));
  // Eyes looking down, with lashes; round painted cheeks; a small bow mouth.
  for (const side of [-1, 1]) {
    const ex = x + side * r * 0.36;
    const ey = y - r * 0.05;
    out.push(fill(ellipse(ex, ey, r * 0.2, r * 0.17), '#ffffff', 'face', 0));
    out.push(fill(circle(ex, ey + r * 0.05, r * 0.12), iris, 'face', 0));
    out.push(fill(circle(ex, ey + r * 0.07, r * 0.055), '#1a1420', 'face', 0));
    out.push(fill(circle(ex - r * 0.04, ey + r * 0.01, r * 0.03), '#ffffff', 'face', 0));
    out.push(
      stroke(
        `M${n(ex - r * 0.22)} ${n(ey - r * 0.02)}Q${n(ex)} ${n(ey - r * 0.24)} ${n(ex + r * 0.22)} ${n(ey - r * 0.02)}`,
        ink,
        r * 0.04,
        'face',
        0,
      ),
    );
    for (const t of [-0.6, 0, 0.6])
      out.push(
        stroke(
          `M${n(ex + t * r * 0.16)} ${n(ey - r * 0.16)}L${n(ex + t * r * 0.24)} ${n(ey - r * 0.27)}`,
          ink,
          r * 0.025,
          'face',
          0,
        ),
      );
    out.push(fill(circle(x + side * r * 0.55, y + r * 0.3, r * 0.13), '#f2a0a6', 'cheek', 0));
  }
  out.push(
    fill(
      `M${n(x - r * 0.12)} ${n(y + r * 0.42)}Q${n(x - r * 0.06)} ${n(y + r * 0.36)} ${n(x)} ${n(y + r * 0.41)}Q${n(x + r * 0.06)} ${n(y + r * 0.36)} ${n(x + r * 0.12)} ${n(y + r * 0.42)}Q${n(x)} ${n(y + r * 0.52)} ${n(x - r * 0.12)} ${n(y + r * 0.42)}Z`,
      '#c8404e',
      'face',
      0,
    ),
  );
  // The bow on top, tipped one way or the other.
  const tip = rng.chance(0.5) ? 1 : -1;
  const bx = x + tip * r * 0.45;
  const by = y - r * 1.0;
  out.push(
    fill(
      poly([
        [bx, by],
        [bx - r * 0.5, by - r * 0.32],
        [bx - r * 0.5, by + r * 0.25],
      ]),
      bow,
      'cloth',
    ),
    fill(
      poly([
        [bx, by],
        [bx + r * 0.5, by - r * 0.32],
        [bx + r * 0.5, by + r * 0.25],
      ]),
      bow,
      'cloth',
    ),
    fill(circle(bx, by, r * 0.11), darker(bow, 0.2), 'cloth'),
  );
  return out;
}

/** A porcelain hand over an edge at (x, y), fingers curled down the front, `r` its size. */
function grip(x: number, y: number, r: number): Node[] {
  const out: Node[] = [fill(ellipse(x, y - r * 0.2, r * 1.05, r * 0.62), PORCELAIN, 'skin')];
  for (let i = 0; i < 4; i++) {
    const fx = x - r * 0.72 + i * r * 0.48;
    out.push(fill(rect(fx - r * 0.2, y - r * 0.1, r * 0.4, r * 0.85, r * 0.2), PORCELAIN, 'skin'));
  }
  out.push(fill(oval(x, y - r * 0.25, r * 0.6, r * 0.22), lighter(PORCELAIN, 0.4), 'skin', 0));
  return out;
}

/**
 * Front on: the dollhouse with its front open, one tall room on a plinth under a pitched roof,
 * the character standing in the room beside a little table and looking up; the doll's head
 * rising behind the roof, its chin hidden by the ridge, its hands gripping the eaves.
 */
export const dollHouse: Action = {
  id: 'doll-house',
  untwisted: true,
  ownPlace: true,
  // Woodcut and silhouette black the doll's hair into a beard and the house into one shape.
  notLooks: ['woodcut', 'silhouette'],
  objects: ['dollhouse'],
  feelings: ['fear', 'wonder', 'surprise', 'grief'],
  settings: ['bedroom'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['lamp', 'window', 'candle'],
  family: () => 'doll-house',
  // Not 'a doll's house' or 'playing house': the bots ban a card's concept words from its clues.
  concepts: [
    'role reversal',
    'being watched',
    'a giant',
    'porcelain',
    'the uncanny',
    'childhood',
    'control',
    'a little life',
  ],
  say: sayFrom(
    {
      dollhouse: {
        en: 'lives in a dollhouse, over whose roof a giant doll looks down',
        ja: 'ドールハウスで暮らしている。その屋根の上から巨大な人形が見下ろしている',
        ru: 'живёт в кукольном домике, а над его крышей склонилась огромная кукла',
        pt: 'vive numa casa de bonecas, e por cima do telhado espreita uma boneca gigante',
        fi: 'asuu nukkekodissa, jonka katon yli jättimäinen nukke katsoo alas',
      },
    },
    'dollhouse',
  ),
  stage(ctx) {
    const { rng, p, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const wood = mix(p.wood, '#f1e6d0', 0.35);
    const paper = mix(rng.pick(['#e9d3d8', '#d6e1cf', '#e6dcc0', '#d3dbe8']), p.shade, 0.12);
    const x0 = -62 * k;
    const x1 = 62 * k;
    const top = -128 * k;
    const apex = top - 52 * k;
    const t = 6 * k;
    // The house: plinth, outer frame, the room's papered back wall, a floor, the roof.
    const house: Node[] = [
      fill(rect(x0 - t, top - t, x1 - x0 + 2 * t, -top + t + 12 * k), wood, 'wood'),
      fill(rect(x0, top, x1 - x0, -top), paper, 'wall'),
      // Sprigged wallpaper (stripes read as the bars of a cage).
      fill(
        Array.from({ length: 6 * 8 }, (_, i) => {
          const col = i % 6;
          const row = Math.floor(i / 6);
          return circle(
            x0 + (col + 0.5 + (row % 2) * 0.5) * ((x1 - x0) / 6.5),
            top + (row + 0.6) * (-top / 8.4),
            1.6 * k,
          );
        }).join(''),
        darker(paper, 0.14),
        'detail',
        0,
      ),
      fill(rect(x0, -6 * k, x1 - x0, 6 * k), darker(wood, 0.25), 'floor'),
      fill(rect(x0 - t - 4 * k, 4 * k, x1 - x0 + 2 * t + 8 * k, 9 * k), darker(wood, 0.35), 'wood'),
      fill(
        poly([
          [x0 - t - 10 * k, top - t + 2 * k],
          [0, apex],
          [x1 + t + 10 * k, top - t + 2 * k],
        ]),
        mix('#a0503a', p.accent, 0.2),
        'stone',
      ),
      fill(circle(0, top - 22 * k, 8 * k), '#ffd36b', 'glow', 0),
      stroke(
        `M${n(-8 * k)} ${n(top - 22 * k)}H${n(8 * k)}M0 ${n(top - 30 * k)}V${n(top - 14 * k)}`,
        wood,
        1.6 * k,
        'wood',
        0,
      ),
    ];
    // The room: a picture on the wall, a round table with a teacup and a lamp.
    const tx = x1 - 26 * k;
    const room: Node[] = [
      fill(rect(x0 + 14 * k, top + 26 * k, 26 * k, 20 * k, 1 * k), darker(wood, 0.3), 'wood'),
      fill(rect(x0 + 17 * k, top + 29 * k, 20 * k, 14 * k), mix('#8fb0c8', p.light, 0.2), 'paper'),
      stroke(`M${n(tx)} ${n(-6 * k)}V${n(-30 * k)}`, darker(wood, 0.3), 3 * k, 'wood'),
      fill(oval(tx, -31 * k, 16 * k, 3.4 * k), darker(wood, 0.15), 'wood'),
      fill(rect(tx - 8 * k, -39 * k, 7 * k, 6 * k, 2 * k), '#f6f1e4', 'paper'),
      stroke(`M${n(tx + 6 * k)} ${n(-33 * k)}V${n(-46 * k)}`, '#6b6470', 1.2 * k, 'metal', 0),
      fill(
        poly([
          [tx + 0.5 * k, -46 * k],
          [tx + 11.5 * k, -46 * k],
          [tx + 9 * k, -54 * k],
          [tx + 3 * k, -54 * k],
        ]),
        '#ffd36b',
        'glow',
        0,
      ),
    ];
    // The one who lives there, standing in the room, looking up at the ceiling and what is over it.
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: afraid ? -6 : -3,
      front: afraid ? { reach: [8, -70], hand: 'open' } : { angle: 20, bend: 30 },
      back: afraid ? { reach: [4, -66], hand: 'open' } : { angle: -10, bend: 20 },
      turn: 0.25,
      headTilt: -18,
      gaze: [0.2, -0.9],
    });
    const actor: Actor = { fig, x: -14 * k, y: -6 * k, facing: 1, scale: s };
    // The doll's head behind the roof, its hands on the eaves.
    const r = 46 * k;
    const head: Point = [rng.range(-10, 10) * k, apex - r * 0.35];
    const hair = rng.pick(['#e7c46a', '#8a5a3a', '#c0703a', '#2e2428']);
    const doll = dollHead(
      head,
      r,
      hair,
      p.accent,
      rng.pick(['#4a7ab8', '#5a8a5a', '#7a5a3a']),
      p.ink,
      rng,
    );
    const hands = [
      ...grip(x0 - 4 * k, top - t + 2 * k, 11 * k),
      ...grip(x1 + 4 * k, top - t + 2 * k, 11 * k),
    ];
    const box: [number, number, number, number] = [
      x0 - 22 * k,
      head[1] - r * 1.45,
      x1 + 22 * k,
      14 * k,
    ];
    return staged(box, [head[0], head[1]], {
      behind: [...doll, ...house, ...room],
      actors: [actorNodes(actor)],
      before: hands,
      contacts: [[0, (x1 - x0) * 0.9]],
      glows: [{ at: [tx + 6 * k, -50 * k], r: 26 * k, color: '#ffd36b' }],
    });
  },
};
