import { toSeatCommand, type MoveRequest } from '@fabula/protocol';
import {
  apply,
  type Command,
  type GameEvent,
  type RuleError,
  type SeatCommand,
} from '@fabula/rules';
import type { ClueUpload } from '../clues/clue-media.ts';
import type { LogAction } from '../storage/room.ts';
import { paceAfter } from './bot-pace.ts';
import {
  commit,
  denied,
  deniedWith,
  requireSeat,
  type Ack,
  type DecisionContext,
  type RoomDecision,
  type Stored,
  type Timing,
} from './decision.ts';
import { claimDue, decideSeatClaim } from './late-join.ts';
import { seatsDueForStandIn, transferHost } from './lobby.ts';
import { roomPhase, type RoomRecord } from './record.ts';

/**
 * Applies an engine command to the room's game and logs it (any seat move, timer, bot, host);
 * the decision carries the engine's events, and a refusal the engine's own error code.
 */
export function applyCommand(room: Stored, command: Command, timing: Timing): RoomDecision<Ack> {
  const applied = withCommand(room.doc, command);
  if (applied === null) return denied('no_game', 'No game is running in this room.');
  if (!applied.ok) return deniedWith(applied.error);
  const action = { kind: 'command', game: room.doc.gamesPlayed + 1, command } as const;
  return { ...commit(room, applied.doc, action, timing), events: applied.events };
}

/**
 * The record after the engine applies `command` to its game: all that a command changes, so a
 * `command` log entry replays exactly (`replayRoomAction`). Null when no game is running.
 */
function withCommand(
  doc: RoomRecord,
  command: Command,
):
  | { readonly ok: true; readonly doc: RoomRecord; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError }
  | null {
  const game = doc.game;
  if (!game) return null;
  const result = apply(game.state, command);
  if (!result.ok) return { ok: false, error: result.error };
  const state = result.value.state;
  const next: RoomRecord = { ...doc, game: { ...game, state } };
  const pace = paceAfter(next);
  return {
    ok: true,
    doc: pace === undefined ? next : { ...next, pace },
    events: result.value.events,
  };
}

/**
 * The record after a logged action, made from the record one version before it (the store's
 * `DocReplayer`): engine commands, which are nearly every write while a game runs, replay;
 * lobby and host actions, and commands that change the lobby too, return null, and the store
 * reads the stored record instead.
 */
export function replayRoomAction(doc: RoomRecord, action: LogAction): RoomRecord | null {
  if (action.kind !== 'command' || !replaysExactly(action)) return null;
  if (action.game !== doc.gamesPlayed + 1) return null;
  const applied = withCommand(doc, action.command);
  return applied?.ok === true ? applied.doc : null;
}

/**
 * Engine commands that come with a change to the lobby the log does not hold: a seat left or
 * taken in the middle of a game (`decideLeave`, `seatTaken`) also clears or fills the lobby's
 * seat, with a token and a profile. Replaying the command alone would bring back the old lobby.
 */
const commandsWithLobbyChange: ReadonlySet<Command['type']> = new Set(['vacateSeat', 'occupySeat']);

/**
 * Whether `replayRoomAction` rebuilds exactly the record a write logged with this action stored:
 * engine commands, whose record is the engine's result and nothing else (`applyCommand`), but
 * not those that change the lobby too. The stores keep such writes in the log only, and the
 * whole record every few versions.
 */
export function replaysExactly(action: LogAction): boolean {
  return action.kind === 'command' && !commandsWithLobbyChange.has(action.command.type);
}

/** A player's move: the engine decides, with the seat the token holds and the server's clock. */
export function decideMove(
  room: Stored,
  move: MoveRequest,
  { caller, timing }: DecisionContext,
  upload: ClueUpload | null = null,
): RoomDecision<Ack> {
  const seat = requireSeat(room.doc, caller);
  if (typeof seat !== 'number') return seat;
  if (move.type !== 'clue')
    return applyCommand(room, toSeatCommand(move, seat, timing.now), timing);
  const { clue } = move;
  if (clue.kind !== 'drawing' && clue.kind !== 'voice') {
    return applyCommand(room, toSeatCommand(move, seat, timing.now), timing);
  }
  // A drawing or a recording names a file this room stores, made by this seat for this round's
  // clue; a recording's length is the server's measure, never the client's word.
  const phase = room.doc.game?.state.phase;
  const round = phase?.kind === 'clue' ? phase.round.number : null;
  if (upload?.kind !== clue.kind || upload.seat !== seat || upload.round !== round) {
    return denied('upload_not_found', `No ${clue.kind} ${clue.ref} of yours for this clue.`);
  }
  const measured =
    clue.kind === 'voice' ? { ...clue, durationMs: upload.durationMs ?? clue.durationMs } : clue;
  return applyCommand(room, toSeatCommand({ ...move, clue: measured }, seat, timing.now), timing);
}

/**
 * What the server does on its own when the room's deadline has come (one action per call; the
 * scheduler calls again while the room stays due): hand host powers on if the host has been
 * gone too long, seat a newcomer between rounds, run out the phase timer, or play the bot move
 * planned for this version.
 */
export function decideDue(
  room: Stored,
  timing: Timing,
  botMove: SeatCommand | null,
): RoomDecision<Ack> {
  const { doc } = room;
  const { now } = timing;
  if (doc.hostAwaySince !== null && now >= doc.hostAwaySince + timing.hostHandoverMs) {
    const heir = doc.lobby.seats.findIndex((s, i) => s.tokenHash !== null && i !== doc.lobby.host);
    const moved = heir < 0 ? null : transferHost(doc.lobby, heir);
    const lobby = moved?.ok === true ? moved.lobby : doc.lobby;
    const next = { ...doc, lobby, hostAwaySince: null };
    return commit(room, next, { kind: 'room', request: 'hostHandover', seat: lobby.host }, timing);
  }
  const standIns =
    doc.game && roomPhase(doc) === 'playing' ? seatsDueForStandIn(doc.lobby, now) : [];
  if (standIns.length > 0) {
    // A bot plays for players who have been gone too long, until they come back.
    const seats = doc.lobby.seats.map((s, i) => (standIns.includes(i) ? { ...s, bot: true } : s));
    const next = { ...doc, lobby: { ...doc.lobby, seats } };
    return commit(
      room,
      next,
      { kind: 'room', request: 'standIn', seat: standIns[0] ?? null },
      timing,
    );
  }
  if (claimDue(doc)) return decideSeatClaim(room, timing);
  const game = doc.game;
  if (game?.state.deadline != null && now >= game.state.deadline) {
    return applyCommand(room, { type: 'tick', at: now }, timing);
  }
  if (botMove && doc.lobby.seats[botMove.seat]?.bot === true) {
    return applyCommand(room, botMove, timing);
  }
  // Nothing due after all (the room changed since its deadline was stored): store a fresh one.
  return commit(room, doc, { kind: 'room', request: 'reschedule', seat: null }, timing);
}
