import { Inflate } from 'fflate';
import { DeckError, megabytes } from './errors.ts';
import { deckLimits } from './limits.ts';

/** One file listed in a zip, its bytes read only when asked for. */
export interface ZipEntry {
  readonly name: string;
  readonly size: number;
  /** The entry's bytes; throws `DeckError` (`too_large`, `zip_invalid`). */
  read(): Uint8Array;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function invalid(message: string): DeckError {
  return new DeckError('zip_invalid', `The zip file cannot be read: ${message}.`);
}

/** Names of files that zip tools add and nobody means as a card. */
function isJunk(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return (
    name.endsWith('/') ||
    name.startsWith('__MACOSX/') ||
    base.startsWith('.') ||
    base === 'Thumbs.db' ||
    base === 'desktop.ini'
  );
}

/**
 * Lists the files in a zip from its central directory. Only stored and deflated entries, no
 * encryption, no zip64. Inflating is streamed and stops as soon as an entry grows past what its
 * header declared or past the image limit, so a zip bomb costs at most one image's worth of memory.
 */
export function listZip(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number): number => view.getUint16(at, true);
  const u32 = (at: number): number => view.getUint32(at, true);
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw invalid('no end of central directory (truncated or not a zip)');
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryOffset = u32(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw invalid('zip64 is not supported');
  if (count > deckLimits.maxZipEntries) {
    throw new DeckError(
      'zip_invalid',
      `The zip lists ${String(count)} files; at most ${String(deckLimits.maxZipEntries)} are read.`,
    );
  }
  if (directoryOffset + directorySize > end)
    throw invalid('the central directory is out of bounds');
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(at) !== CENTRAL) throw invalid('a damaged central directory');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const localOffset = u32(at + 42);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (isJunk(name)) continue;
    entries.push({
      name,
      size,
      read() {
        if ((flags & 1) !== 0) throw invalid(`${name} is encrypted`);
        if (method !== 0 && method !== 8) throw invalid(`${name} uses an unknown compression`);
        if (size > deckLimits.maxImageBytes) {
          throw new DeckError(
            'too_large',
            `The file is ${megabytes(size)}; an image may be at most ${megabytes(deckLimits.maxImageBytes)}.`,
          );
        }
        if (localOffset + 30 > zip.length || u32(localOffset) !== LOCAL) {
          throw invalid(`${name} has no local header`);
        }
        const start = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28);
        if (start + compressedSize > zip.length) throw invalid(`${name} is truncated`);
        const packed = zip.subarray(start, start + compressedSize);
        if (method === 0) {
          if (compressedSize !== size) throw invalid(`${name} has inconsistent sizes`);
          return packed.slice();
        }
        return inflateCapped(packed, size, name);
      },
    });
  }
  return entries;
}

/** Inflates in small steps and gives up once the output passes `declared` bytes. */
function inflateCapped(packed: Uint8Array, declared: number, name: string): Uint8Array {
  const out = new Uint8Array(declared);
  // Mutated by the callback, so kept in an object (the type checker follows no closures).
  const state = { written: 0, overflow: false, done: false };
  const inflate = new Inflate((chunk, final) => {
    if (state.written + chunk.length > declared) state.overflow = true;
    else out.set(chunk, state.written);
    state.written += chunk.length;
    if (final) state.done = true;
  });
  const step = 16 * 1024;
  try {
    for (let i = 0; i < packed.length && !state.overflow; i += step) {
      inflate.push(packed.subarray(i, i + step), i + step >= packed.length);
    }
  } catch (error) {
    throw invalid(`${name} is damaged (${error instanceof Error ? error.message : 'inflate'})`);
  }
  if (state.overflow) throw invalid(`${name} inflates to more than its header says`);
  if (!state.done || state.written !== declared) throw invalid(`${name} is truncated`);
  return out;
}
