/**
 * Clues beyond words (issue 31, RULES.md §9): a storyteller on a phone picks emoji from the
 * picker, the other player and the TV board see them, the reveal and the history show them; an
 * emoji bot tells its clues in emoji. Axe checks the picker on the phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import {
  baseUrl,
  fakeMicrophone,
  newPlayer,
  skipReason,
  type Player,
  useBrowser,
} from './support/browser.ts';
import { available, perform, playUntil } from './support/play.ts';
import { closeAll, twoAndATvAtTable } from './support/room.ts';
import { screenshot } from './support/screenshots.ts';
import {
  addBots,
  button,
  createRoom,
  hand,
  escape,
  openHistory,
  pickable,
  say,
  startGame,
  toggleFold,
  waitUntil,
} from './support/ui.ts';

/** The clue as the head of the table (or the TV) shows an emoji clue. */
function emojiClue(page: Page) {
  return page.locator('p.clue.clue-emoji');
}

describe.skipIf(skipReason !== null)('clue kinds', () => {
  // The fake microphone records a beep for the voice clue.
  const browserOf = useBrowser(fakeMicrophone);

  /** Plays until one of the people is to tell (the bots tell in between); returns them. */
  async function untilAPersonTells(players: Player[]): Promise<Player> {
    const teller = async () => {
      for (const p of players) if ((await available(p)) === 'clue') return p;
      return null;
    };
    await playUntil(players, async () => (await teller()) !== null, {
      hold: (_, action) => action === 'clue',
    });
    const found = await teller();
    if (!found) throw new Error('nobody to tell');
    return found;
  }

  it('an emoji clue picked on a phone reaches the other player, the TV, the reveal and the history', async () => {
    const browser = browserOf();
    const checked = new Set<string>();
    // An emoji bot: its clues, when it tells, are emoji too.
    const devices = { ada: 'phone', bo: 'laptop' } as const;
    const { ada, bo, screen } = await twoAndATvAtTable(browser, devices, { bots: 1, emojiBots: 1 });

    const players: Player[] = [ada, bo];
    const storyteller = await untilAPersonTells(players);
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

  it('a drawing made with the mouse reaches the other player and the TV as a picture', async () => {
    const browser = browserOf();
    const checked = new Set<string>();
    const devices = { ada: 'laptop', bo: 'phone' } as const;
    const { ada, bo, screen } = await twoAndATvAtTable(browser, devices, { bots: 2 });
    const players: Player[] = [ada, bo];
    const storyteller = await untilAPersonTells(players);
    const listener = storyteller === ada ? bo : ada;
    const { page } = storyteller;

    await page.getByRole('button', { name: say('clue.kind.drawing'), exact: true }).click();
    if (await hand(page).isVisible()) await pickable(hand(page)).first().click();
    const pad = page.getByRole('img', { name: /^Drawing pad/ });
    const stroke = async (points: [number, number][]) => {
      const [first, ...rest] = points;
      // Where the pad is now: pressing a tool may have scrolled the page.
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      if (!first || !box) throw new Error('no pad');
      await page.mouse.move(box.x + first[0] * box.width, box.y + first[1] * box.height);
      await page.mouse.down();
      for (const [x, y] of rest) {
        await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 4 });
      }
      await page.mouse.up();
    };
    await page.getByRole('button', { name: say('pad.colour.orange'), exact: true }).click();
    await stroke(
      Array.from({ length: 13 }, (_, i) => {
        const a = (i / 12) * 2 * Math.PI;
        return [0.75 + 0.08 * Math.cos(a), 0.25 + 0.1 * Math.sin(a)] as [number, number];
      }),
    );
    await page.getByRole('button', { name: say('pad.colour.green'), exact: true }).click();
    await page.getByRole('button', { name: say('pad.size.thick'), exact: true }).click();
    await stroke([
      [0.05, 0.8],
      [0.3, 0.6],
      [0.6, 0.65],
      [0.95, 0.8],
    ]);
    // Undo takes the hill away; drawn again, it stays.
    await page.getByRole('button', { name: say('pad.undo'), exact: true }).click();
    await expect.poll(() => pad.getAttribute('aria-label')).toBe(say('pad.label', { n: 1 }));
    await stroke([
      [0.05, 0.8],
      [0.3, 0.6],
      [0.6, 0.65],
      [0.95, 0.8],
    ]);
    await page.getByRole('textbox', { name: say('clue.caption') }).fill('morning hill');
    await expectAccessible(page, `drawing pad (${storyteller.device})`, checked);
    await screenshot(page, 'clue-drawing', storyteller.device);
    await button(page, 'table.clueSend').click();

    // The others see the picture where the clue shows, with its caption as its words.
    for (const viewer of [listener.page, screen.page]) {
      const picture = viewer.getByRole('img', { name: `${say('table.clue')}: morning hill` });
      await picture.first().waitFor();
      await expect
        .poll(() => picture.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(960);
    }
    await screenshot(listener.page, 'clue-drawing-seen', listener.device);
    await screenshot(screen.page, 'clue-drawing', 'tv');
    const src = await listener.page
      .getByRole('img', { name: `${say('table.clue')}: morning hill` })
      .first()
      .getAttribute('src');

    // At the reveal the host hides the clue (confirmed): every screen shows it hidden, and the
    // picture is gone from the server.
    await playUntil(players, async () => (await available(listener)) === 'continue', {
      hold: (_, action) => action === 'continue',
    });
    await toggleFold(ada.page, 'host.menu');
    await button(ada.page, 'host.hideClue').click();
    await button(ada.page, 'host.hideYes').click();
    for (const viewer of [ada.page, bo.page, screen.page]) {
      await viewer.getByText(say('clue.hidden')).first().waitFor();
      expect(
        await viewer.getByRole('img', { name: `${say('table.clue')}: morning hill` }).count(),
      ).toBe(0);
    }
    expect((await fetch(new URL(src ?? '', baseUrl))).status).toBe(404);
    await closeAll([ada, bo, screen]);
  });

  it('on a phone the drawing pad and Tell come first, the hand below', async () => {
    const browser = browserOf();
    const cy = await newPlayer(browser, 'Cy', 'phone');
    await createRoom(cy.page, baseUrl, cy.name, 'owl');
    await addBots(cy.page, 2);
    await startGame(cy.page);
    await untilAPersonTells([cy]);
    const { page } = cy;
    await page.getByRole('button', { name: say('clue.kind.drawing'), exact: true }).click();
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    const pad = await page.getByRole('img', { name: /^Drawing pad/ }).boundingBox();
    const tell = await button(page, 'table.clueSend').boundingBox();
    const cards = await hand(page).boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    // The kinds, the pad and Tell on the first screen; the hand after them.
    expect(tell && tell.y + tell.height).toBeLessThanOrEqual(height);
    expect(pad && cards && pad.y < cards.y).toBe(true);
    if (process.env.FABULA_PAD_SHOT) await page.screenshot({ path: process.env.FABULA_PAD_SHOT });
    await closeAll([cy]);
  });

  it('a voice clue recorded from the fake microphone plays for the other player and on the TV', async () => {
    const browser = browserOf();
    const checked = new Set<string>();
    const devices = { ada: 'phone', bo: 'laptop' } as const;
    const { ada, bo, screen } = await twoAndATvAtTable(browser, devices, {
      bots: 2,
      // Voice clues are a house rule the host turns on.
      setUp: async (host) => {
        await toggleFold(host, 'rules.house');
        const voice = host.getByRole('switch', { name: say('knob.voiceClues.label') });
        await voice.click();
        await expect.poll(() => voice.isChecked()).toBe(true);
      },
    });
    const players: Player[] = [ada, bo];
    const storyteller = await untilAPersonTells(players);
    const listener = storyteller === ada ? bo : ada;
    const { page } = storyteller;

    await page.getByRole('button', { name: say('clue.kind.voice'), exact: true }).click();
    if (await hand(page).isVisible()) await pickable(hand(page)).first().click();
    await page.getByRole('button', { name: new RegExp(escape(say('voice.record'))) }).click();
    const stop = page.getByRole('button', {
      name: new RegExp(`^■? ?${escape(say('voice.stop'))}`),
    });
    await stop.waitFor();
    await page.waitForTimeout(2500);
    await stop.click();
    await page.getByRole('button', { name: say('voice.again') }).waitFor();
    await page.getByRole('textbox', { name: say('clue.caption') }).fill('a beep from afar');
    await expectAccessible(page, `voice recorder (${storyteller.device})`, checked);
    await screenshot(page, 'clue-voice', storyteller.device);
    await button(page, 'table.clueSend').click();
    await button(page, 'table.clueSend')
      .waitFor({ state: 'hidden' })
      .catch(async (error: unknown) => {
        const alerts = await page.getByRole('alert').allTextContents();
        throw new Error(`the voice clue was not taken (${alerts.join('; ')})`, { cause: error });
      });

    // Everyone gets a play button where the clue shows; its caption is its words.
    for (const viewer of [listener.page, screen.page]) {
      const play = viewer.getByRole('button', {
        name: /Play the clue \(\d+ s\)\s*:\s*a beep from afar/,
      });
      await play.waitFor();
      await play.click();
      // Playing: the same button now stops it.
      await viewer
        .getByRole('button', {
          name: new RegExp(`${escape(say('voice.stopPlaying'))}.*a beep from afar`),
          pressed: true,
        })
        .waitFor();
    }
    // The recording is served to the room: a real WebM of about the length recorded.
    const seconds = await listener.page
      .getByRole('button', { name: /Play the clue/ })
      .textContent();
    expect(Number(/\((\d+) s\)/.exec(seconds ?? '')?.[1])).toBeGreaterThanOrEqual(2);
    await screenshot(listener.page, 'clue-voice-seen', listener.device);
    await screenshot(screen.page, 'clue-voice', 'tv');
    await closeAll([ada, bo, screen]);
  });
});
