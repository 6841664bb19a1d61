/**
 * Bot storytellers' clues from whole bot games on the default deck (Tales), one per line with the
 * card's id, for a person to read blind against the cards' pictures.
 *
 *   node packages/bots/scripts/clues.ts --games 4 --language en
 */
import { builtInDeck, languages } from '@fabula/deck';
import { apply, createGame, viewFor, type GameState } from '@fabula/rules';
import { builtInCards } from '../src/built-in-cards.ts';
import { personalities, think, warmUp } from '../src/index.ts';
import { commandLine } from './cli.ts';

const help = `Usage: node packages/bots/scripts/clues.ts [options]

Plays Dixit games of four normal bots (every personality: poetic, literal, punny, emoji) on the
Tales deck and prints each storyteller's card and clue: game, card, personality, clue.

Options:
  --games N       games to play (default 4)
  --language L    ${languages.join(' | ')} (default en)
  --seed TEXT     seed of the first game (default "clues")
  --help          this text`;

const { values, oneOf, count } = commandLine('clues', help, {
  games: { type: 'string', default: '4' },
  language: { type: 'string', default: 'en' },
  seed: { type: 'string', default: 'clues' },
});
const games = count(values.games, 'games', 1);
const language = oneOf(values.language, languages, 'language');

const deck = builtInDeck.map((card) => card.id);
const seats = 4;
warmUp(builtInDeck);
for (let game = 0; game < games; game++) {
  const seed = `${values.seed}-${String(game + 1)}`;
  const created = createGame({ preset: 'dixit', seats, deck, seed, at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value.state;
  let at = 0;
  // Bounded: a game of four ends long before this many passes over the seats.
  for (let pass = 0; pass < 2000 && state.phase.kind !== 'ended'; pass++) {
    let moved = false;
    for (let seat = 0; seat < seats; seat++) {
      const personality = personalities[(seat + game) % personalities.length] ?? 'poetic';
      const options = { level: 'normal' as const, personality, language, seed, deck };
      const decision = think(viewFor(state, { seat }), builtInCards, options);
      if (!decision) continue;
      const applied = apply(state, { ...decision.command, seat, at: ++at });
      if (!applied.ok) continue;
      const { command } = decision;
      if (command.type === 'clue' && command.card !== undefined) {
        const clue = command.clue as { readonly text?: string };
        console.log([seed, command.card, personality, clue.text ?? ''].join('\t'));
      }
      state = applied.value.state;
      moved = true;
    }
    if (!moved) break;
  }
}
