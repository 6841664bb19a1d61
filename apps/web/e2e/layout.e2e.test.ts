/**
 * The screens' layout, measured in real windows at a phone's 390×844, a laptop's 1366×768 and a
 * TV's 1920×1080, through whole games of each mode (classic, Party, Teams), with a 24-character
 * name without a space and a 70-character clue word:
 * - whatever a player may do now — every card they may pick, the clue's box, the send button —
 *   is on the first screen, without scrolling, for every role;
 * - each new phase opens at the top of the page;
 * - no window ever scrolls sideways;
 * - the reveal and the end fit the laptop and the TV without scrolling.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PresetId } from '@fabula/rules';
import { baseUrl, newPlayer, skipReason, type Player, useBrowser } from './support/browser.ts';
import { playUntil, sendButton, type Action } from './support/play.ts';
import { screenshot } from './support/screenshots.ts';
import {
  addBots,
  board,
  button,
  choosePreset,
  closeSheet,
  createRoom,
  endHeading,
  hand,
  joinByLink,
  lobbySeats,
  pickable,
  say,
  startGame,
  tablePhase,
  tableScreen,
  toggleFold,
  waitForCount,
} from './support/ui.ts';

/** 24 characters, no space: the longest name allowed. */
const LONG_NAME = 'Maximilianvonhabsburgxyz';
/** Clues as friends tell them (they show in the docs' screenshots). */
const stories = ['Where the birds go', 'Almost home', 'A quiet promise', 'The last light'];
/** A clue of one 70-character word. */
const LONG_WORD = 'Supercalifragilisticexpialidociousantidisestablishmentarianismwonderly';

interface Box {
  readonly top: number;
  readonly bottom: number;
}

/** Where the matching elements are on screen now (none: gone, e.g. a Teams partner moved first). */
async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    }),
  );
}

async function page(p: Page) {
  return p.evaluate(() => ({
    y: window.scrollY,
    height: window.innerHeight,
    width: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
  }));
}

/** Every control of the action lies inside the first screen, and the page is at its top. */
async function expectFirstScreen(player: Player, action: Action): Promise<void> {
  const where = `${player.name} (${player.device}), ${action}`;
  const { y, height } = await page(player.page);
  expect(y, `${where}: scrolled`).toBe(0);
  const send = await boxes(button(player.page, sendButton[action]));
  // In Teams a partner may have made the move meanwhile: then there is nothing left to check.
  if (send.length === 0) return;
  const controls = [...send];
  if (action === 'clue') {
    const clueBox = player.page.getByRole('textbox', { name: say('table.clueLabel') });
    controls.push(...(await boxes(clueBox)), ...(await boxes(pickable(hand(player.page)))));
  }
  if (action === 'submit') controls.push(...(await boxes(pickable(hand(player.page)))));
  if (action === 'vote' || action === 'trap')
    controls.push(...(await boxes(pickable(board(player.page)))));
  for (const b of controls) {
    expect(b.top, `${where}: a control above the screen`).toBeGreaterThanOrEqual(0);
    expect(b.bottom, `${where}: a control below the screen`).toBeLessThanOrEqual(height);
  }
}

async function expectNoSidewaysScroll(player: Player, when: string): Promise<void> {
  const { width, scrollWidth } = await page(player.page);
  expect(
    scrollWidth,
    `${player.name} (${player.device}) scrolls sideways ${when}`,
  ).toBeLessThanOrEqual(width);
}

async function expectFits(player: Player, what: string): Promise<void> {
  const { height, scrollHeight } = await page(player.page);
  // Where the page's parts end, to say what overflowed.
  const parts = await player.page.evaluate(() =>
    ['.phase-head', '.board', '.reveal-points', '.actions', '.table-side', '.ended', 'main']
      .map(
        (s) =>
          `${s} ${String(Math.round(document.querySelector(s)?.getBoundingClientRect().bottom ?? -1))}`,
      )
      .join(', '),
  );
  expect(
    scrollHeight,
    `${what} on ${player.name}'s ${player.device} (${parts})`,
  ).toBeLessThanOrEqual(height);
}

/**
 * The games played. Party and Teams are played with the long name and the long clue word;
 * Dixit with ordinary ones, and it takes the docs' screenshots (FABULA_SCREENSHOTS=1).
 */
const modes: readonly { preset: PresetId; bots: number; long: boolean }[] = [
  { preset: 'dixit', bots: 1, long: false },
  { preset: 'party-odyssey', bots: 3, long: true },
  { preset: 'teams-odyssey', bots: 3, long: true },
];

const screenOf: Readonly<Record<Action, string>> = {
  claim: 'race',
  clue: 'clue',
  submit: 'submit',
  vote: 'vote',
  trap: 'trap',
  continue: 'reveal',
};

/** Names of the window sizes in the screenshots' file names (the TV board's are board-*-tv). */
const sizeOf = { phone: 'phone', laptop: 'laptop', desktop: 'desktop', tv: 'wide' } as const;

describe.skipIf(skipReason !== null)('layout at three sizes', () => {
  const browserOf = useBrowser();

  for (const { preset, bots, long } of modes) {
    it(
      `${preset}: every move on the first screen, every phase from the top, nothing sideways; the reveal and the end fit`,
      { timeout: 300_000 },
      async () => {
        const browser = browserOf();
        const shots = !long;
        const ada = await newPlayer(browser, 'Ada', 'phone');
        const max = await newPlayer(browser, long ? LONG_NAME : 'Max', 'laptop');
        const cleo = await newPlayer(browser, 'Cleo', 'tv');
        const players = [ada, max, cleo];
        await ada.page.goto(`${baseUrl}/`);
        if (shots) await screenshot(ada.page, 'home', 'phone');
        const code = await createRoom(ada.page, baseUrl, ada.name, 'owl');
        await choosePreset(ada.page, preset);
        await max.page.goto(`${baseUrl}/r/${code}`);
        if (shots) await screenshot(max.page, 'join', 'laptop');
        await joinByLink(max.page, baseUrl, code, max.name, 'fox');
        await joinByLink(cleo.page, baseUrl, code, cleo.name, 'cat');
        const screen = await newPlayer(browser, 'TV', 'tv');
        await screen.page.goto(`${baseUrl}/r/${code}/board`);
        await addBots(ada.page, bots);
        await waitForCount(lobbySeats(ada.page), 3 + bots);
        if (shots) {
          await screenshot(ada.page, 'lobby-host', 'phone');
          await screenshot(max.page, 'lobby-guest', 'laptop');
          await screenshot(cleo.page, 'lobby-guest', 'wide');
          await screenshot(screen.page, 'board-lobby', 'tv');
        }
        // The host's start is on the host's first screen too.
        const [start] = await boxes(button(ada.page, 'lobby.start'));
        expect(start?.bottom).toBeLessThanOrEqual((await page(ada.page)).height);
        await startGame(ada.page);
        for (const p of players) await tableScreen(p.page).waitFor();

        const windows = [...players, screen];
        const phases = new Map<Player, string | null>();
        /** The rounds whose reveal was seen: a full turn of storytellers ends the look. */
        const reveals = new Set<string>();
        /** Each window whose phase changed since it was last looked at starts at the top. */
        const look = async (when: string) => {
          for (const w of windows) {
            await expectNoSidewaysScroll(w, when);
            if (w === screen) continue;
            const phase = await tablePhase(w.page);
            if (phase === phases.get(w)) continue;
            phases.set(w, phase);
            expect((await page(w.page)).y, `${w.name}'s ${String(phase)} opens scrolled`).toBe(0);
          }
        };
        const seatCount = 3 + bots;
        await playUntil(
          players,
          async () => (await endHeading(ada.page).isVisible()) || reveals.size >= seatCount,
          {
            clue: (_, round) =>
              long && round === 1 ? LONG_WORD : (stories[round % stories.length] ?? 'A story'),
            async before(player, action) {
              await look(`before ${player.name}'s ${action}`);
              await expectFirstScreen(player, action);
              if (shots) {
                await screenshot(player.page, screenOf[action], sizeOf[player.device]);
                if (action !== 'clue')
                  await screenshot(screen.page, `board-${screenOf[action]}`, 'tv');
              }
              if (action === 'continue') {
                reveals.add((await tablePhase(player.page)) ?? '');
                if (player === max) await expectFits(max, 'the reveal');
                await expectFits(screen, 'the reveal');
              }
            },
          },
          { timeout: 240_000 },
        );

        // Dixit goes on to 30 points: the host ends it after a round each. The others end
        // after everyone has told a story.
        if (!(await endHeading(ada.page).isVisible())) {
          await toggleFold(ada.page, 'host.menu');
          await button(ada.page, 'host.end').click();
          await button(ada.page, 'host.endYes').click();
          if (await ada.page.getByRole('dialog').isVisible())
            await closeSheet(ada.page, 'menu.title');
        }
        for (const w of windows) await endHeading(w.page).waitFor();
        await look('at the end');
        if (shots) {
          for (const p of players) await screenshot(p.page, 'end', sizeOf[p.device]);
          await screenshot(screen.page, 'board-end', 'tv');
        }
        await expectFits(max, 'the end');
        await expectFits(screen, 'the end');
        for (const w of windows) await w.context.close();
      },
    );
  }
});
