/**
 * The country on the quilt, seen from straight above the bed: someone sleeps with the quilt
 * pulled up to the chin, and its patchwork squares are a country at night — fields ploughed and
 * ripe, a wood, a pond, a road that winds over the seams past a village whose windows are lit,
 * and at the foot two snowy peaks where the toes lift the quilt. A giant asleep over a land, the
 * world of a dream, a bedtime story's map.
 */
import { at, circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { proportions } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { whos } from '../cast.ts';
import { setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';

type Patch = 'wheat' | 'field' | 'wood' | 'pond' | 'meadow' | 'village' | 'plough' | 'orchard';

const lit = '#ffd45a';

/** Furrows across a patch: parallel lines, upright or lying. */
function furrows(x: number, y: number, w: number, h: number, across: boolean, gap: number): string {
  const out: string[] = [];
  if (across)
    for (let yy = y + gap; yy < y + h - 1; yy += gap)
      out.push(`M${n(x + 2)} ${n(yy)}H${n(x + w - 2)}`);
  else
    for (let xx = x + gap; xx < x + w - 1; xx += gap)
      out.push(`M${n(xx)} ${n(y + 2)}V${n(y + h - 2)}`);
  return out.join('');
}

/** A little house in elevation (as on a map), its foot at (x, y), `u` wide, one lit window. */
function house(x: number, y: number, u: number, wall: Color, roof: Color, ink: Color): Node[] {
  return [
    fill(rect(x - u / 2, y - u * 0.75, u, u * 0.75), wall, 'stone'),
    fill(
      poly([
        [x - u * 0.62, y - u * 0.72],
        [x, y - u * 1.3],
        [x + u * 0.62, y - u * 0.72],
      ]),
      roof,
      'stone',
    ),
    fill(rect(x - u * 0.16, y - u * 0.52, u * 0.32, u * 0.3), lit, 'glow', 0),
    stroke(`M${n(x - u / 2)} ${n(y)}H${n(x + u / 2)}`, ink, 0.3, 'detail', 0),
  ];
}

/** A round tree from above-and-aside: a trunk and a crown. */
function treeAt(x: number, y: number, r: number, crown: Color): Node[] {
  return [
    fill(rect(x - r * 0.15, y - r * 0.2, r * 0.3, r * 0.9), '#6a4a30', 'wood', 0),
    fill(circle(x, y - r * 0.6, r), crown, 'plant'),
  ];
}

/** One patch of the quilt drawn as a piece of country. */
function patch(
  kind: Patch,
  x: number,
  y: number,
  w: number,
  h: number,
  rng: Rng,
  ink: Color,
  tint: (c: Color) => Color,
): Node[] {
  const box = rect(x, y, w, h);
  switch (kind) {
    case 'wheat': {
      const c = tint('#e2b84a');
      return [
        fill(box, c, 'cloth'),
        stroke(furrows(x, y, w, h, true, 3.2), darker(c, 0.18), 0.7, 'detail', 0),
      ];
    }
    case 'plough': {
      const c = tint('#a9764c');
      return [
        fill(box, c, 'cloth'),
        stroke(furrows(x, y, w, h, false, 3), darker(c, 0.2), 0.8, 'detail', 0),
      ];
    }
    case 'field': {
      const c = tint('#7fb04a');
      return [
        fill(box, c, 'cloth'),
        stroke(furrows(x, y, w, h, false, 4), darker(c, 0.14), 0.7, 'detail', 0),
      ];
    }
    case 'meadow': {
      const c = tint('#9cc86a');
      const dots: string[] = [];
      for (let i = 0; i < 9; i++)
        dots.push(circle(x + rng.range(3, w - 3), y + rng.range(3, h - 3), 0.7));
      return [
        fill(box, c, 'cloth'),
        fill(dots.join(''), '#f4f0e0', 'detail', 0),
        // A few sheep, white blobs with dark heads.
        ...[0, 1].flatMap((i) => {
          const sx = x + w * (0.3 + i * 0.35);
          const sy = y + h * (0.55 - i * 0.2);
          return [
            fill(oval(sx, sy, 2.2, 1.5), '#fbf8f0', 'cloth'),
            fill(circle(sx + 2.2, sy - 0.4, 0.8), ink, 'detail', 0),
          ];
        }),
      ];
    }
    case 'wood': {
      const c = tint('#3f7a3e');
      const trees: Node[] = [];
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 3; col++)
          trees.push(
            ...treeAt(
              x + w * (0.2 + col * 0.3) + (row % 2) * 2,
              y + h * (0.34 + row * 0.28),
              3.4,
              tint(mix('#2d5f30', '#4f8f3c', rng.range(0, 1))),
            ),
          );
      return [fill(box, c, 'cloth'), ...trees];
    }
    case 'orchard': {
      const c = tint('#8cbf5a');
      const trees: Node[] = [];
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 3; col++)
          trees.push(
            ...treeAt(x + w * (0.2 + col * 0.3), y + h * (0.3 + row * 0.3), 2.6, tint('#4f8f3c')),
          );
      const fruit: string[] = [];
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 3; col++)
          fruit.push(circle(x + w * (0.2 + col * 0.3) + 1, y + h * (0.3 + row * 0.3) - 2, 0.7));
      return [fill(box, c, 'cloth'), ...trees, fill(fruit.join(''), '#e0503a', 'detail', 0)];
    }
    case 'pond': {
      const c = tint('#9cc86a');
      const water = tint('#5a9ad0');
      return [
        fill(box, c, 'cloth'),
        fill(oval(x + w / 2, y + h / 2, w * 0.36, h * 0.3), water, 'cloth'),
        fill(
          oval(x + w * 0.42, y + h * 0.45, w * 0.14, h * 0.07),
          lighter(water, 0.4),
          'detail',
          0,
        ),
        // Reeds at its edge.
        stroke(
          `M${n(x + w * 0.16)} ${n(y + h * 0.62)}l-0.5 -4M${n(x + w * 0.2)} ${n(y + h * 0.64)}l0.4 -4.5M${n(x + w * 0.8)} ${n(y + h * 0.36)}l0.5 -4`,
          '#3f7a3e',
          0.6,
          'plant',
          0,
        ),
      ];
    }
    case 'village': {
      const c = tint('#c9c08a');
      return [fill(box, c, 'cloth')];
    }
  }
}

/**
 * From straight above: the bed fills the card on a floor of boards, the head on the pillow at the
 * top, both hands holding the quilt's edge under the chin; the quilt's squares are a country with
 * a road winding over its seams to a village lit for the night, and two snowy peaks at the foot.
 */
export const quiltLand: Action = {
  id: 'quilt-land',
  objects: ['quilt'],
  who: whos.filter((w) => w !== 'mouse' && w !== 'rabbit' && w !== 'owl'),
  feelings: ['sleep', 'wonder'],
  settings: ['bedroom'],
  framings: ['high'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  // Seen from straight above the view covers the room; a silhouette blacks out the country.
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window'],
  family: () => 'quilt-land',
  concepts: [
    'a patchwork quilt',
    'bedtime',
    'a country',
    'a journey',
    'home',
    'imagination',
    "bird's eye",
    'a village',
  ],
  say: sayFrom(
    {
      quilt: {
        en: 'lies in bed under a patchwork quilt whose squares are fields, woods and a village with lit windows',
        ja: 'パッチワークの掛けぶとんをかけてベッドに横たわっている。そのひと枠ひと枠が畑や森や、窓に灯のともる村になっている',
        ru: 'лежит в постели под лоскутным одеялом, чьи лоскуты — поля, леса и деревня с горящими окнами',
        pt: 'está deitado sob uma colcha de retalhos cujos quadrados são campos, bosques e uma aldeia de janelas acesas',
        fi: 'makaa sängyssä tilkkupeiton alla, jonka tilkut ovat peltoja, metsiä ja kylä, jonka ikkunoissa palaa valo',
      },
    },
    'quilt',
  ),
  stage(ctx) {
    const { p, s, who, rng } = setUp(ctx);
    const ink = ctx.ink;
    const c = who;
    // One size whoever sleeps, like the bath seen from above: the bed fills the card.
    const bw = 60;
    const top = -178;
    const bottom = -4;
    const wood = darker(p.wood, 0.1);
    const sheet = mix('#f4f0e6', p.light, 0.12);

    // The floor from above: boards to the card's edges, a rug and the slippers beside the bed,
    // by the bed.
    const wall: Node[] = [];
    const board = mix(p.floor, p.wood, 0.3);
    wall.push(fill(rect(-400, -500, 800, 800), board, 'floor'));
    const seams: string[] = [];
    for (let x = -400; x < 400; x += 14) seams.push(`M${n(x)} -500V300`);
    wall.push(stroke(seams.join(''), darker(board, 0.18), 0.8, 'floor', 0));
    const rug = mix(p.accent, '#f0e8d8', 0.35);
    wall.push(
      fill(rect(bw + 4, -110, 30, 70, 4), rug, 'cloth'),
      stroke(rect(bw + 7, -107, 24, 64, 3), darker(rug, 0.2), 0.8, 'detail', 0),
    );
    const slipper = mix(p.cloth[0] ?? p.accent, '#7a3a3a', 0.3);
    for (const dx of [0, 9])
      wall.push(
        fill(oval(bw + 11 + dx, -66 + dx * 0.4, 3.6, 7.5), slipper, 'cloth'),
        fill(oval(bw + 11 + dx, -63 + dx * 0.4, 2.2, 3.5), darker(slipper, 0.3), 'cloth', 0),
      );

    // The bed: its shadow, the frame, the headboard, the pillow.
    const behind: Node[] = [
      fill(
        rect(-bw + 5, top + 6, bw * 2, bottom - top, 4),
        mix(p.shade, '#000', 0.35),
        'shadow',
        0,
      ),
      fill(rect(-bw, top, bw * 2, bottom - top, 4), wood, 'wood'),
      fill(rect(-bw, top, bw * 2, 9, 3), darker(wood, 0.2), 'wood'),
      fill(rect(-bw + 3, top + 9, bw * 2 - 6, bottom - top - 12, 2), sheet, 'cloth'),
      fill(rect(-34, top + 12, 68, 32, 9), lighter(sheet, 0.3), 'cloth'),
      stroke(
        `M-30 ${n(top + 42)}Q0 ${n(top + 39)} 30 ${n(top + 42)}`,
        darker(sheet, 0.12),
        0.8,
        'detail',
        0,
      ),
    ];

    // The sleeper: head on the pillow, shoulders in pyjamas above the turned-down sheet.
    const headR = proportions[c.age].headR * Math.min(1, s) * (c.species === 'human' ? 1.15 : 1.3);
    const headC: Point = [0, top + 28];
    const quiltTop = headC[1] + headR * 1.55;
    const shoulders: Node[] = [
      fill(oval(0, quiltTop - 1, headR * 1.8, headR * 0.7), c.look.top, 'cloth'),
    ];
    const head = group(
      frontHead(ctx, headR, ctx.feeling === 'sleep' ? [0, 0.4] : [0, 1], false),
      at(headC[0], headC[1], 1, 0),
    );

    // The quilt: a grid of patches, each a piece of country, from the chin to near the foot.
    const qx0 = -bw + 1;
    const qx1 = bw - 1;
    const qy0 = quiltTop;
    const qy1 = bottom - 5;
    const cols = 3;
    const rows = 4;
    const pw = (qx1 - qx0) / cols;
    const ph = (qy1 - qy0) / rows;
    const layouts: readonly (readonly Patch[])[] = [
      [
        'wheat',
        'wood',
        'field',
        'meadow',
        'village',
        'plough',
        'orchard',
        'pond',
        'wheat',
        'field',
        'meadow',
        'wood',
      ],
      [
        'field',
        'meadow',
        'wood',
        'plough',
        'village',
        'wheat',
        'wood',
        'orchard',
        'pond',
        'wheat',
        'field',
        'meadow',
      ],
    ];
    const layout = rng.pick(layouts);
    // At night the country under the lamp is dusky, so its lit windows shine.
    const tint = (col: Color): Color => (p.night ? mix(col, '#26305a', 0.38) : col);
    const quilt: Node[] = [];
    for (let r = 0; r < rows; r++)
      for (let q = 0; q < cols; q++)
        quilt.push(
          ...patch(
            layout[r * cols + q] ?? 'field',
            qx0 + q * pw,
            qy0 + r * ph,
            pw,
            ph,
            rng,
            ink,
            tint,
          ),
        );
    // The seams: stitched lines between the patches, and the quilt's edge turned over.
    const seamLines: string[] = [];
    for (let q = 1; q < cols; q++) seamLines.push(`M${n(qx0 + q * pw)} ${n(qy0)}V${n(qy1)}`);
    for (let r = 1; r < rows; r++) seamLines.push(`M${n(qx0)} ${n(qy0 + r * ph)}H${n(qx1)}`);
    const stitch = mix('#f4ecd8', p.light, 0.2);
    quilt.push(
      stroke(seamLines.join(''), darker('#6a5a40', 0.1), 1.3, 'detail', 0),
      stroke(seamLines.join(''), stitch, 0.45, 'detail', 0),
      stroke(rect(qx0, qy0, qx1 - qx0, qy1 - qy0), darker('#6a5a40', 0.1), 1.4, 'detail', 0),
    );

    // The road: from the quilt's top edge down over the seams to the village in the middle,
    // then winding on to the peaks at the foot; a river from the side to the pond.
    const vx = qx0 + pw * 1.5;
    const vy = qy0 + ph * 1.55;
    const road = `M${n(qx0 + pw * 0.4)} ${n(qy0 + 2)}C${n(qx0 + pw * 0.2)} ${n(qy0 + ph * 0.8)} ${n(vx - pw * 0.7)} ${n(vy - ph * 0.6)} ${n(vx)} ${n(vy)}S${n(qx1 - pw * 0.3)} ${n(vy + ph * 1.0)} ${n(vx + pw * 0.1)} ${n(qy0 + ph * 2.9)}S${n(vx - pw * 0.6)} ${n(qy1 - 12)} ${n(vx - pw * 0.2)} ${n(qy1 - 6)}`;
    const dust = '#e8d6a8';
    quilt.push(
      stroke(road, darker(dust, 0.3), 3.6, 'detail', 0),
      stroke(road, dust, 2.4, 'detail', 0),
    );
    // The village on the road: a church and houses in a ring, every window lit.
    const roofs = ['#b8483a', '#8a4a3a', '#c0703a', '#6a5a7a'] as const;
    const homes: readonly [number, number, number][] = [
      [-11, -5, 8.5],
      [10, -7, 8],
      [-3, 7, 9],
      [13, 7, 7.5],
      [-15, 9, 7.5],
    ];
    const village: Node[] = [];
    village.push(
      fill(rect(vx - 2.4, vy - 20, 4.8, 13), '#eee4cc', 'stone'),
      fill(
        poly([
          [vx - 3.2, vy - 19.6],
          [vx, vy - 27],
          [vx + 3.2, vy - 19.6],
        ]),
        '#6a5a7a',
        'stone',
      ),
      fill(rect(vx - 0.9, vy - 17, 1.8, 2.6), lit, 'glow', 0),
    );
    for (const [dx, dy, u] of homes)
      village.push(
        ...house(
          vx + dx,
          vy + dy,
          u,
          '#f0e6cc',
          roofs[Math.abs(dx) % roofs.length] ?? '#b8483a',
          ink,
        ),
      );
    // The peaks at the foot, where the toes stand the quilt up: two snowy mountains.
    const peaks: Node[] = [];
    for (const side of [-1, 1]) {
      const px = side * 17;
      const py = qy1 - 8;
      const rock = '#8a8ea0';
      peaks.push(
        fill(oval(px + 3, py + 1, 11, 3), mix('#000', p.shade, 0.6), 'shadow', 0),
        fill(
          poly([
            [px - 11, py],
            [px, py - 20],
            [px + 11, py],
          ]),
          rock,
          'stone',
        ),
        fill(
          poly([
            [px, py - 20],
            [px + 11, py],
            [px + 3, py],
          ]),
          darker(rock, 0.18),
          'stone',
          0,
        ),
        fill(
          poly([
            [px - 4.2, py - 12.4],
            [px, py - 20],
            [px + 4.2, py - 12.4],
            [px + 1.5, py - 13.6],
            [px - 1.2, py - 12],
          ]),
          '#fbfbff',
          'stone',
          0,
        ),
      );
    }
    // The hands holding the quilt's edge under the chin.
    const hands: Node[] = [];
    for (const side of [-1, 1])
      hands.push(fill(oval(side * headR * 0.95, quiltTop + 1.5, 3.4, 2.8), c.look.skin, 'skin'));
    // A tiny traveller with a lantern on the road to the village.
    const walker: Point = [qx0 + pw * 0.52, qy0 + ph * 0.95];
    const traveller: Node[] = [
      fill(circle(walker[0] + 1.6, walker[1] - 1, 1.4), '#ffe9a0', 'glow', 0),
      fill(rect(walker[0] - 0.8, walker[1] - 2.6, 1.6, 3.2, 0.6), ink, 'detail', 0),
      fill(circle(walker[0], walker[1] - 3.4, 0.8), ink, 'detail', 0),
    ];

    const actors: Node[] = [
      ...shoulders,
      ...quilt,
      ...village,
      ...peaks,
      ...traveller,
      head,
      ...hands,
    ];
    const box: [number, number, number, number] = [-bw - 8, top - 4, bw + 8, bottom + 4];
    const focus: Point = [vx, vy - 6];
    return staged(box, focus, {
      wall,
      behind,
      actors,
      contacts: [],
      airborne: true,
      wallCovers: true,
      glows: [{ at: [vx, vy - 6], r: 16, color: lit }],
    });
  },
};
