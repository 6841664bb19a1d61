import { MESSAGE_EVENT, type Push, type RoomCode } from '@fabula/protocol';
import type { Server, Socket } from 'socket.io';
import type { Stored } from '../rooms/decision.ts';
import { gameViewPush, roomStatePush } from '../rooms/pushes.ts';
import type { Publisher, RoomChange } from '../rooms/service.ts';
import { KeyedTurns } from '../runtime/keyed-turns.ts';
import type { Presence, PresenceSnapshot } from './presence.ts';

/** Socket.IO rooms ("channels") a connection joins. With a shared adapter they span processes. */
export const channels = {
  room: (code: RoomCode) => `r:${code}`,
  holder: (code: RoomCode, tokenHash: string) => `r:${code}:t:${tokenHash}`,
  spectators: (code: RoomCode) => `r:${code}:spectators`,
};

/** Writes one message (a push or a reply) to one connection. */
export type Send = (socket: Socket, message: unknown) => void;

/** Socket.IO's own way: one `MESSAGE_EVENT`, encoded by its encoder. */
export const plainSend: Send = (socket, message) => {
  socket.emit(MESSAGE_EVENT, message);
};

/** What the connections need of a publisher (the plain one below, or realtime/fast's). */
export interface RoomPublisher extends Publisher {
  /**
   * Sends one connection the room as it is now, and nobody else anything (`resync`): the room
   * state with its `you` and the whole game view. `holder`: the connection's seat token hash
   * (null: a spectator).
   */
  showTo(
    socket: Socket,
    code: RoomCode,
    holder: string | null,
    load: () => Promise<Stored | null>,
  ): Promise<Shown>;
  /** Sends one connection the room's recent chat (after joining or resuming). */
  sendChatHistory(socket: Socket, room: Stored): void;
}

/** What `showTo` did: the version it showed, or why it showed nothing. */
export type Shown =
  | { readonly shown: true; readonly version: number }
  | { readonly shown: false; readonly reason: 'not_found' | 'not_seated' };

/** Who is connected to a room, by seat (bots always count), here and on other processes. */
export interface RoomPresence {
  readonly connectedSeats: ReadonlySet<number>;
  readonly spectators: number;
  readonly here: PresenceSnapshot['here'];
  readonly elsewhere: PresenceSnapshot['elsewhere'];
}

/** Who is connected to the room, on every process. */
export async function roomPresence(
  presence: Presence,
  code: RoomCode,
  room: Stored,
): Promise<RoomPresence> {
  const { holders, spectators, here, elsewhere } = await presence.snapshot(code);
  const connectedSeats = new Set<number>();
  room.doc.lobby.seats.forEach((seat, i) => {
    if (seat.tokenHash !== null && holders.has(seat.tokenHash)) connectedSeats.add(i);
  });
  return { connectedSeats, spectators, here, elsewhere };
}

/**
 * Shows one connection its room (`RoomPublisher.showTo`), in the room's turn so no push of an
 * older version follows it.
 */
export function showRoom(
  turns: KeyedTurns<RoomCode>,
  presence: Presence,
  send: Send,
  target: { readonly socket: Socket; readonly code: RoomCode; readonly holder: string | null },
  load: () => Promise<Stored | null>,
): Promise<Shown> {
  const { socket, code, holder } = target;
  return turns.run(code, async () => {
    const room = await load();
    if (!room) return { shown: false, reason: 'not_found' };
    const seat =
      holder === null ? null : room.doc.lobby.seats.findIndex((s) => s.tokenHash === holder);
    if (seat === -1) return { shown: false, reason: 'not_seated' };
    const connected = await roomPresence(presence, code, room);
    send(socket, roomStatePush(room.doc, room.version, seat, connected));
    const audience = seat === null ? { spectator: true as const } : { seat };
    const view = gameViewPush(room.doc, room.version, audience, []);
    if (view) send(socket, view);
    return { shown: true, version: room.version };
  });
}

/** Sends one connection the room's recent chat. */
export function sendChatHistory(send: Send, socket: Socket, room: Stored): void {
  const { code } = room.doc;
  for (const line of room.doc.chat) {
    send(socket, {
      type: 'chat',
      room: code,
      from: { seat: line.seat, name: line.name },
      text: line.text,
      at: line.at,
    });
  }
}

/**
 * The plain publisher, the reference the fast one (realtime/fast) is tested against: each
 * change goes out whole through Socket.IO's own `emit` to channels. Every connected seat holder
 * gets the room state and its own game view (`viewFor` its seat), spectators theirs; nobody
 * else's view ever leaves the server. With the Redis adapter the same emits reach every
 * process. One room's changes are sent in the order they were published.
 */
export class PlainPublisher implements RoomPublisher {
  private readonly io: Server;
  private readonly presence: Presence;
  /** Each room's sends, one after another (presence lookups are async). */
  private readonly sending = new KeyedTurns<RoomCode>();

  constructor(io: Server, presence: Presence) {
    this.io = io;
    this.presence = presence;
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
    return showRoom(this.sending, this.presence, plainSend, { socket, code, holder }, load);
  }

  sendChatHistory(socket: Socket, room: Stored): void {
    sendChatHistory(plainSend, socket, room);
  }

  private async sendChange(change: RoomChange): Promise<void> {
    const { room, events } = change;
    const { code } = room.doc;
    const emit = (channel: string, push: Push) => this.io.to(channel).emit(MESSAGE_EVENT, push);
    if (change.removed) {
      const channel = channels.holder(code, change.removed.tokenHash);
      // Told before they leave the channels.
      emit(channel, { type: 'removed', room: code, reason: change.removed.reason });
      this.io.in(channel).socketsLeave([channel, channels.room(code)]);
    }
    const presence = await roomPresence(this.presence, code, room);
    room.doc.lobby.seats.forEach((seat, i) => {
      // Nobody is connected with this seat's token: nothing to send (whoever connects later is
      // shown the room as it is then).
      if (seat.tokenHash === null || !presence.connectedSeats.has(i)) return;
      const channel = channels.holder(code, seat.tokenHash);
      emit(channel, roomStatePush(room.doc, room.version, i, presence));
      const view = gameViewPush(room.doc, room.version, { seat: i }, events);
      if (view) emit(channel, view);
    });
    if (presence.spectators > 0) {
      const channel = channels.spectators(code);
      emit(channel, roomStatePush(room.doc, room.version, null, presence));
      const view = gameViewPush(room.doc, room.version, { spectator: true }, events);
      if (view) emit(channel, view);
    }
    if (change.chat) emit(channels.room(code), change.chat);
  }
}
