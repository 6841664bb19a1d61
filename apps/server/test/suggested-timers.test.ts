import { suggestedTimers } from '@fabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.stop();
});

describe('a new room (issue 30)', () => {
  it('starts with the suggested phase timers, which the host can turn off', async () => {
    const { host } = await openTable(server.url, { guests: 0, start: false });
    await host.until(() => host.roomState !== null);
    expect(host.roomState?.room.settings.timers).toEqual(suggestedTimers);
    const off = { race: null, clue: null, submit: null, vote: null, reveal: null };
    expect((await host.request({ type: 'setTimers', timers: off })).ok).toBe(true);
    await host.until(() => host.roomState?.room.settings.timers.reveal === null);
    expect(host.roomState?.room.settings.timers).toEqual(off);
    host.close();
  });
});
