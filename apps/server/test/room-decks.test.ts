import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDeck } from './support/decks.ts';
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

describe('a room plays with the built-in decks', () => {
  it('deals Tales cards by default, and the first edition (Skies) when the host picks it', async () => {
    const { host } = await openTable(server.url, { guests: 0, bots: 2, start: false });
    expect(host.roomState?.room.settings).toMatchObject({ builtInDeck: true, classicDeck: false });
    expect(
      await host.request({ type: 'setDecks', decks: [], builtIn: false, classic: false }),
    ).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(
      (await host.request({ type: 'setDecks', decks: [], builtIn: false, classic: true })).ok,
    ).toBe(true);
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    await host.until(() => host.gameView !== null);
    const hand = host.gameView?.view.hand ?? [];
    expect(hand.length).toBeGreaterThan(0);
    expect(hand.every((id) => id.startsWith('fabula-'))).toBe(true);
  }, 60_000);

  it('deals Tales cards in a room whose decks are left as they are', async () => {
    const { host } = await openTable(server.url, { guests: 0, bots: 2, start: true });
    await host.until(() => host.gameView !== null);
    expect((host.gameView?.view.hand ?? []).every((id) => id.startsWith('tale-'))).toBe(true);
  }, 60_000);
});

describe('a room plays with uploaded decks (issue 4, RULES.md §6)', () => {
  it('refuses a merged deck too small for the table with the missing count, then plays it', async () => {
    const small = await uploadDeck(server.url, 20);
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
    const more = await uploadDeck(server.url, 10);
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
