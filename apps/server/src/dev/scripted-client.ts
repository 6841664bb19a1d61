import {
  MESSAGE_EVENT,
  PROTOCOL_VERSION,
  parseServerMessage,
  type ClientMessageInput,
  type GameViewPush,
  type Push,
  type Reply,
  type RoomStatePush,
} from '@fabula/protocol';
import type { SeatCommand } from '@fabula/rules';
import { io, type Socket } from 'socket.io-client';
import { wholeHistory } from './history-delta.ts';

type Request = ClientMessageInput extends infer M
  ? M extends { rid: unknown }
    ? Omit<M, 'rid'>
    : never
  : never;

/**
 * A minimal protocol client (tests, the scripted player, load tools): sends requests with fresh
 * request ids, resolves each with its reply, keeps the newest room state and game view (a push
 * with an older version than one already seen is dropped), and records every message received.
 * The game view it keeps has its whole history: a cut push (`historyFrom`) is joined to the view
 * held before, and when it cannot be (a missed version) it is kept cut, and `resync` is asked.
 */
export class ScriptedClient {
  readonly socket: Socket;
  readonly received: unknown[] = [];
  roomState: RoomStatePush | null = null;
  gameView: GameViewPush | null = null;
  private next = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 8);
  private readonly pending = new Map<string, ((reply: Reply) => void)[]>();
  private readonly waiters: (() => void)[] = [];
  private resyncing = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on(MESSAGE_EVENT, (raw: unknown) => {
      this.received.push(raw);
      const parsed = parseServerMessage(raw);
      if (!parsed.ok) return;
      const message = parsed.message;
      if (message.type === 'reply') {
        // Replies to one request id are answered in order (a retried request gets two).
        const waiting = this.pending.get(message.rid);
        waiting?.shift()?.(message);
        if (waiting?.length === 0) this.pending.delete(message.rid);
      } else {
        this.onPush(message);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects (WebSocket only) and says hello; `headers` go with the WebSocket's handshake. */
  static async connect(
    url: string,
    options: { headers?: Record<string, string> } = {},
  ): Promise<ScriptedClient> {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        resolve();
      });
      socket.once('connect_error', reject);
    });
    const client = new ScriptedClient(socket);
    const hello = await client.request({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      client: 'scripted',
    });
    if (!hello.ok) throw new Error(`hello refused: ${hello.error.code}`);
    return client;
  }

  private onPush(push: Push): void {
    if (push.type === 'roomState' && push.version >= (this.roomState?.version ?? -1))
      this.roomState = push;
    if (push.type === 'gameView' && push.version >= (this.gameView?.version ?? -1)) {
      const history = wholeHistory(this.gameView, push);
      if (history === null) {
        this.gameView = push;
        this.resync();
      } else {
        const { historyFrom: _cut, ...whole } = push;
        this.gameView = { ...whole, view: { ...push.view, history } };
      }
    }
    if (push.type === 'roomState' && this.gameView && push.room.phase === 'lobby')
      this.gameView = null;
  }

  /** Asks for the whole view (one request at a time), again while the one held is still cut. */
  private resync(): void {
    if (this.resyncing) return;
    this.resyncing = true;
    void this.request({ type: 'resync' })
      .then((reply) => {
        this.resyncing = false;
        // Its view was overtaken by a newer cut one before it arrived: ask again.
        if (reply.ok && this.gameView?.historyFrom !== undefined) this.resync();
      })
      .catch(() => {
        this.resyncing = false;
      });
  }

  /** Sends a request and waits for its reply. */
  request(message: Request): Promise<Reply> {
    const rid = `${this.prefix}-${String(++this.next)}`;
    return this.send({ ...message, rid }, rid);
  }

  /** Sends anything (even junk) and waits for the reply to `rid`. */
  send(raw: unknown, rid: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(rid) ?? [];
      const answer = (reply: Reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(answer);
        if (index >= 0) waiting.splice(index, 1);
        reject(new Error(`no reply to ${rid} in 10 s`));
      }, 10_000);
      waiting.push(answer);
      this.pending.set(rid, waiting);
      this.socket.emit(MESSAGE_EVENT, raw);
    });
  }

  /** Waits until `test` holds after some message arrives (bounded by `timeoutMs`). */
  async until(test: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** The protocol request for an engine move (the server fills in seat and time). */
export function asRequest(move: SeatCommand): Request {
  switch (move.type) {
    case 'claimStoryteller':
    case 'continue':
    case 'wait':
      return { type: move.type };
    case 'clue':
      return move.card === undefined
        ? { type: 'clue', clue: move.clue }
        : { type: 'clue', clue: move.clue, card: move.card };
    case 'submit':
      return { type: 'submit', cards: [...move.cards] };
    case 'vote':
      return { type: 'vote', slots: [...move.slots] };
    case 'trap':
      return { type: 'trap', slot: move.slot };
  }
}
