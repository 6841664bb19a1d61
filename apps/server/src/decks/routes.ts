import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { TokenBuckets } from '../limits/token-bucket.ts';
import { BuiltInCardImages } from './built-in-images.ts';
import { DeckStore } from './deck-store.ts';
import { DeckError } from './errors.ts';
import { deckLimits, isCardWidth } from './limits.ts';
import { intakeFiles, readUpload } from './upload.ts';
import { watchPace } from './upload-pace.ts';
import { parseDeckName, parseWordsField } from './words.ts';

export interface DeckRouteOptions {
  readonly config: ServerConfig;
  readonly clock?: () => number;
  /** Where the built-in deck's WebP files are (`<width>/<id>.webp`); default: packages/deck. */
  readonly builtInCardsDir?: string;
  /** How long an upload may start slowly before its pace is judged (ms; default 10 s). */
  readonly uploadGraceMs?: number;
}

/**
 * packages/deck/generated/cards, written by `npm run build -w @fabula/deck` or, card by card,
 * on first request.
 */
const defaultBuiltInCardsDir = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'packages',
  'deck',
  'generated',
  'cards',
);

/** Built-in card ids: `tale-001` (Tales, the default deck) and `fabula-001` (Skies, the first edition). */
const builtInCardPattern = /^(?:tale|fabula)-\d{3}$/;
const cardFilePattern = /^([A-Za-z0-9_-]{1,40})\.webp$/;

function sendError(reply: FastifyReply, error: DeckError, extra: object = {}): FastifyReply {
  return reply
    .code(error.status)
    .send({ error: { code: error.code, message: error.message }, ...extra });
}

/**
 * Custom decks over HTTP (docs/decks-custom.md):
 * - `POST /api/decks` — multipart: image files and/or zips, optional `name` and `words` fields;
 * - `POST /api/decks/:id/cards` — the same, adding to a deck; needs the `x-deck-key` header;
 * - `GET /api/decks/:id` — the deck's metadata;
 * - `GET /cards/:width/:cardId.webp` — built-in and custom card images.
 * Returns the store, whose `loadDeck(id)` gives a room a deck's card ids and words.
 */
export function registerDeckRoutes(app: FastifyInstance, options: DeckRouteOptions): DeckStore {
  const { config } = options;
  const clock = options.clock ?? Date.now;
  const store = new DeckStore(config.decksDir ?? join(config.dataDir, 'decks'));
  const builtInImages = new BuiltInCardImages(options.builtInCardsDir ?? defaultBuiltInCardsDir);
  const perHour = config.deckUploadsPerHour;
  const uploads = new TokenBuckets({
    burst: Math.max(1, Math.ceil(perHour / 4)),
    perSecond: perHour / 3600,
  });
  const sweeper = setInterval(() => {
    uploads.sweep(clock());
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', () => {
    clearInterval(sweeper);
  });
  let processing = 0;
  /** Uploads under way by client address (request.ip, which TRUST_PROXY makes the client's). */
  const underWay = new Map<string, number>();

  /**
   * Limits (one address's uploads at once, the server's, the address's per hour), then read
   * at a minimum pace, then intake: the part both upload routes share.
   */
  async function receive(
    request: Parameters<typeof readUpload>[0],
    /** How many more cards the deck may take. */
    room: number,
  ): Promise<Awaited<ReturnType<typeof intakeFiles>> & { name: string | null }> {
    const address = request.ip;
    const mine = underWay.get(address) ?? 0;
    if (mine >= config.deckUploadsAtOnce) {
      throw new DeckError(
        'too_many_uploads',
        `This address already has ${String(mine)} uploads under way; wait for them to finish.`,
        429,
      );
    }
    if (processing >= deckLimits.maxConcurrentUploads) {
      throw new DeckError(
        'busy',
        'The server is busy with other uploads; try again in a minute.',
        503,
      );
    }
    if (!uploads.take(address, clock())) {
      throw new DeckError(
        'rate_limited',
        `Too many uploads from this address; at most ${String(perHour)} an hour.`,
        429,
      );
    }
    processing++;
    underWay.set(address, mine + 1);
    const pace = watchPace(request.raw, {
      minBytesPerSecond: config.uploadMinBytesPerSecond,
      graceMs: options.uploadGraceMs ?? 10_000,
    });
    try {
      const reading = readUpload(request);
      // A cut-off upload's reading fails when its connection closes; that failure is not news.
      reading.catch(() => undefined);
      const body = await Promise.race([reading, pace.tooSlow]);
      pace.stop();
      const name = parseDeckName(body.fields.get('name'));
      const words = parseWordsField(body.fields.get('words'));
      if (body.files.length === 0) {
        throw new DeckError('no_valid_images', 'The upload holds no file.');
      }
      const result = await intakeFiles(body, words, room);
      return { ...result, name };
    } finally {
      pace.stop();
      processing--;
      const left = (underWay.get(address) ?? 1) - 1;
      if (left > 0) underWay.set(address, left);
      else underWay.delete(address);
    }
  }

  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: deckLimits.maxZipBytes,
        files: deckLimits.maxFilesPerUpload,
        fields: 8,
        fieldSize: deckLimits.maxWordsFieldBytes,
        parts: deckLimits.maxFilesPerUpload + 8,
      },
    });

    scope.setErrorHandler((error: unknown, request, reply) => {
      // The rest of a cut-off upload is not worth reading: close the connection after replying.
      if (error instanceof DeckError && error.code === 'upload_too_slow')
        return sendError(reply.header('connection', 'close'), error);
      if (error instanceof DeckError) return sendError(reply, error);
      const status =
        typeof error === 'object' && error !== null && 'statusCode' in error
          ? Number(error.statusCode)
          : 500;
      if (status >= 500 || !Number.isInteger(status)) {
        request.log.error(error);
        return reply
          .code(500)
          .send({ error: { code: 'internal', message: 'Something went wrong.' } });
      }
      const code =
        typeof error === 'object' &&
        error !== null &&
        'code' in error &&
        error.code === 'FST_FILES_LIMIT'
          ? 'too_many_files'
          : status === 413
            ? 'upload_too_large'
            : 'bad_request';
      const message = error instanceof Error ? error.message : 'Bad request.';
      return reply.code(status).send({ error: { code, message } });
    });

    scope.post('/api/decks', async (request, reply) => {
      const { cards, refused, name } = await receive(request, deckLimits.maxCards);
      if (cards.length === 0) {
        return sendError(
          reply,
          new DeckError('no_valid_images', 'No file in the upload could become a card.', 422),
          { refused },
        );
      }
      const { deck, editKey } = await store.create(name, cards, clock());
      return reply
        .code(201)
        .send({ deck: { id: deck.id, name: deck.name, cards: deck.cards }, editKey, refused });
    });

    scope.post<{ Params: { id: string } }>('/api/decks/:id/cards', async (request, reply) => {
      const { id } = request.params;
      const key = request.headers['x-deck-key'];
      if (typeof key !== 'string' || key === '') {
        throw new DeckError('deck_key_wrong', 'Adding cards needs the deck key (x-deck-key).', 403);
      }
      // Checked before the upload is read, so a wrong key costs no image decoding.
      const count = await store.authorize(id, key);
      const { cards, refused } = await receive(request, deckLimits.maxCards - count);
      if (cards.length === 0) {
        return sendError(
          reply,
          new DeckError('no_valid_images', 'No file in the upload could become a card.', 422),
          { refused },
        );
      }
      const deck = await store.addCards(id, key, cards);
      return reply.send({ deck: { id: deck.id, name: deck.name, cards: deck.cards }, refused });
    });

    scope.get<{ Params: { id: string } }>('/api/decks/:id', async (request, reply) => {
      const deck = await store.get(request.params.id);
      if (deck === null)
        throw new DeckError('deck_not_found', 'There is no deck with this id.', 404);
      return reply.header('cache-control', 'no-cache').send({ deck });
    });

    scope.get<{ Params: { width: string; file: string } }>(
      '/cards/:width/:file',
      async (request, reply) => {
        const width = Number(request.params.width);
        const match = cardFilePattern.exec(request.params.file);
        const cardId = match?.[1];
        const notFound = new DeckError('card_not_found', 'There is no such card image.', 404);
        if (!/^\d+$/.test(request.params.width) || !isCardWidth(width) || cardId === undefined) {
          throw notFound;
        }
        const builtIn = builtInCardPattern.test(cardId);
        const path = builtIn
          ? await builtInImages.path(cardId, width)
          : store.imagePath(cardId, width);
        if (path === null) throw notFound;
        const info = await stat(path).catch(() => null);
        if (info === null || !info.isFile()) throw notFound;
        const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
        // Custom cards never change once stored (new cards get new ids); built-in ones change
        // only when the deck is rebuilt, so they are revalidated daily.
        void reply
          .header('etag', etag)
          .header(
            'cache-control',
            builtIn ? 'public, max-age=86400' : 'public, max-age=31536000, immutable',
          )
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply
          .type('image/webp')
          .header('content-length', info.size)
          .send(createReadStream(path));
      },
    );
  });
  return store;
}
