import type { Rng } from '../random.ts';
import { circle, n, path } from '../svg.ts';

/** A fish centred on (0, 0), facing right, `length` long. */
export function fish(length: number, color: string): string {
  const L = length;
  const p = (x: number, y: number): string => `${n(x * L)} ${n(y * L)}`;
  return path(
    `M${p(0.5, 0)}C${p(0.35, -0.28)} ${p(-0.1, -0.3)} ${p(-0.28, 0)}L${p(-0.5, -0.2)}Q${p(-0.44, 0)} ${p(-0.5, 0.2)}L${p(-0.28, 0)}C${p(-0.1, 0.28)} ${p(0.35, 0.26)} ${p(0.5, 0)}Z` +
      `M${p(0.05, -0.2)}L${p(-0.05, -0.34)}L${p(-0.12, -0.18)}Z`,
    color,
  );
}

/** A jellyfish centred on its bell, trailing wavy tentacles; translucent and self-lit. */
export function jellyfish(rng: Rng, size: number, color: string, glow: string): string {
  const s = size;
  const bell = path(
    `M${n(-s / 2)} 0C${n(-s / 2)} ${n(-s * 0.7)} ${n(s / 2)} ${n(-s * 0.7)} ${n(s / 2)} 0Q${n(s * 0.25)} ${n(s * 0.1)} 0 ${n(s * 0.02)}Q${n(-s * 0.25)} ${n(s * 0.1)} ${n(-s / 2)} 0Z`,
    color,
    'opacity=".85"',
  );
  const tentacles: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x0 = -s * 0.38 + (i * s * 0.76) / 5;
    const len = s * rng.range(1.1, 1.9);
    const amp = s * rng.range(0.06, 0.12);
    tentacles.push(
      `M${n(x0)} ${n(s * 0.04)}C${n(x0 + amp)} ${n(len * 0.33)} ${n(x0 - amp)} ${n(len * 0.66)} ${n(x0 + amp * 0.5)} ${n(len)}`,
    );
  }
  return (
    circle(0, -s * 0.1, s * 1.4, glow) +
    `<path d="${tentacles.join('')}" stroke="${color}" stroke-width="${n(s * 0.035)}" fill="none" stroke-linecap="round" opacity=".7"/>` +
    bell
  );
}

/** A sea turtle seen from the side, centred on (0, 0), facing right; the shell top is at -0.28. */
export function turtle(length: number, color: string): string {
  const L = length;
  const p = (x: number, y: number): string => `${n(x * L)} ${n(y * L)}`;
  return path(
    `M${p(-0.38, 0.02)}C${p(-0.36, -0.24)} ${p(0.3, -0.28)} ${p(0.34, 0.02)}Z` +
      `M${p(0.3, -0.04)}C${p(0.4, -0.1)} ${p(0.5, -0.08)} ${p(0.52, -0.02)}C${p(0.5, 0.03)} ${p(0.4, 0.04)} ${p(0.32, 0.02)}Z` +
      `M${p(0.14, 0)}C${p(0.22, 0.08)} ${p(0.3, 0.16)} ${p(0.36, 0.2)}C${p(0.24, 0.2)} ${p(0.12, 0.1)} ${p(0.04, 0.02)}Z` +
      `M${p(-0.22, 0)}C${p(-0.28, 0.08)} ${p(-0.36, 0.12)} ${p(-0.42, 0.13)}C${p(-0.36, 0.05)} ${p(-0.3, 0.01)} ${p(-0.28, 0)}Z`,
    color,
  );
}
