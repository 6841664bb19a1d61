import { describe, expect, it } from 'vitest';
import { ClientPauses, pausedWithin } from '../bench/load/client-pauses.ts';
import { Recorder } from '../bench/load/recorder.ts';

describe("the load benchmark's latencies less the client's own collector pauses", () => {
  const pauses = [
    { start: 10, end: 20 },
    { start: 30, end: 35 },
    { start: 50, end: 80 },
  ];

  it('counts only the part of each pause inside the span', () => {
    expect(pausedWithin(pauses, { start: 0, end: 5 })).toBe(0);
    expect(pausedWithin(pauses, { start: 0, end: 100 })).toBe(45);
    expect(pausedWithin(pauses, { start: 15, end: 32 })).toBe(7);
    expect(pausedWithin(pauses, { start: 60, end: 70 })).toBe(10);
    expect(pausedWithin(pauses, { start: 20, end: 30 })).toBe(0);
    expect(pausedWithin([], { start: 0, end: 100 })).toBe(0);
  });

  it('reports each latency less its pauses, next to the raw one', () => {
    const recorder = new Recorder();
    recorder.recording = true;
    recorder.latency(0, 40); // 15 ms of it paused
    recorder.latency(40, 45); // none
    recorder.latency(45, 85); // 30 ms
    const known = new ClientPauses();
    known.stop();
    for (const pause of pauses) known.add(pause);
    expect(recorder.summary('views').max).toBe(40);
    const net = recorder.summary('views', known);
    expect(net.count).toBe(3);
    expect(net.max).toBe(25);
    expect(net.p50).toBe(10);
    expect(known.summary({ start: 0, end: 40 })).toEqual({ count: 2, ms: 15 });
  });

  it("observes this process's collector", async () => {
    const observed = new ClientPauses();
    try {
      // Enough short-lived garbage for a few young-generation collections.
      let keep = 0;
      for (let i = 0; i < 200_000; i++) keep += JSON.stringify({ i, s: 'x'.repeat(64) }).length;
      expect(keep).toBeGreaterThan(0);
      // The observer hears of collections a little after them.
      const deadline = Date.now() + 2000;
      while (observed.count === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(observed.count).toBeGreaterThan(0);
    } finally {
      observed.stop();
    }
  });
});
