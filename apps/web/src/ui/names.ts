import type { SeatSnapshot } from '@fabula/protocol';
import type { Seat } from '@fabula/protocol';

export type Names = (seat: Seat) => string;

/** A seat's display name from the room's seats (`#3` for a seat nobody holds any more). */
export function useNames(seats: readonly SeatSnapshot[]): Names {
  return (seat) => seats.find((s) => s.seat === seat)?.name ?? `#${String(seat + 1)}`;
}
