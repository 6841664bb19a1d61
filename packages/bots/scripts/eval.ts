/**
 * How well the bots understand clues written by people: the normal voter's chance of finding the
 * storyteller's card, per language, against chance; beside it a short self-play simulation.
 *
 *   npm run bots:eval
 *   npm run -s bots:eval -- --rounds FILE --json
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  cardsOfRounds,
  evaluateRounds,
  parseRounds,
  RoundsError,
  type PeopleRound,
} from '../src/evaluate.ts';
import type { CardLookup } from '../src/mind.ts';
import type { CardWords } from '../src/meaning/space.ts';
import { builtInCards, builtInDeckOf } from '../src/built-in-cards.ts';
import { simulate } from '../src/simulate.ts';
import { commandLine } from './cli.ts';

const help = `Usage: npm run -s bots:eval -- [options]

Reads rounds of clues written by people and prints, per language, how often a normal bot
voter finds the storyteller's card, against chance (1 / board size).

Options:
  --rounds FILE   a rounds file: {"rounds": [{"board": ["fabula-100", …], "target": "fabula-117",
                  "clue": "…", "lang": "en"}]} (card ids of either built-in deck; may be given
                  more than once). Default: every file in packages/bots/eval/.
  --json          print one JSON line: {"en": {"rounds", "voterChance", "topPickRate", "chance",
                  "ratio", "understood"}, …, "all": {…}, "decks": {"tales": {"en": …, "all": …},
                  "skies": {…}}} (a deck is the deck of each round's target card)
  --sim N         also play N self-play rounds (Dixit, 5 bots) and print them (default 200;
                  0 to skip; never with --json)
  --help          this text`;

const { values } = commandLine('bots:eval', help, {
  rounds: { type: 'string', multiple: true },
  json: { type: 'boolean', default: false },
  sim: { type: 'string', default: '200' },
});

const defaultDir = new URL('../eval/', import.meta.url);
const files =
  values.rounds ??
  readdirSync(defaultDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => new URL(f, defaultDir).pathname);

const rounds: PeopleRound[] = [];
// The rounds are read against the words of their cards as their writers saw them (a file's
// "cards"), else the deck's.
const written = new Map<string, CardWords>();
const cards: CardLookup = (id) => written.get(id) ?? builtInCards(id);
for (const file of files) {
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, words] of cardsOfRounds(data)) {
      if (written.has(id)) throw new RoundsError(`card "${id}" is in two files' "cards"`);
      written.set(id, words);
    }
    rounds.push(...parseRounds(data, cards));
  } catch (error) {
    const reason = error instanceof RoundsError || error instanceof SyntaxError;
    console.error(`bots:eval: ${file}: ${reason ? (error as Error).message : String(error)}`);
    process.exit(2);
  }
}

const report = evaluateRounds(rounds, cards, builtInDeckOf);
if (values.json) {
  console.log(JSON.stringify(report));
  process.exit(0);
}

const { decks, ...overall } = report;
console.log(`Clues written by people (${files.length} file(s), ${rounds.length} rounds)`);
for (const [deck, byLanguage] of Object.entries(decks ?? {})) {
  console.log(`\n${deck} deck:`);
  console.table(byLanguage);
}
console.log('\nAll decks:');
console.table(overall);
const simRounds = Number(values.sim);
if (Number.isInteger(simRounds) && simRounds > 0) {
  const sim = simulate({ preset: 'dixit', players: 5, rounds: simRounds, seed: 'sim' });
  console.log(`Self-play (Dixit, 5 normal bots, ${sim.rounds} rounds):`);
  console.table({
    storytellerScored: sim.storytellerScoredRate,
    listenerAccuracy: sim.listenerAccuracy,
    chance: sim.chance,
    decisionMsP99: sim.decisionMsP99,
  });
}
