import { circle, line, n, path } from '../svg.ts';

export type Pose = 'stand' | 'walk' | 'reach' | 'point' | 'sit' | 'hold';

export interface FigureOptions {
  readonly height: number;
  readonly color: string;
  readonly pose?: Pose;
  /** 1 faces right, -1 faces left. */
  readonly facing?: 1 | -1;
  /** A long dress or cloak instead of a coat and legs. */
  readonly cloak?: boolean;
  readonly hat?: boolean;
  /** A scarf blowing in the wind: a small detail that makes a still figure feel alive. */
  readonly scarf?: boolean;
}

/**
 * A human silhouette standing on (0, 0). Limbs are round-capped strokes, which keeps the figure
 * legible even at 20 px tall. Returns markup in local coordinates; `hand` is where a held object
 * (lantern, string, umbrella) attaches.
 */
export function figure(options: FigureOptions): {
  markup: string;
  hand: readonly [number, number];
} {
  const h = options.height;
  const f = options.facing ?? 1;
  const ink = options.color;
  const limb = h * 0.07;
  const pose = options.pose ?? 'stand';
  const seated = pose === 'sit';
  const lift = seated ? h * 0.4 : 0;
  const headR = h * 0.075;
  const headY = -h + headR + lift;
  const shoulderY = -h * 0.8 + lift;
  const hemY = options.cloak === true ? -h * 0.05 + lift : -h * 0.4 + lift;
  const parts: string[] = [];

  if (seated) {
    parts.push(line(0, 0, h * 0.22 * f, 0, ink, limb * 1.2));
    parts.push(line(h * 0.22 * f, 0, h * 0.26 * f, h * 0.26, ink, limb));
  } else if (options.cloak !== true) {
    const stride = pose === 'walk' ? h * 0.12 : h * 0.035;
    parts.push(line(-h * 0.035, hemY, -stride, -limb / 2, ink, limb));
    parts.push(line(h * 0.035, hemY, stride * (pose === 'walk' ? 0.8 : 1), -limb / 2, ink, limb));
  }

  const sw = h * 0.085;
  const hw = options.cloak === true ? h * 0.16 : h * 0.105;
  parts.push(
    path(
      `M${n(-sw)} ${n(shoulderY + h * 0.04)}Q${n(-sw)} ${n(shoulderY)} ${n(0)} ${n(shoulderY - h * 0.01)}Q${n(sw)} ${n(shoulderY)} ${n(sw)} ${n(shoulderY + h * 0.04)}L${n(hw)} ${n(hemY)}L${n(-hw)} ${n(hemY)}Z`,
      ink,
    ),
  );
  parts.push(line(0, shoulderY, 0, headY, ink, h * 0.05));
  parts.push(circle(0, headY, headR, ink));
  if (options.hat === true) {
    parts.push(
      line(-headR * 1.9, headY - headR * 0.5, headR * 1.9, headY - headR * 0.5, ink, h * 0.025),
    );
    parts.push(
      path(
        `M${n(-headR * 0.9)} ${n(headY - headR * 0.4)}L${n(-headR * 0.8)} ${n(headY - headR * 2)}L${n(headR * 0.8)} ${n(headY - headR * 2)}L${n(headR * 0.9)} ${n(headY - headR * 0.4)}Z`,
        ink,
      ),
    );
  }
  if (options.scarf === true) {
    const y = shoulderY + h * 0.01;
    parts.push(
      path(
        `M0 ${n(y - h * 0.02)}Q${n(-h * 0.15 * f)} ${n(y - h * 0.06)} ${n(-h * 0.3 * f)} ${n(y + h * 0.02)}Q${n(-h * 0.15 * f)} ${n(y + h * 0.01)} 0 ${n(y + h * 0.03)}Z`,
        ink,
      ),
    );
  }

  const sx = sw * 0.9;
  const sy = shoulderY + h * 0.03;
  let hand: [number, number];
  if (pose === 'reach') {
    hand = [h * 0.14 * f, -h * 1.08 + lift];
    parts.push(line(sx * f, sy, hand[0], hand[1], ink, limb * 0.85));
    parts.push(line(-sx * f, sy, -h * 0.13 * f, -h * 0.45 + lift, ink, limb * 0.85));
  } else if (pose === 'point') {
    hand = [h * 0.34 * f, -h * 0.86 + lift];
    parts.push(line(sx * f, sy, hand[0], hand[1], ink, limb * 0.85));
    parts.push(line(-sx * f, sy, -h * 0.12 * f, -h * 0.44 + lift, ink, limb * 0.85));
  } else if (pose === 'hold') {
    hand = [h * 0.24 * f, -h * 0.56 + lift];
    parts.push(line(sx * f, sy, h * 0.2 * f, -h * 0.62 + lift, ink, limb * 0.85));
    parts.push(line(-sx * f, sy, -h * 0.12 * f, -h * 0.44 + lift, ink, limb * 0.85));
  } else {
    const swing = pose === 'walk' ? h * 0.1 : h * 0.035;
    hand = [(sx + swing) * f, -h * 0.44 + lift];
    parts.push(line(sx * f, sy, hand[0], hand[1], ink, limb * 0.85));
    parts.push(line(-sx * f, sy, -(sx + swing) * f, -h * 0.45 + lift, ink, limb * 0.85));
  }
  return { markup: parts.join(''), hand };
}
