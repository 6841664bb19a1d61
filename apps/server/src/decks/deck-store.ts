import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeckError } from './errors.ts';
import type { CardImages } from './intake.ts';
import { deckLimits, type CardWidth } from './limits.ts';

/** A custom card: its id (`<deck-id>-<nnn>`) and the words given at upload, if any. */
export interface CustomCard {
  readonly id: string;
  readonly words?: readonly string[];
}

/** What `GET /api/decks/:id` shows. */
export interface DeckInfo {
  readonly id: string;
  readonly name: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly cards: readonly CustomCard[];
}

/** `deck.json` on disk: the public info plus the hash of the key that may add cards. */
interface DeckFile extends DeckInfo {
  readonly format: 1;
  readonly editKeyHash: string;
}

/** What the room side needs to play a deck. */
export interface LoadedDeck {
  readonly id: string;
  readonly name: string;
  readonly cardIds: readonly string[];
  /** Words per card id (an empty list when none were given). */
  readonly words: ReadonlyMap<string, readonly string[]>;
}

/** A card ready to be stored: its images and optional words. */
export interface NewCard {
  readonly images: CardImages;
  readonly words?: readonly string[] | undefined;
}

/** 9 random bytes = 12 base64url characters (72 bits): unguessable, short enough for a link. */
const deckIdPattern = /^[A-Za-z0-9_-]{12}$/;
const customCardPattern = /^([A-Za-z0-9_-]{12})-(\d{3})$/;

export function isDeckId(id: string): boolean {
  return deckIdPattern.test(id);
}

/** Splits a custom card id into deck id and card number; null if it is not one. */
export function parseCustomCardId(cardId: string): { deckId: string; number: string } | null {
  const match = customCardPattern.exec(cardId);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { deckId: match[1], number: match[2] };
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function cardNumber(n: number): string {
  return String(n).padStart(3, '0');
}

export const defaultDeckName = 'Custom deck';

/**
 * Custom decks on disk: `<dir>/<deck-id>/deck.json` and `<dir>/<deck-id>/<width>/<nnn>.webp`.
 * A deck is created in a temporary folder and renamed into place, so it appears whole or not at
 * all; added cards' images are written first and only become part of the deck when `deck.json`
 * is replaced (write to a temporary file, then rename). Writes to one deck are serialised.
 */
export class DeckStore {
  readonly dir: string;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(dir: string) {
    this.dir = dir;
  }

  /** Creates a deck from at least one card; returns it and its edit key (shown once). */
  async create(
    name: string | null,
    cards: readonly NewCard[],
    now: number,
  ): Promise<{ deck: DeckInfo; editKey: string }> {
    if (cards.length === 0)
      throw new DeckError('no_valid_images', 'A deck needs at least one card.');
    if (cards.length > deckLimits.maxCards) {
      throw new DeckError(
        'too_many_cards',
        `A deck has at most ${String(deckLimits.maxCards)} cards.`,
      );
    }
    await mkdir(this.dir, { recursive: true });
    const id = randomBytes(9).toString('base64url');
    const editKey = randomBytes(18).toString('base64url');
    const staging = join(this.dir, `.staging-${randomBytes(6).toString('hex')}`);
    try {
      const stored = await this.writeImages(staging, id, cards, 1);
      const file: DeckFile = {
        format: 1,
        id,
        name: name ?? defaultDeckName,
        createdAt: new Date(now).toISOString(),
        editKeyHash: hashKey(editKey),
        cards: stored,
      };
      await writeFile(join(staging, 'deck.json'), JSON.stringify(file, null, 1));
      await rename(staging, join(this.dir, id));
      return { deck: publicInfo(file), editKey };
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  /** Adds cards to a deck, given its edit key. Cards beyond the deck limit are refused. */
  async addCards(id: string, editKey: string, cards: readonly NewCard[]): Promise<DeckInfo> {
    return this.locked(id, async () => {
      const file = await this.readFile(id);
      if (file === null) throw notFound();
      if (!keyMatches(editKey, file.editKeyHash)) {
        throw new DeckError('deck_key_wrong', 'This key may not change this deck.', 403);
      }
      if (cards.length === 0) throw new DeckError('no_valid_images', 'No card to add.');
      if (file.cards.length + cards.length > deckLimits.maxCards) {
        throw new DeckError(
          'too_many_cards',
          `A deck has at most ${String(deckLimits.maxCards)} cards.`,
        );
      }
      const folder = join(this.dir, id);
      const first = file.cards.length + 1;
      const written: string[] = [];
      try {
        const stored = await this.writeImages(folder, id, cards, first, written);
        const next: DeckFile = { ...file, cards: [...file.cards, ...stored] };
        const temporary = join(folder, `deck.json.${randomBytes(6).toString('hex')}`);
        await writeFile(temporary, JSON.stringify(next, null, 1));
        await rename(temporary, join(folder, 'deck.json'));
        return publicInfo(next);
      } catch (error) {
        await Promise.all(written.map((path) => rm(path, { force: true })));
        throw error;
      }
    });
  }

  /** Checks a deck's edit key; returns how many cards the deck holds now. */
  async authorize(id: string, editKey: string): Promise<number> {
    const file = await this.readFile(id);
    if (file === null) throw notFound();
    if (!keyMatches(editKey, file.editKeyHash)) {
      throw new DeckError('deck_key_wrong', 'This key may not change this deck.', 403);
    }
    return file.cards.length;
  }

  /** The deck's public metadata, or null if there is no such deck. */
  async get(id: string): Promise<DeckInfo | null> {
    const file = await this.readFile(id);
    return file === null ? null : publicInfo(file);
  }

  /** A deck's card ids and words, for a room to play it; null if there is no such deck. */
  async loadDeck(id: string): Promise<LoadedDeck | null> {
    const file = await this.readFile(id);
    if (file === null) return null;
    return {
      id: file.id,
      name: file.name,
      cardIds: file.cards.map((card) => card.id),
      words: new Map(file.cards.map((card) => [card.id, card.words ?? []])),
    };
  }

  /** Where a custom card's image is, or null if the id is not a custom card id. */
  imagePath(cardId: string, width: CardWidth): string | null {
    const parsed = parseCustomCardId(cardId);
    if (parsed === null) return null;
    return join(this.dir, parsed.deckId, String(width), `${parsed.number}.webp`);
  }

  private async readFile(id: string): Promise<DeckFile | null> {
    if (!isDeckId(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.dir, id, 'deck.json'), 'utf8')) as DeckFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private async writeImages(
    folder: string,
    id: string,
    cards: readonly NewCard[],
    first: number,
    written: string[] = [],
  ): Promise<CustomCard[]> {
    for (const width of deckLimits.widths)
      await mkdir(join(folder, String(width)), { recursive: true });
    const stored: CustomCard[] = [];
    for (const [i, card] of cards.entries()) {
      const number = cardNumber(first + i);
      for (const [width, data] of card.images.webp) {
        const path = join(folder, String(width), `${number}.webp`);
        written.push(path);
        await writeFile(path, data);
      }
      const cardId = `${id}-${number}`;
      stored.push(
        card.words !== undefined && card.words.length > 0
          ? { id: cardId, words: card.words }
          : { id: cardId },
      );
    }
    return stored;
  }

  private async locked<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(id) ?? Promise.resolve();
    const result = previous.then(work, work);
    const settled = result.catch(() => undefined);
    this.locks.set(id, settled);
    try {
      return await result;
    } finally {
      if (this.locks.get(id) === settled) this.locks.delete(id);
    }
  }
}

/**
 * A deck's card ids and words, read from `dir` (the server's decks folder: `DECKS_DIR`, by
 * default `DATA_DIR/decks`); null if there is no such deck. Same as `DeckStore#loadDeck`.
 */
export async function loadDeck(id: string, dir: string): Promise<LoadedDeck | null> {
  return new DeckStore(dir).loadDeck(id);
}

function publicInfo(file: DeckFile): DeckInfo {
  return { id: file.id, name: file.name, createdAt: file.createdAt, cards: file.cards };
}

function keyMatches(key: string, hash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

function notFound(): DeckError {
  return new DeckError('deck_not_found', 'There is no deck with this id.', 404);
}
