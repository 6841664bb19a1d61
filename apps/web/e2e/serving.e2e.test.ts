/**
 * How the built client travels (issue 30): every script and stylesheet comes precompressed
 * (brotli for a browser that takes it, gzip on plain http, where phones reach `npm start`), hashed
 * files are cached for a year and the page is revalidated; and a room downloads its own
 * language's card alt text, not all five.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, newPlayer, skipReason, useBrowser } from './support/browser.ts';
import { closeAll } from './support/room.ts';
import { addBots, createRoom, lobbySeats, startGame, waitForCount } from './support/ui.ts';

/** The scripts and stylesheets the page names. */
async function pageAssets(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
}

describe.skipIf(skipReason !== null)('serving the client', () => {
  const browserOf = useBrowser();

  it('sends the page and its assets compressed, cached by kind', async () => {
    const assets = await pageAssets();
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const [encoding, accept] of [
      ['br', 'gzip, deflate, br, zstd'],
      ['gzip', 'gzip, deflate'],
    ] as const) {
      const headers = { 'accept-encoding': accept };
      const page = await fetch(`${baseUrl}/r/AB23CD`, { headers });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      for (const asset of assets) {
        const response = await fetch(`${baseUrl}${asset}`, { headers });
        expect(response.status, asset).toBe(200);
        expect(response.headers.get('content-encoding'), asset).toBe(encoding);
        expect(response.headers.get('vary'), asset).toMatch(/accept-encoding/i);
        expect(response.headers.get('cache-control'), asset).toMatch(/max-age=31536000.*immutable/);
      }
    }
  });

  it("loads the card alt text of the room's language only", async () => {
    const browser = browserOf();
    const ada = await newPlayer(browser, 'Ada', 'phone');
    const fetched: string[] = [];
    ada.page.on('request', (request) => {
      if (request.url().includes('card-alt')) fetched.push(request.url());
    });
    await createRoom(ada.page, baseUrl, ada.name);
    await addBots(ada.page, 2);
    await waitForCount(lobbySeats(ada.page), 3);
    await startGame(ada.page);
    // The cards are labelled with their English words, not their ids.
    const words = () =>
      ada.page.evaluate(() => {
        const card = document.querySelector('img.card-img, .card-missing');
        return card?.getAttribute('alt') ?? card?.getAttribute('aria-label') ?? '';
      });
    await expect.poll(words, { timeout: 15_000 }).toMatch(/^[A-Z][a-z]* .+\./);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/card-alt-en-/);
    await closeAll([ada]);
  });
});
