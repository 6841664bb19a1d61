/**
 * Four people, four browser windows (one a phone), one whole game of Dixit to 30 points through
 * the screens: home, invite link, lobby, every round's clue, cards, votes and reveal, the end.
 * Along the way: axe on every screen.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { baseUrl, newPlayer, skipReason, type Player, useBrowser } from './support/browser.ts';
import { playUntil, type Action } from './support/play.ts';
import {
  board,
  button,
  createRoom,
  dialog,
  endHeading,
  finalScores,
  instruction,
  foldOpen,
  joinByLink,
  lobbySeats,
  openHistory,
  pattern,
  revealPoints,
  roundInfo,
  scoreboard,
  startGame,
  toggleFold,
  waitForCount,
  winners,
  zoomFirst,
} from './support/ui.ts';

const screenOf: Readonly<Record<Action, string>> = {
  claim: 'race',
  clue: 'clue',
  submit: 'submit',
  vote: 'vote',
  trap: 'vote',
  continue: 'reveal',
};

describe.skipIf(skipReason !== null)('a whole game in four windows', () => {
  const browserOf = useBrowser();

  // A game to 30 points is a dozen rounds or more, each a dozen clicks: minutes on a busy machine.
  it(
    'plays every round to the end; every window shows the same scores and winners',
    { timeout: 450_000 },
    async () => {
      const browser = browserOf();
      const checked = new Set<string>();
      const ada = await newPlayer(browser, 'Ada');
      const basil = await newPlayer(browser, 'Basil', 'phone');
      const cleo = await newPlayer(browser, 'Cleo');
      const dmitri = await newPlayer(browser, 'Dmitri');
      const players: Player[] = [ada, basil, cleo, dmitri];

      await ada.page.goto(`${baseUrl}/`);
      await expectAccessible(ada.page, 'home', checked);
      const code = await createRoom(ada.page, baseUrl, ada.name, 'owl');
      await expectAccessible(ada.page, 'lobby (host)', checked);
      for (const [player, avatar] of [
        [basil, 'cat'],
        [cleo, 'frog'],
        [dmitri, 'penguin'],
      ] as const) {
        await player.page.goto(`${baseUrl}/r/${code}`);
        await expectAccessible(player.page, 'invite link', checked);
        await joinByLink(player.page, baseUrl, code, player.name, avatar);
      }
      await waitForCount(lobbySeats(ada.page), 4);
      await expectAccessible(basil.page, 'lobby (guest)', checked);
      // The host's house-rules panel, open.
      await toggleFold(ada.page, 'rules.house');
      await foldOpen(ada.page, 'rules.house').waitFor();
      await expectAccessible(ada.page, 'lobby (house rules open)', checked);
      await toggleFold(ada.page, 'rules.house');
      await foldOpen(ada.page, 'rules.house').waitFor({ state: 'hidden' });
      await startGame(ada.page);

      // Each round's points as every window's reveal shows them (all four must agree), and the
      // running totals the score display shows beside them.
      const rounds = new Map<number, Map<string, number>>();
      const totals = new Map(players.map((p) => [p.name, 0]));
      const readReveal = async (player: Player, round: number) => {
        const points = await revealPoints(player.page);
        const first = rounds.get(round);
        if (first) {
          expect(points, `round ${String(round)} in ${player.name}'s window`).toEqual(first);
          return;
        }
        expect([...points.keys()].sort()).toEqual(players.map((p) => p.name).sort());
        rounds.set(round, points);
        for (const [name, n] of points) totals.set(name, (totals.get(name) ?? 0) + n);
      };
      const allEnded = async () => {
        for (const player of players)
          if (!(await endHeading(player.page).isVisible())) return false;
        return true;
      };
      // The dialogs and panels, once each, in the host's window: the host controls, a card's
      // zoom (while voting), the round history (from the second round's reveal).
      const checkPanels = async (action: Action) => {
        const { page } = ada;
        if (!checked.has('host menu')) {
          await toggleFold(page, 'host.menu');
          await foldOpen(page, 'host.menu').waitFor();
          await expectAccessible(page, 'host menu', checked);
          await toggleFold(page, 'host.menu');
          await foldOpen(page, 'host.menu').waitFor({ state: 'hidden' });
        }
        if (action === 'vote' && !checked.has('zoom')) {
          await zoomFirst(board(page));
          await dialog(page)
            .getByRole('heading', { name: pattern('table.slot') })
            .waitFor();
          await expectAccessible(page, 'zoom', checked);
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' });
        }
        if (action === 'continue' && !checked.has('history') && rounds.size >= 1) {
          await openHistory(page);
          const drawer = dialog(page, 'history.title');
          await drawer.getByText(pattern('history.round')).first().waitFor();
          await expectAccessible(page, 'history', checked);
          await button(drawer, 'zoom.close').click();
          await drawer.waitFor({ state: 'detached' });
        }
      };
      await playUntil(
        players,
        allEnded,
        {
          async before(player, action) {
            await expectAccessible(player.page, screenOf[action], checked);
            if (player === ada) await checkPanels(action);
            if (action !== 'continue') return;
            await readReveal(player, (await roundInfo(player.page)).round);
            expect(await scoreboard(player.page), `scores shown to ${player.name}`).toEqual(totals);
          },
        },
        { timeout: 400_000 },
      );

      await expectAccessible(basil.page, 'end', checked);

      // The round that reached 30 ended the game at once; the end screen shows its reveal. The
      // final scores are the sums of every reveal, the same in every window, and the winners the
      // highest of them.
      const last = Math.max(...rounds.keys()) + 1;
      for (const player of players) await readReveal(player, last);
      const best = Math.max(...totals.values());
      expect(best).toBeGreaterThanOrEqual(30);
      const expectedWinners = [...totals].filter(([, n]) => n === best).map(([name]) => name);
      for (const player of players) {
        expect(await scoreboard(player.page), `${player.name}'s scores`).toEqual(totals);
        expect((await winners(player.page)).sort(), `${player.name}'s winners`).toEqual(
          expectedWinners.sort(),
        );
        expect(await instruction(player.page, 'end.target').isVisible()).toBe(true);
        // Next to the winners, every final score, best first.
        const ranked = [...totals].sort((a, b) => b[1] - a[1]);
        const shown = await finalScores(player.page);
        expect(
          shown.map(([, n]) => n),
          `${player.name}'s final scores`,
        ).toEqual(ranked.map(([, n]) => n));
        expect(new Map(shown), `${player.name}'s final scores`).toEqual(totals);
      }
      // Every window holds every round: views late in the game carried only the new ones.
      for (const player of players) {
        await openHistory(player.page);
        const drawer = dialog(player.page, 'history.title');
        const listed = drawer.locator('ol.history > li');
        await listed.first().waitFor();
        expect(await listed.count(), `${player.name}'s history`).toBe(last);
        await button(drawer, 'zoom.close').click();
        await drawer.waitFor({ state: 'detached' });
      }
      expect(rounds.size).toBeGreaterThan(3);
      // Every screen and panel was checked by axe on the way.
      expect([...checked].sort()).toEqual(
        [
          'clue',
          'end',
          'history',
          'home',
          'host menu',
          'invite link',
          'lobby (guest)',
          'lobby (host)',
          'lobby (house rules open)',
          'reveal',
          'submit',
          'vote',
          'zoom',
        ].sort(),
      );
    },
  );
});
