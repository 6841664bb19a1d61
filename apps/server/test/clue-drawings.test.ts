import { readdirSync } from 'node:fs';
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
