/**
 * Stock phrases that name what a picture draws instead of reframing it: understood when a person
 * says one, never said to people (`isStockPhrase`; a table of bots, which reads words, may hear
 * one: without them the all-bot simulation's storytellers scored in 0.75 of rounds, 0.81 with). Read blind, "a safe haven" for someone sheltering a heart from
 * the rain and "precious cargo" (and its word-for-word «carga preciosa») for someone carrying a
 * thing were clues nobody enjoyed: a person enjoys a clue one step away from the picture — a
 * feeling, a title, a saying whose meaning fits — not a caption of it. Each was written for a
 * scene of the deck (`scenes.ts`), whose other clues reframe it ("a labour of love", "Sisyphus",
 * "the weight of the world" for the carrying). English texts of vocabulary entries.
 */
export const stockPhrases: ReadonlySet<string> = new Set([
  // Captions of the scene: what the figure does, said plainly.
  'a safe haven',
  'precious cargo',
  'handle with care',
  'a heavy load',
  'a new arrival',
  'a token of friendship',
  'a gift from the heart',
  'a trophy to show',
  'ready to go',
  'just between us',
  'dressed to impress',
  'until dawn',
  'in perfect harmony',
  'a bumper crop',
  'new horizons',
  'another world',
  'carefree days',
  'sky high',
  'the trip of a lifetime',
  // What hatches, asked: the egg drawn, said as a question.
  'what will it be?',
  // The effort drawn, said out loud, or its steps counted.
  'heave-ho!',
  'step by step',
  // Captions of what the figure does, found by their words, not written for a scene: "a good
  // read" is 読書 and «leitura», the headword a reviewer found on the only book.
  'a good read',
  'taking flight',
  'out of sight',
  "don't tell anyone",
  // Someone there, where eyes watch from the dark or a paw presses back at the window: read
  // blind (review p), a flat description of the scene with no twist.
  'someone’s there',
  // Captions of the twist: the whale is in the sky, things float, a cloud rains on one spot.
  'an ocean overhead',
  'defying the laws of physics',
  'a cloud over your head',
  // Rain falling upwards, said as "everything the other way round" («всё наоборот»): judged on
  // review-sheet seed s44-b, the twist named, where "when pigs fly" reframes it.
  'topsy-turvy',
]);

/** Whether a vocabulary entry (by its English text) is a stock phrase, never said to people. */
export function isStockPhrase(text: string): boolean {
  return stockPhrases.has(text);
}
