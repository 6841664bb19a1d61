import { vocabulary } from '@fabula/bots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { playUntilEnd } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('bots on the server', () => {
  it('a whole game of 5 bots finishes through the real server', async () => {
    const { code, host } = await openTable(server.url, { guests: 0, start: false });
    for (const personality of ['poetic', 'literal', 'punny', 'poetic', 'literal'] as const) {
      expect((await host.request({ type: 'addBot', level: 'normal', personality })).ok).toBe(true);
    }
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    // The host leaves: their seat sits out and the five bots play on to the end.
    expect((await host.request({ type: 'leaveRoom' })).ok).toBe(true);
    const watcher = await ScriptedClient.connect(server.url);
    await watcher.request({ type: 'joinRoom', room: code });
    await watcher.until(() => watcher.gameView?.view.phase.kind === 'ended', 60_000);
    const history = watcher.gameView?.view.history ?? [];
    expect(history.length).toBeGreaterThan(3);
    // Bots give real clues, not placeholders.
    expect(history.every((r) => r.clue.kind === 'text' && !r.clue.text.startsWith('clue '))).toBe(
      true,
    );
    watcher.close();
  }, 90_000);

  it("bots give their clues in the room's language, and the lobby shows their style", async () => {
    const { code, host } = await openTable(server.url, { guests: 0, start: false });
    expect((await host.request({ type: 'setLanguage', language: 'ja' })).ok).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect((await host.request({ type: 'addBot', level: 'hard', personality: 'punny' })).ok).toBe(
        true,
      );
    }
    await host.until(() => host.roomState?.room.seats.length === 4);
    expect(host.roomState?.room.seats[1]).toMatchObject({
      bot: true,
      botLevel: 'hard',
      botPersonality: 'punny',
    });
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    expect((await host.request({ type: 'leaveRoom' })).ok).toBe(true);
    const watcher = await ScriptedClient.connect(server.url);
    await watcher.request({ type: 'joinRoom', room: code });
    await watcher.until(() => (watcher.gameView?.view.history.length ?? 0) >= 3, 60_000);
    const clues = (watcher.gameView?.view.history ?? []).map((r) =>
      r.clue.kind === 'text' ? r.clue.text : '',
    );
    // In Japanese script, or a title Japan writes in Latin letters ("AKIRA"): the Japanese text of
    // a vocabulary entry either way.
    const japanese = new Set(vocabulary().map((e) => e.text.ja));
    for (const clue of clues)
      expect(japanese.has(clue) || /[\u3040-\u30ff\u4e00-\u9fff]/u.test(clue), clue).toBe(true);
    watcher.close();
  }, 90_000);

  it('a bot stands in for a player gone longer than the delay, and hands the seat back', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2, start: false });
    expect((await host.request({ type: 'setStandIn', afterMs: 5000 })).ok).toBe(true);
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    await host.until(() => host.gameView !== null);
    guests[0]?.close();
    await host.until(() => host.roomState?.room.seats[1]?.standIn === true, 15_000);
    expect(host.roomState?.room.seats[1]).toMatchObject({
      name: 'Guest 1',
      bot: true,
      connected: false,
    });
    const back = await ScriptedClient.connect(server.url);
    expect((await back.request({ type: 'resume', room: code, token: tokens[1] ?? '' })).ok).toBe(
      true,
    );
    await host.until(() => host.roomState?.room.seats[1]?.standIn === false);
    expect(host.roomState?.room.seats[1]).toMatchObject({ bot: false, connected: true });
    await playUntilEnd([host, back, ...guests.slice(1)], 'stand-in');
    for (const c of [host, back, ...guests]) c.close();
  }, 90_000);
});

describe('rate limits', () => {
  it('a connection over its rate gets rate_limited replies and stays connected', async () => {
    const limited = await startTestServer({ connectionPerSecond: 5 });
    try {
      const client = await ScriptedClient.connect(limited.url);
      await client.request({
        type: 'createRoom',
        profile: { name: 'Fast', colour: 'red', avatar: 'fox' },
      });
      // Not chat: the room paces chat on its own (CHAT_LIMIT), and this is about the connection.
      const replies = await Promise.all(
        Array.from({ length: 30 }, () =>
          client.request({ type: 'setProfile', profile: { avatar: 'owl' } }),
        ),
      );
      const refused = replies.filter((r) => !r.ok && r.error.code === 'rate_limited').length;
      expect(refused).toBeGreaterThan(15);
      expect(client.socket.connected).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await client.request({ type: 'setProfile', profile: { avatar: 'cat' } })).ok).toBe(
        true,
      );
      client.close();
    } finally {
      await limited.stop();
    }
  });
});
