import { circle, n, path, rect } from '../svg.ts';

/** A small steam train of `cars` carriages running right, wheels on y = 0. */
export function train(cars: number, carLength: number, color: string, windowColor: string): string {
  const L = carLength;
  const h = L * 0.42;
  const parts: string[] = [];
  const windows: string[] = [];
  const wheels: string[] = [];
  for (let i = 0; i < cars; i++) {
    const x = -i * L * 1.08;
    parts.push(
      `M${n(x - L / 2)} ${n(-h * 0.15)}V${n(-h)}Q${n(x)} ${n(-h * 1.15)} ${n(x + L / 2)} ${n(-h)}V${n(-h * 0.15)}Z`,
    );
    for (let k = 0; k < 3; k++)
      windows.push(rect(x - L * 0.36 + k * L * 0.26, -h * 0.8, L * 0.18, h * 0.3, windowColor));
    wheels.push(
      circle(x - L * 0.3, -h * 0.08, h * 0.12, color),
      circle(x + L * 0.3, -h * 0.08, h * 0.12, color),
    );
  }
  const ex = L * 1.1;
  parts.push(
    `M${n(ex - L * 0.6)} ${n(-h * 0.15)}V${n(-h * 1.15)}H${n(ex - L * 0.15)}V${n(-h * 0.7)}H${n(ex + L * 0.45)}L${n(ex + L * 0.55)} ${n(-h * 0.15)}Z` +
      `M${n(ex + L * 0.2)} ${n(-h * 0.7)}V${n(-h * 1.2)}H${n(ex + L * 0.34)}V${n(-h * 0.7)}Z`,
  );
  wheels.push(
    circle(ex - L * 0.35, -h * 0.12, h * 0.16, color),
    circle(ex + L * 0.25, -h * 0.1, h * 0.13, color),
  );
  windows.push(rect(ex - L * 0.5, -h * 1.02, L * 0.2, h * 0.3, windowColor));
  return path(parts.join(''), color) + wheels.join('') + windows.join('');
}
