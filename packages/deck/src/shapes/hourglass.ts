import { mix } from '../color.ts';
import { n, path } from '../svg.ts';

/** An hourglass standing on (0, 0), `height` tall: wooden frame, glass bulbs, falling sand. */
export function hourglass(height: number, frame: string, glass: string, sand: string): string {
  const h = height;
  const w = h * 0.5;
  const plate = h * 0.06;
  const top = -h;
  const bulbs =
    `M${n(-w * 0.42)} ${n(top + plate)}C${n(-w * 0.45)} ${n(top + h * 0.35)} ${n(-w * 0.05)} ${n(-h * 0.52)} ${n(-w * 0.05)} ${n(-h / 2)}` +
    `C${n(-w * 0.05)} ${n(-h * 0.48)} ${n(-w * 0.45)} ${n(-h * 0.35)} ${n(-w * 0.42)} ${n(-plate)}` +
    `H${n(w * 0.42)}C${n(w * 0.45)} ${n(-h * 0.35)} ${n(w * 0.05)} ${n(-h * 0.48)} ${n(w * 0.05)} ${n(-h / 2)}` +
    `C${n(w * 0.05)} ${n(-h * 0.52)} ${n(w * 0.45)} ${n(top + h * 0.35)} ${n(w * 0.42)} ${n(top + plate)}Z`;
  const sandPile = `M${n(-w * 0.4)} ${n(-plate)}Q0 ${n(-h * 0.3)} ${n(w * 0.4)} ${n(-plate)}Z`;
  const sandTop = `M${n(-w * 0.3)} ${n(top + h * 0.3)}Q0 ${n(top + h * 0.36)} ${n(w * 0.3)} ${n(top + h * 0.3)}C${n(w * 0.2)} ${n(-h * 0.56)} ${n(w * 0.04)} ${n(-h * 0.52)} 0 ${n(-h / 2)}C${n(-w * 0.04)} ${n(-h * 0.52)} ${n(-w * 0.2)} ${n(-h * 0.56)} ${n(-w * 0.3)} ${n(top + h * 0.3)}Z`;
  const plates = `M${n(-w / 2)} ${n(top)}h${n(w)}v${n(plate)}h${n(-w)}ZM${n(-w / 2)} 0h${n(w)}v${n(-plate)}h${n(-w)}Z`;
  const posts = `M${n(-w * 0.46)} ${n(top + plate)}h${n(w * 0.06)}v${n(h - 2 * plate)}h${n(-w * 0.06)}ZM${n(w * 0.4)} ${n(top + plate)}h${n(w * 0.06)}v${n(h - 2 * plate)}h${n(-w * 0.06)}Z`;
  return (
    path(bulbs, glass, 'opacity=".55"') +
    path(sandTop + sandPile, sand) +
    `<path d="M0 ${n(-h / 2)}V${n(-h * 0.22)}" stroke="${sand}" stroke-width="${n(h * 0.008)}"/>` +
    path(
      bulbs,
      'none',
      `stroke="${mix(glass, '#ffffff', 0.4)}" stroke-width="${n(h * 0.008)}" opacity=".6"`,
    ) +
    path(plates + posts, frame)
  );
}
