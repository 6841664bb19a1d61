/**
 * The bots' decisions for the load clients, in a worker thread: a storyteller's clue can take
 * tens of milliseconds, which on the clients' event loop would delay the receipt of other
 * rooms' views and inflate their measured latency.
 */
import { parentPort } from 'node:worker_threads';
import { decide, warmUp } from '@fabula/bots';
import { builtInDeck, cardById } from '@fabula/deck';
import type { GameView } from '@fabula/rules';

interface Ask {
  readonly id: number;
  readonly view: GameView;
  readonly seed: string;
}

warmUp(builtInDeck);
parentPort?.on('message', (ask: Ask) => {
  const command = decide(ask.view, cardById, {
    level: 'normal',
    personality: 'poetic',
    language: 'en',
    seed: ask.seed,
  });
  parentPort?.postMessage({ id: ask.id, command });
});
parentPort?.postMessage({ id: 0, command: null });
