import type { Seat } from './ids.ts';
import type { GameState, RoundStart } from './state.ts';

/** The next seat to the left (RULES.md §2 step 7). */
export function nextSeat(state: GameState, seat: Seat): Seat {
  return (seat + 1) % state.table.seatCount;
}

export function isSeat(state: GameState, seat: unknown): seat is Seat {
  return (
    typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < state.table.seatCount
  );
}

export function occupiedSeats(state: GameState): Seat[] {
  const seats: Seat[] = [];
  state.occupied.forEach((occupied, seat) => {
    if (occupied) seats.push(seat);
  });
  return seats;
}

/** Below the preset's minimum the game pauses until seats are filled (RULES.md §8, spec SE-MIN). */
export function isBelowMinimum(state: GameState): boolean {
  let count = 0;
  for (const occupied of state.occupied) if (occupied) count++;
  return count < state.rules.minPlayers;
}

/** A seat acts in a round if it was occupied when the round began and still is (spec SE-ROUND). */
export function isActive(state: GameState, round: RoundStart, seat: Seat): boolean {
  return state.occupied[seat] === true && round.participants.includes(seat);
}

export function teamIndexOf(state: GameState, seat: Seat): number {
  return state.teams?.findIndex((pair) => pair.includes(seat)) ?? -1;
}

export function partnerOf(state: GameState, seat: Seat): Seat | null {
  const pair = state.teams?.find((p) => p.includes(seat));
  if (!pair) return null;
  return pair[0] === seat ? pair[1] : pair[0];
}
