import { randomMove, seededRandom } from '@fabula/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';
import { openTable, profile } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.stop();
});

/** The host plays its moves (never asking to wait) until `done`; the bots play theirs. */
async function playUntil(host: ScriptedClient, done: () => boolean): Promise<void> {
  const random = seededRandom('late-join');
  for (let step = 0; step < 40 && !done(); step++) {
    const push = host.gameView;
    if (!push) throw new Error('no view');
    const legal = push.view.legal.filter((m) => m.type !== 'wait');
    const seat = 'seat' in push.view.viewer ? push.view.viewer.seat : 0;
    const move = legal.length > 0 ? randomMove(legal, seat, 0, random) : null;
    if (move) expect((await host.request(asRequest(move))).ok).toBe(true);
    await host.until(() => done() || (host.gameView?.view.legal.length ?? 0) > 0);
  }
  if (!done()) throw new Error('the game never got there');
}

/** A spectator: joins mid-game with a profile and is told to watch. */
async function newcomer(code: string): Promise<ScriptedClient> {
  const friend = await ScriptedClient.connect(server.url);
  const joined = await friend.request({ type: 'joinRoom', room: code, profile: profile('Sam') });
  expect(joined).toMatchObject({ ok: true, result: { seat: null, token: null } });
  await friend.until(() => friend.gameView !== null);
  expect(friend.gameView?.view.viewer).toEqual({ spectator: true });
  return friend;
}

const phaseOf = (client: ScriptedClient) => client.gameView?.view.phase.kind;

describe('a friend who opens the link mid-game (RULES.md §8, issue 30)', () => {
  it("watches, claims a bot's seat, and takes it between rounds with its cards and points", async () => {
    const { code, host } = await openTable(server.url, { guests: 0, bots: 2 });
    const bot = host.roomState?.room.seats[1];
    if (!bot?.bot) throw new Error('seat 1 should be a bot');
    const friend = await newcomer(code);

    // Seats a person plays cannot be claimed; a bot's can, and everyone sees who joins.
    const taken = await friend.request({ type: 'claimSeat', seat: 0, profile: profile('Sam') });
    expect(taken).toMatchObject({ ok: false, error: { code: 'seat_occupied' } });
    const claimed = await friend.request({ type: 'claimSeat', seat: 1, profile: profile('Sam') });
    if (!claimed.ok) throw new Error(claimed.error.message);
    expect(claimed.result.seat).toBe(1);
    const token = String(claimed.result.token);
    await host.until(() => host.roomState?.room.claims.length === 1);
    expect(host.roomState?.room.claims).toEqual([
      { seat: 1, name: 'Sam', colour: 'teal', avatar: 'fox' },
    ]);
    // The round goes on with the bot in its seat.
    expect(host.roomState?.room.seats[1]).toMatchObject({ name: bot.name, bot: true });

    // Another spectator cannot claim the same seat.
    const rival = await ScriptedClient.connect(server.url);
    await rival.request({ type: 'joinRoom', room: code });
    const second = await rival.request({ type: 'claimSeat', seat: 1, profile: profile('Lee') });
    expect(second).toMatchObject({ ok: false, error: { code: 'seat_occupied' } });
    rival.close();

    // Once the round is scored, the seat is Sam's, and says whose it was.
    await playUntil(host, () => phaseOf(host) === 'reveal');
    await host.until(() => host.roomState?.room.seats[1]?.name === 'Sam');
    expect(host.roomState?.room.claims).toEqual([]);
    expect(host.roomState?.room.seats[1]).toMatchObject({
      bot: false,
      tookOver: { from: bot.name, bot: true },
    });
    const before = host.gameView?.view.seats[1];

    // Sam's token now holds the seat: its cards and its points are theirs.
    const resumed = await friend.request({ type: 'resume', room: code, token });
    expect(resumed).toMatchObject({ ok: true, result: { seat: 1 } });
    await friend.until(() => friend.roomState?.you === 1 && friend.gameView !== null);
    await friend.until(() => 'seat' in (friend.gameView?.view.viewer ?? {}));
    expect(friend.gameView?.view.hand).toHaveLength(before?.handCount ?? -1);
    expect(friend.gameView?.view.seats[1]?.score).toBe(before?.score);
    friend.close();
    host.close();
  }, 60_000);

  it('takes the empty seat of a player who left, and plays the next round in it', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 3 });
    const [ben, cleo, dan] = guests;
    if (!ben || !cleo || !dan) throw new Error('no guests');
    expect((await ben.request({ type: 'leaveRoom' })).ok).toBe(true);
    const friend = await newcomer(code);
    const claimed = await friend.request({ type: 'claimSeat', seat: 1, profile: profile('Sam') });
    if (!claimed.ok) throw new Error(claimed.error.message);

    // The others play the round out (Ben's seat sits it out).
    const players = [host, cleo, dan];
    const random = seededRandom('vacant');
    for (let step = 0; step < 20 && phaseOf(host) !== 'reveal'; step++) {
      const mover = players.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
      const push = mover?.gameView;
      if (!mover || !push) {
        await host.until(() => players.some((c) => (c.gameView?.view.legal.length ?? 0) > 0));
        continue;
      }
      const seat = 'seat' in push.view.viewer ? push.view.viewer.seat : 0;
      const move = randomMove(push.view.legal, seat, 0, random);
      if (!move) throw new Error('no move');
      expect((await mover.request(asRequest(move))).ok).toBe(true);
      await host.until(() => (host.gameView?.version ?? 0) > push.version);
    }
    await host.until(() => host.roomState?.room.seats[1]?.name === 'Sam');
    expect(host.roomState?.room.seats[1]).toMatchObject({
      vacant: false,
      tookOver: { from: 'Guest 1', bot: false },
    });
    const token = String(claimed.result.token);
    expect((await friend.request({ type: 'resume', room: code, token })).ok).toBe(true);

    // Everyone goes on: the next round counts Sam's seat among its players.
    for (const c of [host, cleo, dan, friend]) {
      await c.until(() => c.gameView?.view.legal.some((m) => m.type === 'continue') === true);
      expect((await c.request({ type: 'continue' })).ok).toBe(true);
    }
    await host.until(() => phaseOf(host) === 'clue');
    const phase = host.gameView?.view.phase;
    expect(phase?.kind === 'clue' && phase.round.participants).toContain(1);
    for (const c of [friend, cleo, dan, host]) c.close();
  }, 60_000);

  it('takes the seat at once when the game waits for players (spec SE-MIN)', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 2 });
    const [ben, cleo] = guests;
    if (!ben || !cleo) throw new Error('no guests');
    expect((await ben.request({ type: 'leaveRoom' })).ok).toBe(true);
    // Two players are too few: the game stops until someone sits down.
    await host.until(() => host.gameView?.view.pause != null);
    const friend = await newcomer(code);
    const claimed = await friend.request({ type: 'claimSeat', seat: 1, profile: profile('Sam') });
    if (!claimed.ok) throw new Error(claimed.error.message);
    await host.until(() => host.roomState?.room.seats[1]?.name === 'Sam');
    await host.until(() => host.gameView?.view.pause === null);
    for (const c of [friend, cleo, host]) c.close();
  }, 60_000);

  it('drops a claim when its spectator goes, and seats claims left at the end in the rematch', async () => {
    const { code, host } = await openTable(server.url, { guests: 0, bots: 2 });
    const gone = await newcomer(code);
    expect((await gone.request({ type: 'claimSeat', seat: 2, profile: profile('Ann') })).ok).toBe(
      true,
    );
    await host.until(() => host.roomState?.room.claims.length === 1);
    gone.close();
    await host.until(() => host.roomState?.room.claims.length === 0);

    const friend = await newcomer(code);
    const claimed = await friend.request({ type: 'claimSeat', seat: 2, profile: profile('Sam') });
    if (!claimed.ok) throw new Error(claimed.error.message);
    expect((await host.request({ type: 'endGame' })).ok).toBe(true);
    expect((await host.request({ type: 'rematch' })).ok).toBe(true);
    await host.until(() => host.roomState?.room.phase === 'lobby');
    expect(host.roomState?.room.seats.map((s) => s.name)).toContain('Sam');
    const token = String(claimed.result.token);
    const resumed = await friend.request({ type: 'resume', room: code, token });
    expect(resumed).toMatchObject({ ok: true, result: { seat: 3 } });
    friend.close();
    host.close();
  }, 60_000);
});
