import type { PresetId } from '@fabula/protocol';
import { t } from '../i18n/index.ts';

/** A rule set's name in the current language. */
export function presetName(id: PresetId): string {
  return t(`preset.${id}.name`);
}
