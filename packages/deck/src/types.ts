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

/** Everything a player, a bot or a screen reader may know about one built-in card. */
export interface CardMeta {
  /** `fabula-001` … `fabula-336`. */
  readonly id: string;
  readonly template: string;
  readonly seed: number;
  readonly palette: string;
  /** Plain English nouns, focal subject first. */
  readonly objects: readonly WeightedObject[];
  /** Plain English noun: where the scene happens. */
  readonly setting: string;
  /** Plain English adjective. */
  readonly mood: string;
  /** 3–6 plain English words the scene evokes. */
  readonly concepts: readonly string[];
  readonly alt: Words;
}

/** What is needed to draw a card: its template, seed and palette. */
export interface CardRecipe {
  readonly template: string;
  readonly seed: number;
  readonly palette: string;
}
