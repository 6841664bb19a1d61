/**
 * One thread of the load benchmark's clients (threaded-clients.ts): plays its share of the rooms
 * with `LocalClients` and answers each of the main thread's asks, by its id, once done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LocalClients } from './clients.ts';
import type { ThreadAnswer, ThreadAsk, ThreadData } from './threaded-clients.ts';

const data = workerData as ThreadData;
const clients = new LocalClients(data.plan, data.openConcurrency);

async function answer(ask: ThreadAsk): Promise<unknown> {
  switch (ask.op) {
    case 'open':
      return clients.open();
    case 'start':
      return clients.start(ask.began, ask.spread, ask.total);
    case 'record':
      return clients.record();
    case 'commands':
      return clients.commands();
    case 'stop':
      return clients.stop();
    case 'close':
      return clients.close();
  }
}

parentPort?.on('message', (ask: ThreadAsk) => {
  answer(ask).then(
    (value) => {
      parentPort?.postMessage({ id: ask.id, value } satisfies ThreadAnswer);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({ id: ask.id, error: message } satisfies ThreadAnswer);
    },
  );
});
