/**
 * Odyssey with seven players (RULES.md §3, `secondVote`): a voter may vote for two different
 * cards; both votes show in the reveal, and the single-vote bonus is not given for two votes.
 */
import { describe, expect, it } from 'vitest';
import { skipReason, useBrowser } from './support/browser.ts';
import { available, perform, playUntil } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  board,
  button,
  instruction,
  pickable,
  revealCardsVotedBy,
  revealReasons,
  say,
  slotOf,
  waitUntil,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('Odyssey', () => {
  const browserOf = useBrowser();

  it('from seven players a voter may vote twice, and both votes count', async () => {
    const browser = browserOf();
    const seats = ['Ada', bot, bot, bot, bot, bot, bot] as const;
    const { players } = await startedGame(browser, 'odyssey', seats);
    const [ada] = players;
    if (!ada) throw new Error('no player');
    const { page } = ada;

    // If Ada tells the first story, play it; the next round she votes.
    await playUntil(
      players,
      async () => (await available(ada)) === 'vote',
      { hold: (_, action) => action === 'vote' },
      { timeout: 60_000 },
    );
    await expect.poll(() => instruction(page, 'table.voteTwo').isVisible()).toBe(true);

    // A third pick replaces the oldest: at most two cards are chosen.
    const cards = await pickable(board(page)).all();
    const [first, second, third] = cards;
    if (!first || !second || !third) throw new Error('too few cards to vote for');
    await first.click();
    await second.click();
    await third.click();
    const pressed = board(page).getByRole('button', { pressed: true });
    expect(await pressed.count()).toBe(2);
    const chosen = [await slotOf(second), await slotOf(third)];
    for (const card of await pressed.all()) expect(chosen).toContain(await slotOf(card));

    // The bots have voted already: Ada's votes end the voting.
    await button(page, 'table.voteSend').click();
    await waitUntil(async () => (await available(ada)) === 'continue', 'the reveal', 30_000);
    const voted: number[] = [];
    for (const card of await revealCardsVotedBy(page, ada.name).all())
      voted.push(await slotOf(card));
    expect(voted.sort()).toEqual([...chosen].sort());
    const reasons = await revealReasons(page, ada.name).allTextContents();
    expect(reasons.join('\n')).not.toContain(say('reason.single_vote'));
    await perform(ada, 'continue');
    await closeAll(players);
  });
});
