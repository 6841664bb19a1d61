import type { RoundResult } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { heldAfter, joinRounds, roundsFrom, type HeldRounds } from '../bench/load/seat-rounds.ts';

/** Stand-ins for rounds: only their identity and content matter here. */
const round = (n: number) => ({ round: n, clue: `clue ${String(n)}` }) as unknown as RoundResult;

/** The bench client's two sides: what it sends for each view, and what the worker rebuilds. */
function channel() {
  let held: HeldRounds | undefined;
  let workerRounds: readonly RoundResult[] = [];
  return (history: readonly RoundResult[]) => {
    const from = roundsFrom(held, history);
    held = heldAfter(history);
    // The worker receives a structured clone, as postMessage makes.
    const sent = structuredClone(history.slice(from));
    workerRounds = joinRounds(workerRounds, from, sent);
    return { sent: sent.length, rebuilt: workerRounds };
  };
}

describe('the bench client sends the bots only the rounds they lack', () => {
  it('sends each new round once within a game, and the worker rebuilds the whole history', () => {
    const send = channel();
    const [a, b, c] = [round(1), round(2), round(3)];
    expect(send([]).sent).toBe(0);
    expect(send([a])).toEqual({ sent: 1, rebuilt: [a] });
    // The same view again (another phase of the round): nothing new to send.
    expect(send([a]).sent).toBe(0);
    expect(send([a, b])).toEqual({ sent: 1, rebuilt: [a, b] });
    expect(send([a, b, c])).toEqual({ sent: 1, rebuilt: [a, b, c] });
  });

  it('starts over for a new game, even one as long as the last', () => {
    const send = channel();
    const first = [round(1), round(2)];
    send(first.slice(0, 1));
    send(first);
    const next = [round(11), round(12)];
    expect(send(next.slice(0, 1))).toEqual({ sent: 1, rebuilt: [next[0]] });
    const other = [round(21), round(22)];
    expect(send(other)).toEqual({ sent: 2, rebuilt: other });
  });

  it('sends everything when the rounds are new objects (a whole view read from JSON)', () => {
    const send = channel();
    const history = [round(1), round(2)];
    send(history);
    const reread = structuredClone(history);
    expect(send([...reread, round(3)])).toEqual({ sent: 3, rebuilt: [...history, round(3)] });
  });

  it('refuses to join rounds that do not follow what the worker holds', () => {
    expect(() => joinRounds([round(1)], 2, [round(3)])).toThrow(/1 rounds held, 2 expected/);
    expect(joinRounds([round(1)], 0, [round(5)])).toEqual([round(5)]);
  });
});
