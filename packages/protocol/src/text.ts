/**
 * The checks on what people type (names, chat), without zod, so the web client runs the very
 * same checks before it sends (its home page does not load zod): `@fabula/protocol/text`.
 */

/** Names are counted in graphemes, as people count characters ("Zoë" is 3, an emoji is 1). */
export const MAX_NAME_LENGTH = 24;
/** Chat messages, in graphemes. */
export const MAX_CHAT_LENGTH = 500;

/** Why a text is refused (`details.reason` of a `name_invalid` or `chat_invalid` refusal). */
export type TextProblem = 'empty' | 'too_long' | 'unsafe';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters as people count them when that can matter for `limit`: the UTF-16 length when it is
 * within the limit (graphemes are never more than UTF-16 units, so the text fits), otherwise
 * the grapheme count.
 */
function lengthForLimit(text: string, limit: number): number {
  return text.length <= limit ? text.length : Array.from(graphemes.segment(text)).length;
}

/**
 * Control characters, lone surrogates, private use, and the bidirectional overrides and
 * isolates that let a name display as something else.
 */
const unsafe = /[\p{Cc}\p{Cs}\p{Co}\u202a-\u202e\u2066-\u2069]/u;

/**
 * A character that shows something. White space, default-ignorable characters (zero-width
 * spaces and joiners, soft hyphens, variation selectors, the Hangul fillers) and the blank
 * Braille pattern draw nothing: a name of only those would show as a blank.
 */
const visible = /[^\s\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Zero-width characters that mean nothing at either end of a text (never emoji selectors). */
const edges = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/gu;

/**
 * A typed text as it is kept: NFC-normalised, white space and zero-width characters trimmed from
 * both ends, inner white space collapsed to one space when `collapse` (names, not chat).
 *
 * @example
 * normaliseText('  Zoe\u0308   B. ', true); // 'Zoë B.'
 */
export function normaliseText(text: string, collapse: boolean): string {
  const trimmed = text.normalize('NFC').replace(edges, '');
  return collapse ? trimmed.replace(/\s+/gu, ' ') : trimmed;
}

/**
 * What is wrong with an already normalised text, or null: empty (nothing visible in it), longer
 * than `max` graphemes, or holding control or text-direction characters.
 *
 * @example
 * textProblem('\u200b\u200b', 24); // 'empty'
 * textProblem('A\u202eB', 24); // 'unsafe'
 */
export function textProblem(text: string, max: number): TextProblem | null {
  if (!visible.test(text)) return 'empty';
  if (lengthForLimit(text, max) > max) return 'too_long';
  if (unsafe.test(text)) return 'unsafe';
  return null;
}

/**
 * A player name's problem as typed (before normalising), or null when the server will take it.
 *
 * @example
 * nameProblem('\u200b'); // 'empty'
 */
export function nameProblem(typed: string): TextProblem | null {
  return textProblem(normaliseText(typed, true), MAX_NAME_LENGTH);
}

/** The English sentence for a problem (the reply's message; clients translate the reason). */
export function textProblemMessage(
  what: string,
  problem: TextProblem,
  text: string,
  max: number,
): string {
  switch (problem) {
    case 'empty':
      return `${what} needs at least one visible character.`;
    case 'too_long':
      return `${what} is ${String(lengthForLimit(text, max))} characters long; at most ${String(max)}.`;
    case 'unsafe':
      return `${what} holds control or text-direction characters.`;
  }
}
