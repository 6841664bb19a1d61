import { type Canvas, HEIGHT, WIDTH } from '../canvas.ts';
import { rect } from '../svg.ts';

/**
 * The last layer of every card: a soft vignette that pulls the eye to the middle and gives the
 * deck its shared, slightly old-photograph look.
 */
export function paintVignette(c: Canvas): void {
  const fill = c.radial(
    [
      [0.45, c.palette.ink, 0],
      [1, c.palette.ink, 0.55],
    ],
    WIDTH / 2,
    HEIGHT * 0.46,
    HEIGHT * 0.62,
  );
  c.add(rect(0, 0, WIDTH, HEIGHT, fill));
}
