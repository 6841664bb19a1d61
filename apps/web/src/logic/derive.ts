import type {
  GameView,
  LegalCommand,
  PhaseView,
  PresetId,
  Seat,
  ShownClue,
} from '@fabula/protocol';
import { presets } from '@fabula/protocol/catalogue';
import type { Message } from './reasons.ts';
import { partnerOf } from './teams.ts';

/**
 * What the screens show, derived from a view. The client never decides a rule: what may be
 * done comes from `view.legal`, who has acted from the phase view; these helpers only pick
 * words and shapes for them.
 */

/** The legal move of one type, if the viewer may make it now. */
export function legalMove<T extends LegalCommand['type']>(
  view: GameView,
  type: T,
): Extract<LegalCommand, { type: T }> | undefined {
  return view.legal.find((m): m is Extract<LegalCommand, { type: T }> => m.type === type);
}

export function viewerSeat(view: GameView): Seat | null {
  return 'seat' in view.viewer ? view.viewer.seat : null;
}

/** The preset's seat range, e.g. `{ min: 6, max: 12, even: false }`. */
export function presetRange(preset: PresetId): { min: number; max: number; even: boolean } {
  const p = presets[preset];
  return { min: p.minPlayers, max: p.maxPlayers, even: p.evenPlayersOnly };
}

/**
 * What stops the host from starting, in words (null: nothing). The engine decides again when
 * the host presses start; this only says ahead of time what it will say.
 */
export function startBlocker(preset: PresetId, seated: number, presetName: string): Message | null {
  const { min, max, even } = presetRange(preset);
  const params = { preset: presetName, min, max, n: seated };
  if (seated < min) return { key: 'lobby.tooFew', params };
  if (seated > max) return { key: 'lobby.tooMany', params };
  if (even && seated % 2 !== 0) return { key: 'lobby.odd', params };
  return null;
}

export type Round = Extract<PhaseView, { round: unknown }>['round'];

/** The current round, if the phase has one. */
export function currentRound(phase: PhaseView): Round | null {
  return 'round' in phase ? phase.round : null;
}

/** The clue of the round being played or revealed, in its kind. */
export function currentClue(phase: PhaseView): ShownClue | null {
  if (phase.kind === 'submit' || phase.kind === 'vote') return phase.clue;
  return phase.kind === 'reveal' ? phase.result.clue : null;
}

/** Seats that have acted in this phase and seats still owed something (never what they did). */
export function progress(phase: PhaseView): { acted: readonly Seat[]; waiting: readonly Seat[] } {
  switch (phase.kind) {
    case 'submit':
      return { acted: phase.submitted, waiting: phase.waitingFor };
    case 'vote':
      return { acted: phase.voted, waiting: phase.waitingFor };
    case 'reveal':
      return {
        acted: phase.ready,
        waiting: phase.round.participants.filter((s) => !phase.ready.includes(s)),
      };
    case 'clue':
      return { acted: [], waiting: [phase.round.storyteller] };
    case 'race':
    case 'ended':
      return { acted: [], waiting: [] };
  }
}

/** The instruction for the viewer in this phase, from what `legal` allows. */
export function instruction(view: GameView, name: (seat: Seat) => string): Message {
  const phase = view.phase;
  const me = viewerSeat(view);
  if (view.pause !== null) return { key: 'table.paused' };
  switch (phase.kind) {
    case 'race':
      return legalMove(view, 'claimStoryteller')
        ? { key: 'table.race' }
        : { key: 'table.watching' };
    case 'clue': {
      const clue = legalMove(view, 'clue');
      if (clue) return { key: clue.cards === null ? 'table.clueParty' : 'table.clueYou' };
      const teller = { name: name(phase.round.storyteller) };
      if (view.rules.mode === 'party') return { key: 'table.clueWaitParty', params: teller };
      if (me !== null && partnerOf(view, me) === phase.round.storyteller) {
        return { key: 'table.teamClueWaitPartner', params: teller };
      }
      return { key: 'table.clueWait', params: teller };
    }
    case 'submit': {
      const submit = legalMove(view, 'submit');
      const teller = phase.round.storyteller;
      if (view.teams !== null && me !== null) return teamSubmit(view, me, teller, name);
      if (submit) {
        if (view.rules.mode === 'party') {
          return { key: me === teller ? 'table.submitPartyTeller' : 'table.submitParty' };
        }
        return { key: submit.count > 1 ? 'table.submitTwo' : 'table.submitOne' };
      }
      return me === null ? { key: 'table.watching' } : { key: 'table.played' };
    }
    case 'vote': {
      const vote = legalMove(view, 'vote');
      const trap = legalMove(view, 'trap');
      if (vote) {
        if (view.rules.mode === 'party') {
          return { key: trap ? 'table.votePartyTeller' : 'table.votePartyTrap' };
        }
        if (view.teams !== null) {
          return { key: 'table.teamVote', params: { name: name(phase.round.storyteller) } };
        }
        return { key: vote.maxVotes > 1 ? 'table.voteTwo' : 'table.vote' };
      }
      if (trap) return { key: 'table.trap' };
      if (view.teams !== null && me !== null && phase.myVote === undefined) {
        const partner = partnerOf(view, me);
        const teller = phase.round.storyteller;
        if (me === teller || partner === teller) return { key: 'table.teamNoVote' };
        if (partner !== null)
          return { key: 'table.teamPartnerVotes', params: { name: name(partner) } };
      }
      // The Party storyteller votes, then sets the trap: the trap is the later, and the news.
      if (phase.myTrap !== undefined) return { key: 'table.trapSet', params: { n: phase.myTrap } };
      if (phase.myVote !== undefined) return { key: 'table.voted' };
      return me === null ? { key: 'table.watching' } : { key: 'table.othersVote' };
    }
    case 'reveal':
      return {
        key:
          phase.result.outcome === 'someFound'
            ? 'table.someFound'
            : phase.result.outcome === 'allFound'
              ? 'table.allFound'
              : phase.result.outcome === 'noneFound'
                ? 'table.noneFound'
                : 'table.popularity',
      };
    case 'ended':
      return { key: `end.${phase.reason}` };
  }
}

/** Teams' submit phase: who plays for the viewer's team and who votes (RULES.md §4.2). */
function teamSubmit(view: GameView, me: Seat, teller: Seat, name: (seat: Seat) => string): Message {
  if (view.phase.kind !== 'submit') return { key: 'table.watching' };
  const partner = partnerOf(view, me);
  const partnerName = { name: partner === null ? '' : name(partner) };
  const submitted = view.phase.submitted;
  if (me === teller) return { key: 'table.played' };
  if (partner === teller) {
    return submitted.includes(me) ? { key: 'table.played' } : { key: 'table.teamSubmitTeller' };
  }
  if (submitted.includes(me)) return { key: 'table.teamPlayed', params: partnerName };
  if (partner !== null && submitted.includes(partner)) {
    return { key: 'table.teamPartnerPlayed', params: partnerName };
  }
  return legalMove(view, 'submit')
    ? { key: 'table.teamSubmit', params: partnerName }
    : { key: 'table.played' };
}

/** Whole seconds left before the deadline, on the server's clock; null when no timer runs. */
export function secondsLeft(view: GameView, serverNow: number): number | null {
  if (view.deadline === null || view.pause !== null) return null;
  return Math.max(0, Math.ceil((view.deadline - serverNow) / 1000));
}

/** Seconds as a clock shows them: "45", "1:05", "12:00". */
export function clockFace(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return String(whole);
  const s = whole % 60;
  return `${String(Math.floor(whole / 60))}:${s < 10 ? '0' : ''}${String(s)}`;
}

/** Seats in score order (highest first; ties in seat order). */
export function standings(view: GameView): { seat: Seat; score: number }[] {
  return view.seats
    .filter((s) => s.occupied || s.score > 0)
    .map((s) => ({ seat: s.seat, score: s.score }))
    .sort((a, b) => b.score - a.score || a.seat - b.seat);
}
