import type { RoomCode } from '@fabula/protocol';
import type { Drawing } from '@fabula/protocol/drawing';
import { roomState } from './connection.ts';
import { seatToken } from './storage.ts';

/** Where a room's drawn or recorded clue is served (its ref is unguessable; docs/clues.md). */
export function clueFileUrl(ref: string, room: RoomCode | null = null): string {
  const code = room ?? roomState.value?.room.code ?? '';
  return `/api/rooms/${encodeURIComponent(code)}/clues/${encodeURIComponent(ref)}`;
}

export type Uploaded =
  { readonly ok: true; readonly ref: string } | { readonly ok: false; readonly code: string };

/**
 * Sends the storyteller's drawing (vector strokes, never a picture) with the seat's token; the
 * server checks, renders and stores it and answers the ref the clue then names.
 */
export async function uploadDrawing(room: RoomCode, drawing: Drawing): Promise<Uploaded> {
  const token = seatToken(room);
  if (token === null) return { ok: false, code: 'forbidden' };
  try {
    const response = await fetch(`/api/rooms/${encodeURIComponent(room)}/drawings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-seat-token': token },
      body: JSON.stringify(drawing),
    });
    const body = (await response.json().catch(() => null)) as {
      ref?: string;
      error?: { code?: string };
    } | null;
    if (response.ok && typeof body?.ref === 'string') return { ok: true, ref: body.ref };
    return { ok: false, code: body?.error?.code ?? 'internal' };
  } catch {
    return { ok: false, code: 'unavailable' };
  }
}

/**
 * Sends the storyteller's recording (its bytes, typed as the browser made them; the server
 * sniffs the real type and measures its length) with the seat's token.
 */
export async function uploadRecording(
  room: RoomCode,
  blob: Blob,
): Promise<Uploaded & { readonly durationMs?: number }> {
  const token = seatToken(room);
  if (token === null) return { ok: false, code: 'forbidden' };
  try {
    const response = await fetch(`/api/rooms/${encodeURIComponent(room)}/recordings`, {
      method: 'POST',
      headers: {
        'content-type': blob.type.split(';')[0] || 'application/octet-stream',
        'x-seat-token': token,
      },
      body: blob,
    });
    const body = (await response.json().catch(() => null)) as {
      ref?: string;
      durationMs?: number;
      error?: { code?: string };
    } | null;
    if (response.ok && typeof body?.ref === 'string') {
      return { ok: true, ref: body.ref, durationMs: body.durationMs ?? 1 };
    }
    return { ok: false, code: body?.error?.code ?? 'internal' };
  } catch {
    return { ok: false, code: 'unavailable' };
  }
}
