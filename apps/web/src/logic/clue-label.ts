import type { ShownClue } from '@fabula/protocol';
import { t } from '../i18n/index.ts';

/**
 * A clue in words, for a sentence or a screen reader: its text, its emoji, a drawing's or a
 * recording's caption (or that it is one), or that the host hid it.
 */
export function clueLabel(clue: ShownClue): string {
  switch (clue.kind) {
    case 'text':
    case 'emoji':
      return clue.text;
    case 'drawing':
      return clue.caption ?? t('clue.aDrawing');
    case 'voice':
      return clue.caption ?? t('clue.aRecording');
    case 'hidden':
      return t('clue.hidden');
  }
}
