import {
  CHAT_LIMIT,
  REACTIONS_KEPT,
  REACTION_LIMIT,
  type ReactionLine,
  type RequestOf,
} from '@fabula/protocol';
import {
  commit,
  denied,
  requireSeat,
  type Ack,
  type DecisionContext,
  type RefuseDecision,
  type RoomDecision,
  type Stored,
} from './decision.ts';
import { setMuted } from './lobby.ts';
import type { RoomRecord } from './record.ts';

/**
 * Reactions, mutes and the chat's pace (issue 6). Limits are counted on what the room keeps
 * (its last chat lines and reactions), not in a process's memory, so they hold across
 * reconnects and across server processes.
 */

/** The room's kept reactions (rooms stored before reactions existed have none). */
export function reactionsOf(doc: RoomRecord): readonly ReactionLine[] {
  return doc.reactions ?? [];
}

/**
 * Refuses with `rate_limited` when `times` (when this sender acted before) already hold
 * `limit.count` within the window ending now; `retryAfterMs` says when one drops out.
 */
export function paceRefusal(
  times: readonly number[],
  limit: { readonly count: number; readonly windowMs: number },
  now: number,
): RefuseDecision | null {
  const recent = times.filter((at) => at > now - limit.windowMs).sort((a, b) => a - b);
  if (recent.length < limit.count) return null;
  const oldest = recent[recent.length - limit.count] ?? now;
  return {
    kind: 'refuse',
    error: {
      code: 'rate_limited',
      message: 'Slow down a little.',
      details: { retryAfterMs: Math.max(1, oldest + limit.windowMs - now) },
    },
  };
}

/** Why a seat may not chat or react now (muted), or null. */
export function mutedRefusal(doc: RoomRecord, seat: number | null): RefuseDecision | null {
  if (seat === null || !doc.lobby.muted.includes(seat)) return null;
  return denied('muted', 'The host has muted you in this room.');
}

/** The chat's pace: a seat's own lines, or all spectators' lines together. */
export function chatPaceRefusal(
  doc: RoomRecord,
  seat: number | null,
  now: number,
): RefuseDecision | null {
  const times = doc.chat.filter((line) => line.seat === seat).map((line) => line.at);
  return paceRefusal(times, CHAT_LIMIT, now);
}

/** The round whose result is showing (null: the game's end), or undefined when neither shows. */
function reactionMoment(doc: RoomRecord): number | null | undefined {
  const phase = doc.game?.state.phase;
  if (phase?.kind === 'reveal') return phase.round.number;
  if (phase?.kind === 'ended') return null;
  return undefined;
}

/** A seat reacts while a round's result or the game's end shows; everyone sees who. */
export function decideReact(
  room: Stored,
  { emoji }: RequestOf<'react'>,
  { caller, timing }: DecisionContext,
): RoomDecision<Ack> {
  const { doc } = room;
  const seat = requireSeat(doc, caller);
  if (typeof seat !== 'number') return seat;
  const muted = mutedRefusal(doc, seat);
  if (muted) return muted;
  const round = reactionMoment(doc);
  if (round === undefined) {
    return denied('wrong_phase', "Reactions are for a round's result and the game's end.");
  }
  const kept = reactionsOf(doc);
  const times = kept.filter((r) => r.seat === seat).map((r) => r.at);
  const tooFast = paceRefusal(times, REACTION_LIMIT, timing.now);
  if (tooFast) return tooFast;
  const reactions = [...kept, { seat, emoji, at: timing.now, round }].slice(-REACTIONS_KEPT);
  return commit(room, { ...doc, reactions }, { kind: 'room', request: 'react', seat }, timing);
}

/** The host mutes or unmutes a seat's chat and reactions (kept with the room). */
export function decideMute(
  room: Stored,
  request: RequestOf<'muteSeat'>,
  { caller, timing }: DecisionContext,
): RoomDecision<Ack> {
  const { doc } = room;
  const host = requireSeat(doc, caller, { host: true });
  if (typeof host !== 'number') return host;
  if (!doc.lobby.seats[request.seat]) {
    return denied('not_a_seat', `There is no seat ${String(request.seat)}.`);
  }
  if (request.seat === host) return denied('forbidden', 'The host cannot mute themselves.');
  const lobby = setMuted(doc.lobby, request.seat, request.muted);
  return commit(
    room,
    { ...doc, lobby },
    {
      kind: 'room',
      request: 'muteSeat',
      seat: host,
      detail: { seat: request.seat, muted: request.muted },
    },
    timing,
  );
}
