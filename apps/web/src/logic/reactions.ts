import type { ReactionLine } from '@fabula/protocol';
import type { PhaseView } from '@fabula/protocol';

/**
 * Which reactions belong on screen. The server accepts reactions while a round's result shows
 * (tagged with its round) and at the game's end (round null); the client shows those of the
 * moment on screen and nothing at other times.
 */

/** The round whose result shows, null at the end, undefined when reactions are not open. */
export function reactionMoment(phase: PhaseView): number | null | undefined {
  if (phase.kind === 'reveal') return phase.round.number;
  if (phase.kind === 'ended') return null;
  return undefined;
}

export function reactionsNow(
  reactions: readonly ReactionLine[],
  phase: PhaseView,
): readonly ReactionLine[] {
  const moment = reactionMoment(phase);
  return moment === undefined ? [] : reactions.filter((r) => r.round === moment);
}

/** A reaction's identity (a seat reacts at most once per millisecond). */
export function reactionKey(reaction: ReactionLine): string {
  return `${String(reaction.seat)}@${String(reaction.at)}`;
}

/** Reactions not among `seen`, oldest first: the ones that arrived since the last look. */
export function newReactions(
  reactions: readonly ReactionLine[],
  seen: ReadonlySet<string>,
): readonly ReactionLine[] {
  return reactions.filter((r) => !seen.has(reactionKey(r)));
}
