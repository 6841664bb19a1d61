/**
 * @fabula/protocol/drawing — a drawn clue: its wire schema and limits, its palette, and how its
 * strokes become ink (perfect-freehand). Its own entry point, so the client loads it with the
 * pad and the home page never does.
 */
export {
  drawingColours,
  drawingPaper,
  drawingSchema,
  drawingSizes,
  parseDrawing,
  type Drawing,
  type DrawingCheck,
  type DrawingProblem,
  type DrawnStroke,
} from './schema.ts';
export { drawingSvg, pointPairs, strokeColour, strokePath } from './outline.ts';
