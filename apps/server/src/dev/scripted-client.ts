import {
  MESSAGE_EVENT,
  type GameViewPush,
  type MoveType,
  type RoomStatePush,
} from '@fabula/protocol';
import {
  ProtocolClient,
  socketIoTransport,
  type Answer,
  type Outcome,
  type RequestInput,
  type RequestInputOf,
} from '@fabula/protocol/client';
import type { SeatCommand } from '@fabula/rules';
import { io, type Socket } from 'socket.io-client';

/**
 * The protocol client over a Socket.IO socket that never reconnects, for tests, the terminal
 * player (`npm run play`) and tools: the one client of @fabula/protocol, plus a record of every
 * message received and a way to wait for a condition.
 */
export class ScriptedClient {
  readonly socket: Socket;
  readonly client: ProtocolClient;
  /** Every message received, as it came (tests look for leaks and count pushes). */
  readonly received: unknown[] = [];
  readonly #waiters = new Set<() => void>();
  readonly #prefix = Math.random().toString(36).slice(2, 8);
  #sent = 0;

  private constructor(socket: Socket) {
    this.socket = socket;
    // Recorded before the client reads it; a waiter looks again after the client has.
    socket.on(MESSAGE_EVENT, (raw: unknown) => {
      this.received.push(raw);
      queueMicrotask(() => {
        this.#wake();
      });
    });
    this.client = new ProtocolClient({
      transport: socketIoTransport(socket),
      name: 'scripted',
      replyTimeoutMs: 10_000,
      retryAfterReconnect: false,
    });
    this.client.subscribe(() => {
      this.#wake();
    });
  }

  #wake(): void {
    for (const wake of this.#waiters) wake();
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
    const client = new ScriptedClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        resolve();
      });
      socket.once('connect_error', reject);
    });
    const hello = await client.client.ready;
    if (!hello.ok) throw new Error(`hello refused: ${hello.error.code}`);
    return client;
  }

  /** The newest room state (a push older than one already seen is dropped). */
  get roomState(): RoomStatePush | null {
    return this.client.state.roomState;
  }

  /** The newest game view, with its whole history (cut after a gap, until resync answers). */
  get gameView(): GameViewPush | null {
    return this.client.state.gameView;
  }

  /** Sends a request and waits for its outcome, with the request id it was sent with. */
  async request<M extends RequestInput>(message: M): Promise<Outcome<M['type']> & { rid: string }> {
    const rid = `${this.#prefix}-${String(++this.#sent)}`;
    return { ...(await this.client.request(message, { rid })), rid };
  }

  /** Sends anything (even junk) and waits for the reply to `rid`. */
  send(raw: unknown, rid: string): Promise<Answer> {
    return this.client.sendRaw(raw, rid);
  }

  /** Waits until `test` holds after some message arrives (bounded by `timeoutMs`). */
  async until(test: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting');
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.#waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.#waiters.add(wake);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** The protocol request for an engine move (the server fills in seat and time). */
export function asRequest(move: SeatCommand): RequestInputOf<MoveType> {
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
