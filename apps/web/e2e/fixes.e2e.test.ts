/**
 * Bugs found by people playing, each held down by a test that failed before its fix:
 * - "Copy link" threw on plain http (a phone opening `npm start` at a network address has no
 *   `navigator.clipboard`);
 * - arrow keys stopped at the voter's own card, whose choose button is disabled;
 * - the host's "Start when you are ready" showed to guests too.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, newPlayer, skipReason, useBrowser } from './support/browser.ts';
import { available, playUntil, perform } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  addBots,
  board,
  button,
  createRoom,
  joinByLink,
  lobbySeats,
  ownCardButtons,
  pickable,
  say,
  slotOf,
  waitForCount,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('fixed bugs', () => {
  const browserOf = useBrowser();

  it('"Copy link" works where the browser has no clipboard API (plain http)', async () => {
    const ada = await newPlayer(browserOf(), 'Ada', 'phone');
    // As outside a secure context: no navigator.clipboard at all.
    await ada.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => undefined,
        configurable: true,
      });
    });
    const errors: string[] = [];
    ada.page.on('pageerror', (error) => errors.push(error.message));
    const code = await createRoom(ada.page, baseUrl, ada.name);
    expect(
      await ada.page.evaluate(() => (navigator as { clipboard?: unknown }).clipboard === undefined),
    ).toBe(true);
    await button(ada.page, 'lobby.copy').click();
    const status = ada.page.getByRole('status').filter({ hasText: /\S/ });
    await status.first().waitFor();
    const said = await status.first().textContent();
    if (said === say('lobby.copied')) {
      expect(errors).toEqual([]);
    } else {
      // Copying refused outright: the link is selected for copying by hand, and said so.
      expect(said).toBe(say('lobby.copyByHand'));
      expect(await ada.page.evaluate(() => window.getSelection()?.toString())).toMatch(
        new RegExp(`/r/${code}$`),
      );
    }
    expect(errors).toEqual([]);
    await closeAll([ada]);
  });

  it('arrow keys step over the voter’s own card to the next one that may be chosen', async () => {
    const { players } = await startedGame(browserOf(), 'dixit', ['Ada', 'Bo', bot, bot]);
    let crossed = false;
    // A round's own card may lie at the board's edge, where there is nothing to step over:
    // play on until a voter's own card lies between two cards they may choose.
    for (let round = 0; round < 6 && !crossed; round++) {
      await playUntil(
        players,
        async () => {
          for (const p of players) if ((await available(p)) === 'vote') return true;
          return false;
        },
        { hold: (_, action) => action === 'vote' },
      );
      for (const voter of players) {
        if ((await available(voter)) !== 'vote') continue;
        const group = board(voter.page);
        const allowed: number[] = [];
        for (const b of await pickable(group).all()) allowed.push(await slotOf(b));
        const own: number[] = [];
        for (const b of await ownCardButtons(group).all()) own.push(await slotOf(b));
        const first = allowed[0] ?? 0;
        const last = allowed.at(-1) ?? 0;
        if (!crossed && own.some((s) => s > first && s < last)) {
          crossed = true;
          await pickable(group).first().focus();
          const visited = [first];
          for (let i = 1; i < allowed.length; i++) {
            await voter.page.keyboard.press('ArrowRight');
            visited.push(await slotOf(voter.page.locator(':focus')));
          }
          expect(visited, `${voter.name}'s own card: ${own.join(', ')}`).toEqual(allowed);
          for (let i = 1; i < allowed.length; i++) await voter.page.keyboard.press('ArrowLeft');
          expect(await slotOf(voter.page.locator(':focus'))).toBe(first);
        }
        await perform(voter, 'vote');
      }
    }
    expect(crossed, 'a voter had a card on each side of their own').toBe(true);
    await closeAll(players);
  });

  it('only the host is told to start when ready; a guest is told who will start', async () => {
    const browser = browserOf();
    const ada = await newPlayer(browser, 'Ada');
    const bo = await newPlayer(browser, 'Bo', 'phone');
    const code = await createRoom(ada.page, baseUrl, ada.name);
    await joinByLink(bo.page, baseUrl, code, bo.name);
    await addBots(ada.page, 1);
    await waitForCount(lobbySeats(bo.page), 3);
    await ada.page.getByText(say('lobby.ready'), { exact: true }).waitFor();
    await bo.page.getByText(say('lobby.waitHost', { name: ada.name }), { exact: true }).waitFor();
    expect(await bo.page.getByText(say('lobby.ready'), { exact: true }).count()).toBe(0);
    await closeAll([ada, bo]);
  });
});
