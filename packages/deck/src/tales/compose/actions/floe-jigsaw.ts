/**
 * Crossing the sea by puzzle: a lead of dark open water cuts the ice field, and a path of ice
 * floes crosses it, each floe a jigsaw piece locked into the last by its knob; the traveller
 * stands on the furthest piece, holding up the one that is missing, ice-clear, before the gap of
 * black water it will fill, the rest of the path waiting beyond. Making one's own way, the last
 * piece of the puzzle, one step at a time.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A jigsaw edge: out (+1), in (-1) or flat (0). */
type Edge = 1 | -1 | 0;

/**
 * The outline of a square jigsaw piece of side `L` in its own plane, corner (0, 0), its edges
 * (top, right, bottom, left) each with a knob out, a socket in or flat, every point sent through
 * `to` (an affine map keeps the curves).
 */
function piecePath(
  L: number,
  edges: readonly [Edge, Edge, Edge, Edge],
  to: (p: Point) => Point,
): string {
  const corners: Point[] = [
    [0, 0],
    [L, 0],
    [L, L],
    [0, L],
  ];
  const normals: Point[] = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ];
  const pt = (p: Point): string => {
    const q = to(p);
    return `${n(q[0])} ${n(q[1])}`;
  };
  let d = `M${pt(corners[0] as Point)}`;
  for (let i = 0; i < 4; i++) {
    const a = corners[i] as Point;
    const b = corners[(i + 1) % 4] as Point;
    const nrm = normals[i] as Point;
    const s = edges[i] as Edge;
    const at = (t: number, h: number): Point => [
      a[0] + (b[0] - a[0]) * t + nrm[0] * h * L * s,
      a[1] + (b[1] - a[1]) * t + nrm[1] * h * L * s,
    ];
    if (s !== 0) {
      d += `L${pt(at(0.38, 0))}C${pt(at(0.26, 0.3))} ${pt(at(0.74, 0.3))} ${pt(at(0.62, 0))}`;
    }
    d += `L${pt(b)}`;
  }
  return `${d}Z`;
}

/** The traveller's head: down at the gap, or up along the path still to go. */
function lookFor(feeling: Feeling): { tilt: number; gaze: Point } {
  if (feeling === 'longing') return { tilt: -8, gaze: [0.9, -0.4] };
  return { tilt: 10, gaze: [0.7, 0.6] };
}

/**
 * Seen from above at a slant: the path of floes runs from the near corner up the card towards
 * the far ice, the gap one piece ahead of the traveller, who faces it holding the missing piece.
 */
export const floeJigsaw: Action = {
  id: 'floe-jigsaw',
  objects: ['ice'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit', 'cat'],
  feelings: ['resolve', 'wonder', 'calm', 'longing'],
  settings: ['icefield'],
  framings: ['high', 'medium'],
  fixedFramings: true,
  // A path of jigsaw floes is the dream; a twist beside it muddles the puzzle.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sky', 'sun'],
  family: () => 'floe-jigsaw',
  concepts: [
    'jigsaw puzzle',
    'the missing piece',
    'crossing',
    'ice floes',
    'the polar sea',
    'making your own way',
    'one step at a time',
    'patience',
    'journey',
    'problem solving',
  ],
  say: sayFrom(
    {
      ice: {
        en: 'crosses open water on ice floes that fit together like jigsaw pieces, holding up the last piece',
        ja: 'ジグソーパズルのようにはまり合う流氷を渡って海を越えていき、最後のひとピースを手に掲げている',
        ru: 'переправляется через полынью по льдинам, сложенным, как пазл, и держит в руках последний кусочек',
        pt: 'atravessa o mar aberto sobre blocos de gelo que se encaixam como peças de um puzzle, com a última peça nas mãos',
        fi: 'ylittää avovettä palapelin palojen tavoin toisiinsa sopivia jäälauttoja pitkin, viimeinen pala käsissään',
      },
    },
    'ice',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = Math.max(H, 80) / 100;
    const ink = ctx.ink;
    // The plane of the sea seen at a slant: the path runs along +X (up and to the right on the
    // card), its width along +Z (down and to the right).
    const L = 56 * k;
    const ex: Point = [0.84, -0.26];
    const ez: Point = [0.4, 0.24];
    const proj =
      (i: number) =>
      (q: Point): Point => {
        const X = q[0] + i * L - L / 2;
        const Z = q[1] - L / 2;
        return [X * ex[0] + Z * ez[0], X * ex[1] + Z * ez[1]];
      };
    const top = mix('#f4f9fc', p.light, 0.1);
    const side = mix('#9cc8de', p.sky[0], 0.15);
    const rim = darker(side, 0.3);
    const sea = mix('#1f3f5e', ink, 0.15);
    // Each floe's knob leads on into the next one's socket; the sides toothed too, for the puzzle.
    const edgesOf = (i: number): [Edge, Edge, Edge, Edge] => [
      i % 2 === 0 ? 1 : -1,
      1,
      i % 2 === 0 ? -1 : 1,
      -1,
    ];
    const floe = (i: number): Node[] => {
      const d = piecePath(L, edgesOf(i), proj(i));
      const depth = 4.5 * k;
      return [
        group([fill(d, side, 'cloth')], `translate(0 ${n(depth)})`),
        fill(d, top, 'cloth'),
        stroke(d, rim, 0.9 * k, 'detail', 0),
      ];
    };
    // The open water: a long lead across the ice, the path's whole span in it.
    const mid = proj(1)([L / 2, L / 2]);
    const water: Node[] = [
      // A long lead across the ice: its far edge a low, nearly straight line, its near one off the card.
      fill(
        `M${n(mid[0] - 5 * L)} ${n(mid[1] - 0.62 * L)}Q${n(mid[0] - 2 * L)} ${n(mid[1] - 0.7 * L)} ${n(mid[0])} ${n(mid[1] - 0.64 * L)}` +
          `T${n(mid[0] + 5 * L)} ${n(mid[1] - 0.6 * L)}V${n(mid[1] + 5 * L)}H${n(mid[0] - 5 * L)}Z`,
        sea,
        'water',
      ),
      stroke(
        `M${n(mid[0] - 1.6 * L)} ${n(mid[1] + 0.6 * L)}l${n(0.3 * L)} 0M${n(mid[0] + 1.1 * L)} ${n(mid[1] - 0.75 * L)}l${n(0.35 * L)} 0` +
          `M${n(mid[0] + 1.4 * L)} ${n(mid[1] + 0.3 * L)}l${n(0.25 * L)} 0`,
        mix(sea, '#ffffff', 0.35),
        1.1 * k,
        'water',
        0,
      ),
    ];
    // The gap's outline glinting on the dark water, where the missing piece will go.
    const gapPath = piecePath(L, edgesOf(1), proj(1));
    const gap = stroke(gapPath, mix(sea, '#d8f0fa', 0.6), 1.4 * k, 'water', 0);
    // The traveller on floe 0, feet at its middle, facing the gap, the missing piece held up in
    // both hands in front of the chest, upright so its knobs show.
    const fig0 = posed(ctx, {
      legs: 'stand',
      front: { angle: 0, bend: 0 },
      back: { angle: 0, bend: 0 },
    });
    const shoulder = fig0.skeleton.shoulders.front[1] * s;
    const P = 30 * k;
    const held: Point = [4 * k + m.arm * s * 0.45, shoulder + 8 * k];
    const where = { x: -10 * k, y: 0, facing: 1 as const, scale: s };
    const look = lookFor(ctx.feeling);
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 4,
      front: { reach: toActor(where, [held[0] + P * 0.32, held[1] + P * 0.42]), hand: 'mitt' },
      back: { reach: toActor(where, [held[0] - P * 0.36, held[1] + P * 0.4]), hand: 'mitt' },
      turn: 0.55,
      headTilt: look.tilt,
      gaze: look.gaze,
    });
    const traveller: Actor = { fig, ...where };
    const hx = held[0] - P / 2;
    const hy = held[1] - P / 2;
    const heldPath = piecePath(P * 0.78, edgesOf(1), (q) => [
      hx + q[0] + P * 0.11,
      hy + q[1] + P * 0.11,
    ]);
    const glass = mix('#cdeefa', p.light, 0.1);
    const piece: Node[] = [
      { ...fill(heldPath, glass, 'glass'), opacity: 0.92 },
      stroke(heldPath, rim, 1 * k, 'detail'),
      stroke(
        `M${n(hx + P * 0.3)} ${n(hy + P * 0.3)}l${n(P * 0.14)} ${n(-P * 0.06)}M${n(hx + P * 0.28)} ${n(hy + P * 0.42)}l${n(P * 0.24)} ${n(-P * 0.1)}`,
        '#ffffff',
        1.2 * k,
        'glow',
        0,
      ),
    ];
    // The water and the floes behind and ahead run off the card: drawn with the place, so the
    // shot is framed on the traveller, the floe underfoot and the gap.
    const around: Node[] = [...water, ...floe(-1), ...floe(2), ...floe(3)];
    const nodes: Node[] = [
      gap,
      ...floe(0),
      fill(oval(where.x + 2 * k, 1 * k, 12 * k, 2.5 * k), mix(side, '#4f6f9e', 0.35), 'shadow', 0),
      actorNodes(traveller),
      ...piece,
    ];
    const hc = actorPoint(traveller, fig.skeleton.headCentre);
    // The card shows the traveller, the gap and the next floe; the path runs on off its edges.
    const next = proj(2)([L / 2, L / 2]);
    const boxTop = Math.min(hc[1] - fig.headR * s * 2.2, next[1] - 30 * k);
    const box: [number, number, number, number] = [
      where.x - 34 * k,
      boxTop,
      next[0] + 14 * k,
      proj(0)([L, L])[1] + 8 * k,
    ];
    const focus: Point = [held[0], (held[1] + proj(1)([L / 2, L / 2])[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(around, facing),
      actors: mirror(nodes, facing),
      contacts: [],
    });
  },
};
