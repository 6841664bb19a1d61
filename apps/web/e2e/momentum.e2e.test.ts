/**
 * A game that keeps moving (issue 30): a new room has the suggested phase timers, a clock shows
 * while one runs, the last vote is followed by a moment of suspense, and after the reveal the
 * next round starts by itself when its countdown ends; a player may ask once to wait, and
 * everyone sees who asked.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, newPlayer, skipReason, useBrowser } from './support/browser.ts';
import { playUntil } from './support/play.ts';
import { closeAll } from './support/room.ts';
import {
  addBots,
  button,
  createRoom,
  lobbySeats,
  pattern,
  revealHeading,
  roundInfo,
  say,
  startGame,
  toggleFold,
  typeName,
  waitForCount,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('momentum', () => {
  const browserOf = useBrowser();

  it('counts down to the next round by itself, and a player can ask to wait', async () => {
    const ada = await newPlayer(browserOf(), 'Ada', 'phone');
    const { page } = ada;
    await createRoom(page, baseUrl, ada.name);
    await addBots(page, 2);
    await waitForCount(lobbySeats(page), 3);
    // The test server's rooms start without timers (ROOM_TIMERS=off): one tap turns on the
    // suggested ones, which a room on `npm start` has from the start.
    await toggleFold(page, 'timers.title');
    await button(page, 'timers.defaults').click();
    await expect.poll(() => button(page, 'timers.defaults').isDisabled()).toBe(true);
    await startGame(page);

    // A clock runs in every phase (the suggested timers are on).
    await expect.poll(() => page.getByRole('timer').count()).toBe(1);

    // Play until the votes are in: the drumroll, then the reveal with its countdown.
    const drumroll = page.getByText(say('drum.title'));
    await playUntil(
      [ada],
      async () => (await drumroll.count()) > 0 || (await revealHeading(page).count()) > 0,
      {
        hold: (_player, action) => action === 'continue',
      },
    );
    await revealHeading(page).waitFor();
    const countdown = page.getByText(pattern('next.in'));
    const seconds = async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);
    await countdown.waitFor();
    expect(await seconds()).toBeLessThanOrEqual(20);
    const first = await roundInfo(page);

    // Nobody presses "Next round": the countdown starts it.
    await page
      .getByRole('heading', { name: say('table.reveal') })
      .waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(async () => (await roundInfo(page)).round, { timeout: 10_000 })
      .toBe(first.round + 1);

    // The next reveal: Ada asks to wait; the countdown holds 30 s and says who asked.
    await playUntil([ada], async () => (await revealHeading(page).count()) > 0, {
      hold: (_player, action) => action === 'continue',
    });
    await countdown.waitFor();
    await button(page, 'next.wait').click();
    await page.getByText(say('next.waited', { names: ada.name })).waitFor();
    expect(await seconds()).toBeGreaterThanOrEqual(25);
    expect(await button(page, 'next.wait').count()).toBe(0);
    // Pressing "Next round" moves on at once: the bots are ready.
    await button(page, 'table.continue').click();
    await expect
      .poll(async () => (await roundInfo(page)).round, { timeout: 10_000 })
      .toBe(first.round + 2);
    await closeAll([ada]);
  });

  it("lets a friend who arrives mid-game watch, take a bot's seat in one tap, and play from the next round", async () => {
    const browser = browserOf();
    const ada = await newPlayer(browser, 'Ada', 'phone');
    const code = await createRoom(ada.page, baseUrl, ada.name);
    const tv = await newPlayer(browser, 'TV', 'tv');
    await tv.page.goto(`${baseUrl}/r/${code}/board`);
    await addBots(ada.page, 2);
    await waitForCount(lobbySeats(ada.page), 3);
    await startGame(ada.page);

    // Sam opens the link mid-round: they watch (RULES.md §8), with the seats to take at the top.
    const sam = await newPlayer(browser, 'Sam', 'phone');
    await sam.page.goto(`${baseUrl}/r/${code}`);
    await typeName(sam.page, sam.name);
    await button(sam.page, 'home.join').click();
    const offer = sam.page.getByRole('region', { name: say('join.offer') });
    await offer.waitFor();
    const box = await offer.boundingBox();
    expect((box?.y ?? 1e9) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await offer
      .getByRole('button', { name: pattern('join.bot') })
      .first()
      .click();
    await sam.page.getByText(pattern('join.claimed')).waitFor();
    expect(await offer.count()).toBe(0);

    // The table sees who joins, and where; the bot plays the round out.
    const coming = ada.page.getByText(pattern('takeover.coming'));
    await coming.waitFor();
    expect(await coming.textContent()).toMatch(/^Sam joins at the next round/);
    // So does the TV, which the whole room reads.
    const tvComing = tv.page.getByText(pattern('takeover.coming'));
    await tvComing.waitFor();
    expect(await tvComing.textContent()).toMatch(/^Sam joins at the next round/);
    await playUntil([ada], async () => (await revealHeading(ada.page).count()) > 0, {
      hold: (_player, action) => action === 'continue',
    });

    // Once the round is scored the seat is Sam's, with its cards and points, and everyone knows.
    const mine = sam.page.getByText(pattern('takeover.youBot'));
    await mine.waitFor();
    expect(await mine.textContent()).toMatch(/points are yours/);
    await ada.page.getByText(pattern('takeover.otherBot')).waitFor();
    await tv.page.getByText(pattern('takeover.otherBot')).waitFor();
    expect(await coming.count()).toBe(0);
    expect(await tvComing.count()).toBe(0);
    await button(sam.page, 'takeover.ok').click();
    await mine.waitFor({ state: 'detached' });
    await button(sam.page, 'table.continue').waitFor();
    await closeAll([ada, sam, tv]);
  });
});
