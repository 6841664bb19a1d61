import { paletteById } from './palettes.ts';
import type { SceneFacts } from './template.ts';
import { templateById } from './templates/index.ts';
import { type CardRecipe, type SkyCard, type Words, languages } from './types.ts';
import { settings } from './words/settings.ts';
import { paletteLight } from './words/times.ts';

const MAX_CONCEPTS = 6;

/**
 * The alt text: what is in the picture, then its light and setting ("Rose-pink dawn over the
 * hills."). Japanese reads the second sentence as 「丘に広がるばら色の夜明け。」.
 */
export function altText(facts: SceneFacts, paletteId: string): Words {
  const light = paletteLight[paletteId];
  if (!light) throw new Error(`no light phrase for palette ${paletteId}`);
  const where = settings[facts.setting];
  const entries = languages.map((lang) => {
    const second =
      lang === 'ja' ? `${where.ja}に広がる${light.ja}。` : `${light[lang]} ${where[lang]}.`;
    const gap = lang === 'ja' ? '' : ' ';
    return [lang, `${facts.description[lang]}${gap}${second}`] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof languages)[number], string>;
}

/** Template concepts first (the idea), then the drawing's own, deduplicated, at most six. */
export function conceptsFor(templateConcepts: readonly string[], facts: SceneFacts): string[] {
  const merged = [...templateConcepts, ...(facts.concepts ?? [])];
  return [...new Set(merged)].slice(0, MAX_CONCEPTS);
}

/** Card metadata (without the id, which depends on the card's place in the deck). */
export function describeCard(recipe: CardRecipe, facts: SceneFacts): Omit<SkyCard, 'id'> {
  const template = templateById(recipe.template);
  return {
    template: recipe.template,
    seed: recipe.seed,
    palette: recipe.palette,
    objects: facts.objects,
    setting: facts.setting,
    mood: paletteById(recipe.palette).mood,
    concepts: conceptsFor(template.concepts, facts),
    alt: altText(facts, recipe.palette),
  };
}
