/**
 * `npm run bench:server`: the game server measured on loopback, in a real server process.
 * 1. Command latency in a 6-seat game played by 6 socket clients (random legal moves): from
 *    sending a move to its reply (stored, views sent), and to the last of the 6 seats holding
 *    the new view. Prints p50/p95/p99 over every move of several games.
 * 2. Memory per idle room: the server's RSS before and after creating R rooms (lobby, host
 *    connected, then again with every host gone), divided by R.
 * Options: --games N (default 3), --rooms R (default 300), --sync full|normal (default full).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomMove, seededRandom } from '@fabula/rules';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';
import { freePort, kill9, startServerProcess } from '../test/support/process.ts';
import { openTable } from '../test/support/room.ts';
import { readMetricsPage } from './load/metrics-page.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '3' },
    rooms: { type: 'string', default: '300' },
    sync: { type: 'string', default: 'full' },
  },
});

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** The server's resident and heap-used memory, from its own metrics. */
async function memory(url: string): Promise<{ rss: number; heap: number }> {
  const text = await readMetricsPage(url);
  const metric = (name: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(name))
        ?.split(' ')[1] ?? 0,
    );
  return {
    rss: metric('fabula_process_resident_memory_bytes'),
    heap: metric('fabula_nodejs_heap_size_used_bytes'),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'fabula-bench-'));
const server = await startServerProcess(await freePort(), dataDir, { SQLITE_SYNC: values.sync });
try {
  const toReply: number[] = [];
  const toAllViews: number[] = [];
  for (let game = 0; game < Number(values.games); game++) {
    const { host, guests } = await openTable(server.url, { guests: 5 });
    const clients = [host, ...guests];
    const random = seededRandom(`bench-${game}`);
    for (let step = 0; step < 2000; step++) {
      if (clients.some((c) => c.gameView?.view.phase.kind === 'ended')) break;
      const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
      if (!mover?.gameView) {
        await Promise.race(
          clients.map((c) => c.until(() => (c.gameView?.view.legal.length ?? 0) > 0, 2000)),
        );
        continue;
      }
      const { view } = mover.gameView;
      const move = randomMove(view.legal, 'seat' in view.viewer ? view.viewer.seat : 0, 0, random);
      if (!move) continue;
      const started = performance.now();
      const reply = await mover.request(asRequest(move));
      toReply.push(performance.now() - started);
      if (!reply.ok) continue;
      const version = reply.result.version;
      await Promise.all(clients.map((c) => c.until(() => (c.gameView?.version ?? 0) >= version)));
      toAllViews.push(performance.now() - started);
    }
    for (const c of clients) c.close();
  }
  process.stdout.write(
    `server on loopback, SQLITE_SYNC=${values.sync}, ${toReply.length} moves in ${values.games} six-seat games\n`,
  );
  process.stdout.write(
    `  move → reply:            p50 ${ms(percentile(toReply, 50))}  p95 ${ms(percentile(toReply, 95))}  p99 ${ms(percentile(toReply, 99))}\n`,
  );
  process.stdout.write(
    `  move → all 6 seats' view: p50 ${ms(percentile(toAllViews, 50))}  p95 ${ms(percentile(toAllViews, 95))}  p99 ${ms(percentile(toAllViews, 99))}\n`,
  );

  const rooms = Number(values.rooms);
  const before = await memory(server.url);
  const hosts: ScriptedClient[] = [];
  for (let i = 0; i < rooms; i++) {
    const host = await ScriptedClient.connect(server.url);
    await host.request({
      type: 'createRoom',
      profile: { name: `Host ${i}`, colour: 'teal', avatar: 'fox' },
    });
    hosts.push(host);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const connected = await memory(server.url);
  for (const host of hosts) host.close();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await memory(server.url);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const per = (after: number, base: number) => kb((after - base) / rooms);
  process.stdout.write(
    `memory per room, ${rooms} rooms (server before: RSS ${kb(before.rss)}, heap ${kb(before.heap)}):\n`,
  );
  process.stdout.write(
    `  host connected:        RSS +${per(connected.rss, before.rss)}  heap +${per(connected.heap, before.heap)} per room\n`,
  );
  process.stdout.write(
    `  idle, nobody connected: RSS +${per(idle.rss, before.rss)}  heap +${per(idle.heap, before.heap)} per room\n`,
  );
} finally {
  await kill9(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
