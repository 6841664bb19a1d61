import { line, n, path } from '../svg.ts';

/**
 * A small sailing boat with its waterline at (0, 0), bow to the right, `length` long. Without a
 * sail it is a rowing boat.
 */
export function boat(length: number, color: string, sail: boolean, sailColor = color): string {
  const L = length;
  const p = (x: number, y: number): string => `${n(x * L)} ${n(y * L)}`;
  const hull = path(
    `M${p(-0.5, -0.11)}L${p(0.52, -0.15)}C${p(0.44, -0.02)} ${p(0.32, 0.05)} ${p(0.12, 0.05)}L${p(-0.3, 0.05)}C${p(-0.42, 0.05)} ${p(-0.48, 0)} ${p(-0.5, -0.11)}Z`,
    color,
  );
  if (!sail) return hull;
  return (
    hull +
    line(0, -0.12 * L, 0, -0.95 * L, color, L * 0.022) +
    path(`M${p(0.03, -0.9)}Q${p(0.22, -0.5)} ${p(0.44, -0.2)}L${p(0.03, -0.19)}Z`, sailColor) +
    path(`M${p(-0.03, -0.78)}Q${p(-0.2, -0.45)} ${p(-0.36, -0.2)}L${p(-0.03, -0.19)}Z`, sailColor)
  );
}

/** A folded paper boat, waterline at (0, 0). */
export function paperBoat(length: number, color: string, shade: string): string {
  const L = length;
  const p = (x: number, y: number): string => `${n(x * L)} ${n(y * L)}`;
  return (
    path(`M${p(-0.5, -0.22)}L${p(0.5, -0.22)}L${p(0.34, 0.02)}L${p(-0.34, 0.02)}Z`, shade) +
    path(`M${p(-0.3, -0.22)}L${p(0, -0.62)}L${p(0.3, -0.22)}Z`, color) +
    path(
      `M${p(-0.5, -0.22)}L${p(-0.3, -0.22)}L${p(0, -0.62)}L${p(-0.12, -0.22)}Z`,
      shade,
      'opacity=".6"',
    )
  );
}
