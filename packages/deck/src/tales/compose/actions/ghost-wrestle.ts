/**
 * A dare on a night train: across the little table of a compartment, someone arm-wrestles a
 * ghost, elbows planted, hands locked over the tablecloth, both faces set; the ghost's sheet
 * floats free of any seat, its sleeve of a hand straining back.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { cubicPoints, ribbon } from './ribbon.ts';
import { mirror, mx } from './water.ts';

/** People: an animal's paw in a ghost's sleeve reads as two blobs at phone size. */
const wrestlers = whos.filter(
  (w) => !['fox', 'bear', 'cat', 'rabbit', 'mouse', 'frog', 'owl', 'wolf'].includes(w),
);

/**
 * The ghost facing -x, in the sitter's units: a sheet from a round head at `head` (radius `r`)
 * down to a wavy hem at `hemY`, two hollow eyes set hard, a gritted wavy mouth.
 */
function ghostSheet(head: Point, r: number, hemY: number, sheet: Color, ink: Color): Node[] {
  const [hx, hy] = head;
  const half = r * 1.45;
  const waves = 4;
  let hem = '';
  for (let i = 0; i < waves; i++) {
    const x0 = hx + half - (i * 2 * half) / waves;
    const x1 = hx + half - ((i + 1) * 2 * half) / waves;
    hem += `Q${n((x0 + x1) / 2)} ${n(hemY + (i % 2 === 0 ? r * 0.5 : -r * 0.15))} ${n(x1)} ${n(hemY)}`;
  }
  const body =
    `M${n(hx - r)} ${n(hy)}A${n(r)} ${n(r)} 0 0 1 ${n(hx + r)} ${n(hy)}` +
    `C${n(hx + r * 1.05)} ${n(hy + r * 1.6)} ${n(hx + half)} ${n(hemY - r)} ${n(hx + half)} ${n(hemY)}` +
    hem +
    `C${n(hx - half)} ${n(hemY - r)} ${n(hx - r * 1.05)} ${n(hy + r * 1.6)} ${n(hx - r)} ${n(hy)}Z`;
  const eyeY = hy - r * 0.05;
  return [
    fill(body, sheet, 'cloth'),
    // A fold of the sheet down its front.
    stroke(
      `M${n(hx + r * 0.3)} ${n(hy + r * 1.3)}Q${n(hx + r * 0.5)} ${n(hemY - r * 1.2)} ${n(hx + r * 0.2)} ${n(hemY - r * 0.1)}`,
      darker(sheet, 0.14),
      r * 0.09,
      'cloth',
      0,
    ),
    // Hollow eyes, the near one a little bigger, under brows pulled down hard.
    fill(
      oval(hx - r * 0.42, eyeY, r * 0.2, r * 0.27) + oval(hx + r * 0.12, eyeY, r * 0.17, r * 0.24),
      ink,
      'face',
      0,
    ),
    stroke(
      `M${n(hx - r * 0.72)} ${n(eyeY - r * 0.42)}L${n(hx - r * 0.24)} ${n(eyeY - r * 0.26)}M${n(hx - 0.04 * r)} ${n(eyeY - r * 0.26)}L${n(hx + r * 0.36)} ${n(eyeY - r * 0.4)}`,
      ink,
      r * 0.09,
      'face',
      0,
    ),
    // The mouth clenched, a zigzag.
    stroke(
      `M${n(hx - r * 0.5)} ${n(hy + r * 0.48)}l${n(r * 0.16)} ${n(-r * 0.1)}l${n(r * 0.16)} ${n(r * 0.1)}l${n(r * 0.16)} ${n(-r * 0.1)}l${n(r * 0.16)} ${n(r * 0.1)}`,
      ink,
      r * 0.08,
      'face',
      0,
    ),
  ];
}

/**
 * Arm-wrestling a ghost across a little table in a train compartment at night: elbows on the
 * cloth, hands locked, the ghost floating where a seat would be.
 */
export const ghostWrestle: Action = {
  id: 'ghost-wrestle',
  objects: ['ghost'],
  who: wrestlers,
  feelings: ['mischief', 'resolve'],
  settings: ['train'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A ghost at arm's length is the dream already: a twist beside the table only crowds it.
  untwisted: true,
  lights: ['moon', 'lamp', 'window'],
  family: () => 'ghost-wrestle',
  concepts: [
    'arm wrestling',
    'ghost',
    'dare',
    'strength',
    'night train',
    'rivalry',
    'stubbornness',
    'the past',
    'a contest',
  ],
  say: sayFrom(
    {
      ghost: {
        en: 'arm-wrestles a ghost across a little table by the window',
        ja: '窓辺の小さなテーブルをはさんで、幽霊と腕相撲をしている',
        ru: 'меряется силой на руках с привидением за маленьким столиком у окна',
        pt: 'faz braço de ferro com um fantasma numa mesinha junto à janela',
        fi: 'vääntää kättä aaveen kanssa pienen pöydän ääressä ikkunan vieressä',
      },
    },
    'ghost',
  ),
  stage(ctx) {
    const { p, facing, s } = setUp(ctx);
    // The sitter's own units: the pose is measured once, then placed so the elbow is on the table.
    const probe = posed(ctx, { legs: 'sit' });
    const sk = probe.skeleton;
    const hipY = sk.hip[1];
    const shoulderY = sk.shoulders.front[1];
    const tableTop = hipY + (shoulderY - hipY) * 0.4;
    const reachOut = hipY - shoulderY;
    const clasp: Point = [0, tableTop - reachOut * 0.55];
    // Far enough back that the forearm slants in from an elbow planted on the table.
    const ax = -(sk.shoulders.front[0] + reachOut * 0.75);
    const wrestler = posed(ctx, {
      legs: 'sit',
      lean: 6,
      front: { reach: [clasp[0] - ax, clasp[1]], hand: 'fist' },
      back: { reach: [-ax - reachOut * 0.5, tableTop + 1], hand: 'mitt' },
      backArmOver: true,
      turn: 0.85,
      headTilt: 6,
      gaze: [1, 0.2],
    });
    const a: Actor = { fig: wrestler, x: ax * s, facing: 1, scale: s };
    const k = s;
    const tx = reachOut * 1.05;
    // The table: a cloth-covered top on one leg fixed to the wall.
    // A checked cloth in the card's accent: never white like the sheet across it.
    const cloth = mix(p.accent, p.shade, 0.15);
    const table: Node[] = [
      stroke(`M0 ${n(tableTop * k)}V0`, darker(p.wood, 0.25), 3 * k, 'wood'),
      fill(rect(-tx * k, tableTop * k, tx * 2 * k, 3 * k, 1 * k), p.wood, 'wood'),
      fill(
        `M${n(-tx * k - 1 * k)} ${n(tableTop * k - 0.5 * k)}H${n(tx * k + 1 * k)}l${n(-1 * k)} ${n(8 * k)}Q0 ${n(tableTop * k + 11 * k)} ${n(-tx * k)} ${n(tableTop * k + 7.5 * k)}Z`,
        cloth,
        'cloth',
      ),
      fill(
        rect(-tx * k - 0.5 * k, tableTop * k + 4.5 * k, tx * 2 * k + 1 * k, 1.6 * k, 0),
        lighter(cloth, 0.3),
        'cloth',
        0,
      ),
    ];
    // The compartment's two facing seats, the ghost's empty under it.
    const upholstery = mix(p.accent, p.shade, 0.45);
    const seatTop = hipY + 1;
    const seatFor = (x: number, side: 1 | -1): Node[] => [
      fill(
        rect((x + side * 4 - 9) * k, (shoulderY - 6) * k, 18 * k, -(shoulderY - 6) * k, 4 * k),
        upholstery,
        'cloth',
      ),
      fill(
        rect((side > 0 ? x - 12 : x - 4) * k, seatTop * k, 16 * k, -seatTop * k, 2 * k),
        lighter(upholstery, 0.1),
        'cloth',
      ),
    ];
    // The ghost, as tall as the sitter, floating opposite.
    const headR = probe.headR * 1.05;
    const head: Point = [-ax * 0.9, sk.headCentre[1] + 1];
    const hemY = hipY + 8;
    const sheet = mix('#f6f7fb', p.light, 0.12);
    const ghostNodes = ghostSheet(head, headR, hemY, sheet, ctx.ink).map((g) => scaled(g, k));
    // Its sleeve: from the shoulder down to the elbow on the table and up to the locked hands.
    const shoulder: Point = [head[0] - headR * 0.9, head[1] + headR * 1.5];
    const elbow: Point = [clasp[0] + reachOut * 0.42, tableTop - 2];
    const sleeveLine = [
      ...cubicPoints(
        shoulder,
        [shoulder[0] - 4, shoulder[1] + 6],
        [elbow[0] + 4, elbow[1] - 6],
        elbow,
        8,
      ),
      ...cubicPoints(
        elbow,
        [elbow[0] - 2, elbow[1] - 5],
        [clasp[0] + 3, clasp[1] + 5],
        [clasp[0] + 1.5, clasp[1] + 1],
        6,
      ).slice(1),
    ].map((q): Point => [q[0] * k, q[1] * k]);
    const sleeve = ribbon(sleeveLine, headR * 0.62 * k, [sheet]);
    const fist = fill(
      circle(clasp[0] * k + 1.5 * k, clasp[1] * k - 0.5 * k, headR * 0.36 * k),
      sheet,
      'cloth',
    );
    // Effort: three short strokes fanning up from the locked hands.
    const strain = stroke(
      [-1, 0, 1]
        .map((i) => {
          const ang = (-90 + i * 32) * (Math.PI / 180);
          const r0 = headR * 0.75 * k;
          const r1 = headR * 1.15 * k;
          const cx = clasp[0] * k;
          const cy = clasp[1] * k;
          return `M${n(cx + Math.cos(ang) * r0)} ${n(cy + Math.sin(ang) * r0)}L${n(cx + Math.cos(ang) * r1)} ${n(cy + Math.sin(ang) * r1)}`;
        })
        .join(''),
      ctx.ink,
      0.9 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      ...seatFor(ax - 10, -1),
      ...seatFor(head[0] + 10, 1),
      ...ghostNodes,
      ...table,
      actorNodes(a),
      ...sleeve,
      fist,
      strain,
    ];
    const top = Math.min(head[1] - headR, sk.headCentre[1] - probe.headR) * k - 8;
    const left = (ax - 16) * k;
    const right = (head[0] + headR * 1.6) * k;
    const box: [number, number, number, number] = [left, top, right, 4];
    const focus = actorPoint({ ...a, x: 0 }, clasp);
    return staged(facingBox(box, facing), mx([clasp[0] * k, focus[1]], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [ax * k, 22 * k],
        [0, 8 * k],
      ],
      closeBox: facingBox([left + 6 * k, top, right - 6 * k, tableTop * k + 12 * k], facing),
    });
  },
};

/** A node drawn in the sitter's units, scaled to the world. */
function scaled(node: Node, k: number): Node {
  return { type: 'group', children: [node], transform: `scale(${n(k)})` };
}
