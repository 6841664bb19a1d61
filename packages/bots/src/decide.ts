import type { Clue, ClueKind, GameView, LegalCommand, SeatCommand } from '@fabula/rules';
import { emojiPhraseNear } from './roles/emoji-clue.ts';
import { vocabulary } from './vocabulary/index.ts';
import { makeMind, type BotOptions, type CardLookup, type Mind } from './mind.ts';
import { choosePartyClue, choosePartyStorytellerMove, choosePartyVote } from './roles/party.ts';
import { chooseSubmission, chooseVote, submitEagerness } from './roles/listener.ts';
import { chooseStory } from './roles/storyteller.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A seat command without its seat and time: the server adds both when it applies it. */
export type BotCommand = DistributiveOmit<SeatCommand, 'seat' | 'at'>;

export interface BotDecision {
  readonly command: BotCommand;
  /**
   * 0…1, how keen the bot is to act now. Team mode: the partner with the better card is keener
   * and should submit first (scale the human-like pause by 1 − eagerness). Elsewhere 0.5.
   */
  readonly eagerness: number;
}

/** The order a bot addresses its legal moves in (Party storyteller: vote, then trap). */
const priority: readonly LegalCommand['type'][] = [
  'clue',
  'submit',
  'vote',
  'trap',
  'continue',
  'claimStoryteller',
];

/**
 * What a bot does now for the seat whose view this is, or null when it has nothing to do.
 * It sees only `view` (what that player may see) and the cards' words; the result is one of
 * `view.legal` made concrete, so `apply` accepts it. Deterministic: the same view, cards and
 * options give the same decision.
 *
 * @example
 * const move = decide(viewFor(state, { seat: 2 }), cardWords, {
 *   level: 'normal', personality: 'poetic', language: 'en', seed: room.seed,
 * });
 * if (move) apply(state, { ...move, seat: 2, at: Date.now() });
 */
export function decide(view: GameView, cards: CardLookup, options: BotOptions): BotCommand | null {
  return think(view, cards, options)?.command ?? null;
}

/** `decide` with the bot's eagerness (for ordering simultaneous moves). */
export function think(view: GameView, cards: CardLookup, options: BotOptions): BotDecision | null {
  if (!('seat' in view.viewer)) return null;
  const seat = view.viewer.seat;
  for (const type of priority) {
    const legal = view.legal.find((l) => l.type === type);
    if (!legal) continue;
    return act(makeMind(view, seat, cards, options, type), legal);
  }
  return null;
}

function act(mind: Mind, legal: LegalCommand): BotDecision {
  const { view, options } = mind;
  switch (legal.type) {
    // `wait` is not in `priority`: a bot never asks the table to wait for it.
    case 'claimStoryteller':
    case 'continue':
    case 'wait':
      return { command: { type: legal.type }, eagerness: 0.5 };
    case 'clue': {
      if (legal.cards === null) {
        // A Party clue comes before any card: the known emoji form closest to the entry, if any.
        const entry = choosePartyClue(mind);
        const drawn = emojiPhraseNear(entry, options.language)?.text ?? null;
        const clue = sayEntry(entry, options, legal.kinds, drawn);
        return { command: { type: 'clue', clue }, eagerness: 0.5 };
      }
      const story = chooseStory(mind, legal.cards, tellsInEmoji(options, legal.kinds));
      const clue = sayEntry(story.entry, options, legal.kinds, story.emoji ?? null);
      return {
        command: { type: 'clue', clue, card: story.card },
        eagerness: 0.5,
      };
    }
    case 'submit': {
      // The storyteller's partner plays its best fit too: each vote on it is a team point.
      const isPartner =
        view.rules.mode === 'team' &&
        view.phase.kind === 'submit' &&
        isStorytellersPartner(mind, view.phase.round.storyteller);
      const cards = chooseSubmission(mind, legal.cards, legal.count);
      const isTeamChoice = view.rules.mode === 'team' && !isPartner;
      return {
        command: { type: 'submit', cards },
        eagerness: isTeamChoice ? submitEagerness(mind, legal.cards) : 0.5,
      };
    }
    case 'vote': {
      if (view.rules.mode === 'party') {
        const phase = view.phase;
        const isStoryteller = phase.kind === 'vote' && phase.round.storyteller === mind.seat;
        const slot = isStoryteller
          ? choosePartyStorytellerMove(mind, legal.slots, null).vote
          : choosePartyVote(mind, legal.slots);
        return { command: { type: 'vote', slots: [slot] }, eagerness: 0.5 };
      }
      return {
        command: { type: 'vote', slots: chooseVote(mind, legal.slots, legal.maxVotes) },
        eagerness: 0.5,
      };
    }
    case 'trap': {
      const phase = view.phase;
      const myVote = phase.kind === 'vote' ? (phase.myVote?.[0] ?? null) : null;
      const move = choosePartyStorytellerMove(mind, legal.slots, myVote);
      return { command: { type: 'trap', slot: move.trap }, eagerness: 0.5 };
    }
  }
}

/**
 * A chosen vocabulary entry as the clue the bot gives: in the room's language, or, for the emoji
 * bot where the rules allow emoji, the emoji it chose (`drawn`; null when the entry has no
 * picture, then in words).
 */
function sayEntry(
  entry: number,
  options: BotOptions,
  kinds: readonly ClueKind[],
  drawn: string | null,
): Clue {
  const text = vocabulary()[entry]?.text[options.language] ?? '…';
  return drawn !== null && tellsInEmoji(options, kinds)
    ? { kind: 'emoji', text: drawn }
    : { kind: 'text', text };
}

function tellsInEmoji(options: BotOptions, kinds: readonly ClueKind[]): boolean {
  return options.personality === 'emoji' && kinds.includes('emoji');
}

function isStorytellersPartner(mind: Mind, storyteller: number): boolean {
  return (
    mind.view.teams?.some(
      ([a, b]) => (a === storyteller && b === mind.seat) || (b === storyteller && a === mind.seat),
    ) ?? false
  );
}
