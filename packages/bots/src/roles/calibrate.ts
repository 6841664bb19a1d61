import type { CardId, ShownClue } from '@fabula/rules';
import { clueMeaning } from '../meaning/clue-meaning.ts';
import { readShownClue } from './listener.ts';
import type { Mind } from '../mind.ts';
import { listenerBeta } from '../profile.ts';
import { personMeaningFit } from './person.ts';

const grid = [6, 9, 12, 16, 20, 26, 34] as const;

/**
 * How the storyteller's listeners read a board: as people look at pictures (`person.ts`: what
 * the picture shows), or as bots read the cards' words (`readShownClue`), and how sharply.
 */
export interface TableReading {
  readonly beta: number;
  readonly reader: Reader;
}
export type Reader = 'person' | 'words';

/**
 * The prior against the words reader, in log-likelihood: a table is taken for people until their
 * votes say otherwise (a few ballots of a table of bots do; one lucky ballot does not).
 */
const wordsPrior = -1;

type Readings = readonly (readonly (number | null)[])[];
const readingCache = new Map<string, Readings | null>();

/**
 * A past round's board as a person reads it and as a bot does, or null when the clue means
 * nothing. Cached: every storyteller decision rereads the same last rounds, and the readings are
 * a pure function of the clue, the cards and the language.
 */
function roundReadings(
  mind: Mind,
  clue: ShownClue,
  board: readonly { readonly card: CardId }[],
): Readings | null {
  const key = [mind.options.language, JSON.stringify(clue), ...board.map((b) => b.card)].join(
    '\u0001',
  );
  const known = readingCache.get(key);
  if (known !== undefined) return known;
  const meaning = clueMeaning(clue, mind.options.language);
  let readings: Readings | null = null;
  if (meaning) {
    const profiles = board.map((b) => mind.profile(b.card));
    readings = [
      profiles.map((profile) => (profile ? personMeaningFit(meaning, profile) : null)),
      readShownClue(clue, mind.options.language, profiles) ?? [],
    ];
  }
  if (readingCache.size > 4000) readingCache.clear();
  readingCache.set(key, readings);
  return readings;
}

/** The typical table before any vote: people, at the typical listener's sharpness. */
export const typicalTable: TableReading = { beta: listenerBeta, reader: 'person' };

/**
 * Reads the table: do these listeners read the pictures or the cards' words, and how sharply do
 * they pick the best-fitting card? Past rounds are public (spec VW-REVEAL), so the storyteller
 * fits its listener model to the votes seen so far (maximum likelihood over a small grid, with a
 * prior at the typical listener, a person). Against sharp readers it then aims subtler; against
 * loose ones, plainer; against a table of bots, at the words bots read.
 */
export function readTable(mind: Mind): TableReading {
  const logPrior = (beta: number) => -((Math.log(beta / listenerBeta) / 0.35) ** 2) / 2;
  const options = (['person', 'words'] as const).flatMap((reader) =>
    grid.map((beta) => ({ reader, beta })),
  );
  const scores = options.map(
    ({ reader, beta }) => logPrior(beta) + (reader === 'words' ? wordsPrior : 0),
  );
  let evidence = 0;
  for (const round of mind.view.history.slice(-12)) {
    if (round.outcome === 'popularity') continue;
    const fits = roundReadings(mind, round.clue, round.board);
    if (!fits) continue;
    for (const ballot of round.ballots) {
      const slot = (ballot.slots[0] ?? 0) - 1;
      let counted = false;
      for (let o = 0; o < options.length; o++) {
        const { reader, beta } = options[o] ?? typicalTable;
        const read = fits[reader === 'person' ? 0 : 1] ?? [];
        const chosen = read[slot];
        if (chosen === null || chosen === undefined) continue;
        const choices = round.board.flatMap((b, i) => {
          const fit = read[i];
          return b.owner !== ballot.seat && fit !== null && fit !== undefined ? [fit] : [];
        });
        if (choices.length < 2) continue;
        counted = true;
        const top = Math.max(...choices) * beta;
        const norm = Math.log(choices.reduce((sum, f) => sum + Math.exp(beta * f - top), 0));
        scores[o] = (scores[o] ?? 0) + beta * chosen - top - norm;
      }
      if (counted) evidence++;
    }
  }
  if (evidence === 0) return typicalTable;
  return options[scores.indexOf(Math.max(...scores))] ?? typicalTable;
}
