import { Worker } from 'node:worker_threads';
import { joinTotals, type ClientPlan, type ClientSide, type ClientTotals } from './clients.ts';

/** What a client thread is started with. */
export interface ThreadData {
  readonly plan: ClientPlan;
  readonly openConcurrency: number;
}

/** The main thread's asks to a client thread (`ClientSide`'s methods), each with an id. */
export type ThreadAsk = { readonly id: number } & (
  | { readonly op: 'open' | 'record' | 'commands' | 'stop' | 'close' }
  | {
      readonly op: 'start';
      readonly began: number;
      readonly spread: number;
      readonly total: number;
    }
);

/** A client thread's answer to an ask: its value, or why it failed. */
export interface ThreadAnswer {
  readonly id: number;
  readonly value?: unknown;
  readonly error?: string;
}

type Op = ThreadAsk['op'];
type StartArgs = Omit<Extract<ThreadAsk, { op: 'start' }>, 'id' | 'op'>;

/** The thread names start with this (`/proc`'s thread names, as `top -H` shows them). */
export const CLIENT_THREAD = 'clients-';

/** One client thread: each ask is answered, by its id, when the thread has done it. */
class ClientThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private next = 0;
  private failure: Error | null = null;

  constructor(data: ThreadData, name: string) {
    this.worker = new Worker(new URL('./client-thread.ts', import.meta.url), {
      workerData: data,
      name,
    });
    this.worker.on('message', (answer: ThreadAnswer) => {
      const waiter = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (answer.error === undefined) waiter?.resolve(answer.value);
      else waiter?.reject(new Error(`${name}: ${answer.error}`));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      fail(new Error(`${name} stopped (exit code ${String(code)})`));
    });
  }

  ask(op: Op, args?: StartArgs): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * The clients spread over several threads (`--client-threads N`), room i on thread i mod N.
 * One thread playing thousands of seats adds its own delays to every latency it records: its
 * collector's pauses (its heap holds every seat's view) and the queue of other rooms' messages
 * in front of each view. Real players each have a device; threads of their own, each with its
 * own heap and event loop, bring the benchmark closer to that while the client stays on its CPUs.
 */
export class ThreadedClients implements ClientSide {
  private readonly threads: ClientThread[];

  constructor(plan: ClientPlan, threads: number, openConcurrency = 16) {
    this.threads = Array.from(
      { length: threads },
      (_, k) =>
        new ClientThread(
          {
            plan: { ...plan, rooms: plan.rooms.filter((_, i) => i % threads === k) },
            openConcurrency: Math.max(1, Math.ceil(openConcurrency / threads)),
          },
          `${CLIENT_THREAD}${String(k + 1)}`,
        ),
    );
  }

  private async all(op: Op, args?: StartArgs): Promise<unknown[]> {
    return Promise.all(this.threads.map((thread) => thread.ask(op, args)));
  }

  async open(): Promise<void> {
    await this.all('open');
  }

  async start(began: number, spread: number, total: number): Promise<void> {
    await this.all('start', { began, spread, total });
  }

  async record(): Promise<void> {
    await this.all('record');
  }

  async commands(): Promise<number> {
    return ((await this.all('commands')) as number[]).reduce((sum, n) => sum + n, 0);
  }

  async stop(): Promise<ClientTotals> {
    return joinTotals((await this.all('stop')) as ClientTotals[]);
  }

  async close(): Promise<void> {
    try {
      await this.all('close');
    } finally {
      await Promise.all(this.threads.map((thread) => thread.terminate()));
    }
  }
}
