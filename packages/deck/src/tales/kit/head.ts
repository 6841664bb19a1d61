import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import { circle, ellipse, n, poly, quad, rect, smoothClosed, type Point } from '../geom.ts';
import { face, type Feeling } from './face.ts';
import { darker, lighter } from './colors.ts';

export const hairStyles = [
  'short',
  'bob',
  'long',
  'bun',
  'pigtails',
  'curly',
  'fringe',
  'spiky',
  'bald',
] as const;
export type HairStyle = (typeof hairStyles)[number];

export const hats = [
  'none',
  'top-hat',
  'cap',
  'crown',
  'pointed',
  'beanie',
  'straw',
  'hood',
  'bowler',
  'helmet',
  'kerchief',
] as const;
export type Hat = (typeof hats)[number];

export interface HeadSpec {
  readonly r: number;
  readonly skin: Color;
  readonly hair: Color;
  readonly hairStyle: HairStyle;
  readonly hat: Hat;
  readonly hatColor: Color;
  readonly feeling: Feeling;
  readonly turn: number;
  readonly gaze: Point;
  readonly ink: Color;
  readonly glasses?: boolean;
  readonly beard?: boolean;
  /** Older faces: a line under the eyes, a bigger nose. */
  readonly old?: boolean;
}

export interface HeadParts {
  /** Behind the body (long hair, the back of a hood). */
  readonly back: Node[];
  /** The head itself, face and front hair. */
  readonly front: Node[];
}

/** A human head centred on (0, 0), facing +x by `turn`. */
export function humanHead(h: HeadSpec): HeadParts {
  const R = h.r;
  const t = h.turn;
  const back: Node[] = [];
  const front: Node[] = [];
  const skinShade = darker(h.skin, 0.12);
  // Hair behind the head.
  const hb = hairBack(h);
  if (hb) back.push(hb);
  if (h.hat === 'hood')
    back.push(fill(ellipse(0, R * 0.05, R * 1.32, R * 1.3), h.hatColor, 'cloth'));
  // Ears (the far one hides as the head turns).
  for (const side of [-1, 1]) {
    if (side * t < -0.35) continue;
    const ex = side * R * (0.98 - 0.5 * Math.max(0, side * t)) + t * R * 0.05;
    front.push(fill(ellipse(ex, R * 0.12, R * 0.17, R * 0.22), h.skin, 'skin'));
  }
  // Skull and jaw: wider above, a softer chin below, nudged forward when turned.
  const headShape = smoothClosed([
    [-R * 0.98, -R * 0.05],
    [-R * 0.8, -R * 0.72],
    [0, -R * 1.02],
    [R * 0.8, -R * 0.72],
    [R * 0.98, -R * 0.05],
    [R * 0.78 + t * R * 0.12, R * 0.62],
    [t * R * 0.22, R * 0.98],
    [-R * 0.78 + t * R * 0.12, R * 0.62],
  ]);
  front.push(fill(headShape, h.skin, 'skin'));
  // Nose.
  const nx = t * R * 0.52;
  if (Math.abs(t) > 0.55) {
    const s = Math.sign(t);
    front.push(
      fill(
        `M${n(nx)} ${n(R * 0.05)}Q${n(nx + s * R * (h.old === true ? 0.34 : 0.22))} ${n(R * 0.28)} ${n(nx)} ${n(R * 0.34)}Z`,
        skinShade,
        'skin',
        0.6,
      ),
    );
  } else {
    front.push(
      fill(
        ellipse(
          nx,
          R * 0.27,
          R * (h.old === true ? 0.13 : 0.08),
          R * (h.old === true ? 0.1 : 0.06),
        ),
        skinShade,
        'skin',
        0,
      ),
    );
  }
  if (h.beard === true) {
    const cx = t * R * 0.3;
    front.push(
      fill(
        smoothClosed([
          [cx - R * 0.75, R * 0.2],
          [cx - R * 0.4, R * 0.42],
          [cx, R * 0.38],
          [cx + R * 0.4, R * 0.42],
          [cx + R * 0.75, R * 0.2],
          [cx + R * 0.55, R * 0.95],
          [cx, R * 1.45],
          [cx - R * 0.55, R * 0.95],
        ]),
        h.hair,
        'hair',
      ),
    );
  }
  front.push(
    ...face(h.feeling, { r: R, turn: t, gaze: h.gaze, ink: h.ink, skin: h.skin, cheek: '#e8867c' }),
  );
  if (h.old === true) {
    // Laughter lines and eye bags, only a hint.
    for (const side of [-1, 1]) {
      const x = t * R * 0.42 + side * R * 0.37 * (1 - 0.3 * Math.abs(t));
      front.push(
        stroke(
          quad([x - R * 0.1, R * 0.22], [x, R * 0.26], [x + R * 0.1, R * 0.22]),
          skinShade,
          R * 0.035,
          'skin',
          0,
        ),
      );
    }
  }
  const hf = hairFront(h);
  if (hf) front.push(hf);
  if (h.glasses === true) {
    const cx = t * R * 0.42;
    const gap = 0.37 * R * (1 - 0.32 * Math.abs(t));
    const y = R * 0.06;
    const r = R * 0.21;
    front.push(
      stroke(
        `${ellipse(cx - gap, y, r, r * 0.85)}${ellipse(cx + gap, y, r, r * 0.85)}M${n(cx - gap + r)} ${n(y)}L${n(cx + gap - r)} ${n(y)}`,
        h.ink,
        R * 0.05,
        'detail',
        0,
      ),
    );
  }
  const hat = hatShape(h);
  if (hat) front.push(hat);
  return { back, front };
}

function hairBack(h: HeadSpec): Node | null {
  const R = h.r;
  switch (h.hairStyle) {
    case 'long':
      return fill(
        smoothClosed([
          [-R * 1.05, -R * 0.3],
          [-R * 0.8, -R * 1.0],
          [0, -R * 1.15],
          [R * 0.8, -R * 1.0],
          [R * 1.08, -R * 0.3],
          [R * 1.2, R * 1.1],
          [R * 1.0, R * 2.1],
          [0, R * 1.9],
          [-R * 1.0, R * 2.1],
          [-R * 1.2, R * 1.1],
        ]),
        h.hair,
        'hair',
      );
    case 'bob':
      return fill(
        smoothClosed([
          [-R * 1.12, -R * 0.2],
          [-R * 0.85, -R * 1.02],
          [0, -R * 1.18],
          [R * 0.85, -R * 1.02],
          [R * 1.12, -R * 0.2],
          [R * 1.12, R * 0.55],
          [R * 0.7, R * 0.72],
          [-R * 0.7, R * 0.72],
          [-R * 1.12, R * 0.55],
        ]),
        h.hair,
        'hair',
      );
    case 'bun':
      return fill(circle(-h.turn * R * 0.5, -R * 1.02, R * 0.42), h.hair, 'hair');
    case 'pigtails':
      return group([
        fill(ellipse(-R * 1.22, R * 0.25, R * 0.32, R * 0.5, 20), h.hair, 'hair'),
        fill(ellipse(R * 1.22, R * 0.25, R * 0.32, R * 0.5, -20), h.hair, 'hair'),
      ]);
    default:
      return null;
  }
}

function hairFront(h: HeadSpec): Node | null {
  const R = h.r;
  const t = h.turn;
  const part = t * R * 0.25;
  switch (h.hairStyle) {
    case 'bald':
    case 'fringe': {
      // A grown man is never an egg: "bald" is cropped close under a clean hairline; an old
      // man's crown is bare, with full tufts over the ears and a wisp combed over the top.
      if (h.hairStyle === 'bald' && h.old !== true)
        return fill(
          smoothClosed([
            [-R * 1.03, -R * 0.02],
            [-R * 0.99, -R * 0.62],
            [-R * 0.5, -R * 1.07],
            [R * 0.2, -R * 1.09],
            [R * 0.86, -R * 0.8],
            [R * 1.03, -R * 0.02],
            [R * 0.9, -R * 0.36],
            [R * 0.55, -R * 0.58],
            [part, -R * 0.68],
            [-R * 0.55, -R * 0.6],
            [-R * 0.9, -R * 0.36],
          ]),
          h.hair,
          'hair',
        );
      const tufts = [-1, 1].map((side) =>
        fill(
          smoothClosed([
            [side * R * 0.93 + t * R * 0.1, R * 0.3],
            [side * R * 1.1 + t * R * 0.1, R * 0.0],
            [side * R * 1.08 + t * R * 0.1, -R * 0.45],
            [side * R * 0.86 + t * R * 0.1, -R * 0.74],
            [side * R * 0.76 + t * R * 0.1, -R * 0.4],
            [side * R * 0.84 + t * R * 0.1, R * 0.05],
          ]),
          h.hair,
          'hair',
        ),
      );
      return group([
        ...tufts,
        stroke(
          `M${n(-R * 0.55 + part)} ${n(-R * 0.88)}Q${n(part)} ${n(-R * 1.12)} ${n(R * 0.6 + part)} ${n(-R * 0.86)}`,
          h.hair,
          R * 0.09,
          'hair',
          0,
        ),
      ]);
    }
    case 'curly': {
      const bumps: string[] = [];
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        bumps.push(circle(Math.cos(a) * R * 0.92, Math.sin(a) * R * 0.92 - R * 0.05, R * 0.3));
      }
      return fill(bumps.join(''), h.hair, 'hair');
    }
    case 'spiky': {
      const pts: Point[] = [[-R * 1.02, -R * 0.15]];
      for (let i = 0; i <= 6; i++) {
        const a = Math.PI * (1.05 + (i / 6) * 0.9);
        const r = i % 2 === 0 ? R * 1.02 : R * 1.28;
        pts.push([Math.cos(a) * r, Math.sin(a) * r]);
      }
      pts.push(
        [R * 1.02, -R * 0.15],
        [R * 0.7, -R * 0.42],
        [part, -R * 0.5],
        [-R * 0.7, -R * 0.42],
      );
      return fill(poly(pts), h.hair, 'hair');
    }
    default: {
      // A cap of hair with a fringe swept from the parting.
      const fr = h.hairStyle === 'short' ? 0.35 : 0.3;
      return fill(
        smoothClosed([
          [-R * 1.04, R * 0.05],
          [-R * 0.98, -R * 0.6],
          [-R * 0.45, -R * 1.06],
          [R * 0.2, -R * 1.08],
          [R * 0.85, -R * 0.78],
          [R * 1.04, R * 0.05],
          [R * 0.86, -R * 0.22],
          [R * 0.5, -R * fr],
          [part, -R * 0.55],
          [-R * 0.5, -R * (fr + 0.02)],
          [-R * 0.88, -R * 0.2],
        ]),
        h.hair,
        'hair',
      );
    }
  }
}

function hatShape(h: HeadSpec): Node | null {
  const R = h.r;
  const c = h.hatColor;
  const band = darker(c, 0.35);
  switch (h.hat) {
    case 'none':
      return null;
    case 'top-hat':
      return group([
        fill(ellipse(0, -R * 0.78, R * 1.25, R * 0.22), c, 'cloth'),
        fill(rect(-R * 0.72, -R * 2.1, R * 1.44, R * 1.35, R * 0.08), c, 'cloth'),
        fill(rect(-R * 0.72, -R * 1.05, R * 1.44, R * 0.22), band, 'cloth', 0.5),
      ]);
    case 'bowler':
      return group([
        fill(ellipse(0, -R * 0.74, R * 1.22, R * 0.2), c, 'cloth'),
        fill(
          `M${n(-R * 0.8)} ${n(-R * 0.74)}C${n(-R * 0.85)} ${n(-R * 1.75)} ${n(R * 0.85)} ${n(-R * 1.75)} ${n(R * 0.8)} ${n(-R * 0.74)}Z`,
          c,
          'cloth',
        ),
      ]);
    case 'cap':
      return group([
        fill(
          `M${n(-R * 0.95)} ${n(-R * 0.45)}C${n(-R * 0.9)} ${n(-R * 1.35)} ${n(R * 0.9)} ${n(-R * 1.35)} ${n(R * 0.95)} ${n(-R * 0.45)}Z`,
          c,
          'cloth',
        ),
        fill(
          ellipse(R * 0.75 * Math.sign(h.turn || 1), -R * 0.48, R * 0.7, R * 0.16),
          band,
          'cloth',
        ),
      ]);
    case 'beanie':
      return group([
        fill(
          `M${n(-R * 1.0)} ${n(-R * 0.35)}C${n(-R * 1.0)} ${n(-R * 1.45)} ${n(R * 1.0)} ${n(-R * 1.45)} ${n(R * 1.0)} ${n(-R * 0.35)}Z`,
          c,
          'cloth',
        ),
        fill(rect(-R * 1.04, -R * 0.55, R * 2.08, R * 0.3, R * 0.12), band, 'cloth'),
        fill(circle(0, -R * 1.2, R * 0.2), lighter(c, 0.4), 'cloth'),
      ]);
    case 'crown': {
      const gold = '#e9b940';
      return group([
        fill(
          poly([
            [-R * 0.7, -R * 0.72],
            [-R * 0.78, -R * 1.5],
            [-R * 0.4, -R * 1.12],
            [0, -R * 1.62],
            [R * 0.4, -R * 1.12],
            [R * 0.78, -R * 1.5],
            [R * 0.7, -R * 0.72],
          ]),
          gold,
          'metal',
        ),
        fill(circle(0, -R * 0.95, R * 0.1), '#c9303a', 'glow', 0.5),
      ]);
    }
    case 'pointed':
      return group([
        fill(
          `M${n(-R * 0.95)} ${n(-R * 0.6)}Q${n(-R * 0.1)} ${n(-R * 1.6)} ${n(R * 0.55)} ${n(-R * 2.5)}Q${n(R * 0.35)} ${n(-R * 1.4)} ${n(R * 0.95)} ${n(-R * 0.6)}Z`,
          c,
          'cloth',
        ),
        fill(ellipse(0, -R * 0.62, R * 1.45, R * 0.22), c, 'cloth'),
      ]);
    case 'straw':
      return group([
        fill(ellipse(0, -R * 0.7, R * 1.6, R * 0.3), '#e2c074', 'cloth'),
        fill(
          `M${n(-R * 0.75)} ${n(-R * 0.72)}C${n(-R * 0.75)} ${n(-R * 1.5)} ${n(R * 0.75)} ${n(-R * 1.5)} ${n(R * 0.75)} ${n(-R * 0.72)}Z`,
          '#e2c074',
          'cloth',
        ),
        fill(rect(-R * 0.76, -R * 0.95, R * 1.52, R * 0.2), c, 'cloth', 0.4),
      ]);
    case 'hood':
      return fill(
        `M${n(-R * 1.3)} ${n(R * 0.6)}C${n(-R * 1.45)} ${n(-R * 1.2)} ${n(-R * 0.5)} ${n(-R * 1.45)} ${n(0)} ${n(-R * 1.42)}C${n(R * 0.6)} ${n(-R * 1.45)} ${n(R * 1.45)} ${n(-R * 1.2)} ${n(R * 1.3)} ${n(R * 0.6)}L${n(R * 0.95)} ${n(R * 0.5)}C${n(R * 1.05)} ${n(-R * 0.9)} ${n(-R * 1.05)} ${n(-R * 0.9)} ${n(-R * 0.95)} ${n(R * 0.5)}Z`,
        c,
        'cloth',
      );
    case 'helmet': {
      const steel = '#aeb6bf';
      return group([
        fill(
          `M${n(-R * 1.05)} ${n(-R * 0.05)}C${n(-R * 1.1)} ${n(-R * 1.45)} ${n(R * 1.1)} ${n(-R * 1.45)} ${n(R * 1.05)} ${n(-R * 0.05)}L${n(R * 0.95)} ${n(-R * 0.3)}L${n(-R * 0.95)} ${n(-R * 0.3)}Z`,
          steel,
          'metal',
        ),
        fill(
          `M${n(-R * 0.1)} ${n(-R * 1.25)}Q${n(R * 0.6)} ${n(-R * 2.0)} ${n(R * 1.2)} ${n(-R * 1.5)}Q${n(R * 0.5)} ${n(-R * 1.5)} ${n(R * 0.15)} ${n(-R * 1.1)}Z`,
          c,
          'cloth',
        ),
      ]);
    }
    case 'kerchief':
      return fill(
        `M${n(-R * 1.05)} ${n(R * 0.05)}C${n(-R * 1.1)} ${n(-R * 1.3)} ${n(R * 1.1)} ${n(-R * 1.3)} ${n(R * 1.05)} ${n(R * 0.05)}L${n(R * 0.8)} ${n(-R * 0.45)}Q${n(0)} ${n(-R * 0.62)} ${n(-R * 0.8)} ${n(-R * 0.45)}Z`,
        c,
        'cloth',
      );
  }
}
