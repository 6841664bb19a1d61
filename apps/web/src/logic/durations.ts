/**
 * The durations the lobby offers for phase timers and the bot stand-in, as choices in a select
 * (a value set some other way, e.g. by the terminal client, is offered too so it shows as is).
 */

export const timerChoicesMs: readonly number[] = [
  15_000, 30_000, 45_000, 60_000, 90_000, 120_000, 180_000, 300_000, 600_000,
];

/** The stand-in waits at least 5 s (the protocol's minimum). */
export const standInChoicesMs: readonly number[] = [
  15_000, 30_000, 60_000, 120_000, 300_000, 600_000,
];

/** The offered values plus the current one when it is not among them, in order. */
export function choicesWith(offered: readonly number[], current: number | null): number[] {
  const values = new Set(offered);
  if (current !== null) values.add(current);
  return [...values].sort((a, b) => a - b);
}

/** Whole minutes and leftover seconds, for words like "1 min 30 s". */
export function splitDuration(ms: number): { readonly minutes: number; readonly seconds: number } {
  const total = Math.round(ms / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
