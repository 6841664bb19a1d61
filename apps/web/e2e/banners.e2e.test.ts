/**
 * The two banners across the top of the screen, "Connecting…" and "Game paused", pass axe on both
 * themes. Elsewhere they show only for moments (a slow first connection), so a contrast fault in
 * them surfaced there as a flake; here they are held on screen.
 */
import { describe, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { baseUrl, newPlayer, skipReason, useBrowser } from './support/browser.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import { button, foldOpen, pattern, toggleFold } from './support/ui.ts';

describe.skipIf(skipReason !== null)('banners', () => {
  const browserOf = useBrowser();

  it('the connection banner is readable while the server cannot be reached', async () => {
    const player = await newPlayer(browserOf(), 'Ada');
    // Every socket is refused: the page keeps trying, and says so.
    await player.page.routeWebSocket(/\/socket\.io\//, (socket) => {
      void socket.close();
    });
    await player.page.goto(`${baseUrl}/`);
    const trying = new RegExp(
      `${pattern('conn.connecting').source}|${pattern('conn.reconnecting').source}`,
    );
    await player.page.getByRole('status').filter({ hasText: trying }).waitFor();
    await expectAccessible(player.page, 'connection banner', new Set());
    await closeAll([player]);
  });

  it('the paused banner is readable, for the host and for the others', async () => {
    const { players } = await startedGame(browserOf(), 'dixit', ['Ada', 'Bo', bot]);
    const [host, other] = players;
    if (!host || !other) throw new Error('two people expected');
    await toggleFold(host.page, 'host.menu');
    await foldOpen(host.page, 'host.menu').waitFor();
    await button(host.page, 'host.pause').click();
    await host.page
      .getByRole('status')
      .filter({ hasText: pattern('host.pausedYou') })
      .waitFor();
    await other.page
      .getByRole('status')
      .filter({ hasText: pattern('host.paused') })
      .waitFor();
    await expectAccessible(host.page, 'paused banner (host)', new Set());
    await expectAccessible(other.page, 'paused banner', new Set());
    await closeAll(players);
  });
});
