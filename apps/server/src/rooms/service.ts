import {
  protocolError,
  type ChatPush,
  type Profile,
  type RequestId,
  type ResultOf,
  type RoomCode,
} from '@fabula/protocol';
import type { GameEvent } from '@fabula/rules';
import type { ClueMedia } from '../clues/clue-media.ts';
import { hashSeatToken, newRoomCode, newSeatToken, newSeed } from '../identity/seat-token.ts';
import type { TransactRequest, Transacted } from '../storage/store.ts';
import { planBotMove } from './bot-players.ts';
import type { CardLibrary } from './card-library.ts';
import {
  commit,
  denied,
  type Caller,
  type Removal,
  type ResultBody,
  type RoomDecision,
  type RoomStore,
  type Stored,
  type StoredReply,
  type Timing,
} from './decision.ts';
import type { Entered, RoomHandler } from './handlers.ts';
import { markPresence, newLobby, personSeat } from './lobby.ts';
import { decideDropClaims } from './late-join.ts';
import { decideSit } from './membership.ts';
import { decideDue } from './moves.ts';
import type { RoomRecord } from './record.ts';

/** What happened to a room, for the pushes sent after the commit. */
export interface RoomChange {
  readonly room: Stored;
  readonly events: readonly GameEvent[];
  readonly chat: ChatPush | null;
  /** A token that no longer holds a seat (left or kicked), to tell and detach its connections. */
  readonly removed: Removal | null;
  /**
   * The room as it was at the version before this change (what the change was decided on), so
   * the pushes can leave out what clients already hold. Null when there is none to rely on (a
   * new room, a publish that changed no version).
   */
  readonly previous: Stored | null;
}

/** A publish of the room as it is, changing nothing (a join, a presence refresh). */
export function unchanged(room: Stored): RoomChange {
  return { room, events: [], chat: null, removed: null, previous: null };
}

/** Sends a change's pushes to everyone concerned (implemented over Socket.IO). */
export interface Publisher {
  publish(change: RoomChange): Promise<void>;
}

export interface ServiceOptions {
  readonly store: RoomStore;
  readonly publisher: Publisher;
  /** The built-in and uploaded cards, and their words for the bots. */
  readonly library: CardLibrary;
  readonly clock: () => number;
  readonly botDelayMs: number;
  readonly hostHandoverMs: number;
  /** Drawn and recorded clues stored with their rooms (none: such clues are refused). */
  readonly media?: ClueMedia;
  /** The phase timers a new room starts with (ROOM_TIMERS); default: the suggested ones. */
  readonly roomTimers?: 'suggested' | 'off';
  /** Draws a new game's seed (default: 96 random bits; tests pass a fixed one). */
  readonly newSeed?: () => string;
}

const fail = (code: Parameters<typeof protocolError>[0], message: string) =>
  ({ ok: false, error: protocolError(code, message) }) as const;

/** Nothing to do after all: the server's own decisions refuse with it, and nothing is written. */
const nothingDue = denied('nothing_due', 'Nothing to do.');

/**
 * The rooms: each request becomes one store transaction whose decision is a pure function of the
 * stored room (see handlers.ts); after the commit the change is published, then the reply is sent.
 */
export class RoomService {
  private readonly options: ServiceOptions;

  constructor(options: ServiceOptions) {
    this.options = options;
  }

  private timing(): Timing {
    return {
      now: this.options.clock(),
      botDelayMs: this.options.botDelayMs,
      hostHandoverMs: this.options.hostHandoverMs,
    };
  }

  /** Creates a room with the creator in seat 0 as host. */
  async createRoom(profile: Profile): Promise<Entered<ResultOf<'createRoom'>>> {
    const token = newSeatToken();
    const tokenHash = hashSeatToken(token);
    const { now } = this.timing();
    const lobby = newLobby(this.options.roomTimers ?? 'suggested');
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = newRoomCode();
      const seated = { ...lobby, seats: [personSeat([], profile, tokenHash)], host: 0 };
      const doc: RoomRecord = {
        code,
        createdAt: now,
        lobby: seated,
        game: null,
        chat: [],
        hostAwaySince: null,
        gamesPlayed: 0,
      };
      const created = await this.options.store.createRoom(code, {
        phase: 'lobby',
        deadline: null,
        doc,
      });
      if (created.ok) {
        await this.options.publisher.publish(unchanged(created.room));
        const result = { room: code, seat: 0, token, version: created.room.version };
        return { reply: { ok: true, result }, entered: { room: code, tokenHash } };
      }
    }
    return {
      reply: fail('unavailable', 'Could not find a free room code; try again.'),
      entered: null,
    };
  }

  /** Joins a room: with a profile to sit (or watch, when no seat is free), without one to watch. */
  async joinRoom(
    code: RoomCode,
    profile: Profile | undefined,
    rid: string,
  ): Promise<Entered<ResultOf<'joinRoom'>>> {
    const room = await this.options.store.loadRoom(code);
    if (!room) return { reply: fail('not_found', `There is no room ${code}.`), entered: null };
    const watch = (version: number): Entered<ResultOf<'joinRoom'>> => ({
      reply: { ok: true, result: { room: code, seat: null, token: null, version } },
      entered: { room: code, tokenHash: null },
    });
    if (!profile) return watch(room.version);
    const token = newSeatToken();
    const tokenHash = hashSeatToken(token);
    const timing = this.timing();
    // The request id holds the new token's hash: a join is never answered from the log.
    const outcome = await this.transact(
      code,
      { rid: `join:${tokenHash}:${rid}`, expectedVersion: null },
      (r) => decideSit(r, profile, tokenHash, timing),
    );
    if (outcome.kind === 'applied') {
      const { seat, version } = outcome.decision.reply.result;
      return {
        reply: { ok: true, result: { room: code, seat, token, version } },
        entered: { room: code, tokenHash },
      };
    }
    const reply = replyTo(code, outcome);
    if (reply.ok) return { reply: fail('internal', 'The seat was taken twice.'), entered: null };
    // No seat to take: watch instead (RULES.md §8: newcomers join as spectators).
    if (reply.error.code === 'room_full' || reply.error.code === 'game_in_progress') {
      return watch(room.version);
    }
    return { reply, entered: null };
  }

  /** The room as stored now, or null. */
  async peek(code: RoomCode): Promise<Stored | null> {
    return this.options.store.loadRoom(code);
  }

  /** Takes a seat back with its token (refresh, new socket, another process). */
  async resume(code: RoomCode, token: string): Promise<Entered<ResultOf<'resume'>>> {
    const room = await this.options.store.loadRoom(code);
    if (!room) return { reply: fail('not_found', `There is no room ${code}.`), entered: null };
    const tokenHash = hashSeatToken(token);
    const seat = room.doc.lobby.seats.findIndex((s) => s.tokenHash === tokenHash);
    if (seat < 0)
      return {
        reply: fail('forbidden', 'That seat token holds no seat in this room.'),
        entered: null,
      };
    return {
      reply: { ok: true, result: { room: code, seat, version: room.version } },
      entered: { room: code, tokenHash },
    };
  }

  /**
   * A request about the caller's room: its handler's decision runs in one transaction, the
   * change is published, and the reply comes back (from the log, for a retried request id).
   */
  async request<Request extends RoomRequestFields, Result extends ResultBody>(
    code: RoomCode,
    caller: Caller,
    request: Request,
    handler: RoomHandler<Request, Result>,
  ): Promise<StoredReply> {
    // Seat holders' ids are theirs across reconnects (retries after a reconnect are answered
    // from the log); a spectator's only within its connection: spectators share no token.
    const who = caller.tokenHash?.slice(0, 12) ?? `spectator-${caller.connection ?? ''}`;
    const { library } = this.options;
    const decide = await handler.decision(request, {
      code,
      library,
      peek: () => this.options.store.loadRoom(code),
      clueUpload: async (ref) => (await this.options.media?.upload(code, ref)) ?? null,
      newSeed: this.options.newSeed ?? newSeed,
    });
    const timing = this.timing();
    const transaction = { rid: `${who}:${request.rid}`, expectedVersion: request.version ?? null };
    const outcome = await this.transact(code, transaction, (room) =>
      decide(room, { caller, timing }),
    );
    return outcome.kind === 'applied' ? outcome.decision.reply : replyTo(code, outcome);
  }

  /** A claimant's connection closed: their claim on a seat goes (`late-join.ts`). */
  async dropClaims(code: RoomCode, connection: string): Promise<void> {
    await this.transact(code, { rid: null, expectedVersion: null }, (room) =>
      decideDropClaims(room, connection, this.timing()),
    );
  }

  /** The scheduler found the room due: act once (timer, bot, host hand-over) if still due. */
  async runDue(code: RoomCode, version: number): Promise<boolean> {
    const loaded = await this.options.store.loadRoom(code);
    if (!loaded || loaded.version !== version) return false;
    const { library } = this.options;
    await library.prepare(loaded.doc.game?.config.deck ?? []);
    const botMove = planBotMove(loaded.doc, library.lookup, this.timing());
    const outcome = await this.options.store.transact(
      code,
      { rid: null, expectedVersion: version },
      (room) => {
        if (room.deadline === null || room.deadline > this.options.clock()) return nothingDue;
        return decideDue(room, this.timing(), botMove);
      },
    );
    if (outcome.kind !== 'applied') return false;
    await this.options.publisher.publish(changeOf(outcome));
    return true;
  }

  /**
   * A seat holder's last connection closed (`present` false) or they are back: the seat's away
   * time (a bot stands in after the room's delay) and, for the host, the hand-over clock.
   */
  async setPresence(code: RoomCode, tokenHash: string, present: boolean): Promise<void> {
    const timing = this.timing();
    const outcome = await this.options.store.transact(
      code,
      { rid: null, expectedVersion: null },
      (room): RoomDecision => {
        const { doc } = room;
        const seat = doc.lobby.seats.findIndex((s) => s.tokenHash === tokenHash);
        const current = doc.lobby.seats[seat];
        if (!current) return nothingDue;
        const unchangedSeat = present
          ? current.awaySince === null && !current.bot
          : current.awaySince !== null;
        const isHost = doc.lobby.host === seat;
        const hostUnchanged = !isHost || (doc.hostAwaySince === null) === present;
        if (unchangedSeat && hostUnchanged) return nothingDue;
        const lobby = markPresence(doc.lobby, seat, present, timing.now);
        const hostAwaySince = isHost
          ? present
            ? null
            : (doc.hostAwaySince ?? timing.now)
          : doc.hostAwaySince;
        const next = { ...doc, lobby, hostAwaySince };
        const request = present ? 'back' : 'away';
        return commit(room, next, { kind: 'room', request, seat }, timing);
      },
    );
    if (outcome.kind === 'applied') await this.options.publisher.publish(changeOf(outcome));
  }

  /** Runs a decision in one transaction and publishes what it wrote: the decision comes back whole. */
  private async transact<D extends RoomDecision>(
    code: RoomCode,
    request: TransactRequest,
    decide: (room: Stored) => D,
  ): Promise<Transacted<RoomRecord, StoredReply, D>> {
    const outcome = await this.options.store.transact(code, request, decide);
    if (outcome.kind !== 'applied') return outcome;
    await this.options.publisher.publish(changeOf(outcome));
    // Once the room no longer names them, a hidden clue's files go from storage.
    const { media } = this.options;
    for (const ref of outcome.decision.filesGone) await media?.delete(code, ref);
    return outcome;
  }
}

/** What every room request carries: its id, and the room version it acted on (optional). */
export interface RoomRequestFields {
  readonly rid: RequestId;
  readonly version?: number;
}

/** The reply to a transaction that wrote nothing new: a refusal, a retry's, or why not. */
function replyTo(
  code: RoomCode,
  outcome: Exclude<Transacted<RoomRecord, StoredReply, RoomDecision>, { kind: 'applied' }>,
): StoredReply {
  switch (outcome.kind) {
    case 'refused':
      return { ok: false, error: outcome.decision.error };
    case 'duplicate':
      return outcome.entry.reply;
    case 'stale':
      return {
        ok: false,
        error: protocolError('stale_version', 'The room changed; look again and retry.', {
          version: outcome.version,
        }),
      };
    case 'not_found':
      return fail('not_found', `There is no room ${code}.`);
  }
}

/** The pushes an applied decision asks for. */
function changeOf<D extends RoomDecision>(
  outcome: Extract<Transacted<RoomRecord, StoredReply, D>, { kind: 'applied' }>,
): RoomChange {
  const { decision } = outcome;
  return {
    room: outcome.room,
    events: decision.events,
    chat: decision.chat,
    removed: decision.removed,
    previous: outcome.previous,
  };
}
