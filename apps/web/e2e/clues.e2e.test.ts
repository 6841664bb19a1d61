/**
 * Clues beyond words (issue 31, RULES.md §9): a storyteller on a phone picks emoji from the
 * picker, the other player and the TV board see them, the reveal and the history show them; an
 * emoji bot tells its clues in emoji. Axe checks the picker on the phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { baseUrl, newPlayer, skipReason, type Player, useBrowser } from './support/browser.ts';
import { available, perform, playUntil } from './support/play.ts';
import { closeAll } from './support/room.ts';
import { screenshot } from './support/screenshots.ts';
import {
  addBots,
  button,
  createRoom,
  hand,
  joinByLink,
  lobbySeats,
  openHistory,
  pickable,
  say,
  startGame,
  waitForCount,
  waitUntil,
} from './support/ui.ts';

/** The clue as the head of the table (or the TV) shows an emoji clue. */
function emojiClue(page: Page) {
  return page.locator('p.clue.clue-emoji');
}

describe.skipIf(skipReason !== null)('clue kinds', () => {
  const browserOf = useBrowser();

  it('an emoji clue picked on a phone reaches the other player, the TV, the reveal and the history', async () => {
    const browser = browserOf();
    const checked = new Set<string>();
    const ada = await newPlayer(browser, 'Ada', 'phone');
    const code = await createRoom(ada.page, baseUrl, ada.name, 'owl');
    const bo = await newPlayer(browser, 'Bo', 'laptop');
    await joinByLink(bo.page, baseUrl, code, bo.name, 'cat');
    const screen = await newPlayer(browser, 'TV', 'tv');
    await screen.page.goto(`${baseUrl}/r/${code}/board`);
    await addBots(ada.page, 1);
    // An emoji bot: its clues, when it tells, are emoji too.
    await button(ada.page, 'lobby.addEmojiBot').click();
    await waitForCount(lobbySeats(ada.page), 4);
    await startGame(ada.page);

    // Play until one of the people is to tell (the bots tell in between).
    const players: Player[] = [ada, bo];
    const teller = async () => {
      for (const p of players) if ((await available(p)) === 'clue') return p;
      return null;
    };
    await playUntil(players, async () => (await teller()) !== null, {
      hold: (_, action) => action === 'clue',
    });
    const storyteller = await teller();
    if (!storyteller) throw new Error('nobody to tell');
    const listener = storyteller === ada ? bo : ada;
    const { page } = storyteller;

    // The kinds of clue the room allows, as tabs: words, emoji and (by default) drawing.
    await page.getByRole('button', { name: say('clue.kind.emoji'), exact: true }).click();
    if (await hand(page).isVisible()) await pickable(hand(page)).first().click();
    await page.getByRole('button', { name: say('emoji.group.animals') }).click();
    await page.getByRole('button', { name: 'spouting whale', exact: true }).click();
    // Search by name, in the player's language.
    await page.getByRole('searchbox', { name: say('emoji.search') }).fill('crescent');
    await page.getByRole('button', { name: 'crescent moon', exact: true }).click();
    const field = page.getByRole('textbox', { name: new RegExp(`^${say('clue.emojiField')}`) });
    await expect.poll(() => field.inputValue()).toBe('🐳🌙');
    // Letters are not emoji: refused here before the server ever sees them.
    await field.fill('🐳 whale');
    await page
      .getByRole('alert')
      .filter({ hasText: say('clue.onlyEmoji') })
      .waitFor();
    expect(await button(page, 'table.clueSend').isDisabled()).toBe(true);
    await field.fill('🐳🌙');
    await page.getByRole('searchbox', { name: say('emoji.search') }).fill('');
    await expectAccessible(page, `emoji picker (${storyteller.device})`, checked);
    await screenshot(page, 'clue-emoji', storyteller.device);
    await button(page, 'table.clueSend').click();

    // Everyone sees the emoji where a clue shows: the other player's table and the TV.
    await emojiClue(listener.page).filter({ hasText: '🐳🌙' }).waitFor();
    await emojiClue(screen.page).filter({ hasText: '🐳🌙' }).waitFor();
    await screenshot(listener.page, 'clue-emoji-seen', listener.device);
    await screenshot(screen.page, 'clue-emoji', 'tv');

    // The reveal shows it too, and then the history.
    await playUntil(players, async () => (await available(listener)) === 'continue', {
      hold: (_, action) => action === 'continue',
    });
    await emojiClue(listener.page).filter({ hasText: '🐳🌙' }).waitFor();
    await emojiClue(screen.page).filter({ hasText: '🐳🌙' }).waitFor();
    for (const p of players) if ((await available(p)) === 'continue') await perform(p, 'continue');
    await waitUntil(
      async () => (await listener.page.locator('.phase-reveal').count()) === 0,
      'the next round on the listener’s screen',
    );
    await openHistory(listener.page);
    await listener.page
      .locator('.history-clue.clue-emoji')
      .filter({ hasText: '🐳🌙' })
      .first()
      .waitFor();
    await closeAll([ada, bo, screen]);
  });
});
