import type { Push, RoomCode } from '@fabula/protocol';
import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Server } from 'socket.io';
import { gameViewPush, roomStatePush } from '../rooms/pushes.ts';
import type { RoomChange, Publisher } from '../rooms/service.ts';
import type { Stored } from '../rooms/kit.ts';

/** Socket.IO rooms ("channels") a connection joins. With a shared adapter they span processes. */
export const channels = {
  room: (code: RoomCode) => `r:${code}`,
  holder: (code: RoomCode, tokenHash: string) => `r:${code}:t:${tokenHash}`,
  spectators: (code: RoomCode) => `r:${code}:spectators`,
};

/**
 * Sends each change to the people it concerns: every seat holder gets the room state and its own
 * game view (`viewFor` its seat), spectators theirs; nobody else's view ever leaves the server.
 */
export class SocketPublisher implements Publisher {
  private readonly io: Server;

  constructor(io: Server) {
    this.io = io;
  }

  private send(channel: string, push: Push): void {
    this.io.to(channel).emit(MESSAGE_EVENT, push);
  }

  /** Who is connected in this process (bots always count as connected). */
  presence(code: RoomCode, room: Stored): { connectedSeats: Set<number>; spectators: number } {
    const rooms = this.io.sockets.adapter.rooms;
    const connectedSeats = new Set<number>();
    room.doc.lobby.seats.forEach((seat, i) => {
      if (
        seat.tokenHash !== null &&
        (rooms.get(channels.holder(code, seat.tokenHash))?.size ?? 0) > 0
      ) {
        connectedSeats.add(i);
      }
    });
    return { connectedSeats, spectators: rooms.get(channels.spectators(code))?.size ?? 0 };
  }

  publish(change: RoomChange): void {
    const { room, events } = change;
    const { code } = room.doc;
    if (change.removed) {
      const channel = channels.holder(code, change.removed.tokenHash);
      this.send(channel, { type: 'removed', room: code, reason: change.removed.reason });
      this.io.in(channel).socketsLeave([channel, channels.room(code)]);
    }
    const presence = this.presence(code, room);
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
  sendChatHistory(socketId: string, room: Stored): void {
    const { code } = room.doc;
    for (const line of room.doc.chat) {
      this.io.to(socketId).emit(MESSAGE_EVENT, {
        type: 'chat',
        room: code,
        from: { seat: line.seat, name: line.name },
        text: line.text,
        at: line.at,
      });
    }
  }
}
