import type { Canvas } from './canvas.ts';
import type { Setting } from './words/settings.ts';
import type { WeightedObject, Words } from './types.ts';

/** What a template tells the metadata layer about the picture it just drew. */
export interface SceneFacts {
  /** Focal subject first. */
  readonly objects: readonly WeightedObject[];
  readonly setting: Setting;
  /** The alt text's first sentence: what is in the picture. */
  readonly description: Words;
  /** Concepts specific to this drawing (added after the template's own). */
  readonly concepts?: readonly string[];
}

/**
 * A scene template: one surreal idea, drawn with variations from the canvas's seeded RNG.
 * `concepts` are the words the idea itself evokes, strongest first.
 */
export interface Template {
  readonly id: string;
  readonly concepts: readonly string[];
  /** Palettes the idea works in (default: all). */
  readonly palettes?: readonly string[];
  draw(c: Canvas): SceneFacts;
}
