import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RoomCode } from '@fabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedClient } from '../src/dev/scripted-client.ts';
import { typicalDrawing } from './support/drawings.ts';
import { playUntil } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** The files a room holds under DATA_DIR/clues. */
function stored(code: string): string[] {
  try {
    return readdirSync(join(server.dataDir, 'clues', code));
  } catch {
    return [];
  }
}

/** The clue phase's round as `client` sees it (its number and storyteller). */
function clueRound(client: ScriptedClient) {
  const phase = client.gameView?.view.phase;
  if (phase?.kind !== 'clue')
    throw new Error(`expected the clue phase, not ${String(phase?.kind)}`);
  return phase.round;
}

describe('the host hides a clue (issue 31)', () => {
  let code: RoomCode;
  let host: ScriptedClient;
  let clients: ScriptedClient[];
  let tokens: string[];

  beforeAll(async () => {
    const table = await openTable(server.url, { guests: 3 });
    ({ code, host, tokens } = table);
    clients = [table.host, ...table.guests];
  });

  /** The storyteller draws the clue: uploaded, then given with their first card. */
  async function drawClue(): Promise<string> {
    const { storyteller } = clueRound(host);
    const teller = clients[storyteller];
    if (!teller) throw new Error('no storyteller');
    const response = await fetch(`${server.url}/api/rooms/${code}/drawings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-seat-token': tokens[storyteller] ?? '' },
      body: JSON.stringify(typicalDrawing()),
    });
    const { ref } = (await response.json()) as { ref: string };
    const card = teller.gameView?.view.hand?.[0] ?? '';
    const given = await teller.request({ type: 'clue', clue: { kind: 'drawing', ref }, card });
    expect(given.ok).toBe(true);
    await Promise.all(clients.map((c) => c.until(() => c.gameView?.view.phase.kind === 'submit')));
    return ref;
  }

  /** Everyone's picture request for the clue's file: 200 while stored, 404 once deleted. */
  async function served(ref: string): Promise<number> {
    return (await fetch(`${server.url}/api/rooms/${code}/clues/${ref}`)).status;
  }

  it('refuses anyone but the host, a round without a clue, and a room without a game', async () => {
    const round = clueRound(host).number;
    // The clue is not given yet: nothing to hide.
    expect(await host.request({ type: 'hideClue', round })).toMatchObject({
      ok: false,
      error: { code: 'no_such_clue' },
    });
    const ref = await drawClue();
    const guest = clients[1];
    if (!guest) throw new Error('no guest');
    expect(await guest.request({ type: 'hideClue', round })).toMatchObject({
      ok: false,
      error: { code: 'not_host' },
    });
    expect(await host.request({ type: 'hideClue', round: round + 5 })).toMatchObject({
      ok: false,
      error: { code: 'no_such_clue' },
    });
    // Nothing refused touched the clue or its file.
    expect(await served(ref)).toBe(200);
    expect(stored(code).length).toBeGreaterThan(0);

    const lobby = await openTable(server.url, { guests: 0, start: false });
    expect(await lobby.host.request({ type: 'hideClue', round: 1 })).toMatchObject({
      ok: false,
      error: { code: 'no_game' },
    });
    lobby.host.close();
  });

  it('calls off a round still being played, and deletes its drawing', async () => {
    const phase = host.gameView?.view.phase;
    if (phase?.kind !== 'submit') throw new Error('expected the submit phase');
    const { number: round, storyteller } = phase.round;
    const ref = phase.clue.kind === 'drawing' ? phase.clue.ref : '';
    expect(await host.request({ type: 'hideClue', round })).toMatchObject({ ok: true });
    // The turn passes on: everyone is at the next storyteller's clue.
    for (const c of clients) {
      await c.until(() => {
        const now = c.gameView?.view.phase;
        return now?.kind === 'clue' && now.round.storyteller !== storyteller;
      });
    }
    expect(await served(ref)).toBe(404);
    expect(stored(code)).toEqual([]);
  });

  it('hides a scored round’s clue on every screen, keeps its points, and deletes its drawing', async () => {
    const round = clueRound(host).number;
    const ref = await drawClue();
    // Everyone submits and votes (random legal moves) until the reveal.
    const revealed = (c: ScriptedClient) => c.gameView?.view.phase.kind === 'reveal';
    await playUntil(clients, revealed, 'hide-clue', 40);
    await Promise.all(clients.map((c) => c.until(() => revealed(c))));
    const scores = host.gameView?.view.seats.map((s) => s.score);

    expect(await host.request({ type: 'hideClue', round })).toMatchObject({ ok: true });
    for (const c of clients) {
      await c.until(() => {
        const past = c.gameView?.view.history.find((r) => r.round === round);
        return past?.clue.kind === 'hidden';
      });
      const view = c.gameView?.view;
      expect(view?.history.find((r) => r.round === round)?.clue).toEqual({
        kind: 'hidden',
        was: 'drawing',
      });
      const phase = view?.phase;
      expect(phase?.kind === 'reveal' && phase.result.clue).toEqual({
        kind: 'hidden',
        was: 'drawing',
      });
      // Nothing of the drawing reaches anyone any more.
      expect(JSON.stringify(c.gameView)).not.toContain(ref);
    }
    expect(host.gameView?.view.seats.map((s) => s.score)).toEqual(scores);
    expect(await served(ref)).toBe(404);
    expect(stored(code)).toEqual([]);
    // Hidden once is enough.
    expect(await host.request({ type: 'hideClue', round })).toMatchObject({
      ok: false,
      error: { code: 'no_such_clue' },
    });
  }, 30_000);
});
