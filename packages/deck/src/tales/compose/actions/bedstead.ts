/**
 * A wooden bed seen side-on for someone sitting up in it: the tall headboard post with its knob
 * and the pillow behind the sleeper; the mattress, side rail, head leg and foot post in front of
 * the quilt. In the units of `k` (a hundredth of a grown-up's height, or of a child's).
 */
import { circle, rect } from '../../geom.ts';
import { fill, type Color, type Node } from '../../ir.ts';
import { lighter } from '../../kit/colors.ts';
import { oval } from './close.ts';

export interface Bedstead {
  /** The headboard's x, the foot post's x and the mattress's top. */
  readonly head: number;
  readonly foot: number;
  readonly mattressY: number;
  readonly k: number;
  readonly wood: Color;
  readonly sheet: Color;
  /** How far the headboard and the foot post rise over the mattress, and the mattress's depth. */
  readonly headRise: number;
  readonly footRise: number;
  readonly mattress: number;
}

/** The headboard post and the pillow: drawn behind the one sitting up. */
export function bedBehind(b: Bedstead): Node[] {
  const { head, mattressY: y, k } = b;
  return [
    fill(
      rect(head - 6 * k, y - b.headRise * k, 7 * k, (b.headRise + 30) * k, 2.5 * k),
      b.wood,
      'wood',
    ),
    fill(circle(head - 2.5 * k, y - (b.headRise + 1) * k, 4.2 * k), b.wood, 'wood'),
    fill(
      oval(head + (b.mattress + 2) * k, y - 5 * k, (b.mattress + 3) * k, (b.mattress / 2 + 1) * k),
      lighter(b.sheet, 0.1),
      'cloth',
    ),
  ];
}

/** The mattress, the side rail, the head leg and the foot post: drawn in front of the quilt. */
export function bedFront(b: Bedstead): Node[] {
  const { head, foot, mattressY: y, k } = b;
  return [
    fill(rect(head - 2 * k, y, foot - head + 6 * k, b.mattress * k, 1.5 * k), b.sheet, 'cloth'),
    fill(rect(head - 4 * k, y + 7 * k, foot - head + 10 * k, 6 * k, 1 * k), b.wood, 'wood'),
    fill(rect(head - 4 * k, y + 10 * k, 5 * k, -y - 14 * k, 1 * k), b.wood, 'wood'),
    fill(rect(foot, y - b.footRise * k, 6 * k, (b.footRise + 30) * k, 2 * k), b.wood, 'wood'),
    fill(circle(foot + 3 * k, y - (b.footRise + 1) * k, 3.6 * k), b.wood, 'wood'),
  ];
}
