import {
  apply,
  createGame,
  type CardId,
  type Command,
  type GameConfig,
  type GameState,
  type PresetId,
  type RuleErrorCode,
  type Seat,
  type Slot,
} from '../../src/index.ts';
import { deckOf } from './random-game.ts';

export const T0 = 1_000_000;

/** A new game with seat 0 as the first storyteller, unless told otherwise. */
export function start(preset: PresetId, seats: number, extra: Partial<GameConfig> = {}): GameState {
  const created = createGame({
    preset,
    seats,
    deck: deckOf(120),
    seed: `drive-${preset}-${seats}`,
    at: T0,
    firstStoryteller: { seat: 0 },
    ...extra,
  });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  return created.value.state;
}

/** Applies a command that must succeed. */
export function act(state: GameState, command: Command): GameState {
  const result = apply(state, command);
  if (!result.ok) {
    throw new Error(`${command.type} refused: ${result.error.code} ${result.error.message}`);
  }
  return result.value.state;
}

/** Applies a command that must be refused, and returns the error code. */
export function refuse(state: GameState, command: Command): RuleErrorCode {
  const result = apply(state, command);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return result.error.code;
}

export function hand(state: GameState, seat: Seat): readonly CardId[] {
  return state.hands[seat] ?? [];
}

export function firstCard(state: GameState, seat: Seat): CardId {
  const card = hand(state, seat)[0];
  if (card === undefined) throw new Error(`seat ${seat} has no cards`);
  return card;
}

export function clue(state: GameState, seat: Seat, at = T0): GameState {
  const card = state.rules.mode === 'party' ? {} : { card: firstCard(state, seat) };
  return act(state, {
    type: 'clue',
    seat,
    at,
    clue: { kind: 'text', text: 'a quiet storm' },
    ...card,
  });
}

/** Every owed submission, each seat its first card(s). */
export function submitAll(state: GameState, seats: readonly Seat[], at = T0): GameState {
  let s = state;
  for (const seat of seats) {
    const count = s.rules.mode === 'classic' ? s.table.cardsPerSubmission : 1;
    s = act(s, { type: 'submit', seat, at, cards: hand(s, seat).slice(0, count) });
  }
  return s;
}

/** The slot holding `seat`'s card (the first one, under the three-player rule). */
export function slotOf(state: GameState, seat: Seat): Slot {
  if (state.phase.kind !== 'vote') throw new Error(`not voting but ${state.phase.kind}`);
  const index = state.phase.board.findIndex((b) => b.owner === seat);
  if (index < 0) throw new Error(`seat ${seat} has no card on the board`);
  return index + 1;
}

export function vote(state: GameState, seat: Seat, slots: Slot[], at = T0): GameState {
  return act(state, { type: 'vote', seat, at, slots });
}

export function allCards(state: GameState): CardId[] {
  const cards: CardId[] = [...state.drawPile, ...state.discard, ...state.hands.flat()];
  const phase = state.phase;
  if (phase.kind === 'submit') cards.push(...phase.submissions.flatMap((s) => s.cards));
  if (phase.kind === 'vote') cards.push(...phase.board.map((b) => b.card));
  return cards;
}
