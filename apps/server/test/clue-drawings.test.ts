import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoomCode } from '@fabula/protocol';
import { clueLimits } from '@fabula/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedClient } from '../src/dev/scripted-client.ts';
import { typicalDrawing } from './support/drawings.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function upload(code: string, token: string, body: string) {
  const response = await fetch(`${server.url}/api/rooms/${code}/drawings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-seat-token': token },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The files a room holds under DATA_DIR/clues (none until a drawing is accepted). */
function stored(code: string): string[] {
  try {
    return readdirSync(join(server.dataDir, 'clues', code));
  } catch {
    return [];
  }
}

const stroke = (points: unknown[]) => ({ colour: 0, size: 1, points });

describe('drawn clues over HTTP (issue 31)', () => {
  let code: RoomCode;
  let clients: ScriptedClient[];
  let tokens: string[];
  let teller: number;

  beforeAll(async () => {
    const table = await openTable(server.url, { guests: 4 });
    code = table.code;
    clients = [table.host, ...table.guests];
    tokens = table.tokens;
    const phase = table.host.gameView?.view.phase;
    if (phase?.kind !== 'clue') throw new Error('expected the clue phase');
    teller = phase.round.storyteller;
  });

  it('refuses a bad drawing with its typed reason, and stores nothing', async () => {
    const token = tokens[teller] ?? '';
    const line = (n: number) => Array.from({ length: 2 * n }, (_, i) => i % 600);
    const cases: [unknown, number, string][] = [
      [{ strokes: [stroke(line(clueLimits.drawingStrokePoints + 1))] }, 400, 'too_many_points'],
      [{ strokes: [stroke([100, 'NaN'])] }, 400, 'not_a_number'],
      [{ strokes: [stroke([100, null])] }, 400, 'not_a_number'],
      [{ strokes: [stroke([1e300, 10])] }, 400, 'out_of_bounds'],
      [{ strokes: [stroke([-5, 10])] }, 400, 'out_of_bounds'],
      [{ strokes: [] }, 400, 'empty'],
      [{ pixels: 'iVBORw0KGgo=' }, 400, 'bad_shape'],
    ];
    for (const [body, status, reason] of cases) {
      const reply = await upload(code, token, JSON.stringify(body));
      expect(reply, reason).toMatchObject({
        status,
        body: { error: { code: 'drawing_invalid', details: { reason } } },
      });
    }
    // Over the byte limit: refused before it is read whole.
    const huge = JSON.stringify({ strokes: [stroke(line(20_000))] });
    expect(huge.length).toBeGreaterThan(clueLimits.drawingBytes);
    expect(await upload(code, token, huge)).toMatchObject({
      status: 413,
      body: { error: { code: 'drawing_invalid', details: { reason: 'too_large' } } },
    });
    expect(await upload(code, token, '{"strokes": [')).toMatchObject({
      status: 400,
      body: { error: { code: 'drawing_invalid', details: { reason: 'bad_shape' } } },
    });
    // Not the storyteller, or no seat at all.
    const other = tokens[(teller + 1) % tokens.length] ?? '';
    const good = JSON.stringify(typicalDrawing());
    expect(await upload(code, other, good)).toMatchObject({
      status: 403,
      body: { error: { code: 'not_storyteller' } },
    });
    expect(await upload(code, 'q3v9WZ0m1N2b8Yp5xK7cAg', good)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect(await upload('ZZZZZZ', token, good)).toMatchObject({ status: 404 });
    expect(stored(code)).toEqual([]);
  });

  it('stores a good drawing as WebP for the clue, which everyone then sees; then wrong phase', async () => {
    const client = clients[teller];
    if (!client) throw new Error('no storyteller');
    const token = tokens[teller] ?? '';
    // A clue cannot name a drawing that is not there, nor one made by someone else.
    const card = client.gameView?.view.hand?.[0] ?? '';
    expect(
      await client.request({
        type: 'clue',
        clue: { kind: 'drawing', ref: 'dAAAAAAAAAAAAAAAAAAAAAA' },
        card,
      }),
    ).toMatchObject({ ok: false, error: { code: 'upload_not_found' } });

    const reply = await upload(code, token, JSON.stringify(typicalDrawing()));
    expect(reply.status).toBe(201);
    const ref = String(reply.body.ref);
    const picture = await fetch(`${server.url}/api/rooms/${code}/clues/${ref}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    // Another room's code, or a guessed ref, finds nothing.
    expect((await fetch(`${server.url}/api/rooms/ZZZZZZ/clues/${ref}`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/api/rooms/${code}/clues/dBBBBBBBBBBBBBBBBBBBBBB`)).status,
    ).toBe(404);

    const given = await client.request({
      type: 'clue',
      clue: { kind: 'drawing', ref, caption: 'a sunny day' },
      card,
    });
    expect(given.ok).toBe(true);
    for (const c of clients) {
      await c.until(() => c.gameView?.view.phase.kind === 'submit');
      const phase = c.gameView?.view.phase;
      expect(phase?.kind === 'submit' && phase.clue).toEqual({
        kind: 'drawing',
        ref,
        caption: 'a sunny day',
      });
    }
    // The clue is given: no more drawings this round.
    expect(await upload(code, token, JSON.stringify(typicalDrawing()))).toMatchObject({
      status: 409,
      body: { error: { code: 'wrong_phase' } },
    });
    expect(stored(code).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  });
});

/** A 10 s clip from Chromium's fake microphone (Opus in WebM at 32 kbit/s, as the recorder makes). */
const clip = readFileSync(join(import.meta.dirname, 'fixtures', 'fake-mic-10s.webm'));

/** The clip with its last cluster moved to `ms`: a recording that lasts that long. */
function lasting(ms: number): Buffer {
  const bytes = Buffer.from(clip);
  const cluster = bytes.lastIndexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
  const timecode = bytes.indexOf(0xe7, cluster + 4);
  const size = (bytes[timecode + 1] ?? 0) & 0x7f;
  bytes.writeUIntBE(ms, timecode + 2, size);
  return bytes;
}

async function record(code: string, token: string, body: Uint8Array, type = 'audio/webm') {
  const response = await fetch(`${server.url}/api/rooms/${code}/recordings`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-seat-token': token },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('voice clues over HTTP (issue 31)', () => {
  it('refuses a wrong type, a long or large clip, another seat; keeps a good one with its measured length', async () => {
    const table = await openTable(server.url, { guests: 4, start: false });
    const preset = await table.host.request({
      type: 'setPreset',
      preset: 'dixit' as never,
      knobs: { voiceClues: true },
    });
    expect(preset.ok).toBe(true);
    expect((await table.host.request({ type: 'start' })).ok).toBe(true);
    const clients = [table.host, ...table.guests];
    await Promise.all(clients.map((c) => c.until(() => c.gameView !== null)));
    const phase = table.host.gameView?.view.phase;
    if (phase?.kind !== 'clue') throw new Error('expected the clue phase');
    const teller = phase.round.storyteller;
    const token = table.tokens[teller] ?? '';
    const other = table.tokens[(teller + 1) % table.tokens.length] ?? '';

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await record(table.code, token, png, 'audio/webm')).toMatchObject({
      status: 415,
      body: { error: { code: 'recording_invalid', details: { reason: 'wrong_type' } } },
    });
    expect(await record(table.code, token, lasting(16_000))).toMatchObject({
      status: 400,
      body: { error: { code: 'recording_invalid', details: { reason: 'too_long' } } },
    });
    const big = Buffer.concat([clip, Buffer.alloc(clueLimits.voiceBytes)]);
    expect(await record(table.code, token, big)).toMatchObject({
      status: 413,
      body: { error: { code: 'recording_invalid', details: { reason: 'too_large' } } },
    });
    expect(await record(table.code, other, clip)).toMatchObject({
      status: 403,
      body: { error: { code: 'not_storyteller' } },
    });
    expect(stored(table.code)).toEqual([]);

    const kept = await record(table.code, token, clip);
    expect(kept.status).toBe(201);
    expect(kept.body.durationMs).toBe(9900);
    const ref = String(kept.body.ref);
    const played = await fetch(`${server.url}/api/rooms/${table.code}/clues/${ref}`);
    expect(played.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await played.arrayBuffer()).equals(clip)).toBe(true);

    // The clue carries the server's measure, whatever the client says.
    const client = clients[teller];
    if (!client) throw new Error('no storyteller');
    const card = client.gameView?.view.hand?.[0] ?? '';
    const given = await client.request({
      type: 'clue',
      clue: { kind: 'voice', ref, durationMs: 1, caption: 'a lullaby' },
      card,
    });
    expect(given.ok).toBe(true);
    await client.until(() => client.gameView?.view.phase.kind === 'submit');
    const now = client.gameView?.view.phase;
    expect(now?.kind === 'submit' && now.clue).toEqual({
      kind: 'voice',
      ref,
      durationMs: 9900,
      caption: 'a lullaby',
    });
  });
});
