import { seededRandom, type CardId, type Seat } from '@fabula/rules';
import { languages, type Lang } from '@fabula/deck';
import {
  englishWords,
  isKnownIn,
  normalise,
  referenceKind,
  sayableEntries,
  vocabulary,
  type VocabEntry,
} from '../vocabulary/index.ts';
import { stopwords } from '../meaning/stopwords.ts';
import {
  entryFits,
  entryVectors,
  isBannedEntry,
  scenesOf,
  type CardProfile,
} from '../meaning/space.ts';
import { thingsNamed } from '../meaning/things.ts';
import { isSaying, situationFits } from '../meaning/situations.ts';
import { cached } from '../memo.ts';
import { personFits } from './person.ts';
import { emojiFit, emojiPhrasesFor, phraseClue, type EmojiClue } from './emoji-clue.ts';
import { emojiPhrases } from '../vocabulary/emoji-phrases.ts';
import { isStockPhrase } from '../vocabulary/stock-phrases.ts';
import { imaginablePool, pickIndex, softPick, spread, type Mind } from '../mind.ts';
import { liking, tastes } from '../profile.ts';
import { readTable, typicalTable, type TableReading } from './calibrate.ts';
import { bestFits, imagineHands, type DecoySource } from './imagine.ts';

export interface StoryChoice {
  readonly card: CardId;
  readonly entry: number;
  /** The clue in emoji, when the storyteller tells in emoji and the entry has a picture. */
  readonly emoji?: string;
  /** Expected storyteller points the bot predicted (for tests and tuning). */
  readonly expected: number;
}

interface Table {
  readonly sources: DecoySource[];
  readonly voters: number;
}

/** Who will put cards next to the storyteller's, and how many will vote (classic or team). */
function tableAround(mind: Mind): Table {
  const { view, seat } = mind;
  const phase = view.phase;
  const participants =
    phase.kind === 'clue'
      ? phase.round.participants
      : view.seats.filter((s) => s.occupied).map((s) => s.seat);
  const hand = view.table.handSize;
  if (view.rules.mode === 'team' && view.teams) {
    const active = new Set<Seat>(participants);
    const sources: DecoySource[] = [];
    let voters = 0;
    for (const [a, b] of view.teams) {
      if (a === seat || b === seat) {
        sources.push({ handSize: hand, takes: 1, votes: false }); // the partner's best fit
      } else if (active.has(a) || active.has(b)) {
        sources.push({ handSize: hand * 2, takes: 1, votes: true }); // the better of two hands
        voters++;
      }
    }
    return { sources, voters };
  }
  const others = participants.filter((s) => s !== seat);
  const takes = view.table.cardsPerSubmission;
  return {
    sources: others.map(() => ({ handSize: hand, takes, votes: true })),
    voters: others.length,
  };
}

/**
 * The storyteller's aim (spec: "between nobody and everybody"). Listeners are modelled as
 * choosing a card with probability ∝ exp(β · fit); for each candidate clue the bot imagines the
 * other players' hands, lets each submit its best-fitting card, and computes the chance p that a
 * listener finds its card. With V independent listeners the storyteller scores when some but not
 * all find: 1 − p^V − (1 − p)^V, which peaks at p = ½. It picks the (card, clue) pair with the
 * most expected points, never a clue that says the card's own words or their synonyms.
 */
const genericCache = new Map<string, Float64Array>();

/** Each entry's mean fit (as the table reads) over a spread slice of the pool, cached per slice. */
function genericness(
  pool: readonly CardProfile[],
  readOf: (profile: CardProfile) => Float32Array,
  reader: string,
): Float64Array {
  const slice = spread(pool, 16);
  const key = [reader, ...slice.map((p) => p.key)].join('\u0001');
  let out = genericCache.get(key);
  if (!out) {
    const vectors = entryVectors();
    out = new Float64Array(vectors.length);
    const tables = slice.map(readOf);
    for (let e = 0; e < vectors.length; e++) {
      if (!vectors[e]) continue;
      let sum = 0;
      for (const table of tables) sum += table[e] ?? 0;
      out[e] = sum / Math.max(1, slice.length);
    }
    if (genericCache.size > 64) genericCache.clear();
    genericCache.set(key, out);
  }
  return out;
}

/**
 * What a clue that tells of many cards' situations costs, in expected points per share of the
 * deck: read blind, the same few titles came back board after board ("Ponyo" for any fish by the
 * sea, "Mary Poppins" for anything in the wind), and they tell a card's situation loosely.
 */
const breadthCost = 1;
const breadthCache = new Map<string, Float32Array>();

/** Each entry's share of a spread slice of the pool whose situation it tells (`situationFits`). */
function breadth(pool: readonly CardProfile[]): Float32Array {
  const slice = spread(pool, 64);
  const key = slice.map((p) => p.key).join('\u0001');
  return cached(breadthCache, key, () => {
    if (breadthCache.size > 64) breadthCache.clear();
    const out = new Float32Array(vocabulary().length);
    for (const profile of slice) {
      const tells = situationFits(profile);
      for (let e = 0; e < out.length; e++) out[e] = (out[e] ?? 0) + (tells[e] ?? 0) / slice.length;
    }
    return out;
  });
}

/**
 * The indices of the k best-scoring entries, best first; equal scores keep index order (as a
 * stable sort would), and entries scored null are skipped. A selection, not a sort: the
 * vocabulary has ~1,600 entries and a storyteller ranks it once per hand card.
 */
function topEntries(k: number, count: number, score: (e: number) => number | null): number[] {
  const scores = new Float64Array(k);
  const ids = new Int32Array(k);
  let size = 0;
  for (let e = 0; e < count; e++) {
    const s = score(e);
    if (s === null || k === 0) continue;
    if (size === k && s <= (scores[k - 1] ?? -Infinity)) continue;
    let i = size < k ? size++ : k - 1;
    while (i > 0 && (scores[i - 1] ?? -Infinity) < s) {
      scores[i] = scores[i - 1] ?? 0;
      ids[i] = ids[i - 1] ?? 0;
      i--;
    }
    scores[i] = s;
    ids[i] = e;
  }
  return Array.from(ids.subarray(0, size));
}

/**
 * Whether a storyteller may give this entry: one it says (not a plain word), with a meaning,
 * not said before in this game, and never a thing (a concrete entry) — a thing not in the
 * picture misleads ("tent" for an umbrella) and the things in it are the card's own banned
 * words. Feelings, actions, qualities, sayings, titles and images remain.
 */
export function mayTell(
  entry: VocabEntry,
  vector: Float32Array | null | undefined,
  said: ReadonlySet<string>,
): boolean {
  return entry.sayable && entry.style !== 'concrete' && !!vector && !said.has(entry.text.en);
}

const phrases = new Map<number, boolean>();

/**
 * Whether an entry is more than a headword: a figure of speech or a title, or two content words
 * or more ("take a deep breath"). One plain word names the one thing a card shows ("読書" for the
 * only book, "a cintilar" for the sparkly card): read blind, everyone found it, and nobody
 * enjoyed it.
 */
function isPhrase(entry: VocabEntry): boolean {
  return cached(
    phrases,
    entry.index,
    () =>
      entry.style === 'figurative' ||
      englishWords(entry.text.en).filter((word) => !stopwords.has(word)).length >= 2,
  );
}

/**
 * The entries already given as clues in this game (by anyone, in any language): a storyteller
 * never repeats one, nor its idea in another language. Matched by the entry's text in every
 * language, so a person's clue that happens to be an entry counts too. Read blind, ギリギリを生きる
 * and then жить на грани ("living on the edge") came back for the same card: matched in the
 * room's language only, the Japanese clue did not count as said in a Russian room.
 */
export function cluesSaid(mind: Mind): ReadonlySet<string> {
  const said = new Set<string>();
  const byText = entriesByAnyText();
  for (const round of mind.view.history) {
    if (round.clue.kind !== 'text') continue;
    const entry = byText.get(normalise(round.clue.text));
    if (entry) said.add(entry);
  }
  return said;
}

/**
 * What kind of clue an entry is, for spreading a game's clues over kinds: a work's kind (a film,
 * a book, a myth, a tale, a song), a saying, or the entry's kind (a feeling, an action, a
 * quality…). Read blind, "Pokémon" came back board after board; a table enjoys a film, then a
 * saying, then a feeling more than three titles in a row.
 */
export function clueKind(entry: VocabEntry): string {
  const work = referenceKind(entry);
  if (work !== null) return work;
  return entry.style === 'figurative' ? 'saying' : entry.kind;
}

/** How many clues of each kind (`clueKind`) were given in this game (known entries only). */
function kindsSaid(said: ReadonlySet<string>): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  if (said.size === 0) return counts;
  for (const entry of vocabulary()) {
    if (!said.has(entry.text.en)) continue;
    const kind = clueKind(entry);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

/** What each earlier clue of the same kind in this game costs a storyteller, in expected points. */
const kindRepeatCost = 0.25;

/** The emoji clues already given in this game: an emoji storyteller never repeats one either. */
function emojiSaid(mind: Mind): ReadonlySet<string> {
  return new Set(
    mind.view.history.flatMap((round) => (round.clue.kind === 'emoji' ? [round.clue.text] : [])),
  );
}

let textIndex: ReadonlyMap<string, string> | null = null;

/**
 * Each entry's normalised text in every language → its English text (built once). A text two
 * entries share in some language keeps the first entry's meaning.
 */
function entriesByAnyText(): ReadonlyMap<string, string> {
  if (!textIndex) {
    const index = new Map<string, string>();
    for (const lang of languages) {
      for (const entry of vocabulary()) {
        const text = normalise(entry.text[lang]);
        if (!index.has(text)) index.set(text, entry.text.en);
      }
    }
    textIndex = index;
  }
  return textIndex;
}

/** Any entry a bot may say, at random (when no card has words to aim with). */
function randomSayable(mind: Mind): number {
  const sayable = sayableEntries();
  return sayable[pickIndex(mind.random, sayable.length)] ?? 0;
}

/**
 * The storyteller's card and clue. With `inEmoji` (the emoji bot, where the rules allow emoji) its
 * best clues are said in emoji and aimed by what the emoji mean to the table (`inEmojiBest`).
 */
export function chooseStory(mind: Mind, handIds: readonly CardId[], inEmoji = false): StoryChoice {
  const entries = vocabulary();
  const hand = handIds.flatMap((id) => {
    const profile = mind.profile(id);
    return profile ? [{ id, profile }] : [];
  });
  if (hand.length === 0) {
    // No words for any card (a custom deck without words): a random card and a random clue.
    const card = handIds[pickIndex(mind.random, handIds.length)] ?? '';
    return { card, entry: randomSayable(mind), expected: 0 };
  }
  const pool = imaginablePool(mind, handIds);
  // A spread sample of the deck stands for the others' hands (keeps a decision within ~10 ms).
  const decoys: CardProfile[] = pool.length >= 4 ? spread(pool, 96) : hand.map((h) => h.profile);
  const { sources, voters } = tableAround(mind);
  const samples = imagineHands(decoys.length, sources, mind.level.samples, mind.random);
  const taste = tastes[mind.options.personality];
  const lone = mind.view.rules.loneFinderBonus;
  // Easy storytellers do not read the table; the others fit their listener model to past votes:
  // a table is taken for people, who read the pictures, until its votes say it reads words.
  const { beta, reader } = readingOf(mind);
  const audience = onlyBots(mind) ? 'bots' : 'people';
  const language = mind.options.language;
  const readOf = (profile: CardProfile) =>
    reader === 'person' ? personFits(profile, language) : entryFits(profile);

  // How generic each entry is (its mean fit over a slice of the pool): specific clues first.
  const generic = genericness(imaginablePool(mind, []), readOf, `${reader}:${language === 'en'}`);
  const said = cluesSaid(mind);
  const likes = (entry: VocabEntry) => liking(entry, taste, audience);
  const broad = audience === 'people' ? breadth(imaginablePool(mind, [])) : null;
  // For people: phrases they know that tell of a situation its card shows; only when no card of
  // the hand has one, any such phrase. A table of bots reads words, not situations.
  const rules: readonly ClueRule[] = audience === 'people' ? ['situation', 'phrase'] : ['any'];
  // The first rule that leaves any candidate, and only that one computed (a decision's hot path).
  let candidates: { card: number; entry: number }[] = [];
  for (const rule of rules) {
    candidates = handCandidates(mind, hand, readOf, generic, likes, said, rule, broad);
    if (candidates.length > 0) break;
  }
  if (candidates.length === 0) {
    const h = pickIndex(mind.random, hand.length);
    return {
      card: hand[h]?.id ?? '',
      entry: randomSayable(mind),
      expected: 0,
    };
  }

  // Each imagined card's table, looked up once: a decision reads ~100 cards for ~150 clues.
  const decoyReads = decoys.map(readOf);
  const fits = new Float64Array(decoys.length);
  const weights = new Float64Array(sources.length);
  /** Expected points of a clue for the card in hand `card`, given how it fits any card. */
  const pointsOf = (card: number, fitOf: (profile: CardProfile, decoy: number) => number) => {
    const own = hand[card]?.profile as CardProfile;
    decoys.forEach((d, i) => (fits[i] = fitOf(d, i)));
    const mine = Math.exp(beta * fitOf(own, -1));
    let points = 0;
    for (const sample of samples) {
      let total = mine;
      sample.forEach((cards, s) => {
        let sum = 0;
        for (const f of bestFits(cards, fits, sources[s]?.takes ?? 1)) sum += Math.exp(beta * f);
        weights[s] = sum;
        total += sum;
      });
      // Each listener knows its own card is not the storyteller's: it chooses among the rest.
      let all = 1;
      let none = 1;
      let lonely = 0;
      sources.forEach((source, s) => {
        if (!source.votes) return;
        const p = mine / (total - (weights[s] ?? 0));
        lonely = lonely * (1 - p) + none * p;
        all *= p;
        none *= 1 - p;
      });
      points += 3 * (1 - all - none) + (lone && voters > 1 ? lonely : 0);
    }
    return points / samples.length;
  };
  const whim = whims(mind);
  const kinds = kindsSaid(said);
  const likingOf = (entry: number) => {
    const told = entries[entry];
    return told
      ? liking(told, taste, audience) -
          breadthCost * (broad?.[entry] ?? 0) +
          (whim[entry] ?? 0) -
          kindRepeatCost * (kinds.get(clueKind(told)) ?? 0)
      : 0;
  };
  const fancy = cardWhims(mind, hand);
  const utilities = candidates.map(
    ({ card, entry }) =>
      pointsOf(card, (profile, i) => (decoyReads[i] ?? readOf(profile))[entry] ?? 0) +
      likingOf(entry) +
      (fancy[card] ?? 0),
  );
  const told = inEmoji
    ? inEmojiBest(
        mind,
        candidates,
        utilities,
        hand,
        (card, emoji) =>
          pointsOf(card, (profile) => emojiFit(emoji, profile, language, reader)) +
          emojiWhim(mind, emoji.text) +
          (fancy[card] ?? 0) -
          breadthCost * (emojiBreadth(imaginablePool(mind, [])).get(emoji.text) ?? 0),
      )
    : null;
  const options: {
    candidates: readonly { card: number; entry: number; emoji?: EmojiClue }[];
    utilities: readonly number[];
  } = told && told.candidates.length > 0 ? told : { candidates, utilities };
  const chosen = softPick(
    evenOutGoodClues(mind, options.candidates, options.utilities),
    mind.level.clueTemperature,
    mind.random,
  );
  const pick = options.candidates[chosen] ?? { card: 0, entry: 0 };
  return {
    card: hand[pick.card]?.id ?? '',
    entry: pick.entry,
    ...(pick.emoji ? { emoji: pick.emoji.text } : {}),
    expected: options.utilities[chosen] ?? 0,
  };
}

/**
 * How much a storyteller may fancy a clue for no reason but the day, in expected points: each
 * game (its seed) and seat draws a whim per entry, the same all game long. Read blind, the same
 * clue came back from game to game for the same kind of card ("behind the scenes" three times in
 * twelve boards); people who could say several things that fit do not all say the same.
 */
const whimSpan = 0.4;

/** A storyteller's whims (`whimSpan`), one per vocabulary entry, for its game and seat. */
function whims(mind: Mind): Float32Array {
  const random = seededRandom([mind.options.seed, 'whim', mind.seat].join('|'));
  return Float32Array.from(vocabulary(), () => whimSpan * random());
}

/**
 * Its whims for the cards of its hand, the same for a card all game long: the clue it finds best
 * for the same kind of card ("strike a chord" for a violin) otherwise came back game after game,
 * because it chose that kind of card whenever one was in its hand.
 */
function cardWhims(mind: Mind, hand: readonly { id: CardId }[]): Float32Array {
  return Float32Array.from(hand, ({ id }) => {
    const random = seededRandom([mind.options.seed, 'whim', mind.seat, id].join('|'));
    return whimSpan * random();
  });
}

/**
 * How far below a card's best clue, in expected points, a clue still counts as good: read blind,
 * "Chronicles of Narnia" came back in two games for the one card of a door cut into a winter sky,
 * which also had "The Truman Show" and "Alice in Wonderland" within 0.3 points of it. The whims
 * (`whimSpan`) were too small to overturn a steady lead, so the choice was a card → clue lookup.
 */
const goodClueMargin = 0.5;

/**
 * The candidates' utilities with a card's good clues (within `goodClueMargin` of its best) made
 * equals: each is lifted to the card's best plus a draw of the game (its seed, the seat, the card
 * and the clue), so two games rarely say the same for one card, one game says the same for the
 * same seed, and a clue that is not good (too easy or too hard to find) is never lifted. In words
 * or in emoji: the emoji bot's words, which cost it a point, rarely come within the margin.
 */
function evenOutGoodClues(
  mind: Mind,
  candidates: readonly { card: number; entry: number; emoji?: EmojiClue }[],
  utilities: readonly number[],
): number[] {
  const best = new Map<number, number>();
  candidates.forEach(({ card }, i) => {
    best.set(card, Math.max(best.get(card) ?? -Infinity, utilities[i] ?? -Infinity));
  });
  return candidates.map(({ card, entry, emoji }, i) => {
    const top = best.get(card) ?? 0;
    const utility = utilities[i] ?? 0;
    if (utility < top - goodClueMargin) return utility;
    const clue = emoji?.text ?? String(entry);
    const draw = seededRandom([mind.options.seed, 'good', mind.seat, card, clue].join('|'))();
    return top + goodClueMargin * draw;
  });
}

/**
 * How the storyteller expects its table to read: bots when the lobby shows every other player as
 * a bot (they read the cards' words); else people until the votes say otherwise (`readTable`),
 * at the typical listener's sharpness for an easy storyteller, which does not read the table.
 */
function readingOf(mind: Mind): TableReading {
  const table = mind.options.level === 'easy' ? typicalTable : readTable(mind);
  return onlyBots(mind) ? { beta: table.beta, reader: 'words' } : table;
}

/** Whether the lobby shows every other player as a bot (`BotOptions.botSeats`). */
function onlyBots(mind: Mind): boolean {
  const bots = new Set(mind.options.botSeats ?? []);
  const seats = mind.view.seats.filter((s) => s.occupied && s.seat !== mind.seat);
  return seats.length > 0 && seats.every((s) => bots.has(s.seat));
}

/**
 * Which clues a storyteller weighs: for people, phrases they know (`isPhrase`, `isKnownIn`) that
 * tell of a situation the card shows (`situationFits`), or, when no card of the hand has one, any
 * such phrase; for a table of bots, any clue.
 */
type ClueRule = 'situation' | 'phrase' | 'any';

/**
 * Whether a storyteller weighs an entry for a card under a clue rule (`ClueRule`): one it may say
 * (`mayTell`), for people a phrase they know and no stock phrase that captions the picture
 * (`stock-phrases.ts`), for the situation rule one that tells of a situation the card shows, never
 * one the card bans (its words, its sentence in the room's language, a
 * thing the picture lacks). For people, no saying or title that names a thing, unless it was
 * written for the card's scene: a thing the picture lacks misleads, and one it shows gives the
 * card away (read blind, "a skeleton in the closet" for the only skull drawn).
 */
function mayWeigh(
  entry: VocabEntry,
  profile: CardProfile,
  rule: ClueRule,
  language: Lang,
  said: ReadonlySet<string>,
  vector: Float32Array | null | undefined,
): boolean {
  return (
    mayTell(entry, vector, said) &&
    (rule !== 'situation' || situationFits(profile)[entry.index] === 1) &&
    (rule === 'any' ||
      (!isStockPhrase(entry.text.en) &&
        isPhrase(entry) &&
        isKnownIn(entry, language) &&
        (thingsNamed(entry.index).said.length === 0 || scenesOf(profile).has(entry.index)) &&
        (!isSaying(entry) || scenesOf(profile).has(entry.index)))) &&
    !isBannedEntry(entry, profile, language)
  );
}

/**
 * The clues that tell of a situation a card shows which a storyteller may give for it in a room of
 * `language` at a table of people, before any is said and whatever its other cards: the choice
 * its first clue has for this card (`clue-quality.ts` counts them per card).
 */
export function situationClues(profile: CardProfile, language: Lang): number[] {
  const vectors = entryVectors();
  const none: ReadonlySet<string> = new Set();
  return vocabulary().flatMap((entry) =>
    mayWeigh(entry, profile, 'situation', language, none, vectors[entry.index])
      ? [entry.index]
      : [],
  );
}

/**
 * How much the table's reading (`readTable`: at first a person's, of what the picture shows)
 * counts against a bot's reading of the card's words when a storyteller picks the clues to weigh.
 * Half and half: the clues weighed are ones both would find (bots fill seats at people's tables;
 * on the bots' own simulation, picking by the picture alone took Teams 8p from 0.68 to 0.62 rounds
 * scored), and the expected points then choose among them by the table's reading.
 */
const tableShare = 0.5;

/**
 * The clues a storyteller weighs for each card of its hand: the entries `rule` allows that fit
 * the card best (as the table reads, `tableShare`, less how well they fit any card, plus the
 * personality's taste, less how many cards' situations it tells), never one that fits another card of its hand as well or
 * better — by what a person sees or by the card words a bot reads. At clue time the hand is all the storyteller knows of the deck's cards, and a
 * fair sample of what the others will put down: a clue that points at one of its own other cards
 * ("the enormous turnip" for a woman by a well, when a card of a giant vegetable is in hand) points
 * the table at a decoy.
 */
function handCandidates(
  mind: Mind,
  hand: readonly { profile: CardProfile }[],
  readOf: (profile: CardProfile) => Float32Array,
  generic: Float64Array,
  likes: (entry: VocabEntry) => number,
  said: ReadonlySet<string>,
  rule: ClueRule,
  broad: Float32Array | null,
): { card: number; entry: number }[] {
  const entries = vocabulary();
  const vectors = entryVectors();
  const read = hand.map(({ profile }) => ({
    person: personFits(profile, mind.options.language),
    words: entryFits(profile),
    table: readOf(profile),
  }));
  const candidates: { card: number; entry: number }[] = [];
  hand.forEach(({ profile }, h) => {
    const own = read[h] as (typeof read)[number];
    const others = read.filter((_, k) => k !== h);
    const top = topEntries(mind.level.candidates, entries.length, (e) => {
      const entry = entries[e] as VocabEntry;
      if (!mayWeigh(entry, profile, rule, mind.options.language, said, vectors[e])) return null;
      const person = own.person[e] ?? 0;
      const words = own.words[e] ?? 0;
      if (others.some((o) => (o.person[e] ?? 0) >= person || (o.words[e] ?? 0) >= words))
        return null;
      const fit = tableShare * (own.table[e] ?? 0) + (1 - tableShare) * words;
      return fit - 0.8 * (generic[e] ?? 0) + likes(entry) * 0.1 - breadthCost * (broad?.[e] ?? 0);
    });
    for (const entry of top) candidates.push({ card: h, entry });
  });
  return candidates;
}

/**
 * Whether an emoji clue fits another card of the hand as well as its own, as a person reads it:
 * the hand is a fair sample of what the others will put down.
 */
function fitsAnotherBetter(
  emoji: EmojiClue,
  card: number,
  hand: readonly { profile: CardProfile }[],
  language: Lang,
): boolean {
  const own = hand[card]?.profile;
  if (!own) return false;
  const mine = emojiFit(emoji, own, language);
  return hand.some((h, k) => k !== card && emojiFit(emoji, h.profile, language) >= mine);
}

/**
 * What telling in words costs the emoji bot, in expected points: it is there to draw. Half as much
 * at a table of bots, which enjoy nothing: an all-bot Teams table scored 0.64 of its rounds at 1
 * point, 0.69 with emoji of the bot's own drawing.
 */
const inWordsCost: Readonly<Record<'people' | 'bots', number>> = { people: 1, bots: 0.5 };

const emojiBreadthCache = new Map<string, ReadonlyMap<string, number>>();

/**
 * Each known emoji form's share of a spread slice of the pool whose situation it fits: a form that
 * fits many cards (🤞 for any wait or hope) costs as a broad clue in words does (`breadthCost`),
 * or it would come back game after game.
 */
function emojiBreadth(pool: readonly CardProfile[]): ReadonlyMap<string, number> {
  const slice = spread(pool, 64);
  const key = slice.map((p) => p.key).join('\u0001');
  return cached(emojiBreadthCache, key, () => {
    if (emojiBreadthCache.size > 64) emojiBreadthCache.clear();
    const out = new Map(emojiPhrases.map((p) => [p.emoji, 0]));
    for (const profile of slice) {
      for (const p of emojiPhrasesFor(profile)) {
        out.set(p.emoji, (out.get(p.emoji) ?? 0) + 1 / slice.length);
      }
    }
    return out;
  });
}

/** The emoji storyteller's whim for a known emoji form, for its game and seat (`whimSpan`). */
function emojiWhim(mind: Mind, text: string): number {
  return whimSpan * seededRandom([mind.options.seed, 'whim', mind.seat, text].join('|'))();
}

/**
 * The emoji storyteller's options: for each card of its hand, the known emoji forms that fit the
 * situation it shows (`emojiPhrasesFor`: "this is fine" for someone calm beside a lit bomb),
 * scored by what they mean to the table, never one already given in this game nor one that also
 * fits another card of its hand (a fair sample of the decoys); beside them its clues in words, at
 * a cost (`inWordsCost`), which it says when no form fits. Never emoji of its own drawing: read
 * blind, those were an inventory of the card (🎈🍄) or a rebus with no set reading (📚👹).
 */
function inEmojiBest(
  mind: Mind,
  candidates: readonly { card: number; entry: number }[],
  utilities: readonly number[],
  hand: readonly { profile: CardProfile }[],
  utilityOf: (card: number, emoji: EmojiClue) => number,
): {
  candidates: { card: number; entry: number; emoji?: EmojiClue }[];
  utilities: number[];
} {
  const said = emojiSaid(mind);
  const out: { card: number; entry: number; emoji?: EmojiClue }[] = candidates.map((c) => c);
  const scores = utilities.map((u) => u - inWordsCost[onlyBots(mind) ? 'bots' : 'people']);
  const fitting = hand.map(({ profile }) => emojiPhrasesFor(profile));
  fitting.forEach((phrases, card) => {
    const entry = candidates.find((c) => c.card === card)?.entry ?? candidates[0]?.entry ?? 0;
    for (const phrase of phrases) {
      if (said.has(phrase.emoji)) continue;
      if (fitting.some((other, k) => k !== card && other.includes(phrase))) continue;
      const emoji = phraseClue(phrase, mind.options.language);
      if (!emoji || fitsAnotherBetter(emoji, card, hand, mind.options.language)) continue;
      out.push({ card, entry, emoji });
      scores.push(utilityOf(card, emoji));
    }
  });
  return { candidates: out, utilities: scores };
}
