/**
 * The bots' decisions for the load clients, in a worker thread: a storyteller's clue can take
 * tens of milliseconds, which on the clients' event loop would delay the receipt of other
 * rooms' views and inflate their measured latency.
 */
import { parentPort } from 'node:worker_threads';
import { decide, warmUp } from '@fabula/bots';
import { builtInDeck, cardById } from '@fabula/deck';
import type { RoundResult } from '@fabula/rules';
import type { Ask } from './decider.ts';
import { joinRounds } from './seat-rounds.ts';

/** Each seat's rounds so far (see Decider: views arrive with only the rounds not sent before). */
const rounds = new Map<string, readonly RoundResult[]>();

warmUp(builtInDeck);
parentPort?.on('message', (ask: Ask) => {
  const history = joinRounds(rounds.get(ask.seat) ?? [], ask.historyFrom, ask.view.history);
  rounds.set(ask.seat, history);
  const command = decide({ ...ask.view, history }, cardById, {
    level: 'normal',
    personality: 'poetic',
    language: 'en',
    seed: ask.seat,
  });
  parentPort?.postMessage({ id: ask.id, command });
});
parentPort?.postMessage({ id: 0, command: null });
