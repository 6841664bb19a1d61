import type { Push } from '@fabula/protocol';
import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Server } from 'socket.io';

/** A push, the channel (Socket.IO room) it goes to, and whether anyone in it is on another process. */
export interface AddressedPush {
  readonly channel: string;
  readonly push: Push;
  readonly elsewhere: boolean;
}

/** The event that carries one change's pushes to the other processes. */
export const FANOUT_EVENT = 'fabula:pushes';

/**
 * Delivers one change's pushes to the sockets of their channels, on every process.
 *
 * One process: straight to its own sockets. Several (the Redis Streams adapter): the whole batch
 * goes to the other processes as one message (`serverSideEmit`), and each process, this one
 * included, writes to its own sockets only. Emitting each push through the adapter instead
 * would add a Redis command per push and have every process decode and encode every push for
 * every seat, its own or not (the adapter encodes a packet before looking for local
 * recipients): measured at about 3× the CPU per move of one process.
 */
export class PushFanout {
  private readonly io: Server;
  private readonly clustered: boolean;

  constructor(io: Server, options: { readonly clustered: boolean }) {
    this.io = io;
    this.clustered = options.clustered;
    if (this.clustered) {
      io.on(FANOUT_EVENT, (pushes: readonly AddressedPush[]) => {
        this.deliverHere(pushes);
      });
    }
  }

  deliver(pushes: readonly AddressedPush[]): void {
    if (pushes.length === 0) return;
    if (this.clustered) {
      const remote = pushes.filter((p) => p.elsewhere);
      if (remote.length > 0) this.io.serverSideEmit(FANOUT_EVENT, remote);
    }
    this.deliverHere(pushes);
  }

  /** Writes each push to this process's sockets in its channel (none: nothing is encoded). */
  private deliverHere(pushes: readonly AddressedPush[]): void {
    const rooms = this.io.of('/').adapter.rooms;
    for (const { channel, push } of pushes) {
      if ((rooms.get(channel)?.size ?? 0) === 0) continue;
      this.io.local.to(channel).emit(MESSAGE_EVENT, push);
    }
  }
}
