import type { Canvas } from '../canvas.ts';
import { paintMirrorWater } from './water.ts';

/**
 * Draw everything above the waterline, then mirror it into still water below. `draw` paints the
 * world (sky, far land, subject); the same markup is reused upside down for the reflection.
 */
export function withMirror(
  c: Canvas,
  waterY: number,
  lightX: number | undefined,
  draw: () => void,
): void {
  const world = c.capture(draw);
  c.add(world);
  paintMirrorWater(c, waterY, world, lightX);
}
