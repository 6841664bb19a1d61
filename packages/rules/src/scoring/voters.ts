import type { Seat } from '../ids.ts';
import type { RoundFacts } from './facts.ts';

/**
 * The seats owed a vote in a round, whether or not they voted (RULES.md §8, spec SC-FOUND): a
 * seat whose vote timer ran out, or that left, still counts among the voters, so its absence
 * never turns "some found" into "all found". Classic: every seat of the round but the
 * storyteller. Party: every seat. Team: one per other team of the round, the partner who did not
 * submit (RULES.md §4.2 step 3); for a team with no card on the board (both partners left before
 * submitting), its first seat of the round.
 */
export function owedVoters(facts: RoundFacts): Seat[] {
  switch (facts.mode) {
    case 'classic':
      return facts.seats.filter((seat) => seat !== facts.storyteller);
    case 'party':
      return [...facts.seats];
    case 'team': {
      const inRound = new Set(facts.seats);
      const submitters = new Set(facts.owners);
      const voters: Seat[] = [];
      for (const pair of facts.teams ?? []) {
        if (pair.includes(facts.storyteller)) continue;
        const present = pair.filter((seat) => inRound.has(seat));
        const first = present[0];
        if (first === undefined) continue; // the whole team sat the round out
        const submitter = pair.find((seat) => submitters.has(seat));
        voters.push(submitter === undefined ? first : (pair.find((s) => s !== submitter) ?? first));
      }
      return voters;
    }
  }
}
