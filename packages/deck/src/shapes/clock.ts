import { circle, line, n } from '../svg.ts';

/** A round clock face centred on (0, 0) with a rim, hour ticks and two hands. */
export function clock(
  radius: number,
  face: string,
  ink: string,
  hour: number,
  minute: number,
): string {
  const r = radius;
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const inner = i % 3 === 0 ? r * 0.72 : r * 0.8;
    ticks.push(
      `M${n(Math.sin(a) * inner)} ${n(-Math.cos(a) * inner)}L${n(Math.sin(a) * r * 0.88)} ${n(-Math.cos(a) * r * 0.88)}`,
    );
  }
  const ha = (hour / 12) * Math.PI * 2;
  const ma = (minute / 60) * Math.PI * 2;
  return (
    circle(0, 0, r * 1.08, ink) +
    circle(0, 0, r, face) +
    `<path d="${ticks.join('')}" stroke="${ink}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
    line(0, 0, Math.sin(ha) * r * 0.5, -Math.cos(ha) * r * 0.5, ink, r * 0.07) +
    line(0, 0, Math.sin(ma) * r * 0.75, -Math.cos(ma) * r * 0.75, ink, r * 0.04) +
    circle(0, 0, r * 0.07, ink)
  );
}
