import { n, path } from '../svg.ts';

/** A teapot with its base at (0, 0), spout to the right, body `width` wide. Returns the lid top. */
export function teapot(width: number, color: string): { markup: string; lidTop: number } {
  const w = width;
  const p = (x: number, y: number): string => `${n(x * w)} ${n(y * w)}`;
  const body =
    `M${p(-0.32, 0)}C${p(-0.55, -0.12)} ${p(-0.55, -0.5)} ${p(-0.22, -0.6)}L${p(0.22, -0.6)}C${p(0.55, -0.5)} ${p(0.55, -0.12)} ${p(0.32, 0)}Z` +
    `M${p(-0.2, -0.6)}C${p(-0.18, -0.72)} ${p(0.18, -0.72)} ${p(0.2, -0.6)}Z` +
    `M${p(-0.04, -0.69)}a${n(w * 0.05)} ${n(w * 0.05)} 0 1 0 ${n(w * 0.08)} 0a${n(w * 0.05)} ${n(w * 0.05)} 0 1 0 ${n(-w * 0.08)} 0Z` +
    `M${p(0.4, -0.22)}C${p(0.55, -0.25)} ${p(0.6, -0.45)} ${p(0.72, -0.56)}L${p(0.76, -0.52)}C${p(0.66, -0.4)} ${p(0.62, -0.2)} ${p(0.42, -0.1)}Z` +
    `M${p(-0.42, -0.45)}C${p(-0.72, -0.5)} ${p(-0.72, -0.12)} ${p(-0.42, -0.15)}L${p(-0.42, -0.22)}C${p(-0.6, -0.22)} ${p(-0.6, -0.42)} ${p(-0.42, -0.38)}Z`;
  return { markup: path(body, color), lidTop: -0.72 * w };
}
