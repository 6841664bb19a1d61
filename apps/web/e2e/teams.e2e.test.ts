/**
 * Teams (RULES.md §4.2), Odyssey's six-seat form: Ada and Bo sit opposite (seats 0 and 3), so
 * they are partners; four bots make the two other teams. Rounds are played until both cases
 * have been seen: another team tells (either partner may play the team's card; the first to play
 * locks it and the other becomes the team's voter), and their own team tells (the partner plays,
 * nobody of the team votes).
 */
import { describe, expect, it } from 'vitest';
import { skipReason, type Player, useBrowser } from './support/browser.ts';
import { available, perform, playUntil } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  board,
  cards,
  boardSlot,
  instructionSays,
  ownBoardCards,
  ownCardButtons,
  pickable,
  revealCardsOf,
  revealCardsVotedBy,
  roundInfo,
  seatRole,
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
  const browserOf = useBrowser();

  it('one partner plays the team card, the other votes; the telling team does not vote', async () => {
    const browser = browserOf();
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
        await expect
          .poll(() =>
            instructionSays(ada.page, 'table.teamPartnerVotes', { name: bo.name }).isVisible(),
          )
          .toBe(true);
        const voting = await waitingFor(bo.page);
        expect(voting).toContain(bo.name);
        expect(voting).not.toContain(ada.name);
        // Bo does not know which card Ada played (RULES.md §4.2 step 3): every card is his to
        // choose, the team's included, and nothing on his board marks it.
        const onBoard = await cards(board(bo.page)).count();
        expect(await pickable(board(bo.page)).count()).toBe(onBoard);
        const teamSlot = await slotOf(ownBoardCards(ada.page));
        expect(await boardSlot(bo.page, teamSlot).isDisabled()).toBe(false);
        expect(await ownCardButtons(board(bo.page)).count()).toBe(0);
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

  it("tells each partner in words who played the team's card and who votes", async () => {
    const browser = browserOf();
    const seats = ['Ada', bot, bot, 'Bo', bot, bot] as const;
    const { players } = await startedGame(browser, 'teams-odyssey', seats);
    const [ada, bo] = players;
    if (!ada || !bo) throw new Error('two people expected');
    const people = [ada.name, bo.name];

    // Play their own team's rounds through; stop in a round another team tells, before either
    // partner has played.
    const otherTeamTells = async (p: Player) =>
      !people.includes((await roundInfo(p.page)).storyteller);
    await playUntil(
      players,
      async () =>
        (await available(ada)) === 'submit' &&
        (await available(bo)) === 'submit' &&
        (await otherTeamTells(ada)),
      { hold: async (p, action) => action === 'submit' && (await otherTeamTells(p)) },
      { timeout: 90_000 },
    );
    const { storyteller } = await roundInfo(ada.page);

    // Before anyone plays, each is told that one of the two plays and the other votes.
    await expect
      .poll(() => instructionSays(ada.page, 'table.teamSubmit', { name: bo.name }).isVisible())
      .toBe(true);
    await expect
      .poll(() => instructionSays(bo.page, 'table.teamSubmit', { name: ada.name }).isVisible())
      .toBe(true);
    expect(await seatRole(ada.page, ada.name, 'either').count()).toBe(1);

    // Ada plays: she reads that Bo votes; Bo reads that Ada played and that he votes. (The bots
    // have played already, so the voting may start at once: its words say the same.)
    await perform(ada, 'submit');
    await expect
      .poll(() =>
        instructionSays(ada.page, 'table.teamPlayed', { name: bo.name })
          .or(instructionSays(ada.page, 'table.teamPartnerVotes', { name: bo.name }))
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        instructionSays(bo.page, 'table.teamPartnerPlayed', { name: ada.name })
          .or(instructionSays(bo.page, 'table.teamVote', { name: storyteller }))
          .isVisible(),
      )
      .toBe(true);
    for (const p of [ada, bo]) {
      expect(await seatRole(p.page, ada.name, 'plays').count(), p.name).toBe(1);
      expect(await seatRole(p.page, bo.name, 'votes').count(), p.name).toBe(1);
    }

    // Voting: Bo is asked for the storyteller's card; Ada reads that Bo votes for the team.
    await waitUntil(async () => (await available(bo)) === 'vote', 'Bo votes', 30_000);
    expect(await instructionSays(bo.page, 'table.teamVote', { name: storyteller }).count()).toBe(1);
    await expect
      .poll(() =>
        instructionSays(ada.page, 'table.teamPartnerVotes', { name: bo.name }).isVisible(),
      )
      .toBe(true);
    await perform(bo, 'vote');
    await bothAt(players, 'continue');
    await closeAll(players);
  });
});
