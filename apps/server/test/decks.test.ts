import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeck } from '../src/decks/deck-store.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ deckUploadsPerHour: 100_000 });
});
afterAll(async () => {
  await server.stop();
});

interface Refused {
  file: string;
  code: string;
  message: string;
}
interface DeckReply {
  deck: { id: string; name: string; cards: { id: string; words?: string[] }[] };
  editKey?: string;
  refused: Refused[];
  error?: { code: string; message: string };
}

type Part =
  { name: string; data: Uint8Array | string; type?: string } | { field: string; value: string };

async function upload(
  path: string,
  parts: Part[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: DeckReply }> {
  const form = new FormData();
  for (const part of parts) {
    if ('field' in part) form.append(part.field, part.value);
    else {
      const bytes = typeof part.data === 'string' ? part.data : new Uint8Array(part.data);
      form.append(
        'files',
        new Blob([bytes], { type: part.type ?? 'application/octet-stream' }),
        part.name,
      );
    }
  }
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as DeckReply };
}

const decksDir = (): string => join(server.dataDir, 'decks');

/** Every file under a deck folder, relative to it. */
function filesOf(deckId: string): string[] {
  return readdirSync(join(decksDir(), deckId), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(decksDir(), deckId).length + 1))
    .sort();
}

/** A 400 × 300 JPEG, red on the left and blue on the right, EXIF orientation 6 (turn right), GPS. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 200, height: 300, channels: 3, background: '#0000ff' } },
        left: 200,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhoneMaker', Model: 'X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function png(width = 300, height = 450, colour = '#30a050'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** A real small PNG whose header claims 50,000 × 50,000 pixels (CRC fixed, so it parses). */
async function bombPng(): Promise<Buffer> {
  const { crc32 } = await import('node:zlib');
  const data = Buffer.from(await png(200, 300));
  data.writeUInt32BE(50_000, 16);
  data.writeUInt32BE(50_000, 20);
  data.writeUInt32BE(crc32(data.subarray(12, 29)), 29);
  return data;
}

const svg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><script>alert(1)</script><rect width="200" height="300"/></svg>';

describe('POST /api/decks', () => {
  let deckId = '';
  let editKey = '';

  it('stores good images, refuses each bad file by name with its reason, stores nothing of them', async () => {
    const jpeg = await jpegWithGps();
    const truncated = (await png(300, 450, '#123456')).subarray(0, 60);
    const { status, body } = await upload('/api/decks', [
      { field: 'name', value: '  Holiday\u0007 cards ' },
      {
        field: 'words',
        value: JSON.stringify({ 'photo.jpg': ['beach', 'sun'], 'green.png': 'leaf, calm' }),
      },
      { name: 'photo.jpg', data: jpeg, type: 'image/jpeg' },
      { name: 'green.png', data: await png(), type: 'image/png' },
      { name: 'bomb.png', data: await bombPng(), type: 'image/png' },
      { name: 'drawing.svg', data: svg, type: 'image/svg+xml' },
      { name: 'renamed.png', data: svg, type: 'image/png' },
      { name: 'notes.txt', data: 'just some words', type: 'text/plain' },
      { name: 'cut.png', data: truncated, type: 'image/png' },
    ]);
    expect(status).toBe(201);
    expect(body.deck.name).toBe('Holiday cards');
    deckId = body.deck.id;
    editKey = body.editKey ?? '';
    expect(deckId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(editKey.length).toBeGreaterThanOrEqual(20);
    expect(body.deck.cards).toEqual([
      { id: `${deckId}-001`, words: ['beach', 'sun'] },
      { id: `${deckId}-002`, words: ['leaf', 'calm'] },
    ]);
    const reasons = Object.fromEntries(body.refused.map((r) => [r.file, r.code]));
    expect(reasons).toEqual({
      'bomb.png': 'too_many_pixels',
      'drawing.svg': 'svg_refused',
      'renamed.png': 'svg_refused',
      'notes.txt': 'not_an_image',
      'cut.png': 'image_unreadable',
    });
    for (const refusal of body.refused) expect(refusal.message.length).toBeGreaterThan(10);
    // On disk: the deck file and three WebP files per accepted card, nothing else.
    expect(filesOf(deckId)).toEqual([
      join('240', '001.webp'),
      join('240', '002.webp'),
      join('480', '001.webp'),
      join('480', '002.webp'),
      join('960', '001.webp'),
      join('960', '002.webp'),
      'deck.json',
    ]);
    const deckJson = readFileSync(join(decksDir(), deckId, 'deck.json'), 'utf8');
    expect(deckJson).not.toContain('photo.jpg');
    expect(deckJson).not.toContain(editKey);
  });

  it('strips every piece of metadata and applies the EXIF orientation', async () => {
    for (const width of [240, 480, 960]) {
      const stored = readFileSync(join(decksDir(), deckId, String(width), '001.webp'));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([width, width * 1.5]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const text = stored.toString('latin1');
      expect(text).not.toContain('EXIF');
      expect(text).not.toContain('SecretPhoneMaker');
    }
    // Orientation 6 turns the red-left/blue-right landscape into red-top/blue-bottom portrait.
    const { data, info } = await sharp(readFileSync(join(decksDir(), deckId, '240', '001.webp')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number): number[] => {
      const i = (y * info.width + x) * info.channels;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    };
    const [topRed, , topBlue] = at(120, 10);
    const [bottomRed, , bottomBlue] = at(120, 350);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('reads a zip: 3 images stored, the text file refused, words by entry name', async () => {
    const zip = zipSync({
      'cards/one.png': await png(300, 450, '#aa0000'),
      'cards/two.jpg': await sharp(await png(600, 400, '#00aa00'))
        .jpeg()
        .toBuffer(),
      'three.webp': await sharp(await png(200, 300, '#0000aa'))
        .webp()
        .toBuffer(),
      'readme.txt': new TextEncoder().encode('these are my cards'),
      '__MACOSX/cards/._one.png': new Uint8Array([0, 5, 22, 7]),
    });
    const { status, body } = await upload('/api/decks', [
      { field: 'words', value: JSON.stringify({ 'two.jpg': ['forest'] }) },
      { name: 'pics.zip', data: zip, type: 'application/zip' },
    ]);
    expect(status).toBe(201);
    expect(body.deck.name).toBe('Custom deck');
    expect(body.deck.cards.map((c) => c.id.slice(-3))).toEqual(['001', '002', '003']);
    expect(body.deck.cards[1]?.words).toEqual(['forest']);
    expect(body.refused).toEqual([
      { file: 'pics.zip/readme.txt', code: 'not_an_image', message: expect.any(String) as string },
    ]);
    expect(filesOf(body.deck.id)).toHaveLength(3 * 3 + 1);
  });

  it('an upload with no valid image creates no deck and leaves nothing on disk', async () => {
    const before = readdirSync(decksDir()).sort();
    const { status, body } = await upload('/api/decks', [
      { name: 'a.svg', data: svg },
      { name: 'b.txt', data: 'hello' },
      { name: 'broken.zip', data: 'PK\u0003\u0004 not really a zip' },
    ]);
    expect(status).toBe(422);
    expect(body.error?.code).toBe('no_valid_images');
    expect(body.refused.map((r) => [r.file, r.code])).toEqual([
      ['broken.zip', 'zip_invalid'],
      ['a.svg', 'svg_refused'],
      ['b.txt', 'not_an_image'],
    ]);
    expect(readdirSync(decksDir()).sort()).toEqual(before);
  });

  it('refuses bad words, a bad name and requests that are not multipart', async () => {
    const bad = await upload('/api/decks', [
      { field: 'words', value: '{not json' },
      { name: 'ok.png', data: await png() },
    ]);
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'words_invalid']);
    const long = await upload('/api/decks', [
      { field: 'name', value: 'x'.repeat(81) },
      { name: 'ok.png', data: await png() },
    ]);
    expect([long.status, long.body.error?.code]).toEqual([400, 'name_invalid']);
    const json = await fetch(`${server.url}/api/decks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('GET /api/decks/:id gives the deck; unknown and malformed ids are 404', async () => {
    const response = await fetch(`${server.url}/api/decks/${deckId}`);
    expect(response.status).toBe(200);
    const { deck } = (await response.json()) as { deck: DeckReply['deck'] & { createdAt: string } };
    expect(deck.cards.map((c) => c.id)).toEqual([`${deckId}-001`, `${deckId}-002`]);
    expect(deck).not.toHaveProperty('editKeyHash');
    expect(Number.isNaN(Date.parse(deck.createdAt))).toBe(false);
    for (const id of ['AAAAAAAAAAAA', 'short', '..%2F..%2Fdecks']) {
      expect((await fetch(`${server.url}/api/decks/${id}`)).status).toBe(404);
    }
  });

  it('adds cards with the deck key only; loadDeck gives ids and words', async () => {
    const parts: Part[] = [
      { field: 'words', value: JSON.stringify({ 'more.png': ['night'] }) },
      { name: 'more.png', data: await png(300, 450, '#222244') },
    ];
    const noKey = await upload(`/api/decks/${deckId}/cards`, parts);
    expect([noKey.status, noKey.body.error?.code]).toEqual([403, 'deck_key_wrong']);
    const wrongKey = await upload(`/api/decks/${deckId}/cards`, parts, { 'x-deck-key': 'guess' });
    expect([wrongKey.status, wrongKey.body.error?.code]).toEqual([403, 'deck_key_wrong']);
    const missing = await upload('/api/decks/AAAAAAAAAAAA/cards', parts, { 'x-deck-key': 'k' });
    expect(missing.status).toBe(404);
    const added = await upload(`/api/decks/${deckId}/cards`, parts, { 'x-deck-key': editKey });
    expect(added.status).toBe(200);
    expect(added.body.deck.cards.map((c) => c.id)).toEqual([
      `${deckId}-001`,
      `${deckId}-002`,
      `${deckId}-003`,
    ]);
    const loaded = await loadDeck(deckId, decksDir());
    expect(loaded?.cardIds).toEqual([`${deckId}-001`, `${deckId}-002`, `${deckId}-003`]);
    expect(loaded?.words.get(`${deckId}-003`)).toEqual(['night']);
    expect(loaded?.words.get(`${deckId}-001`)).toEqual(['beach', 'sun']);
    expect(await loadDeck('AAAAAAAAAAAA', decksDir())).toBeNull();
    expect(await loadDeck('../../etc', decksDir())).toBeNull();
  });

  it('serves each card at each width with caching headers', async () => {
    for (const width of [240, 480, 960]) {
      const url = `${server.url}/cards/${String(width)}/${deckId}-002.webp`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      const etag = response.headers.get('etag') ?? '';
      const again = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    for (const path of [
      `/cards/300/${deckId}-001.webp`,
      `/cards/480/${deckId}-099.webp`,
      '/cards/480/nothing.webp',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });

  it('serves the built-in cards of both decks, rendering a missing one on first request', async () => {
    for (const id of ['tale-001', 'fabula-001']) {
      const response = await fetch(`${server.url}/cards/480/${id}.webp`);
      expect(response.status, id).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([width, height]).toEqual([480, 720]);
    }
    expect((await fetch(`${server.url}/cards/480/fabula-999.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/cards/480/tale-999.webp`)).status).toBe(404);
  });

  it('refuses path traversal in /cards/…', async () => {
    const raw = (path: string): Promise<{ status: number; body: string }> =>
      new Promise((resolve, reject) => {
        const request = httpRequest(`${server.url}${path}`, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body });
          });
        });
        request.on('error', reject);
        request.end();
      });
    // node:http sends the path as written: no client-side normalisation of `..`.
    const attempts = [
      `/cards/480/..%2F..%2F${deckId}%2Fdeck.json`,
      `/cards/480/..%2f${deckId}-001.webp`,
      '/cards/480/%2e%2e%2f%2e%2e%2fpackage.json',
      `/cards/..%2F${deckId}/001.webp`,
      '/cards/480/../../../../../../etc/passwd',
      '/cards/480/fabula-001.webp%00.png',
      `/cards/480/${deckId}-001.webp/..`,
    ];
    for (const path of attempts) {
      const { status, body } = await raw(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(body, path).not.toContain('editKeyHash');
    }
  });
});
