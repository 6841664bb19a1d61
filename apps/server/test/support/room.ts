import type { Profile, RoomCode } from '@fabula/protocol';
import { ScriptedClient } from '../../src/dev/scripted-client.ts';

export const profile = (name: string): Profile => ({ name, colour: 'teal', avatar: 'fox' });

/** A room with a host and `guests` more people seated, `bots` bots, a preset chosen, started. */
export async function openTable(
  url: string,
  options: {
    guests: number;
    bots?: number;
    preset?: string;
    start?: boolean;
    timers?: Record<string, number | null>;
  },
): Promise<{ code: RoomCode; host: ScriptedClient; guests: ScriptedClient[]; tokens: string[] }> {
  const host = await ScriptedClient.connect(url);
  const created = await host.request({ type: 'createRoom', profile: profile('Host') });
  if (!created.ok) throw new Error(created.error.code);
  const code = created.result.room;
  const tokens = [String(created.result.token)];
  const guests: ScriptedClient[] = [];
  for (let i = 0; i < options.guests; i++) {
    const guest = await ScriptedClient.connect(url);
    const joined = await guest.request({
      type: 'joinRoom',
      room: code,
      profile: profile(`Guest ${i + 1}`),
    });
    if (!joined.ok) throw new Error(joined.error.code);
    tokens.push(String(joined.result.token));
    guests.push(guest);
  }
  for (let i = 0; i < (options.bots ?? 0); i++) await host.request({ type: 'addBot' });
  const chosen = await host.request({
    type: 'setPreset',
    preset: (options.preset ?? 'dixit') as never,
  });
  if (!chosen.ok) throw new Error(chosen.error.code);
  if (options.timers) await host.request({ type: 'setTimers', timers: options.timers });
  if (options.start !== false) {
    const started = await host.request({ type: 'start' });
    if (!started.ok) throw new Error(started.error.message);
    await Promise.all([host, ...guests].map((c) => c.until(() => c.gameView !== null)));
  }
  return { code, host, guests, tokens };
}
