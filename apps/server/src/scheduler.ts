import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from './storage/store.ts';
import type { RoomRecord } from './rooms/record.ts';
import type { RoomService } from './rooms/service.ts';

/**
 * Acts on rooms whose stored deadline has come: phase timers, bot moves, host hand-overs. It
 * polls the store (deadlines survive a restart because they are stored with the room) and can be
 * woken at once when a change makes a room due now (bots with no thinking pause, in tests).
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly store: GameStore<RoomRecord>;
  private readonly service: RoomService;
  private readonly clock: () => number;
  private readonly log: Logger;
  private readonly intervalMs: number;

  constructor(options: {
    store: GameStore<RoomRecord>;
    service: RoomService;
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
      const due = await this.store.dueRooms(this.clock(), 100);
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
