import { clueLimits } from '@fabula/rules';
import { z } from '../zod.ts';

/**
 * A drawn clue as it travels: vector strokes on an 800 × 600 canvas, never a raster image. The
 * server checks it with `parseDrawing`, renders it (`drawingSvg`, then resvg and sharp) and
 * stores the picture; the pad draws the very same outlines while the storyteller draws.
 *
 * Limits (`clueLimits` in `@fabula/rules`): at most 200 strokes, 1,000 points in a stroke,
 * 6,000 points in all, and 64 KiB of JSON; every coordinate a whole number on the canvas.
 */

/** The pad's colours, by name (the name is what a screen reader says and the catalogue keys). */
export const drawingColours = [
  { name: 'ink', hex: '#1f1d2b' },
  { name: 'red', hex: '#d8342c' },
  { name: 'orange', hex: '#ee8a1a' },
  { name: 'green', hex: '#2f9a4a' },
  { name: 'blue', hex: '#2566d0' },
  { name: 'purple', hex: '#8a45b5' },
] as const;

/** The pen's sizes (stroke diameter in canvas units), thin to thick. */
export const drawingSizes = [
  { name: 'thin', size: 7 },
  { name: 'medium', size: 16 },
  { name: 'thick', size: 34 },
] as const;

/** The paper the strokes lie on. */
export const drawingPaper = '#fffaf0';

/** Why a drawing was refused (`details.reason` of a `drawing_invalid` error). */
export type DrawingProblem =
  | 'bad_shape'
  | 'empty'
  | 'not_a_number'
  | 'out_of_bounds'
  | 'too_many_strokes'
  | 'too_many_points'
  | 'too_large';

interface ProblemParams {
  readonly reason: DrawingProblem;
}
const because = (reason: DrawingProblem): { params: ProblemParams } => ({ params: { reason } });

const strokeSchema = z.strictObject({
  /** Index into `drawingColours`. */
  colour: z.int().check(z.minimum(0), z.maximum(drawingColours.length - 1)),
  /** Index into `drawingSizes`. */
  size: z.int().check(z.minimum(0), z.maximum(drawingSizes.length - 1)),
  /** x0, y0, x1, y1, …: whole numbers, x in 0–800, y in 0–600. One point draws a dot. */
  points: z.array(z.unknown()),
});

/**
 * A drawing: its strokes in the order they were drawn.
 *
 * @example
 * drawingSchema.parse({ strokes: [{ colour: 0, size: 1, points: [100, 100, 220, 140, 300, 260] }] });
 */
export const drawingSchema = z
  .strictObject({
    strokes: z.array(strokeSchema),
  })
  .check(
    z.superRefine((drawing, ctx) => {
      const problem = problemOf(drawing.strokes);
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', message: problem.message, ...because(problem.reason) });
      }
    }),
  );

/** The first way the strokes break the limits, or null. */
function problemOf(
  strokes: readonly { readonly points: readonly unknown[] }[],
): { reason: DrawingProblem; message: string } | null {
  const refuse = (reason: DrawingProblem, message: string) => ({ reason, message });
  if (strokes.length === 0) return refuse('empty', 'The drawing is empty.');
  if (strokes.length > clueLimits.drawingStrokes) {
    return refuse(
      'too_many_strokes',
      `A drawing has at most ${clueLimits.drawingStrokes} strokes; this one has ${strokes.length}.`,
    );
  }
  let total = 0;
  for (const stroke of strokes) {
    const { points } = stroke;
    if (points.length < 2 || points.length % 2 !== 0) {
      return refuse('bad_shape', 'A stroke is points, each an x and a y.');
    }
    if (points.length > 2 * clueLimits.drawingStrokePoints) {
      return refuse(
        'too_many_points',
        `A stroke has at most ${clueLimits.drawingStrokePoints} points; this one has ${points.length / 2}.`,
      );
    }
    total += points.length / 2;
    for (let i = 0; i < points.length; i++) {
      const v = points[i];
      if (typeof v !== 'number' || !Number.isInteger(v)) {
        return refuse('not_a_number', 'A coordinate is a whole number.');
      }
      const max = i % 2 === 0 ? clueLimits.drawingWidth : clueLimits.drawingHeight;
      if (v < 0 || v > max) {
        return refuse(
          'out_of_bounds',
          `A point lies on the ${clueLimits.drawingWidth} × ${clueLimits.drawingHeight} canvas.`,
        );
      }
    }
  }
  if (total > clueLimits.drawingPoints) {
    return refuse(
      'too_many_points',
      `A drawing has at most ${clueLimits.drawingPoints} points; this one has ${total}.`,
    );
  }
  return null;
}

export interface DrawnStroke {
  readonly colour: number;
  readonly size: number;
  readonly points: readonly number[];
}
export interface Drawing {
  readonly strokes: readonly DrawnStroke[];
}

export type DrawingCheck =
  | { readonly ok: true; readonly drawing: Drawing }
  | { readonly ok: false; readonly reason: DrawingProblem; readonly message: string };

/**
 * Checks a drawing as received (already decoded JSON, at most `clueLimits.drawingBytes` of it).
 * Never throws.
 *
 * @example
 * const checked = parseDrawing(body);
 * if (!checked.ok) refuse('drawing_invalid', checked.message, { reason: checked.reason });
 */
export function parseDrawing(value: unknown): DrawingCheck {
  const parsed = drawingSchema.safeParse(value);
  if (parsed.success) return { ok: true, drawing: parsed.data as Drawing };
  const issue = parsed.error.issues[0];
  const params = (issue as { params?: Partial<ProblemParams> } | undefined)?.params;
  const reason = params?.reason ?? 'bad_shape';
  return { ok: false, reason, message: issue?.message ?? 'Not a drawing.' };
}
