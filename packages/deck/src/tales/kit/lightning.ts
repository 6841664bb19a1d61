import { poly, type Point } from '../geom.ts';
import { fill, type Node } from '../ir.ts';

/**
 * A bolt of lightning, the one the deck draws wherever a storm strikes (a storm in a bath, on a
 * plate, a storm cloud fed with a spoon or given a haircut): the classic zigzag — down and to
 * the left, a step back right, down to a sharp tip — `h` tall from its top's left corner `top`,
 * about half as wide. Bright yellow with a light ink line, so it reads on a dark cloud and on a
 * pale sky alike.
 */
export function lightningBolt(top: Point, h: number): Node {
  const shape: readonly Point[] = [
    [0, 0],
    [-0.26, 0.47],
    [-0.05, 0.47],
    [-0.32, 1],
    [0.21, 0.32],
    [0, 0.32],
    [0.21, 0],
  ];
  return fill(
    poly(shape.map(([x, y]) => [top[0] + x * h, top[1] + y * h])),
    '#ffe45a',
    'glow',
    0.4,
  );
}
