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
    const before = cpuTimesOf(procStat(10, 0, 1000), [0, 1]);
    const after = cpuTimesOf(procStat(60, 0, 1450), [0, 1]);
    // 950 ticks went by: 900 idle (450 on each CPU), 50 stolen, so nothing ran at all.
    expect(busyPercent(before, after)).toBeCloseTo(0);
    const busier = cpuTimesOf(procStat(60, 0, 1050), [0, 1]);
    // From `before`: 150 ticks, 100 idle, 50 stolen, none run; against a reading with work done:
    const worked = { total: busier.total + 300, idle: busier.idle, steal: busier.steal };
    // 450 ticks went by, 100 idle, 50 stolen: 300 ran, two thirds.
    expect(busyPercent(before, worked)).toBeCloseTo((300 / 450) * 100);
    expect(busyPercent(null, worked)).toBeNull();
    expect(busyPercent(worked, before)).toBeNull();
  });
});
