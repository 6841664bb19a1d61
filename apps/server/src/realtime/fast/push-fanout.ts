import type { Push, RoomCode } from '@fabula/protocol';
import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Server } from 'socket.io';
import { EncodedPush } from '../../json/encoded-push.ts';
import { pushJson } from '../../json/wire-json.ts';
import { sendMessage, socketsHere } from '../socket-internals.ts';
import { RoomOrder } from './room-order.ts';

/** A push, the channel (Socket.IO room) it goes to, and whether anyone in it is on another process. */
export interface AddressedPush {
  readonly channel: string;
  readonly push: Push;
  readonly elsewhere: boolean;
}

/**
 * The event that carries one change's pushes to the other processes, as JSON text, with the
 * room and version they belong to (`TravellingChange`). Named with its format: during a rolling
 * upgrade, processes of different versions ignore each other's batches (a client that misses a
 * version asks for the whole view again: `resync`).
 */
export const FANOUT_EVENT = 'fabula:pushes:versioned';

/**
 * A push on its way to another process: its channel and its wire JSON (`pushJson`), and, for a
 * room state, its room (so the receiver knows its connections now hold another's room state).
 */
interface TravellingPush {
  readonly channel: string;
  readonly json: string;
  readonly roomState?: RoomCode;
}

/**
 * One change's pushes on their way to another process. `room` and `version` say where the
 * change goes in its room's order (`RoomOrder`); a push outside that order (a `removed` written
 * just before its sockets leave their channels) travels without them and is written at once.
 */
interface TravellingChange extends Partial<ChangeOrder> {
  readonly pushes: readonly TravellingPush[];
}

/** The room and version of the change a batch of pushes belongs to (see `RoomOrder`). */
export interface ChangeOrder {
  readonly room: RoomCode;
  readonly version: number;
  /** The room shown whole as it is (a join, a presence refresh): it waits for no earlier change. */
  readonly whole: boolean;
}

export interface PushFanoutOptions {
  readonly clustered: boolean;
  /** A room state from another process is being written to this process's connections. */
  readonly onRoomState?: (room: RoomCode) => void;
}

/**
 * Delivers one change's pushes to the sockets of their channels, on every process.
 *
 * One process: straight to its own sockets. Several (the Redis Streams adapter): the pushes for
 * someone connected elsewhere go to the other processes as one message (`serverSideEmit`), each
 * written once as its wire JSON; a process receiving them writes that text to its own sockets
 * as it is (`EncodedPush`), without decoding it into objects and encoding it again. Emitting
 * each push through the adapter instead would add a Redis command per push and have every
 * process decode and encode every push for every seat, its own or not (the adapter encodes a
 * packet before looking for local recipients): measured at about 3× the CPU per move of one
 * process. Each process writes a room's changes to its sockets in version order (`RoomOrder`),
 * whichever process made them.
 */
export class PushFanout {
  private readonly io: Server;
  private readonly clustered: boolean;
  /**
   * Each room's writes here in version order; several processes only (one process publishes a
   * room's changes in order by itself: `FastPublisher`'s turns).
   */
  readonly roomOrder: RoomOrder | null;

  constructor(io: Server, options: PushFanoutOptions) {
    this.io = io;
    this.clustered = options.clustered;
    this.roomOrder = options.clustered ? new RoomOrder() : null;
    if (this.clustered) {
      io.on(FANOUT_EVENT, (change: unknown) => {
        const { room, version, whole, pushes } = (change ?? {}) as Partial<TravellingChange>;
        if (!Array.isArray(pushes)) return;
        const write = () => {
          for (const item of pushes as readonly Partial<TravellingPush>[]) {
            // Only our own processes write here; a malformed item is skipped, never sent on.
            if (typeof item.channel !== 'string' || typeof item.json !== 'string') continue;
            if (typeof item.roomState === 'string' && this.hasSockets(item.channel))
              options.onRoomState?.(item.roomState);
            this.emitHere(item.channel, new EncodedPush(item.json));
          }
        };
        if (this.roomOrder !== null && typeof room === 'string' && typeof version === 'number')
          this.roomOrder.write(room, version, write, whole === true);
        else write();
      });
    }
  }

  /**
   * Sends one change's pushes. `order`: the change they belong to, so that every process writes
   * them after the room's earlier changes; null: written at once (a push outside the room's order).
   */
  deliver(pushes: readonly AddressedPush[], order: ChangeOrder | null): void {
    const rooms = this.roomOrder;
    // Several processes: this process's writes wait for their turn (a change with nothing for
    // this process's sockets takes its turn too). One process: written at once, as they come.
    const held: [string, Push | EncodedPush][] | null =
      rooms !== null && order !== null ? [] : null;
    const travelling: TravellingPush[] = [];
    for (const { channel, push, elsewhere } of pushes) {
      let out: Push | EncodedPush = push;
      if (this.clustered && elsewhere) {
        // Written once: the same text goes to the other processes and to this one's sockets.
        const json = pushJson(push);
        travelling.push(
          push.type === 'roomState'
            ? { channel, json, roomState: push.room.code }
            : { channel, json },
        );
        out = new EncodedPush(json);
      }
      if (held) held.push([channel, out]);
      else this.emitHere(channel, out);
    }
    if (travelling.length > 0) {
      const change: TravellingChange =
        order === null ? { pushes: travelling } : { ...order, pushes: travelling };
      this.io.serverSideEmit(FANOUT_EVENT, change);
    }
    if (held && rooms && order)
      rooms.write(
        order.room,
        order.version,
        () => {
          for (const [channel, push] of held) this.emitHere(channel, push);
        },
        order.whole,
      );
  }

  /**
   * Writes a push to this process's sockets in its channel (none: nothing is encoded). Most
   * channels are one seat's one connection, and a push to it goes straight to that socket: a
   * broadcast also builds the operator's sets and, to share it between recipients, copies the
   * packet into a ready-made WebSocket frame, a buffer outside the heap for every push. Those
   * buffers, hundreds per second, were what started most full collections (V8 counts memory
   * outside the heap towards them); a socket's own send writes the text as it is, and, when
   * nothing is queued ahead of it, straight to its WebSocket (`sendMessage`).
   */
  private emitHere(channel: string, push: Push | EncodedPush): void {
    const { count, only } = socketsHere(this.io, channel);
    if (count === 0) return;
    // A socket leaving may still be in the channel but no longer in the namespace: broadcast.
    if (only) sendMessage(only, push);
    else this.io.local.to(channel).emit(MESSAGE_EVENT, push);
  }

  private hasSockets(channel: string): boolean {
    return socketsHere(this.io, channel).count > 0;
  }
}
