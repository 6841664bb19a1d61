import { ruleError, type RuleError } from './errors.ts';

/**
 * A clue (RULES.md §1, §9). Text is free (any script, emoji allowed); an emoji clue holds only
 * emoji; drawings and voice recordings are stored by the server and referenced here by id.
 */
export type Clue =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'emoji'; readonly text: string }
  | { readonly kind: 'drawing'; readonly ref: string }
  | { readonly kind: 'voice'; readonly ref: string };

export const maxClueLength = 140;

const emojiOnly =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\s|\u200d|\ufe0f)+$/u;
const refPattern = /^[A-Za-z0-9_-]{1,64}$/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as people count them: a family emoji or an accented letter is one. */
function graphemeCount(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

/** Checks and normalises (trims) a clue sent by a client; returns an error for a bad one. */
export function parseClue(value: unknown): Clue | RuleError {
  if (typeof value !== 'object' || value === null) {
    return ruleError('invalid_clue', 'A clue must be an object with a kind.');
  }
  const clue = value as Record<string, unknown>;
  switch (clue.kind) {
    case 'text':
    case 'emoji': {
      if (typeof clue.text !== 'string') {
        return ruleError('invalid_clue', 'A text clue needs text.');
      }
      const text = clue.text.trim();
      // A text never has more characters than UTF-16 units: count graphemes only when it matters.
      const length = text.length <= maxClueLength ? text.length : graphemeCount(text);
      if (length === 0 || length > maxClueLength) {
        return ruleError(
          'invalid_clue',
          `A clue is 1 to ${maxClueLength} characters long (after trimming); this one has ${length}.`,
        );
      }
      if (clue.kind === 'emoji' && (!emojiOnly.test(text) || /\p{N}/u.test(text))) {
        return ruleError('invalid_clue', 'An emoji clue holds only emoji.');
      }
      return { kind: clue.kind, text };
    }
    case 'drawing':
    case 'voice': {
      if (typeof clue.ref !== 'string' || !refPattern.test(clue.ref)) {
        return ruleError('invalid_clue', `A ${clue.kind} clue needs the id of its upload.`);
      }
      return { kind: clue.kind, ref: clue.ref };
    }
    default:
      return ruleError('invalid_clue', 'A clue kind is text, emoji, drawing or voice.');
  }
}
