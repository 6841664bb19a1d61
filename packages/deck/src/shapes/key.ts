import { n, path } from '../svg.ts';

/** An old-fashioned key centred on (0, 0), pointing down, `size` long. */
export function key(size: number, color: string): string {
  const s = size;
  const r = s * 0.2;
  const bowY = -s / 2 + r;
  const hole = r * 0.5;
  const bow =
    `M${n(-r)} ${n(bowY)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z` +
    `M${n(-hole)} ${n(bowY)}a${n(hole)} ${n(hole)} 0 1 0 ${n(2 * hole)} 0a${n(hole)} ${n(hole)} 0 1 0 ${n(-2 * hole)} 0Z`;
  const shaftW = s * 0.07;
  const shaft = `M${n(-shaftW / 2)} ${n(bowY + r * 0.9)}V${n(s / 2)}H${n(shaftW / 2)}V${n(bowY + r * 0.9)}Z`;
  const bit = `M${n(shaftW / 2)} ${n(s * 0.28)}h${n(s * 0.16)}v${n(s * 0.06)}h${n(-s * 0.06)}v${n(s * 0.04)}h${n(s * 0.06)}v${n(s * 0.08)}H${n(shaftW / 2)}Z`;
  const collar = `M${n(-s * 0.07)} ${n(bowY + r * 1.05)}h${n(s * 0.14)}v${n(s * 0.04)}h${n(-s * 0.14)}Z`;
  return path(bow + shaft + bit + collar, color, 'fill-rule="evenodd"');
}
