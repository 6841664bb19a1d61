import type { Lang } from '@fabula/deck';
import type { ShownClue } from '@fabula/rules';
import { understandEmoji } from './emoji.ts';
import { understandClue } from './understand.ts';

/**
 * What a clue of any kind means to a bot, or null when it means nothing it can read: text as
 * words, emoji through their names and keywords (`emoji.ts`), a drawing or a recording through
 * its caption. A drawing or a recording without a caption, and a clue the host hid, are unknown
 * clues: the bot then plays as a person who did not understand would, at random.
 */
export function clueMeaning(clue: ShownClue, language: Lang): Float32Array | null {
  switch (clue.kind) {
    case 'text':
      return understandClue(clue.text, language).vector;
    case 'emoji':
      return understandEmoji(clue.text, language).vector;
    case 'drawing':
    case 'voice':
      return clue.caption === undefined ? null : understandClue(clue.caption, language).vector;
    case 'hidden':
      return null;
  }
}
