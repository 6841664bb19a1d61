import { parseArgs } from 'node:util';

/** What `npm run bench:load -- …` was asked to do (README, "Benchmarks"). */
export interface LoadOptions {
  readonly rooms: number;
  readonly players: number;
  /**
   * Ms a client waits between being able to act and acting. The default, 3600, plays a game of
   * six in about 180 s: 10× the pace of the box's 30-minute game (measured: docs/benchmarks-log-2026-11.md).
   */
  readonly pace: number;
  /** Seconds measured (after the warm-up). */
  readonly duration: number;
  /**
   * Seconds of play after the last game started and before measuring. By default a short settle
   * (2 × pace, at least 3 s); a soak waits 300 s, the length of a game and a half at the default
   * pace, so every room has been through a whole game (a room's document is largest at its end)
   * and memory is measured from the working set it keeps, not while it fills.
   */
  readonly warmup: number;
  /** Seconds between a soak's memory reports (60: one line a minute). */
  readonly reportEvery: number;
  readonly json: boolean;
  readonly store: 'sqlite' | 'postgres';
  readonly processes: number;
  readonly databaseUrl: string;
  /** Null with one process, or with `independent` processes. */
  readonly redisUrl: string | null;
  /**
   * Several processes that do not know of one another (no Redis), each room on one of them
   * (`--route room`), all on the same Postgres: a control experiment. It shares with the cluster
   * everything but the clustering (the machine, the client's load, Postgres), so comparing the
   * two tells what the clustering itself costs.
   */
  readonly independent: boolean;
  /**
   * How a room's seats pick among several processes: `spread`, seat i to process i mod N (every
   * room spans the processes: the most traffic between them); `room`, every seat of room r to
   * process r mod N (as a load balancer hashing on the room, scaling.md).
   */
  readonly route: 'spread' | 'room';
  readonly sweep: boolean;
  readonly soak: boolean;
  /** How clients choose moves: the bots' decisions, or uniformly random legal moves. */
  readonly moves: 'bots' | 'random';
  /**
   * The CPUs of the server processes (a taskset list such as "0" or "0-1"); several lists
   * separated by "/" pin process i to the i-th of them (round robin): "0/1" gives two
   * processes a core each.
   */
  readonly serverCpus: string;
  readonly clientCpus: string;
  /**
   * Threads the clients are spread over, room i on thread i mod N (threaded-clients.ts), all on
   * `clientCpus`. 1: the clients share this process's main thread, as before the option existed.
   * The default, 2, halves what one client pause or burst holds up: at 5,004 players the client's
   * event-loop p99 fell from 22–46 ms to 14–28 ms (docs/benchmarks-log-2026-11.md).
   */
  readonly clientThreads: number;
  /** Write a V8 CPU profile of each server process into this folder. */
  readonly cpuProf: string | null;
  /**
   * Each server process's share of one CPU (`CpuQuota`), so one process and two can be compared
   * as if each had a core of its own; null: no limit.
   */
  readonly cpuQuota: number | null;
  /** How much a sweep multiplies the rooms by at each step. */
  readonly sweepFactor: number;
  /**
   * Runs at each load (a sweep's step, or the one load asked for). A p99 over 30 s rests on a
   * few slow moments (a full collection, a slow sync), so one run's figure can differ two- or
   * threefold from the next: with repeats, a load is judged by the median of its runs' p99s.
   */
  readonly repeat: number;
  readonly sync: 'full' | 'normal';
}

/** 10× a person's pace: a six-seat game in about 3 minutes instead of the box's 30. */
export const DEFAULT_PACE_MS = 3600;

export const usage = `npm run bench:load -- [--rooms R] [--players P] [--pace MS] [--duration S] [--json]
  [--store sqlite|postgres] [--processes N] [--database-url URL] [--redis URL] [--route spread|room]
  [--sweep] [--soak] [--moves bots|random] [--server-cpus 0] [--client-cpus 1] [--client-threads 2]
  [--cpu-prof DIR] [--cpu-quota F] [--sweep-factor X] [--sync full|normal] [--warmup S]
  [--report-every S] [--repeat N] [--independent]`;

function int(raw: string | undefined, name: string, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number ≥ ${String(min)}\n${usage}`);
  return value;
}

/** A number in (above, atMost], or null when the option is absent. */
function decimal(
  raw: string | undefined,
  name: string,
  above: number,
  atMost: number,
): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= above || value > atMost)
    throw new Error(
      `--${name} must be a number above ${String(above)} and at most ${String(atMost)}\n${usage}`,
    );
  return value;
}

export function parseLoadOptions(args: readonly string[]): LoadOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      rooms: { type: 'string' },
      players: { type: 'string' },
      pace: { type: 'string' },
      duration: { type: 'string' },
      json: { type: 'boolean', default: false },
      store: { type: 'string', default: 'sqlite' },
      processes: { type: 'string' },
      'database-url': { type: 'string' },
      redis: { type: 'string' },
      route: { type: 'string', default: 'spread' },
      sweep: { type: 'boolean', default: false },
      soak: { type: 'boolean', default: false },
      moves: { type: 'string', default: 'bots' },
      'server-cpus': { type: 'string', default: '0' },
      'client-cpus': { type: 'string', default: '1' },
      'client-threads': { type: 'string' },
      'cpu-prof': { type: 'string' },
      'cpu-quota': { type: 'string' },
      'sweep-factor': { type: 'string' },
      sync: { type: 'string', default: 'full' },
      warmup: { type: 'string' },
      'report-every': { type: 'string' },
      repeat: { type: 'string' },
      independent: { type: 'boolean', default: false },
    },
  });
  const store = values.store;
  if (store !== 'sqlite' && store !== 'postgres')
    throw new Error(`--store sqlite|postgres\n${usage}`);
  const moves = values.moves;
  if (moves !== 'bots' && moves !== 'random') throw new Error(`--moves bots|random\n${usage}`);
  const sync = values.sync;
  if (sync !== 'full' && sync !== 'normal') throw new Error(`--sync full|normal\n${usage}`);
  const route = values.route;
  if (route !== 'spread' && route !== 'room') throw new Error(`--route spread|room\n${usage}`);
  const processes = int(values.processes, 'processes', 1, 1);
  const independent = values.independent;
  if (independent && (processes < 2 || store !== 'postgres' || route !== 'room'))
    throw new Error(
      '--independent needs --processes N > 1, --store postgres and --route room (each room on one process)',
    );
  const redisUrl = independent ? null : (values.redis ?? process.env.REDIS_URL ?? null);
  if (processes > 1 && (store !== 'postgres' || (redisUrl === null && !independent)))
    throw new Error('--processes N > 1 needs --store postgres and REDIS_URL (or --redis URL)');
  const soak = values.soak;
  const players = int(values.players, 'players', 6, 3);
  const pace = int(values.pace, 'pace', DEFAULT_PACE_MS, 0);
  // Dixit seats 3–8; larger tables play Odyssey, which seats up to 12.
  if (players > 12) throw new Error(`--players must be 3 to 12\n${usage}`);
  return {
    rooms: int(values.rooms, 'rooms', soak ? 500 : values.sweep ? 50 : 100, 1),
    players,
    pace,
    duration: int(values.duration, 'duration', soak ? 1800 : values.sweep ? 20 : 30, 1),
    warmup: int(values.warmup, 'warmup', soak ? 300 : Math.max(3, Math.ceil((2 * pace) / 1000)), 0),
    reportEvery: int(values['report-every'], 'report-every', 60, 1),
    json: values.json,
    store,
    processes,
    databaseUrl:
      values['database-url'] ??
      process.env.DATABASE_URL ??
      'postgres://fabula:fabula@127.0.0.1:5432/fabula_test',
    redisUrl,
    independent,
    route,
    sweep: values.sweep,
    soak,
    moves,
    serverCpus: values['server-cpus'],
    clientCpus: values['client-cpus'],
    clientThreads: int(values['client-threads'], 'client-threads', 2, 1),
    cpuProf: values['cpu-prof'] ?? null,
    cpuQuota: decimal(values['cpu-quota'], 'cpu-quota', 0, 1),
    // Each sweep step must add at least one room.
    sweepFactor: decimal(values['sweep-factor'], 'sweep-factor', 1, 4) ?? 1.5,
    repeat: int(values.repeat, 'repeat', 1, 1),
    sync,
  };
}
