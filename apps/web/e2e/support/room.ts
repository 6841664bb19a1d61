import type { Browser, Page } from 'playwright-core';
import type { PresetId } from '@fabula/rules';
import { baseUrl, newPlayer, type Device, type Player } from './browser.ts';
import {
  addBots,
  button,
  choosePreset,
  createRoom,
  joinByLink,
  lobbyPlayers,
  lobbySeats,
  startGame,
  tableScreen,
  waitForCount,
} from './ui.ts';

export const bot = Symbol('bot');

/**
 * A started game: the first seat's person creates the room and picks the rule set, then every
 * seat is filled in order — people through the invite link, bots with the host's "Add a bot" —
 * so seat numbers (and so Teams partners: seat i and i + n/2) are the order given.
 */
export async function startedGame(
  browser: Browser,
  preset: PresetId,
  seats: readonly [string, ...(string | typeof bot)[]],
): Promise<{ code: string; players: Player[] }> {
  const [hostName, ...rest] = seats;
  const host = await newPlayer(browser, hostName);
  const code = await createRoom(host.page, baseUrl, hostName);
  await choosePreset(host.page, preset);
  const players = [host];
  for (const seat of rest) {
    if (seat === bot) {
      await addBots(host.page, 1);
      continue;
    }
    const player = await newPlayer(browser, seat);
    await joinByLink(player.page, baseUrl, code, seat);
    players.push(player);
    await waitForCount(lobbySeats(host.page), players.length + countBots(rest, seat));
  }
  await waitForCount(lobbySeats(host.page), seats.length);
  await startGame(host.page);
  for (const player of players) {
    await lobbyPlayers(player.page).waitFor({ state: 'detached' });
    await tableScreen(player.page).waitFor();
  }
  return { code, players };
}

/**
 * Two people in a new room — Ada, its host, and Bo through the invite link, each on their device
 * — and a TV board watching it; still in the lobby, for the host to add bots and start.
 */
export async function twoAndATv(
  browser: Browser,
  devices: { readonly ada: Device; readonly bo: Device },
): Promise<{ code: string; ada: Player; bo: Player; screen: Player }> {
  const ada = await newPlayer(browser, 'Ada', devices.ada);
  const code = await createRoom(ada.page, baseUrl, ada.name, 'owl');
  const bo = await newPlayer(browser, 'Bo', devices.bo);
  await joinByLink(bo.page, baseUrl, code, bo.name, 'cat');
  const screen = await newPlayer(browser, 'TV', 'tv');
  await screen.page.goto(`${baseUrl}/r/${code}/board`);
  return { code, ada, bo, screen };
}

/**
 * `twoAndATv` at the table: the host seats `bots` bots (then `emojiBots` emoji bots), sets what
 * else the room needs (`setUp`, e.g. a house rule) and starts; both people see the table.
 */
export async function twoAndATvAtTable(
  browser: Browser,
  devices: { readonly ada: Device; readonly bo: Device },
  table: {
    readonly bots: number;
    readonly emojiBots?: number;
    readonly setUp?: (host: Page) => Promise<void>;
  },
): Promise<{ code: string; ada: Player; bo: Player; screen: Player }> {
  const room = await twoAndATv(browser, devices);
  const host = room.ada.page;
  const emojiBots = table.emojiBots ?? 0;
  await addBots(host, table.bots);
  for (let i = 0; i < emojiBots; i++) await button(host, 'lobby.addEmojiBot').click();
  await waitForCount(lobbySeats(host), 2 + table.bots + emojiBots);
  await table.setUp?.(host);
  await startGame(host);
  for (const { page } of [room.ada, room.bo]) await tableScreen(page).waitFor();
  return room;
}

/** Bots seated before a given person. */
function countBots(seats: readonly (string | typeof bot)[], upTo: string): number {
  return seats.slice(0, seats.indexOf(upTo)).filter((s) => s === bot).length;
}

export async function closeAll(players: readonly Player[]): Promise<void> {
  for (const player of players) await player.context.close();
}
