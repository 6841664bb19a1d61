import { Worker } from 'node:worker_threads';
import type { BotCommand } from '@fabula/bots';
import type { GameView } from '@fabula/rules';
import { heldAfter, roundsFrom, type HeldRounds } from './seat-rounds.ts';

/** The decider's thread, as Node names worker threads. */
export const DECIDER_THREAD = 'WorkerThread';

/** A seat's question to the worker: its view, with only the rounds the worker lacks. */
export interface Ask {
  readonly id: number;
  /** The seat (room code and seat): the worker keeps each seat's rounds sent so far. */
  readonly seat: string;
  /** The view's history holds its rounds from this index; the worker has those before it. */
  readonly historyFrom: number;
  readonly view: GameView;
}

/**
 * Asks the bots' worker thread for a seat's decision (null: the bot has none; play at random).
 * A view travels to the worker by structured clone, which costs the client's main thread in
 * proportion to its size, and most of a late view is its history. Past rounds never change
 * within a game, so each view goes with only the rounds the worker has not seen for that seat;
 * the worker joins them to those it keeps (seat-rounds.ts).
 */
export class Decider {
  private readonly worker = new Worker(new URL('./decider-worker.ts', import.meta.url));
  private readonly waiting = new Map<number, (command: BotCommand | null) => void>();
  private readonly sent = new Map<string, HeldRounds>();
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

  /** `seat` names the seat (and seeds its bot): its views must come in the order they were held. */
  decide(view: GameView, seat: string): Promise<BotCommand | null> {
    const id = ++this.next;
    const history = view.history;
    const historyFrom = roundsFrom(this.sent.get(seat), history);
    this.sent.set(seat, heldAfter(history));
    const ask: Ask = {
      id,
      seat,
      historyFrom,
      view: { ...view, history: history.slice(historyFrom) },
    };
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage(ask);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
