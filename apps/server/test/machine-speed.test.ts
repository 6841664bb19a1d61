import { describe, expect, it } from 'vitest';
import { busyPercent, cpuTimesOf, cpusOfList, stealPercent } from '../bench/load/machine-speed.ts';

const procStat = (steal0: number, steal1: number, idle: number) =>
  [
    `cpu  300 0 100 ${String(2 * idle)} 0 0 0 ${String(steal0 + steal1)} 0 0`,
    `cpu0 100 0 50 ${String(idle)} 0 0 0 ${String(steal0)} 40 0`,
    `cpu1 200 0 50 ${String(idle)} 0 0 0 ${String(steal1)} 0 0`,
    'intr 12345',
  ].join('\n');

describe("bench:load's view of the machine", () => {
  it("reads the CPUs of a taskset list, processes' lists included", () => {
    expect(cpusOfList('0')).toEqual([0]);
    expect(cpusOfList('0-1')).toEqual([0, 1]);
    expect(cpusOfList('0/1')).toEqual([0, 1]);
    expect(cpusOfList('3,0-1')).toEqual([0, 1, 3]);
    expect(cpusOfList('')).toEqual([]);
  });

  it("sums the listed CPUs' times from /proc/stat, guests within user, not again", () => {
    expect(cpuTimesOf(procStat(10, 20, 1000), [0])).toEqual({ total: 1160, idle: 1000, steal: 10 });
    expect(cpuTimesOf(procStat(10, 20, 1000), [0, 1])).toEqual({
      total: 2430,
      idle: 2000,
      steal: 30,
    });
    expect(cpuTimesOf(procStat(10, 20, 1000), [5])).toEqual({ total: 0, idle: 0, steal: 0 });
  });

  it('counts waiting for the disk as idle', () => {
    const withIowait = 'cpu0 100 0 50 1000 25 0 0 0 0 0';
    expect(cpuTimesOf(withIowait, [0])).toEqual({ total: 1175, idle: 1025, steal: 0 });
  });

  it("gives steal as a share of the CPUs' time between two readings", () => {
    const before = cpuTimesOf(procStat(10, 0, 1000), [0]);
    const after = cpuTimesOf(procStat(60, 0, 1450), [0]);
    // 500 ticks went by, 50 of them taken by the hypervisor.
    expect(stealPercent(before, after)).toBeCloseTo(10);
    expect(stealPercent(null, after)).toBeNull();
    expect(stealPercent(after, before)).toBeNull();
  });

  it('gives how busy the CPUs were: neither idle nor taken by the hypervisor', () => {
    const before = { total: 1000, idle: 600, steal: 0 };
    const after = { total: 1450, idle: 750, steal: 50 };
    // 450 ticks went by: 150 idle and 50 stolen, so something ran in 250 of them.
    expect(busyPercent(before, after)).toBeCloseTo((250 / 450) * 100);
    const idleThrough = { total: 1450, idle: 1000, steal: 50 };
    expect(busyPercent(before, idleThrough)).toBeCloseTo(0);
    expect(busyPercent(null, after)).toBeNull();
    expect(busyPercent(after, before)).toBeNull();
  });
});
