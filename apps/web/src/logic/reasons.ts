import type { PointReason, SeatPoints } from '@fabula/protocol';
import type { MessageKey, Params } from '../i18n/index.ts';

/** A message to show: a catalogue key and its parameters (translated at render time). */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Params;
}

/** The explanation of one point reason, e.g. `{ key: 'reason.bonus', params: { votes: 2 } }`. */
export function reasonMessage(reason: PointReason): Message {
  switch (reason.code) {
    case 'bonus':
    case 'crowd':
      return { key: `reason.${reason.code}`, params: { votes: reason.votes } };
    default:
      return { key: `reason.${reason.code}` };
  }
}

/** Signed points as shown next to a reason: `+3`, `0`, `−1`. */
export function signedPoints(points: number): string {
  if (points > 0) return `+${String(points)}`;
  if (points < 0) return `−${String(-points)}`;
  return '0';
}

/**
 * One line per reason, e.g. "+3 found the storyteller’s card", given a translator. A reason worth
 * nothing reads "no points: fell into the trap"; a zero with no rule reason (a listener who
 * missed and drew no votes) still gets a line.
 */
export function explainPoints(
  points: SeatPoints,
  translate: (key: MessageKey, params?: Params) => string,
): string[] {
  if (points.reasons.length === 0) {
    return points.points === 0
      ? [translate('reason.zero', { why: translate('reason.nothing') })]
      : [];
  }
  return points.reasons.map((reason) => {
    const m = reasonMessage(reason);
    const capped = 'capped' in reason && reason.capped ? ` ${translate('reason.capped')}` : '';
    const why = `${translate(m.key, m.params)}${capped}`;
    return reason.points === 0
      ? translate('reason.zero', { why })
      : `${signedPoints(reason.points)} ${why}`;
  });
}
