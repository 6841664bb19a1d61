import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ClientPauses } from './client-pauses.ts';
import { Decider } from './decider.ts';
import { Recorder } from './recorder.ts';
import { Table } from './table.ts';

/** What one thread of clients plays: its rooms (by their index in the whole run) and how. */
export interface ClientPlan {
  /** Every server's address; room i's seats pick theirs with `tableUrls`. */
  readonly urls: readonly string[];
  readonly route: 'spread' | 'room';
  /** The rooms this thread plays, by index in the whole run (the index names and routes them). */
  readonly rooms: readonly number[];
  readonly players: number;
  readonly pace: number;
  readonly moves: 'bots' | 'random';
}

/**
 * What the clients saw while recording. Lists, not percentiles, so that the lists of several
 * threads can be joined before their percentiles are taken.
 */
export interface ClientTotals {
  readonly commands: number;
  readonly refused: Readonly<Record<string, number>>;
  /** Each accepted move's latency: from sending it to the last seat of its room holding its view. */
  readonly latencies: readonly number[];
  /** The same, less the time this thread's collector paused it (the server's and network's part). */
  readonly netLatencies: readonly number[];
  /** From sending a move to its reply. */
  readonly replies: readonly number[];
  /** Seconds each game that ended while recording lasted. */
  readonly games: readonly number[];
  /** The collector's pauses while recording: how many, and their total (ms). */
  readonly gc: { readonly pauses: number; readonly ms: number };
  /** The event loop's p99 delay while recording (ms): the worst thread's, once joined. */
  readonly lagP99Ms: number;
}

/** The clients of a run, in this thread or spread over several (threaded-clients.ts). */
export interface ClientSide {
  /** Creates every room and seats its players. */
  open(): Promise<void>;
  /**
   * Starts every room's game, room i of `total` at `began + spread × i / total` (`began` on the
   * wall clock's milliseconds, which every thread shares, unlike `performance.now()`).
   */
  start(began: number, spread: number, total: number): Promise<void>;
  /** Starts recording (what was seen before is forgotten). */
  record(): Promise<void>;
  /** Accepted commands so far while recording (a soak's minute reports). */
  commands(): Promise<number>;
  /** Stops recording and says what was seen since `record`. */
  stop(): Promise<ClientTotals>;
  close(): Promise<void>;
}

/** The servers room `i`'s seats connect to, seat j to the j-th (see `LoadOptions.route`). */
export function tableUrls(urls: readonly string[], i: number, route: 'spread' | 'room'): string[] {
  const rotated = urls.slice(i % urls.length).concat(urls.slice(0, i % urls.length));
  return route === 'room' ? rotated.slice(0, 1) : rotated;
}

/** Runs `step` on every table, a few at a time (each is one or more durable writes). */
async function eachTable(
  tables: readonly Table[],
  concurrency: number,
  step: (table: Table) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tables.length) {
        const table = tables[next++];
        if (table) await step(table);
      }
    }),
  );
}

/** Wall-clock milliseconds with `performance.now()`'s resolution, comparable between threads. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

/** The clients of a plan, played on this thread. */
export class LocalClients implements ClientSide {
  private readonly plan: ClientPlan;
  private readonly recorder = new Recorder();
  private readonly pauses = new ClientPauses();
  private readonly lag = monitorEventLoopDelay({ resolution: 10 });
  private readonly decider: Decider | null;
  private readonly tables: Table[] = [];
  private recordedFrom = 0;
  /** How many rooms are opened at once (each is a few durable writes). */
  private readonly openConcurrency: number;

  constructor(plan: ClientPlan, openConcurrency = 16) {
    this.plan = plan;
    this.openConcurrency = openConcurrency;
    this.decider = plan.moves === 'bots' ? new Decider() : null;
  }

  async open(): Promise<void> {
    await this.decider?.ready;
    for (const i of this.plan.rooms) {
      this.tables.push(
        new Table({
          urls: tableUrls(this.plan.urls, i, this.plan.route),
          players: this.plan.players,
          pace: this.plan.pace,
          decider: this.decider,
          recorder: this.recorder,
          label: `room-${String(i)}`,
        }),
      );
    }
    await eachTable(this.tables, this.openConcurrency, (table) => table.open());
  }

  async start(began: number, spread: number, total: number): Promise<void> {
    await Promise.all(
      this.tables.map(async (table, k) => {
        const i = this.plan.rooms[k] ?? 0;
        await sleep(Math.max(0, began + (spread * i) / total - wallClockMs()));
        await table.start();
      }),
    );
  }

  record(): Promise<void> {
    this.recorder.reset();
    this.lag.reset();
    this.lag.enable();
    this.recordedFrom = performance.now();
    this.recorder.recording = true;
    return Promise.resolve();
  }

  commands(): Promise<number> {
    return Promise.resolve(this.recorder.commands);
  }

  stop(): Promise<ClientTotals> {
    this.recorder.recording = false;
    this.lag.disable();
    const recorded = { start: this.recordedFrom, end: performance.now() };
    return Promise.resolve({
      commands: this.recorder.commands,
      refused: Object.fromEntries(this.recorder.refused),
      latencies: this.recorder.latencies(),
      netLatencies: this.recorder.latencies(this.pauses),
      replies: this.recorder.replyLatencies(),
      games: [...this.recorder.games],
      gc: (({ count, ms }) => ({ pauses: count, ms }))(this.pauses.summary(recorded)),
      lagP99Ms: this.lag.percentile(99) / 1e6,
    });
  }

  async close(): Promise<void> {
    this.pauses.stop();
    for (const table of this.tables) table.close();
    await this.decider?.close();
  }
}

/** The totals of several threads as one. */
export function joinTotals(all: readonly ClientTotals[]): ClientTotals {
  const refused: Record<string, number> = {};
  for (const totals of all)
    for (const [code, count] of Object.entries(totals.refused))
      refused[code] = (refused[code] ?? 0) + count;
  return {
    commands: all.reduce((sum, t) => sum + t.commands, 0),
    refused,
    latencies: all.flatMap((t) => t.latencies),
    netLatencies: all.flatMap((t) => t.netLatencies),
    replies: all.flatMap((t) => t.replies),
    games: all.flatMap((t) => t.games),
    gc: {
      pauses: all.reduce((sum, t) => sum + t.gc.pauses, 0),
      ms: all.reduce((sum, t) => sum + t.gc.ms, 0),
    },
    lagP99Ms: Math.max(0, ...all.map((t) => t.lagP99Ms)),
  };
}
