/**
 * Mending a ladybird like a pocket watch: seated at a table, a loupe in one eye, the character
 * leans in with tweezers over a ladybird as big as its head, whose red wing cases stand open like
 * a watch's lids on a nest of tiny golden gears; the ladybird looks up, patient.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { onStool } from './on-stool.ts';
import { mirror, mx } from './water.ts';

/** A gear at c, radius r, with `teeth` teeth and a hub. */
function gear(c: Point, r: number, teeth: number, color: string, k: number): Node[] {
  const d: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    d.push(
      `M${n(c[0] + Math.cos(a) * r * 0.8)} ${n(c[1] + Math.sin(a) * r * 0.8)}L${n(c[0] + Math.cos(a) * r * 1.18)} ${n(c[1] + Math.sin(a) * r * 1.18)}`,
    );
  }
  return [
    stroke(d.join(''), color, r * 0.32, 'metal', 0),
    fill(circle(c[0], c[1], r), color, 'metal', 0),
    fill(circle(c[0], c[1], r * 0.28), darker(color, 0.4), 'detail', 0),
    stroke(circle(c[0], c[1], r * 0.62), darker(color, 0.2), 0.5 * k, 'detail', 0),
  ];
}

/**
 * The wing cases as one lid hinged at `h` (the back), a red spotted dome `w` long reaching
 * towards -x when shut, lifted `open` degrees like a pocket watch's lid.
 */
function lid(h: Point, w: number, open: number, red: string, ink: string): Node {
  const dome = `M0 0C${n(w * 0.05)} ${n(-w * 0.62)} ${n(w * 0.95)} ${n(-w * 0.62)} ${n(w)} 0Z`;
  return group(
    [
      fill(dome, red, 'cloth'),
      fill(circle(w * 0.3, -w * 0.22, w * 0.08), ink, 'detail', 0),
      fill(circle(w * 0.62, -w * 0.3, w * 0.09), ink, 'detail', 0),
      fill(circle(w * 0.78, -w * 0.1, w * 0.06), ink, 'detail', 0),
      fill(oval(w * 0.42, -w * 0.36, w * 0.16, w * 0.05), lighter(red, 0.45), 'detail', 0),
    ],
    `translate(${n(h[0])} ${n(h[1])}) rotate(${n(180 + open)}) scale(1 -1)`,
  );
}

/**
 * Mending the ladybird: on a stool at a table, leaning in; the ladybird on the table faces the
 * character, its wing cases hinged open at the back, gears inside; tweezers in the near hand.
 */
export const mendLadybird: Action = {
  id: 'mend-ladybird',
  objects: ['ladybird'],
  feelings: ['resolve', 'wonder', 'calm', 'longing', 'surprise'],
  settings: ['attic', 'kitchen', 'library', 'bedroom'],
  framings: ['medium', 'low', 'near'],
  fixedFramings: true,
  lights: ['lamp', 'window', 'candle'],
  untwisted: true,
  family: () => 'mend-ladybird',
  concepts: [
    'clockmaker',
    'watchmaker',
    'gears',
    'tweezers',
    'loupe',
    'precision',
    'insect',
    'repair',
    'patience',
  ],
  say: sayFrom(
    {
      ladybird: {
        en: 'mends a ladybird like a pocket watch, tiny gears under its open wings',
        ja: 'てんとう虫を懐中時計のように修理していて、開いた羽の下に小さな歯車が見える',
        ru: 'чинит божью коровку, как карманные часы: под раскрытыми крылышками крошечные шестерёнки',
        pt: 'conserta uma joaninha como um relógio de bolso, com engrenagens minúsculas sob as asas abertas',
        fi: 'korjaa leppäkerttua kuin taskukelloa, ja avattujen siipien alla näkyy pikkuruisia rattaita',
      },
    },
    'ladybird',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const probe = posed(ctx, { legs: 'sit', lean: 14 });
    const seatY = probe.skeleton.hip[1] * s;
    const tableTop = seatY - 16 * k;
    const x0 = H * 0.2;
    const x1 = H * 1.0;
    const bx = H * 0.66;
    const rx = 18 * k;
    const ry = 11 * k;
    const by = tableTop - ry * 0.55;
    const red = rng.pick(['#d8342a', '#e04a2a', '#c8302e']);
    const black = '#221e22';
    const gold = '#e2b24a';
    const tip: Point = [bx - rx * 0.3, by - ry * 0.3];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 14,
      front: { reach: [(tip[0] - 12 * k) / s, (tip[1] - 6 * k) / s], hand: 'fist' },
      back: { reach: [(bx - rx * 1.9) / s, (tableTop - 2 * k) / s], hand: 'mitt' },
      backArmOver: true,
      turn: 0.8,
      headTilt: 16,
      gaze: [0.8, 0.7],
    });
    const actor = onStool(fig, s, p.wood);
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const head: Point = [fig.skeleton.headCentre[0] * s, fig.skeleton.headCentre[1] * s];
    const headR = m.headR * s;
    // The loupe screwed into the near eye, a little black barrel with a glint.
    const eye: Point = [head[0] + headR * 0.62, head[1] - headR * 0.02];
    const loupe = group(
      [
        fill(
          `M0 ${n(-3.2 * k)}L${n(5 * k)} ${n(-3.8 * k)}V${n(3.8 * k)}L0 ${n(3.2 * k)}Z`,
          black,
          'metal',
        ),
        fill(oval(5 * k, 0, 1.3 * k, 3.8 * k), '#bfe6f0', 'glass', 0),
      ],
      `translate(${n(eye[0])} ${n(eye[1])}) rotate(${n(30)})`,
    );
    const wood = p.wood;
    const table: Node[] = [
      fill(
        `M${n(x0 + 4 * k)} ${n(tableTop)}H${n(x0 + 7 * k)}V0H${n(x0 + 4 * k)}ZM${n(x1 - 7 * k)} ${n(tableTop)}H${n(x1 - 4 * k)}V0H${n(x1 - 7 * k)}Z`,
        darker(wood, 0.25),
        'wood',
      ),
      fill(`M${n(x0)} ${n(tableTop)}H${n(x1)}V${n(tableTop + 4 * k)}H${n(x0)}Z`, wood, 'wood'),
    ];
    // The ladybird faces the mender: head towards -x, the lids hinged at the back (+x).
    const body: Node[] = [
      stroke(
        [-0.5, 0, 0.5]
          .map((t) => `M${n(bx + t * rx)} ${n(by + ry * 0.5)}l${n(-2 * k)} ${n(ry * 0.5)}`)
          .join(''),
        black,
        1.2 * k,
        'detail',
      ),
      lid([bx + rx, by - ry * 0.2], rx * 2, 58, red, black),
      // The open body: a black half shell holding a gold face full of gears.
      fill(
        `M${n(bx - rx)} ${n(by - ry * 0.2)}A${n(rx)} ${n(ry)} 0 0 0 ${n(bx + rx)} ${n(by - ry * 0.2)}Z`,
        black,
        'skin',
      ),
      fill(oval(bx, by - ry * 0.2, rx * 0.94, ry * 0.38), darker(gold, 0.3), 'metal', 0),
      ...gear([bx - rx * 0.35, by - ry * 0.55], 4.6 * k, 9, gold, k),
      ...gear([bx + rx * 0.3, by - ry * 0.5], 3.6 * k, 8, lighter(gold, 0.2), k),
      ...gear([bx + rx * 0.02, by - ry * 0.3], 2.6 * k, 7, '#c89a3a', k),
      fill(circle(bx - rx * 1.02, by - ry * 0.05, ry * 0.55), black, 'skin'),
      fill(circle(bx - rx * 1.2, by - ry * 0.22, ry * 0.17), '#ffffff', 'face', 0),
      fill(circle(bx - rx * 1.23, by - ry * 0.26, ry * 0.08), black, 'face', 0),
      stroke(
        `M${n(bx - rx * 1.1)} ${n(by - ry * 0.55)}q${n(-2 * k)} ${n(-6 * k)} ${n(-6 * k)} ${n(-7 * k)}`,
        black,
        0.9 * k,
        'detail',
      ),
    ];
    const tweezers = stroke(
      `M${n(hand[0])} ${n(hand[1] - 1 * k)}L${n(tip[0])} ${n(tip[1] - 0.6 * k)}M${n(hand[0])} ${n(hand[1] + 1 * k)}L${n(tip[0])} ${n(tip[1] + 0.6 * k)}`,
      '#9aa0aa',
      0.9 * k,
      'metal',
    );
    const nodes: Node[] = [
      ...table,
      actorNodes(actor),
      ...body,
      loupe,
      tweezers,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 8) * s, by - rx * 2.1);
    const box: [number, number, number, number] = [-H * 0.24, top, x1 + 4 * k, 4];
    const focus: Point = [bx, by];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [((x0 + x1) / 2) * facing, x1 - x0],
      ],
      glows: [{ at: mx([bx, by - ry], facing), r: 26 * k, color: lighter(p.light, 0.3) }],
      closeBox: facingBox([head[0] - headR * 2, top, x1, tableTop + 12 * k], facing),
    });
  },
};
