import { builtInDeck, languages } from '@fabula/deck';
import {
  apply,
  createGame,
  emojiOf,
  parseClue,
  viewFor,
  type Clue,
  type GameState,
} from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { profileOf, think, understandClue } from '../src/index.ts';
import { emojiPhrasesFor, isOwnThing, listsThings, thingHead } from '../src/roles/emoji-clue.ts';
import { dot } from '../src/meaning/embeddings.ts';
import {
  emojiFor,
  emojiIsColourHeart,
  emojiWords,
  knownEmojiPhrase,
  understandEmoji,
} from '../src/meaning/emoji.ts';
import { deckIds, lookup, storytellerView } from './helpers.ts';

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

describe('an emoji thing of the card', () => {
  it('is named by its head noun: the last word before any "with" or ":"', () => {
    expect(thingHead('whale')).toBe('whale');
    expect(thingHead('mantelpiece clock')).toBe('clock');
    expect(thingHead('snow-capped mountain')).toBe('mountain');
    expect(thingHead('cloud with lightning and rain')).toBe('cloud');
    expect(thingHead('family: man, woman, girl')).toBe('family');
  });

  it('is one the card names and shows: a whale of a whale card, no red dragon', () => {
    const whaleCard = builtInDeck.find((c) => /\bwhale\b/.test(c.alt.en));
    const profile = whaleCard ? profileOf(whaleCard) : null;
    if (!profile) throw new Error('no card with a whale');
    expect(isOwnThing('spouting whale', profile)).toBe(true);
    expect(isOwnThing('mahjong red dragon', profile)).toBe(false);
  });
});

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

  // The first emoji clue of a process builds every emoji's meaning (seconds on a busy machine).
  it(
    'gives its clue in emoji where the room allows them, in words where it does not',
    { timeout: 30_000 },
    () => {
      expect(builtInDeck.length).toBeGreaterThan(0);
      const emoji = clueOf(game({}));
      expect(emoji).toMatchObject({ kind: 'emoji' });
      expect(parseClue(emoji)).toMatchObject({ kind: 'emoji' });
      expect(clueOf(game({ emojiClues: false }))).toMatchObject({ kind: 'text' });
    },
  );

  // Forty first decisions in five languages: each language reads its emoji names once (seconds).
  it(
    'tells a known emoji form that fits its card (never a list of its things), else words',
    {
      timeout: 60_000,
    },
    () => {
      let emojiClues = 0;
      for (let i = 0; i < 40; i++) {
        const decision = think(storytellerView(`ban-${i}`), lookup, {
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
        const why = `${clue.text} for ${command.card ?? ''}`;
        // Every emoji clue is a form of the table, one that fits the situation its card shows
        // and lists none of its things.
        const phrase = knownEmojiPhrase(clue.text);
        expect(phrase, why).not.toBeNull();
        if (!phrase) continue;
        expect(emojiPhrasesFor(profile), why).toContain(phrase);
        expect(listsThings(phrase, profile), why).toBe(false);
        expect((emojiOf(clue.text) ?? []).some(emojiIsColourHeart), why).toBe(false);
      }
      // Most cards show a situation a known form fits: the bot tells in emoji most of the time.
      expect(emojiClues).toBeGreaterThan(20);
    },
  );

  it(
    'never gives one emoji clue twice in a game, nor an emoji many phones cannot draw',
    {
      timeout: 60_000,
    },
    () => {
      const seats = 4;
      const created = createGame({ preset: 'dixit', seats, deck: deckIds, seed: 'once', at: 0 });
      if (!created.ok) throw new Error(created.error.message);
      let state: GameState = created.value.state;
      const clues: string[] = [];
      let at = 0;
      for (let pass = 0; pass < 400 && state.phase.kind !== 'ended'; pass++) {
        let moved = false;
        for (let seat = 0; seat < seats; seat++) {
          const options = { level: 'normal', personality: 'emoji', language: 'en' } as const;
          const decision = think(viewFor(state, { seat }), lookup, {
            ...options,
            seed: 'once',
            deck: deckIds,
          });
          if (!decision) continue;
          const applied = apply(state, { ...decision.command, seat, at: ++at });
          if (!applied.ok) continue;
          const { command } = decision;
          const clue = command.type === 'clue' ? (command.clue as Clue) : null;
          if (clue?.kind === 'emoji') clues.push(clue.text);
          state = applied.value.state;
          moved = true;
        }
        if (!moved) break;
      }
      expect(clues.length).toBeGreaterThan(5);
      expect(new Set(clues).size).toBe(clues.length);
      for (const e of clues.flatMap((c) => emojiOf(c) ?? [])) {
        // Emoji 16 and 17 (🫪, 🫩) and organs (🫁) are never drawn.
        expect(['🫪', '🫩', '🫁', '🫀', '🦷'], clues.join(' ')).not.toContain(e);
      }
    },
  );
});
