import type { Drawing, DrawnStroke } from '@fabula/protocol/drawing';

/** A stroke through `n` points of a curve `f(t)`, t in 0…1, rounded onto the canvas. */
function curve(n: number, colour: number, size: number, f: (t: number) => [number, number]) {
  const points: number[] = [];
  for (let i = 0; i < n; i++) {
    const [x, y] = f(i / (n - 1));
    points.push(
      Math.round(Math.min(800, Math.max(0, x))),
      Math.round(Math.min(600, Math.max(0, y))),
    );
  }
  return { colour, size, points } satisfies DrawnStroke;
}

/**
 * What a storyteller draws on a phone in half a minute: a sun with rays, a hill, a little house,
 * a boat on three waves and a bird — 22 strokes, about 900 points, as a pad samples a finger.
 */
export function typicalDrawing(): Drawing {
  const strokes: DrawnStroke[] = [];
  strokes.push(
    curve(60, 2, 1, (t) => [
      620 + 60 * Math.cos(t * 2 * Math.PI),
      120 + 60 * Math.sin(t * 2 * Math.PI),
    ]),
  );
  for (let r = 0; r < 8; r++) {
    const a = (r / 8) * 2 * Math.PI;
    strokes.push(
      curve(12, 2, 0, (t) => [
        620 + (80 + 40 * t) * Math.cos(a),
        120 + (80 + 40 * t) * Math.sin(a),
      ]),
    );
  }
  strokes.push(curve(120, 3, 2, (t) => [t * 800, 420 - 90 * Math.sin(t * Math.PI)]));
  strokes.push(curve(40, 0, 1, (t) => [150 + 100 * t, 330]));
  strokes.push(curve(40, 0, 1, (t) => [150, 330 - 80 * t]));
  strokes.push(curve(40, 0, 1, (t) => [250, 330 - 80 * t]));
  strokes.push(curve(50, 1, 1, (t) => [140 + 120 * t, 250 - 70 * (1 - Math.abs(2 * t - 1))]));
  for (let w = 0; w < 3; w++) {
    strokes.push(curve(90, 4, 1, (t) => [40 + t * 720, 520 + w * 25 + 10 * Math.sin(t * 18)]));
  }
  strokes.push(curve(50, 5, 1, (t) => [420 + 160 * t, 470 + 30 * Math.sin(t * Math.PI)]));
  strokes.push(curve(30, 5, 1, (t) => [500, 470 - 110 * t]));
  strokes.push(curve(30, 1, 0, (t) => [500 + 60 * (1 - t), 360 + 80 * t]));
  strokes.push(curve(25, 0, 0, (t) => [300 + 40 * t, 120 + 20 * Math.sin(t * Math.PI * 2)]));
  return { strokes };
}
