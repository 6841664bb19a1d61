import { protocolError, type ErrorBody } from '../errors.ts';
import type { RoomCode, SeatToken } from '../ids.ts';
import type { SeatColour } from '../profile.ts';
import { parseServerMessage } from '../parse.ts';
import type { GameEvent } from '@fabula/rules';
import type { ChatPush, GameViewPush, Push, RemovedPush, RoomStatePush } from '../pushes.ts';
import { resultSchemas, type Reply, type ResultOf } from '../replies.ts';
import { isRequestType, type ClientMessageInput, type RequestType } from '../requests.ts';
import { PROTOCOL_VERSION } from '../version.ts';
import { nextHeldView, type HeldView } from './held-view.ts';
import type { Transport } from './transport.ts';

/**
 * The one protocol client: the web client, the terminal and scripted clients and the load
 * benchmark are thin adapters over it, each passing its own transport. It says hello on every
 * (re)connection and takes its seat back, gives every request an id and resolves it with its
 * reply (checked against the request type's result schema), keeps requests made while
 * disconnected in an outbox and sends them again (with the same id: the server answers a retry
 * from its log), parses every push with `parseServerMessage`, drops pushes older than the
 * newest version it has seen of its room, joins cut game views to the one it holds
 * (`historyFrom`) and asks for the whole view (`resync`) after a gap.
 *
 * @example
 * const client = new ProtocolClient({ transport: socketIoTransport(io(url)), name: 'my-tool' });
 * await client.ready;
 * const created = await client.request({ type: 'createRoom', profile });
 * client.subscribe((change) => { if (change === 'gameView') render(client.state.gameView); });
 */
export class ProtocolClient {
  #state: ClientState = {
    status: 'connecting',
    session: null,
    roomState: null,
    gameView: null,
    historyComplete: true,
    chat: [],
    removed: null,
    connectionError: null,
    clockOffset: 0,
    seatClaim: null,
    news: null,
  };
  readonly #transport: Transport;
  readonly #options: Settings;
  readonly #listeners = new Set<(change: Change) => void>();
  /** Waiting for their replies, by request id (a retried id may wait twice). */
  readonly #pending = new Map<string, Pending[]>();
  /** Made while the connection was not ready: sent once it is. */
  readonly #outbox: Pending[] = [];
  #counter = 0;
  /** Said hello on the current connection (and took its seat back, when it holds one). */
  #ready = false;
  /** The connection closed and has not opened again since. */
  #down = false;
  #newestVersion = -1;
  #held: HeldView | null = null;
  /**
   * Pushes that came while a request to enter a room was under way (they arrive before the
   * reply that names the room), or for a room this client is not in: kept until it enters.
   */
  #orphans: RoomPush[] = [];
  /** Requests to enter a room (createRoom, joinRoom, resume) under way. */
  #entering = 0;
  /** Resyncs sent since the history was last whole; one at a time. */
  #resyncTries = 0;
  #resyncing = false;
  #helloed: (outcome: Outcome<'hello'>) => void = () => undefined;

  /** Resolves with the first hello's outcome (a refusal when the server speaks another version). */
  readonly ready: Promise<Outcome<'hello'>> = new Promise((resolve) => {
    this.#helloed = resolve;
  });

  constructor(options: ClientOptions) {
    this.#transport = options.transport;
    this.#options = {
      name: options.name,
      seats: options.seats ?? memorySeats(),
      replyTimeoutMs: options.replyTimeoutMs ?? 15_000,
      retryAfterReconnect: options.retryAfterReconnect ?? true,
      chatKept: options.chatKept ?? 100,
      now: options.now ?? Date.now,
      ridPrefix: options.ridPrefix ?? randomPrefix(),
      onProtocolMismatch: options.onProtocolMismatch ?? (() => undefined),
    };
    this.#transport.listen({
      opened: () => void this.#opened(),
      closed: () => {
        this.#closed();
      },
      received: (raw) => {
        this.#received(raw);
      },
    });
  }

  /** What the client holds now: a new object after every change (never mutated). */
  get state(): ClientState {
    return this.#state;
  }

  /** Calls `listener` after every change, with what changed; returns the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Sends a request and resolves with its outcome (never rejects): the result, checked against
   * the request type's schema, or the error. Typed by the request: `result` is `ResultOf<type>`.
   * `rid`: the request id to send it with (default: the client's next), e.g. to retry by hand.
   */
  request<M extends RequestInput>(
    message: M,
    options: { readonly rid?: string } = {},
  ): Promise<Outcome<M['type']>> {
    const rid = options.rid ?? `${this.#options.ridPrefix}-${String(++this.#counter)}`;
    return this.#ask({ ...message, rid }, rid, message.type).then((reply) =>
      outcomeOf<M['type']>(message.type, reply),
    );
  }

  /**
   * Sends anything, even what no schema accepts (tests of the server's refusals), and resolves
   * with the reply to `rid` as it came (a request type it can read is still followed: entering
   * a room, leaving it).
   */
  sendRaw(raw: unknown, rid: string): Promise<Answer> {
    const type =
      typeof raw === 'object' && raw !== null && 'type' in raw && isRequestType(raw.type)
        ? raw.type
        : null;
    return this.#ask(raw, rid, type);
  }

  /**
   * Takes this client into `room`: its stored seat back, or a new one with `profile`, or (no
   * profile) nothing: `needs_profile`. Leaves the room it was in first. Resolves with the
   * refusal's code, or null once in.
   */
  async enterRoom(
    room: RoomCode,
    profile: ProfileInput | null,
  ): Promise<ErrorBody['code'] | 'needs_profile' | null> {
    if (this.#state.session?.room === room) return null;
    await this.leaveRoom();
    const token = this.#options.seats.get(room);
    if (token !== null) {
      const resumed = await this.request({ type: 'resume', room, token });
      if (resumed.ok) return null;
      this.#options.seats.forget(room);
      if (resumed.error.code === 'not_found') return 'not_found';
    }
    if (profile === null) return 'needs_profile';
    const joined = await this.request({ type: 'joinRoom', room, profile });
    return joined.ok ? null : joined.error.code;
  }

  /** Watches `room` without a seat. */
  async watchRoom(room: RoomCode): Promise<ErrorBody['code'] | null> {
    await this.leaveRoom();
    const joined = await this.request({ type: 'joinRoom', room });
    return joined.ok ? null : joined.error.code;
  }

  /**
   * Watching, asks for `seat` from the next round as `profile` (RULES.md §8). Resolves with the
   * refusal's code, or null once the claim is in (everyone sees it in the room state); when the
   * seat comes, the client takes it with the claim's token (`seatClaim`).
   */
  async claimSeat(seat: number, profile: ProfileInput): Promise<ErrorBody['code'] | null> {
    if (this.#state.session === null) return 'not_in_room';
    const claimed = await this.request({ type: 'claimSeat', seat, profile });
    return claimed.ok ? null : claimed.error.code;
  }

  /** Leaves the room for good (its seat token stops working); nothing when in none. */
  async leaveRoom(): Promise<void> {
    const current = this.#state.session;
    if (current === null) return;
    await this.request({ type: 'leaveRoom' });
    // Refused (a spectator holds no seat) or not: this client is out of the room.
    this.#lose(current.room, null);
  }

  // ——— the transport's events ———

  async #opened(): Promise<void> {
    this.#ready = false;
    this.#down = false;
    const hello = await this.#control({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      client: this.#options.name,
    });
    this.#helloed(hello);
    if (!hello.ok) {
      this.#update({ connectionError: hello.error }, 'error');
      if (hello.error.code === 'protocol_version') this.#options.onProtocolMismatch();
      return;
    }
    this.#update({ clockOffset: hello.result.serverTime - this.#options.now() }, 'status');
    const current = this.#state.session;
    if (current !== null) await this.#rejoin(current);
    this.#ready = true;
    this.#update({ status: 'connected' }, 'status');
    for (const entry of this.#outbox.splice(0)) this.#emit(entry);
  }

  /** After a reconnection: take the seat back, or watch again. */
  async #rejoin(current: Session): Promise<void> {
    const token = this.#options.seats.get(current.room);
    const back =
      current.seat !== null && token !== null
        ? await this.#control({ type: 'resume', room: current.room, token })
        : await this.#control({ type: 'joinRoom', room: current.room });
    if (!back.ok) this.#lose(current.room, back.error.code);
  }

  #closed(): void {
    this.#ready = false;
    this.#down = true;
    this.#update({ status: 'reconnecting' }, 'status');
    // Room requests are safe to send again with the same id; the others are answered now.
    for (const waiting of this.#pending.values()) {
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        if (this.#options.retryAfterReconnect && !notRetried.has(entry.type ?? 'hello'))
          this.#outbox.push(entry);
        else entry.resolve(failed('unavailable', 'Disconnected.'));
      }
    }
    this.#pending.clear();
  }

  #received(raw: unknown): void {
    const parsed = parseServerMessage(raw);
    if (!parsed.ok) {
      // Outside the protocol: shown as a connection error, never acted on.
      this.#update({ connectionError: parsed.error }, 'error');
      return;
    }
    const message = parsed.message;
    if (message.type === 'reply') this.#replied(message);
    else this.#pushed(message);
  }

  // ——— requests ———

  /** Sends a request of the client's own (hello, taking the seat back) before it is ready. */
  #control<M extends RequestInput>(message: M): Promise<Outcome<M['type']>> {
    const rid = `${this.#options.ridPrefix}-${String(++this.#counter)}`;
    return this.#ask({ ...message, rid }, rid, message.type, { control: true }).then((reply) =>
      outcomeOf<M['type']>(message.type, reply),
    );
  }

  #ask(
    message: unknown,
    rid: string,
    type: RequestType | null,
    options: { readonly control?: boolean } = {},
  ): Promise<Answer> {
    return new Promise((resolve) => {
      const entering = type !== null && entryTypes.has(type);
      if (entering) this.#entering++;
      const entry: Pending = {
        message,
        rid,
        type,
        resolve: (answer) => {
          if (entering) this.#entering--;
          resolve(answer);
        },
        timer: undefined,
      };
      const control = options.control === true && this.#transport.open;
      if (this.#ready || control) this.#emit(entry);
      // A client that does not retry keeps nothing for a connection that may never come back.
      else if (this.#down && !this.#options.retryAfterReconnect)
        entry.resolve(failed('unavailable', 'Disconnected.'));
      else this.#outbox.push(entry);
    });
  }

  #emit(entry: Pending): void {
    const waiting = this.#pending.get(entry.rid) ?? [];
    waiting.push(entry);
    this.#pending.set(entry.rid, waiting);
    entry.timer = setTimeout(() => {
      const index = waiting.indexOf(entry);
      if (index < 0) return;
      waiting.splice(index, 1);
      if (waiting.length === 0) this.#pending.delete(entry.rid);
      entry.resolve(failed('unavailable', 'No reply in time.'));
    }, this.#options.replyTimeoutMs);
    this.#transport.send(entry.message as object);
  }

  #replied(reply: Reply): void {
    // Replies to one request id are answered in order (a retried request gets two).
    const waiting = this.#pending.get(reply.rid);
    const entry = waiting?.shift();
    if (waiting?.length === 0) this.#pending.delete(reply.rid);
    if (entry === undefined) return;
    clearTimeout(entry.timer);
    entry.resolve(reply);
    if (entry.type !== null) this.#follow(entry.type, reply);
    // No room being entered any more: what was kept for the room this client is in goes on.
    if (this.#entering === 0) this.#adopt(this.#state.session?.room ?? null);
    this.#notify('reply');
  }

  /** What a reply changes in what the client holds: entering a room, leaving it. */
  #follow(type: RequestType, reply: Answer): void {
    const outcome = outcomeOf(type, reply);
    if (!outcome.ok) return;
    const { result } = outcome;
    if ('room' in result && 'seat' in result) {
      if ('token' in result && result.token !== null)
        this.#options.seats.set(result.room, result.token);
      this.#enter(result.room, result.seat);
    }
    if (type === 'claimSeat' && 'token' in result && this.#state.session !== null) {
      const { seat, token } = result as ResultOf<'claimSeat'>;
      this.#update({ seatClaim: { room: this.#state.session.room, seat, token } }, 'session');
    }
    if (type === 'leaveRoom') {
      const current = this.#state.session;
      if (current !== null) this.#lose(current.room, null);
    }
  }

  /** Resolves `room` as this client's room, with the pushes that arrived before the reply. */
  #enter(room: RoomCode, seat: number | null): void {
    const switching = this.#state.session?.room !== room;
    this.#newestVersion = -1;
    this.#resyncTries = 0;
    if (switching) this.#held = null;
    this.#update(
      {
        session: { room, seat },
        removed: null,
        chat: [],
        ...(switching
          ? { roomState: null, gameView: null, historyComplete: true, news: null }
          : {}),
      },
      'session',
    );
    this.#adopt(room);
  }

  /** Takes the pushes kept for `room` (the others are dropped once no room is being entered). */
  #adopt(room: RoomCode | null): void {
    if (this.#entering > 0 && room === null) return;
    const kept = this.#orphans;
    this.#orphans = this.#entering > 0 ? kept.filter((push) => roomOf(push) !== room) : [];
    for (const push of kept) if (roomOf(push) === room) this.#pushed(push);
  }

  /** Out of `room`: its seat token forgotten, what was held of it dropped. */
  #lose(room: RoomCode, reason: string | null): void {
    this.#options.seats.forget(room);
    if (this.#state.session?.room !== room) return;
    this.#newestVersion = -1;
    this.#resyncTries = 0;
    this.#held = null;
    this.#update(
      {
        session: null,
        roomState: null,
        gameView: null,
        historyComplete: true,
        chat: [],
        removed: reason === null ? null : removedReason(reason),
        seatClaim: null,
        news: null,
      },
      'session',
    );
  }

  // ——— pushes ———

  #pushed(push: Push): void {
    if (push.type === 'error') {
      this.#update({ connectionError: push.error }, 'error');
      return;
    }
    const current = this.#state.session;
    if (this.#entering > 0 || current === null || roomOf(push) !== current.room) {
      this.#orphans = [...this.#orphans, push].slice(-ORPHANS_KEPT);
      return;
    }
    switch (push.type) {
      case 'roomState':
        this.#roomState(current, push);
        return;
      case 'gameView':
        this.#gameView(push);
        return;
      case 'chat':
        this.#update({ chat: [...this.#state.chat, push].slice(-this.#options.chatKept) }, 'chat');
        return;
      case 'removed':
        // Leaving from here is no news: the reason is for leaving from another tab.
        this.#lose(push.room, push.reason === 'left' && this.#leaving() ? null : push.reason);
        return;
    }
  }

  #roomState(current: Session, push: RoomStatePush): void {
    if (push.version < this.#newestVersion) return;
    this.#newestVersion = push.version;
    const backToLobby = push.room.phase === 'lobby';
    if (backToLobby) this.#held = null;
    this.#update(
      {
        roomState: push,
        ...(push.you === current.seat ? {} : { session: { room: current.room, seat: push.you } }),
        ...(backToLobby ? { gameView: null, historyComplete: true } : {}),
      },
      'roomState',
    );
    this.#followClaim(push);
  }

  /**
   * Our claimed seat came (the room's claims no longer list it, or we sit): take it with the
   * claim's token. A dropped claim is forgotten, and the offer shows again.
   */
  #followClaim(push: RoomStatePush): void {
    const mine = this.#state.seatClaim;
    if (mine === null || mine.room !== push.room.code) return;
    if (push.you === null && push.room.claims.some((c) => c.seat === mine.seat)) return;
    this.#update({ seatClaim: null }, 'session');
    if (push.you !== null) return;
    const { room, token } = mine;
    void this.request({ type: 'resume', room, token }).then((resumed) => {
      // The pushes before the reply made this client the seat's; a reconnection takes it back.
      if (resumed.ok) this.#options.seats.set(room, token);
    });
  }

  #gameView(push: GameViewPush): void {
    if (push.version < this.#newestVersion) return;
    this.#newestVersion = push.version;
    const before = this.#held;
    this.#held = nextHeldView(before, push);
    const { complete } = this.#held;
    // A view at the version already held shows the game again (a resync, a presence refresh):
    // its events, if any, were news once already.
    const fresh =
      push.events.length > 0 &&
      (before === null || before.push.room !== push.room || push.version > before.push.version);
    const news: GameNews | null = fresh
      ? { room: push.room, version: push.version, events: push.events, at: this.#options.now() }
      : this.#state.news;
    this.#update({ gameView: this.#held.push, historyComplete: complete, news }, 'gameView');
    if (complete) this.#resyncTries = 0;
    else this.#resync();
  }

  /**
   * Asks for the whole view after a gap in the history. Its answer may be overtaken by a newer
   * cut view (and dropped as older): then it asks again, a few times at most.
   */
  #resync(): void {
    if (this.#resyncing || this.#resyncTries >= RESYNC_TRIES) return;
    this.#resyncing = true;
    this.#resyncTries++;
    void this.request({ type: 'resync' }).then((outcome) => {
      this.#resyncing = false;
      if (outcome.ok && !this.#state.historyComplete && this.#state.gameView !== null)
        this.#resync();
    });
  }

  /** Whether this client's own leaveRoom is under way. */
  #leaving(): boolean {
    for (const waiting of this.#pending.values())
      if (waiting.some((entry) => entry.type === 'leaveRoom')) return true;
    return false;
  }

  #update(change: Partial<ClientState>, what: Change): void {
    this.#state = { ...this.#state, ...change };
    this.#notify(what);
  }

  #notify(what: Change): void {
    for (const listener of this.#listeners) listener(what);
  }
}

export type Status = 'connecting' | 'connected' | 'reconnecting';

/** Where the client is: its room, and its seat there (null: watching). */
export interface Session {
  readonly room: RoomCode;
  readonly seat: number | null;
}

/** Why the client lost its room: the server removed it, or refused its token or room. */
export type RemovedReason = RemovedPush['reason'] | 'forbidden' | 'not_found';

export interface ClientState {
  readonly status: Status;
  readonly session: Session | null;
  readonly roomState: RoomStatePush | null;
  /** The game view, its history whole (or, after a gap, cut until `resync` brings it whole). */
  readonly gameView: GameViewPush | null;
  readonly historyComplete: boolean;
  /** The room's last chat lines, oldest first. */
  readonly chat: readonly ChatPush[];
  readonly removed: RemovedReason | null;
  /** The newest error about the connection (rate limiting, a refused hello, …). */
  readonly connectionError: ErrorBody | null;
  /** The server's clock minus this one's, in ms (from hello). */
  readonly clockOffset: number;
  /** The seat this watching client claimed from the next round, with its token; null: none. */
  readonly seatClaim: SeatClaim | null;
  /** What just happened in the game, for a screen to tell (see `GameNews`); null: nothing yet. */
  readonly news: GameNews | null;
}

/**
 * The engine's events of the newest game change this client saw happen: a new object each time,
 * never the same events twice. The server sends events only with the change that made them (a
 * view sent again on taking the seat back, on `resync` or to a newcomer carries none), and a
 * view at a version the client already holds brings no news, so a reconnection, a reload or a
 * resync never repeats them.
 */
export interface GameNews {
  readonly room: RoomCode;
  /** The version of the game view that carried them. */
  readonly version: number;
  readonly events: readonly GameEvent[];
  /** When they came, by the client's clock (`now`): a screen shows them for a while. */
  readonly at: number;
}

/** A seat claimed from the next round (RULES.md §8), and the token it will answer to. */
export interface SeatClaim {
  readonly room: RoomCode;
  readonly seat: number;
  readonly token: SeatToken;
}

/** What changed, for a subscriber (`reply`: a reply arrived; nothing held changed). */
export type Change = 'status' | 'session' | 'roomState' | 'gameView' | 'chat' | 'error' | 'reply';

/** A request as a client writes it: any request without its `rid`. */
export type RequestInput = ClientMessageInput extends infer M
  ? M extends { readonly rid: unknown }
    ? Omit<M, 'rid'>
    : never
  : never;

/** The request of one type, as a client writes it. */
export type RequestInputOf<T extends RequestType> = Extract<RequestInput, { type: T }>;

export type Outcome<T extends RequestType> =
  | { readonly ok: true; readonly result: ResultOf<T> }
  | { readonly ok: false; readonly error: ErrorBody };

/** Where a client keeps the seat tokens it holds, by room (the web client: localStorage). */
export interface SeatTokens {
  get(room: RoomCode): SeatToken | null;
  set(room: RoomCode, token: SeatToken): void;
  forget(room: RoomCode): void;
}

/** What a person picks to sit at a table. */
export interface ProfileInput {
  readonly name: string;
  readonly colour: SeatColour;
  readonly avatar: string;
}

export interface ClientOptions {
  readonly transport: Transport;
  /** Who this client is, in its hello (`client`), e.g. `fabula-web/0.1.0`. */
  readonly name: string;
  /** Default: in memory. */
  readonly seats?: SeatTokens;
  /** A request unanswered this long resolves as `unavailable` (default 15 s). */
  readonly replyTimeoutMs?: number;
  /**
   * Whether room requests waiting when the connection closes are sent again after it reopens
   * (default true); false answers them `unavailable` at once, and any request made while the
   * connection is down too (a client that never reconnects).
   */
  readonly retryAfterReconnect?: boolean;
  /** Chat lines kept (default 100). */
  readonly chatKept?: number;
  /** The clock `clockOffset` is measured against (default `Date.now`). */
  readonly now?: () => number;
  /** Starts every request id (default: random), so two clients' ids never meet. */
  readonly ridPrefix?: string;
  /** The server speaks another protocol version (it was updated): e.g. reload the page. */
  readonly onProtocolMismatch?: () => void;
}

/** A reply without its envelope: what a request resolves with. */
export type Answer =
  | { readonly ok: true; readonly result: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly error: ErrorBody };

/** The options, with every default filled in. */
interface Settings {
  readonly name: string;
  readonly seats: SeatTokens;
  readonly replyTimeoutMs: number;
  readonly retryAfterReconnect: boolean;
  readonly chatKept: number;
  readonly now: () => number;
  readonly ridPrefix: string;
  readonly onProtocolMismatch: () => void;
}

/** A push about a room (every push but `error`). */
type RoomPush = Exclude<Push, { readonly type: 'error' }>;

interface Pending {
  readonly message: unknown;
  readonly rid: string;
  /** The request type, when known (a raw message may have none). */
  readonly type: RequestType | null;
  readonly resolve: (answer: Answer) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** The requests that put a connection in a room. */
const entryTypes: ReadonlySet<RequestType> = new Set(['createRoom', 'joinRoom', 'resume']);

/**
 * Pushes kept while a room is being entered: the room's state and game view, then its chat so
 * far (up to 50 lines), so well over that.
 */
const ORPHANS_KEPT = 200;

/**
 * Requests never sent again on a new connection: the client's own (it sends them again itself)
 * and those whose effect belongs to the connection (entering a room, leaving it, a resync).
 */
const notRetried: ReadonlySet<RequestType> = new Set([
  'hello',
  'resume',
  'createRoom',
  'joinRoom',
  'leaveRoom',
  'resync',
]);

/** How many resyncs in a row may be overtaken by newer cut views before the client waits. */
const RESYNC_TRIES = 3;

/** The reply as an outcome of a request of `type`: its result checked against the schema. */
function outcomeOf<T extends RequestType>(type: T, reply: Answer): Outcome<T> {
  if (!reply.ok) return { ok: false, error: reply.error };
  const checked = resultSchemas[type].safeParse(reply.result);
  if (checked.success) return { ok: true, result: checked.data as ResultOf<T> };
  return {
    ok: false,
    error: protocolError('internal', `The server's ${type} result is not the protocol's.`),
  };
}

function failed(code: ErrorBody['code'], message: string): Answer {
  return { ok: false, error: { code, message } };
}

function roomOf(push: RoomPush): RoomCode {
  return push.type === 'roomState' ? push.room.code : push.room;
}

function removedReason(reason: string): RemovedReason {
  return reason === 'kicked' || reason === 'left' || reason === 'expired' || reason === 'forbidden'
    ? reason
    : 'not_found';
}

function memorySeats(): SeatTokens {
  const tokens = new Map<RoomCode, SeatToken>();
  return {
    get: (room) => tokens.get(room) ?? null,
    set: (room, token) => tokens.set(room, token),
    forget: (room) => tokens.delete(room),
  };
}

function randomPrefix(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}
