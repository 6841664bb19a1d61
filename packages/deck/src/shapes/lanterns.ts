import { mix } from '../color.ts';
import { circle, line, n, path } from '../svg.ts';

/** A glowing paper sky lantern centred on (0, 0), `size` tall; the halo is part of it. */
export function skyLantern(size: number, warm: string, halo: string): string {
  const s = size;
  const body = path(
    `M${n(-s * 0.34)} ${n(-s / 2)}L${n(s * 0.34)} ${n(-s / 2)}Q${n(s * 0.4)} 0 ${n(s * 0.24)} ${n(s / 2)}L${n(-s * 0.24)} ${n(s / 2)}Q${n(-s * 0.4)} 0 ${n(-s * 0.34)} ${n(-s / 2)}Z`,
    warm,
  );
  return (
    circle(0, 0, s * 1.6, halo) + body + circle(0, s * 0.38, s * 0.12, mix(warm, '#ffffff', 0.6))
  );
}

/** A hand lantern hanging at (0, 0) from its handle. */
export function handLantern(size: number, color: string, warm: string, halo: string): string {
  const s = size;
  return (
    circle(0, s * 0.7, s * 2.6, halo) +
    path(
      `M${n(-s * 0.22)} ${n(s * 0.05)}Q0 ${n(-s * 0.3)} ${n(s * 0.22)} ${n(s * 0.05)}`,
      'none',
      `stroke="${color}" stroke-width="${n(s * 0.07)}"`,
    ) +
    path(
      `M${n(-s * 0.3)} ${n(s * 0.2)}h${n(s * 0.6)}l${n(-s * 0.08)} ${n(s * 0.12)}h${n(-s * 0.44)}Z`,
      color,
    ) +
    path(
      `M${n(-s * 0.24)} ${n(s * 0.32)}h${n(s * 0.48)}l${n(-s * 0.04)} ${n(s * 0.7)}h${n(-s * 0.4)}Z`,
      warm,
    ) +
    path(`M${n(-s * 0.3)} ${n(s * 1.02)}h${n(s * 0.6)}v${n(s * 0.1)}h${n(-s * 0.6)}Z`, color)
  );
}

/** A candle standing on (0, 0) whose flame is at the top; returns the flame position. */
export function candle(
  width: number,
  height: number,
  color: string,
  flame: string,
): { markup: string; flame: readonly [number, number] } {
  const w = width;
  const top = -height;
  const drips = path(
    `M${n(-w / 2)} 0V${n(top + w * 0.2)}Q${n(-w * 0.3)} ${n(top + w * 0.5)} ${n(-w * 0.2)} ${n(top + w * 0.1)}Q0 ${n(top - w * 0.05)} ${n(w * 0.2)} ${n(top + w * 0.05)}Q${n(w * 0.35)} ${n(top + w * 0.7)} ${n(w / 2)} ${n(top + w * 0.3)}V0Z`,
    color,
  );
  const wick = line(0, top, 0, top - w * 0.15, color, w * 0.04);
  const fy = top - w * 0.55;
  const fire = path(
    `M0 ${n(fy - w * 0.45)}Q${n(w * 0.22)} ${n(fy + w * 0.05)} 0 ${n(fy + w * 0.4)}Q${n(-w * 0.22)} ${n(fy + w * 0.05)} 0 ${n(fy - w * 0.45)}Z`,
    flame,
  );
  return { markup: drips + wick + fire, flame: [0, fy] };
}
