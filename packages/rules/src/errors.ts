/**
 * Stable error codes for every way a command or a configuration can break the rules. Clients and
 * tests compare codes, never messages; messages are for people (English, the UI translates codes).
 */
export type RuleErrorCode =
  // configuration
  | 'unknown_preset'
  | 'unknown_knob'
  | 'invalid_knob'
  | 'player_count_not_allowed'
  | 'invalid_teams'
  | 'deck_too_small'
  | 'duplicate_card'
  | 'invalid_config'
  | 'invalid_command'
  // who may act, and when
  | 'game_over'
  | 'game_paused'
  | 'wrong_phase'
  | 'not_your_turn'
  | 'not_a_seat'
  | 'seat_vacant'
  | 'seat_occupied'
  | 'not_participating'
  | 'already_acted'
  | 'nothing_due'
  | 'not_paused'
  | 'already_paused'
  // clue
  | 'invalid_clue'
  | 'card_required'
  | 'card_not_allowed'
  /** A clue of a kind the room's rules do not allow (spec CL-KINDS). */
  | 'clue_kind_not_allowed'
  /** The host hid a clue of a round that has none, or one already hidden (spec HC-HIDE). */
  | 'no_such_clue'
  // cards
  | 'card_not_in_hand'
  | 'wrong_card_count'
  | 'team_already_submitted'
  // votes and the trap
  | 'not_a_voter'
  | 'no_such_slot'
  | 'cannot_vote_own_card'
  /**
   * No longer produced: since RULES.md §4.2 was corrected (2026-11-26) a Teams voter may vote for
   * its own team's card (spec VO-TEAM). Kept so that the list of codes only ever grows.
   */
  | 'cannot_vote_team_card'
  | 'duplicate_vote'
  | 'wrong_vote_count'
  | 'second_vote_not_allowed'
  | 'not_storyteller'
  // scoring a described round (the calculator)
  | 'invalid_round'
  /** A field the calculator does not know, e.g. "vote" for "votes" (spec CA-STRICT). */
  | 'unknown_field'
  /** A house rule that means nothing in the round's mode, e.g. partyCap in Dixit (CA-KNOBS). */
  | 'knob_not_in_mode';

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export function ruleError(code: RuleErrorCode, message: string): RuleError {
  return { code, message };
}
