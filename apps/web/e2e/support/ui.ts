/**
 * The page object: every way the browser tests find something on screen lives here, so that when
 * the screens change only this file changes. Elements are found as a person finds them: by role
 * and accessible name, with the words taken from the English catalogue (contexts run in English).
 * The few CSS selectors below read numbers and names out of lists that have no accessible name
 * of their own; they are marked "css:".
 */
import type { Locator, Page } from 'playwright-core';
import type { PresetId } from '@fabula/rules';
import { en } from '../../src/i18n/en.ts';

export type Key = keyof typeof en;

/** A catalogue string with its `{placeholders}` filled. */
export function say(key: Key, params: Readonly<Record<string, string | number>> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A text as a literal inside a RegExp. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A catalogue string as a pattern, each `{placeholder}` matching anything. */
export function pattern(key: Key, flags = ''): RegExp {
  const parts = en[key].split(/\{\w+\}/).map(escape);
  return new RegExp(parts.join('(.+)'), flags);
}

/** Buttons by their exact visible words (card buttons are named by their pictures instead). */
export function button(page: Page | Locator, key: Key): Locator {
  return page.getByRole('button', { name: say(key), exact: true });
}

// ---- home and join form -------------------------------------------------------------------

export type Avatar = Extract<Key, `avatar.${string}`> extends `avatar.${infer A}` ? A : never;

/** The profile form: a name, and an avatar if given (else the one this browser remembers). */
export async function typeName(page: Page, name: string, avatar?: Avatar): Promise<void> {
  await page.getByRole('textbox', { name: say('home.name') }).fill(name);
  if (avatar === undefined) return;
  const radio = page.getByRole('radio', { name: say(`avatar.${avatar}`) });
  // The avatars fold behind the button that shows the current one.
  if (!(await radio.isVisible())) await button(page, 'home.look').click();
  await radio.check();
}

/** Creates a room from the home page; resolves with its code once the lobby shows. */
export async function createRoom(
  page: Page,
  baseUrl: string,
  name: string,
  avatar?: Avatar,
): Promise<string> {
  await page.goto(`${baseUrl}/`);
  await typeName(page, name, avatar);
  await button(page, 'home.create').click();
  await page.waitForURL(/\/r\/[A-Z0-9]+$/);
  await lobbyHeading(page).waitFor();
  const code = /\/r\/([A-Z0-9]+)$/.exec(page.url())?.[1];
  if (code === undefined) throw new Error(`no room code in ${page.url()}`);
  return code;
}

/** Opens the invite link and joins with a name. */
export async function joinByLink(
  page: Page,
  baseUrl: string,
  code: string,
  name: string,
  avatar?: Avatar,
): Promise<void> {
  await page.goto(`${baseUrl}/r/${code}`);
  await page.getByRole('heading', { name: say('home.joinRoom', { code }) }).waitFor();
  await typeName(page, name, avatar);
  await button(page, 'home.join').click();
  await lobbyHeading(page).waitFor();
}

// ---- lobby --------------------------------------------------------------------------------

export function lobbyHeading(page: Page): Locator {
  return page.getByRole('heading', { name: pattern('lobby.title'), level: 1 });
}

/** The lobby's list of players: gone once the game has started. */
export function lobbyPlayers(page: Page): Locator {
  return page.getByRole('region', { name: say('lobby.players'), exact: true });
}

/** The players listed in the lobby (each seat's list item names the player). */
export function lobbySeats(page: Page): Locator {
  return lobbyPlayers(page).getByRole('listitem');
}

export async function addBots(page: Page, count: number): Promise<void> {
  const seats = lobbySeats(page);
  for (let i = 0; i < count; i++) {
    const before = await seats.count();
    await button(page, 'lobby.addBot').click();
    await waitForCount(seats, before + 1);
  }
}

/** The host picks a rule set by its name (the radio's name also holds the range and summary). */
export async function choosePreset(page: Page, preset: PresetId): Promise<void> {
  const name = say(`preset.${preset}.name`);
  const radio = page.getByRole('radio', { name: new RegExp(`^${escape(name)} \\d`) });
  // The rule sets fold under the "Rule set" heading of the lobby's settings.
  if (!(await radio.isVisible()))
    await page.getByRole('heading', { name: say('lobby.rules'), exact: true }).click();
  await radio.check();
  await waitUntil(() => radio.isChecked(), `preset ${preset} chosen`);
}

/** The table's list of seats and scores: there once the game has started. */
export function tableScores(page: Page): Locator {
  return page.getByRole('region', { name: say('table.scores'), exact: true });
}

/** css: the table screen (its phase, e.g. "vote-3", is in data-phase): there once the game runs. */
export function tableScreen(page: Page): Locator {
  return page.locator('main[data-phase]');
}

/** css: the phase the table shows now ("clue-1", "vote-3", "ended-0"), or null off the table. */
export async function tablePhase(page: Page): Promise<string | null> {
  const main = tableScreen(page);
  return (await main.count()) === 0 ? null : main.getAttribute('data-phase');
}

export async function startGame(page: Page): Promise<void> {
  await button(page, 'lobby.start').click();
}

// ---- the table ----------------------------------------------------------------------------

/** css: anything but the live region, which repeats the instruction for screen readers. */
function notLive(page: Page): Locator {
  return page.locator(':not([aria-live])');
}

/**
 * The line that tells the viewer what to do now: an element whose whole text is the instruction
 * (the live region repeats it after the round and clue, and must not count twice).
 */
export function instruction(page: Page, key: Key): Locator {
  const parts = en[key].split(/\{\w+\}/).map(escape);
  return page.getByText(new RegExp(`^${parts.join('(.+)')}$`)).and(notLive(page));
}

/** The instruction in exactly these words (placeholders filled). */
export function instructionSays(
  page: Page,
  key: Key,
  params: Readonly<Record<string, string | number>>,
): Locator {
  return page.getByText(say(key, params), { exact: true }).and(notLive(page));
}

/** A seat's role tag in Teams ("plays", "votes", "plays or votes") in the list of seats. */
export function seatRole(page: Page, name: string, role: 'plays' | 'votes' | 'either'): Locator {
  // A seat's own row: the team's row around it holds both partners.
  return tableScores(page)
    .getByRole('listitem')
    .filter({ hasText: name, hasNot: page.getByRole('listitem') })
    .getByText(say(`role.${role}`), { exact: true });
}

/** "Round 3 · Storyteller: Ada" in the table's header. */
export async function roundInfo(page: Page): Promise<{ round: number; storyteller: string }> {
  const text = await page
    .getByText(/^Round \d+/)
    .first()
    .textContent({ timeout: 5000 });
  const round = /^Round (\d+)/.exec(text ?? '')?.[1];
  const storyteller = new RegExp(`${escape(say('table.storyteller'))}: (.+)$`).exec(
    text ?? '',
  )?.[1];
  if (round === undefined || storyteller === undefined) throw new Error(`no round in "${text}"`);
  return { round: Number(round), storyteller: storyteller.trim() };
}

export function hand(page: Page): Locator {
  return page.getByRole('group', { name: say('table.hand') });
}

export function board(page: Page): Locator {
  return page.getByRole('group', { name: say('table.board') });
}

/** The words on a card's choose button, in every state (named "<words>: Card 3" or "<words>: <picture>"). */
const chooseWords = (
  [
    'card.choose',
    'card.chosen',
    'card.vote',
    'card.voted',
    'card.trapChoose',
    'card.trapChosen',
  ] as const
)
  .map((key) => escape(say(key)))
  .join('|');

/** The cards of a hand or board, one per picture (as a person counts them). */
export function cards(group: Locator): Locator {
  return group.getByRole('img');
}

/** Choose buttons ("Choose", "Vote for it", "Trap it") that may be pressed now; a chosen one stays. */
export function pickable(group: Locator): Locator {
  return group.getByRole('button', {
    name: new RegExp(`^(${chooseWords}): `),
    disabled: false,
  });
}

/** The choose buttons a voter may not press because the card is their own ("yours: Card 3"). */
export function ownCardButtons(group: Locator): Locator {
  return group.getByRole('button', { name: new RegExp(`^${escape(say('table.yours'))}: `) });
}

/** The board's choose button for a slot (named "<words>: Card 3", whatever its words). */
export function boardSlot(page: Page, slot: number): Locator {
  const name = escape(say('table.slot', { n: slot }));
  return board(page).getByRole('button', { name: new RegExp(`: ${name}$`) });
}

/** The board's cards (figures: the slot number, the picture, its buttons and caption). */
export function boardCards(page: Page): Locator {
  return board(page).getByRole('figure');
}

/** The viewer's own cards on the board (captioned "yours" when the viewer is not choosing). */
export function ownBoardCards(page: Page): Locator {
  return boardCards(page).filter({ has: page.getByText(say('table.yours'), { exact: true }) });
}

/** The slots the viewer sees marked as the trap on the board (the Party storyteller's own). */
export async function ownTrap(page: Page): Promise<number[]> {
  const marked = boardCards(page).filter({
    has: page.getByText(say('table.trapCard'), { exact: true }),
  });
  const slots: number[] = [];
  for (const card of await marked.all()) slots.push(await slotOf(card));
  return slots;
}

/**
 * The slot number of a board card: a figure's text starts with its slot; a choose button is
 * named "Vote for it: Card 3" (its aria-label).
 */
export async function slotOf(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const name = (await card.getAttribute('aria-label')) ?? '';
  const slotWords = escape(say('table.slot', { n: '' }));
  const slot = /^\s*(\d+)/.exec(text)?.[1] ?? new RegExp(`${slotWords}(\\d+)$`).exec(name)?.[1];
  if (slot === undefined) throw new Error(`no slot number on "${text}" ("${name}")`);
  return Number(slot);
}

/** The cards of the hand shown outside a move (their pictures' names, in order). */
export async function handCards(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: say('table.hand') });
  return section
    .getByRole('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label') ?? ''),
    );
}

/** The slots captioned "Your vote" on the board once the vote is sent. */
export async function votedSlots(page: Page): Promise<number[]> {
  const voted = boardCards(page).filter({
    has: page.getByText(say('card.voted'), { exact: true }),
  });
  const slots: number[] = [];
  for (const card of await voted.all()) slots.push(await slotOf(card));
  return slots;
}

/** The "Waiting for …" line under the scores. */
export async function waitingFor(page: Page): Promise<string> {
  const line = page.getByText(pattern('table.waitingFor'));
  return (await line.count()) === 0 ? '' : ((await line.textContent()) ?? '');
}

/**
 * Opens a sheet by its dock or side-column button ("Scores" on a phone), runs `read`, and
 * closes the sheet again; when the thing is already on screen (the side column), just reads.
 */
async function throughSheet<T>(
  page: Page,
  shown: Locator,
  title: Key,
  read: () => Promise<T>,
): Promise<T> {
  if (await shown.isVisible()) return read();
  await page.getByRole('button', { name: say(title), exact: true }).click();
  await shown.waitFor();
  const result = await read();
  await closeSheet(page, title);
  return result;
}

/** Closes the sheet titled `title` with its close button. */
export async function closeSheet(page: Page, title: Key): Promise<void> {
  const sheet = dialog(page, title);
  await button(sheet, 'zoom.close').click();
  await sheet.waitFor({ state: 'detached' });
}

/** css: the score list, name → points, as the score display shows it (a sheet on a phone). */
export async function scoreboard(page: Page): Promise<Map<string, number>> {
  const region = tableScores(page);
  return throughSheet(page, region, 'table.scores', async () => {
    const rows = region.getByRole('listitem');
    const pairs = await rows.evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector('.score-name')?.firstChild?.textContent ?? '';
        const points = li.querySelector('.score-points')?.textContent ?? '';
        return [name.trim(), Number(points)] as const;
      }),
    );
    return new Map(pairs);
  });
}

export function revealHeading(page: Page): Locator {
  return page.getByRole('heading', { name: say('table.reveal') });
}

/** css: "Points this round": name → points, from each line's bold "Ada +3". */
export async function revealPoints(page: Page): Promise<Map<string, number>> {
  const region = page.getByRole('region', { name: say('table.points') });
  // At the end the last round's reveal folds under "The last round".
  const last = page.getByText(say('end.lastRound'), { exact: true });
  if (!(await region.isVisible()) && (await last.isVisible())) await last.click();
  const lines = await region.locator(':scope > ul > li > strong').allTextContents();
  return new Map(
    lines.map((line) => {
      const match = /^(.*) ([+−-]?\d+)$/.exec(line.trim());
      if (!match) throw new Error(`unreadable points line "${line}"`);
      return [match[1] ?? '', Number((match[2] ?? '0').replace('−', '-'))] as const;
    }),
  );
}

/** The reasons listed under one player's points in the reveal. */
export function revealReasons(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: say('table.points') })
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^${escape(name)} [+−-]?\\d+$`)) })
    .getByRole('listitem');
}

/** The reveal's cards (figures captioned with owner and voters). */
export function revealCards(page: Page): Locator {
  return revealHeading(page).locator('xpath=..').getByRole('figure');
}

/** Reveal cards a player voted for ("votes: …, Ada, …" in the caption). */
export function revealCardsVotedBy(page: Page, name: string): Locator {
  const votes = escape(say('table.voters', { names: '' }));
  return revealCards(page).filter({ hasText: new RegExp(`${votes}.*\\b${escape(name)}\\b`) });
}

/** Reveal cards played by a player. */
export function revealCardsOf(page: Page, name: string): Locator {
  return revealCards(page).filter({ hasText: say('table.owner', { name }) });
}

export function endHeading(page: Page): Locator {
  return page.getByRole('heading', { name: say('end.title') });
}

/** The end screen's "Final scores", in the order shown: [name, points]. */
export async function finalScores(page: Page): Promise<[string, number][]> {
  const rows = await page
    .getByRole('region', { name: say('end.final') })
    .getByRole('listitem')
    .allTextContents();
  return rows.map((row) => {
    const match = /^(.*) (\d+)$/.exec(row.trim());
    if (!match) throw new Error(`unreadable final score "${row}"`);
    return [match[1] ?? '', Number(match[2])];
  });
}

/** "Winners: Ada and Bo" on the end screen, as names. */
export async function winners(page: Page): Promise<string[]> {
  const text = (await page.getByText(pattern('end.winners')).textContent()) ?? '';
  const names = pattern('end.winners').exec(text)?.[1] ?? '';
  return names
    .split(/, and |, | and /)
    .map((n) => n.trim())
    .filter((n) => n !== '');
}

// ---- the TV board -------------------------------------------------------------------------

/** "Join at host/r/CODE" under the TV's QR code. */
export function tvJoin(page: Page, code: string): Locator {
  return page.getByText(new RegExp(`^${escape(say('tv.join', { link: '' }))}\\S+/r/${code}$`));
}

/** css: the names in the TV lobby's list of players (the list has no name of its own). */
export function tvPlayers(page: Page): Locator {
  return page.locator('.tv-players li > span:last-child');
}

/** The TV's clue, «in quotes». */
export function tvClue(page: Page): Locator {
  return page.getByText(/^«.+»$/);
}

/** The TV's board while voting. */
export function tvBoard(page: Page): Locator {
  return board(page);
}

/** The TV's reveal: the cards with owners and voters. */
export function tvReveal(page: Page): Locator {
  return page.getByRole('group', { name: say('table.reveal'), exact: true });
}

// ---- panels and dialogs ------------------------------------------------------------------

/**
 * Opens (or closes) a folding panel by its title: the lobby's house rules or timers; or the
 * table's menu sheet, which holds the host's controls.
 */
export async function toggleFold(
  page: Page,
  key: 'rules.house' | 'timers.title' | 'host.menu',
): Promise<void> {
  if (key !== 'host.menu') {
    await page.getByText(say(key), { exact: true }).click();
    return;
  }
  if (await dialog(page, 'menu.title').isVisible()) await closeSheet(page, 'menu.title');
  else await button(page, 'menu.title').click();
}

/** Whether a folding panel shows its contents (a control inside it is visible). */
export function foldOpen(page: Page, key: 'rules.house' | 'host.menu'): Locator {
  return key === 'rules.house'
    ? page.getByRole('button', { name: say('rules.reset'), exact: true })
    : button(page, 'host.end');
}

/** A modal dialog by its title ("Round history"), or the zoom (titled by the card). */
export function dialog(page: Page, title?: Key): Locator {
  return title === undefined
    ? page.getByRole('dialog')
    : page.getByRole('dialog', { name: say(title) });
}

/** Opens the zoom on a group's first card by tapping its picture. */
export async function zoomFirst(group: Locator): Promise<void> {
  await cards(group).first().click();
}

/** "History (2)": opens the round history drawer. */
export async function openHistory(page: Page): Promise<void> {
  await page.getByRole('button', { name: pattern('history.open') }).click();
}

// ---- waiting ------------------------------------------------------------------------------

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForCount(locator: Locator, count: number): Promise<void> {
  await waitUntil(async () => (await locator.count()) === count, `${String(count)} items`);
}
