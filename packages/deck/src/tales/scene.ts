import type { Point } from './geom.ts';
import type { Node } from './ir.ts';
import type { Palette } from './palette.ts';
import type { Glow, Light } from './stage.ts';

/**
 * A composed card before it is painted: layers in card coordinates, the light, the palette.
 * A look (src/tales/looks) turns it into SVG.
 */
export interface Scene {
  readonly palette: Palette;
  readonly light: Light;
  /** Sky, walls: behind everything. */
  readonly back: readonly Node[];
  /** The setting behind the subject. */
  readonly world: readonly Node[];
  /** Shadows cast on the floor or the wall by the subject. */
  readonly shadows: readonly Node[];
  /** The characters and what they hold: the story. */
  readonly subject: readonly Node[];
  /** The setting in front of the subject. */
  readonly front: readonly Node[];
  readonly glows: readonly Glow[];
  /** Where the eye should go (card coordinates): the subject's centre. */
  readonly focus: Point;
  /** The subject's box on the card, clamped to it: [x0, y0, x1, y1] (filters on the subject stay in it). */
  readonly subjectBox: readonly [number, number, number, number];
  /**
   * The drawn box of the characters and what they hold, on the card and not clamped to it: a
   * story that runs past the card's edge reads as a mistake (the curation keeps it inside).
   */
  readonly storyBox: readonly [number, number, number, number];
  /** The share of the card the staged story (characters and what they hold) covers, 0 … 1. */
  readonly subjectArea: number;
  /** How tall the main character is drawn on the card (card units of 600): small is illegible. */
  readonly subjectHeight: number;
  /** Drawing faults the composer found (see `drawingFaults` in card.ts). */
  readonly faults: readonly string[];
  /** A number for noise seeds, so two cards do not share their grain. */
  readonly seed: number;
}
