import { resultSchemas } from '@fabula/protocol';
import { randomMove, seededRandom } from '@fabula/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** Plays random legal moves (never `continue`) until every client sees the round's result. */
async function playToReveal(clients: readonly ScriptedClient[]): Promise<void> {
  const random = seededRandom('reveal');
  const atReveal = (c: ScriptedClient) => c.gameView?.view.phase.kind === 'reveal';
  for (let moves = 0; moves < 50 && !clients.every(atReveal); moves++) {
    const mover = clients.find((c) => !atReveal(c) && (c.gameView?.view.legal.length ?? 0) > 0);
    if (!mover?.gameView) {
      await Promise.race(clients.map((c) => c.until(() => atReveal(c), 2000).catch(() => {})));
      continue;
    }
    const { view, version } = mover.gameView;
    const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
    const move = randomMove(view.legal, seat, 0, random);
    if (!move) continue;
    await mover.request(asRequest(move));
    await mover.until(() => (mover.gameView?.version ?? 0) > version, 3000);
  }
  await Promise.all(clients.map((c) => c.until(() => atReveal(c))));
}

describe('reactions', () => {
  it('are refused outside the reveal, and to spectators', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 2, start: false });
    expect(await host.request({ type: 'react', emoji: '👏' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_phase' },
    });
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    await host.until(() => host.gameView !== null);
    expect(await guests[0]?.request({ type: 'react', emoji: '👏' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_phase' },
    });
    const watcher = await ScriptedClient.connect(server.url);
    await watcher.request({ type: 'joinRoom', room: code });
    expect(await watcher.request({ type: 'react', emoji: '👏' })).toMatchObject({
      ok: false,
      error: { code: 'not_seated' },
    });
    expect(await host.request({ type: 'react', emoji: '🍕' as never })).toMatchObject({
      ok: false,
      error: { code: 'bad_request' },
    });
    for (const c of [host, ...guests, watcher]) c.close();
  });

  it('reach everyone during the reveal, are paced per seat, and are there after a reconnect', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2 });
    const everyone = [host, ...guests];
    await playToReveal(everyone);
    const [ann, ben] = guests;
    if (!ann || !ben) throw new Error('two guests');
    expect((await ann.request({ type: 'react', emoji: '😂' })).ok).toBe(true);
    await host.until(() => (host.roomState?.room.reactions.length ?? 0) === 1);
    expect(host.roomState?.room.reactions).toEqual([
      expect.objectContaining({ seat: 1, emoji: '😂', round: 1 }),
    ]);

    // Four in five seconds per seat; the fifth is refused with when to try again.
    for (const emoji of ['👏', '🔥', '🎯'] as const) {
      expect((await ann.request({ type: 'react', emoji })).ok).toBe(true);
    }
    const fifth = await ann.request({ type: 'react', emoji: '😮' });
    expect(fifth).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    if (!fifth.ok) expect(fifth.error.details?.retryAfterMs).toBeGreaterThan(0);
    // Another seat has its own allowance.
    expect((await ben.request({ type: 'react', emoji: '😍' })).ok).toBe(true);

    // Ben drops and comes back: the reactions come with the room state.
    ben.close();
    const back = await ScriptedClient.connect(server.url);
    expect((await back.request({ type: 'resume', room: code, token: tokens[2] ?? '' })).ok).toBe(
      true,
    );
    await back.until(() => back.roomState !== null);
    expect(back.roomState?.room.reactions.map((r) => [r.seat, r.emoji])).toEqual([
      [1, '😂'],
      [1, '👏'],
      [1, '🔥'],
      [1, '🎯'],
      [2, '😍'],
    ]);
    for (const c of [host, ann, back]) c.close();
  });
});

describe('mute', () => {
  it('is a host power; a muted seat cannot chat or react, and the mute survives a reconnect', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2 });
    const [ann, ben] = guests;
    if (!ann || !ben) throw new Error('two guests');
    expect(await ann.request({ type: 'muteSeat', seat: 2, muted: true })).toMatchObject({
      ok: false,
      error: { code: 'not_host' },
    });
    expect(await host.request({ type: 'muteSeat', seat: 0, muted: true })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await host.request({ type: 'muteSeat', seat: 7, muted: true })).toMatchObject({
      ok: false,
      error: { code: 'not_a_seat' },
    });
    expect((await host.request({ type: 'muteSeat', seat: 1, muted: true })).ok).toBe(true);
    await ben.until(() => ben.roomState?.room.seats[1]?.muted === true);

    expect(await ann.request({ type: 'chat', text: 'hello?' })).toMatchObject({
      ok: false,
      error: { code: 'muted' },
    });
    await playToReveal([host, ann, ben]);
    expect(await ann.request({ type: 'react', emoji: '👏' })).toMatchObject({
      ok: false,
      error: { code: 'muted' },
    });

    ann.close();
    const back = await ScriptedClient.connect(server.url);
    await back.request({ type: 'resume', room: code, token: tokens[1] ?? '' });
    await back.until(() => back.roomState !== null);
    expect(back.roomState?.room.seats[1]?.muted).toBe(true);
    expect(await back.request({ type: 'chat', text: 'still?' })).toMatchObject({
      ok: false,
      error: { code: 'muted' },
    });

    expect((await host.request({ type: 'muteSeat', seat: 1, muted: false })).ok).toBe(true);
    expect((await back.request({ type: 'chat', text: 'thanks' })).ok).toBe(true);
    expect((await back.request({ type: 'react', emoji: '😅' })).ok).toBe(true);
    for (const c of [host, back, ben]) c.close();
  });

  it('follows the person through a rematch and ends when they leave', async () => {
    const { host, guests } = await openTable(server.url, { guests: 2, bots: 1 });
    const [ann, ben] = guests;
    if (!ann || !ben) throw new Error('two guests');
    expect((await host.request({ type: 'muteSeat', seat: 2, muted: true })).ok).toBe(true);
    expect((await ann.request({ type: 'leaveRoom' })).ok).toBe(true);
    expect((await host.request({ type: 'endGame' })).ok).toBe(true);
    expect((await host.request({ type: 'rematch' })).ok).toBe(true);
    await host.until(() => host.roomState?.room.phase === 'lobby');
    // Ann's empty seat is dropped, so Ben moves from seat 2 to seat 1 and stays muted.
    const seats = host.roomState?.room.seats.map((s) => [s.name, s.muted]);
    expect(seats?.slice(0, 2)).toEqual([
      ['Host', false],
      ['Guest 2', true],
    ]);
    expect(await ben.request({ type: 'chat', text: 'hi' })).toMatchObject({
      ok: false,
      error: { code: 'muted' },
    });
    expect((await ben.request({ type: 'leaveRoom' })).ok).toBe(true);
    await host.until(() => host.roomState?.room.seats.length === 2);
    expect(host.roomState?.room.seats.some((s) => s.muted)).toBe(false);
    for (const c of [host, ann, ben]) c.close();
  });
});

describe('chat', () => {
  it('is paced per seat and the last lines reach whoever comes back', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 1, start: false });
    const [ann] = guests;
    if (!ann) throw new Error('a guest');
    for (let i = 1; i <= 5; i++) {
      expect((await host.request({ type: 'chat', text: `line ${String(i)}` })).ok).toBe(true);
    }
    const sixth = await host.request({ type: 'chat', text: 'line 6' });
    expect(sixth).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const said = await ann.request({ type: 'chat', text: 'my turn' });
    expect(said.ok && resultSchemas.chat.safeParse(said.result).success).toBe(true);
    expect(await host.request({ type: 'chat', text: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      error: { code: 'chat_invalid' },
    });

    host.close();
    const back = await ScriptedClient.connect(server.url);
    await back.request({ type: 'resume', room: code, token: tokens[0] ?? '' });
    await back.until(
      () => back.received.filter((m) => (m as { type?: string }).type === 'chat').length === 6,
    );
    const lines = back.received
      .filter((m): m is { type: 'chat'; text: string } => (m as { type?: string }).type === 'chat')
      .map((m) => m.text);
    expect(lines).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'my turn']);
    for (const c of [back, ann]) c.close();
  });
});

describe('host powers refused to others', () => {
  it.each([
    { type: 'transferHost', seat: 1 },
    { type: 'setTimers', timers: { vote: 60_000 } },
    { type: 'setStandIn', afterMs: null },
    { type: 'setPreset', preset: 'odyssey', knobs: { targetScore: 10 } },
    { type: 'lock' },
    { type: 'unlock' },
    { type: 'kick', seat: 0 },
    { type: 'muteSeat', seat: 0, muted: true },
  ] as const)('$type', async (request) => {
    const { host, guests } = await openTable(server.url, { guests: 1, start: false });
    expect(await guests[0]?.request(request)).toMatchObject({
      ok: false,
      error: { code: 'not_host' },
    });
    for (const c of [host, ...guests]) c.close();
  });

  it.each([{ type: 'pauseGame' }, { type: 'resumeGame' }, { type: 'endGame' }] as const)(
    '$type during a game',
    async (request) => {
      const { host, guests } = await openTable(server.url, { guests: 2 });
      expect(await guests[0]?.request(request)).toMatchObject({
        ok: false,
        error: { code: 'not_host' },
      });
      for (const c of [host, ...guests]) c.close();
    },
  );
});
