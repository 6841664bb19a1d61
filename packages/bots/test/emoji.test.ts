import { builtInDeck, languages } from '@fabula/deck';
import { createGame, emojiOf, parseClue, viewFor, type Clue, type GameState } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { profileOf, saysBannedWord, think, understandClue } from '../src/index.ts';
import { dot } from '../src/meaning/embeddings.ts';
import { emojiFor, emojiWords, understandEmoji } from '../src/meaning/emoji.ts';
import { deckIds, lookup } from './helpers.ts';

const near = (a: Float32Array | null, word: string) => {
  const b = understandClue(word, 'en').vector;
  if (!a || !b) throw new Error(`no meaning for ${word}`);
  return dot(a, b);
};

describe('bots read emoji (names and keywords from emojibase-data)', () => {
  it('in each of the five languages, by the names in that language', () => {
    const names = { en: 'whale', fi: 'valas', ja: 'クジラ', ru: 'кит', pt: 'baleia' } as const;
    for (const lang of languages) {
      const read = understandEmoji('🐋 🌊', lang);
      expect(read.known[0], lang).toBe(names[lang]);
      expect(read.unknown, lang).toEqual([]);
      // a whale and a wave are the sea, not a car
      expect(near(read.vector, 'ocean'), lang).toBeGreaterThan(near(read.vector, 'car') + 0.2);
    }
  });

  it('a skin tone or an emoji selector does not change what an emoji means', () => {
    expect(emojiWords('👍🏽', 'en')?.name).toBe('thumbs up');
    expect(emojiWords('❤️', 'en')?.name).toBe(emojiWords('❤', 'en')?.name);
    expect(understandEmoji('👍🏿', 'fi').vector).toEqual(understandEmoji('👍', 'fi').vector);
  });

  it('composes emoji for a meaning: valid emoji clues, closer to it than to something else', () => {
    for (const word of ['moon', 'music', 'winter', 'love']) {
      const meaning = understandClue(word, 'en').vector;
      if (!meaning) throw new Error(word);
      const emoji = emojiFor(meaning);
      expect(emoji, word).not.toBeNull();
      const text = (emoji ?? []).join('');
      expect(parseClue({ kind: 'emoji', text }), `${word}: ${text}`).toMatchObject({
        kind: 'emoji',
      });
      const read = understandEmoji(text, 'en').vector;
      expect(near(read, word), `${word}: ${text}`).toBeGreaterThan(near(read, 'tax') + 0.1);
    }
  });
});

/** The first round's storyteller (five seats: no race to tell first). */
function storyteller(state: GameState): number {
  if (state.phase.kind !== 'clue') throw new Error('not a clue phase');
  return state.phase.round.storyteller;
}

describe('the emoji bot', () => {
  function clueOf(state: GameState) {
    const decision = think(viewFor(state, { seat: storyteller(state) }), lookup, {
      level: 'normal',
      personality: 'emoji',
      language: 'en',
      seed: 'emoji-bot',
      deck: deckIds,
    });
    return decision?.command.type === 'clue' ? decision.command.clue : null;
  }
  const game = (knobs: Record<string, unknown>) => {
    const created = createGame({
      preset: 'dixit',
      seats: 5,
      deck: deckIds,
      seed: 'emoji-bot',
      at: 0,
      knobs,
    });
    if (!created.ok) throw new Error(created.error.message);
    return created.value.state;
  };

  it('gives its clue in emoji where the room allows them, in words where it does not', () => {
    expect(builtInDeck.length).toBeGreaterThan(0);
    const emoji = clueOf(game({}));
    expect(emoji).toMatchObject({ kind: 'emoji' });
    expect(parseClue(emoji)).toMatchObject({ kind: 'emoji' });
    expect(clueOf(game({ emojiClues: false }))).toMatchObject({ kind: 'text' });
  });

  it('never shows what its card shows: no emoji named by the card’s words', () => {
    let emojiClues = 0;
    for (let i = 0; i < 40; i++) {
      const created = createGame({
        preset: 'dixit',
        seats: 5,
        deck: deckIds,
        seed: `ban-${i}`,
        at: 0,
      });
      if (!created.ok) throw new Error(created.error.message);
      const view = viewFor(created.value.state, { seat: storyteller(created.value.state) });
      const decision = think(view, lookup, {
        level: (['easy', 'normal', 'hard'] as const)[i % 3] ?? 'normal',
        personality: 'emoji',
        language: languages[i % languages.length] ?? 'en',
        seed: `s${i}`,
        deck: deckIds,
      });
      const command = decision?.command;
      if (command?.type !== 'clue') throw new Error('the storyteller gives no clue');
      const clue = command.clue as Clue;
      if (clue.kind !== 'emoji') continue;
      emojiClues++;
      const words = lookup(command.card ?? '');
      const profile = words ? profileOf(words) : null;
      if (!profile) throw new Error(`no words for ${command.card ?? ''}`);
      for (const e of emojiOf(clue.text) ?? []) {
        const name = emojiWords(e, 'en')?.name ?? '';
        expect(saysBannedWord(name, profile), `${e} (${name}) for ${command.card ?? ''}`).toBe(
          false,
        );
      }
    }
    // Most meanings have a picture: the bot tells in emoji nearly always.
    expect(emojiClues).toBeGreaterThan(30);
    // Forty storytellers’ decisions: 7 s at load 8, 19 s while a deck build ran beside it.
  }, 30_000);
});
