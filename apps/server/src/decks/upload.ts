import type { FastifyRequest } from 'fastify';
import { DeckError, megabytes } from './errors.ts';
import type { NewCard } from './deck-store.ts';
import { intakeImage } from './intake.ts';
import { deckLimits } from './limits.ts';
import { sniff, startsLikeZip } from './sniff.ts';
import { wordsFor } from './words.ts';
import { listZip } from './zip.ts';

/** A file that was not stored, by the name it was uploaded under (zip entries: `zip/entry`). */
export interface Refusal {
  readonly file: string;
  readonly code: string;
  readonly message: string;
}

interface UploadedFile {
  readonly name: string;
  /** null when the file was over its size limit (it was read and dropped, never kept). */
  readonly data: Buffer | null;
  readonly size: number;
  /** The size limit that applied: a zip's or an image's. */
  readonly cap: number;
}

export interface UploadBody {
  readonly files: readonly UploadedFile[];
  readonly fields: ReadonlyMap<string, string>;
}

/** Shortens names echoed back, so a silly file name cannot bloat the reply. */
function shown(name: string): string {
  const points = Array.from(name.replace(/\p{Cc}/gu, ''));
  return points.length > 200 ? `${points.slice(0, 200).join('')}…` : points.join('');
}

/**
 * Reads a multipart upload into memory. Each file is capped by what its first bytes say it is
 * (a zip: 100 MB; anything else: 15 MB) and the whole request at 120 MB; a file over its cap is
 * read to the end and dropped. Fields are kept as text.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadBody> {
  if (!request.isMultipart()) {
    throw new DeckError('not_multipart', 'Send the files as multipart/form-data.', 415);
  }
  const files: UploadedFile[] = [];
  const fields = new Map<string, string>();
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) {
        throw new DeckError('words_invalid', `The field ${part.fieldname} is too long.`, 413);
      }
      fields.set(part.fieldname, typeof part.value === 'string' ? part.value : '');
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let cap: number | null = null;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > deckLimits.maxUploadBytes) {
        throw new DeckError(
          'upload_too_large',
          `An upload may hold at most ${megabytes(deckLimits.maxUploadBytes)} in all; send the rest in another.`,
          413,
        );
      }
      cap ??= startsLikeZip(chunk) ? deckLimits.maxZipBytes : deckLimits.maxImageBytes;
      size += chunk.length;
      if (size > cap) chunks.length = 0;
      else chunks.push(chunk);
    }
    const over = part.file.truncated || size > (cap ?? 0);
    files.push({
      name: shown(part.filename || part.fieldname || 'file'),
      data: over ? null : Buffer.concat(chunks),
      size,
      cap: cap ?? deckLimits.maxImageBytes,
    });
  }
  return { files, fields };
}

interface Candidate {
  readonly name: string;
  readonly wordsKey: string;
  read(): Uint8Array;
}

function refusalOf(file: string, error: unknown): Refusal {
  if (error instanceof DeckError) return { file, code: error.code, message: error.message };
  return {
    file,
    code: 'image_unreadable',
    message: `The image cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
  };
}

/**
 * Turns uploaded files (images and zips of images) into cards. Every file is judged on its own:
 * good ones become cards, each refused one is reported with its reason, and at most `room` cards
 * are made (the rest are refused as `too_many_cards`). Nothing is written here.
 */
export async function intakeFiles(
  body: UploadBody,
  words: ReadonlyMap<string, readonly string[]>,
  room: number,
): Promise<{ cards: NewCard[]; refused: Refusal[] }> {
  const refused: Refusal[] = [];
  const candidates: Candidate[] = [];
  for (const file of body.files) {
    const { data } = file;
    if (data === null) {
      const what = file.cap === deckLimits.maxZipBytes ? 'a zip' : 'an image';
      refused.push({
        file: file.name,
        code: 'too_large',
        message: `The file is over ${megabytes(file.cap)}, the limit for ${what}.`,
      });
      continue;
    }
    if (startsLikeZip(data) && (await sniff(data)).kind === 'zip') {
      try {
        for (const entry of listZip(data)) {
          candidates.push({
            name: shown(`${file.name}/${entry.name}`),
            wordsKey: entry.name,
            read: () => entry.read(),
          });
        }
      } catch (error) {
        refused.push(refusalOf(file.name, error));
      }
      continue;
    }
    if (data.length > deckLimits.maxImageBytes) {
      refused.push({
        file: file.name,
        code: 'too_large',
        message: `The file is ${megabytes(data.length)}; an image may be at most ${megabytes(deckLimits.maxImageBytes)}.`,
      });
      continue;
    }
    candidates.push({ name: file.name, wordsKey: file.name, read: () => data });
  }
  const cards: NewCard[] = [];
  for (const candidate of candidates) {
    if (cards.length >= room) {
      refused.push({
        file: candidate.name,
        code: 'too_many_cards',
        message: `A deck has at most ${String(deckLimits.maxCards)} cards; this one is full.`,
      });
      continue;
    }
    try {
      const images = await intakeImage(candidate.read());
      cards.push({ images, words: wordsFor(words, candidate.wordsKey) });
    } catch (error) {
      refused.push(refusalOf(candidate.name, error));
    }
  }
  return { cards, refused };
}
