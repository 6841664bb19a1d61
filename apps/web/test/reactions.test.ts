import type { ReactionLine } from '@fabula/protocol';
import type { PhaseView } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { newReactions, reactionKey, reactionMoment, reactionsNow } from '../src/logic/reactions.ts';

const round = (number: number) => ({ number, storyteller: 0, participants: [0, 1, 2] });
const reveal = (number: number) =>
  ({ kind: 'reveal', round: round(number) }) as unknown as PhaseView;
const ended = { kind: 'ended', reason: 'target', winners: [0], winningTeams: null } as PhaseView;
const vote = { kind: 'vote', round: round(2) } as unknown as PhaseView;

const kept: ReactionLine[] = [
  { seat: 0, emoji: '👏', at: 10, round: 1 },
  { seat: 1, emoji: '😂', at: 20, round: 2 },
  { seat: 2, emoji: '🔥', at: 30, round: 2 },
  { seat: 1, emoji: '🎯', at: 40, round: null },
];

describe('reactions on screen', () => {
  it('are those of the round whose result shows, or of the end', () => {
    expect(reactionMoment(reveal(2))).toBe(2);
    expect(reactionMoment(ended)).toBeNull();
    expect(reactionMoment(vote)).toBeUndefined();
    expect(reactionsNow(kept, reveal(2)).map((r) => r.emoji)).toEqual(['😂', '🔥']);
    expect(reactionsNow(kept, ended).map((r) => r.emoji)).toEqual(['🎯']);
    expect(reactionsNow(kept, vote)).toEqual([]);
  });

  it('float only when new since the last look', () => {
    const seen = new Set(kept.slice(0, 2).map(reactionKey));
    expect(newReactions(kept, seen).map((r) => r.at)).toEqual([30, 40]);
    expect(newReactions(kept, new Set(kept.map(reactionKey)))).toEqual([]);
  });
});
