/**
 * Planing a rainbow like a plank: the rainbow comes down out of the air (fading there, as a
 * rainbow does) and lies along a
 * carpenter's workbench, and the character leans into a wooden plane pushed along it; the planed
 * end is pale, a striped shaving curls up out of the plane and coloured curls lie under the bench.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { rainbowBands } from './rainbow-rope.ts';
import { cubicPoints, curlPoints, ribbon } from './ribbon.ts';
import { mirror, mx } from './water.ts';

/** A workbench from x0 to x1, its top at `top` (negative), with two splayed legs. */
function workbench(x0: number, x1: number, top: number, k: number, wood: Color): Node[] {
  const t = 5 * k;
  const legs = [x0 + 6 * k, x1 - 6 * k]
    .map(
      (x) =>
        `M${n(x - 2.2 * k)} ${n(top + t)}L${n(x - 3.5 * k)} 0H${n(x + 1.5 * k)}L${n(x + 2.2 * k)} ${n(top + t)}Z`,
    )
    .join('');
  return [
    fill(legs, darker(wood, 0.2), 'wood'),
    stroke(
      `M${n(x0 + 5 * k)} ${n(top * 0.3)}H${n(x1 - 5 * k)}`,
      darker(wood, 0.25),
      2.2 * k,
      'wood',
    ),
    fill(`M${n(x0)} ${n(top)}H${n(x1)}V${n(top + t)}H${n(x0)}Z`, wood, 'wood'),
    stroke(`M${n(x0)} ${n(top + 0.6 * k)}H${n(x1)}`, lighter(wood, 0.3), 0.8 * k, 'detail', 0),
  ];
}

/**
 * A wooden smoothing plane sitting on `base` (its sole's middle), `len` long: the body, a knob
 * ahead, a tote behind and the blade's wedge in the middle. Returns where the hands go.
 */
function plane(
  base: Point,
  len: number,
  k: number,
  wood: Color,
): { nodes: Node[]; knob: Point; tote: Point; mouth: Point } {
  const [x, y] = base;
  const h = len * 0.32;
  const body = `M${n(x - len / 2)} ${n(y)}H${n(x + len / 2)}L${n(x + len / 2 - 2 * k)} ${n(y - h)}H${n(x - len / 2 + 1.5 * k)}Z`;
  const knob: Point = [x + len * 0.3, y - h - 3 * k];
  const tote: Point = [x - len * 0.28, y - h - 5 * k];
  return {
    nodes: [
      fill(body, wood, 'wood'),
      stroke(
        `M${n(x - len / 2)} ${n(y - 1 * k)}H${n(x + len / 2)}`,
        darker(wood, 0.3),
        0.8 * k,
        'detail',
        0,
      ),
      // The iron and its wedge, leaning back.
      fill(
        `M${n(x + 0.5 * k)} ${n(y - h)}L${n(x - 3.5 * k)} ${n(y - h - 6 * k)}L${n(x - 1 * k)} ${n(y - h - 6.5 * k)}L${n(x + 3 * k)} ${n(y - h)}Z`,
        '#8a8f98',
        'metal',
      ),
      fill(
        `M${n(knob[0] - 2.4 * k)} ${n(y - h)}Q${n(knob[0] - 3.4 * k)} ${n(knob[1] - 2 * k)} ${n(knob[0])} ${n(knob[1] - 2.6 * k)}Q${n(knob[0] + 3.4 * k)} ${n(knob[1] - 2 * k)} ${n(knob[0] + 2.4 * k)} ${n(y - h)}Z`,
        darker(wood, 0.15),
        'wood',
      ),
      fill(
        `M${n(tote[0] + 3 * k)} ${n(y - h)}Q${n(tote[0] + 3 * k)} ${n(tote[1] - 3 * k)} ${n(tote[0] - 1 * k)} ${n(tote[1] - 3 * k)}L${n(tote[0] - 3.5 * k)} ${n(tote[1] - 1 * k)}Q${n(tote[0] - 1 * k)} ${n(tote[1] + 2 * k)} ${n(tote[0] - 3 * k)} ${n(y - h)}Z`,
        darker(wood, 0.15),
        'wood',
      ),
    ],
    knob,
    tote,
    mouth: [x + 1 * k, y - h - 1 * k],
  };
}

/**
 * The rainbow's rise, its colours fading into the sky towards its end, as a real rainbow's foot
 * fades (the card's frame would otherwise cut it off flat in the air).
 */
function fading(
  line: readonly Point[],
  width: number,
  bands: readonly Color[],
  sky: Color,
): Node[] {
  const out: Node[] = [];
  const step = 4;
  const solid = Math.floor(line.length * 0.3);
  out.push(...ribbon(line.slice(0, solid + 1), width, bands));
  for (let i = solid; i < line.length - 1; i += step) {
    const t = (i - solid) / (line.length - solid);
    const faded = bands.map((c) => mix(c, sky, Math.min(0.92, 0.1 + t * 1.05)));
    out.push(
      ...ribbon(line.slice(i, i + step + 1), width, faded).map((x) =>
        x.type === 'shape' ? { ...x, ink: 0 } : x,
      ),
    );
  }
  return out;
}

/**
 * Planing the rainbow: the character stands behind the bench's near end, leaning into the plane
 * with both hands; the rainbow lies along the bench and rises from its far end into the sky.
 */
export const planeRainbow: Action = {
  id: 'plane-rainbow',
  objects: ['rainbow'],
  feelings: ['resolve', 'mischief', 'wonder', 'surprise', 'calm'],
  settings: ['meadow', 'street', 'rooftop', 'shore', 'snowfield', 'forest'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  untwisted: true,
  family: () => 'plane-rainbow',
  concepts: [
    'carpentry',
    'workbench',
    'woodwork',
    'wood shavings',
    'craftsmanship',
    'patience',
    'spectrum',
    'weather',
    'trade',
  ],
  say: sayFrom(
    {
      rainbow: {
        en: 'planes a rainbow on a workbench, coloured shavings curling off it',
        ja: '作業台の上で虹にかんなをかけ、色とりどりのかんなくずが丸まって落ちる',
        ru: 'строгает радугу на верстаке, и с неё завиваются разноцветные стружки',
        pt: 'aplaina um arco-íris numa bancada, e saem aparas coloridas aos caracóis',
        fi: 'höylää sateenkaarta höyläpenkillä, ja siitä kiertyy värikkäitä lastuja',
      },
    },
    'rainbow',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const hip = m.hip * s;
    const top = hip * 0.92;
    const x0 = H * 0.2;
    const x1 = H * 0.92;
    const bw = 13 * k;
    const cy = top - bw / 2;
    const bands = [...rainbowBands];
    const pale = bands.map((c) => mix(c, '#fff8ec', 0.6));
    const px = H * 0.44;
    const plen = 26 * k;
    const tool = plane([px, top - bw], plen, k, mix(p.wood, '#c08a50', 0.4));
    const eager = ctx.feeling === 'resolve' || ctx.feeling === 'mischief';
    const fig = posed(ctx, {
      legs: eager ? 'stride' : 'walk',
      lean: 16,
      front: { reach: [tool.knob[0] / s, tool.knob[1] / s], hand: 'fist' },
      back: { reach: [tool.tote[0] / s, tool.tote[1] / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 10,
      gaze: [0.8, 0.5],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    // The rainbow: planed and pale behind the plane, bright ahead of it, then up into the sky.
    // Off the bench's far end and up in a wide curve, out of the card's top: one foot of a rainbow
    // that stands somewhere over the character's head.
    const rise = cubicPoints(
      [x1 - 8 * k, cy],
      [x1 + 46 * k, cy],
      [x1 + 38 * k, -H * 1.05],
      [x1 + 4 * k, -H * 1.42],
      40,
    );
    const planed: Point[] = [
      [x0 - 3 * k, cy],
      [px - plen * 0.4, cy],
    ];
    const bright: Point[] = [[px - plen * 0.5, cy], ...rise];
    // The shaving rising out of the plane's mouth and curling forward over it.
    const curl = curlPoints(
      [tool.mouth[0] + 3 * k, tool.mouth[1] - 9 * k],
      9 * k,
      3 * k,
      1.15,
      Math.PI * 0.55,
      1,
    );
    const shaving: Point[] = [
      [tool.mouth[0] - 1 * k, tool.mouth[1] + 2 * k],
      [tool.mouth[0] - 2 * k, tool.mouth[1] - 3 * k],
      ...curl,
    ];
    // Coloured curls on the floor under the bench and one falling past its edge.
    const floorCurls: Node[] = [];
    const spots: Point[] = [
      [x0 + 12 * k, -5 * k],
      [x0 + 26 * k, -4.5 * k],
      [px + 4 * k, -6 * k],
      [x0 + 40 * k, -4 * k],
      [x0 + 18 * k, top + 22 * k],
    ];
    spots.forEach((q, i) => {
      const r = (4.5 + rng.next() * 1.5) * k;
      floorCurls.push(
        ...ribbon(
          curlPoints(q, r, r * 0.35, 1.2, rng.next() * 6, i % 2 === 0 ? 1 : -1),
          4.5 * k,
          bands,
        ),
      );
    });
    const nodes: Node[] = [
      ...fading(rise.slice(8), bw, bands, mix(p.sky[0], p.sky[1], 0.5)),
      ...floorCurls,
      ...workbench(x0, x1, top, k, p.wood),
      actorNodes(actor),
      ...ribbon(planed, bw * 0.8, pale),
      ...ribbon(bright.slice(0, 10), bw, bands),
      ...tool.nodes,
      ...ribbon(shaving, 6 * k, bands),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const boxTop = -H * 1.5;
    const box: [number, number, number, number] = [-H * 0.3, boxTop, x1 + 34 * k, 4];
    const focus: Point = [px, top - bw];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [((x0 + x1) / 2) * facing, x1 - x0],
      ],
      glows: [{ at: mx([x1, -H * 1.2], facing), r: H * 0.6, color: '#fff2c0' }],
      closeBox: facingBox([-H * 0.2, (m.headTop - 6) * s, x1 + 10 * k, 4], facing),
    });
  },
};
