import { describe, expect, it } from 'vitest';
import { FairLimits } from '../src/limits/fair-limits.ts';

const defaults = { perConnection: 20, perAddress: 200, perSeat: 10, connectionsPerAddress: 64 };

/**
 * Simulated seconds: every 10 ms each sender whose next send time has come sends once.
 * Returns the refusals per sender.
 */
function simulate(
  limits: FairLimits,
  senders: { id: string; perSecond: number }[],
  seconds: number,
): Map<string, { sent: number; refused: number }> {
  const tally = new Map(senders.map((s) => [s.id, { sent: 0, refused: 0 }]));
  const next = new Map(senders.map((s) => [s.id, 0]));
  for (let now = 0; now < seconds * 1000; now += 10) {
    for (const sender of senders) {
      while ((next.get(sender.id) ?? 0) <= now) {
        next.set(sender.id, (next.get(sender.id) ?? 0) + 1000 / sender.perSecond);
        const count = tally.get(sender.id);
        if (count === undefined) continue;
        count.sent++;
        if (limits.take(sender.id, now) !== null) count.refused++;
      }
    }
  }
  return tally;
}

describe('fair limits: per connection, then per address shared by its seats', () => {
  it('a neighbour keeps playing while 20 connections at the same address flood', () => {
    const limits = new FairLimits(defaults);
    const flooders = Array.from({ length: 20 }, (_, i) => ({ id: `flood-${i}`, perSecond: 50 }));
    for (const f of flooders) limits.open(f.id, '198.51.100.7', 0);
    limits.open('neighbour', '198.51.100.7', 0);
    limits.seat('neighbour', 'K7QX3M:seat-hash', 0);
    // A person moves, chats and reacts: a few requests a second.
    const tally = simulate(limits, [...flooders, { id: 'neighbour', perSecond: 3 }], 10);
    expect(tally.get('neighbour')).toEqual({ sent: 30, refused: 0 });
    // The flood is held to the address's budget (210 a second with one seat), bursts aside.
    const served = flooders.reduce((sum, f) => {
      const t = tally.get(f.id);
      return sum + (t ? t.sent - t.refused : 0);
    }, 0);
    expect(served).toBeLessThanOrEqual(210 * 10 + 2 * 210);
    expect(served).toBeGreaterThan(200 * 10 * 0.9);
  });

  it('one connection is held to its own rate first, whatever the address has left', () => {
    const limits = new FairLimits(defaults);
    limits.open('a', '203.0.113.1', 0);
    const tally = simulate(limits, [{ id: 'a', perSecond: 100 }], 10);
    // 20 a second plus the burst of 40.
    expect((tally.get('a')?.sent ?? 0) - (tally.get('a')?.refused ?? 0)).toBeLessThanOrEqual(
      20 * 10 + 40 + 1,
    );
  });

  it('lets an idle address’s budget go to whoever needs it', () => {
    const limits = new FairLimits({ ...defaults, perConnection: 1000, perAddress: 100 });
    for (const id of ['busy', 'idle-1', 'idle-2']) limits.open(id, '203.0.113.2', 0);
    const tally = simulate(limits, [{ id: 'busy', perSecond: 90 }], 5);
    expect(tally.get('busy')?.refused).toBe(0);
  });

  it('grows the address budget with distinct seats; a seat’s tabs count once', () => {
    const limits = new FairLimits(defaults);
    const address = '203.0.113.3';
    for (const id of ['a', 'b', 'c', 'd']) limits.open(id, address, 0);
    expect(limits.budget(address)).toBe(200);
    limits.seat('a', 'ROOM01:one', 0);
    limits.seat('b', 'ROOM01:two', 0);
    limits.seat('c', 'ROOM01:two', 0);
    expect(limits.budget(address)).toBe(220);
    limits.seat('b', null, 0);
    expect(limits.budget(address)).toBe(220);
    limits.close('c');
    expect(limits.budget(address)).toBe(210);
    limits.close('a');
    expect(limits.budget(address)).toBe(200);
  });

  it('caps the connections of one address, and a closed one frees its place', () => {
    const limits = new FairLimits({ ...defaults, connectionsPerAddress: 2 });
    expect(limits.open('a', '203.0.113.4', 0)).toBe(true);
    expect(limits.open('b', '203.0.113.4', 0)).toBe(true);
    expect(limits.open('c', '203.0.113.4', 0)).toBe(false);
    expect(limits.open('x', '203.0.113.5', 0)).toBe(true);
    limits.close('a');
    expect(limits.open('c', '203.0.113.4', 0)).toBe(true);
    expect(limits.connections('203.0.113.4')).toBe(2);
    for (const id of ['b', 'c', 'x']) limits.close(id);
    expect(limits.connections('203.0.113.4')).toBe(0);
  });
});
