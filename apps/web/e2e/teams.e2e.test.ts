/**
 * Teams (RULES.md §4.2), Odyssey's six-seat form: Ada and Bo sit opposite (seats 0 and 3), so
 * they are partners; four bots make the two other teams. Rounds are played until both cases
 * have been seen: another team tells (either partner may play the team's card; the first to play
 * locks it and the other becomes the team's voter), and their own team tells (the partner plays,
 * nobody of the team votes).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, skipReason, type Player } from './support/browser.ts';
import { available, perform } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  board,
  boardSlot,
  instruction,
  ownBoardCards,
  pickable,
  revealCardsOf,
  revealCardsVotedBy,
  slotOf,
  waitingFor,
  waitUntil,
} from './support/ui.ts';

async function bothAt(players: readonly Player[], action: 'continue'): Promise<void> {
  for (const p of players) {
    await waitUntil(async () => (await available(p)) === action, `${p.name}: ${action}`, 30_000);
  }
}

describe.skipIf(skipReason !== null)('Teams', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('one partner plays the team card, the other votes; the telling team does not vote', async () => {
    if (!browser) throw new Error('no browser');
    const seats = ['Ada', bot, bot, 'Bo', bot, bot] as const;
    const { players } = await startedGame(browser, 'teams-odyssey', seats);
    const [ada, bo] = players;
    if (!ada || !bo) throw new Error('two people expected');
    let ownTurn = false;
    let otherTurn = false;

    for (let round = 1; round <= 4 && !(ownTurn && otherTurn); round++) {
      // The round reaches the people: a clue to give, or a card to play.
      const tells = async (p: Player) => (await available(p)) === 'clue';
      const plays = async (p: Player) => (await available(p)) === 'submit';
      await waitUntil(
        async () =>
          (await tells(ada)) || (await tells(bo)) || ((await plays(ada)) && (await plays(bo))),
        `round ${String(round)}`,
      );
      // Nothing moves on until one of them acts, so this second look sees the same screens.
      const teller = (await tells(ada)) ? ada : (await tells(bo)) ? bo : null;

      if (teller !== null) {
        const storyteller: Player = teller;
        const partner = storyteller === ada ? bo : ada;
        await perform(storyteller, 'clue');
        // The storyteller's partner plays a card; the storyteller has nothing more to do.
        await waitUntil(async () => (await available(partner)) === 'submit', 'partner plays');
        expect(await available(storyteller)).toBeNull();
        await perform(partner, 'submit');
        await bothAt(players, 'continue');
        // Neither of the telling team voted.
        expect(await revealCardsVotedBy(ada.page, ada.name).count()).toBe(0);
        expect(await revealCardsVotedBy(ada.page, bo.name).count()).toBe(0);
        expect(await revealCardsOf(ada.page, partner.name).count()).toBe(1);
        ownTurn = true;
      } else {
        // Either partner may play the team's card: both are waited for.
        const waiting = await waitingFor(ada.page);
        expect(waiting).toContain(ada.name);
        expect(waiting).toContain(bo.name);
        await perform(ada, 'submit');
        // Ada's card is the team's: Bo may no longer play one.
        await waitUntil(async () => (await available(bo)) !== 'submit', 'Bo no longer plays');

        // Bo, who played nothing, votes for the team; Ada does not.
        await waitUntil(async () => (await available(bo)) === 'vote', 'Bo votes', 30_000);
        expect(await available(ada)).toBeNull();
        await expect.poll(() => instruction(ada.page, 'table.othersVote').isVisible()).toBe(true);
        const voting = await waitingFor(bo.page);
        expect(voting).toContain(bo.name);
        expect(voting).not.toContain(ada.name);
        // Bo may not vote for the card the team played (Ada's).
        const cards = await board(bo.page).getByRole('button').count();
        expect(await pickable(board(bo.page)).count()).toBe(cards - 1);
        const teamSlot = await slotOf(ownBoardCards(ada.page));
        expect(await boardSlot(bo.page, teamSlot).isDisabled()).toBe(true);
        await perform(bo, 'vote');

        await bothAt(players, 'continue');
        expect(await revealCardsOf(bo.page, ada.name).count()).toBe(1);
        expect(await revealCardsOf(bo.page, bo.name).count()).toBe(0);
        expect(await revealCardsVotedBy(bo.page, bo.name).count()).toBe(1);
        expect(await revealCardsVotedBy(bo.page, ada.name).count()).toBe(0);
        otherTurn = true;
      }
      for (const p of players) await perform(p, 'continue');
    }
    expect({ ownTurn, otherTurn }).toEqual({ ownTurn: true, otherTurn: true });
    await closeAll(players);
  });

  // The screens show who plays and who votes only through the buttons and the "Waiting for" line:
  // the partner who did not play reads "Your card is on its way", and the one who played reads
  // "The others are voting". Enable when the table names the partner's role (e.g. "Ada played your
  // team's card: you vote for the team" / "Bo votes for your team").
  it.todo("tells each partner in words who played the team's card and who votes");
});
