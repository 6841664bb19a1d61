import { builtInDecks, isTale, type BuiltInDeckId, type Lang } from '@fabula/deck';
import {
  apply,
  createGame,
  seededRandom,
  viewFor,
  type Command,
  type GameState,
} from '@fabula/rules';
import { builtInCards } from '../../src/built-in-cards.ts';
import {
  think,
  warmUp,
  wordPersonalities,
  type BotOptions,
  type Level,
  type Personality,
} from '../../src/index.ts';

/**
 * How the five cards beside the storyteller's are chosen. `random`: each other player puts down
 * a random card of its hand (a board a clue can be judged on alone). `played`: normal bots put
 * down their best fit for the clue, as in a game with bots (harder: the decoys look like it).
 */
export const decoyModes = ['random', 'played'] as const;
export type DecoyMode = (typeof decoyModes)[number];

export interface ReviewOptions {
  readonly deck: BuiltInDeckId;
  readonly boards: number;
  readonly seed: string;
  /** Board i has bot `bots[i mod length]` and language `languages[i mod length]`. */
  readonly bots: readonly Personality[];
  readonly languages: readonly Lang[];
  readonly level: Level;
  readonly decoys: DecoyMode;
}

/** One board for a blind reviewer: six cards, the clue, and (for the key only) whose it was. */
export interface ReviewBoard {
  /** 1-based, as on the sheet. */
  readonly number: number;
  /** Card ids in the order they are shown, numbered 1–6 left to right, top to bottom. */
  readonly cards: readonly string[];
  /** The storyteller's card: its number on the sheet (1–6). */
  readonly target: number;
  readonly clue: { readonly kind: 'text' | 'emoji'; readonly text: string };
  readonly bot: Personality;
  readonly language: Lang;
  /** The target's idea sentence (Tales) or English alt text (Skies): for the key only. */
  readonly idea: string;
}

const seats = 6;

/**
 * Boards of six for a blind review of bot storytellers, each the first round of a seeded game of
 * six: the storyteller (the chosen bot) picks a card of its hand and gives the clue it would give
 * in a game, the other five put down one card each, and the engine shuffles the board. A pure
 * function of the options: the same seed gives the same boards and clues.
 */
export function reviewBoards(options: ReviewOptions): ReviewBoard[] {
  const cards = builtInDecks[options.deck].cards;
  const deck = cards.map((card) => card.id);
  warmUp(cards);
  return Array.from({ length: options.boards }, (_, i) =>
    playFirstRound(options, deck, i + 1, pick(options.bots, i), pick(options.languages, i)),
  );
}

function pick<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('reviewBoards: empty list of bots or languages');
  return item;
}

function playFirstRound(
  options: ReviewOptions,
  deck: readonly string[],
  number: number,
  bot: Personality,
  language: Lang,
): ReviewBoard {
  const seed = `${options.seed}-${String(number)}`;
  const created = createGame({ preset: 'dixit', seats, deck, seed, at: 0 });
  if (!created.ok) throw new Error(`createGame: ${created.error.message}`);
  let state: GameState = created.value.state;
  const first = state.phase;
  if (first.kind !== 'clue') throw new Error(`expected a clue phase, not ${first.kind}`);
  const storyteller = first.round.storyteller;
  const botOptions = (personality: Personality): BotOptions => ({
    level: options.level,
    personality,
    language,
    seed,
    deck,
  });
  let at = 0;
  const play = (command: Command): GameState => {
    const applied = apply(state, command);
    if (!applied.ok) throw new Error(`${command.type}: ${applied.error.message}`);
    return applied.value.state;
  };

  const told = think(viewFor(state, { seat: storyteller }), builtInCards, botOptions(bot));
  if (told?.command.type !== 'clue') throw new Error('the storyteller gave no clue');
  state = play({ ...told.command, seat: storyteller, at: ++at });

  const random = seededRandom(`${seed}|decoys`);
  for (let seat = 0; seat < seats; seat++) {
    if (seat === storyteller) continue;
    const view = viewFor(state, { seat });
    if (options.decoys === 'played') {
      const personality = wordPersonalities[seat % wordPersonalities.length] ?? 'poetic';
      const move = think(view, builtInCards, botOptions(personality));
      if (move?.command.type !== 'submit') throw new Error(`seat ${String(seat)} did not submit`);
      state = play({ ...move.command, seat, at: ++at });
    } else {
      const hand = view.hand ?? [];
      const card = hand[Math.floor(random() * hand.length)];
      if (card === undefined) throw new Error(`seat ${String(seat)} has no cards`);
      state = play({ type: 'submit', cards: [card], seat, at: ++at });
    }
  }

  const phase = state.phase;
  if (phase.kind !== 'vote') throw new Error(`expected the vote, not ${phase.kind}`);
  const target = phase.board.findIndex((b) => b.owner === storyteller) + 1;
  const targetCard = builtInDecks[options.deck].cards.find(
    (card) => card.id === phase.board[target - 1]?.card,
  );
  if (!targetCard) throw new Error('the storyteller’s card is not on the board');
  const clue = phase.clue;
  if (clue.kind !== 'text' && clue.kind !== 'emoji') throw new Error(`a ${clue.kind} clue`);
  return {
    number,
    cards: phase.board.map((b) => b.card),
    target,
    clue: { kind: clue.kind, text: clue.text },
    bot,
    language,
    idea: isTale(targetCard) ? targetCard.idea : targetCard.alt.en,
  };
}

/** The key file's text: one line per board, tab-separated, with a header line. */
export function keyText(
  boards: readonly ReviewBoard[],
  sheetOf: (board: number) => string,
): string {
  const header = ['board', 'sheet', 'target', 'card', 'bot', 'language', 'clue', 'idea'];
  const lines = boards.map((b) =>
    [
      b.number,
      sheetOf(b.number),
      b.target,
      b.cards[b.target - 1] ?? '',
      b.bot,
      b.language,
      b.clue.text,
      b.idea,
    ].join('\t'),
  );
  return [header.join('\t'), ...lines].join('\n') + '\n';
}
