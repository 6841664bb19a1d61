import type { RoundResult, Seat, SeatPoints, ShownClue, Slot } from '@fabula/protocol';

/**
 * A past round in the shape the history panel and the TV board draw it: the clue in words,
 * every card with its owner, voters and role, and the points best first. Nothing here is
 * decided: the engine's `RoundResult` already holds it all; this only orders and labels.
 */

export interface HistoryCard {
  readonly slot: Slot;
  readonly card: string;
  readonly owner: Seat;
  readonly voters: readonly Seat[];
  /** The storyteller's card (classic and teams; Party has none). */
  readonly answer: boolean;
  /** The Party storyteller's trap. */
  readonly trap: boolean;
}

export interface HistoryRound {
  readonly round: number;
  readonly storyteller: Seat;
  /** The clue in its kind (`ClueView` shows it). */
  readonly clue: ShownClue;
  readonly outcome: RoundResult['outcome'];
  readonly cards: readonly HistoryCard[];
  /** Points this round, most first (ties in seat order). */
  readonly points: readonly SeatPoints[];
  /** Team mode: points per team this round. */
  readonly teamPoints: readonly number[] | null;
}

export function summariseRound(result: RoundResult): HistoryRound {
  return {
    round: result.round,
    storyteller: result.storyteller,
    clue: result.clue,
    outcome: result.outcome,
    cards: [...result.board]
      .sort((a, b) => a.slot - b.slot)
      .map((b) => ({
        slot: b.slot,
        card: b.card,
        owner: b.owner,
        voters: b.voters,
        answer: b.slot === result.storytellerSlot,
        trap: b.slot === result.trap,
      })),
    points: [...result.points].sort((a, b) => b.points - a.points || a.seat - b.seat),
    teamPoints: result.teamPoints,
  };
}

/** Every past round, newest first (the one just played is what people look for). */
export function historyNewestFirst(history: readonly RoundResult[]): HistoryRound[] {
  return [...history].sort((a, b) => b.round - a.round).map(summariseRound);
}
