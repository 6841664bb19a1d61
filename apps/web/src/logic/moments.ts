import type { RoundResult, Seat } from '@fabula/protocol';

/** A card as the game view names it. */
type CardId = RoundResult['board'][number]['card'];

/**
 * The game's best moments for the end screen, each tied to a card to show: the clue that fooled
 * the most players, the card everyone found, the decoy that drew the most votes, the trap that
 * caught the most. Computed from the public history; a moment nobody earned is left out.
 */
export type Moment =
  | {
      readonly kind: 'fooled';
      readonly round: number;
      readonly storyteller: Seat;
      readonly clue: RoundResult['clue'];
      readonly card: CardId;
      /** Voters who missed the storyteller's card, and how many voted. */
      readonly missed: number;
      readonly voters: number;
    }
  | {
      readonly kind: 'everyone';
      readonly round: number;
      readonly storyteller: Seat;
      readonly clue: RoundResult['clue'];
      readonly card: CardId;
    }
  | {
      readonly kind: 'decoy';
      readonly round: number;
      readonly owner: Seat;
      readonly card: CardId;
      readonly votes: number;
    }
  | {
      readonly kind: 'trap';
      readonly round: number;
      readonly storyteller: Seat;
      readonly card: CardId;
      readonly caught: number;
    };

function votersIn(r: RoundResult): number {
  return r.ballots.length > 0
    ? r.ballots.filter((b) => b.slots.length > 0).length
    : new Set(r.board.flatMap((c) => c.voters)).size;
}

/** The first round (in play order) with the highest positive score, or null. */
function bestOf<T>(items: readonly T[], score: (item: T) => number): T | null {
  let best: T | null = null;
  let top = 0;
  for (const item of items) {
    const n = score(item);
    if (n > top) {
      top = n;
      best = item;
    }
  }
  return best;
}

export function moments(history: readonly RoundResult[]): Moment[] {
  const rounds = [...history].sort((a, b) => a.round - b.round);
  const found: Moment[] = [];
  const answerOf = (r: RoundResult) => r.board.find((c) => c.slot === r.storytellerSlot);

  const fooled = bestOf(
    rounds.filter((r) => r.storytellerSlot !== null),
    (r) => votersIn(r) - (answerOf(r)?.voters.length ?? 0),
  );
  const fooledAnswer = fooled ? answerOf(fooled) : undefined;
  if (fooled && fooledAnswer) {
    const voters = votersIn(fooled);
    found.push({
      kind: 'fooled',
      round: fooled.round,
      storyteller: fooled.storyteller,
      clue: fooled.clue,
      card: fooledAnswer.card,
      missed: voters - fooledAnswer.voters.length,
      voters,
    });
  }

  const everyone = rounds.find((r) => r.outcome === 'allFound');
  const everyoneAnswer = everyone ? answerOf(everyone) : undefined;
  if (everyone && everyoneAnswer) {
    found.push({
      kind: 'everyone',
      round: everyone.round,
      storyteller: everyone.storyteller,
      clue: everyone.clue,
      card: everyoneAnswer.card,
    });
  }

  const decoys = rounds.flatMap((r) =>
    r.board
      .filter((c) => c.slot !== r.storytellerSlot && c.slot !== r.trap)
      .map((c) => ({ r, c, votes: c.voters.filter((v) => v !== c.owner).length })),
  );
  const decoy = bestOf(decoys, (d) => d.votes);
  if (decoy) {
    found.push({
      kind: 'decoy',
      round: decoy.r.round,
      owner: decoy.c.owner,
      card: decoy.c.card,
      votes: decoy.votes,
    });
  }

  const traps = rounds.flatMap((r) =>
    r.board.filter((c) => c.slot === r.trap).map((c) => ({ r, c })),
  );
  const trap = bestOf(traps, (t) => t.c.voters.length);
  if (trap) {
    found.push({
      kind: 'trap',
      round: trap.r.round,
      storyteller: trap.r.storyteller,
      card: trap.c.card,
      caught: trap.c.voters.length,
    });
  }
  return found;
}
