import { builtInDeck } from '@fabula/deck';
import { describe, expect, it } from 'vitest';
import { warmUpInTurns } from '../src/warm-up.ts';
import type { CardWords } from '../src/meaning/space.ts';

/** Copies of built-in cards that tell how many of them the warm-up has read. */
function watched(count: number): { cards: CardWords[]; read: () => number } {
  const seen = new Set<number>();
  const cards = builtInDeck.slice(0, count).map((card, index) => ({
    ...card,
    get objects() {
      seen.add(index);
      return card.objects;
    },
  }));
  return { cards, read: () => seen.size };
}

describe('warmUpInTurns', () => {
  it('lets the event loop run between cards, and warms every card', async () => {
    const { cards, read } = watched(6);
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    await warmUpInTurns(cards, new AbortController().signal);
    clearInterval(ticker);
    expect(read()).toBe(cards.length);
    // A server keeps answering while the tables fill: timers ran during the warm-up.
    expect(turns).toBeGreaterThan(0);
  }, 60_000);

  it('stops at the next card once its signal aborts (a server closing)', async () => {
    const { cards, read } = watched(40);
    const stop = new AbortController();
    const warming = warmUpInTurns(cards, stop.signal);
    // Abort as soon as the first card has been read.
    while (read() === 0) await new Promise((resolve) => setImmediate(resolve));
    stop.abort();
    await warming;
    expect(read()).toBe(1);
  }, 60_000);

  it('does nothing with a signal already aborted', async () => {
    const { cards, read } = watched(3);
    await warmUpInTurns(cards, AbortSignal.abort());
    expect(read()).toBe(0);
  });
});
