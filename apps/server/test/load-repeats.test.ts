import { describe, expect, it } from 'vitest';
import { parseLoadOptions } from '../bench/load/options.ts';
import { describeLevel, levelOf, levelsTable, median, sweepStop } from '../bench/load/repeats.ts';
import type { RunResult } from '../bench/load/run.ts';

/** A run at `rooms` rooms of six with this p99 (the fields the verdict reads). */
function run(rooms: number, p99: number, extra: Partial<RunResult> = {}): RunResult {
  const latency = { count: 100, p50: 5, p95: p99 / 2, p99, max: p99 * 2 };
  return {
    rooms,
    seated: rooms * 6,
    latencyMs: latency,
    latencyNetOfClientGcMs: { ...latency, p99: p99 - 5 },
    serverCpuMsPerCommand: 0.6,
    clientSaturated: false,
    ...extra,
  } as RunResult;
}

describe('bench:load judges a load repeated with --repeat by the median p99', () => {
  it('parses --repeat (1 unless asked) and refuses nonsense', () => {
    expect(parseLoadOptions([]).repeat).toBe(1);
    expect(parseLoadOptions(['--repeat', '3']).repeat).toBe(3);
    expect(() => parseLoadOptions(['--repeat', '0'])).toThrow(/--repeat/);
    expect(() => parseLoadOptions(['--repeat', 'twice'])).toThrow(/--repeat/);
  });

  it('takes the median, the middle two averaged for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('goes on while the median holds the aim, whatever one bad run says', () => {
    const level = levelOf([run(100, 40), run(100, 180), run(100, 45)]);
    expect(level).toMatchObject({ rooms: 100, seated: 600, medianP99: 45, held: 2 });
    expect(sweepStop(level)).toBeNull();
    expect(describeLevel(level)).toContain(
      'p99 40.0, 180.0, 45.0 ms (median 45.0; ≤ 50 ms in 2 of 3)',
    );
  });

  it('stops when the median passes 50 ms, or when the client was the limit', () => {
    const failed = levelOf([run(120, 40), run(120, 60), run(120, 70)]);
    expect(failed.held).toBe(1);
    expect(sweepStop(failed)).toMatch(
      /median of 3 runs' p99 passed 50 ms at 120 rooms \(720 seated/,
    );
    // One run alone: no "median" in the words.
    expect(sweepStop(levelOf([run(120, 51)]))).toMatch(/^p99 passed 50 ms/);
    const saturated = levelOf([run(130, 30, { clientSaturated: true }), run(130, 30)]);
    expect(sweepStop(saturated)).toMatch(/client side is saturated/);
    expect(() => levelOf([])).toThrow();
  });

  it("tables each level's runs", () => {
    const probed = {
      machineSpeed: {
        before: { computeMs: 35.24, loopbackMs: 61 },
        after: { computeMs: 36, loopbackMs: 62 },
      },
    };
    const table = levelsTable([levelOf([run(100, 40, probed), run(100, 60)])]);
    expect(table.split('\n')[2]).toBe(
      '| 100 | 600 | 40.0, 60.0 | 50.0 | 1 of 2 | 0.60 | 35.2, – |',
    );
  });
});
