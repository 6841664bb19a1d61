import { group } from '../../ir.ts';
import type { Figure } from '../../kit/figure.ts';
import { stool } from '../../kit/things.ts';
import type { Actor } from '../cast.ts';

/**
 * A figure posed with `legs: 'sit'` as an actor at x = 0 facing +x, seated on the kit's stool
 * sized to its hip (its hands left out, to be drawn over what they hold).
 */
export function onStool(fig: Figure, scale: number, wood: string): Actor {
  const seat = -fig.skeleton.hip[1] - 2 / scale;
  return {
    fig: { ...fig, hands: [] },
    x: 0,
    facing: 1,
    scale,
    under: [group(stool(wood, seat).nodes)],
  };
}
