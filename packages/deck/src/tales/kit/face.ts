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

type Eyes = 'dot' | 'set' | 'wide' | 'bright' | 'wet' | 'closed' | 'half' | 'sly' | 'sparkle';
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
  // Awake faces: every feeling but sleep looks out with open eyes (a blind review read the
  // squeezed-shut joy, the heavy-lidded longing and the crying grief as sleepy); the lids and
  // brows carry the feeling, never a shut eye.
  joy: { eyes: 'bright', brow: [0.55, 0.1], mouth: 'open-smile', cheeks: 0.75 },
  fear: { eyes: 'wide', brow: [0.75, 1], mouth: 'gasp', cheeks: 0, sweat: true },
  longing: { eyes: 'half', brow: [0.45, 0.9], mouth: 'frown', cheeks: 0.55 },
  mischief: { eyes: 'sly', brow: [-0.1, -0.7], farBrow: [0.7, 0.1], mouth: 'smirk', cheeks: 0.5 },
  surprise: { eyes: 'wide', brow: [1, 0], mouth: 'o', cheeks: 0.2 },
  grief: { eyes: 'wet', brow: [0.35, 1], mouth: 'wail', cheeks: 0.2, tear: true },
  wonder: { eyes: 'sparkle', brow: [0.8, 0.2], mouth: 'small-o', cheeks: 0.6 },
  calm: { eyes: 'dot', brow: [0.15, 0.1], mouth: 'smile', cheeks: 0.45 },
  sleep: { eyes: 'closed', brow: [0, 0.2], mouth: 'small-o', cheeks: 0.5 },
  resolve: { eyes: 'set', brow: [-0.25, -0.9], mouth: 'flat', cheeks: 0.15 },
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
    out.push(browLine(ex, eyeY - (o.browY ?? 0.33) * R, size * 0.2 * k, brow, side, o.ink, size));
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

/** An almond-shaped eye outline from corner to corner, `up`/`down` its upper and lower bulge. */
function almond(x: number, y: number, rx: number, up: number, down: number, tilt = 0): string {
  const a: Point = [x - rx, y + tilt];
  const b: Point = [x + rx, y - tilt];
  return `M${n(a[0])} ${n(a[1])}Q${n(x)} ${n(y - up * 2)} ${n(b[0])} ${n(b[1])}Q${n(x)} ${n(y + down * 2)} ${n(a[0])} ${n(a[1])}Z`;
}

/**
 * How an open eye is drawn for a feeling: its white's size, how far the upper lid comes down
 * (0 open … 1 shut; `lidTilt` raises its outer end, negative droops it), how far the lower lid
 * rises (a squint), the iris's size and the highlights. The lids are what carry the feeling:
 * a lowered, flat lid is resolve, a lid drooping at the outer corner longing, a squint mischief.
 */
interface EyeLook {
  readonly w: number;
  readonly h: number;
  readonly lid: number;
  readonly lidTilt: number;
  readonly lower: number;
  readonly iris: number;
  readonly sparkle: number;
}

type OpenEyes = 'dot' | 'set' | 'wide' | 'bright' | 'wet' | 'half' | 'sly' | 'sparkle';
const eyeLooks: Record<OpenEyes, EyeLook> = {
  dot: { w: 1.9, h: 1.75, lid: 0.08, lidTilt: 0, lower: 0, iris: 1.2, sparkle: 1 },
  set: { w: 1.95, h: 1.6, lid: 0.24, lidTilt: 0.3, lower: 0.12, iris: 1.15, sparkle: 1 },
  wide: { w: 2.0, h: 2.3, lid: 0, lidTilt: 0, lower: 0, iris: 0.72, sparkle: 1 },
  // Smiling eyes: wide awake, the lower lid pushed up by the cheeks.
  bright: { w: 2.0, h: 1.85, lid: 0.04, lidTilt: 0.1, lower: 0.26, iris: 1.3, sparkle: 2 },
  // Wet eyes: open, drooping at the outer corner, shining.
  wet: { w: 1.95, h: 1.75, lid: 0.2, lidTilt: -0.45, lower: 0.08, iris: 1.25, sparkle: 2 },
  half: { w: 1.95, h: 1.7, lid: 0.26, lidTilt: -0.35, lower: 0, iris: 1.2, sparkle: 1 },
  sly: { w: 1.95, h: 1.6, lid: 0.28, lidTilt: 0.25, lower: 0.28, iris: 1.15, sparkle: 1 },
  sparkle: { w: 2.05, h: 2.05, lid: 0, lidTilt: 0, lower: 0, iris: 1.45, sparkle: 2 },
};

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
    case 'set':
    case 'wide':
    case 'half':
    case 'sly':
    case 'bright':
    case 'wet':
    case 'sparkle': {
      const e = eyeLooks[kind];
      const rx = s * e.w * k;
      const ry = s * e.h;
      const white = almond(x, y, rx, ry, ry * 0.85);
      const ir = s * e.iris;
      const px = x + gx * (rx - ir * 0.8) * 0.75;
      const py = y + gy * ry * 0.35 + (kind === 'sly' ? ry * 0.1 : 0);
      const lid = e.lid;
      // The upper lid's edge: a curve from corner to corner whose middle comes down with `lid`;
      // `lidTilt` lifts its outer corner (negative: droops it). Outer is at +side.
      const peak = y - ry + lid * ry * 1.9;
      const tilt = e.lidTilt * ry * 0.6;
      const inner: Point = [x - side * rx * 1.06, y + tilt * 0.5];
      const outer: Point = [x + side * rx * 1.06, y - tilt];
      const ctrl: Point = [x, 2 * peak - y - tilt * 0.25];
      const lidCurve = `M${n(inner[0])} ${n(inner[1])}Q${n(ctrl[0])} ${n(ctrl[1])} ${n(outer[0])} ${n(outer[1])}`;
      const inside: Node[] = [
        fill(circle(px, py, ir), ink, 'face', 0),
        fill(circle(px + ir * 0.35, py - ir * 0.4, ir * 0.36), '#ffffff', 'face', 0),
      ];
      if (e.sparkle > 1)
        inside.push(fill(circle(px - ir * 0.35, py + ir * 0.35, ir * 0.2), '#ffffff', 'face', 0));
      // The lids are the face's own skin drawn over the eye (tagged skin, so a look paints them
      // as the face and never as a dark feature).
      if (lid > 0.02)
        inside.push(
          fill(
            `${lidCurve}L${n(outer[0])} ${n(y - ry * 3)}L${n(inner[0])} ${n(y - ry * 3)}Z`,
            o.skin,
            'skin',
            0,
          ),
        );
      if (e.lower > 0) {
        const ly = y + ry * 0.85 - e.lower * ry * 1.2;
        inside.push(
          fill(
            `M${n(x - rx * 1.15)} ${n(ly)}Q${n(x)} ${n(ly - ry * 0.3)} ${n(x + rx * 1.15)} ${n(ly)}L${n(x + rx * 1.15)} ${n(y + ry * 3)}L${n(x - rx * 1.15)} ${n(y + ry * 3)}Z`,
            o.skin,
            'skin',
            0,
          ),
        );
      }
      return [
        fill(white, '#ffffff', 'face', 0),
        { type: 'group', clip: white, children: inside },
        stroke(lidCurve, ink, s * (lid > 0.2 ? 0.62 : 0.5), 'face', 0),
        // An outer lash flick: the eye reads as an eye, not a dot, at a glance.
        stroke(
          `M${n(outer[0])} ${n(outer[1])}l${n(side * s * 0.75)} ${n(-s * 0.5)}`,
          ink,
          s * 0.42,
          'face',
          0,
        ),
      ];
    }
    case 'closed':
      // ‿ arcs with lashes: asleep.
      return [
        stroke(
          quad([x - s * 1.8 * k, y], [x, y + s * 1.7], [x + s * 1.8 * k, y]),
          ink,
          w * 1.6,
          'face',
          0,
        ),
        stroke(
          `M${n(x - s * 0.9 * k)} ${n(y + s * 0.75)}l${n(-s * 0.35)} ${n(s * 0.8)}M${n(x + s * 0.9 * k)} ${n(y + s * 0.75)}l${n(s * 0.35)} ${n(s * 0.8)}`,
          ink,
          w * 0.8,
          'face',
          0,
        ),
      ];
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
  const inner: Point = [x - side * half, yy - tilt * size * 0.09];
  const outer: Point = [x + side * half, yy + tilt * size * 0.06];
  const mid: Point = [x, yy - size * 0.05 - Math.max(0, lift) * size * 0.02];
  return stroke(quad(inner, mid, outer), ink, size * 0.095, 'face', 0);
}

function mouth(kind: Mouth, cx: number, y: number, R: number, t: number, o: FaceOptions): Node[] {
  const ink = o.ink;
  const w = R * 0.32 * (1 - 0.25 * Math.abs(t));
  const lw = R * 0.075;
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
