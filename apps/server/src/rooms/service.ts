import type {
  ChatPush,
  ClientMessage,
  ErrorBody,
  Profile,
  RoomCode,
  SeatToken,
} from '@fabula/protocol';
import type { GameEvent } from '@fabula/rules';
import type { ClueMedia } from '../clues/clue-media.ts';
import { hashSeatToken, newRoomCode, newSeatToken, newSeed } from '../identity/seat-token.ts';
import type { GameStore, Transacted } from '../storage/store.ts';
import type { JsonValue } from '../storage/room.ts';
import { nextDeadline } from './deadlines.ts';
import { decideHost, type HostRequest, type StartInputs } from './host-actions.ts';
import type { Caller, Effects, RoomDecision, Stored, StoredReply, Timing } from './kit.ts';
import { markPresence, newLobby, personSeat } from './lobby.ts';
import { decideClaim, decideDropClaims } from './late-join.ts';
import { decideChat, decideLeave, decideProfile, decideSit } from './membership.ts';
import { planBotMove } from './bot-players.ts';
import type { CardLibrary } from './card-library.ts';
import { decideDue, decideMove } from './moves.ts';
import { roomPhase, type RoomRecord } from './record.ts';
import { decideMute, decideReact } from './social.ts';

/** What happened to a room, for the pushes the connection layer sends after the commit. */
export interface RoomChange {
  readonly room: Stored;
  readonly events: readonly GameEvent[];
  readonly chat: ChatPush | null;
  /** A token that no longer holds a seat (left or kicked), to tell and detach its connections. */
  readonly removed: { readonly tokenHash: string; readonly reason: 'kicked' | 'left' } | null;
  /**
   * The room as it was at the version before this change (what the change was decided on), so
   * the pushes can leave out what clients already hold. Absent or null when there is none to
   * rely on (a new room, a publish that changed no version).
   */
  readonly previous?: Stored | null;
}

/**
 * `decide`, remembering the room it was last called with: after an applied transaction, the
 * room as it was just before (a store may call `decide` again on a retry; the last call is the
 * one that was written).
 */
function remembering(decide: (room: Stored) => RoomDecision): {
  readonly decide: (room: Stored) => RoomDecision;
  readonly seen: () => Stored | null;
} {
  let last: Stored | null = null;
  return {
    decide: (room) => {
      last = room;
      return decide(room);
    },
    seen: () => last,
  };
}

/** Sends a change's pushes to everyone concerned (implemented over Socket.IO). */
export interface Publisher {
  publish(change: RoomChange): Promise<void>;
}

export interface ServiceOptions {
  readonly store: GameStore<RoomRecord>;
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
}

const fail = (code: ErrorBody['code'], message: string): StoredReply => ({
  ok: false,
  error: { code, message },
});

/** Requests that a seat holder (or spectator) sends about their room (`resync` only reads it). */
export type RoomRequest = Exclude<
  ClientMessage,
  { type: 'hello' | 'resume' | 'createRoom' | 'joinRoom' | 'resync' }
>;

/**
 * The rooms: each request becomes one store transaction whose decision is a pure function of the
 * stored room (see kit.ts); after the commit the change is published, then the reply is sent.
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
  async createRoom(
    profile: Profile,
  ): Promise<{ reply: StoredReply; token: SeatToken | null; code: RoomCode | null }> {
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
        await this.options.publisher.publish({
          room: created.room,
          events: [],
          chat: null,
          removed: null,
        });
        return {
          reply: {
            ok: true,
            result: { room: code, seat: 0, token, version: created.room.version },
          },
          token,
          code,
        };
      }
    }
    return {
      reply: fail('unavailable', 'Could not find a free room code; try again.'),
      token: null,
      code: null,
    };
  }

  /** Joins a room: with a profile to sit (or watch, when no seat is free), without one to watch. */
  async joinRoom(
    code: RoomCode,
    profile: Profile | undefined,
    rid: string,
  ): Promise<{ reply: StoredReply; tokenHash: string | null }> {
    const room = await this.options.store.loadRoom(code);
    if (!room) return { reply: fail('not_found', `There is no room ${code}.`), tokenHash: null };
    const watch = (version: number): StoredReply => ({
      ok: true,
      result: { room: code, seat: null, token: null, version },
    });
    if (!profile) return { reply: watch(room.version), tokenHash: null };
    const token = newSeatToken();
    const tokenHash = hashSeatToken(token);
    const effects: Effects = { events: [] };
    const outcome = await this.transact(
      code,
      `join:${tokenHash}:${rid}`,
      null,
      (r) => decideSit(r, profile, tokenHash, this.timing()),
      effects,
    );
    if (outcome.ok) {
      const result = outcome.result as { version: number; seat: number };
      return {
        reply: {
          ok: true,
          result: { room: code, seat: result.seat, token, version: result.version },
        },
        tokenHash,
      };
    }
    if (outcome.error.code === 'room_full' || outcome.error.code === 'game_in_progress') {
      return { reply: watch(room.version), tokenHash: null };
    }
    return { reply: outcome, tokenHash: null };
  }

  /** The room as stored now, or null. */
  async peek(code: RoomCode): Promise<Stored | null> {
    return this.options.store.loadRoom(code);
  }

  /** Takes a seat back with its token (refresh, new socket, another process). */
  async resume(
    code: RoomCode,
    token: string,
  ): Promise<{
    reply: StoredReply;
    tokenHash: string | null;
    seat: number | null;
    room: Stored | null;
  }> {
    const room = await this.options.store.loadRoom(code);
    if (!room)
      return {
        reply: fail('not_found', `There is no room ${code}.`),
        tokenHash: null,
        seat: null,
        room: null,
      };
    const tokenHash = hashSeatToken(token);
    const seat = room.doc.lobby.seats.findIndex((s) => s.tokenHash === tokenHash);
    if (seat < 0)
      return {
        reply: fail('forbidden', 'That seat token holds no seat in this room.'),
        tokenHash: null,
        seat: null,
        room,
      };
    return {
      reply: { ok: true, result: { room: code, seat, version: room.version } },
      tokenHash,
      seat,
      room,
    };
  }

  /** A request about the caller's room. */
  async request(code: RoomCode, caller: Caller, message: RoomRequest): Promise<StoredReply> {
    const effects: Effects = { events: [] };
    // Seat holders' ids are theirs across reconnects (retries after a reconnect are answered
    // from the log); a spectator's only within its connection: spectators share no token.
    const who = caller.tokenHash?.slice(0, 12) ?? `spectator-${caller.connection ?? ''}`;
    const rid = `${who}:${message.rid}`;
    const expected =
      'version' in message && typeof message.version === 'number' ? message.version : null;
    const timing = this.timing();
    const inputs = await this.inputsFor(code, message);
    // A drawn or recorded clue names a stored file: what it was made for is read before the
    // transaction, which then checks it against the seat and the round.
    const upload =
      message.type === 'clue' && (message.clue.kind === 'drawing' || message.clue.kind === 'voice')
        ? await (this.options.media?.upload(code, message.clue.ref) ?? null)
        : null;
    const chat: { line: ChatPush | null } = { line: null };
    let removed: RoomChange['removed'] = null;
    // A claim's seat token is made here, outside the (pure, retried) decision.
    const claimToken = message.type === 'claimSeat' ? newSeatToken() : null;
    const decide = (room: Stored): RoomDecision => {
      switch (message.type) {
        case 'clue':
          return decideMove(room, caller, message, timing, effects, upload);
        case 'claimStoryteller':
        case 'submit':
        case 'vote':
        case 'trap':
        case 'continue':
        case 'wait':
          return decideMove(room, caller, message, timing, effects);
        case 'leaveRoom': {
          const seat = room.doc.lobby.seats.findIndex((s) => s.tokenHash === caller.tokenHash);
          if (seat < 0 || caller.tokenHash === null)
            return {
              kind: 'refuse',
              reply: fail('not_seated', 'You hold no seat here.') as unknown as JsonValue,
            };
          removed = { tokenHash: caller.tokenHash, reason: 'left' };
          return decideLeave(room, seat, 'leaveRoom', timing, effects);
        }
        case 'claimSeat': {
          const tokenHash = hashSeatToken(claimToken ?? newSeatToken());
          const { seat, profile } = message;
          return decideClaim(room, caller, { seat, profile, tokenHash }, timing);
        }
        case 'setProfile':
          return decideProfile(room, caller, message.profile, timing);
        case 'chat':
          return decideChat(room, caller, message.text, timing, chat);
        case 'react':
          return decideReact(room, caller, message.emoji, timing);
        case 'muteSeat':
          return decideMute(room, caller, message, timing);
        case 'kick': {
          const hash = room.doc.lobby.seats[message.seat]?.tokenHash ?? null;
          const decision = decideHost(room, caller, message, timing, effects, inputs);
          if (decision.kind === 'write' && hash !== null)
            removed = { tokenHash: hash, reason: 'kicked' };
          return decision;
        }
        default:
          return decideHost(room, caller, message satisfies HostRequest, timing, effects, inputs);
      }
    };
    const outcome = await this.transact(code, rid, expected, decide, effects, () => ({
      chat: chat.line,
      removed,
    }));
    // The token travels to the claimant only, never into the room's log.
    if (claimToken !== null && outcome.ok) {
      return { ok: true, result: { ...outcome.result, token: claimToken } };
    }
    return outcome;
  }

  /** A claimant's connection closed: their claim on a seat goes (`late-join.ts`). */
  async dropClaims(code: RoomCode, connection: string): Promise<void> {
    const effects: Effects = { events: [] };
    await this.transact(
      code,
      null,
      null,
      (room) => decideDropClaims(room, connection, this.timing()),
      effects,
    );
  }

  /** Reads from disk what a host decision needs (decisions run in the store's transaction). */
  private async inputsFor(code: RoomCode, message: RoomRequest): Promise<StartInputs> {
    const { library } = this.options;
    const none = {
      deck: library.builtInIds,
      deckSource: { decks: [], builtIn: true, classic: false },
      // Only a start plays with the seed: no random bytes are drawn for every move.
      seed: message.type === 'start' ? newSeed() : '',
    };
    if (message.type === 'setDecks') {
      return { ...none, knownDecks: await library.existing(message.decks) };
    }
    if (message.type === 'start') {
      const room = await this.options.store.loadRoom(code);
      const settings = room?.doc.lobby.settings;
      if (settings) {
        // Rooms stored before the first edition became optional have no classicDeck: off.
        const classic = settings.classicDeck === true;
        const deck = await library.cardsFor(settings.decks, settings.builtInDeck, classic);
        const deckSource = { decks: settings.decks, builtIn: settings.builtInDeck, classic };
        if (deck) return { ...none, deck, deckSource, knownDecks: new Set() };
      }
    }
    return { ...none, knownDecks: new Set() };
  }

  /** The scheduler found the room due: act once (timer, bot, host hand-over) if still due. */
  async runDue(code: RoomCode, version: number): Promise<boolean> {
    const loaded = await this.options.store.loadRoom(code);
    if (!loaded || loaded.version !== version) return false;
    const { library } = this.options;
    await library.prepare(loaded.doc.game?.config.deck ?? []);
    const botMove = planBotMove(loaded.doc, library.lookup, this.timing());
    const effects: Effects = { events: [] };
    const due = remembering((room) => {
      if (room.deadline === null || room.deadline > this.options.clock()) {
        return { kind: 'refuse', reply: null };
      }
      return decideDue(room, this.timing(), effects, botMove);
    });
    const outcome = await this.options.store.transact(
      code,
      { rid: null, expectedVersion: version },
      due.decide,
    );
    if (outcome.kind !== 'applied') return false;
    await this.options.publisher.publish({
      room: outcome.room,
      events: effects.events,
      chat: null,
      removed: null,
      previous: due.seen(),
    });
    return true;
  }

  /**
   * A seat holder's last connection closed (`present` false) or they are back: the seat's away
   * time (a bot stands in after the room's delay) and, for the host, the hand-over clock.
   */
  async setPresence(code: RoomCode, tokenHash: string, present: boolean): Promise<void> {
    const timing = this.timing();
    const presence = remembering((room) => {
      const { doc } = room;
      const seat = doc.lobby.seats.findIndex((s) => s.tokenHash === tokenHash);
      const current = doc.lobby.seats[seat];
      if (!current) return { kind: 'refuse', reply: null };
      const unchanged = present
        ? current.awaySince === null && !current.bot
        : current.awaySince !== null;
      const isHost = doc.lobby.host === seat;
      const hostUnchanged = !isHost || (doc.hostAwaySince === null) === present;
      if (unchanged && hostUnchanged) return { kind: 'refuse', reply: null };
      const lobby = markPresence(doc.lobby, seat, present, timing.now);
      const hostAwaySince = isHost
        ? present
          ? null
          : (doc.hostAwaySince ?? timing.now)
        : doc.hostAwaySince;
      const next = { ...doc, lobby, hostAwaySince };
      return {
        kind: 'write',
        room: { phase: roomPhase(next), deadline: nextDeadline(next, timing), doc: next },
        action: { kind: 'room', request: present ? 'back' : 'away', seat },
        reply: null,
      };
    });
    const outcome = await this.options.store.transact(
      code,
      { rid: null, expectedVersion: null },
      presence.decide,
    );
    if (outcome.kind === 'applied') {
      await this.options.publisher.publish({
        room: outcome.room,
        events: [],
        chat: null,
        removed: null,
        previous: presence.seen(),
      });
    }
  }

  private async transact(
    code: RoomCode,
    rid: string | null,
    expectedVersion: number | null,
    decide: (room: Stored) => RoomDecision,
    effects: Effects,
    extra: () => Pick<RoomChange, 'chat' | 'removed'> = () => ({ chat: null, removed: null }),
  ): Promise<StoredReply> {
    const decision = remembering(decide);
    const outcome: Transacted<RoomRecord> = await this.options.store.transact(
      code,
      { rid, expectedVersion },
      decision.decide,
    );
    switch (outcome.kind) {
      case 'applied':
        await this.options.publisher.publish({
          room: outcome.room,
          events: effects.events,
          ...extra(),
          previous: decision.seen(),
        });
        return outcome.entry.reply as unknown as StoredReply;
      case 'refused':
        return outcome.reply as unknown as StoredReply;
      case 'duplicate':
        return outcome.entry.reply as unknown as StoredReply;
      case 'stale':
        return {
          ok: false,
          error: {
            code: 'stale_version',
            message: 'The room changed; look again and retry.',
            details: { version: outcome.version },
          },
        };
      case 'not_found':
        return fail('not_found', `There is no room ${code}.`);
    }
  }
}
