import { builtInDeck, languages } from '@fabula/deck';
import { createGame, viewFor, type GameState } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { decide, wordPersonalities, vocabulary, type BotOptions } from '../src/index.ts';
import { stopwords } from '../src/meaning/stopwords.ts';
import { baseForms, synonymsOf } from '../src/meaning/wordnet.ts';
import { normalise } from '../src/vocabulary/index.ts';
import { card, deckIds, lookup } from './helpers.ts';

function firstClueState(seed: string, preset: 'dixit' | 'teams' = 'dixit'): GameState {
  const created = createGame({
    preset,
    seats: preset === 'teams' ? 8 : 5,
    deck: deckIds,
    seed,
    at: 0,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

function tellerClue(state: GameState, options: BotOptions) {
  if (state.phase.kind !== 'clue') throw new Error('not a clue phase');
  const seat = state.phase.round.storyteller;
  const move = decide(viewFor(state, { seat }), lookup, options);
  if (move?.type !== 'clue' || move.card === undefined) throw new Error('no clue');
  const clue = move.clue as { kind: string; text: string };
  return { card: move.card, text: clue.text };
}

/**
 * An independent statement of the rule: the card's words, their synonyms and their stems. Like
 * the rule itself, it leaves out function words: a card that calls "storm in a teacup" to mind
 * does not ban "a" or "in".
 */
function bannedFor(id: string): Set<string> {
  const c = card(id);
  const words = [...c.objects.map((o) => o.name), c.setting, c.mood, ...c.concepts]
    .flatMap((w) => w.toLowerCase().split(/[\s-]+/))
    .filter((w) => w.length > 0 && !stopwords.has(w));
  const out = new Set<string>();
  for (const w of words) {
    out.add(w);
    // A synonym that is a function word ("let", from *letter* as one who lets) says nothing either.
    for (const s of synonymsOf(w)) if (!stopwords.has(s)) out.add(s);
  }
  return out;
}

function breaksBan(text: string, banned: Set<string>): string | null {
  for (const token of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    for (const form of [token, ...baseForms(token)]) {
      if (banned.has(form)) return form;
      for (const b of banned) if (b.length >= 4 && form.startsWith(b)) return form;
    }
  }
  return null;
}

describe('the storyteller', () => {
  it('never says its card’s words or their synonyms, over many seeds and languages', () => {
    const byText = new Map(
      vocabulary().flatMap((e) => languages.map((l) => [`${l}:${normalise(e.text[l])}`, e])),
    );
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const language = languages[i % languages.length] ?? 'en';
      const state = firstClueState(`ban-${i}`);
      const { card: id, text } = tellerClue(state, {
        level: (['easy', 'normal', 'hard'] as const)[i % 3] ?? 'normal',
        personality: wordPersonalities[i % wordPersonalities.length] ?? 'poetic',
        language,
        seed: `s${i}`,
        deck: deckIds,
      });
      const entry = byText.get(`${language}:${normalise(text)}`);
      expect(entry, text).toBeDefined();
      expect(breaksBan(entry?.text.en ?? '', bannedFor(id)), `${text} for ${id}`).toBeNull();
      checked++;
    }
    expect(checked).toBe(300);
    // 300 first decisions, each on cards not yet seen (their tables are built on the way, a
    // person's reading of each card and the situations it shows too): a correctness check, not a
    // timing one, so a loaded machine must not fail it (17–22 s alone, 70 s beside a full check).
  }, 150_000);

  it('gives the same clue for the same seed, and varies with the seed', () => {
    const options: BotOptions = {
      level: 'normal',
      personality: 'poetic',
      language: 'en',
      seed: 'fixed',
      deck: deckIds,
    };
    const clues = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const state = firstClueState(`fixed-${i}`);
      const a = tellerClue(state, options);
      const b = tellerClue(structuredClone(state), options);
      expect(b).toEqual(a);
      clues.add(a.text);
    }
    expect(clues.size).toBeGreaterThan(6);
  });

  it('speaks the room’s language', () => {
    const state = firstClueState('lang');
    const texts = languages.map(
      (language) =>
        tellerClue(state, {
          level: 'normal',
          personality: 'literal',
          language,
          seed: 'x',
          deck: deckIds,
        }).text,
    );
    // Each room hears an entry in its own language. Not always the same entry: a clue that says
    // a word of the card's sentence in that language is banned there ("olhar" in pt).
    texts.forEach((text, i) => {
      const lang = languages[i] ?? 'en';
      expect(
        vocabulary().some((e) => e.sayable && e.text[lang] === text),
        `${lang}: ${text}`,
      ).toBe(true);
    });
    // Not English everywhere: the Japanese and Russian rooms hear their own scripts (a title may
    // be the same word in English, Portuguese and Finnish: "Titanic").
    for (const lang of ['ja', 'ru'] as const) {
      expect(texts[languages.indexOf(lang)], lang).toMatch(/[^\p{Script=Latin}\P{L}]/u);
    }
  });

  it('plays a card without words at random instead of failing', () => {
    const state = firstClueState('no-words');
    if (state.phase.kind !== 'clue') throw new Error('not a clue phase');
    const seat = state.phase.round.storyteller;
    const move = decide(viewFor(state, { seat }), () => undefined, {
      level: 'normal',
      personality: 'poetic',
      language: 'en',
      seed: 'x',
    });
    expect(move?.type).toBe('clue');
  });

  it('has cards to talk about in the built-in deck', () => {
    expect(builtInDeck.length).toBeGreaterThan(84);
  });
});
