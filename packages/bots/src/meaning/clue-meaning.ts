import type { Lang } from '@fabula/deck';
import type { ShownClue } from '@fabula/rules';
import { understandEmoji } from './emoji.ts';
import type { Meaning } from './space.ts';
import { understandClue, type Understanding } from './understand.ts';

/**
 * What a clue of any kind means to a bot, or null when it means nothing it can read: text as
 * words, emoji through their names and keywords (`emoji.ts`), a drawing or a recording through
 * its caption. A drawing or a recording without a caption, and a clue the host hid, are unknown
 * clues: the bot then plays as a person who did not understand would, at random.
 */
export function clueMeaning(clue: ShownClue, language: Lang): Meaning | null {
  switch (clue.kind) {
    case 'text':
      return meaningOf(understandClue(clue.text, language));
    case 'emoji':
      return meaningOf(understandEmoji(clue.text, language));
    case 'drawing':
    case 'voice':
      return clue.caption === undefined ? null : meaningOf(understandClue(clue.caption, language));
    case 'hidden':
      return null;
  }
}

/** An understanding as a meaning, or null when nothing was understood. */
export function meaningOf(understanding: Understanding): Meaning | null {
  const { vector, parts } = understanding;
  return vector ? { vector, parts } : null;
}
