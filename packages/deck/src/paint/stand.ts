import type { Canvas } from '../canvas.ts';
import { type FigureOptions, figure } from '../shapes/figure.ts';
import { place } from '../svg.ts';
import type { Ridge } from './ridge.ts';

/**
 * Stand a figure on the ground at x. `sink` pushes it slightly below the ridge line, which reads as
 * standing in front of it (nearer the viewer) rather than balancing on the edge.
 */
export function standFigure(
  c: Canvas,
  ground: Ridge,
  x: number,
  options: FigureOptions,
  sink = 3,
): readonly [number, number] {
  const person = figure(options);
  const y = ground.yAt(x) + sink;
  c.add(place(person.markup, x, y));
  return [x + person.hand[0], y + person.hand[1]];
}
