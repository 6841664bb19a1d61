import type { Push, RoomCode, RoomStatePush } from '@fabula/protocol';
import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Server, Socket } from 'socket.io';
import { gameViewPush, historyDeltaFrom, roomStatePush } from '../rooms/pushes.ts';
import type { RoomChange, Publisher } from '../rooms/service.ts';
import type { Stored } from '../rooms/kit.ts';
import type { Presence, PresenceSnapshot } from './presence.ts';
import { PushFanout, type AddressedPush } from './push-fanout.ts';

/** Socket.IO rooms ("channels") a connection joins. With a shared adapter they span processes. */
export const channels = {
  room: (code: RoomCode) => `r:${code}`,
  holder: (code: RoomCode, tokenHash: string) => `r:${code}:t:${tokenHash}`,
  spectators: (code: RoomCode) => `r:${code}:spectators`,
};

/**
 * Sends each change to the people it concerns: every seat holder gets the room state and its own
 * game view (`viewFor` its seat), spectators theirs; nobody else's view ever leaves the server.
 * Pushes go to channels (Socket.IO rooms); with several processes one change's pushes travel
 * together to every process (PushFanout), each writing to its own sockets. One room's changes
 * are sent in the order they were published.
 */
export class SocketPublisher implements Publisher {
  private readonly io: Server;
  private readonly presence: Presence;
  /** Each room's last send under way, so the next waits for it (presence lookups are async). */
  private readonly sending = new Map<RoomCode, Promise<void>>();
  /** What this process last published of each room's state (see `unchangedRoomState`). */
  private readonly lastRoomState = new LastRoomStates();
  private readonly clustered: boolean;
  private readonly fanout: PushFanout;

  /** `clustered`: other processes publish this process's rooms too (the Redis adapter). */
  constructor(io: Server, presence: Presence, options: { readonly clustered: boolean }) {
    this.io = io;
    this.presence = presence;
    this.clustered = options.clustered;
    this.fanout = new PushFanout(io, { clustered: options.clustered });
  }

  /** Who is connected, on every process (bots always count as connected). */
  private async connected(code: RoomCode, room: Stored): Promise<RoomPresence> {
    const { holders, spectators, elsewhere } = await this.presence.snapshot(code);
    const connectedSeats = new Set<number>();
    room.doc.lobby.seats.forEach((seat, i) => {
      if (seat.tokenHash !== null && holders.has(seat.tokenHash)) connectedSeats.add(i);
    });
    return { connectedSeats, spectators, elsewhere };
  }

  publish(change: RoomChange): Promise<void> {
    return this.inTurn(change.room.doc.code, () => this.sendChange(change));
  }

  /** Runs `send` after the room's sends under way (and before any that come later). */
  private inTurn<T>(code: RoomCode, send: () => Promise<T>): Promise<T> {
    const previous = this.sending.get(code) ?? Promise.resolve();
    const sent = previous.then(send);
    const settled = sent.then(
      () => undefined,
      () => undefined,
    );
    this.sending.set(code, settled);
    void settled.then(() => {
      if (this.sending.get(code) === settled) this.sending.delete(code);
    });
    return sent;
  }

  /**
   * Sends one connection the room as it is now, and nobody else anything (`resync`): the room
   * state with its `you` and the whole game view. The room is loaded in the room's turn, so no
   * push of an older version follows it. `holder`: the connection's seat token hash (null: a
   * spectator).
   */
  showTo(
    socket: Socket,
    code: RoomCode,
    holder: string | null,
    load: () => Promise<Stored | null>,
  ): Promise<Shown> {
    return this.inTurn(code, async () => {
      const room = await load();
      if (!room) return { shown: false, reason: 'not_found' };
      const seat =
        holder === null ? null : room.doc.lobby.seats.findIndex((s) => s.tokenHash === holder);
      if (seat === -1) return { shown: false, reason: 'not_seated' };
      const presence = await this.connected(code, room);
      socket.emit(MESSAGE_EVENT, roomStatePush(room.doc, room.version, seat, presence));
      const audience = seat === null ? { spectator: true as const } : { seat };
      const view = gameViewPush(room.doc, room.version, audience, []);
      if (view) socket.emit(MESSAGE_EVENT, view);
      return { shown: true, version: room.version };
    });
  }

  private async sendChange(change: RoomChange): Promise<void> {
    const { room, events } = change;
    const { code } = room.doc;
    // Clients hold the previous version's view: its rounds need not travel again.
    const historyFrom = historyDeltaFrom(change.previous, room);
    if (change.removed) {
      const channel = channels.holder(code, change.removed.tokenHash);
      // Told before they leave the channels (in the same order on every process).
      const push: Push = { type: 'removed', room: code, reason: change.removed.reason };
      this.fanout.deliver([{ channel, push, elsewhere: true }]);
      this.io.in(channel).socketsLeave([channel, channels.room(code)]);
    }
    const presence = await this.connected(code, room);
    // Built once: the seats' copies differ only in `you`.
    const state = roomStatePush(room.doc, room.version, null, presence);
    const sendState = !this.unchangedRoomState(change, state, presence);
    const out: AddressedPush[] = [];
    // Only pushes for someone connected to another process travel to the other processes.
    const { elsewhere } = presence;
    const send = (channel: string, push: Push, remote: boolean) =>
      out.push({ channel, push, elsewhere: remote });
    room.doc.lobby.seats.forEach((seat, i) => {
      // Nobody is connected with this seat's token (on any process): nothing is built for it.
      // Someone who connects later is shown the room as it is then (enterAndShow).
      if (seat.tokenHash === null || !presence.connectedSeats.has(i)) return;
      const channel = channels.holder(code, seat.tokenHash);
      const remote = elsewhere.holders.has(seat.tokenHash);
      if (sendState) send(channel, { ...state, you: i }, remote);
      const view = gameViewPush(room.doc, room.version, { seat: i }, events, historyFrom);
      if (view) send(channel, view, remote);
    });
    if (presence.spectators > 0) {
      const remote = elsewhere.spectators > 0;
      if (sendState) send(channels.spectators(code), state, remote);
      const view = gameViewPush(room.doc, room.version, { spectator: true }, events, historyFrom);
      if (view) send(channels.spectators(code), view, remote);
    }
    if (change.chat)
      send(channels.room(code), change.chat, elsewhere.holders.size + elsewhere.spectators > 0);
    this.fanout.deliver(out);
  }

  /**
   * Whether this change can go without a room state: most moves change only the game, yet the
   * room state went to every seat each time (a large share of publishing). It is left out only
   * when a game view goes out with the change (it carries the new version to the client) and
   * every client still holds the current room state:
   * - one process: it published the version just before, and the room state, presence
   *   included, is exactly the one it published then (its memory is what clients hold);
   * - several processes: the version just before may have been published by another one, and
   *   another one's presence refresh can change what clients hold without a new version. So the
   *   room state built from the previous version's document with the presence of now must equal
   *   this one (the move changed nothing in it; presence changes are refreshed by whichever
   *   process saw them), and this process sent the room state less than
   *   `CLUSTER_ROOM_STATE_REFRESH_MS` ago, which bounds how long a race between two processes'
   *   refreshes can leave a client with a stale presence while the game goes on. A client that
   *   missed a version asks for everything again (`resync`).
   * A publish at the same version (a join, a presence refresh) always sends it.
   */
  private unchangedRoomState(
    change: RoomChange,
    state: RoomStatePush,
    presence: RoomPresence,
  ): boolean {
    const last = this.lastRoomState;
    const { code } = change.room.doc;
    const body = JSON.stringify(state.room);
    const previous = last.get(code);
    const now = performance.now();
    const unchanged =
      change.room.doc.game !== null &&
      previous !== undefined &&
      (this.clustered
        ? change.previous?.version === state.version - 1 &&
          now - previous.sentAt < CLUSTER_ROOM_STATE_REFRESH_MS &&
          JSON.stringify(
            roomStatePush(change.previous.doc, change.previous.version, null, presence).room,
          ) === body
        : previous.version === state.version - 1 && previous.body === body);
    last.set(code, {
      version: state.version,
      body,
      sentAt: unchanged ? previous.sentAt : now,
    });
    return unchanged;
  }

  /** Sends one connection the room's recent chat (after joining or resuming). */
  sendChatHistory(socket: Socket, room: Stored): void {
    const { code } = room.doc;
    for (const line of room.doc.chat) {
      socket.emit(MESSAGE_EVENT, {
        type: 'chat',
        room: code,
        from: { seat: line.seat, name: line.name },
        text: line.text,
        at: line.at,
      });
    }
  }
}

/** Who is connected to a room, by seat, and which of them on another process. */
interface RoomPresence {
  readonly connectedSeats: ReadonlySet<number>;
  readonly spectators: number;
  readonly elsewhere: PresenceSnapshot['elsewhere'];
}

/** What `showTo` did: the version it showed, or why it showed nothing. */
export type Shown =
  | { readonly shown: true; readonly version: number }
  | { readonly shown: false; readonly reason: 'not_found' | 'not_seated' };

/**
 * With several processes, the longest a process goes on leaving out a room's unchanged room
 * state after it last sent it (see `unchangedRoomState`).
 */
export const CLUSTER_ROOM_STATE_REFRESH_MS = 3000;

/** The room state a process last published for a room, and when it last sent one. */
interface LastRoomState {
  readonly version: number;
  readonly body: string;
  /** `performance.now()` when this process last sent the room state (not left it out). */
  readonly sentAt: number;
}

/** The room state last published for each room, by this process (the most recent rooms). */
class LastRoomStates {
  private readonly rooms = new Map<RoomCode, LastRoomState>();
  private readonly limit = 10_000;

  get(code: RoomCode): LastRoomState | undefined {
    return this.rooms.get(code);
  }

  set(code: RoomCode, entry: LastRoomState): void {
    this.rooms.delete(code);
    this.rooms.set(code, entry);
    if (this.rooms.size > this.limit) {
      const oldest = this.rooms.keys().next();
      if (oldest.done !== true) this.rooms.delete(oldest.value);
    }
  }
}
