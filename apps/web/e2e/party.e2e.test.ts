/**
 * A Party round with a trap (RULES.md §4.1): two people and four bots. When one of the people
 * tells, they give the clue without seeing their cards, vote, then set the trap; the other person
 * walks into it, and the reveal marks the trap and explains the zero.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { skipReason, type Player, useBrowser } from './support/browser.ts';
import { available, perform, playUntil } from './support/play.ts';
import { bot, closeAll, startedGame } from './support/room.ts';
import {
  board,
  cards,
  ownTrap,
  hand,
  instruction,
  revealCards,
  revealPoints,
  revealReasons,
  say,
  slotOf,
  waitUntil,
} from './support/ui.ts';

describe.skipIf(skipReason !== null)('Party', () => {
  const browserOf = useBrowser();

  it('the storyteller sets a trap; whoever votes for it scores nothing, and the reveal says why', async () => {
    const browser = browserOf();
    const checked = new Set<string>();
    const { players } = await startedGame(browser, 'party', ['Ada', 'Bo', bot, bot, bot, bot]);

    // Play bots' rounds until one of the people is the storyteller.
    let teller: Player | undefined;
    await playUntil(
      players,
      async () => {
        for (const p of players) if ((await available(p)) === 'clue') teller = p;
        return teller !== undefined;
      },
      { hold: (_, action) => action === 'clue' },
      { timeout: 90_000 },
    );
    if (!teller) throw new Error('no storyteller');
    const storyteller = teller;
    const [other] = players.filter((p) => p !== storyteller);
    if (!other) throw new Error('one person only');

    // The clue comes before the cards: no hand to pick from yet.
    await expect
      .poll(() => instruction(storyteller.page, 'table.clueParty').isVisible())
      .toBe(true);
    expect(await hand(storyteller.page).count()).toBe(0);
    await perform(storyteller, 'clue');

    // Everyone submits, the storyteller included.
    for (const p of players) {
      await waitUntil(async () => (await available(p)) === 'submit', `${p.name} may play`);
      await perform(p, 'submit');
    }

    // The storyteller votes like everyone, then sets the trap on the last card.
    await waitUntil(async () => (await available(storyteller)) === 'vote', 'storyteller votes');
    await perform(storyteller, 'vote');
    await waitUntil(async () => (await available(storyteller)) === 'trap', 'the trap');
    await expectAccessible(storyteller.page, 'trap', checked);
    const slots = await cards(board(storyteller.page)).count();
    expect(slots).toBe(6);
    await perform(storyteller, 'trap', { trap: (_, all) => all[all.length - 1] ?? 1 });
    // The storyteller sees the trap on the card they chose.
    await expect.poll(() => ownTrap(storyteller.page)).toEqual([slots]);
    // The trap is the storyteller's secret until the reveal.
    expect(await ownTrap(other.page)).toEqual([]);

    // The other person votes for the trapped card (its own card is allowed in Party).
    await waitUntil(async () => (await available(other)) === 'vote', `${other.name} votes`);
    await perform(other, 'vote', { vote: () => [slots] });

    for (const p of players) {
      await waitUntil(async () => (await available(p)) === 'continue', `${p.name}'s reveal`);
    }
    await expectAccessible(other.page, 'reveal', checked);
    const trapped = revealCards(other.page).filter({
      has: other.page.getByText(say('table.trapCard'), { exact: true }),
    });
    expect(await trapped.count()).toBe(1);
    expect(await slotOf(trapped)).toBe(slots);
    await expect
      .poll(() => revealReasons(other.page, other.name).allTextContents())
      .toContain(say('reason.zero', { why: say('reason.trapped') }));
    expect((await revealPoints(other.page)).get(other.name)).toBe(0);
    expect((await revealPoints(storyteller.page)).get(other.name)).toBe(0);
    await closeAll(players);
  });
});
