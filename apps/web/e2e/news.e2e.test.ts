/**
 * The table's news line (issue 31): when the host hides the clue of a round being played, the
 * round is called off and every screen tells who and what — another player's phone (at the top,
 * on the first screen, over no control), the host's laptop and the TV — then the line goes by
 * itself, and taking the seat back (a reload) does not tell it again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { skipReason, type Player, useBrowser } from './support/browser.ts';
import { playUntil } from './support/play.ts';
import { closeAll, twoAndATvAtTable } from './support/room.ts';
import { screenshot } from './support/screenshots.ts';
import { button, roundInfo, say, tablePhase, tableScreen, toggleFold } from './support/ui.ts';

/** css: the news line's card, while it shows. */
function newsCard(page: Page) {
  return page.locator('.news.shown .news-card');
}

/** The controls on screen that the news card covers (the top bar's, which it drops over, aside). */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('.news.shown .news-card');
    if (!card) return ['no news card'];
    const box = card.getBoundingClientRect();
    const controls = document.querySelectorAll('button, input, textarea, select, [role="button"]');
    return Array.from(controls)
      .filter((el) => !el.closest('.news, .topbar'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });
}

describe.skipIf(skipReason !== null)('the news line', () => {
  const browserOf = useBrowser();

  it('tells every screen that the host hid the storyteller’s clue and called the round off', async () => {
    const browser = browserOf();
    const devices = { ada: 'laptop', bo: 'phone' } as const;
    const { ada, bo, screen } = await twoAndATvAtTable(browser, devices, { bots: 2 });

    // Play until Ada's clue is out and the cards are being played (the round waits for Bo's):
    // once her round is called off, the turn passes to Bo, whose phone must then show both the
    // line and the clue entry.
    const people: Player[] = [ada, bo];
    const adaTells = async () => (await roundInfo(bo.page)).storyteller === ada.name;
    await playUntil(
      people,
      async () => (await tablePhase(bo.page))?.startsWith('submit') === true && (await adaTells()),
      { hold: async (_, action) => action === 'submit' && (await adaTells()) },
    );
    const { round, storyteller } = await roundInfo(bo.page);
    expect(await newsCard(bo.page).count()).toBe(0);

    await toggleFold(ada.page, 'host.menu');
    await button(ada.page, 'host.hideClue').click();
    await button(ada.page, 'host.hideYes').click();

    // Every screen tells it: Bo's and the TV by name, "your clue" to Ada.
    expect(storyteller).toBe(ada.name);
    const told = say('news.hiddenCalledOff', { name: ada.name });
    const line = bo.page.getByRole('status').filter({ hasText: told });
    await Promise.all([
      line.waitFor(),
      ada.page
        .getByRole('status')
        .filter({ hasText: say('news.hiddenCalledOffYou') })
        .waitFor(),
      screen.page.getByRole('status').filter({ hasText: told }).waitFor(),
    ]);
    // The line lasts a few seconds: the pictures are taken at once.
    await Promise.all([
      screenshot(bo.page, 'news', bo.device),
      screenshot(ada.page, 'news', ada.device),
      screenshot(screen.page, 'news', 'tv'),
    ]);
    // Bo tells next: on his phone the line is on the first screen, over none of the controls he
    // needs now (the clue entry among them).
    await expect.poll(async () => (await roundInfo(bo.page)).round).toBeGreaterThan(round);
    await button(bo.page, 'table.clueSend').waitFor();
    const box = await newsCard(bo.page).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    expect(await coveredControls(bo.page)).toEqual([]);

    // It goes by itself (after a few seconds, or sooner when the next clue is given).
    await newsCard(bo.page).waitFor({ state: 'detached', timeout: 12_000 });
    await expect.poll(() => line.count()).toBe(0);

    // Taking the seat back (a reload) shows the table as it is, without telling it again.
    await bo.page.reload();
    await tableScreen(bo.page).waitFor();
    await bo.page.waitForTimeout(1_500);
    expect(await newsCard(bo.page).count()).toBe(0);
    await closeAll([ada, bo, screen]);
  });
});
