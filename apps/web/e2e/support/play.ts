/**
 * Plays through the real screens: each step looks at what a player's screen offers (the buttons
 * a person would see) and does it. Choices are deterministic — the first card that may be picked —
 * unless a test's strategy says otherwise.
 */
import type { Locator } from 'playwright-core';
import type { Player } from './browser.ts';
import {
  board,
  button,
  escape,
  hand,
  instruction,
  pickable,
  roundInfo,
  say,
  slotOf,
  type Key,
} from './ui.ts';

const debug = process.env.FABULA_E2E_DEBUG === '1';

export type Action = 'claim' | 'clue' | 'submit' | 'vote' | 'trap' | 'continue';

/** The button that sends each action, in the order a screen is looked at. */
export const sendButton: Readonly<Record<Action, Key>> = {
  claim: 'table.claim',
  clue: 'table.clueSend',
  submit: 'table.play',
  vote: 'table.voteSend',
  trap: 'table.trapSend',
  continue: 'table.continue',
};
const actions = Object.keys(sendButton) as Action[];

const anySend = new RegExp(`^(${actions.map((a) => escape(say(sendButton[a]))).join('|')})$`);

/** What the player's screen lets them do now, if anything (one look, not one per button). */
export async function available(player: Player): Promise<Action | null> {
  const shown = await player.page
    .getByRole('button', { name: anySend })
    .filter({ visible: true })
    .allTextContents();
  for (const action of actions) if (shown.includes(say(sendButton[action]))) return action;
  return null;
}

/** Clues to tell, one a round (they show in the README's screenshots). */
const clues = [
  'Time flies',
  'Where the birds go',
  'A quiet promise',
  'Almost home',
  'The last light',
  'Hide and seek',
  'Gravity',
  'Once upon a time',
];

export interface Strategy {
  /** Leave a player alone for now (a test acts for them itself). */
  hold?(player: Player, action: Action): boolean | Promise<boolean>;
  /** Called on the screen before the player acts: screenshots, accessibility checks, reads. */
  before?(player: Player, action: Action): Promise<void>;
  /** The clue to tell (default: one of a few short ones, by round). */
  clue?(player: Player, round: number): string;
  /** Slots to vote for (default: the first one allowed). */
  vote?(player: Player, allowed: number[], maxVotes: number): number[];
  /** The trap's slot (default: the first one). */
  trap?(player: Player, slots: number[]): number;
}

async function slotsOf(cards: Locator): Promise<number[]> {
  const slots: number[] = [];
  for (const card of await cards.all()) slots.push(await slotOf(card));
  return slots;
}

async function pickFirst(group: Locator, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    // The chosen cards stay pickable (a second press un-picks), so count past them.
    await pickable(group).nth(i).click();
  }
}

/**
 * Does one action through the screen and waits until the screen has taken it. If the move is
 * gone meanwhile (a Teams partner played the team's card first), there is nothing to do.
 */
export async function perform(player: Player, action: Action, strategy: Strategy = {}) {
  try {
    await performNow(player, action, strategy);
  } catch (error) {
    if ((await available(player)) === action) throw error;
  }
}

async function performNow(player: Player, action: Action, strategy: Strategy) {
  const { page } = player;
  switch (action) {
    case 'clue': {
      if (await hand(page).isVisible()) await pickFirst(hand(page), 1);
      const { round } = await roundInfo(page);
      await page
        .getByRole('textbox', { name: say('table.clueLabel') })
        .fill(strategy.clue?.(player, round) ?? clues[(round - 1) % clues.length] ?? 'A story');
      break;
    }
    case 'submit': {
      const two = await instruction(page, 'table.submitTwo').isVisible();
      await pickFirst(hand(page), two ? 2 : 1);
      break;
    }
    case 'vote': {
      const allowed = await slotsOf(pickable(board(page)));
      const max = (await instruction(page, 'table.voteTwo').isVisible()) ? 2 : 1;
      const slots = strategy.vote?.(player, allowed, max) ?? allowed.slice(0, 1);
      for (const slot of slots) await pickSlot(player, slot);
      break;
    }
    case 'trap': {
      const slots = await slotsOf(pickable(board(page)));
      await pickSlot(player, strategy.trap?.(player, slots) ?? slots[0] ?? 1);
      break;
    }
    case 'claim':
    case 'continue':
      break;
  }
  const send = button(page, sendButton[action]);
  await send.click();
  await send.waitFor({ state: 'hidden' }).catch(async (error: unknown) => {
    const alert = await page.getByRole('alert').allTextContents();
    throw new Error(`${player.name}: ${action} was not taken (${alert.join('; ')})`, {
      cause: error,
    });
  });
}

/** Presses the board card in `slot` (buttons are named "<slot> <picture>"). */
export async function pickSlot(player: Player, slot: number): Promise<void> {
  for (const card of await pickable(board(player.page)).all()) {
    if ((await slotOf(card)) === slot) {
      await card.click();
      return;
    }
  }
  throw new Error(`${player.name}: slot ${String(slot)} may not be picked`);
}

/**
 * Lets every player do whatever their screen offers until `done` says stop (checked between
 * steps). Fails after `timeout` ms or `maxSteps` actions: a game that never ends is a bug.
 */
export async function playUntil(
  players: readonly Player[],
  done: () => Promise<boolean>,
  strategy: Strategy = {},
  { timeout = 120_000, maxSteps = 2000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  let steps = 0;
  for (;;) {
    if (await done()) return;
    let acted = false;
    for (const player of players) {
      const action = await available(player);
      if (action === null || (await strategy.hold?.(player, action)) === true) continue;
      const started = Date.now();
      await strategy.before?.(player, action);
      await perform(player, action, strategy);
      if (debug) console.log(`${player.name} ${action} ${String(Date.now() - started)} ms`);
      acted = true;
      steps++;
    }
    if (steps > maxSteps || Date.now() > deadline)
      throw new Error(`still playing after ${String(steps)} moves`);
    if (!acted) await pause();
  }
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}
