import type { RoundResult, Seat } from '@fabula/protocol';

/**
 * A few light-hearted numbers for the end screen, computed from the public history of rounds.
 * Each award names every seat tied for it; an award nobody earned (e.g. no storyteller was ever
 * found, or Party has no storyteller's card) or that more than three seats share is left out.
 */

export interface Award {
  readonly kind: 'storyteller' | 'bluffer' | 'eye' | 'round' | 'trapper';
  readonly seats: readonly Seat[];
  /** The number the award is for: finders, votes drawn, finds, points in one round, trapped. */
  readonly value: number;
  /** For `round`: the round it happened in (the first, when tied). */
  readonly round?: number;
}

/** More seats than this tied for an award means nobody stood out: the award is left out. */
const MAX_TIED = 3;

/** The seats with the highest positive count (all of them when tied); none when all are 0. */
function best(counts: ReadonlyMap<Seat, number>): { seats: Seat[]; value: number } | null {
  let value = 0;
  let seats: Seat[] = [];
  for (const [seat, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (n > value) {
      value = n;
      seats = [seat];
    } else if (n === value && n > 0) {
      seats.push(seat);
    }
  }
  return value > 0 ? { seats, value } : null;
}

function add(counts: Map<Seat, number>, seat: Seat, n: number): void {
  counts.set(seat, (counts.get(seat) ?? 0) + n);
}

/**
 * The awards of a game. `teams` (Teams mode) keeps a voter's vote for its own team's card out of
 * the bluffer's count: the voter did not know the card was its partner's, and it drew nobody in.
 */
export function funStats(
  history: readonly RoundResult[],
  teams: readonly (readonly [Seat, Seat])[] | null = null,
): Award[] {
  const sameTeam = (a: Seat, b: Seat) =>
    a === b || (teams?.some((pair) => pair.includes(a) && pair.includes(b)) ?? false);
  const found = new Map<Seat, number>(); // storyteller → voters who found them
  const drawn = new Map<Seat, number>(); // seat → votes on their non-answer cards
  const eye = new Map<Seat, number>(); // voter → times they found the storyteller
  const trapped = new Map<Seat, number>(); // Party storyteller → voters caught by the trap
  let bigRound: { seats: Seat[]; value: number; round: number } | null = null;

  for (const r of history) {
    for (const card of r.board) {
      if (card.slot === r.storytellerSlot) {
        add(found, r.storyteller, card.voters.length);
        for (const v of card.voters) add(eye, v, 1);
      } else {
        // Party: your own vote on your own card draws nobody in; Teams: nor does your partner's.
        add(drawn, card.owner, card.voters.filter((v) => !sameTeam(v, card.owner)).length);
      }
      if (card.slot === r.trap) add(trapped, r.storyteller, card.voters.length);
    }
    for (const p of r.points) {
      if (p.points <= 0) continue;
      if (bigRound === null || p.points > bigRound.value) {
        bigRound = { seats: [p.seat], value: p.points, round: r.round };
      } else if (p.points === bigRound.value && !bigRound.seats.includes(p.seat)) {
        bigRound.seats.push(p.seat);
      }
    }
  }

  const awards: Award[] = [];
  const push = (kind: Award['kind'], winner: { seats: Seat[]; value: number } | null) => {
    if (winner && winner.seats.length <= MAX_TIED) {
      awards.push({ kind, seats: winner.seats, value: winner.value });
    }
  };
  push('storyteller', best(found));
  push('bluffer', best(drawn));
  push('eye', best(eye));
  push('trapper', best(trapped));
  if (bigRound && bigRound.seats.length <= MAX_TIED) awards.push({ kind: 'round', ...bigRound });
  return awards;
}

/**
 * The final margin between the winner and the runner-up (seats, or teams in team mode), from
 * the last round's scores: 0 is a shared win. Null before any round or with one contender.
 */
export function finalMargin(history: readonly RoundResult[]): number | null {
  const last = history.reduce<RoundResult | null>(
    (a, r) => (a === null || r.round > a.round ? r : a),
    null,
  );
  if (last === null) return null;
  const scores = [...(last.teamScoresAfter ?? last.scoresAfter)].sort((a, b) => b - a);
  const [first, second] = scores;
  return first === undefined || second === undefined ? null : first - second;
}
