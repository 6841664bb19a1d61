import { randomBytes } from 'node:crypto';
import type { RoomCode } from '@fabula/protocol';
import { LRUCache } from 'lru-cache';
import { snapshotOf, type Presence, type PresenceSnapshot } from './presence.ts';
import type { RedisClient } from './redis-client.ts';

export interface RedisPresenceOptions {
  /** Prefix of every key (several clusters, or test runs, may share one Redis). */
  readonly prefix: string;
  /** How often this process says it is alive, and looks for processes that are not (ms). */
  readonly heartbeatMs: number;
  /** A process silent this long is dead (killed, or cut off): its connections no longer count. */
  readonly ttlMs: number;
  /** Seat holders whose connections were all on a process that died. */
  readonly onGone: (room: RoomCode, holders: readonly string[]) => void;
  /** Seat holders of ours that other processes took for gone (this process was silent too long). */
  readonly onBack: (room: RoomCode, holders: readonly string[]) => void;
  readonly onError: (error: unknown) => void;
  /**
   * Tells every other process that a room's connections changed, resolving once they have
   * forgotten their copy of it (`forget`) or a bounded wait has passed. Null: no copies are
   * kept, and every snapshot reads Redis.
   */
  readonly announce: ((room: RoomCode) => Promise<void>) | null;
}

/** The rooms whose connections a process keeps a copy of, at most (the most recently read). */
const KEPT_ROOMS = 10_000;

/**
 * Presence shared by every server process through Redis. Each connection in a room is a field
 * `<process>/<socket>` of the room's hash, valued with its holder's token hash (empty for a
 * spectator). Each process keeps a key alive with a heartbeat; a connection counts only while its
 * process's key lives, so a process killed with `kill -9` stops counting within `ttlMs`. Each
 * heartbeat also looks for dead processes: the first process to notice one removes its
 * connections and reports the players who are now gone (so a bot can stand in for them).
 *
 * Each published change asks who is connected, and asking Redis each time (a round trip per
 * move) cost two processes about a fifth of their CPU per move (docs/benchmarks-log-2026-11.md). So each
 * process keeps a copy of each room's connections as it last read them, and a process whose
 * connections in a room change tells the others to forget theirs (`announce`) and waits for
 * them before it goes on. Its next step (showing the room to the newcomer, marking a seat back)
 * then comes after every other process forgot: a change they publish after that reads Redis and
 * sees the newcomer, and one they published before it was stored before the newcomer's room was
 * loaded, so the newcomer is shown it. Copies are dropped whenever the set of live processes
 * changes (a process died, or came back), since their connections then count differently.
 */
export class RedisPresence implements Presence {
  readonly #client: RedisClient;
  readonly #options: RedisPresenceOptions;
  /** This process, as other processes see it: random, so a restarted process is a new one. */
  readonly #id = randomBytes(8).toString('hex');
  /** Our own connections, to register again if other processes took us for dead. */
  readonly #mine = new Map<RoomCode, Map<string, string | null>>();
  #timer: NodeJS.Timeout | null = null;
  #beating: Promise<void> | null = null;
  /**
   * Other processes found alive by the last heartbeat's sweep, so a snapshot (one per published
   * change) asks Redis about the others only. A process that died since counts at most one
   * heartbeat longer, well within `ttlMs`.
   */
  readonly #alive = new Set<string>();
  /** Each room's connections (field, holder) as last read from Redis; see the class comment. */
  readonly #kept = new LRUCache<RoomCode, readonly (readonly [string, string])[]>({
    max: KEPT_ROOMS,
  });
  /**
   * Counts what made copies out of date (forgets, our own changes, a change of live processes):
   * a read of Redis during which it moved may predate the change, so it is used but not kept.
   */
  #outdated = 0;

  constructor(client: RedisClient, options: RedisPresenceOptions) {
    this.#client = client;
    this.#options = options;
  }

  #key(...parts: string[]): string {
    return [this.#options.prefix, ...parts].join(':');
  }

  #field(socketId: string, process = this.#id): string {
    return `${process}/${socketId}`;
  }

  /** Registers this process (alive first, so nobody sweeps it in between) and starts beating. */
  async start(): Promise<void> {
    await this.#client.set(this.#key('alive', this.#id), String(Date.now()), {
      expiration: { type: 'PX', value: this.#options.ttlMs },
    });
    await this.#client.sAdd(this.#key('processes'), this.#id);
    this.#timer = setInterval(() => {
      this.#beating ??= this.#beat()
        .catch(this.#options.onError)
        .finally(() => {
          this.#beating = null;
        });
    }, this.#options.heartbeatMs);
    this.#timer.unref();
  }

  async enter(socketId: string, room: RoomCode, holder: string | null): Promise<void> {
    const connections = this.#mine.get(room) ?? new Map<string, string | null>();
    connections.set(socketId, holder);
    this.#mine.set(room, connections);
    await this.#client
      .multi()
      .hSet(this.#key('presence', room), this.#field(socketId), holder ?? '')
      .sAdd(this.#key('rooms-of', this.#id), room)
      .exec();
    await this.#changed(room);
  }

  async leave(socketId: string, room: RoomCode): Promise<void> {
    const connections = this.#mine.get(room);
    connections?.delete(socketId);
    const multi = this.#client.multi().hDel(this.#key('presence', room), this.#field(socketId));
    if (connections?.size === 0) {
      this.#mine.delete(room);
      multi.sRem(this.#key('rooms-of', this.#id), room);
    }
    await multi.exec();
    await this.#changed(room);
  }

  /** Another process's connections in the room changed: our copy of them is out of date. */
  forget(room: RoomCode): void {
    this.#outdated++;
    this.#kept.delete(room);
  }

  #forgetAll(): void {
    this.#outdated++;
    this.#kept.clear();
  }

  /** This process's connections in the room changed (in Redis already): no copy may keep them. */
  async #changed(room: RoomCode): Promise<void> {
    this.forget(room);
    await this.#options.announce?.(room);
  }

  /** The room's connections: our copy, or Redis's (then kept, when others announce changes). */
  async #fields(room: RoomCode, fresh: boolean): Promise<readonly (readonly [string, string])[]> {
    const kept = fresh ? undefined : this.#kept.get(room);
    if (kept) return kept;
    const outdated = this.#outdated;
    const fields = Object.entries(await this.#client.hGetAll(this.#key('presence', room)));
    if (this.#options.announce !== null && outdated === this.#outdated)
      this.#kept.set(room, fields);
    return fields;
  }

  async snapshot(
    room: RoomCode,
    options?: { readonly fresh?: boolean },
  ): Promise<PresenceSnapshot> {
    const fields = await this.#fields(room, options?.fresh === true);
    const others = [...new Set(fields.map(([field]) => processOf(field)))].filter(
      (process) => process !== this.#id,
    );
    const alive = new Set([this.#id, ...others.filter((process) => this.#alive.has(process))]);
    const unknown = others.filter((process) => !this.#alive.has(process));
    if (unknown.length > 0) {
      const beats = await this.#client.mGet(unknown.map((p) => this.#key('alive', p)));
      unknown.forEach((process, i) => {
        if (beats[i] !== null && beats[i] !== undefined) alive.add(process);
      });
    }
    return snapshotOf(
      fields
        .filter(([field]) => alive.has(processOf(field)))
        .map(([field, holder]) => ({
          holder: holder === '' ? null : holder,
          here: processOf(field) === this.#id,
        })),
    );
  }

  /** Stops beating and removes this process's traces (its connections have left by now). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#beating;
    const multi = this.#client.multi();
    for (const [room, connections] of this.#mine)
      for (const socketId of connections.keys())
        multi.hDel(this.#key('presence', room), this.#field(socketId));
    await multi
      .del(this.#key('alive', this.#id))
      .del(this.#key('rooms-of', this.#id))
      .sRem(this.#key('processes'), this.#id)
      .exec();
  }

  async #beat(): Promise<void> {
    const previous = await this.#client.set(this.#key('alive', this.#id), String(Date.now()), {
      expiration: { type: 'PX', value: this.#options.ttlMs },
      GET: true,
    });
    if (previous === null) await this.#revive();
    await this.#sweep();
  }

  /**
   * Our key had lapsed (the event loop stalled, or Redis was out of reach): others may have
   * swept our connections and marked our players away. Register them again and say they are back.
   */
  async #revive(): Promise<void> {
    this.#forgetAll();
    await this.#client.sAdd(this.#key('processes'), this.#id);
    for (const [room, connections] of this.#mine) {
      for (const [socketId, holder] of connections)
        await this.#client.hSet(this.#key('presence', room), this.#field(socketId), holder ?? '');
      await this.#client.sAdd(this.#key('rooms-of', this.#id), room);
      const holders = [...new Set(connections.values())].filter((h): h is string => h !== null);
      if (holders.length > 0) this.#options.onBack(room, holders);
    }
  }

  /** Removes the connections of processes that stopped beating; one process wins each cleanup. */
  async #sweep(): Promise<void> {
    const processes = (await this.#client.sMembers(this.#key('processes'))).filter(
      (p) => p !== this.#id,
    );
    const before = [...this.#alive].sort().join();
    this.#alive.clear();
    const beats =
      processes.length === 0
        ? []
        : await this.#client.mGet(processes.map((p) => this.#key('alive', p)));
    const dead = processes.filter((_, i) => beats[i] === null || beats[i] === undefined);
    for (const process of processes) if (!dead.includes(process)) this.#alive.add(process);
    // A process died or came (back): whose connections count changed, in every room.
    if (dead.length > 0 || [...this.#alive].sort().join() !== before) this.#forgetAll();
    for (const process of dead) {
      if ((await this.#client.sRem(this.#key('processes'), process)) !== 1) continue;
      const rooms = await this.#client.sMembers(this.#key('rooms-of', process));
      for (const room of rooms as RoomCode[]) {
        const fields = Object.entries(await this.#client.hGetAll(this.#key('presence', room)));
        const theirs = fields.filter(([field]) => processOf(field) === process);
        if (theirs.length === 0) continue;
        await this.#client.hDel(
          this.#key('presence', room),
          theirs.map(([field]) => field),
        );
        this.#options.onGone(room, [
          ...new Set(theirs.map(([, holder]) => holder).filter((h) => h !== '')),
        ]);
      }
      await this.#client.del(this.#key('rooms-of', process));
    }
  }
}

function processOf(field: string): string {
  return field.slice(0, field.indexOf('/'));
}
