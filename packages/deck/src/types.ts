/** The five UI languages every card's alt text is written in. */
export const languages = ['en', 'ja', 'ru', 'pt', 'fi'] as const;
export type Lang = (typeof languages)[number];

/** A phrase in every UI language. */
export type Words = Readonly<Record<Lang, string>>;

/** A thing in the picture; weight says how much it matters (1 = the focal subject). */
export interface WeightedObject {
  readonly name: string;
  readonly weight: number;
}

/** What every built-in card tells players, bots and screen readers, whichever deck it is from. */
export interface CardMeta {
  /** `tale-001` … (the Tales deck) or `fabula-001` … (the Skies deck, the first edition). */
  readonly id: string;
  /** Plain English nouns, focal subject first. */
  readonly objects: readonly WeightedObject[];
  /** Plain English noun: where the scene happens. */
  readonly setting: string;
  /** Plain English adjective. */
  readonly mood: string;
  /** Plain English words the scene evokes (3–6 in Skies, 8–15 in Tales). */
  readonly concepts: readonly string[];
  readonly alt: Words;
}

/** A card of the Skies deck (the first edition): a template, a seed and a palette. */
export interface SkyCard extends CardMeta, CardRecipe {}

/** What is needed to draw a Skies card: its template, seed and palette. */
export interface CardRecipe {
  readonly template: string;
  readonly seed: number;
  readonly palette: string;
}
