import type { Push, RoomCode } from '@fabula/protocol';
import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Server, Socket } from 'socket.io';
import { gameViewPush, roomStatePush } from '../rooms/pushes.ts';
import type { RoomChange, Publisher } from '../rooms/service.ts';
import type { Stored } from '../rooms/kit.ts';
import type { Presence } from './presence.ts';

/** Socket.IO rooms ("channels") a connection joins. With a shared adapter they span processes. */
export const channels = {
  room: (code: RoomCode) => `r:${code}`,
  holder: (code: RoomCode, tokenHash: string) => `r:${code}:t:${tokenHash}`,
  spectators: (code: RoomCode) => `r:${code}:spectators`,
};

/**
 * Sends each change to the people it concerns: every seat holder gets the room state and its own
 * game view (`viewFor` its seat), spectators theirs; nobody else's view ever leaves the server.
 * Pushes go to channels (Socket.IO rooms), so with the Redis adapter they reach the holder's
 * sockets on every process. One room's changes are sent in the order they were published.
 */
export class SocketPublisher implements Publisher {
  private readonly io: Server;
  private readonly presence: Presence;
  /** Each room's last send under way, so the next waits for it (presence lookups are async). */
  private readonly sending = new Map<RoomCode, Promise<void>>();

  constructor(io: Server, presence: Presence) {
    this.io = io;
    this.presence = presence;
  }

  private send(channel: string, push: Push): void {
    this.io.to(channel).emit(MESSAGE_EVENT, push);
  }

  /** Who is connected, on every process (bots always count as connected). */
  private async connected(
    code: RoomCode,
    room: Stored,
  ): Promise<{ connectedSeats: Set<number>; spectators: number }> {
    const { holders, spectators } = await this.presence.snapshot(code);
    const connectedSeats = new Set<number>();
    room.doc.lobby.seats.forEach((seat, i) => {
      if (seat.tokenHash !== null && holders.has(seat.tokenHash)) connectedSeats.add(i);
    });
    return { connectedSeats, spectators };
  }

  publish(change: RoomChange): Promise<void> {
    const code = change.room.doc.code;
    const previous = this.sending.get(code) ?? Promise.resolve();
    const sent = previous.then(() => this.sendChange(change));
    const settled = sent.catch(() => undefined);
    this.sending.set(code, settled);
    void settled.then(() => {
      if (this.sending.get(code) === settled) this.sending.delete(code);
    });
    return sent;
  }

  private async sendChange(change: RoomChange): Promise<void> {
    const { room, events } = change;
    const { code } = room.doc;
    if (change.removed) {
      const channel = channels.holder(code, change.removed.tokenHash);
      this.send(channel, { type: 'removed', room: code, reason: change.removed.reason });
      this.io.in(channel).socketsLeave([channel, channels.room(code)]);
    }
    const presence = await this.connected(code, room);
    room.doc.lobby.seats.forEach((seat, i) => {
      if (seat.tokenHash === null) return;
      const channel = channels.holder(code, seat.tokenHash);
      this.send(channel, roomStatePush(room.doc, room.version, i, presence));
      const view = gameViewPush(room.doc, room.version, { seat: i }, events);
      if (view) this.send(channel, view);
    });
    this.send(channels.spectators(code), roomStatePush(room.doc, room.version, null, presence));
    const view = gameViewPush(room.doc, room.version, { spectator: true }, events);
    if (view) this.send(channels.spectators(code), view);
    if (change.chat) this.send(channels.room(code), change.chat);
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
