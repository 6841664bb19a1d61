import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playUntilEnd } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** Uploads `count` small distinct pictures, each with words; returns the deck id. */
async function uploadDeck(count: number): Promise<string> {
  const form = new FormData();
  const words: Record<string, string[]> = {};
  for (let i = 0; i < count; i++) {
    const hue = Math.round((i * 360) / count);
    const image = await sharp({
      create: { width: 160, height: 240, channels: 3, background: `hsl(${hue}, 60%, 50%)` },
    })
      .png()
      .toBuffer();
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), `card-${i}.png`);
    words[`card-${i}.png`] = [i % 2 === 0 ? 'ocean' : 'forest', 'colour'];
  }
  form.append('name', 'Colours');
  form.append('words', JSON.stringify(words));
  const response = await fetch(`${server.url}/api/decks`, { method: 'POST', body: form });
  const body = (await response.json()) as { deck: { id: string; cards: unknown[] } };
  expect(body.deck.cards).toHaveLength(count);
  return body.deck.id;
}

describe('a room plays with uploaded decks (issue 4, RULES.md §6)', () => {
  it('refuses a merged deck too small for the table with the missing count, then plays it', async () => {
    const small = await uploadDeck(20);
    const { host, guests } = await openTable(server.url, { guests: 0, bots: 2, start: false });
    expect(
      await host.request({ type: 'setDecks', decks: ['AAAAAAAAAAAA'], builtIn: false }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect((await host.request({ type: 'setDecks', decks: [small], builtIn: false })).ok).toBe(
      true,
    );
    // Three players need 3 × 7 + 5 = 26 cards.
    const refused = await host.request({ type: 'start' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'deck_too_small' } });
    expect(!refused.ok && refused.error.message).toContain('6 missing');
    const more = await uploadDeck(10);
    expect(
      (await host.request({ type: 'setDecks', decks: [small, more], builtIn: false })).ok,
    ).toBe(true);
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    await host.until(() => host.gameView !== null);
    const hand = host.gameView?.view.hand ?? [];
    expect(hand.every((id) => id.startsWith(small) || id.startsWith(more))).toBe(true);
    await playUntilEnd([host, ...guests], 'custom-deck');
    const history = host.gameView?.view.history ?? [];
    expect(history.length).toBeGreaterThan(0);
    expect(
      history.flatMap((r) => r.board.map((b) => b.card)).every((id) => !id.startsWith('fabula-')),
    ).toBe(true);
  }, 120_000);
});
