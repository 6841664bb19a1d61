import { botPlans } from './bot-pace.ts';
import { claimDue } from './late-join.ts';
import type { RoomRecord } from './record.ts';

/**
 * When the room next needs the server's attention without anyone sending anything: the game's
 * phase timer, the next bot's move (each bot thinks for its own while, all at once: `botPlans`),
 * handing host powers on when the host has been gone too long, or seating a newcomer between
 * rounds. Stored with the room so the scheduler finds it after a restart.
 */
export function nextDeadline(
  record: RoomRecord,
  options: { readonly now: number; readonly botDelayMs: number; readonly hostHandoverMs: number },
): number | null {
  const candidates: number[] = [];
  // A newcomer takes their seat between rounds, before anyone (bots included) acts again.
  if (claimDue(record)) candidates.push(options.now);
  const state = record.game?.state;
  if (state?.deadline != null) candidates.push(state.deadline);
  for (const plan of botPlans(record, options.botDelayMs)) candidates.push(plan.at);
  // A bot stands in for a player who has been gone longer than the room's delay.
  const after = record.lobby.settings.botStandInMs;
  if (state && state.phase.kind !== 'ended' && after !== null) {
    for (const seat of record.lobby.seats) {
      if (seat.tokenHash !== null && !seat.bot && seat.awaySince !== null) {
        candidates.push(seat.awaySince + after);
      }
    }
  }
  if (
    record.hostAwaySince !== null &&
    record.lobby.seats.some((s, i) => s.tokenHash !== null && i !== record.lobby.host)
  ) {
    candidates.push(record.hostAwaySince + options.hostHandoverMs);
  }
  return candidates.length === 0 ? null : Math.min(...candidates);
}
