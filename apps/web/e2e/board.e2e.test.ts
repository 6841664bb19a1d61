/**
 * The TV board (/r/CODE/board): a read-only screen for a shared television, 1920×1080. It is
 * opened in a window of its own (a spectator: no seat, no hand) while two people and two bots
 * play a round on their screens: the lobby shows how to join and who has; then the clue, the
 * cards coming in face down, the numbered board without owners, and the reveal with the same
 * points and scores the players see.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { baseUrl, newPlayer, skipReason, type Player, useBrowser } from './support/browser.ts';
import { available, playUntil } from './support/play.ts';
import { closeAll } from './support/room.ts';
import {
  addBots,
  board,
  cards,
  createRoom,
  hand,
  instructionSays,
  joinByLink,
  lobbySeats,
  pickable,
  revealPoints,
  roundInfo,
  say,
  scoreboard,
  startGame,
  tvBoard,
  tvClue,
  tvJoin,
  tvPlayers,
  tvReveal,
  waitForCount,
  waitUntil,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('TV board', () => {
  const browserOf = useBrowser();

  it('shows how to join, then the clue, the board, the reveal and the scores of a round', async () => {
    const browser = browserOf();
    const checked = new Set<string>();
    const ada = await newPlayer(browser, 'Ada');
    const code = await createRoom(ada.page, baseUrl, ada.name, 'owl');
    const screen = await newPlayer(browser, 'TV', 'tv');
    const { page: tv } = screen;
    await tv.goto(`${baseUrl}/r/${code}/board`);

    // The lobby: the room code, its QR code and link, and who has joined so far.
    await tv.getByText(code, { exact: true }).waitFor();
    expect(await tv.getByRole('img', { name: say('lobby.qrAlt') }).count()).toBe(1);
    expect(await tvJoin(tv, code).isVisible()).toBe(true);
    await expect.poll(() => tvPlayers(tv).allTextContents()).toEqual([ada.name]);
    const bo = await newPlayer(browser, 'Bo');
    await joinByLink(bo.page, baseUrl, code, bo.name, 'cat');
    await addBots(ada.page, 2);
    await waitForCount(lobbySeats(ada.page), 4);
    await expect.poll(async () => (await tvPlayers(tv).allTextContents()).length).toBe(4);
    expect((await tvPlayers(tv).allTextContents()).slice(0, 2)).toEqual([ada.name, bo.name]);
    await expectAccessible(tv, 'TV lobby', checked);
    await startGame(ada.page);

    // One round, played on the phones; the TV is looked at before each move.
    const players: Player[] = [ada, bo];
    let sawBoard = false;
    await playUntil(
      players,
      () => tvReveal(tv).isVisible(),
      {
        hold: (_, action) => action === 'continue',
        async before(player, action) {
          // Never a hand nor anything to choose on the TV.
          expect(await hand(tv).count()).toBe(0);
          expect(await pickable(tv.locator('body')).count()).toBe(0);
          if (action !== 'vote' || sawBoard) return;
          sawBoard = true;
          // The clue the storyteller gave, the board numbered 1–4, no owners yet.
          const { storyteller } = await roundInfo(player.page);
          const clue = await tvClue(tv).textContent();
          expect(clue).toMatch(/^«.+»$/);
          expect(await player.page.getByText(clue ?? '').count()).toBe(1);
          expect(await cards(tvBoard(tv)).count()).toBe(4);
          expect(await cards(board(player.page)).count()).toBe(4);
          expect(await tv.getByText(/^played by /).count()).toBe(0);
          expect(await instructionSays(tv, 'tv.vote', {}).isVisible()).toBe(true);
          expect((await roundInfo(tv)).storyteller).toBe(storyteller);
          await expectAccessible(tv, 'TV vote', checked);
        },
      },
      { timeout: 60_000 },
    );
    expect(sawBoard).toBe(true);

    // The reveal: every card's owner, and the same points and scores as on the players' screens.
    await waitUntil(async () => (await available(ada)) === 'continue', 'the reveal on the phones');
    const figures = tvReveal(tv).getByRole('figure');
    expect(await figures.count()).toBe(4);
    for (const name of [ada.name, bo.name]) {
      expect(await figures.filter({ hasText: say('table.owner', { name }) }).count()).toBe(1);
    }
    const points = await revealPoints(ada.page);
    expect(await revealPoints(tv)).toEqual(points);
    expect(await scoreboard(tv)).toEqual(await scoreboard(ada.page));
    expect([...points.keys()].sort()).toEqual([...(await scoreboard(ada.page)).keys()].sort());
    await expectAccessible(tv, 'TV reveal', checked);
    await closeAll([...players, screen]);
  });
});
