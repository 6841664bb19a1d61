import { MESSAGE_EVENT, type GameViewPush } from '@fabula/protocol';
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

/** The game view pushes a client received, as they came over the wire (before any joining). */
const viewsReceived = (client: ScriptedClient): GameViewPush[] =>
  client.received.filter((m): m is GameViewPush => (m as { type?: unknown }).type === 'gameView');

const viewsAt = (client: ScriptedClient, version: number) =>
  viewsReceived(client).filter((p) => p.version === version);

describe('game views carry only the rounds a client does not hold', () => {
  it('cuts the history after the first push, rebuilds it whole, and resync sends it all', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2 });
    const clients = [host, ...guests];
    const watcher = await ScriptedClient.connect(server.url);
    expect((await watcher.request({ type: 'joinRoom', room: code })).ok).toBe(true);
    await watcher.until(() => watcher.gameView !== null);
    const random = seededRandom('history-delta');
    let withinRound = 0;
    let roundEnds = 0;
    for (let moves = 0; moves < 200 && roundEnds < 2; moves++) {
      const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
      if (!mover?.gameView) throw new Error('nobody can move');
      const { view, version } = mover.gameView;
      const rounds = view.history.length;
      const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
      const move = randomMove(view.legal, seat, 0, random);
      if (!move) throw new Error('no move');
      const reply = await mover.request(asRequest(move));
      if (!reply.ok) throw new Error(reply.error.code);
      const next = reply.result.version;
      expect(next).toBe(version + 1);
      const everyone = [...clients, watcher];
      await Promise.all(everyone.map((c) => c.until(() => (c.gameView?.version ?? 0) >= next)));
      const full = (await server.store.loadRoom(code))?.doc.game?.state.history ?? [];
      for (const c of everyone) {
        const pushes = viewsAt(c, next);
        expect(pushes).toHaveLength(1);
        const push = pushes[0];
        // Each push carries only the rounds after those of the version before…
        expect(push?.historyFrom).toBe(rounds);
        expect(push?.view.history).toEqual(full.slice(rounds));
        // …and each client holds them all.
        expect(c.gameView?.historyFrom).toBeUndefined();
        expect(c.gameView?.view.history).toEqual(full);
      }
      if (full.length === rounds) {
        withinRound++;
        for (const c of everyone) expect(viewsAt(c, next)[0]?.view.history).toEqual([]);
      } else {
        roundEnds++;
        expect(full).toHaveLength(rounds + 1);
        for (const c of everyone) expect(viewsAt(c, next)[0]?.view.history).toEqual([full.at(-1)]);
      }
    }
    expect(roundEnds).toBe(2);
    expect(withinRound).toBeGreaterThan(4);

    // A resync: the whole view and the room state to that connection only, the room unchanged.
    const before = await server.store.loadRoom(code);
    if (!before?.doc.game) throw new Error('no game');
    const othersBefore = [...guests, watcher].map((c) => c.received.length);
    const hostViews = viewsReceived(host).length;
    const resynced = await host.request({ type: 'resync' });
    expect(resynced).toMatchObject({ ok: true, result: { version: before.version } });
    const sent = viewsReceived(host).slice(hostViews);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.historyFrom).toBeUndefined();
    expect(sent[0]?.version).toBe(before.version);
    expect(sent[0]?.view.history).toEqual(before.doc.game.state.history);
    expect(sent[0]?.view.history).toEqual(guests[0]?.gameView?.view.history);
    expect(host.roomState).toMatchObject({ version: before.version, you: 0 });
    expect((await server.store.loadRoom(code))?.version).toBe(before.version);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...guests, watcher].map((c) => c.received.length)).toEqual(othersBefore);
    // A spectator's resync shows a spectator's view.
    expect((await watcher.request({ type: 'resync' })).ok).toBe(true);
    expect(watcher.gameView?.view.viewer).toEqual({ spectator: true });
    expect(watcher.roomState?.you).toBeNull();

    // Whoever resumes or starts watching gets the whole history, from its first push on.
    const resumed = await ScriptedClient.connect(server.url);
    expect((await resumed.request({ type: 'resume', room: code, token: tokens[1] ?? '' })).ok).toBe(
      true,
    );
    const late = await ScriptedClient.connect(server.url);
    expect((await late.request({ type: 'joinRoom', room: code })).ok).toBe(true);
    for (const c of [resumed, late]) {
      await c.until(() => c.gameView !== null);
      const first = viewsReceived(c)[0];
      expect(first?.historyFrom).toBeUndefined();
      expect(first?.view.history).toEqual(before.doc.game.state.history);
    }
    for (const c of [...clients, watcher, resumed, late]) c.close();
  }, 60_000);

  it('a client that missed the version before asks for resync and ends up whole', async () => {
    const { code, host, guests } = await openTable(server.url, { guests: 2 });
    const clients = [host, ...guests];
    const random = seededRandom('gap');
    // Play past the first round, so there is history to lose.
    while (((await server.store.loadRoom(code))?.doc.game?.state.history.length ?? 0) < 1) {
      const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
      if (!mover?.gameView) throw new Error('nobody can move');
      const { view, version } = mover.gameView;
      const move = randomMove(view.legal, 'seat' in view.viewer ? view.viewer.seat : 0, 0, random);
      if (!move) throw new Error('no move');
      expect((await mover.request(asRequest(move))).ok).toBe(true);
      await Promise.all(clients.map((c) => c.until(() => (c.gameView?.version ?? 0) > version)));
    }
    const whole = host.gameView;
    if (!whole) throw new Error('no view');
    const rounds = whole.view.history.length;
    expect(rounds).toBeGreaterThan(0);
    // The push of the current version arrives once more, cut after more rounds than the client
    // holds (as after a missed version): it cannot be joined, so the client resyncs.
    const held = () => host.client.state;
    const replies = () =>
      host.received.filter((m) => (m as { type?: unknown }).type === 'reply').length;
    const repliesBefore = replies();
    const cut = { ...whole, historyFrom: rounds + 1, view: { ...whole.view, history: [] } };
    for (const listener of host.socket.listeners(MESSAGE_EVENT))
      (listener as (m: unknown) => void)(cut);
    expect(held().historyComplete).toBe(false);
    await host.until(() => held().historyComplete);
    expect(held().gameView?.view.history).toEqual(whole.view.history);
    expect(held().gameView?.version).toBe(whole.version);
    expect(replies()).toBe(repliesBefore + 1);
    for (const c of clients) c.close();
  });

  it('sends the whole history again for a new game, and refuses resync outside a room', async () => {
    const { host, guests } = await openTable(server.url, { guests: 2 });
    const clients = [host, ...guests];
    const ended = await host.request({ type: 'endGame' });
    if (!ended.ok) throw new Error(ended.error.code);
    const endVersion = ended.result.version;
    await host.until(() => host.gameView?.view.phase.kind === 'ended');
    // Ending the game is a change of the same game: cut.
    expect(viewsAt(host, endVersion)[0]?.historyFrom).toBe(0);
    expect((await host.request({ type: 'rematch' })).ok).toBe(true);
    const started = await host.request({ type: 'start' });
    if (!started.ok) throw new Error(started.error.code);
    const startVersion = started.result.version;
    await Promise.all(
      clients.map((c) => c.until(() => (c.gameView?.version ?? 0) >= startVersion)),
    );
    for (const c of clients) {
      const first = viewsAt(c, startVersion)[0];
      expect(first).toBeDefined();
      expect(first?.historyFrom).toBeUndefined();
    }
    const stranger = await ScriptedClient.connect(server.url);
    expect(await stranger.request({ type: 'resync' })).toMatchObject({
      ok: false,
      error: { code: 'not_in_room' },
    });
    for (const c of [...clients, stranger]) c.close();
  });
});
