import type { RoomCode } from '@fabula/protocol';
import { LRUCache } from 'lru-cache';

/**
 * The longest a change waits for the one before it (`RoomOrder`). Changes from another process
 * came up to 0.52 s after the next one on a machine at load 11 (two cores, the cluster test in a
 * loop beside two CPU burners); a few milliseconds when it is quiet. A change that never comes
 * (its process died between storing and publishing it) holds up the room's next one this long.
 */
export const ROOM_ORDER_WAIT_MS = 1000;

/** One room's writes on this process: the newest version written, and those waiting. */
interface RoomWrites {
  written: number;
  readonly waiting: Map<number, (() => void)[]>;
  timer: NodeJS.Timeout | null;
}

/**
 * Writes each room's changes to this process's sockets in the order of their versions.
 *
 * Why: with several processes, one room's changes are stored one at a time (the room's row lock),
 * but each is published by the process that made it, and reaches the others through Redis. A
 * process could write a change from another process to its sockets after the next change, made
 * here (or come sooner through Redis), was written: under load, 77 times in 5 games of the
 * cluster test. A client drops a game view older than the one it holds, so the change's events
 * (the news of that move) never showed, and the next view's history came cut (`historyFrom`),
 * which costs a `resync` round trip. So a change that comes before the one it follows waits for
 * it, at most `waitMs`; then what waits is written in order (a client that missed a version
 * asks for the whole view, as before).
 *
 * A publish at the version already written goes straight out; so does an older one (a late
 * change after the wait: clients drop its views, its chat line still counts). So does the room
 * shown whole as it is (`whole`: someone entered, a presence refresh, a `resync`), which needs
 * nothing before it: every connection here was shown its room that way first, and a room this
 * process has not written yet takes whatever comes first.
 */
export class RoomOrder {
  readonly #waitMs: number;
  /**
   * The rooms this process wrote to most recently. A room pushed out writes what waited (in
   * order, as if its wait were over), then takes whatever comes next.
   */
  readonly #rooms = new LRUCache<RoomCode, RoomWrites>({
    max: 10_000,
    dispose: (room) => {
      this.#release(room, Infinity);
    },
  });

  constructor(options: { readonly waitMs?: number } = {}) {
    this.#waitMs = options.waitMs ?? ROOM_ORDER_WAIT_MS;
  }

  /**
   * Runs `write` (a change's writes to this process's sockets) once the versions before it have;
   * at once when `whole` (the room as it is, which needs none of them).
   */
  write(code: RoomCode, version: number, write: () => void, whole = false): void {
    const room = this.#rooms.get(code);
    if (room === undefined) {
      this.#rooms.set(code, { written: version, waiting: new Map(), timer: null });
      write();
      return;
    }
    if (version > room.written + 1 && !whole) {
      const queue = room.waiting.get(version);
      if (queue) queue.push(write);
      else room.waiting.set(version, [write]);
      room.timer ??= setTimeout(() => {
        room.timer = null;
        this.#release(room, Infinity);
      }, this.#waitMs).unref();
      return;
    }
    write();
    if (version > room.written) {
      room.written = version;
      this.#release(room, version);
    }
  }

  /** A connection here was shown the room at `version` (`resync`): nothing older need be waited for. */
  shown(code: RoomCode, version: number): void {
    this.write(code, version, () => undefined, true);
  }

  /** Writes what waited up to `upTo`, then each version that follows on from the written. */
  #release(room: RoomWrites, upTo: number): void {
    const versions = [...room.waiting.keys()].sort((a, b) => a - b);
    for (const version of versions) {
      if (version > upTo && version > room.written + 1) break;
      for (const write of room.waiting.get(version) ?? []) write();
      room.waiting.delete(version);
      room.written = Math.max(room.written, version);
    }
    if (room.waiting.size === 0 && room.timer !== null) {
      clearTimeout(room.timer);
      room.timer = null;
    }
  }
}
