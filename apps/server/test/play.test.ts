import { replay, type Command, type GameConfig } from '@fabula/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import type { RoomCode } from '@fabula/protocol';
import { playUntilEnd } from './support/players.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const profile = (name: string) => ({ name, colour: 'teal', avatar: 'fox' }) as const;

async function finalScoresFromLog(code: RoomCode): Promise<number[]> {
  const log = await server.store.readLog(code);
  let config: GameConfig | null = null;
  const commands: Command[] = [];
  for (const entry of log) {
    if (entry.action.kind === 'start') config = entry.action.config;
    if (entry.action.kind === 'command') commands.push(entry.action.command);
  }
  if (!config) throw new Error('no game in the log');
  const replayed = replay(config, commands);
  if (!replayed.ok)
    throw new Error(`replay failed: ${replayed.error.code} at ${replayed.error.index}`);
  return [...replayed.value.scores];
}

describe('full games over sockets', () => {
  it.each([
    ['dixit', 2, 2],
    ['dixit', 3, 0],
    ['dixit-original', 2, 3],
    ['odyssey', 3, 5],
    ['party', 2, 4],
    ['party-odyssey', 2, 5],
    ['teams', 2, 6],
    ['teams-odyssey', 2, 4],
  ] as const)(
    '%s with %i people and %i bots ends with the scores of the replayed log',
    async (preset, people, bots) => {
      const host = await ScriptedClient.connect(server.url);
      const created = await host.request({ type: 'createRoom', profile: profile('Host') });
      if (!created.ok) throw new Error(created.error.code);
      const code = created.result.room;
      const clients = [host];
      for (let i = 1; i < people; i++) {
        const guest = await ScriptedClient.connect(server.url);
        const joined = await guest.request({
          type: 'joinRoom',
          room: code,
          profile: profile(`Guest ${i}`),
        });
        expect(joined.ok).toBe(true);
        clients.push(guest);
      }
      for (let i = 0; i < bots; i++) expect((await host.request({ type: 'addBot' })).ok).toBe(true);
      const chosen = await host.request({ type: 'setPreset', preset });
      expect(chosen).toMatchObject({ ok: true });
      const started = await host.request({ type: 'start' });
      expect(started).toMatchObject({ ok: true });
      await playUntilEnd(clients, `${preset}-${people}-${bots}`);
      await host.until(() => host.gameView?.view.phase.kind === 'ended');
      const shown = host.gameView?.view.seats.map((s) => s.score);
      expect(await finalScoresFromLog(code)).toEqual(shown);
      for (const client of clients) client.close();
    },
    60_000,
  );
});
