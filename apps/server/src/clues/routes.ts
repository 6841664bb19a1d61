import { parseRoomCode, parseSeatToken, type ErrorCode } from '@fabula/protocol';
import { parseDrawing } from '@fabula/protocol/drawing';
import { allowedClueKinds, clueLimits } from '@fabula/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashSeatToken } from '../identity/seat-token.ts';
import type { RoomRecord } from '../rooms/record.ts';
import type { GameStore } from '../storage/store.ts';
import type { ClueMedia } from './clue-media.ts';
import { renderDrawing } from './render-drawing.ts';

function refuse(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: object,
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { code, message, ...(details ? { details } : {}) } });
}

/**
 * Drawn (and recorded) clues over HTTP (docs/clues.md):
 * - `POST /api/rooms/:code/drawings` — the storyteller's drawing as vector strokes (JSON, at most
 *   `clueLimits.drawingBytes`), with the seat's token in `x-seat-token`; checked (zod), rendered to
 *   WebP and stored with the room; answers `{ ref }`, which the clue then names.
 * - `GET /api/rooms/:code/clues/:ref` — a stored drawing or recording, to whoever names the room
 *   and the unguessable ref (only the room's views carry it); never listed.
 * A refusal stores nothing: every check comes before the picture is made.
 */
export function registerClueRoutes(
  app: FastifyInstance,
  options: { readonly store: GameStore<RoomRecord>; readonly media: ClueMedia },
): void {
  const { store, media } = options;
  void app.register(async (scope) => {
    await Promise.resolve();
    routes(scope, store, media);
  });
}

function routes(app: FastifyInstance, store: GameStore<RoomRecord>, media: ClueMedia): void {
  app.post(
    '/api/rooms/:code/drawings',
    { bodyLimit: clueLimits.drawingBytes },
    async (request, reply) => {
      const { code: rawCode } = request.params as { code: string };
      const code = parseRoomCode(rawCode);
      const room = code === null ? null : await store.loadRoom(code);
      if (code === null || room === null) return refuse(reply, 404, 'not_found', 'No such room.');
      const token = parseSeatToken(request.headers['x-seat-token']);
      const tokenHash = token === null ? null : hashSeatToken(token);
      const seat = room.doc.lobby.seats.findIndex((s) => s.tokenHash === tokenHash);
      if (tokenHash === null || seat < 0) {
        return refuse(reply, 403, 'forbidden', 'That seat token holds no seat in this room.');
      }
      const state = room.doc.game?.state;
      const phase = state?.phase;
      if (state === undefined || phase?.kind !== 'clue') {
        return refuse(reply, 409, 'wrong_phase', 'A drawing is made while the clue is awaited.');
      }
      if (phase.round.storyteller !== seat) {
        return refuse(reply, 403, 'not_storyteller', 'Only the storyteller draws the clue.');
      }
      if (!allowedClueKinds(state.rules).includes('drawing')) {
        return refuse(
          reply,
          403,
          'clue_kind_not_allowed',
          "This room's rules do not allow drawn clues.",
        );
      }
      const checked = parseDrawing(request.body);
      if (!checked.ok) {
        return refuse(reply, 400, 'drawing_invalid', checked.message, { reason: checked.reason });
      }
      const ref = media.newRef('drawing');
      const picture = await renderDrawing(checked.drawing);
      await media.save(code, ref, picture, {
        seat,
        round: phase.round.number,
        kind: 'drawing',
        type: 'image/webp',
      });
      return reply.code(201).header('cache-control', 'no-store').send({ ref });
    },
  );

  app.get('/api/rooms/:code/clues/:ref', async (request, reply) => {
    const { code: rawCode, ref } = request.params as { code: string; ref: string };
    const code = parseRoomCode(rawCode);
    const file = code === null ? null : await media.read(code, ref);
    if (code === null || file === null || (await store.loadRoom(code)) === null) {
      return refuse(reply, 404, 'not_found', 'No such clue.');
    }
    return reply
      .header('content-type', file.type)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-robots-tag', 'noindex')
      .send(file.bytes);
  });

  // A body over the limit, or not JSON: the drawing's own typed refusal, not Fastify's.
  app.setErrorHandler((error: unknown, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 500 || !Number.isInteger(status)) {
      request.log.error(error);
      return refuse(reply, 500, 'internal', 'Something went wrong.');
    }
    const reason = status === 413 ? 'too_large' : 'bad_shape';
    const message =
      status === 413 ? `A drawing is at most ${clueLimits.drawingBytes} bytes.` : 'Not a drawing.';
    return refuse(reply, status === 413 ? 413 : 400, 'drawing_invalid', message, { reason });
  });
}
