import type { GameViewPush } from '@fabula/protocol';
import type { RoundResult } from '@fabula/protocol';

/**
 * The game view this tab shows, and whether its round history is whole. A push may carry only
 * the rounds the tab did not have (`historyFrom`, docs/protocol.md); after a missed version the
 * tab cannot rebuild the rest and shows what it has until `resync` brings the whole view.
 */
export interface HeldView {
  /** Never cut: `historyFrom` is resolved here, so the screens read `view.history` as it is. */
  readonly push: GameViewPush;
  readonly complete: boolean;
}

/**
 * What to hold after a game view push. Without `historyFrom` the push is whole. With it, the
 * rounds before `historyFrom` are the first rounds of the view of version `version - 1`: the held
 * view supplies them when it is whole, of the same room, and of that version (or of the same
 * version, whose history starts with those rounds too). Otherwise (a gap: a missed version, a
 * fresh page) the result holds the rounds it has, none made up, and is not complete.
 *
 * @example
 * const next = nextHeldView(held, push);
 * if (!next.complete) send({ type: 'resync' });
 */
export function nextHeldView(held: HeldView | null, push: GameViewPush): HeldView {
  const { historyFrom, ...rest } = push;
  if (historyFrom === undefined) return { push, complete: true };
  const before = held?.push.room === push.room ? held.push.view.history : [];
  const follows =
    held !== null &&
    held.complete &&
    held.push.room === push.room &&
    (held.push.version === push.version - 1 || held.push.version === push.version) &&
    before.length >= historyFrom;
  const history: readonly RoundResult[] = [...before.slice(0, historyFrom), ...push.view.history];
  return { push: { ...rest, view: { ...push.view, history } }, complete: follows };
}
