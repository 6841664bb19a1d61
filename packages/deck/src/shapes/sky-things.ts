import { circle, line, n, path } from '../svg.ts';

/** A hot-air balloon centred on its envelope, `size` tall overall, basket hanging below. */
export function hotAirBalloon(size: number, color: string, stripe: string): string {
  const s = size;
  const r = s * 0.36;
  const envelope = `M0 ${n(s * 0.2)}C${n(-r * 0.5)} ${n(s * 0.05)} ${n(-r * 1.1)} ${n(-r * 0.2)} ${n(-r)} ${n(-r * 0.9)}C${n(-r * 0.9)} ${n(-r * 1.7)} ${n(r * 0.9)} ${n(-r * 1.7)} ${n(r)} ${n(-r * 0.9)}C${n(r * 1.1)} ${n(-r * 0.2)} ${n(r * 0.5)} ${n(s * 0.05)} 0 ${n(s * 0.2)}Z`;
  const gore = `M0 ${n(s * 0.2)}C${n(-r * 0.3)} ${n(0)} ${n(-r * 0.45)} ${n(-r)} 0 ${n(-r * 1.5)}C${n(r * 0.45)} ${n(-r)} ${n(r * 0.3)} 0 0 ${n(s * 0.2)}Z`;
  const basketY = s * 0.42;
  return (
    path(envelope, color) +
    path(gore, stripe, 'opacity=".35"') +
    `<path d="M${n(-s * 0.08)} ${n(s * 0.22)}L${n(-s * 0.06)} ${n(basketY)}M${n(s * 0.08)} ${n(s * 0.22)}L${n(s * 0.06)} ${n(basketY)}" stroke="${color}" stroke-width="${n(s * 0.01)}"/>` +
    path(
      `M${n(-s * 0.07)} ${n(basketY)}h${n(s * 0.14)}l${n(-s * 0.015)} ${n(s * 0.08)}h${n(-s * 0.11)}Z`,
      color,
    )
  );
}

/** A diamond kite centred on (0, 0) with a ribbon tail; returns where the string attaches. */
export function kite(
  size: number,
  color: string,
): { markup: string; anchor: readonly [number, number] } {
  const s = size;
  const body = path(
    `M0 ${n(-s / 2)}L${n(s * 0.32)} ${n(-s * 0.05)}L0 ${n(s / 2)}L${n(-s * 0.32)} ${n(-s * 0.05)}Z`,
    color,
  );
  const tail = `<path d="M0 ${n(s / 2)}q${n(s * 0.2)} ${n(s * 0.3)} 0 ${n(s * 0.6)}t0 ${n(s * 0.6)}" stroke="${color}" stroke-width="${n(s * 0.03)}" fill="none"/>`;
  const bows = [0.75, 1.05, 1.35]
    .map((t) =>
      path(
        `M${n(-s * 0.07)} ${n(s * t - s * 0.05)}L${n(s * 0.07)} ${n(s * t + s * 0.05)}L${n(s * 0.07)} ${n(s * t - s * 0.05)}L${n(-s * 0.07)} ${n(s * t + s * 0.05)}Z`,
        color,
      ),
    )
    .join('');
  return { markup: body + tail + bows, anchor: [0, s * 0.15] };
}

/** An open umbrella held at (0, 0) by its handle; canopy above. */
export function umbrella(size: number, color: string): string {
  const s = size;
  const top = -s;
  const r = s * 0.55;
  const canopy = `M${n(-r)} ${n(top + s * 0.3)}Q${n(-r)} ${n(top - s * 0.05)} 0 ${n(top - s * 0.05)}Q${n(r)} ${n(top - s * 0.05)} ${n(r)} ${n(top + s * 0.3)}Q${n(r * 0.66)} ${n(top + s * 0.22)} ${n(r / 3)} ${n(top + s * 0.3)}Q0 ${n(top + s * 0.22)} ${n(-r / 3)} ${n(top + s * 0.3)}Q${n(-r * 0.66)} ${n(top + s * 0.22)} ${n(-r)} ${n(top + s * 0.3)}Z`;
  return (
    path(canopy, color) +
    line(0, top - s * 0.05, 0, 0, color, s * 0.035) +
    path(
      `M0 0q0 ${n(s * 0.08)} ${n(-s * 0.08)} ${n(s * 0.08)}`,
      'none',
      `stroke="${color}" stroke-width="${n(s * 0.035)}" stroke-linecap="round"`,
    )
  );
}

/** A ringed planet centred on (0, 0), the ring passing in front of its lower half. */
export function ringedPlanet(radius: number, body: string, ring: string, tilt: number): string {
  const r = radius;
  const ringBack = `<ellipse cx="0" cy="0" rx="${n(r * 1.9)}" ry="${n(r * 0.42)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.12)}" opacity=".7"/>`;
  const front = `<path d="M${n(-r * 1.9)} 0A${n(r * 1.9)} ${n(r * 0.42)} 0 0 0 ${n(r * 1.9)} 0" fill="none" stroke="${ring}" stroke-width="${n(r * 0.12)}" opacity=".9"/>`;
  return `<g transform="rotate(${n(tilt)})">${ringBack}${circle(0, 0, r, body)}${front}</g>`;
}
