import type { RoundResult } from '@fabula/rules';

/** What a game view push or a held view says about its history (docs/protocol.md). */
export interface HistoryHolder {
  readonly room: string;
  readonly version: number;
  /** Set on a push whose history is cut: its rounds before this index are not in it. */
  readonly historyFrom?: number;
  readonly view: { readonly history: readonly RoundResult[] };
}

/**
 * The whole round history of a game view push, given the view held before it: a push without
 * `historyFrom` has it all; a cut one takes its first `historyFrom` rounds from the held view,
 * which must be whole itself and of the same room at the version before (or at the same version:
 * the rounds before `historyFrom` are a prefix of every later view of the game). Null when the
 * held view cannot supply them (a missed version, nothing held): ask for the room with `resync`.
 */
export function wholeHistory(
  held: HistoryHolder | null,
  push: HistoryHolder,
): readonly RoundResult[] | null {
  const from = push.historyFrom;
  if (from === undefined) return push.view.history;
  if (held === null || held.historyFrom !== undefined || held.room !== push.room) return null;
  if (held.version !== push.version - 1 && held.version !== push.version) return null;
  if (held.view.history.length < from) return null;
  return [...held.view.history.slice(0, from), ...push.view.history];
}
