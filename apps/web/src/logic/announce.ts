/**
 * What the screen reader hears besides the instruction: a warning when the timer crosses 30 and
 * 10 seconds. Pure so it can be tested: given the seconds left before and now, the threshold
 * just crossed (or null).
 */
export const TIMER_WARNINGS = [30, 10] as const;

export function crossedWarning(before: number | null, now: number | null): number | null {
  if (before === null || now === null) return null;
  for (const mark of TIMER_WARNINGS) {
    if (before > mark && now <= mark && now > 0) return mark;
  }
  return null;
}
