/**
 * The sayings and titles written for a scene (`vocabulary/scenes.ts` and its fresh scenes) that a
 * storyteller can never tell for any card of the Tales deck whose idea sentence shows that scene,
 * and why. Read blind (review -t), "walking a tightrope" was told for no card, not even the
 * bicycle on a wire: the card's own words say "tightrope", and a clue that says a card's word is
 * banned for it, even where a scene's writer chose it for that card. A clue listed here was
 * written for nothing.
 *
 *   node packages/bots/scripts/untold-sayings.ts [--language en] [--list]
 */
import { talesDeck, languages, type Lang } from '@fabula/deck';
import { profileOf, vocabulary, warmUp } from '../src/index.ts';
import { sceneClues } from '../src/vocabulary/scenes.ts';
import { sayingNeeds } from '../src/vocabulary/saying-needs.ts';
import { situationClues } from '../src/roles/storyteller.ts';
import { firstSentence } from '../src/meaning/idea.ts';
import { isBannedEntry, saysBannedWord, type CardProfile } from '../src/meaning/space.ts';
import { commandLine } from './cli.ts';

const help = `Usage: node packages/bots/scripts/untold-sayings.ts [options]

Lists the clues written for a scene that no card showing the scene can be told, by cause:
  says a card word   the clue says one of each such card's own words (its name, concepts, synonyms)
  need unmet         its saying need (saying-needs.ts) is met by no such card
  banned otherwise   banned on each such card for another reason (its idea sentence, a thing absent)
  other              a storyteller's other filters (a stock phrase, a plain word, unknown there)

Options:
  --language L   ${languages.join(' | ')} (default en)
  --list         print each untold clue with its cause and its scene's pattern
  --help         this text`;

const { values, oneOf } = commandLine('untold-sayings', help, {
  language: { type: 'string', default: 'en' },
  list: { type: 'boolean', default: false },
});
const language: Lang = oneOf(values.language, languages, 'language');

warmUp(talesDeck);
const byText = new Map(vocabulary().map((e) => [e.text.en, e]));
const cards = talesDeck.flatMap((card) => {
  const profile = profileOf(card);
  return profile
    ? [{ profile, idea: firstSentence(profile.descriptions?.en ?? '').toLowerCase() }]
    : [];
});
const told = cards.map(({ profile }) => new Set(situationClues(profile, language)));

type Cause = 'says a card word' | 'banned otherwise' | 'need unmet' | 'other';
const causes = new Map<Cause, number>();
let written = 0;
for (const group of sceneClues) {
  const showing = cards.flatMap((card, i) => (group.shows.test(card.idea) ? [i] : []));
  if (showing.length === 0) continue;
  for (const clue of group.clues) {
    const text = clue.split('|')[0]?.split('/')[0]?.trim() ?? '';
    const entry = byText.get(text);
    if (!entry) continue;
    written++;
    if (showing.some((i) => told[i]?.has(entry.index))) continue;
    const need = sayingNeeds[text];
    const all = (test: (profile: CardProfile, idea: string) => boolean) =>
      showing.every((i) => {
        const card = cards[i];
        return card !== undefined && test(card.profile, card.idea);
      });
    const cause: Cause = all((p) => saysBannedWord(text, p))
      ? 'says a card word'
      : need && all((_, idea) => !need.test(idea))
        ? 'need unmet'
        : all((p) => isBannedEntry(entry, p, language))
          ? 'banned otherwise'
          : 'other';
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
    if (values.list) console.log(`${cause}\t${text}\t${group.shows.source.slice(0, 70)}`);
  }
}
const untold = [...causes.values()].reduce((a, b) => a + b, 0);
console.log(
  `${language}: ${String(untold)} of ${String(written)} clues written for a scene the deck shows are told for no such card`,
);
for (const [cause, count] of causes) console.log(`  ${cause}: ${String(count)}`);
