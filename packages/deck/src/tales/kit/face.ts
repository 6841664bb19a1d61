import { fill, stroke, type Color, type Node } from '../ir.ts';
import { circle, ellipse, n, poly, quad, type Point } from '../geom.ts';

/** The feelings a face can show (ART.md's seven, plus the quiet ones a scene needs). */
export const feelings = [
  'joy',
  'fear',
  'longing',
  'mischief',
  'surprise',
  'grief',
  'wonder',
  'calm',
  'sleep',
  'resolve',
] as const;
export type Feeling = (typeof feelings)[number];

type Eyes = 'dot' | 'wide' | 'happy' | 'closed' | 'half' | 'sly' | 'droop' | 'sparkle';
type Mouth =
  'smile' | 'open-smile' | 'o' | 'small-o' | 'frown' | 'wail' | 'flat' | 'smirk' | 'gasp';

interface Expression {
  readonly eyes: Eyes;
  /** Brow height (-1 low … 1 high) and tilt (1: inner ends up, worried; -1: inner ends down, cross). */
  readonly brow: readonly [lift: number, tilt: number];
  /** The far brow differs for mischief (one raised). */
  readonly farBrow?: readonly [lift: number, tilt: number];
  readonly mouth: Mouth;
  readonly cheeks: number;
  readonly tear?: boolean;
  readonly sweat?: boolean;
}

const expressions: Record<Feeling, Expression> = {
  joy: { eyes: 'happy', brow: [0.55, 0.1], mouth: 'open-smile', cheeks: 0.75 },
  fear: { eyes: 'wide', brow: [0.75, 1], mouth: 'gasp', cheeks: 0, sweat: true },
  longing: { eyes: 'half', brow: [0.45, 0.9], mouth: 'frown', cheeks: 0.55 },
  mischief: { eyes: 'sly', brow: [-0.1, -0.7], farBrow: [0.7, 0.1], mouth: 'smirk', cheeks: 0.5 },
  surprise: { eyes: 'wide', brow: [1, 0], mouth: 'o', cheeks: 0.2 },
  grief: { eyes: 'droop', brow: [0.35, 1], mouth: 'wail', cheeks: 0.2, tear: true },
  wonder: { eyes: 'sparkle', brow: [0.8, 0.2], mouth: 'small-o', cheeks: 0.6 },
  calm: { eyes: 'dot', brow: [0.15, 0.1], mouth: 'smile', cheeks: 0.45 },
  sleep: { eyes: 'closed', brow: [0, 0.2], mouth: 'small-o', cheeks: 0.5 },
  resolve: { eyes: 'dot', brow: [-0.25, -0.8], mouth: 'flat', cheeks: 0.15 },
};

export interface FaceOptions {
  /** Head radius in the head's units. */
  readonly r: number;
  /** Head turn, -1 … 1 (1: looking towards +x in profile). */
  readonly turn: number;
  /** Where the eyes look, each -1 … 1 (x towards +x, y down). */
  readonly gaze: Point;
  readonly ink: Color;
  readonly skin: Color;
  readonly cheek: Color;
  /** Eye and mouth placement for non-human heads. */
  readonly eyeY?: number;
  readonly eyeGap?: number;
  readonly eyeSize?: number;
  readonly mouthY?: number;
  readonly browY?: number;
  readonly noMouth?: boolean;
}

/** Eyes, brows, mouth and cheeks for a feeling, centred on a head at (0, 0). */
export function face(feeling: Feeling, o: FaceOptions): Node[] {
  const e = expressions[feeling];
  const R = o.r;
  const t = o.turn;
  const cx = t * R * 0.42;
  const gap = (o.eyeGap ?? 0.37) * R * (1 - 0.32 * Math.abs(t));
  const eyeY = (o.eyeY ?? 0.06) * R;
  const size = (o.eyeSize ?? 1) * R;
  const out: Node[] = [];
  // Cheeks first (under everything).
  if (e.cheeks > 0) {
    for (const side of [-1, 1]) {
      const far = side * Math.sign(t || 1) < 0 && Math.abs(t) > 0.25;
      const x = cx + side * gap * 1.42;
      out.push({
        type: 'shape',
        d: ellipse(x, eyeY + 0.3 * R, 0.15 * R * (far ? 0.7 : 1), 0.1 * R),
        fill: o.cheek,
        tag: 'cheek',
        ink: 0,
        opacity: 0.55 * e.cheeks + 0.15,
      });
    }
  }
  for (const side of [-1, 1]) {
    const far = Math.abs(t) > 0.2 && side * t < 0;
    const k = far ? 1 - 0.35 * Math.abs(t) : 1;
    const ex = cx + side * gap;
    out.push(...eye(e.eyes, ex, eyeY, size * 0.1, k, side, o));
    const brow =
      side * t < 0 && e.farBrow
        ? e.farBrow
        : side === -1 && e.farBrow && t === 0
          ? e.farBrow
          : e.brow;
    out.push(browLine(ex, eyeY - (o.browY ?? 0.27) * R, size * 0.14 * k, brow, side, o.ink, size));
  }
  if (!(o.noMouth ?? false)) out.push(...mouth(e.mouth, cx, (o.mouthY ?? 0.47) * R, R, t, o));
  if (e.tear === true) {
    const x = cx + gap * 0.95 * (t < 0 ? -1 : 1);
    const y = eyeY + 0.22 * R;
    out.push({
      type: 'shape',
      d: `M${n(x)} ${n(y)}q${n(0.07 * R)} ${n(0.14 * R)} 0 ${n(0.2 * R)}q${n(-0.07 * R)} ${n(-0.06 * R)} 0 ${n(-0.2 * R)}Z`,
      fill: '#9fd3f0',
      tag: 'face',
      ink: 0.5,
    });
  }
  if (e.sweat === true) {
    const x = cx - (t >= 0 ? 1 : -1) * R * 0.78;
    const y = -0.25 * R;
    out.push({
      type: 'shape',
      d: `M${n(x)} ${n(y)}q${n(0.09 * R)} ${n(0.16 * R)} 0 ${n(0.22 * R)}q${n(-0.09 * R)} ${n(-0.06 * R)} 0 ${n(-0.22 * R)}Z`,
      fill: '#cfe9f7',
      tag: 'face',
      ink: 0.6,
    });
  }
  return out;
}

function eye(
  kind: Eyes,
  x: number,
  y: number,
  s: number,
  k: number,
  side: number,
  o: FaceOptions,
): Node[] {
  const ink = o.ink;
  const [gx, gy] = o.gaze;
  const w = s * 0.55; // line width for closed eyes
  switch (kind) {
    case 'dot':
    case 'sparkle': {
      const big = kind === 'sparkle' ? 1.35 : 1;
      const rx = s * 0.95 * big * k;
      const ry = s * 1.25 * big;
      const px = x + gx * s * 0.35;
      const py = y + gy * s * 0.35;
      const out: Node[] = [fill(ellipse(px, py, rx, ry), ink, 'face', 0)];
      out.push(fill(circle(px + rx * 0.35, py - ry * 0.4, s * 0.38 * big), '#ffffff', 'face', 0));
      if (kind === 'sparkle')
        out.push(fill(circle(px - rx * 0.35, py + ry * 0.35, s * 0.2), '#ffffff', 'face', 0));
      return out;
    }
    case 'wide': {
      const rx = s * 1.55 * k;
      const ry = s * 1.8;
      const px = x + gx * rx * 0.35;
      const py = y + gy * ry * 0.3;
      return [
        {
          type: 'shape',
          d: ellipse(x, y, rx, ry),
          fill: '#ffffff',
          stroke: { color: ink, width: s * 0.35 },
          tag: 'face',
          ink: 0,
        },
        fill(circle(px, py, s * 0.62), ink, 'face', 0),
        fill(circle(px + s * 0.22, py - s * 0.24, s * 0.2), '#ffffff', 'face', 0),
      ];
    }
    case 'happy':
      // ∩ arcs: eyes squeezed by a smile.
      return [
        stroke(
          quad([x - s * 1.2 * k, y + s * 0.5], [x, y - s * 1.6], [x + s * 1.2 * k, y + s * 0.5]),
          ink,
          w * 1.5,
          'face',
          0,
        ),
      ];
    case 'closed':
      // ‿ arcs with the lashes down: asleep.
      return [
        stroke(
          quad([x - s * 1.2 * k, y], [x, y + s * 1.3], [x + s * 1.2 * k, y]),
          ink,
          w * 1.4,
          'face',
          0,
        ),
      ];
    case 'droop': {
      // Shut tight and sloping down at the outer corner: crying.
      const outer = x + side * s * 1.3 * k;
      const inner = x - side * s * 1.0 * k;
      return [
        stroke(
          quad([inner, y - s * 0.3], [x, y + s * 0.4], [outer, y + s * 0.9]),
          ink,
          w * 1.5,
          'face',
          0,
        ),
      ];
    }
    case 'half':
    case 'sly': {
      // A dot eye with a heavy lid: dreamy when looking up, sly when looking aside.
      const rx = s * 1.0 * k;
      const ry = s * 1.2;
      const px = x + gx * s * 0.45;
      const py = y + gy * s * 0.3 + (kind === 'sly' ? s * 0.2 : 0);
      const lidY = kind === 'sly' ? y - s * 0.05 : y - s * 0.35;
      const lidTilt = kind === 'sly' ? side * s * 0.45 : -side * s * 0.3;
      return [
        {
          type: 'group',
          clip: `M${n(x - s * 3)} ${n(lidY - lidTilt)}L${n(x + s * 3)} ${n(lidY + lidTilt)}L${n(x + s * 3)} ${n(y + s * 3)}L${n(x - s * 3)} ${n(y + s * 3)}Z`,
          children: [
            fill(ellipse(px, py, rx, ry), ink, 'face', 0),
            fill(circle(px + rx * 0.3, py - ry * 0.05, s * 0.3), '#ffffff', 'face', 0),
          ],
        },
        stroke(
          `M${n(x - s * 1.45 * k)} ${n(lidY - lidTilt * 1.4)}L${n(x + s * 1.45 * k)} ${n(lidY + lidTilt * 1.4)}`,
          ink,
          w * 1.3,
          'face',
          0,
        ),
      ];
    }
  }
}

function browLine(
  x: number,
  y: number,
  half: number,
  [lift, tilt]: readonly [number, number],
  side: number,
  ink: Color,
  size: number,
): Node {
  const yy = y - lift * size * 0.1;
  // Inner end (towards the nose) is at -side.
  const inner: Point = [x - side * half, yy - tilt * size * 0.06];
  const outer: Point = [x + side * half, yy + tilt * size * 0.05];
  const mid: Point = [x, yy - size * 0.04 - Math.max(0, lift) * size * 0.015];
  return stroke(quad(inner, mid, outer), ink, size * 0.062, 'face', 0);
}

function mouth(kind: Mouth, cx: number, y: number, R: number, t: number, o: FaceOptions): Node[] {
  const ink = o.ink;
  const w = R * 0.26 * (1 - 0.25 * Math.abs(t));
  const lw = R * 0.06;
  const dark = '#5a1f22';
  const tongue = '#e0706c';
  switch (kind) {
    case 'smile':
      return [
        stroke(
          quad([cx - w * 0.7, y - R * 0.02], [cx, y + R * 0.13], [cx + w * 0.7, y - R * 0.02]),
          ink,
          lw,
          'face',
          0,
        ),
      ];
    case 'open-smile': {
      // A D-shaped laughing mouth with a tongue.
      const d = `M${n(cx - w)} ${n(y - R * 0.04)}Q${n(cx)} ${n(y + R * 0.02)} ${n(cx + w)} ${n(y - R * 0.04)}Q${n(cx + w * 0.8)} ${n(y + R * 0.3)} ${n(cx)} ${n(y + R * 0.3)}Q${n(cx - w * 0.8)} ${n(y + R * 0.3)} ${n(cx - w)} ${n(y - R * 0.04)}Z`;
      return [
        { type: 'shape', d, fill: dark, tag: 'face', ink: 0 },
        {
          type: 'group',
          clip: d,
          children: [fill(ellipse(cx, y + R * 0.3, w * 0.6, R * 0.12), tongue, 'face', 0)],
        },
        stroke(d, ink, lw * 0.6, 'face', 0),
      ];
    }
    case 'o':
      return [
        {
          type: 'shape',
          d: ellipse(cx, y + R * 0.08, w * 0.42, R * 0.15),
          fill: dark,
          stroke: { color: ink, width: lw * 0.6 },
          tag: 'face',
          ink: 0,
        },
      ];
    case 'small-o':
      return [fill(ellipse(cx, y + R * 0.05, w * 0.22, R * 0.07), dark, 'face', 0)];
    case 'frown':
      return [
        stroke(
          quad([cx - w * 0.6, y + R * 0.08], [cx, y - R * 0.06], [cx + w * 0.6, y + R * 0.08]),
          ink,
          lw,
          'face',
          0,
        ),
      ];
    case 'wail': {
      const d = `M${n(cx - w * 0.7)} ${n(y + R * 0.14)}Q${n(cx)} ${n(y - R * 0.1)} ${n(cx + w * 0.7)} ${n(y + R * 0.14)}Q${n(cx)} ${n(y + R * 0.06)} ${n(cx - w * 0.7)} ${n(y + R * 0.14)}Z`;
      return [
        {
          type: 'shape',
          d,
          fill: dark,
          stroke: { color: ink, width: lw * 0.7 },
          tag: 'face',
          ink: 0,
        },
      ];
    }
    case 'flat':
      return [
        stroke(
          quad([cx - w * 0.45, y + R * 0.05], [cx, y + R * 0.03], [cx + w * 0.45, y + R * 0.06]),
          ink,
          lw,
          'face',
          0,
        ),
      ];
    case 'smirk': {
      const s = t >= 0 ? 1 : -1;
      return [
        stroke(
          `M${n(cx - s * w * 0.6)} ${n(y + R * 0.06)}Q${n(cx + s * w * 0.2)} ${n(y + R * 0.12)} ${n(cx + s * w * 0.75)} ${n(y - R * 0.06)}`,
          ink,
          lw,
          'face',
          0,
        ),
      ];
    }
    case 'gasp': {
      // An open, wobbly, teeth-showing mouth.
      const d = `M${n(cx - w * 0.6)} ${n(y)}Q${n(cx)} ${n(y - R * 0.07)} ${n(cx + w * 0.6)} ${n(y)}L${n(cx + w * 0.5)} ${n(y + R * 0.2)}Q${n(cx)} ${n(y + R * 0.25)} ${n(cx - w * 0.5)} ${n(y + R * 0.2)}Z`;
      return [
        {
          type: 'shape',
          d,
          fill: dark,
          stroke: { color: ink, width: lw * 0.6 },
          tag: 'face',
          ink: 0,
        },
        fill(
          poly([
            [cx - w * 0.45, y + R * 0.0],
            [cx + w * 0.45, y + R * 0.0],
            [cx + w * 0.42, y + R * 0.06],
            [cx - w * 0.42, y + R * 0.06],
          ]),
          '#ffffff',
          'face',
          0,
        ),
      ];
    }
  }
}
