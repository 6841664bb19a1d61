import { parseRoomCode, parseSeatToken, type ErrorCode, type RoomCode } from '@fabula/protocol';
import { parseDrawing } from '@fabula/protocol/drawing';
import { allowedClueKinds, clueLimits } from '@fabula/rules';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSeatToken } from '../identity/seat-token.ts';
import type { RoomStore } from '../rooms/decision.ts';
import type { ClueMedia } from './clue-media.ts';
import { recordingLengthMs } from './recording-length.ts';
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
 * - `POST /api/rooms/:code/recordings` — the storyteller's voice clip, its raw bytes (at most
 *   `clueLimits.voiceBytes`), same token; its real type sniffed (Opus in WebM, AAC in MP4), its
 *   length read from the container (at most 15 s); answers `{ ref, durationMs }`.
 * - `GET /api/rooms/:code/clues/:ref` — a stored drawing or recording, to whoever names the room
 *   and the unguessable ref (only the room's views carry it); never listed.
 * A refusal stores nothing: every check comes before the picture is made.
 */
export function registerClueRoutes(
  app: FastifyInstance,
  options: { readonly store: RoomStore; readonly media: ClueMedia },
): void {
  const { store, media } = options;
  void app.register(async (scope) => {
    await Promise.resolve();
    routes(scope, store, media);
  });
}

function routes(app: FastifyInstance, store: RoomStore, media: ClueMedia): void {
  app.post(
    '/api/rooms/:code/drawings',
    { bodyLimit: clueLimits.drawingBytes },
    async (request, reply) => {
      const teller = await storyteller(store, request, reply, 'drawing');
      if ('sent' in teller) return teller.sent;
      const checked = parseDrawing(request.body);
      if (!checked.ok) {
        return refuse(reply, 400, 'drawing_invalid', checked.message, { reason: checked.reason });
      }
      const ref = media.newRef('drawing');
      const picture = await renderDrawing(checked.drawing);
      await media.save(teller.code, ref, picture, {
        seat: teller.seat,
        round: teller.round,
        kind: 'drawing',
        type: 'image/webp',
      });
      return reply.code(201).header('cache-control', 'no-store').send({ ref });
    },
  );

  // A recording arrives as its raw bytes (the browser's MediaRecorder output).
  app.addContentTypeParser(
    ['audio/webm', 'audio/mp4', 'audio/ogg', 'video/webm', 'video/mp4', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: clueLimits.voiceBytes },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/api/rooms/:code/recordings',
    { bodyLimit: clueLimits.voiceBytes },
    async (request, reply) => {
      const teller = await storyteller(store, request, reply, 'voice');
      if ('sent' in teller) return teller.sent;
      const bytes = Buffer.isBuffer(request.body) ? request.body : null;
      const checked = bytes === null ? null : await checkRecording(bytes);
      if (bytes === null || checked === null) {
        return refuse(reply, 400, 'recording_invalid', 'Not a recording.', {
          reason: 'unreadable',
        });
      }
      if (!checked.ok) {
        return refuse(
          reply,
          checked.reason === 'wrong_type' ? 415 : 400,
          'recording_invalid',
          checked.message,
          {
            reason: checked.reason,
          },
        );
      }
      const ref = media.newRef('voice');
      await media.save(teller.code, ref, bytes, {
        seat: teller.seat,
        round: teller.round,
        kind: 'voice',
        type: checked.type,
        durationMs: checked.durationMs,
      });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ref, durationMs: checked.durationMs });
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
    if (request.url.includes('/recordings')) {
      const large = status === 413;
      return refuse(
        reply,
        large ? 413 : 415,
        'recording_invalid',
        large ? `A recording is at most ${clueLimits.voiceBytes} bytes.` : 'Not a recording.',
        { reason: large ? 'too_large' : 'wrong_type' },
      );
    }
    const reason = status === 413 ? 'too_large' : 'bad_shape';
    const message =
      status === 413 ? `A drawing is at most ${clueLimits.drawingBytes} bytes.` : 'Not a drawing.';
    return refuse(reply, status === 413 ? 413 : 400, 'drawing_invalid', message, { reason });
  });
}

/**
 * The checks every upload of a clue passes, in this order: the room, the seat token, the phase,
 * the storyteller, the room's rules. The seat, the round and the room, or the refusal sent.
 */
async function storyteller(
  store: RoomStore,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'drawing' | 'voice',
): Promise<{ code: RoomCode; seat: number; round: number } | { sent: FastifyReply }> {
  const sent = (status: number, code: ErrorCode, message: string) => ({
    sent: refuse(reply, status, code, message),
  });
  const { code: rawCode } = request.params as { code: string };
  const code = parseRoomCode(rawCode);
  const room = code === null ? null : await store.loadRoom(code);
  if (code === null || room === null) return sent(404, 'not_found', 'No such room.');
  const token = parseSeatToken(request.headers['x-seat-token']);
  const tokenHash = token === null ? null : hashSeatToken(token);
  const seat = room.doc.lobby.seats.findIndex((s) => s.tokenHash === tokenHash);
  if (tokenHash === null || seat < 0) {
    return sent(403, 'forbidden', 'That seat token holds no seat in this room.');
  }
  const state = room.doc.game?.state;
  const phase = state?.phase;
  if (state === undefined || phase?.kind !== 'clue') {
    return sent(409, 'wrong_phase', `A ${kind} is made while the clue is awaited.`);
  }
  if (phase.round.storyteller !== seat) {
    return sent(403, 'not_storyteller', `Only the storyteller makes the clue.`);
  }
  if (!allowedClueKinds(state.rules).includes(kind)) {
    return sent(403, 'clue_kind_not_allowed', `This room's rules do not allow ${kind} clues.`);
  }
  return { code, seat, round: phase.round.number };
}

/** How far past 15 s a recorder may stop (it ends on a whole frame): the measure is clamped. */
const recorderSlackMs = 300;

type RecordingCheck =
  | { readonly ok: true; readonly type: string; readonly durationMs: number }
  | {
      readonly ok: false;
      readonly reason: 'wrong_type' | 'too_long' | 'unreadable';
      readonly message: string;
    };

/**
 * What a recording really is, from its bytes (never the type its sender claims): Opus in WebM
 * or AAC in MP4, at most 15 s by its container's own clock.
 */
async function checkRecording(bytes: Buffer): Promise<RecordingCheck> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const container =
    sniffed?.ext === 'webm'
      ? 'webm'
      : sniffed?.ext === 'mp4' || sniffed?.ext === 'm4a'
        ? 'mp4'
        : null;
  if (container === null) {
    return {
      ok: false,
      reason: 'wrong_type',
      message: 'A recording is Opus in WebM or AAC in MP4.',
    };
  }
  const length = recordingLengthMs(bytes, container);
  if (length === null || length < 1) {
    return { ok: false, reason: 'unreadable', message: 'That recording could not be read.' };
  }
  if (length > clueLimits.voiceMs + recorderSlackMs) {
    return {
      ok: false,
      reason: 'too_long',
      message: `A recording is at most ${clueLimits.voiceMs / 1000} seconds; this one is ${(length / 1000).toFixed(1)}.`,
    };
  }
  return {
    ok: true,
    type: container === 'webm' ? 'audio/webm' : 'audio/mp4',
    durationMs: Math.min(clueLimits.voiceMs, length),
  };
}
