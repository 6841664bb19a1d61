import { Worker } from 'node:worker_threads';
import type { BotCommand } from '@fabula/bots';
import type { GameView } from '@fabula/rules';

/** Asks the bots' worker thread for a seat's decision (null: the bot has none; play at random). */
export class Decider {
  private readonly worker = new Worker(new URL('./decider-worker.ts', import.meta.url));
  private readonly waiting = new Map<number, (command: BotCommand | null) => void>();
  private next = 0;
  readonly ready: Promise<void>;

  constructor() {
    this.ready = new Promise((resolve) => {
      this.waiting.set(0, () => {
        resolve();
      });
    });
    this.worker.on('message', (answer: { id: number; command: BotCommand | null }) => {
      const resolve = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      resolve?.(answer.command);
    });
  }

  decide(view: GameView, seed: string): Promise<BotCommand | null> {
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, view, seed });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
