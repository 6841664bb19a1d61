import type { Push, RoomCode, RoomStatePush } from '@fabula/protocol';
import { LRUCache } from 'lru-cache';
import type { Server, Socket } from 'socket.io';
import type { Stored } from '../../rooms/decision.ts';
import { gameViewPush, historyDeltaFrom, roomStatePush } from '../../rooms/pushes.ts';
import type { RoomChange } from '../../rooms/service.ts';
import { KeyedTurns } from '../../runtime/keyed-turns.ts';
import type { Presence } from '../presence.ts';
import {
  channels,
  roomPresence,
  sendChatHistory,
  showRoom,
  type RoomPresence,
  type RoomPublisher,
  type Shown,
} from '../publisher.ts';
import { PushFanout, type AddressedPush } from './push-fanout.ts';
import { sendMessage } from '../socket-internals.ts';

/**
 * The fast publisher: what the plain one (../publisher.ts, the reference it is tested against)
 * sends, with less work (docs/benchmarks-log-2026-11.md). A change leaves out the room state when its
 * recipients already hold an equal one, and game views carry only the rounds their recipients
 * lack (`historyFrom`); each push is written once as JSON that reuses unchanged parts' text, and
 * a push to a channel of one socket goes straight to its WebSocket (socket-internals.ts). With
 * several processes one change's pushes travel together to every process (PushFanout), each
 * writing to its own sockets. One room's changes are sent in the order they were published, and
 * with several processes each writes them to its sockets in version order, whichever process
 * made them (`RoomOrder`).
 */
export class FastPublisher implements RoomPublisher {
  private readonly io: Server;
  private readonly presence: Presence;
  /** Each room's sends, one after another (presence lookups are async). */
  private readonly sending = new KeyedTurns<RoomCode>();
  /**
   * What this process last published of each room's state (see `roomStateNeeded`), for the
   * 10,000 rooms it published most recently.
   */
  private readonly lastRoomState = new LRUCache<RoomCode, LastRoomState>({ max: 10_000 });
  private readonly fanout: PushFanout;

  /** `clustered`: other processes publish this process's rooms too (the Redis adapter). */
  constructor(io: Server, presence: Presence, options: { readonly clustered: boolean }) {
    this.io = io;
    this.presence = presence;
    this.fanout = new PushFanout(io, {
      clustered: options.clustered,
      // Our connections now hold another process's room state: compare with ours no more.
      onRoomState: (code) => {
        this.lastRoomState.delete(code);
      },
    });
  }

  publish(change: RoomChange): Promise<void> {
    return this.sending.run(change.room.doc.code, () => this.sendChange(change));
  }

  showTo(
    socket: Socket,
    code: RoomCode,
    holder: string | null,
    load: () => Promise<Stored | null>,
  ): Promise<Shown> {
    const shown = showRoom(
      this.sending,
      this.presence,
      sendMessage,
      { socket, code, holder },
      load,
    );
    // What was shown is written: changes up to it wait for nothing more.
    return shown.then((result) => {
      if (result.shown) this.fanout.roomOrder?.shown(code, result.version);
      return result;
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
      this.fanout.deliver([{ channel, push, elsewhere: true }], null);
      this.io.in(channel).socketsLeave([channel, channels.room(code)]);
    }
    const presence = await roomPresence(this.presence, code, room);
    // Built once: the seats' copies differ only in `you`.
    const state = roomStatePush(room.doc, room.version, null, presence);
    const needed = this.roomStateNeeded(change, state, presence);
    // A seat (or the spectators) may have connections here, elsewhere, or both.
    const stateNeeded = (hasHere: boolean, hasElsewhere: boolean) =>
      (hasHere && needed.here) || (hasElsewhere && needed.elsewhere);
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
      if (stateNeeded(presence.here.holders.has(seat.tokenHash), remote))
        send(channel, { ...state, you: i }, remote);
      const view = gameViewPush(room.doc, room.version, { seat: i }, events, historyFrom);
      if (view) send(channel, view, remote);
    });
    if (presence.spectators > 0) {
      const remote = elsewhere.spectators > 0;
      if (stateNeeded(presence.here.spectators > 0, remote))
        send(channels.spectators(code), state, remote);
      const view = gameViewPush(room.doc, room.version, { spectator: true }, events, historyFrom);
      if (view) send(channels.spectators(code), view, remote);
    }
    if (change.chat)
      send(channels.room(code), change.chat, elsewhere.holders.size + elsewhere.spectators > 0);
    // A change with no version before it (a join, a presence refresh) shows the room whole.
    this.fanout.deliver(out, {
      room: code,
      version: room.version,
      whole: change.previous === null,
    });
  }

  /**
   * Whether this change's room state must go out, to this process's connections and to those of
   * other processes. Most moves change only the game, yet the room state went to every seat each
   * time (a large share of publishing). It is left out only when a game view goes out with the
   * change (it carries the new version to the client) and the recipients still hold a room state
   * equal to this one, presence included:
   * - this process's connections: every room state they were sent went through this process,
   *   either published here (remembered in `lastRoomState`) or received from another process
   *   (which forgets the room: `PushFanout`'s `onRoomState`). So the room state is left out
   *   when it equals the one remembered;
   * - other processes' connections (clustered only): another process's presence refresh may
   *   have reached them after this process's last room state. So the room state built from the
   *   previous version's document with the presence of now must equal this one (the move changed
   *   nothing in it; presence changes are refreshed by whichever process saw them), and this
   *   process sent them the room state less than `CLUSTER_ROOM_STATE_REFRESH_MS` ago, which bounds
   *   how long a race between two processes' refreshes can leave a client with a stale presence
   *   while the game goes on. A client that missed a version asks for everything again (`resync`).
   * A publish at the same version (a join, a presence refresh) always sends it: it has no game view.
   */
  private roomStateNeeded(
    change: RoomChange,
    state: RoomStatePush,
    presence: RoomPresence,
  ): { readonly here: boolean; readonly elsewhere: boolean } {
    const { code } = change.room.doc;
    const body = JSON.stringify(state.room);
    const last = this.lastRoomState.get(code);
    // The version just before, as this change found it: null when no game view goes out, or
    // when the change is a publish at the same version.
    const before =
      change.room.doc.game !== null && change.previous?.version === state.version - 1
        ? change.previous
        : null;
    const here = !(before !== null && last?.body === body);
    const remote = presence.elsewhere.holders.size + presence.elsewhere.spectators > 0;
    const now = performance.now();
    const elsewhere =
      remote &&
      !(
        before !== null &&
        last?.remoteSentAt !== undefined &&
        now - last.remoteSentAt < CLUSTER_ROOM_STATE_REFRESH_MS &&
        JSON.stringify(roomStatePush(before.doc, before.version, null, presence).room) === body
      );
    // Most moves leave the room state as it was: the entry kept then is the one already held, so
    // this move's text dies young instead of living until the room's next move, long enough for
    // the young-generation collector to copy and promote it (measured: 6 % less survived a move).
    if (last?.body !== body || elsewhere)
      this.lastRoomState.set(code, {
        body,
        remoteSentAt: elsewhere ? now : last?.remoteSentAt,
      });
    return { here, elsewhere };
  }

  sendChatHistory(socket: Socket, room: Stored): void {
    sendChatHistory(sendMessage, socket, room);
  }
}

/**
 * With several processes, the longest a process goes on leaving out a room's unchanged room
 * state for other processes' connections after it last sent it them (see `roomStateNeeded`).
 */
export const CLUSTER_ROOM_STATE_REFRESH_MS = 3000;

/** The room state a process last published for a room, and when it last sent one elsewhere. */
interface LastRoomState {
  /** The room state's `room`, as JSON: what this process's connections hold. */
  readonly body: string;
  /** `performance.now()` when this process last sent it to another process's connections. */
  readonly remoteSentAt: number | undefined;
}
