import { vocabulary, isTitle, type VocabEntry } from '../vocabulary/index.ts';
import { dot } from './embeddings.ts';
import { columnAt, hookWords, wordCosines, type CardProfile, type Column } from './space.ts';
import { cached } from '../memo.ts';
import { sceneEntries } from './scene-clues.ts';

/*
 * Whether a clue tells of a situation a card's picture shows: which of the picture's elements
 * (its things, its setting, what happens) a vocabulary entry's words touch.
 */

/**
 * How close one of a clue's words must be to an element of the picture to tell of it; two common
 * words (`isCommon`) must be nearly the same word.
 */
export const touchAt = 0.6;
const commonTouchAt = 0.75;
/** Two elements of a picture this close are one for a clue (a roof and the rooftops). */
const sameElementAt = 0.6;

/** Whether a clue word at cosine `cos` touches an element of this strictness. */
function touches(cos: number, strictness: Column['strictness'], commonWord: boolean): boolean {
  if (cos >= commonTouchAt) return true;
  return cos >= touchAt && strictness !== 'figure' && !(strictness === 'common' && commonWord);
}

/** A picture's elements for `touchedElements`: their columns, kinds and word cosines. */
interface Elements {
  readonly columns: readonly number[];
  readonly scene: readonly boolean[];
  /** Whether each is the setting (a title needs more than its place: "Ponyo" by the sea). */
  readonly setting: readonly boolean[];
  readonly strictness: readonly Column['strictness'][];
  readonly cosines: readonly Float32Array[];
}

const elementCache = new WeakMap<CardProfile, Elements>();

function elementsOf(profile: CardProfile): Elements {
  return cached(elementCache, profile, () => {
    const ids = [...profile.things, ...profile.scene];
    return {
      columns: ids,
      scene: ids.map((_, i) => i >= profile.things.length),
      setting: ids.map((id, i) => i >= profile.things.length && profile.setting.includes(id)),
      strictness: ids.map((id) => columnAt(id).strictness),
      cosines: ids.map(wordCosines),
    };
  });
}

/**
 * The elements of a card's picture that an entry's words touch (its anchor's and its English
 * text's, in any room: a title means the same), best first, one per element — two elements as
 * close as a roof and the rooftops count once.
 */
export function touchedElements(
  entryIndex: number,
  profile: CardProfile,
): { column: number; scene: boolean; setting: boolean; figure: boolean; cos: number }[] {
  const words = hookWords();
  const ids = [...(words.anchors[entryIndex] ?? []), ...(words.english[entryIndex] ?? [])];
  const elements = elementsOf(profile);
  const touched: {
    column: number;
    scene: boolean;
    setting: boolean;
    figure: boolean;
    cos: number;
  }[] = [];
  elements.columns.forEach((column, i) => {
    const cos = elements.cosines[i] as Float32Array;
    const strictness = elements.strictness[i] ?? 'none';
    let best = -1;
    for (const w of ids) {
      const c = cos[w] ?? -1;
      if (c > best && touches(c, strictness, words.common[w] ?? false)) best = c;
    }
    if (best >= touchAt) {
      const scene = elements.scene[i] ?? false;
      const setting = elements.setting[i] ?? false;
      touched.push({ column, scene, setting, figure: strictness === 'figure', cos: best });
    }
  });
  touched.sort((a, b) => b.cos - a.cos);
  const distinct: typeof touched = [];
  for (const t of touched) {
    const v = columnAt(t.column).vector;
    if (distinct.every((d) => dot(v, columnAt(d.column).vector) < sameElementAt)) {
      distinct.push(t);
    }
  }
  return distinct;
}

/**
 * Whether an entry's words touch two distinct elements of the picture, one of its scene, one by
 * nearly its word (`commonTouchAt`). Used for words that are no saying or title (`isSaying`).
 */
function tellsSituation(entryIndex: number, profile: CardProfile): boolean {
  const words = hookWords();
  const elements = elementsOf(profile);
  // A quick pass first: most entries touch fewer than two elements, and need no more.
  let count = 0;
  let scene = false;
  const lists = [words.anchors[entryIndex], words.english[entryIndex]];
  for (let i = 0; i < elements.columns.length; i++) {
    const cos = elements.cosines[i] as Float32Array;
    const strictness = elements.strictness[i] ?? 'none';
    let hit = false;
    for (const list of lists) {
      if (!list) continue;
      for (const w of list) hit ||= touches(cos[w] ?? -1, strictness, words.common[w] ?? false);
    }
    if (hit) {
      count++;
      scene ||= elements.scene[i] ?? false;
    }
  }
  if (count < 2 || !scene) return false;
  // One element by nearly its word: "in one ear and out the other" only near what is carried
  // off and the eyes in the dark fitted nothing a person saw.
  const touched = touchedElements(entryIndex, profile);
  return (
    touched.length >= 2 &&
    touched.some((t) => t.cos >= commonTouchAt) &&
    touched.some((t) => t.scene)
  );
}

/**
 * Whether an entry is a saying, an idiom or a title (figurative, or the name of a work): what it
 * means is a situation, which a storyteller tells people only where written (`sceneEntries`).
 */
export function isSaying(entry: VocabEntry): boolean {
  return entry.style === 'figurative' || isTitle(entry);
}

const situationTables = new WeakMap<CardProfile, Uint8Array>();

/**
 * Whether each vocabulary entry tells of a situation its card shows (1) or not (0). A saying, an
 * idiom or a title (`isSaying`) only where it was written for the card's scene and what it needs
 * to see is drawn (`sceneEntries`: "the calm before the storm" for someone calm hugging a bomb,
 * "walls have ears" only with a wall): read blind, titles and sayings matched by word vectors told
 * of situations no card showed ("Humpty Dumpty" with no egg falling, "walls have ears" where
 * nobody listens). Other words when they touch at least two distinct elements of the picture, one
 * of them of its scene (the setting, what the figure does, the twist). Computed once per card.
 */
export function situationFits(profile: CardProfile): Uint8Array {
  return cached(situationTables, profile, () => {
    const entries = vocabulary();
    const table = new Uint8Array(entries.length);
    const written = sceneEntries(profile.descriptions);
    for (let e = 0; e < table.length; e++) {
      if (written.has(e)) {
        table[e] = 1;
        continue;
      }
      const entry = entries[e] as VocabEntry;
      // A saying or title only where written (`sceneEntries`): vectors do not see a situation.
      table[e] = !isSaying(entry) && tellsSituation(e, profile) ? 1 : 0;
    }
    return table;
  });
}
