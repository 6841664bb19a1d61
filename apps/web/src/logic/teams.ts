import type { GameView, Seat } from '@fabula/protocol';

/**
 * Teams: who plays the team's card and who votes this round, from the public phase view (the
 * engine decides; this only names it). RULES.md §4.2: the storyteller's partner plays a card and
 * nobody on that team votes; in every other team the first partner to play a card makes the
 * other the team's voter.
 */
export type TeamRole =
  | 'storyteller'
  /** Plays the team's card (storyteller's partner, or the partner who played first). */
  | 'plays'
  /** Votes for the team (the partner of whoever played). */
  | 'votes'
  /** Nobody on the team has played yet: either partner may. */
  | 'either';

export function partnerOf(view: GameView, seat: Seat): Seat | null {
  const pair = view.teams?.find((p) => p.includes(seat));
  if (!pair) return null;
  return pair[0] === seat ? pair[1] : pair[0];
}

export function teamOf(view: GameView, seat: Seat): number | null {
  const index = view.teams?.findIndex((p) => p.includes(seat)) ?? -1;
  return index === -1 ? null : index;
}

/** Each seat's role this round; empty outside team mode or outside clue/submit/vote. */
export function teamRoles(view: GameView): Map<Seat, TeamRole> {
  const roles = new Map<Seat, TeamRole>();
  const phase = view.phase;
  if (view.teams === null) return roles;
  if (phase.kind !== 'clue' && phase.kind !== 'submit' && phase.kind !== 'vote') return roles;
  const teller = phase.round.storyteller;
  const played: readonly Seat[] = phase.kind === 'submit' ? phase.submitted : [];
  const voters: readonly Seat[] =
    phase.kind === 'vote' ? [...phase.voted, ...phase.waitingFor] : [];
  for (const [a, b] of view.teams) {
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (me === teller) roles.set(me, 'storyteller');
      else if (other === teller) roles.set(me, 'plays');
      else if (phase.kind === 'vote') roles.set(me, voters.includes(me) ? 'votes' : 'plays');
      else if (played.includes(me)) roles.set(me, 'plays');
      else if (played.includes(other)) roles.set(me, 'votes');
      else roles.set(me, 'either');
    }
  }
  return roles;
}
