/**
 * Three players (RULES.md §3.1): hands of 7, each listener plays two cards, the board has five,
 * and a listener may vote for neither of their own two.
 */
import { describe, expect, it } from 'vitest';
import { skipReason, type Player, useBrowser } from './support/browser.ts';
import { playUntil } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  board,
  button,
  cards,
  hand,
  instruction,
  ownCardButtons,
  pickable,
  revealCards,
  revealCardsOf,
  revealHeading,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('three players', () => {
  const browserOf = useBrowser();

  it('each listener plays two cards of seven and votes for neither of them', async () => {
    const browser = browserOf();
    const { players } = await startedGame(browser, 'dixit', ['Ada', 'Bo', bot]);
    const listeners = new Set<Player>();

    await playUntil(
      players,
      async () => {
        for (const p of players) if (!(await revealHeading(p.page).isVisible())) return false;
        return true;
      },
      {
        hold: (_, action) => action === 'continue',
        async before(player, action) {
          const { page } = player;
          if (action === 'submit') {
            listeners.add(player);
            await expect.poll(() => instruction(page, 'table.submitTwo').isVisible()).toBe(true);
            expect(await cards(hand(page)).count()).toBe(7);
            // One card is not enough: "Play" waits for the second.
            await pickable(hand(page)).first().click();
            expect(await button(page, 'table.play').isDisabled()).toBe(true);
            await pickable(hand(page)).first().click();
            expect(await button(page, 'table.play').isDisabled()).toBe(true);
          }
          if (action === 'vote') {
            expect(await cards(board(page)).count()).toBe(5);
            // Both of the voter's own cards say "yours" and cannot be chosen; the rest can.
            const own = ownCardButtons(board(page));
            expect(await own.count()).toBe(2);
            for (const button of await own.all()) expect(await button.isDisabled()).toBe(true);
            expect(await pickable(board(page)).count()).toBe(3);
          }
        },
      },
      { timeout: 60_000 },
    );

    expect(listeners.size).toBeGreaterThan(0);
    for (const p of players) {
      expect(await revealCards(p.page).count()).toBe(5);
      for (const listener of listeners) {
        expect(await revealCardsOf(p.page, listener.name).count()).toBe(2);
      }
    }
    await closeAll(players);
  });
});
