import { languages, talesDeck, type TaleCard } from '@fabula/deck';
import { emojiOf } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { understandClue, vocabulary } from '../src/index.ts';
import { liking, personalities, tastes } from '../src/profile.ts';
import { emojiPhrasesFor, labelsOneThing, picturesDrawn } from '../src/roles/emoji-clue.ts';
import { emojiPhrases } from '../src/vocabulary/emoji-phrases.ts';
import { emojiWords, understandEmoji } from '../src/meaning/emoji.ts';
import { situationClues } from '../src/roles/storyteller.ts';
import { stockPhrases } from '../src/vocabulary/stock-phrases.ts';
import { type VocabEntry } from '../src/vocabulary/index.ts';
import { entryNamed, taleProfile } from './helpers.ts';

/*
 * What a blind reviewer disliked in 12 boards of bot clues (2026-11-27, evening: found first 7 /
 * 12, enjoyed 3 / 12): stock phrases that caption the picture, a cliché translated word for word,
 * emoji that fit nothing or repeat what is drawn, a title cut short. Each pinned here.
 */

const profile = taleProfile;
const entryOf = entryNamed;

const where = (pattern: RegExp) => talesDeck.filter((card) => pattern.test(card.idea));

/** The texts of the situation clues a storyteller may tell for a card, in a language. */
const told = (card: TaleCard, language: (typeof languages)[number]) =>
  situationClues(profile(card), language).map((e) => vocabulary()[e]?.text[language]);

describe('clues a person enjoys: a reframing, not a caption', () => {
  it('never tells "a safe haven" for a shelter nor "precious cargo" (or «carga preciosa») for a load', () => {
    const sheltered = where(/\bshelters .* from the rain\b/);
    const carried = where(/\bcarries .* in both arms\b/);
    expect(sheltered.length * carried.length).toBeGreaterThan(0);
    for (const language of languages) {
      const haven = entryOf('a safe haven').text[language];
      const cargo = entryOf('precious cargo').text[language];
      for (const card of sheltered) expect(told(card, language), card.idea).not.toContain(haven);
      for (const card of carried) expect(told(card, language), card.idea).not.toContain(cargo);
    }
    expect(entryOf('precious cargo').text.pt).toBe('carga preciosa');
  });

  it('says no headword by way of an English phrase: "a good read" is 読書 and «leitura»', () => {
    // Found by its words on a fox lighting the way (tale-289), and on the only book before.
    for (const card of talesDeck) {
      expect(told(card, 'ja'), card.idea).not.toContain('読書');
      expect(told(card, 'pt'), card.idea).not.toContain('leitura');
    }
  });

  it('tells people no stock phrase, but still understands one a person says', () => {
    const stock = new Set([...stockPhrases].map((text) => entryOf(text).index));
    for (const card of talesDeck) {
      for (const language of ['en', 'pt'] as const) {
        const said = situationClues(profile(card), language).filter((e) => stock.has(e));
        expect(said, card.idea).toEqual([]);
      }
    }
    for (const text of stockPhrases) {
      expect(understandClue(text, 'en').known.length, text).toBeGreaterThan(0);
    }
  });

  it('leaves each card it was written for two or more reframings in every language', () => {
    for (const card of [
      ...where(/\bshelters .* from the rain\b/),
      ...where(/\bcarries .* in both arms\b/),
      ...where(/\bopens a door\b/),
      ...where(/\bdances with\b/),
    ]) {
      for (const language of languages) {
        expect(told(card, language).length, `${language}: ${card.idea}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('likes a saying, a title or an image better than a caption, whatever its personality', () => {
    // "the last waltz" against "until dawn" for a dance at midnight; "don't tell anyone" (an
    // action) against "walls have ears" for a secret whispered.
    const saying = entryOf('the last waltz');
    const caption = entryOf('until dawn');
    const action = entryOf("don't tell anyone");
    expect(caption.style).toBe('abstract');
    for (const personality of personalities) {
      const taste = tastes[personality];
      const likes = (entry: VocabEntry) => liking(entry, taste, 'people');
      expect(likes(saying), personality).toBeGreaterThan(likes(caption) + 0.15);
      expect(likes(saying), personality).toBeGreaterThan(likes(action) + 0.15);
    }
  });
});

describe('emoji that tell a story about the picture', () => {
  const emojiFor = (card: TaleCard) =>
    emojiPhrasesFor(profile(card)).flatMap((p) => emojiOf(p.emoji) ?? []);

  it('never repeats what the card draws: no 💤 where someone sleeps, no 🤹 for a balancing act', () => {
    const sleepers = talesDeck.filter((card) => /\bsleeps?\b|^an? sleepy\b/.test(card.idea));
    const balancers = where(/\bbalances a tower of\b/);
    const runners = where(/\bruns after\b/);
    expect(sleepers.length * balancers.length * runners.length).toBeGreaterThan(0);
    for (const card of sleepers) expect(emojiFor(card), card.idea).not.toContain('💤');
    for (const card of balancers) {
      expect(picturesDrawn('🤹', profile(card)), card.idea).toBe(true);
      expect(emojiFor(card), card.idea).not.toContain('🤹');
    }
    for (const card of runners) expect(emojiFor(card), card.idea).not.toContain('🏃');
    // A known form that reframes what is drawn stays: "see no evil" for someone hiding.
    const hiding = where(/^an? frightened [\w ]+ hides from\b/);
    expect(hiding.some((card) => emojiFor(card).includes('🙈'))).toBe(true);
  });

  it('never says 🍵 "none of my business" where nobody ignores anything, nor 😈 for a face alone', () => {
    for (const card of talesDeck) {
      const business = emojiPhrasesFor(profile(card)).some(
        (p) => p.says === 'but that’s none of my business',
      );
      if (business) {
        expect(card.idea, 'someone calm beside what they ignore').toMatch(
          /^an? calm\b.*\b(?:eyes watch from the dark|the shadow on the wall is|the mirror beside them shows)\b/,
        );
      }
      // 😈 for mischief done, not on every mischievous face (59 cards before).
      if (emojiPhrasesFor(profile(card)).some((p) => p.emoji === '😈')) {
        expect(card.idea).toMatch(/^an? mischievous\b/);
        expect(card.idea).not.toMatch(/^an? mischievous [\w ]+ (?:dances|sleeps|waits)\b/);
      }
    }
    const devilish = talesDeck.filter((card) =>
      emojiPhrasesFor(profile(card)).some((p) => p.emoji === '😈'),
    );
    const mischievous = talesDeck.filter((card) => /^an? mischievous\b/.test(card.idea));
    expect(devilish.length).toBeLessThan(mischievous.length / 2);
  });
});

describe('titles said whole', () => {
  it('says 2001年宇宙の旅, not 宇宙の旅, and understands the short name a person types', () => {
    const odyssey = entryOf('2001: A Space Odyssey');
    expect(odyssey.text.ja).toBe('2001年宇宙の旅');
    for (const language of languages) expect(odyssey.text[language], language).toMatch(/2001/);
    expect(understandClue('宇宙の旅', 'ja').known).toContain('宇宙の旅');
    const encounters = entryOf('Close Encounters of the Third Kind');
    expect(encounters.text.ru).toBe('Близкие контакты третьей степени');
    expect(encounters.text.pt).toBe('Encontros Imediatos do Terceiro Grau');
  });
});

describe('the faults of blind review -n (2026-11-27, 22:00: enjoyed 8 / 12)', () => {
  it('draws no generic emoji: 🎭 "two faces" for a false face in the mirror, not any shadow', () => {
    const masks = talesDeck.filter((card) =>
      emojiPhrasesFor(profile(card)).some((p) => p.emoji === '🎭'),
    );
    expect(masks.length).toBeLessThanOrEqual(talesDeck.length / 20);
  });

  it('hooks no idiom on a keyword whose meaning the picture does not show', () => {
    // «колдовское зелье» named the cauldron drawn; "strike a chord" punned on a grieving
    // wolf's violin; «pikkulintu kertoi» hung on a bird for a whisper into an egg.
    for (const card of talesDeck) {
      expect(told(card, 'ru'), card.idea).not.toContain('колдовское зелье');
      if (/^an? grieving\b/.test(card.idea)) {
        expect(told(card, 'en'), card.idea).not.toContain('strike a chord');
      }
      if (/\b(?:eggs?|birds?|birdcage)\b/.test(card.idea)) {
        expect(told(card, 'fi'), card.idea).not.toContain('pikkulintu kertoi');
      }
    }
    // The last card stirring a pot of rising stars (tale-141, whose «заварить кашу» this asked
    // for) left with session 52's third swap, with the whale across its sky.
  });
});

describe('the faults of blind review -p (2026-11-27: enjoyed 8 / 12)', () => {
  it('captions no eyes in the dark: not "someone’s there", in any language', () => {
    const watched = where(/\beyes watch from the dark\b|\bpresses a hand to the window at night\b/);
    expect(watched.length).toBeGreaterThan(0);
    for (const language of languages) {
      const there = entryOf('someone’s there').text[language];
      for (const card of watched) expect(told(card, language), card.idea).not.toContain(there);
    }
  });

  it('says no "tidy up" for a sweeper: «pistää paikat kuntoon», «навести порядок» caption it', () => {
    const swept = where(/\bsweeps .* into a heap\b/);
    expect(swept.length).toBeGreaterThan(0);
    for (const card of swept) {
      expect(told(card, 'fi'), card.idea).not.toContain('pistää paikat kuntoon');
      expect(told(card, 'ru'), card.idea).not.toContain('навести порядок');
      // The saying's meaning stays: one's affairs (or life) put in order, not the street.
      expect(told(card, 'fi'), card.idea).toContain('laittaa elämänsä järjestykseen');
    }
  });

  it('reads a paw that presses back as no back drawn: no "singing out loud" by its "out"', () => {
    // Judged on review-sheet seed s44-a: the literal bot said "singing out loud" for the paw at
    // the window, a clue that touched the sentence's "back" (and "huge") by its particle.
    const pressed = where(/\bpresses back\b/);
    expect(pressed.length).toBeGreaterThan(0);
    for (const card of pressed) {
      for (const text of ['singing out loud', 'drifting off', 'miles away', 'take a deep breath']) {
        expect(told(card, 'en'), card.idea).not.toContain(text);
      }
    }
  });

  it('names no twist of rain falling upwards: not "topsy-turvy" («всё наоборот»)', () => {
    const upwards = where(/\bthe rain falls upwards\b/);
    expect(upwards.length).toBeGreaterThan(0);
    for (const language of languages) {
      const turned = entryOf('topsy-turvy').text[language];
      for (const card of upwards) {
        expect(told(card, language), card.idea).not.toContain(turned);
        expect(told(card, language).length, card.idea).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('the faults of blind review -r (2026-11-28: enjoyed 7 / 12, found first 5 / 12)', () => {
  it('tells no lone emoji of a thing (🍵, 📬): a pair that says what it means, or a face', () => {
    // 🍵 "none of my business" sent the reader to a giant teapot; 📬 named the letters drawn.
    let told = 0;
    for (const card of talesDeck) {
      for (const phrase of emojiPhrasesFor(profile(card))) {
        told++;
        expect(labelsOneThing(phrase), `${phrase.emoji} for ${card.idea}`).toBe(false);
        expect(phrase.emoji, card.idea).not.toMatch(/^(?:🍵|📬|🐘|🎻)$/u);
      }
    }
    expect(told).toBeGreaterThan(talesDeck.length);
    // The lone forms are still understood when a person types them.
    expect(understandEmoji('🍵', 'en').known).toEqual(['but that’s none of my business']);
    // And the meaning travels with the pair: 🤏🎻 is the world's smallest violin.
    expect(understandEmoji('🤏🎻', 'en').known).toEqual(['the world’s smallest violin']);
    // A person stands alone: 🕵️ is on the case.
    const detective = emojiPhrases.find((p) => p.emoji === '🕵️');
    expect(detective && labelsOneThing(detective)).toBe(false);
  });

  it('tells no lone hand (👋, 🤌): it names a gesture a figure on the board may be making', () => {
    // Review s: 👋 "bye-bye" for a paper boat carried off sent the reader to the card where someone
    // waves; 🤌 "chef's kiss" read as the pinch of a hand drawn on another card.
    for (const card of talesDeck) {
      for (const phrase of emojiPhrasesFor(profile(card))) {
        expect(phrase.emoji, card.idea).not.toMatch(/^(?:👋|🤌|🤞|💪|🫶)$/u);
      }
    }
    const bye = emojiPhrases.find((p) => p.says === 'bye-bye!');
    if (!bye) throw new Error('no bye-bye form');
    expect(bye.emoji).toBe('👋🥲');
    expect(labelsOneThing({ ...bye, emoji: '👋' })).toBe(true);
  });

  it('hangs no saying on a prop or on the surface action: no "abracadabra" for a top hat', () => {
    // "abracadabra" for a cat peeking out of a top hat (twice, by two personalities); "you are
    // what you eat" for a bear feeding keys to a fish (nobody becomes what they eat).
    const hats = where(/\bpeeks out of a giant top hat\b/);
    const fed = where(/\bfeeds\b|\bspoon-feeds\b/);
    expect(hats.length * fed.length).toBeGreaterThan(0);
    for (const language of languages) {
      const magic = entryOf('abracadabra').text[language];
      const eat = entryOf('you are what you eat').text[language];
      for (const card of hats) expect(told(card, language), card.idea).not.toContain(magic);
      for (const card of fed) expect(told(card, language), card.idea).not.toContain(eat);
      for (const card of [...hats, ...fed]) {
        expect(told(card, language).length, card.idea).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('tells "the one that got away" only where a fish gets away, not a paper boat chased', () => {
    // The reader took the painted fish swimming out of its canvas, the saying's own image.
    const chased = where(/\bruns after\b.*\bcarried off by the wind\b/);
    expect(chased.length).toBeGreaterThan(0);
    for (const language of languages) {
      const away = entryOf('the one that got away').text[language];
      for (const card of chased) {
        if (/\bfish\b/.test(card.idea)) continue;
        expect(told(card, language), card.idea).not.toContain(away);
      }
    }
  });

  it('draws no generic magic or night: 🪄 not for a painting come alive, 🦉 only for one awake', () => {
    // Own reading of review sheets (s45-a, -b): 🪄✨ and 🦉🌙 fitted two or three cards a board.
    for (const card of talesDeck) {
      const forms = emojiPhrasesFor(profile(card)).map((p) => p.says);
      if (/\bcomes out of the canvas\b/.test(card.idea)) {
        expect(forms, card.idea).not.toContain('as if by magic');
      }
      if (forms.includes('a night owl'))
        expect(card.idea).toMatch(/^an? (?:wide-eyed|determined)\b/);
    }
    const painted = where(/\bcomes out of the canvas\b/);
    expect(painted.length).toBeGreaterThan(0);
  });
});

describe('the faults of blind review -s (2026-11-28: enjoyed 7 / 12, found first 5 / 12)', () => {
  it('tells no lone face (🥺, 🤐, 🌚): a mood every card of that mood shares, not a story', () => {
    // 🥺 "puppy eyes" for an old man feeding hearts to a bird fitted every tender card of the board.
    const faces = /\b(?:face|head)\b/;
    for (const card of talesDeck) {
      for (const phrase of emojiPhrasesFor(profile(card))) {
        const emoji = emojiOf(phrase.emoji) ?? [];
        if (emoji.length !== 1) continue;
        expect(emojiWords(emoji[0] ?? '', 'en')?.name ?? '', card.idea).not.toMatch(faces);
      }
    }
    // The face is told with what it is about: pretty please, lips sealed and locked.
    const emojiFor = (card: TaleCard) => emojiPhrasesFor(profile(card)).map((p) => p.emoji);
    const fed = where(/\bfeeds\b/);
    expect(fed.some((card) => emojiFor(card).includes('🥺🙏'))).toBe(true);
    const whispered = where(/\bwhispers a secret into\b/);
    expect(whispered.some((card) => emojiFor(card).includes('🤐🔒'))).toBe(true);
    // And a lone face a person types is still understood.
    expect(understandEmoji('🥺', 'en').known).toEqual(['puppy eyes']);
  });

  it('tells no saying that floats free of the picture: no current, no knife’s edge, no chord', () => {
    // "against the current" for rain falling upwards, «ходить по лезвию ножа» for a balancing act
    // with no edge drawn, "strike a chord" a pun on a drawn violin, "something wicked this way
    // comes" for any eyes in the dark, game after game.
    const wicked = entryOf('something wicked this way comes');
    for (const card of talesDeck) {
      for (const language of languages) {
        const clues = told(card, language);
        expect(clues, card.idea).not.toContain(entryOf('against the current').text[language]);
        expect(clues, card.idea).not.toContain(entryOf('strike a chord').text[language]);
        expect(clues, card.idea).not.toContain(entryOf('walking a tightrope').text[language]);
        if (clues.includes(wicked.text[language])) {
          expect(card.idea).toMatch(/^an? (?:frightened|astonished|calm|sleepy)\b/);
        }
      }
    }
    const balancing = where(/\bbalances a tower of\b/);
    for (const card of balancing) expect(told(card, 'en'), card.idea).toContain('hold your breath');
  });
});
