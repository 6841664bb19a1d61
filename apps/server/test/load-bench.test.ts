/**
 * `npm run bench:load` kept working: a tiny run (2 rooms, 2 s, random moves) against a real
 * durable server process must play, measure latencies and read the server's CPU and memory.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CpuQuota } from '../bench/load/cpu-quota.ts';
import { parseLoadOptions } from '../bench/load/options.ts';
import { serverCpusOf } from '../bench/load/servers.ts';
import { joinTotals, tableUrls } from '../bench/load/clients.ts';
import { describeRun } from '../bench/load/report.ts';
import { measure } from '../bench/load/run.ts';

describe('bench:load', () => {
  it('plays real games and measures them', async () => {
    const options = parseLoadOptions([
      ...['--rooms', '2', '--players', '4', '--pace', '50', '--duration', '2'],
      ...['--moves', 'random', '--server-cpus', '0-1', '--client-threads', '1'],
    ]);
    const result = await measure(options, options.rooms, () => undefined);
    expect(result.seated).toBe(8);
    expect(result.commandsPerSecond).toBeGreaterThan(5);
    expect(result.latencyMs.count).toBeGreaterThan(10);
    expect(result.latencyMs.p50).toBeGreaterThan(0);
    expect(result.latencyMs.p99).toBeGreaterThanOrEqual(result.latencyMs.p50);
    // Less the client's collector pauses: the same moves, none of them longer than before.
    expect(result.latencyNetOfClientGcMs.count).toBe(result.latencyMs.count);
    expect(result.latencyNetOfClientGcMs.max).toBeLessThanOrEqual(result.latencyMs.max);
    expect(result.latencyNetOfClientGcMs.p50).toBeGreaterThan(0);
    expect(result.clientGc.ms).toBeGreaterThanOrEqual(0);
    expect(result.refused).toEqual({});
    expect(result.serverRssMb).toBeGreaterThan(10);
    // The machine's speed, probed before and after on the server's CPUs.
    expect(result.machineSpeed?.before.computeMs).toBeGreaterThan(0);
    expect(result.machineSpeed?.after.loopbackMs).toBeGreaterThan(0);
    expect(result.serverCpuStealPercent).toBeGreaterThanOrEqual(0);
    // The whole machine ran at least the servers and this client, and at most all its CPUs.
    expect(result.machineBusyPercent).toBeGreaterThan(0);
    expect(result.machineBusyPercent).toBeLessThanOrEqual(100);
    expect(describeRun(result)).toMatch(/the whole machine busy \d+\.\d %/);
    expect(describeRun(result)).toMatch(/speed probe {7}before: JSON \d+\.\d ms, loopback/);
  }, 60_000);

  it('spreads the clients over threads, each playing its rooms, and joins what they saw', async () => {
    const options = parseLoadOptions([
      ...['--rooms', '3', '--players', '3', '--pace', '50', '--duration', '2', '--warmup', '1'],
      ...['--moves', 'random', '--server-cpus', '0-1', '--client-threads', '2'],
    ]);
    const result = await measure(options, options.rooms, () => undefined);
    expect(result).toMatchObject({ clientThreads: 2, seated: 9, refused: {} });
    expect(result.latencyMs.count).toBeGreaterThan(10);
    expect(result.latencyNetOfClientGcMs.count).toBe(result.latencyMs.count);
    expect(result.replyMs.count).toBeGreaterThan(10);
    expect(result.commandsPerSecond).toBeGreaterThan(5);
    expect(result.clientLagP99Ms).toBeGreaterThan(0);
  }, 60_000);

  it("joins the threads' totals: counts added, lists joined, the worst delay kept", () => {
    const seen = (commands: number, refused: Record<string, number>, lag: number) => ({
      commands,
      refused,
      latencies: [commands],
      netLatencies: [commands - 1],
      replies: [commands / 2],
      games: [100],
      gc: { pauses: 2, ms: 5 },
      lagP99Ms: lag,
    });
    expect(joinTotals([seen(4, { stale: 1 }, 12), seen(6, { stale: 2, busy: 1 }, 30)])).toEqual({
      commands: 10,
      refused: { stale: 3, busy: 1 },
      latencies: [4, 6],
      netLatencies: [3, 5],
      replies: [2, 3],
      games: [100, 100],
      gc: { pauses: 4, ms: 10 },
      lagP99Ms: 30,
    });
    expect(parseLoadOptions([]).clientThreads).toBe(2);
    expect(parseLoadOptions(['--client-threads', '1']).clientThreads).toBe(1);
    expect(() => parseLoadOptions(['--client-threads', '0'])).toThrow(/--client-threads/);
  });

  it.skipIf(process.env.FABULA_TEST_POSTGRES_URL === undefined)(
    'plays on independent processes sharing one Postgres, each room on one of them',
    async () => {
      const options = parseLoadOptions([
        ...['--rooms', '2', '--players', '3', '--pace', '50', '--duration', '2', '--warmup', '1'],
        ...['--moves', 'random', '--server-cpus', '0-1', '--store', 'postgres'],
        ...['--database-url', process.env.FABULA_TEST_POSTGRES_URL ?? ''],
        ...['--processes', '2', '--route', 'room', '--independent'],
      ]);
      const result = await measure(options, options.rooms, () => undefined);
      expect(result).toMatchObject({ processes: 2, independent: true, refused: {} });
      expect(result.latencyMs.count).toBeGreaterThan(10);
    },
    60_000,
  );

  it("keeps a soak's worst event-loop delay although each memory report restarts it", async () => {
    // A soak reads every server's metrics page at each report, and each read restarts the
    // server's event-loop histogram: the last report lands just before the end, so the final
    // read alone covers almost no time (it read 0.0 ms at the end of a 30-minute soak).
    const options = parseLoadOptions([
      ...['--soak', '--rooms', '2', '--players', '3', '--pace', '50', '--duration', '8'],
      ...['--warmup', '0', '--report-every', '2', '--moves', 'random', '--server-cpus', '0-1'],
    ]);
    const lines: string[] = [];
    const result = await measure(options, options.rooms, (line) => lines.push(line));
    // The soak's settled baseline takes its first 4 s; the reports come after, the last at the end.
    expect(lines.filter((line) => / min: RSS /.test(line)).length).toBeGreaterThanOrEqual(2);
    // The event-loop histogram of prom-client samples every 10 ms: a loop that ran is never 0.
    expect(result.serverLoopLagP99Ms).toBeGreaterThan(1);
    expect(result.soak?.rssGrowthPercent).toBeTypeOf('number');
  }, 60_000);

  it('warms a soak up through a whole game before taking its memory baseline', () => {
    expect(parseLoadOptions(['--soak']).warmup).toBe(300);
    expect(parseLoadOptions(['--soak', '--warmup', '60']).warmup).toBe(60);
    // Otherwise two paces (at least 3 s) settle the games after they all started.
    expect(parseLoadOptions([]).warmup).toBe(8);
    expect(parseLoadOptions(['--pace', '500']).warmup).toBe(3);
    expect(() => parseLoadOptions(['--warmup', 'soon'])).toThrow(/--warmup/);
    expect(parseLoadOptions(['--soak']).reportEvery).toBe(60);
    expect(() => parseLoadOptions(['--report-every', '0'])).toThrow(/--report-every/);
  });

  it('refuses several processes without Postgres and Redis', () => {
    expect(() => parseLoadOptions(['--processes', '2'])).toThrow(/postgres/);
  });

  it('runs independent processes (the control for clustering) only each room on one, on Postgres', () => {
    const control = parseLoadOptions(
      ['--processes', '2', '--store', 'postgres', '--route', 'room', '--independent'].concat([
        '--redis',
        'redis://127.0.0.1:6390',
      ]),
    );
    // Independent: no Redis even when one is named.
    expect(control).toMatchObject({ independent: true, redisUrl: null, processes: 2 });
    expect(() =>
      parseLoadOptions(['--processes', '2', '--store', 'postgres', '--independent']),
    ).toThrow(/--route room/);
    expect(() =>
      parseLoadOptions(['--independent', '--store', 'postgres', '--route', 'room']),
    ).toThrow(/--processes/);
    expect(parseLoadOptions([]).independent).toBe(false);
  });

  it("spreads each room's seats over the processes, or keeps a room on one with --route room", () => {
    expect(parseLoadOptions([]).route).toBe('spread');
    expect(parseLoadOptions(['--route', 'room']).route).toBe('room');
    expect(() => parseLoadOptions(['--route', 'sticky'])).toThrow(/--route spread\|room/);
    const urls = ['a', 'b', 'c'];
    expect(tableUrls(urls, 1, 'spread')).toEqual(['b', 'c', 'a']);
    expect(tableUrls(urls, 4, 'room')).toEqual(['b']);
    expect([0, 1, 2, 3].map((i) => tableUrls(urls, i, 'room')[0])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('takes a CPU quota per server process and a sweep factor, or says what is wrong', () => {
    expect(parseLoadOptions([]).cpuQuota).toBeNull();
    expect(parseLoadOptions(['--cpu-quota', '0.4']).cpuQuota).toBe(0.4);
    for (const bad of ['0', '1.5', 'half'])
      expect(() => parseLoadOptions(['--cpu-quota', bad])).toThrow(/--cpu-quota must be/);
    expect(parseLoadOptions([]).sweepFactor).toBe(1.5);
    expect(parseLoadOptions(['--sweep-factor', '1.15']).sweepFactor).toBe(1.15);
    for (const bad of ['1', '0.5', '10', 'x'])
      expect(() => parseLoadOptions(['--sweep-factor', bad])).toThrow(/--sweep-factor must be/);
  });

  it('pins every server process to the same CPUs, or each to its own list with "/"', () => {
    expect([0, 1].map((i) => serverCpusOf('0', i))).toEqual(['0', '0']);
    expect([0, 1, 2].map((i) => serverCpusOf('0/1', i))).toEqual(['0', '1', '0']);
    expect(serverCpusOf('0-1', 3)).toBe('0-1');
  });

  it.skipIf(!quotaPossible())(
    'holds a busy process to its CPU quota',
    async () => {
      const quota = CpuQuota.create(`fabula-test-${String(process.pid)}`, 0.2);
      const child = spawn(process.execPath, [
        '-e',
        'const end = Date.now() + 800; while (Date.now() < end);',
      ]);
      try {
        quota.add(child.pid ?? 0);
        await new Promise((resolve) => child.once('exit', resolve));
        // 800 ms of spinning on 0.2 of a core: held back for most of it.
        expect(quota.throttledSeconds()).toBeGreaterThan(0.3);
      } finally {
        child.kill('SIGKILL');
        quota.remove();
      }
    },
    30_000,
  );
});

/** Whether this machine lets the test make a control group (root, a cpu controller). */
function quotaPossible(): boolean {
  try {
    CpuQuota.create(`fabula-probe-${String(process.pid)}`, 0.5).remove();
    return true;
  } catch {
    return false;
  }
}
