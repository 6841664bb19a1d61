/**
 * A page refresh in the middle of voting: both people reload, one after voting and one before.
 * Each is back in their own seat (same hand, same round); the vote already sent is still shown
 * as sent, the other can still vote, and the round finishes with both votes.
 */
import { describe, expect, it } from 'vitest';
import { skipReason, useBrowser } from './support/browser.ts';
import { available, perform, pickSlot, playUntil } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  board,
  button,
  handCards,
  instruction,
  pickable,
  revealCardsVotedBy,
  roundInfo,
  slotOf,
  votedSlots,
  waitUntil,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('refresh while voting', () => {
  const browserOf = useBrowser();

  it('a reloaded page is back in its seat with its vote intact, and can finish', async () => {
    const browser = browserOf();
    const { players } = await startedGame(browser, 'dixit', ['Ada', 'Bo', bot, bot]);
    const [ada, bo] = players;
    if (!ada || !bo) throw new Error('two people expected');

    // Play until a bot tells the story, so that both people vote in the same round.
    const bothVote = async () =>
      (await available(ada)) === 'vote' && (await available(bo)) === 'vote';
    const names = players.map((p) => p.name);
    await playUntil(
      players,
      bothVote,
      {
        // Hold votes only in a bot's round: in a person's round the other must vote to go on.
        hold: async (p, action) =>
          action === 'vote' && !names.includes((await roundInfo(p.page)).storyteller),
      },
      { timeout: 90_000 },
    );
    const round = await roundInfo(ada.page);
    const adaHand = await handCards(ada.page);
    const boHand = await handCards(bo.page);
    expect(adaHand.length).toBe(5); // six, less the card on the board

    const adaSlot = await slotOf(pickable(board(ada.page)).first());
    await perform(ada, 'vote', { vote: () => [adaSlot] });
    await expect.poll(() => votedSlots(ada.page)).toEqual([adaSlot]);
    // Bo picks a card but reloads before sending it.
    await pickable(board(bo.page)).first().click();

    await ada.page.reload();
    await bo.page.reload();

    await expect.poll(() => instruction(ada.page, 'table.voted').isVisible()).toBe(true);
    expect(await votedSlots(ada.page)).toEqual([adaSlot]);
    expect(await button(ada.page, 'table.voteSend').count()).toBe(0);
    expect(await roundInfo(ada.page)).toEqual(round);
    expect(await handCards(ada.page)).toEqual(adaHand);

    await expect.poll(() => instruction(bo.page, 'table.vote').isVisible()).toBe(true);
    expect(await roundInfo(bo.page)).toEqual(round);
    expect(await handCards(bo.page)).toEqual(boHand);
    // What Bo had picked but not sent is gone; the vote is still Bo's to make.
    expect(await board(bo.page).getByRole('button', { pressed: true }).count()).toBe(0);
    const boSlot = await slotOf(pickable(board(bo.page)).first());
    await pickSlot(bo, boSlot);
    await button(bo.page, 'table.voteSend').click();

    for (const p of players) {
      await waitUntil(async () => (await available(p)) === 'continue', `${p.name}'s reveal`);
    }
    for (const [p, slot] of [
      [ada, adaSlot],
      [bo, boSlot],
    ] as const) {
      const voted = revealCardsVotedBy(ada.page, p.name);
      expect(await voted.count()).toBe(1);
      expect(await slotOf(voted)).toBe(slot);
    }
    await closeAll(players);
  });
});
