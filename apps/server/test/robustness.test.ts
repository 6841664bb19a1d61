import { MESSAGE_EVENT, type RoomCode } from '@fabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { playUntilEnd } from './support/players.ts';
import { openTable, profile } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function versionOf(code: RoomCode): Promise<number> {
  return (await server.store.loadRoom(code))?.version ?? -1;
}

describe('bad input gets a typed error and changes nothing', () => {
  it('unknown types, wrong shapes, junk and oversized messages', async () => {
    const { code, host } = await openTable(server.url, { guests: 2 });
    const before = await versionOf(code);
    expect(await host.send({ type: 'dance', rid: 'x1' }, 'x1')).toMatchObject({
      ok: false,
      error: { code: 'unknown_type' },
    });
    expect(await host.send({ type: 'vote', rid: 'x2', slots: 'three' }, 'x2')).toMatchObject({
      ok: false,
      error: { code: 'bad_request' },
    });
    expect(
      await host.send({ type: 'vote', rid: 'x3', slots: [1], extra: true }, 'x3'),
    ).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    const huge = { type: 'chat', rid: 'x4', text: 'a'.repeat(20_000) };
    expect(await host.send(huge, 'x4')).toMatchObject({ ok: false, error: { code: 'too_large' } });
    // A message whose rid cannot be read gets an error push; the connection stays open.
    host.socket.emit(MESSAGE_EVENT, 'not json {');
    await host.until(() => host.received.some((m) => (m as { type?: string }).type === 'error'));
    expect(await versionOf(code)).toBe(before);
    expect((await host.request({ type: 'chat', text: 'still here' })).ok).toBe(true);
  });

  it('moves in the wrong phase, for another seat, or with a stale version', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 2 });
    const view = host.gameView?.view;
    if (!view || view.phase.kind !== 'clue') throw new Error('expected the clue phase');
    const teller = [host, ...guests].find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
    const other = [host, ...guests].find((c) => c !== teller);
    if (!teller || !other) throw new Error('no storyteller');
    const before = await versionOf(code);
    expect(await other.request({ type: 'vote', slots: [1] })).toMatchObject({
      ok: false,
      error: { code: 'wrong_phase' },
    });
    const card = other.gameView?.view.hand?.[0] ?? '';
    expect(
      await other.request({ type: 'clue', clue: { kind: 'text', text: 'hi' }, card }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_storyteller' },
    });
    expect(await host.request({ type: 'lock', version: before - 1 })).toMatchObject({
      ok: false,
      error: { code: 'stale_version' },
    });
    expect(await versionOf(code)).toBe(before);
  });

  it('a double submit sent twice in the same millisecond is applied once', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 3 });
    const clients = [host, ...guests];
    const teller = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
    if (!teller?.gameView?.view.hand) throw new Error('no storyteller');
    const card = teller.gameView.view.hand[0] ?? '';
    expect(
      (await teller.request({ type: 'clue', clue: { kind: 'text', text: 'echo' }, card })).ok,
    ).toBe(true);
    const submitter = clients.find((c) => c !== teller);
    await submitter?.until(() => submitter.gameView?.view.phase.kind === 'submit');
    const hand = submitter?.gameView?.view.hand ?? [];
    const before = await versionOf(code);
    const message = { type: 'submit', rid: 'double', cards: [hand[0]] };
    // The same request twice (a double click) and a second, different submission at once.
    const [a, b, c] = await Promise.all([
      submitter?.send(message, 'double'),
      submitter?.send(message, 'double'),
      submitter?.send({ type: 'submit', rid: 'double-2', cards: [hand[1]] }, 'double-2'),
    ]);
    expect(a?.ok).toBe(true);
    expect(b?.ok).toBe(true);
    expect(c).toMatchObject({ ok: false, error: { code: 'already_acted' } });
    expect(await versionOf(code)).toBe(before + 1);
  });
});

describe('host powers and seat tokens', () => {
  it('host powers are refused for others; a kicked token cannot act', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 3, start: false });
    const [ben, cid] = guests;
    if (!ben || !cid) throw new Error('guests');
    for (const request of [
      { type: 'start' },
      { type: 'lock' },
      { type: 'addBot' },
      { type: 'kick', seat: 0 },
    ] as const) {
      expect(await ben.request(request)).toMatchObject({ ok: false, error: { code: 'not_host' } });
    }
    expect((await host.request({ type: 'kick', seat: 2 })).ok).toBe(true);
    await cid.until(() => cid.received.some((m) => (m as { type?: string }).type === 'removed'));
    expect(await cid.request({ type: 'chat', text: 'hello?' })).toMatchObject({
      ok: false,
      error: { code: 'not_in_room' },
    });
    const seats = (await server.store.loadRoom(code))?.doc.lobby.seats.map((s) => s.name);
    expect(seats).toEqual(['Host', 'Guest 1', 'Guest 3']);
  });

  it('a reconnecting player gets their seat back with the token, mid-vote', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2, bots: 1 });
    const clients = [host, ...guests];
    // Play until a vote is under way, then drop one player's socket.
    await playUntilPhase(clients, 'vote');
    const leaver = guests[0];
    leaver?.close();
    const back = await ScriptedClient.connect(server.url);
    const resumed = await back.request({ type: 'resume', room: code, token: tokens[1] ?? '' });
    expect(resumed).toMatchObject({ ok: true, result: { seat: 1 } });
    await back.until(() => back.gameView?.view.phase.kind === 'vote');
    expect(back.gameView?.view.hand?.length).toBeGreaterThan(0);
    await playUntilEnd([host, back, ...guests.slice(1)], 'reconnect');
    for (const c of [host, back, ...guests]) c.close();
  }, 60_000);

  it('spectators join without a seat and see no hand', async () => {
    const { code, host } = await openTable(server.url, { guests: 2 });
    const watcher = await ScriptedClient.connect(server.url);
    expect(await watcher.request({ type: 'joinRoom', room: code })).toMatchObject({
      ok: true,
      result: { seat: null },
    });
    await watcher.until(() => watcher.gameView !== null);
    expect(watcher.gameView?.view.hand).toBeUndefined();
    expect(watcher.gameView?.view.legal).toEqual([]);
    await host.until(() => host.roomState?.room.spectators === 1);
    expect(await watcher.request({ type: 'vote', slots: [1] })).toMatchObject({
      ok: false,
      error: { code: 'not_seated' },
    });
    const late = await ScriptedClient.connect(server.url);
    expect(
      await late.request({ type: 'joinRoom', room: code, profile: profile('Late') }),
    ).toMatchObject({ ok: true, result: { seat: null } });
  });
});

async function playUntilPhase(clients: ScriptedClient[], kind: string): Promise<void> {
  const { randomMove, seededRandom } = await import('@fabula/rules');
  const { asRequest } = await import('../src/dev/scripted-client.ts');
  const random = seededRandom(kind);
  for (let i = 0; i < 200; i++) {
    if (clients.some((c) => c.gameView?.view.phase.kind === kind)) return;
    const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
    if (!mover?.gameView) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const { view, version } = mover.gameView;
    const move = randomMove(view.legal, 'seat' in view.viewer ? view.viewer.seat : 0, 0, random);
    if (move) await mover.request(asRequest(move));
    await mover.until(() => (mover.gameView?.version ?? 0) > version, 3000).catch(() => undefined);
  }
  throw new Error(`never reached ${kind}`);
}
