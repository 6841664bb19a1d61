import talesData from '../data/tales.json' with { type: 'json' };
import type { Words } from '../types.ts';
import type { Recipe } from './card.ts';

/** A card of the Tales deck: its recipe and what it shows, for players, bots and screen readers. */
export interface TaleCard {
  /** `tale-001` … `tale-336`. */
  readonly id: string;
  /** The idea as one English sentence ("a girl fishes a star out of a teacup in a kitchen"). */
  readonly idea: string;
  /** The idea family: two cards of one family tell the same story. */
  readonly family: string;
  /** The look it is drawn in: gouache, ink, woodcut, collage, pastel or silhouette. */
  readonly style: string;
  /** 8–15 plain English words: things, actions, feelings, themes, stories it calls to mind. */
  readonly concepts: readonly string[];
  /** Plain English adjective. */
  readonly mood: string;
  /** Alt text in every UI language: the idea, the look and the light. */
  readonly alt: Words;
  /** What is in the picture, plain English, the focal thing first (weight 1). */
  readonly objects: readonly { readonly name: string; readonly weight: number }[];
  /** Plain English noun: where it happens. */
  readonly setting: string;
  readonly recipe: Recipe;
  /** Perceptual hash of the card (curation keeps cards apart by it). */
  readonly hash: string;
  /** Luminance RMS contrast of the card at 64 px, 0 … 1 (`rmsContrast`; curation rejects murky cards). */
  readonly contrast: number;
}

/**
 * The Tales deck (the built-in default): 336 cards chosen by scripts/tales/curate.ts from
 * composed candidates. Regenerate with that script, never by hand.
 */
export const talesDeck: readonly TaleCard[] = talesData as readonly TaleCard[];
