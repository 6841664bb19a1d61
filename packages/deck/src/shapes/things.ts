import { mix } from '../color.ts';
import { circle, line, n, path, rect } from '../svg.ts';

/** A domed birdcage hanging from (0, 0) by its ring; the cage body is `size` tall. */
export function birdcage(
  size: number,
  color: string,
): { markup: string; centre: readonly [number, number] } {
  const s = size;
  const w = s * 0.36;
  const top = s * 0.18;
  const bottom = s * 1.05;
  const bars: string[] = [];
  for (let i = 0; i <= 6; i++) {
    const x = -w + (2 * w * i) / 6;
    bars.push(`M${n(x)} ${n(bottom)}V${n(top + s * 0.28)}Q${n(x * 0.9)} ${n(top)} 0 ${n(top)}`);
  }
  return {
    markup:
      circle(0, s * 0.07, s * 0.06, 'none', `stroke="${color}" stroke-width="${n(s * 0.025)}"`) +
      line(0, s * 0.12, 0, top, color, s * 0.03) +
      `<path d="${bars.join('')}" stroke="${color}" stroke-width="${n(s * 0.02)}" fill="none"/>` +
      rect(-w * 1.08, bottom - s * 0.02, w * 2.16, s * 0.07, color) +
      rect(-w, top + s * 0.45, w * 2, s * 0.025, color),
    centre: [0, (top + bottom) / 2 + s * 0.08],
  };
}

/** A corked bottle lying or standing; standing on (0, 0). Returns the inner clip path. */
export function bottle(
  height: number,
  glass: string,
  rim: string,
): { back: string; front: string; inside: string } {
  const h = height;
  const w = h * 0.38;
  const neck = w * 0.32;
  const outline = `M${n(-w / 2)} ${n(-h * 0.06)}Q${n(-w / 2)} 0 ${n(-w * 0.38)} 0H${n(w * 0.38)}Q${n(w / 2)} 0 ${n(w / 2)} ${n(-h * 0.06)}V${n(-h * 0.58)}Q${n(w / 2)} ${n(-h * 0.72)} ${n(neck / 2)} ${n(-h * 0.8)}V${n(-h * 0.94)}H${n(-neck / 2)}V${n(-h * 0.8)}Q${n(-w / 2)} ${n(-h * 0.72)} ${n(-w / 2)} ${n(-h * 0.58)}Z`;
  const cork = rect(-neck * 0.45, -h, neck * 0.9, h * 0.09, rim);
  const shine = `<path d="M${n(-w * 0.34)} ${n(-h * 0.1)}V${n(-h * 0.55)}" stroke="${mix(glass, '#ffffff', 0.7)}" stroke-width="${n(w * 0.05)}" stroke-linecap="round" opacity=".5"/>`;
  return {
    back: path(outline, glass, 'opacity=".35"'),
    front:
      path(outline, 'none', `stroke="${rim}" stroke-width="${n(h * 0.012)}" opacity=".8"`) +
      shine +
      cork,
    inside: outline,
  };
}

/** An open book lying on (0, 0), pages fanned, `width` wide. */
export function openBook(width: number, cover: string, page: string): string {
  const w = width / 2;
  const h = width * 0.12;
  return (
    path(
      `M${n(-w)} 0Q${n(-w * 0.5)} ${n(-h * 0.3)} 0 ${n(h * 0.15)}Q${n(w * 0.5)} ${n(-h * 0.3)} ${n(w)} 0L${n(w)} ${n(h * 0.25)}Q${n(w * 0.5)} ${n(-h * 0.05)} 0 ${n(h * 0.4)}Q${n(-w * 0.5)} ${n(-h * 0.05)} ${n(-w)} ${n(h * 0.25)}Z`,
      cover,
    ) +
    path(
      `M${n(-w * 0.95)} ${n(-h * 0.05)}Q${n(-w * 0.5)} ${n(-h * 1.4)} 0 ${n(h * 0.1)}Q${n(w * 0.5)} ${n(-h * 1.4)} ${n(w * 0.95)} ${n(-h * 0.05)}Q${n(w * 0.5)} ${n(-h * 0.4)} 0 ${n(h * 0.15)}Q${n(-w * 0.5)} ${n(-h * 0.4)} ${n(-w * 0.95)} ${n(-h * 0.05)}Z`,
      page,
    )
  );
}

/** A giant mushroom standing on (0, 0) with a glowing underside. */
export function mushroom(height: number, color: string, gill: string, lean: number): string {
  const h = height;
  const capW = h * 0.62;
  const topX = lean * h * 0.15;
  const stem = path(
    `M${n(-h * 0.07)} 0Q${n(topX * 0.3 - h * 0.05)} ${n(-h * 0.5)} ${n(topX - h * 0.05)} ${n(-h * 0.82)}H${n(topX + h * 0.05)}Q${n(topX * 0.3 + h * 0.06)} ${n(-h * 0.5)} ${n(h * 0.08)} 0Z`,
    color,
  );
  const capY = -h * 0.8;
  const cap = path(
    `M${n(topX - capW)} ${n(capY)}Q${n(topX - capW * 0.9)} ${n(capY - h * 0.42)} ${n(topX)} ${n(capY - h * 0.42)}Q${n(topX + capW * 0.9)} ${n(capY - h * 0.42)} ${n(topX + capW)} ${n(capY)}Q${n(topX)} ${n(capY - h * 0.06)} ${n(topX - capW)} ${n(capY)}Z`,
    color,
  );
  const gills = path(
    `M${n(topX - capW * 0.92)} ${n(capY)}Q${n(topX)} ${n(capY - h * 0.05)} ${n(topX + capW * 0.92)} ${n(capY)}Q${n(topX)} ${n(capY + h * 0.05)} ${n(topX - capW * 0.92)} ${n(capY)}Z`,
    gill,
    'opacity=".8"',
  );
  return stem + cap + gills;
}

/** A sitting cat seen from behind, bottom centre at (0, 0), `height` tall, tail curled right. */
export function cat(height: number, color: string): string {
  const h = height;
  const p = (x: number, y: number): string => `${n(x * h)} ${n(y * h)}`;
  return path(
    `M${p(-0.28, 0)}C${p(-0.34, -0.3)} ${p(-0.26, -0.55)} ${p(-0.14, -0.64)}C${p(-0.2, -0.72)} ${p(-0.2, -0.82)} ${p(-0.16, -0.9)}L${p(-0.17, -1)}L${p(-0.08, -0.93)}C${p(-0.03, -0.95)} ${p(0.03, -0.95)} ${p(0.08, -0.93)}L${p(0.17, -1)}L${p(0.16, -0.9)}C${p(0.2, -0.82)} ${p(0.2, -0.72)} ${p(0.14, -0.64)}C${p(0.26, -0.55)} ${p(0.34, -0.3)} ${p(0.28, 0)}Z` +
      `M${p(0.22, -0.02)}C${p(0.45, 0)} ${p(0.6, -0.05)} ${p(0.58, -0.22)}C${p(0.57, -0.3)} ${p(0.5, -0.3)} ${p(0.5, -0.24)}C${p(0.52, -0.12)} ${p(0.4, -0.08)} ${p(0.22, -0.08)}Z`,
    color,
  );
}

/** An empty wooden chair standing on (0, 0), seen in three-quarter profile. */
export function chair(height: number, color: string): string {
  const h = height;
  const leg = h * 0.045;
  const seatY = -h * 0.48;
  return (
    line(-h * 0.2, 0, -h * 0.2, seatY, color, leg) +
    line(h * 0.18, 0, h * 0.18, seatY, color, leg) +
    line(-h * 0.12, -h * 0.04, -h * 0.12, seatY, color, leg * 0.8) +
    line(h * 0.24, -h * 0.04, h * 0.24, seatY, color, leg * 0.8) +
    path(
      `M${n(-h * 0.24)} ${n(seatY)}h${n(h * 0.52)}l${n(-h * 0.04)} ${n(h * 0.05)}h${n(-h * 0.48)}Z`,
      color,
    ) +
    line(-h * 0.2, seatY, -h * 0.22, -h, color, leg) +
    line(h * 0.18, seatY, h * 0.16, -h, color, leg) +
    `<path d="M${n(-h * 0.22)} ${n(-h * 0.92)}L${n(h * 0.16)} ${n(-h * 0.92)}M${n(-h * 0.21)} ${n(-h * 0.78)}L${n(h * 0.17)} ${n(-h * 0.78)}" stroke="${color}" stroke-width="${n(leg * 1.4)}"/>`
  );
}

/** A stone well standing on (0, 0) with a little roof; returns the mouth of the well. */
export function well(width: number, color: string): { markup: string; mouthY: number } {
  const w = width / 2;
  const wallH = width * 0.42;
  const roofY = -width * 1.2;
  return {
    markup:
      path(`M${n(-w)} 0V${n(-wallH)}H${n(w)}V0Z`, color) +
      line(-w * 0.8, -wallH, -w * 0.8, roofY, color, width * 0.05) +
      line(w * 0.8, -wallH, w * 0.8, roofY, color, width * 0.05) +
      path(
        `M${n(-w * 1.2)} ${n(roofY + width * 0.05)}L0 ${n(roofY - width * 0.3)}L${n(w * 1.2)} ${n(roofY + width * 0.05)}Z`,
        color,
      ) +
      line(-w * 0.8, roofY + width * 0.22, w * 0.8, roofY + width * 0.22, color, width * 0.03),
    mouthY: -wallH,
  };
}
