import type { Clue, ClueKind, GameView, LegalCommand, SeatCommand } from '@fabula/rules';
import { emojiFor, emojiIsThing, emojiWords } from './meaning/emoji.ts';
import { entryVectors, saysBannedWord, showsThing, type CardProfile } from './meaning/space.ts';
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
        const clue = sayEntry(choosePartyClue(mind), options, legal.kinds, null);
        return { command: { type: 'clue', clue }, eagerness: 0.5 };
      }
      const story = chooseStory(mind, legal.cards);
      const clue = sayEntry(story.entry, options, legal.kinds, mind.profile(story.card));
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
 * bot where the rules allow emoji, as the emoji closest to its meaning (in words when none is
 * close: some meanings have no picture).
 */
function sayEntry(
  entry: number,
  options: BotOptions,
  kinds: readonly ClueKind[],
  card: CardProfile | null,
): Clue {
  const text = vocabulary()[entry]?.text[options.language] ?? '…';
  if (options.personality !== 'emoji' || !kinds.includes('emoji')) return { kind: 'text', text };
  const meaning = entryVectors()[entry];
  // As with words, never an emoji that names what the card shows (a whale for the whale card),
  // nor a thing the picture does not show (a pretzel for a girl with a key).
  const allowed = (emoji: string) => {
    const words = emojiWords(emoji, 'en');
    if (card === null || words === null) return true;
    if (saysBannedWord(words.name, card)) return false;
    return !emojiIsThing(emoji) || showsThing(words.name, card);
  };
  const emoji = meaning ? emojiFor(meaning, allowed) : null;
  return emoji ? { kind: 'emoji', text: emoji.join('') } : { kind: 'text', text };
}

function isStorytellersPartner(mind: Mind, storyteller: number): boolean {
  return (
    mind.view.teams?.some(
      ([a, b]) => (a === storyteller && b === mind.seat) || (b === storyteller && a === mind.seat),
    ) ?? false
  );
}
