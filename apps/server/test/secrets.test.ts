import type { GameViewPush, RoomCode } from '@fabula/protocol';
import { apply, createGame, type GameState } from '@fabula/rules';
import { findLeaks } from '@fabula/rules/testing';
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

/** The game state after each room version, rebuilt from the stored log. */
async function statesByVersion(code: RoomCode): Promise<(version: number) => GameState> {
  const log = await server.store.readLog(code);
  const states: { version: number; state: GameState }[] = [];
  let state: GameState | null = null;
  for (const entry of log) {
    if (entry.action.kind === 'start') {
      const created = createGame(entry.action.config);
      if (!created.ok) throw new Error(created.error.code);
      state = created.value.state;
    } else if (entry.action.kind === 'command' && state) {
      const applied = apply(state, entry.action.command);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
    }
    if (state) states.push({ version: entry.version, state });
  }
  return (version) => {
    const found = states.filter((s) => s.version <= version).at(-1);
    if (!found) throw new Error(`no game state at version ${version}`);
    return found.state;
  };
}

describe('no message ever carries a secret (spec VW-HIDDEN over the wire)', () => {
  it.each(['dixit', 'party', 'teams-odyssey'] as const)(
    '%s: every seat and a spectator record whole games',
    async (preset) => {
      const bots = preset === 'dixit' ? 1 : 3;
      const { code, host, guests } = await openTable(server.url, { guests: 2, bots, preset });
      const watcher = await ScriptedClient.connect(server.url);
      await watcher.request({ type: 'joinRoom', room: code });
      const players = [host, ...guests];
      await playUntilEnd(players, `secrets-${preset}`);
      await Promise.all(
        [...players, watcher].map((c) => c.until(() => c.gameView?.view.phase.kind === 'ended')),
      );
      const stateAt = await statesByVersion(code);
      let checked = 0;
      for (const client of [...players, watcher]) {
        for (const message of client.received) {
          const push = message as Partial<GameViewPush>;
          if (push.type !== 'gameView' || !push.view || push.version === undefined) continue;
          const viewer = push.view.viewer;
          const seat = 'seat' in viewer ? viewer.seat : null;
          expect(findLeaks(stateAt(push.version), push.view, seat)).toEqual([]);
          checked++;
        }
        // Nothing but game views carries game data; no message holds a seat token hash.
        for (const message of client.received)
          expect(JSON.stringify(message)).not.toContain('tokenHash');
      }
      expect(checked).toBeGreaterThan(50);
      for (const c of [...players, watcher]) c.close();
    },
    60_000,
  );
});
