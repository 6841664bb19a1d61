import type { Seat } from '../ids.ts';
import { isActive, partnerOf, teamIndexOf } from '../seats.ts';
import type { GameState, Phase } from '../state.ts';

type SubmitPhase = Extract<Phase, { kind: 'submit' }>;
type VotePhase = Extract<Phase, { kind: 'vote' }>;

/**
 * The submissions still owed in a submit phase. Each demand lists the seats that may answer it:
 * one seat in classic and party, either partner for a team (the first to submit locks the
 * team's choice: RULES.md §4.2, spec TM-LOCK). Vacant seats owe nothing (spec SE-VACANT).
 */
export function submitDemands(state: GameState, phase: SubmitPhase): Seat[][] {
  const { round } = phase;
  const submitted = new Set(phase.submissions.map((s) => s.seat));
  const demands: Seat[][] = [];
  switch (state.rules.mode) {
    case 'classic':
    case 'party':
      for (const seat of round.participants) {
        if (state.rules.mode === 'classic' && seat === round.storyteller) continue;
        if (!submitted.has(seat) && isActive(state, round, seat)) demands.push([seat]);
      }
      return demands;
    case 'team': {
      const storytellerTeam = teamIndexOf(state, round.storyteller);
      (state.teams ?? []).forEach((pair, team) => {
        const owing =
          team === storytellerTeam
            ? pair.filter((seat) => seat !== round.storyteller && !submitted.has(seat))
            : pair.some((seat) => submitted.has(seat))
              ? []
              : pair;
        const active = owing.filter((seat) => isActive(state, round, seat));
        if (active.length > 0) demands.push(active);
      });
      return demands;
    }
  }
}

function hasSubmitted(phase: SubmitPhase, seat: Seat): boolean {
  for (const submission of phase.submissions) if (submission.seat === seat) return true;
  return false;
}

/** Whether `seat` may submit now: the same rules as `submitDemands`, without building them. */
export function owesSubmission(state: GameState, phase: SubmitPhase, seat: Seat): boolean {
  const { round } = phase;
  if (!isActive(state, round, seat) || hasSubmitted(phase, seat)) return false;
  switch (state.rules.mode) {
    case 'classic':
      return seat !== round.storyteller;
    case 'party':
      return true;
    case 'team': {
      if (seat === round.storyteller) return false;
      const partner = partnerOf(state, seat);
      return partner === round.storyteller || partner === null || !hasSubmitted(phase, partner);
    }
  }
}

/** Whether any submission is still owed (checked after every command, so it allocates nothing). */
export function hasOwedSubmissions(state: GameState, phase: SubmitPhase): boolean {
  return phase.round.participants.some((seat) => owesSubmission(state, phase, seat));
}

/** Whether `seat` votes in this round (RULES.md §2 step 4, §4.1 step 3, §4.2 step 3). */
export function isVoter(state: GameState, phase: VotePhase, seat: Seat): boolean {
  const { round } = phase;
  if (!isActive(state, round, seat)) return false;
  switch (state.rules.mode) {
    case 'classic':
      return seat !== round.storyteller;
    case 'party':
      return true;
    case 'team': {
      // One vote per other team, by the partner who did not submit (spec TM-VOTER).
      const team = teamIndexOf(state, seat);
      if (team === teamIndexOf(state, round.storyteller)) return false;
      const submitter = phase.board.find((b) => teamIndexOf(state, b.owner) === team)?.owner;
      return submitter !== undefined && submitter !== seat;
    }
  }
}

function hasVoted(phase: VotePhase, seat: Seat): boolean {
  for (const ballot of phase.ballots) if (ballot.seat === seat) return true;
  return false;
}

/** Whether `seat` still has to vote. */
export function owesVote(state: GameState, phase: VotePhase, seat: Seat): boolean {
  return !hasVoted(phase, seat) && isVoter(state, phase, seat);
}

/** Voters who have not voted yet. */
export function pendingVoters(state: GameState, phase: VotePhase): Seat[] {
  return phase.round.participants.filter((seat) => owesVote(state, phase, seat));
}

/** Party: the storyteller still has to set the trap (spec PA-TRAP). */
export function isTrapPending(state: GameState, phase: VotePhase): boolean {
  return (
    state.rules.mode === 'party' &&
    !phase.trapSet &&
    isActive(state, phase.round, phase.round.storyteller)
  );
}
