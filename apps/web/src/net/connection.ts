import type {
  ChatPush,
  ClientMessageInput,
  ErrorBody,
  GameViewPush,
  RemovedPush,
  RequestType,
  ResultOf,
  RoomCode,
  RoomStatePush,
  SeatColour,
  SeatToken,
} from '@fabula/protocol';
import { batch, signal } from '@preact/signals';
import { io, type Socket } from 'socket.io-client';
import type { Lang } from '../i18n/index.ts';
import { nextHeldView } from '../logic/history-delta.ts';
import { routingQuery } from '../router-parse.ts';
import { reloadForNewProtocol } from './protocol-upgrade.ts';
import { forgetSeat, rememberSeat, seatToken } from './storage.ts';
import { MESSAGE_EVENT, PROTOCOL_VERSION } from './wire.ts';

/**
 * The one connection to the server: Socket.IO over WebSocket only, one event name (`msg`).
 * It says hello first on every (re)connection, then takes the seat back with its token, then
 * sends what was waiting. Pushes land in signals; a push older than the newest version seen for
 * the room is dropped.
 */

export type Status = 'connecting' | 'connected' | 'reconnecting';

/** Where this tab is: the room and its seat (null: watching). */
export interface Session {
  readonly room: RoomCode;
  readonly seat: number | null;
}

export const status = signal<Status>('connecting');
export const session = signal<Session | null>(null);
export const roomState = signal<RoomStatePush | null>(null);
export const gameView = signal<GameViewPush | null>(null);
export const chat = signal<readonly ChatPush[]>([]);
/** Why this tab lost its room (kicked, left elsewhere, expired, token refused). */
export const removed = signal<RemovedPush['reason'] | 'forbidden' | 'not_found' | null>(null);
/** The newest error pushed for the connection (rate limiting, …). */
export const connectionError = signal<ErrorBody | null>(null);
/** Server clock minus this clock, in ms (from hello). */
export const clockOffset = signal(0);

/**
 * The seat this watching tab claimed from the next round (RULES.md §8), and the token the seat
 * will answer to; null when none. Once the room's claims no longer list it, the tab resumes with
 * the token: the seat is ours (or the claim was dropped, and the offer shows again).
 */
export interface SeatClaim {
  readonly room: RoomCode;
  readonly seat: number;
  readonly token: SeatToken;
}
export const seatClaim = signal<SeatClaim | null>(null);

/** A request as the client writes it: any request without its `rid`. */
export type Request = ClientMessageInput extends infer M
  ? M extends { rid: unknown }
    ? Omit<M, 'rid'>
    : never
  : never;

export type RequestOfType<T extends RequestType> = Extract<Request, { type: T }>;

export type Outcome<T extends RequestType> =
  | { readonly ok: true; readonly result: ResultOf<T> }
  | { readonly ok: false; readonly error: ErrorBody };

interface Pending {
  readonly message: Record<string, unknown> & { type: string; rid: string };
  readonly resolve: (outcome: Outcome<RequestType>) => void;
}

const CHAT_KEPT = 100;
const REPLY_TIMEOUT_MS = 15_000;
/**
 * Requests that must not be repeated on a new connection (they are not stored by room; a resync
 * is not needed after one: taking the seat back brings the whole view).
 */
const notRetried = new Set(['hello', 'resume', 'createRoom', 'joinRoom', 'leaveRoom', 'resync']);
/** How many resyncs in a row may be overtaken by newer cut views before the tab waits. */
const RESYNC_TRIES = 3;

function randomPrefix(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Connection {
  private readonly socket: Socket;
  private readonly prefix = randomPrefix();
  private counter = 0;
  /** Said hello on the current socket (and resumed, when a seat is held). */
  private ready = false;
  private readonly pending = new Map<string, Pending>();
  private readonly outbox: Pending[] = [];
  private newestVersion = -1;
  /** Pushes for a room this tab is entering (they arrive before the reply that names it). */
  private orphans: Record<string, unknown>[] = [];
  /** Whether `gameView` holds the whole round history (false after a gap, until a resync). */
  private historyComplete = true;
  /** Resyncs sent since the history was last whole; one at a time. */
  private resyncTries = 0;
  private resyncing = false;

  constructor() {
    this.socket = io({
      path: '/socket.io',
      query: routingQuery(location.pathname),
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
    });
    this.socket.on('connect', () => {
      void this.onConnect();
    });
    this.socket.on('disconnect', () => {
      this.onDisconnect();
    });
    this.socket.io.on('reconnect_attempt', () => {
      // The tab may have entered a room since: its next connection goes where the room is.
      this.socket.io.opts.query = routingQuery(location.pathname);
      status.value = 'reconnecting';
    });
    this.socket.on(MESSAGE_EVENT, (raw: unknown) => {
      this.onMessage(raw);
    });
  }

  /** Sends a request and resolves with its reply (never rejects). */
  request<T extends RequestType>(message: RequestOfType<T>): Promise<Outcome<T>> {
    const rid = `${this.prefix}-${String(++this.counter)}`;
    return new Promise((resolve) => {
      const entry: Pending = {
        message: { ...message, rid },
        resolve: resolve as (outcome: Outcome<RequestType>) => void,
      };
      const control = message.type === 'hello' || message.type === 'resume';
      if (this.ready || (control && this.socket.connected)) this.emit(entry);
      else this.outbox.push(entry);
    });
  }

  private emit(entry: Pending): void {
    this.pending.set(entry.message.rid, entry);
    this.socket.emit(MESSAGE_EVENT, entry.message);
    setTimeout(() => {
      if (this.pending.get(entry.message.rid) !== entry) return;
      this.pending.delete(entry.message.rid);
      entry.resolve({ ok: false, error: { code: 'unavailable', message: 'No reply in time.' } });
    }, REPLY_TIMEOUT_MS);
  }

  private async onConnect(): Promise<void> {
    this.ready = false;
    const hello = await this.request<'hello'>({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      client: 'fabula-web/0.1.0',
    });
    if (!hello.ok) {
      connectionError.value = hello.error;
      if (hello.error.code === 'protocol_version')
        reloadForNewProtocol({
          now: Date.now(),
          storage: sessionStorage,
          reload: () => {
            location.reload();
          },
        });
      return;
    }
    clockOffset.value = hello.result.serverTime - Date.now();
    const current = session.value;
    if (current !== null) await this.rejoin(current);
    this.ready = true;
    status.value = 'connected';
    for (const entry of this.outbox.splice(0)) this.emit(entry);
  }

  /** After a reconnect: take the seat back, or watch again. */
  private async rejoin(current: Session): Promise<void> {
    const token = seatToken(current.room);
    if (current.seat !== null && token !== null) {
      const resumed = await this.request<'resume'>({
        type: 'resume',
        room: current.room,
        token,
      });
      if (!resumed.ok) this.lose(current.room, resumed.error.code);
      return;
    }
    const joined = await this.request<'joinRoom'>({ type: 'joinRoom', room: current.room });
    if (!joined.ok) this.lose(current.room, joined.error.code);
  }

  private onDisconnect(): void {
    this.ready = false;
    status.value = 'reconnecting';
    // Room requests are safe to send again with the same rid; the others are answered now.
    for (const entry of this.pending.values()) {
      if (notRetried.has(entry.message.type)) {
        entry.resolve({ ok: false, error: { code: 'unavailable', message: 'Disconnected.' } });
      } else {
        this.outbox.push(entry);
      }
    }
    this.pending.clear();
  }

  private onMessage(raw: unknown): void {
    if (!isRecord(raw) || typeof raw.type !== 'string') return;
    if (raw.type === 'reply') {
      const rid = typeof raw.rid === 'string' ? raw.rid : '';
      const entry = this.pending.get(rid);
      if (!entry) return;
      this.pending.delete(rid);
      entry.resolve(
        raw.ok === true
          ? { ok: true, result: raw.result as ResultOf<RequestType> }
          : { ok: false, error: raw.error as ErrorBody },
      );
      return;
    }
    this.onPush(raw);
  }

  private onPush(push: Record<string, unknown>): void {
    const current = session.value;
    const pushRoom = push.type === 'roomState' && isRecord(push.room) ? push.room.code : push.room;
    if (typeof pushRoom === 'string' && pushRoom !== current?.room) {
      this.orphans = [...this.orphans, push].slice(-20);
      return;
    }
    switch (push.type) {
      case 'roomState': {
        const state = push as unknown as RoomStatePush;
        if (current === null || state.room.code !== current.room) return;
        if (state.version < this.newestVersion) return;
        this.newestVersion = state.version;
        batch(() => {
          roomState.value = state;
          if (state.you !== current.seat) session.value = { room: current.room, seat: state.you };
          if (state.room.phase === 'lobby') gameView.value = null;
        });
        this.followClaim(state);
        return;
      }
      case 'gameView': {
        const view = push as unknown as GameViewPush;
        if (current === null || view.room !== current.room) return;
        if (view.version < this.newestVersion) return;
        this.newestVersion = view.version;
        const held = gameView.value && { push: gameView.value, complete: this.historyComplete };
        const next = nextHeldView(held, view);
        gameView.value = next.push;
        this.historyComplete = next.complete;
        if (next.complete) this.resyncTries = 0;
        else this.resync();
        return;
      }
      case 'chat': {
        const line = push as unknown as ChatPush;
        if (current === null || line.room !== current.room) return;
        chat.value = [...chat.value, line].slice(-CHAT_KEPT);
        return;
      }
      case 'removed': {
        const gone = push as unknown as RemovedPush;
        if (current !== null && gone.room === current.room) this.lose(gone.room, gone.reason);
        return;
      }
      case 'error':
        connectionError.value = (push as { error: ErrorBody }).error;
        return;
    }
  }

  /** Our claimed seat came (or the claim went): take the seat with the claim's token. */
  private followClaim(state: RoomStatePush): void {
    const mine = seatClaim.value;
    if (mine === null || mine.room !== state.room.code) return;
    if (state.you === null && state.room.claims.some((c) => c.seat === mine.seat)) return;
    seatClaim.value = null;
    if (state.you !== null) return;
    const { room, token } = mine;
    void this.request<'resume'>({ type: 'resume', room, token }).then((resumed) => {
      // The pushes before the reply made this tab the seat's; a refresh takes it back too.
      if (resumed.ok) rememberSeat(room, token);
    });
  }

  /**
   * Asks for the whole view after a gap in the history. Its answer may be overtaken by a newer
   * cut view (and dropped as older): then it asks again, a few times at most.
   */
  private resync(): void {
    if (this.resyncing || this.resyncTries >= RESYNC_TRIES) return;
    this.resyncing = true;
    this.resyncTries++;
    void this.request<'resync'>({ type: 'resync' }).then((outcome) => {
      this.resyncing = false;
      if (outcome.ok && !this.historyComplete && gameView.value !== null) this.resync();
    });
  }

  private lose(room: RoomCode, reason: string): void {
    forgetSeat(room);
    batch(() => {
      removed.value =
        reason === 'kicked' || reason === 'left' || reason === 'expired' || reason === 'forbidden'
          ? reason
          : 'not_found';
      this.clearRoom();
    });
  }

  clearRoom(): void {
    this.newestVersion = -1;
    this.resyncTries = 0;
    batch(() => {
      session.value = null;
      seatClaim.value = null;
      roomState.value = null;
      gameView.value = null;
      chat.value = [];
    });
  }

  /** Makes `room` this tab's room, with the pushes that arrived before the reply. */
  enter(room: RoomCode, seat: number | null, token: SeatToken | null): void {
    if (token !== null) rememberSeat(room, token);
    this.newestVersion = -1;
    this.resyncTries = 0;
    const early = this.orphans;
    this.orphans = [];
    batch(() => {
      removed.value = null;
      chat.value = [];
      session.value = { room, seat };
      for (const push of early) this.onPush(push);
    });
  }
}

/** What a person picks to sit at a table. */
export interface ProfileInput {
  readonly name: string;
  readonly colour: SeatColour;
  readonly avatar: string;
}

let instance: Connection | null = null;

/** The page's connection, opened on first use. */
export function connection(): Connection {
  instance ??= new Connection();
  return instance;
}

/** Sends a request on the page's connection. */
export function send<T extends RequestType>(message: RequestOfType<T>): Promise<Outcome<T>> {
  return connection().request<T>(message);
}

/**
 * Takes this tab into a room: resumes the stored seat, or joins (with a profile to sit, without
 * to watch). Resolves with the refusal's error code, or null when in.
 */
export async function enterRoom(
  room: RoomCode,
  profile: ProfileInput | null,
): Promise<string | null> {
  const c = connection();
  if (session.value?.room === room) return null;
  if (session.value !== null) {
    await c.request<'leaveRoom'>({ type: 'leaveRoom' });
    c.clearRoom();
  }
  const token = seatToken(room);
  if (token !== null) {
    const resumed = await c.request<'resume'>({ type: 'resume', room, token });
    if (resumed.ok) {
      c.enter(room, resumed.result.seat, null);
      return null;
    }
    forgetSeat(room);
    if (resumed.error.code === 'not_found') return 'not_found';
  }
  if (profile === null) return 'needs_profile';
  const joined = await c.request<'joinRoom'>({ type: 'joinRoom', room, profile });
  if (!joined.ok) return joined.error.code;
  c.enter(room, joined.result.seat, joined.result.token);
  return null;
}

/**
 * A watching tab asks for `seat` from the next round, as `profile`. Resolves with the refusal's
 * error code, or null when the claim is in (everyone sees it in the room state).
 */
export async function claimSeat(seat: number, profile: ProfileInput): Promise<string | null> {
  const room = session.value?.room;
  if (room === undefined) return 'not_in_room';
  const claimed = await send<'claimSeat'>({ type: 'claimSeat', seat, profile });
  if (!claimed.ok) return claimed.error.code;
  seatClaim.value = { room, seat: claimed.result.seat, token: claimed.result.token };
  return null;
}

/** Watches a room without a seat. */
export async function watchRoom(room: RoomCode): Promise<string | null> {
  const c = connection();
  const joined = await c.request<'joinRoom'>({ type: 'joinRoom', room });
  if (!joined.ok) return joined.error.code;
  c.enter(room, null, null);
  return null;
}

/** Creates a room and sits in seat 0 as its host. */
export async function createRoom(
  profile: ProfileInput,
  language: Lang,
): Promise<{ room: RoomCode } | { error: string }> {
  const c = connection();
  if (session.value !== null) {
    await c.request<'leaveRoom'>({ type: 'leaveRoom' });
    c.clearRoom();
  }
  const created = await c.request<'createRoom'>({ type: 'createRoom', profile });
  if (!created.ok) return { error: created.error.code };
  c.enter(created.result.room, created.result.seat, created.result.token);
  // The room starts in its creator's language, so bots give clues people can read.
  if (language !== 'en') await c.request<'setLanguage'>({ type: 'setLanguage', language });
  return { room: created.result.room };
}

/** Leaves the room for good (the seat token stops working). */
export async function leaveRoom(): Promise<void> {
  const c = connection();
  const current = session.value;
  if (current === null) return;
  await c.request<'leaveRoom'>({ type: 'leaveRoom' });
  forgetSeat(current.room);
  c.clearRoom();
}
