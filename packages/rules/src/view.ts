import type { Clue } from './clue.ts';
import type { CardId, Seat, Slot } from './ids.ts';
import { legalCommands, type LegalCommand } from './legal.ts';
import { isTrapPending, pendingVoters, submitDemands } from './phases/demands.ts';
import type { Rules, Table } from './rules.ts';
import type { RoundResult } from './scoring/result.ts';
import type { EndReason, GameState, Pause, RoundStart, Timers } from './state.ts';

/** Who is looking: a seat, or a spectator (also the TV board). */
export type Viewer = { readonly seat: Seat } | { readonly spectator: true };

export interface SeatView {
  readonly seat: Seat;
  readonly occupied: boolean;
  readonly score: number;
  /** Team mode: the seat's team index. */
  readonly team: number | null;
  readonly handCount: number;
}

/**
 * What one viewer may know of the current phase. Hidden things are absent, never placeholders:
 * no one sees who submitted which card, the storyteller's card, the trap or any vote before the
 * reveal, except their own (spec VW-*).
 */
export type PhaseView =
  | { readonly kind: 'race' }
  | { readonly kind: 'clue'; readonly round: RoundStart }
  | {
      readonly kind: 'submit';
      readonly round: RoundStart;
      readonly clue: Clue;
      /** Seats that have submitted (never what). */
      readonly submitted: readonly Seat[];
      /** Seats still owed a submission (team: either partner). */
      readonly waitingFor: readonly Seat[];
      /** The viewer's own submitted cards (the storyteller's: their clue card). */
      readonly mine?: readonly CardId[];
    }
  | {
      readonly kind: 'vote';
      readonly round: RoundStart;
      readonly clue: Clue;
      /** The cards face up, slot n at index n - 1; owners stay hidden. */
      readonly board: readonly CardId[];
      readonly voted: readonly Seat[];
      readonly waitingFor: readonly Seat[];
      readonly trapSet: boolean;
      /** Slots holding the viewer's own cards. */
      readonly mySlots?: readonly Slot[];
      readonly myVote?: readonly Slot[];
      /** Party storyteller only. */
      readonly myTrap?: Slot;
    }
  | {
      readonly kind: 'reveal';
      readonly round: RoundStart;
      readonly result: RoundResult;
      readonly ready: readonly Seat[];
      /** Seats that asked to wait during this reveal's countdown. */
      readonly waited?: readonly Seat[];
    }
  | {
      readonly kind: 'ended';
      readonly reason: EndReason;
      readonly winners: readonly Seat[];
      readonly winningTeams: readonly number[] | null;
    };

export interface GameView {
  readonly viewer: Viewer;
  readonly rules: Rules;
  readonly table: Table;
  readonly timers: Timers;
  readonly seats: readonly SeatView[];
  readonly teams: readonly (readonly [Seat, Seat])[] | null;
  readonly teamScores: readonly number[] | null;
  readonly turns: number;
  /** Total storyteller turns when the game ends by turns; null otherwise. */
  readonly turnLimit: number | null;
  readonly drawPile: number;
  readonly discard: number;
  /** The viewer's hand; absent for spectators and for the Party storyteller before the clue. */
  readonly hand?: readonly CardId[];
  readonly phase: PhaseView;
  /** Every finished round, public (spec VW-REVEAL). */
  readonly history: readonly RoundResult[];
  /** What the viewer may do now (empty for spectators). */
  readonly legal: readonly LegalCommand[];
  readonly deadline: number | null;
  readonly pause: Pause | null;
  readonly now: number;
}

/**
 * The single projection of hidden information: everything that leaves the server about a game
 * is a `GameView` made here (ARCHITECTURE.md, spec VW-*).
 */
export function viewFor(state: GameState, viewer: Viewer): GameView {
  const seat = 'seat' in viewer ? viewer.seat : null;
  const teamOf = (s: Seat) => state.teams?.findIndex((pair) => pair.includes(s)) ?? -1;
  const teamScores =
    state.teams?.map(([a, b]) => (state.scores[a] ?? 0) + (state.scores[b] ?? 0)) ?? null;
  const each = state.rules.storytellerTurnsEach;
  const hand = seat === null || hidesOwnHand(state, seat) ? undefined : state.hands[seat];
  return {
    viewer,
    rules: state.rules,
    table: state.table,
    timers: state.timers,
    seats: state.occupied.map((occupied, s) => ({
      seat: s,
      occupied,
      score: state.scores[s] ?? 0,
      team: state.teams ? teamOf(s) : null,
      handCount: state.hands[s]?.length ?? 0,
    })),
    teams: state.teams,
    teamScores,
    turns: state.turns,
    turnLimit: each === null ? null : each * state.table.seatCount,
    drawPile: state.drawPile.length,
    discard: state.discard.length,
    ...(hand ? { hand } : {}),
    phase: phaseView(state, seat),
    history: state.history,
    legal: seat === null ? [] : legalCommands(state, seat),
    deadline: state.deadline,
    pause: state.pause,
    now: state.now,
  };
}

/** Party: the storyteller gives the clue before seeing their cards (RULES.md §4.1, PA-CLUE-FIRST). */
function hidesOwnHand(state: GameState, seat: Seat): boolean {
  return (
    state.rules.mode === 'party' &&
    state.phase.kind === 'clue' &&
    state.phase.round.storyteller === seat
  );
}

function phaseView(state: GameState, seat: Seat | null): PhaseView {
  const phase = state.phase;
  switch (phase.kind) {
    case 'race':
    case 'clue':
    case 'reveal':
      return phase;
    case 'ended':
      return phase;
    case 'submit': {
      const mine = phase.submissions.find((s) => s.seat === seat)?.cards;
      return {
        kind: 'submit',
        round: phase.round,
        clue: phase.clue,
        submitted: phase.submissions.map((s) => s.seat),
        waitingFor: submitDemands(state, phase).flat(),
        ...(mine ? { mine } : {}),
      };
    }
    case 'vote': {
      const mySlots: Slot[] = [];
      phase.board.forEach((b, i) => {
        if (b.owner === seat) mySlots.push(i + 1);
      });
      const myVote = phase.ballots.find((b) => b.seat === seat)?.slots;
      const isStoryteller = seat === phase.round.storyteller;
      return {
        kind: 'vote',
        round: phase.round,
        clue: phase.clue,
        board: phase.board.map((b) => b.card),
        voted: phase.ballots.map((b) => b.seat),
        waitingFor: [
          ...new Set([
            ...pendingVoters(state, phase),
            ...(isTrapPending(state, phase) ? [phase.round.storyteller] : []),
          ]),
        ],
        trapSet: phase.trapSet,
        ...(mySlots.length > 0 ? { mySlots } : {}),
        ...(myVote ? { myVote } : {}),
        ...(isStoryteller && phase.trap !== null ? { myTrap: phase.trap } : {}),
      };
    }
  }
}
