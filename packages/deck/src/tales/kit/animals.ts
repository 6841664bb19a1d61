import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import { circle, ellipse, n, quad, smoothClosed, type Point } from '../geom.ts';
import { face, type Feeling } from './face.ts';
import { darker, lighter } from './colors.ts';
import type { Hat } from './head.ts';
import type { HeadParts } from './head.ts';
import { moreHead, moreSpecies, moreTail } from './animals-more.ts';

export const species = [
  'human',
  'fox',
  'bear',
  'cat',
  'rabbit',
  'mouse',
  'frog',
  'owl',
  'wolf',
  // Added in session 49 (kit/animals-more.ts); cast.ts keeps them out of the generic pickers.
  ...moreSpecies,
] as const;
export type Species = (typeof species)[number];

export interface AnimalHeadSpec {
  readonly r: number;
  readonly fur: Color;
  readonly feeling: Feeling;
  readonly turn: number;
  readonly gaze: Point;
  readonly ink: Color;
  readonly hat: Hat;
  readonly hatColor: Color;
}

/** A head for an animal that stands and feels like a person. */
export function animalHead(kind: Exclude<Species, 'human'>, h: AnimalHeadSpec): HeadParts {
  const R = h.r;
  const t = h.turn;
  const pale = lighter(h.fur, 0.72);
  const dark = darker(h.fur, 0.45);
  const back: Node[] = [];
  const front: Node[] = [];
  const faceOpts = { r: R, turn: t, gaze: h.gaze, ink: h.ink, skin: h.fur, cheek: '#f08a80' };
  switch (kind) {
    case 'fox':
    case 'wolf': {
      const earH = kind === 'fox' ? 1.25 : 1.05;
      for (const side of [-1, 1]) {
        const x = side * R * 0.55 + t * R * 0.15;
        front.push(
          fill(
            `M${n(x - R * 0.4)} ${n(-R * 0.55)}L${n(x + side * R * 0.12)} ${n(-R * (0.55 + earH))}L${n(x + R * 0.4)} ${n(-R * 0.6)}Z`,
            h.fur,
            'skin',
          ),
        );
        front.push(
          fill(
            `M${n(x - R * 0.2)} ${n(-R * 0.65)}L${n(x + side * R * 0.08)} ${n(-R * (0.45 + earH))}L${n(x + R * 0.2)} ${n(-R * 0.68)}Z`,
            dark,
            'skin',
            0,
          ),
        );
      }
      const snout = t * R * 0.75;
      front.push(
        fill(
          smoothClosed([
            [-R * 0.95, -R * 0.1],
            [-R * 0.7, -R * 0.8],
            [0, -R * 0.95],
            [R * 0.7, -R * 0.8],
            [R * 0.95, -R * 0.1],
            [R * 0.6 + snout * 0.4, R * 0.45],
            [snout, R * 0.85],
            [-R * 0.6 + snout * 0.4, R * 0.45],
          ]),
          h.fur,
          'skin',
        ),
      );
      // The white cheeks and muzzle.
      front.push(
        fill(
          smoothClosed([
            [-R * 0.85, R * 0.05],
            [snout * 0.5, R * 0.25],
            [R * 0.85, R * 0.05],
            [R * 0.45 + snout * 0.4, R * 0.6],
            [snout, R * 0.88],
            [-R * 0.45 + snout * 0.4, R * 0.6],
          ]),
          pale,
          'skin',
          0,
        ),
      );
      front.push(...face(h.feeling, { ...faceOpts, eyeY: -0.12, mouthY: 0.52, eyeGap: 0.4 }));
      front.push(fill(ellipse(snout, R * 0.72, R * 0.14, R * 0.1), h.ink, 'face', 0));
      break;
    }
    case 'bear':
    case 'mouse': {
      const earR = kind === 'bear' ? 0.32 : 0.55;
      for (const side of [-1, 1]) {
        const x = side * R * (kind === 'bear' ? 0.72 : 0.8) + t * R * 0.1;
        const y = -R * (kind === 'bear' ? 0.72 : 0.68);
        front.push(fill(circle(x, y, R * earR), h.fur, 'skin'));
        front.push(
          fill(circle(x, y, R * earR * 0.55), kind === 'mouse' ? '#f2b8b5' : dark, 'skin', 0),
        );
      }
      front.push(fill(ellipse(0, 0, R * 1.0, R * 0.95), h.fur, 'skin'));
      const mx = t * R * 0.45;
      front.push(fill(ellipse(mx, R * 0.42, R * 0.42, R * 0.32), pale, 'skin', 0));
      front.push(...face(h.feeling, { ...faceOpts, eyeY: -0.08, mouthY: 0.55, eyeGap: 0.38 }));
      front.push(fill(ellipse(mx, R * 0.3, R * 0.13, R * 0.09), h.ink, 'face', 0));
      if (kind === 'mouse') {
        for (const side of [-1, 1]) {
          for (const dy of [-0.06, 0.06]) {
            front.push(
              stroke(
                quad(
                  [mx + side * R * 0.25, R * 0.38],
                  [mx + side * R * 0.6, R * (0.32 + dy)],
                  [mx + side * R * 0.95, R * (0.34 + dy * 2)],
                ),
                h.ink,
                R * 0.025,
                'face',
                0,
              ),
            );
          }
        }
      }
      break;
    }
    case 'cat': {
      for (const side of [-1, 1]) {
        const x = side * R * 0.62 + t * R * 0.1;
        front.push(
          fill(
            `M${n(x - R * 0.35)} ${n(-R * 0.6)}L${n(x + side * R * 0.15)} ${n(-R * 1.35)}L${n(x + R * 0.35)} ${n(-R * 0.6)}Z`,
            h.fur,
            'skin',
          ),
        );
        front.push(
          fill(
            `M${n(x - R * 0.18)} ${n(-R * 0.68)}L${n(x + side * R * 0.1)} ${n(-R * 1.12)}L${n(x + R * 0.18)} ${n(-R * 0.7)}Z`,
            '#f2b8b5',
            'skin',
            0,
          ),
        );
      }
      front.push(fill(ellipse(0, 0, R * 1.05, R * 0.92), h.fur, 'skin'));
      const mx = t * R * 0.42;
      front.push(
        ...face(h.feeling, { ...faceOpts, eyeY: -0.05, mouthY: 0.5, eyeGap: 0.4, eyeSize: 1.1 }),
      );
      front.push(
        fill(
          `M${n(mx - R * 0.1)} ${n(R * 0.26)}L${n(mx + R * 0.1)} ${n(R * 0.26)}L${n(mx)} ${n(R * 0.36)}Z`,
          '#e07a80',
          'face',
          0,
        ),
      );
      for (const side of [-1, 1]) {
        for (const dy of [-0.05, 0.07]) {
          front.push(
            stroke(
              `M${n(mx + side * R * 0.35)} ${n(R * (0.38 + dy))}L${n(mx + side * R * 1.15)} ${n(R * (0.3 + dy * 2.5))}`,
              h.ink,
              R * 0.025,
              'face',
              0,
            ),
          );
        }
      }
      break;
    }
    case 'rabbit': {
      for (const side of [-1, 1]) {
        const x = side * R * 0.38 + t * R * 0.1;
        const tilt = side * 12 + (side > 0 ? 18 : 0);
        front.push(
          fill(ellipse(x + side * R * 0.15, -R * 1.55, R * 0.3, R * 0.95, tilt), h.fur, 'skin'),
        );
        front.push(
          fill(
            ellipse(x + side * R * 0.15, -R * 1.5, R * 0.15, R * 0.7, tilt),
            '#f2b8b5',
            'skin',
            0,
          ),
        );
      }
      front.push(fill(ellipse(0, 0, R * 0.95, R * 0.98), h.fur, 'skin'));
      const mx = t * R * 0.45;
      front.push(...face(h.feeling, { ...faceOpts, eyeY: -0.05, mouthY: 0.55, eyeGap: 0.4 }));
      front.push(fill(ellipse(mx, R * 0.32, R * 0.1, R * 0.07), '#e07a80', 'face', 0));
      break;
    }
    case 'frog': {
      front.push(...frogHead(h));
      break;
    }
    case 'owl': {
      front.push(
        fill(
          smoothClosed([
            [-R * 1.0, R * 0.2],
            [-R * 0.95, -R * 0.7],
            [-R * 0.75, -R * 1.25],
            [-R * 0.35, -R * 0.85],
            [R * 0.35, -R * 0.85],
            [R * 0.75, -R * 1.25],
            [R * 0.95, -R * 0.7],
            [R * 1.0, R * 0.2],
            [0, R * 1.0],
          ]),
          h.fur,
          'skin',
        ),
      );
      const cx = t * R * 0.35;
      for (const side of [-1, 1])
        front.push(fill(circle(cx + side * R * 0.42, -R * 0.05, R * 0.42), pale, 'skin', 0));
      front.push(
        ...face(h.feeling, { ...faceOpts, eyeY: -0.05, eyeGap: 0.42, eyeSize: 1.3, noMouth: true }),
      );
      front.push(
        fill(
          `M${n(cx - R * 0.12)} ${n(R * 0.22)}L${n(cx + R * 0.12)} ${n(R * 0.22)}L${n(cx)} ${n(R * 0.5)}Z`,
          '#e6a33a',
          'face',
          0.5,
        ),
      );
      break;
    }
    default:
      front.push(...moreHead(kind, h));
  }
  return { back, front };
}

/** A tail behind an animal's hips. */
export function tail(kind: Species, base: Point, fur: Color, r: number): Node | null {
  const [x, y] = base;
  switch (kind) {
    case 'fox':
      return group([
        fill(
          smoothClosed([
            [x, y],
            [x - r * 1.2, y - r * 0.4],
            [x - r * 2.3, y - r * 1.5],
            [x - r * 2.0, y - r * 0.2],
            [x - r * 0.6, y + r * 0.5],
          ]),
          fur,
          'skin',
        ),
        fill(
          smoothClosed([
            [x - r * 1.9, y - r * 1.05],
            [x - r * 2.3, y - r * 1.5],
            [x - r * 2.15, y - r * 0.75],
          ]),
          '#fbf3e6',
          'skin',
          0,
        ),
      ]);
    case 'wolf':
      return fill(
        smoothClosed([
          [x, y],
          [x - r * 1.0, y + r * 0.2],
          [x - r * 1.9, y + r * 0.9],
          [x - r * 1.0, y + r * 0.8],
          [x - r * 0.2, y + r * 0.6],
        ]),
        fur,
        'skin',
      );
    case 'cat':
      return stroke(
        `M${n(x)} ${n(y)}C${n(x - r * 1.5)} ${n(y + r * 0.2)} ${n(x - r * 1.4)} ${n(y - r * 1.6)} ${n(x - r * 0.9)} ${n(y - r * 1.9)}`,
        fur,
        r * 0.3,
        'skin',
      );
    case 'mouse':
      return stroke(
        `M${n(x)} ${n(y)}C${n(x - r * 1.5)} ${n(y + r * 0.8)} ${n(x - r * 2)} ${n(y - r * 0.4)} ${n(x - r * 2.6)} ${n(y + r * 0.2)}`,
        '#e6a0a0',
        r * 0.12,
        'skin',
      );
    case 'rabbit':
      return fill(circle(x - r * 0.2, y, r * 0.38), lighter(fur, 0.5), 'skin');
    case 'bear':
      return fill(circle(x, y, r * 0.25), fur, 'skin');
    case 'human':
    case 'frog':
    case 'owl':
      return null;
    default:
      return moreTail(kind, base, fur, r);
  }
}

/**
 * A tree frog's head: round eyes on top of the head, wide open with a light in them, a wide thin
 * mouth line and a pale throat, a few spots. The frog drawn with the person's face (heavy lids,
 * full lips on a pale jaw) read as a well-known meme frog to a blind reviewer; this one carries
 * its feeling in its pupils, its mouth line and a brow over each eye bump.
 */
function frogHead(h: AnimalHeadSpec): Node[] {
  const R = h.r;
  const t = h.turn;
  const fur = lighter(h.fur, 0.12);
  const out: Node[] = [];
  const f = h.feeling;
  const eyeR = R * 0.34;
  // The head: wide and flat, with the eye bumps on top.
  out.push(fill(ellipse(0, R * 0.05, R * 1.12, R * 0.78), fur, 'skin'));
  out.push(
    fill(ellipse(t * R * 0.25, R * 0.5, R * 0.78, R * 0.26), lighter(h.fur, 0.6), 'skin', 0),
  );
  // Spots on the crown.
  for (const [x, y, r] of [
    [-0.2, -0.28, 0.1],
    [0.16, -0.4, 0.07],
    [0.45, -0.12, 0.08],
  ] as const) {
    out.push(fill(circle((x + t * 0.2) * R, y * R, r * R), darker(h.fur, 0.2), 'skin', 0));
  }
  const gx = h.gaze[0] * eyeR * 0.35;
  const gy = h.gaze[1] * eyeR * 0.35;
  for (const side of [-1, 1]) {
    const far = Math.abs(t) > 0.2 && side * t < 0;
    const k = far ? 1 - 0.3 * Math.abs(t) : 1;
    const x = side * R * 0.55 + t * R * 0.3;
    const y = -R * 0.6;
    out.push(fill(circle(x, y, R * 0.44 * k), fur, 'skin'));
    if (f === 'sleep') {
      out.push(
        stroke(
          `M${n(x - eyeR * 0.8 * k)} ${n(y)}Q${n(x)} ${n(y + eyeR * 0.7)} ${n(x + eyeR * 0.8 * k)} ${n(y)}`,
          h.ink,
          R * 0.08,
          'face',
        ),
      );
      continue;
    }
    out.push(fill(ellipse(x, y, eyeR * k, eyeR), '#fbf8ee', 'face', 0));
    const pr = eyeR * (f === 'fear' ? 0.32 : f === 'wonder' ? 0.68 : 0.56);
    const px = x + gx * k;
    const py = y + gy;
    out.push(fill(ellipse(px, py, pr * k, pr), h.ink, 'face', 0));
    out.push(fill(circle(px + pr * 0.35, py - pr * 0.4, pr * 0.34), '#ffffff', 'face', 0));
    if (f === 'wonder')
      out.push(fill(circle(px - pr * 0.3, py + pr * 0.35, pr * 0.18), '#ffffff', 'face', 0));
    // A brow line on the bump: lowered inwards for resolve and mischief, raised for fear,
    // surprise and wonder, lifted inwards for grief and longing.
    const inner = x - side * eyeR;
    const outer = x + side * eyeR;
    const top = y - eyeR * 1.25;
    const [di, dout] =
      f === 'resolve' || f === 'mischief'
        ? [0.35, -0.1]
        : f === 'grief' || f === 'longing'
          ? [-0.3, 0.15]
          : f === 'fear' || f === 'surprise'
            ? [-0.25, -0.25]
            : [0, 0];
    if (di !== 0 || dout !== 0)
      out.push(
        stroke(
          `M${n(inner)} ${n(top + di * eyeR)}L${n(outer)} ${n(top + dout * eyeR)}`,
          h.ink,
          R * 0.07,
          'face',
        ),
      );
  }
  // Two nostrils and the wide thin mouth.
  const cx = t * R * 0.35;
  for (const side of [-1, 1])
    out.push(fill(circle(cx + side * R * 0.14, -R * 0.02, R * 0.04), h.ink, 'face', 0));
  const my = R * 0.28;
  const w = R * 0.78;
  if (f === 'surprise' || f === 'fear') {
    out.push(
      fill(ellipse(cx, my + R * 0.06, R * 0.14, R * (f === 'fear' ? 0.1 : 0.16)), h.ink, 'face', 0),
    );
  } else {
    const bend =
      f === 'joy'
        ? 0.42
        : f === 'grief'
          ? -0.28
          : f === 'longing'
            ? -0.08
            : f === 'resolve'
              ? 0.02
              : 0.22;
    const tilt = f === 'mischief' ? -0.18 : 0;
    out.push(
      stroke(
        `M${n(cx - w)} ${n(my - w * tilt * 0.5)}Q${n(cx)} ${n(my + bend * R)} ${n(cx + w)} ${n(my + w * tilt * 0.5 - (f === 'mischief' ? R * 0.12 : 0))}`,
        h.ink,
        R * 0.07,
        'face',
      ),
    );
  }
  if (f === 'joy' || f === 'wonder')
    for (const side of [-1, 1])
      out.push(
        fill(ellipse(cx + side * R * 0.62, R * 0.2, R * 0.14, R * 0.08), '#f08a80', 'cheek', 0),
      );
  return out;
}
