import type { RoomCode } from '@fabula/protocol';

/** Who is connected to a room right now: seat holders by token hash, and how many watch. */
export interface PresenceSnapshot {
  readonly holders: ReadonlySet<string>;
  readonly spectators: number;
  /** Of those, the ones with a connection on this server process (one process: all of them). */
  readonly here: { readonly holders: ReadonlySet<string>; readonly spectators: number };
  /** Of those, the ones with a connection on another server process (clustered only). */
  readonly elsewhere: { readonly holders: ReadonlySet<string>; readonly spectators: number };
}

/** One connection: its holder (null: a spectator) and whether it is on this process. */
export interface Connection {
  readonly holder: string | null;
  readonly here: boolean;
}

/**
 * Which connections are in which room. It answers "is this player connected?" for the seats'
 * `connected` flags, the spectator count, and before a seat is marked away (a bot stands in, host
 * powers pass on). With several server processes it must see every process's connections, or a
 * player connected to process B would look gone to process A: `RedisPresence` does that,
 * `LocalPresence` serves one process.
 */
export interface Presence {
  /** A connection entered a room, as a seat holder (its token hash) or a spectator (null). */
  enter(socketId: string, room: RoomCode, holder: string | null): Promise<void>;
  /** A connection left a room (left, moved to another room, detached, or disconnected). */
  leave(socketId: string, room: RoomCode): Promise<void>;
  /**
   * Who is in the room now. `fresh`: read the shared registry itself, not a copy kept since its
   * last change (for decisions that must see a connection made a moment ago elsewhere).
   */
  snapshot(room: RoomCode, options?: { readonly fresh?: boolean }): Promise<PresenceSnapshot>;
  /** Stops background work (a shared registry's heartbeat). */
  close(): Promise<void>;
}

/** Counts a room's connections by holder (a null holder is a spectator), here and elsewhere. */
export function snapshotOf(connections: Iterable<Connection>): PresenceSnapshot {
  const seated = new Set<string>();
  const seatedHere = new Set<string>();
  const seatedElsewhere = new Set<string>();
  let spectatorsHere = 0;
  let spectatorsElsewhere = 0;
  for (const { holder, here } of connections) {
    if (holder === null) {
      if (here) spectatorsHere++;
      else spectatorsElsewhere++;
    } else {
      seated.add(holder);
      (here ? seatedHere : seatedElsewhere).add(holder);
    }
  }
  return {
    holders: seated,
    spectators: spectatorsHere + spectatorsElsewhere,
    here: { holders: seatedHere, spectators: spectatorsHere },
    elsewhere: { holders: seatedElsewhere, spectators: spectatorsElsewhere },
  };
}

/** One process's connections, in memory: the embedded default (no REDIS_URL). */
export class LocalPresence implements Presence {
  readonly #rooms = new Map<RoomCode, Map<string, string | null>>();

  enter(socketId: string, room: RoomCode, holder: string | null): Promise<void> {
    const connections = this.#rooms.get(room) ?? new Map<string, string | null>();
    connections.set(socketId, holder);
    this.#rooms.set(room, connections);
    return Promise.resolve();
  }

  leave(socketId: string, room: RoomCode): Promise<void> {
    const connections = this.#rooms.get(room);
    connections?.delete(socketId);
    if (connections?.size === 0) this.#rooms.delete(room);
    return Promise.resolve();
  }

  snapshot(room: RoomCode): Promise<PresenceSnapshot> {
    const holders = this.#rooms.get(room)?.values() ?? [];
    return Promise.resolve(snapshotOf(Array.from(holders, (holder) => ({ holder, here: true }))));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
