import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import { circle, ellipse, n, quad, smoothClosed, type Point } from '../geom.ts';
import { face, type Feeling } from './face.ts';
import { darker, lighter } from './colors.ts';
import type { Hat } from './head.ts';
import type { HeadParts } from './head.ts';

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
      for (const side of [-1, 1]) {
        const x = side * R * 0.52 + t * R * 0.15;
        front.push(fill(circle(x, -R * 0.62, R * 0.42), h.fur, 'skin'));
      }
      front.push(fill(ellipse(0, 0, R * 1.15, R * 0.82), h.fur, 'skin'));
      front.push(fill(ellipse(t * R * 0.3, R * 0.45, R * 0.7, R * 0.28), pale, 'skin', 0));
      front.push(
        ...face(h.feeling, {
          ...faceOpts,
          eyeY: -0.62,
          eyeGap: 0.52,
          mouthY: 0.25,
          eyeSize: 1.15,
          browY: 0.38,
        }),
      );
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
    default:
      return null;
  }
}
