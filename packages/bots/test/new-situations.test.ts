import { languages, type Lang } from '@fabula/deck';
import { describe, expect, it } from 'vitest';
// The deck's own composer: cards of the new situations made as the curation makes them.
import {
  composeScene,
  describeRecipe,
  freshActions,
  moreActions,
  newActions,
  pickRecipe,
  type Recipe,
} from '@fabula/deck/compose';
import { profileOf, vocabulary } from '../src/index.ts';
import { emojiPhrasesFor } from '../src/roles/emoji-clue.ts';
import { situationClues } from '../src/roles/storyteller.ts';

/** The metadata a Tales card of this recipe gets in tales.json (`drawTale`'s `meta`). */
const cardOf = (r: Recipe) => describeRecipe(r, composeScene(r).light.kind);

/** How many candidates of each action are read (the picker varies who, what, where and feeling). */
const seeds = 48;

/*
 * The composer's eleven situations of 2026-11-27 (and those drawn after them, `moreActions`: a
 * seesaw, a hand from the sky, tea with oneself, a staircase into the sky, a washing line…, and
 * `freshActions`, each a composition of its own) (a keyhole a season pours out of, a world in
 * cupped hands, a mask of another feeling, a paw at the night window, a house carried like a
 * snail's shell, a tug of war, rain only under the umbrella, one on another's shoulders, a figure
 * watching with its back turned, a door cut out of the sky, a shadow walking off) go into the
 * deck: every card of them must leave a storyteller two clues or more written for its situation
 * in every language (`review-faults.test.ts` asks it of the deck's cards), told by the action
 * alone — a twist adds its own clues, but not every card has one.
 */
describe('the new situations of the deck are told', () => {
  const situations = [...newActions, ...moreActions, ...freshActions];
  it.each(situations.map((action) => action.id))(
    '%s: two situation clues or more in every language, with its twist or without',
    (id) => {
      const action = situations.find((a) => a.id === id);
      if (!action) throw new Error(`no action ${id}`);
      const few: string[] = [];
      const recipes = Array.from({ length: seeds }, (_, i) => pickRecipe(i + 1, [action]));
      for (const recipe of [...recipes, ...recipes.map((r) => ({ ...r, twist: null }))]) {
        const card = cardOf(recipe);
        const profile = profileOf(card);
        if (!profile) throw new Error(`no profile for ${card.idea}`);
        for (const language of languages) {
          const clues = situationClues(profile, language);
          if (clues.length < 2) {
            const said = clues.map((e) => vocabulary()[e]?.text[language]).join(', ');
            few.push(`${language}: ${card.idea} (${said || 'none'})`);
          }
        }
      }
      expect(few).toEqual([]);
    },
    60_000,
  );

  it('tells the deck helper’s trial card: a door cut out of the sky with the night behind it', () => {
    // Swapped into the deck on trial, it had one clue in English: "The Truman Show" says the
    // sentence's "shows", "Alice in Wonderland" its "wide-eyed" wonder.
    const recipe: Recipe = {
      ...pickRecipe(
        1,
        newActions.filter((a) => a.id === 'cut-sky'),
      ),
      object: 'night',
      who: 'wolf',
      feeling: 'wonder',
      place: 'shore',
      twist: null,
    };
    const card = cardOf(recipe);
    expect(card.idea).toBe(
      'a wide-eyed wolf cuts a door out of the sky with scissors, and the night shows behind it on the shore',
    );
    const profile = profileOf(card);
    if (!profile) throw new Error('no profile');
    for (const language of languages) {
      expect(situationClues(profile, language).length, language).toBeGreaterThanOrEqual(2);
    }
  });

  it('leaves the emoji bot a known emoji form for nearly every card of each', () => {
    for (const action of newActions) {
      let without = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const card = cardOf(pickRecipe(seed, [action]));
        const profile = profileOf(card);
        if (!profile) throw new Error(`no profile for ${card.idea}`);
        if (emojiPhrasesFor(profile).length === 0) without++;
      }
      expect(without, action.id).toBeLessThanOrEqual(seeds / 8);
    }
  });

  it('tells rain, snow or stars that fall only under the umbrella alike', () => {
    const umbrella = newActions.find((a) => a.id === 'umbrella-rain');
    if (!umbrella) throw new Error('no umbrella-rain action');
    const falls = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const card = cardOf({ ...pickRecipe(seed, [umbrella]), twist: null });
      const profile = profileOf(card);
      if (!profile) throw new Error(`no profile for ${card.idea}`);
      const told = (language: Lang) =>
        situationClues(profile, language).map((e) => vocabulary()[e]?.text.en);
      // What falls: "it rains", "it snows", "stars fall"…
      falls.add(/, and (.*) only under the umbrella/.exec(card.idea)?.[1] ?? card.idea);
      expect(told('en'), card.idea).toContain('Murphy’s law');
    }
    expect(falls.size).toBeGreaterThan(2);
  });
});
