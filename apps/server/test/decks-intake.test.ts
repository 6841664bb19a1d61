import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { zipSync } from 'fflate';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DeckError } from '../src/decks/errors.ts';
import { intakeImage } from '../src/decks/intake.ts';
import { deckLimits } from '../src/decks/limits.ts';
import { registerDeckRoutes } from '../src/decks/routes.ts';
import { looksLikeSvg } from '../src/decks/sniff.ts';
import { parseDeckName, parseWordsField } from '../src/decks/words.ts';
import { listZip } from '../src/decks/zip.ts';

async function codeOf(work: () => unknown): Promise<string> {
  try {
    await work();
    return 'accepted';
  } catch (error) {
    if (error instanceof DeckError) return error.code;
    throw error;
  }
}

function solid(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: '#6070a0' } });
}

describe('intakeImage', () => {
  it(
    'accepts JPEG, PNG, WebP, the first frame of an animated GIF, and AVIF; all 2:3 WebP',
    { timeout: 20_000 },
    async () => {
      const frame = (background: string): Promise<Buffer> =>
        sharp({ create: { width: 200, height: 300, channels: 3, background } })
          .png()
          .toBuffer();
      const red = await frame('#ff0000');
      const blue = await frame('#0000ff');
      const animated = await sharp([red, blue], { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(animated).metadata()).pages).toBe(2);
      const inputs = [
        await solid(300, 200).jpeg().toBuffer(),
        await solid(200, 300).png().toBuffer(),
        await solid(500, 500).webp().toBuffer(),
        animated,
        await solid(200, 300).avif().toBuffer(),
      ];
      for (const input of inputs) {
        const card = await intakeImage(input);
        expect([...card.webp.keys()]).toEqual([960, 480, 240]);
        expect(card.source.width).toBeGreaterThan(0);
        for (const [width, data] of card.webp) {
          const meta = await sharp(data).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width * 1.5]);
          expect(meta.pages ?? 1).toBe(1);
        }
      }
      const gifCard = await intakeImage(animated);
      const { data } = await sharp(gifCard.webp.get(240))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([data[0], data[2]]).toEqual([expect.any(Number), expect.any(Number)]);
      expect(data[0] ?? 0).toBeGreaterThan(200);
      expect(data[2] ?? 255).toBeLessThan(60);
    },
  );

  it('refuses other image types, tiny images, long sides, and SVG in any disguise', async () => {
    expect(await codeOf(async () => intakeImage(await solid(200, 300).tiff().toBuffer()))).toBe(
      'unsupported_format',
    );
    expect(await codeOf(async () => intakeImage(await solid(100, 300).png().toBuffer()))).toBe(
      'too_small',
    );
    expect(await codeOf(async () => intakeImage(await solid(8100, 130).png().toBuffer()))).toBe(
      'too_many_pixels',
    );
    expect(await codeOf(() => intakeImage(new Uint8Array(0)))).toBe('not_an_image');
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\uFEFF  <!-- hi --><svg>',
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ""><svg>',
    ];
    for (const text of svgs) {
      expect(looksLikeSvg(new TextEncoder().encode(text))).toBe(true);
      expect(await codeOf(() => intakeImage(new TextEncoder().encode(text)))).toBe('svg_refused');
    }
    expect(await codeOf(() => intakeImage(new TextEncoder().encode('<html><body>')))).toBe(
      'not_an_image',
    );
  });

  it('refuses a file over the image size limit before looking at it', async () => {
    const big = new Uint8Array(deckLimits.maxImageBytes + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await codeOf(() => intakeImage(big))).toBe('too_large');
  });
});

describe('listZip', () => {
  it('refuses an entry that declares more than the image limit without inflating it', () => {
    const zip = zipSync({ 'huge.png': new Uint8Array(deckLimits.maxImageBytes + 10) });
    const [entry] = listZip(zip);
    expect(entry?.name).toBe('huge.png');
    expect(() => entry?.read()).toThrow(expect.objectContaining({ code: 'too_large' }) as Error);
  });

  it('stops inflating an entry that grows past the size its header declares (zip bomb)', () => {
    const zip = zipSync({ 'bomb.png': new Uint8Array(5_000_000) });
    // Lie in the central directory: claim 1000 bytes uncompressed.
    const view = new DataView(zip.buffer);
    for (let at = zip.length - 22; at >= 0; at--) {
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 1000, true);
        break;
      }
    }
    const [entry] = listZip(zip);
    expect(() => entry?.read()).toThrow(expect.objectContaining({ code: 'zip_invalid' }) as Error);
  });

  it('refuses truncated zips and skips folders and hidden files', () => {
    const zip = zipSync({
      'a/': new Uint8Array(0),
      'a/.hidden': new Uint8Array([1]),
      'a/b.png': new Uint8Array([1, 2]),
    });
    expect(listZip(zip).map((e) => e.name)).toEqual(['a/b.png']);
    expect(() => listZip(zip.subarray(0, zip.length - 30))).toThrow(
      expect.objectContaining({ code: 'zip_invalid' }) as Error,
    );
  });
});

describe('names and words', () => {
  it('parses words as lists or comma-separated strings, and refuses bad ones', () => {
    const words = parseWordsField(
      JSON.stringify({ 'a.png': [' sea ', 'sea', 'sky'], 'b.png': 'x, y,,' }),
    );
    expect(words.get('a.png')).toEqual(['sea', 'sky']);
    expect(words.get('b.png')).toEqual(['x', 'y']);
    for (const bad of [
      '[]',
      '"x"',
      '{"a": 3}',
      JSON.stringify({ a: Array.from({ length: 13 }, (_, i) => `w${String(i)}`) }),
      JSON.stringify({ a: ['y'.repeat(41)] }),
    ]) {
      expect(() => parseWordsField(bad)).toThrow(
        expect.objectContaining({ code: 'words_invalid' }) as Error,
      );
    }
    expect(parseDeckName('  ')).toBeNull();
    expect(parseDeckName('My\ndeck')).toBe('My deck');
  });
});

describe('upload limits over HTTP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-decks-'));
  const app = Fastify({ logger: false });
  registerDeckRoutes(app, {
    config: { ...loadConfig({}), dataDir, deckUploadsPerHour: 4 },
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an oversized file by name, then rate-limits the address', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const big = new Uint8Array(deckLimits.maxImageBytes + 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const form = new FormData();
    form.append('files', new Blob([big]), 'big.jpg');
    const first = await fetch(`${url}/api/decks`, { method: 'POST', body: form });
    expect(first.status).toBe(422);
    const body = (await first.json()) as { refused: { file: string; code: string }[] };
    expect(body.refused).toEqual([expect.objectContaining({ file: 'big.jpg', code: 'too_large' })]);
    const second = await fetch(`${url}/api/decks`, { method: 'POST', body: new FormData() });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
