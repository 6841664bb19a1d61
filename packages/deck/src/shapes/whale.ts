import { n, path } from '../svg.ts';

/**
 * A whale centred on (0, 0), facing right, `length` long. Drawn from a hand-tuned outline in unit
 * coordinates (nose at x = 0.5, flukes at x = -0.62).
 */
export function whale(length: number, color: string, groove?: string): string {
  const L = length;
  const p = (x: number, y: number): string => `${n(x * L)} ${n(y * L)}`;
  const body =
    `M${p(0.5, 0)}C${p(0.49, -0.15)} ${p(0.27, -0.21)} ${p(0.05, -0.19)}` +
    `C${p(-0.15, -0.17)} ${p(-0.32, -0.09)} ${p(-0.43, -0.05)}` +
    `C${p(-0.48, -0.09)} ${p(-0.53, -0.17)} ${p(-0.62, -0.2)}` +
    `C${p(-0.6, -0.11)} ${p(-0.55, -0.04)} ${p(-0.51, -0.015)}` +
    `C${p(-0.55, 0.02)} ${p(-0.6, 0.07)} ${p(-0.65, 0.09)}` +
    `C${p(-0.55, 0.09)} ${p(-0.47, 0.05)} ${p(-0.42, 0.02)}` +
    `C${p(-0.3, 0.08)} ${p(-0.1, 0.16)} ${p(0.1, 0.16)}` +
    `C${p(0.3, 0.16)} ${p(0.47, 0.1)} ${p(0.5, 0)}Z` +
    `M${p(0.16, 0.1)}C${p(0.08, 0.2)} ${p(0.0, 0.28)} ${p(-0.09, 0.31)}C${p(-0.03, 0.22)} ${p(0.03, 0.15)} ${p(0.04, 0.12)}Z`;
  let markup = path(body, color);
  if (groove !== undefined) {
    const lines: string[] = [];
    for (let i = 0; i < 4; i++) {
      const y = 0.07 + i * 0.02;
      lines.push(
        `M${p(0.42 - i * 0.04, y)}Q${p(0.2, y + 0.035)} ${p(-0.02 - i * 0.03, y + 0.025)}`,
      );
    }
    markup += `<path d="${lines.join('')}" stroke="${groove}" stroke-width="${n(L * 0.006)}" fill="none" opacity=".45"/>`;
  }
  return markup;
}
