import {
  MESSAGE_EVENT,
  PROTOCOL_VERSION,
  parseServerMessage,
  type GameViewPush,
  type Reply,
  type RoomStatePush,
  type ServerMessage,
} from '@fabula/protocol';
import { io, type Socket } from 'socket.io-client';

/**
 * A raw protocol connection for the fuzzer: sends anything (objects, strings, binary), counts
 * the replies per request id and the `error` pushes, keeps the newest room state and game view,
 * and keeps every server message that does not parse with the protocol's own schema.
 */
export class FuzzSocket {
  readonly socket: Socket;
  readonly replies = new Map<string, Reply[]>();
  readonly invalid: unknown[] = [];
  errorPushes = 0;
  removed = false;
  roomState: RoomStatePush | null = null;
  gameView: GameViewPush | null = null;
  private readonly waiters: (() => void)[] = [];

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on(MESSAGE_EVENT, (raw: unknown) => {
      const parsed = parseServerMessage(raw);
      if (!parsed.ok) this.invalid.push(raw);
      else this.take(parsed.message);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects over WebSocket; with `hello`, completes the handshake. */
  static async open(url: string, hello: boolean): Promise<FuzzSocket> {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        resolve();
      });
      socket.once('connect_error', reject);
    });
    const client = new FuzzSocket(socket);
    if (hello) {
      const reply = await client.request({
        type: 'hello',
        rid: 'hello',
        protocol: PROTOCOL_VERSION,
      });
      if (!reply.ok) throw new Error(`hello refused: ${reply.error.code}`);
    }
    return client;
  }

  private take(message: ServerMessage): void {
    switch (message.type) {
      case 'reply': {
        const list = this.replies.get(message.rid) ?? [];
        list.push(message);
        this.replies.set(message.rid, list);
        return;
      }
      case 'error':
        this.errorPushes++;
        return;
      case 'removed':
        this.removed = true;
        return;
      case 'roomState':
        if (message.version >= (this.roomState?.version ?? -1)) this.roomState = message;
        if (message.room.phase === 'lobby') this.gameView = null;
        return;
      case 'gameView':
        if (message.version >= (this.gameView?.version ?? -1)) this.gameView = message;
        return;
      case 'chat':
        return;
    }
  }

  /**
   * Whether this connection holds everything of room version `version`: the room state and,
   * while a game is on, the game view (which arrives just after the room state).
   */
  holds(version: number): boolean {
    const state = this.roomState;
    if (!state) return false;
    const viewed = (this.gameView?.version ?? -1) >= version;
    if (state.version >= version) return state.room.phase === 'lobby' || viewed;
    // A move that leaves the room state as it was sends only the game view (which comes after
    // the room state when both are sent, so an older room state here is the current one).
    return state.room.phase !== 'lobby' && viewed;
  }

  send(raw: unknown): void {
    this.socket.emit(MESSAGE_EVENT, raw);
  }

  /** Sends a well-formed request and waits for its reply (setup steps). */
  async request(message: { type: string; rid: string } & Record<string, unknown>): Promise<Reply> {
    const before = this.replies.get(message.rid)?.length ?? 0;
    this.send(message);
    await this.until(() => (this.replies.get(message.rid)?.length ?? 0) > before, 5000);
    const reply = this.replies.get(message.rid)?.[before];
    if (!reply) throw new Error(`no reply to ${message.rid}`);
    return reply;
  }

  /** Waits until `test` holds after some message arrives; false when `timeoutMs` passes first. */
  async until(test: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  close(): void {
    this.socket.close();
  }
}
