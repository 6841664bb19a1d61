import type { RoomCode } from '@fabula/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomOrder } from '../src/realtime/fast/room-order.ts';

const room = 'K7QX3M' as RoomCode;
const other = '2345AB' as RoomCode;

describe('RoomOrder writes each room’s changes in version order', () => {
  let written: string[];
  let order: RoomOrder;
  const write = (code: RoomCode, version: number, tag = '') => {
    order.write(code, version, () => written.push(`${code}:${String(version)}${tag}`));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    written = [];
    order = new RoomOrder({ waitMs: 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes changes that come in order at once, and a room it has not seen takes the first', () => {
    write(room, 7);
    write(room, 8);
    write(other, 40);
    write(room, 9);
    expect(written).toEqual(['K7QX3M:7', 'K7QX3M:8', '2345AB:40', 'K7QX3M:9']);
  });

  it('holds a change that comes before the one it follows, until that one comes', () => {
    write(room, 1);
    write(room, 3);
    write(room, 4);
    write(other, 9);
    expect(written).toEqual(['K7QX3M:1', '2345AB:9']);
    write(room, 2);
    expect(written).toEqual(['K7QX3M:1', '2345AB:9', 'K7QX3M:2', 'K7QX3M:3', 'K7QX3M:4']);
    // Nothing waits any more: the wait's timer is gone and changes flow again.
    vi.advanceTimersByTime(5000);
    write(room, 5);
    expect(written.at(-1)).toBe('K7QX3M:5');
  });

  it('writes a publish at the written version, and an older one, at once', () => {
    write(room, 5);
    write(room, 7);
    write(room, 5, ' again');
    write(room, 3, ' late');
    expect(written).toEqual(['K7QX3M:5', 'K7QX3M:5 again', 'K7QX3M:3 late']);
  });

  it('writes what waits, in order, once the wait is over when a change never comes', () => {
    write(room, 1);
    write(room, 4);
    write(room, 3);
    write(room, 3, ' second batch');
    vi.advanceTimersByTime(999);
    expect(written).toEqual(['K7QX3M:1']);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['K7QX3M:1', 'K7QX3M:3', 'K7QX3M:3 second batch', 'K7QX3M:4']);
    // The missing change, late after all: written at once (clients drop its older views).
    write(room, 2);
    write(room, 5);
    expect(written.slice(-2)).toEqual(['K7QX3M:2', 'K7QX3M:5']);
  });

  it('writes the room shown whole (a join, a presence refresh) at once, and what follows it', () => {
    write(room, 1);
    write(room, 31);
    write(room, 40);
    // Someone enters long after this process last wrote the room: no wait for what it missed.
    order.write(room, 30, () => written.push('K7QX3M:30 whole'), true);
    expect(written).toEqual(['K7QX3M:1', 'K7QX3M:30 whole', 'K7QX3M:31']);
    write(room, 32);
    expect(written.at(-1)).toBe('K7QX3M:32');
  });

  it('takes a connection shown the room as written: what it was shown waits for nothing older', () => {
    write(room, 1);
    write(room, 6);
    write(room, 8);
    order.shown(room, 5);
    expect(written).toEqual(['K7QX3M:1', 'K7QX3M:6']);
    order.shown(room, 7);
    expect(written).toEqual(['K7QX3M:1', 'K7QX3M:6', 'K7QX3M:8']);
    order.shown(other, 3);
    write(other, 4);
    expect(written.at(-1)).toBe('2345AB:4');
  });
});
