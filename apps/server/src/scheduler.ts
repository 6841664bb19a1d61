import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from './storage/store.ts';
import type { RoomService } from './rooms/service.ts';

/** What the scheduler needs of the store: due rooms, claimed for this process. */
export type ClaimingStore = Pick<GameStore<unknown>, 'claimDueRooms'>;

/** What the scheduler needs of the rooms: act once on a due room at the version it was claimed. */
export type DueRunner = Pick<RoomService, 'runDue'>;

/**
 * How long a claimed room stays ours if we never write it (we died, or it was not due after all).
 * Acting takes milliseconds; after a crash the room waits this long for another process.
 */
export const claimLeaseMs = 3000;

/**
 * Acts on rooms whose stored deadline has come: phase timers, bot moves, host hand-overs. It
 * polls the store (deadlines survive a restart because they are stored with the room) and can be
 * woken at once when a change makes a room due now (bots with no thinking pause, in tests).
 *
 * Several processes may share one database: each pass *claims* its due rooms
 * (`claimDueRooms`, on Postgres `FOR UPDATE SKIP LOCKED`), so every due deadline is acted on by
 * exactly one process; the version check in `runDue` keeps even a lapsed claim from acting twice.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly store: ClaimingStore;
  private readonly service: DueRunner;
  private readonly clock: () => number;
  private readonly log: Logger;
  private readonly intervalMs: number;

  constructor(options: {
    store: ClaimingStore;
    service: DueRunner;
    clock: () => number;
    log: Logger;
    intervalMs: number;
  }) {
    this.store = options.store;
    this.service = options.service;
    this.clock = options.clock;
    this.log = options.log;
    this.intervalMs = options.intervalMs;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.wake();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Runs a pass now (or right after the one under way). */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'scheduler pass failed');
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          setImmediate(() => {
            this.wake();
          });
        }
      });
  }

  /** One pass: every due room acts until it is no longer due (bounded, so one room cannot starve others). */
  private async pass(): Promise<void> {
    for (let round = 0; round < 20; round++) {
      const due = await this.store.claimDueRooms(this.clock(), {
        limit: 100,
        leaseMs: claimLeaseMs,
      });
      if (due.length === 0) return;
      let acted = false;
      for (const room of due) acted = (await this.service.runDue(room.code, room.version)) || acted;
      if (!acted) return;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
