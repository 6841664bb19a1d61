import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a stored clue file was made for: the seat, the round and the kind it may be a clue of. */
export interface ClueUpload {
  readonly seat: number;
  readonly round: number;
  readonly kind: 'drawing' | 'voice';
  /** The file's media type (`image/webp`, `audio/webm`, `audio/mp4`). */
  readonly type: string;
  /** A recording's length as measured by the server, in ms. */
  readonly durationMs?: number;
}

/** 16 random bytes, base64url: unguessable, so a clue's address is known only to its room. */
const refPattern = /^[dv][A-Za-z0-9_-]{22}$/;
const roomPattern = /^[A-Za-z0-9]{1,16}$/;

export function isClueRef(ref: string): boolean {
  return refPattern.test(ref);
}

/**
 * Drawings and recordings given as clues, stored with their room: one folder per room under
 * `DATA_DIR/clues`, each file next to a small JSON of what it was made for. Nothing lists a
 * folder; a file is served only to whoever names its room and its unguessable ref, which only
 * the room's views carry. A room's folder goes when the room does (`deleteRoom`).
 */
export class ClueMedia {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  private folder(room: string): string {
    if (!roomPattern.test(room)) throw new Error(`not a room code: ${room}`);
    return join(this.dir, room);
  }

  /** A new ref for a clue of this kind. */
  newRef(kind: 'drawing' | 'voice'): string {
    return `${kind === 'drawing' ? 'd' : 'v'}${randomBytes(16).toString('base64url')}`;
  }

  /** Stores a clue file (the bytes first, then what it was made for: its presence commits it). */
  async save(room: string, ref: string, bytes: Buffer, upload: ClueUpload): Promise<void> {
    if (!isClueRef(ref)) throw new Error(`not a clue ref: ${ref}`);
    const folder = this.folder(room);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${ref}.bin`), bytes);
    const temp = join(folder, `${ref}.json.tmp`);
    await writeFile(temp, JSON.stringify(upload));
    await rename(temp, join(folder, `${ref}.json`));
  }

  /** What a stored clue file was made for, or null when there is none by that ref. */
  async upload(room: string, ref: string): Promise<ClueUpload | null> {
    if (!isClueRef(ref) || !roomPattern.test(room)) return null;
    try {
      return JSON.parse(
        await readFile(join(this.folder(room), `${ref}.json`), 'utf8'),
      ) as ClueUpload;
    } catch {
      return null;
    }
  }

  /** A stored clue file and its type, or null. */
  async read(room: string, ref: string): Promise<{ bytes: Buffer; type: string } | null> {
    const upload = await this.upload(room, ref);
    if (upload === null) return null;
    try {
      return { bytes: await readFile(join(this.folder(room), `${ref}.bin`)), type: upload.type };
    } catch {
      return null;
    }
  }

  /** Deletes one clue file (the host hid its clue). */
  async delete(room: string, ref: string): Promise<void> {
    if (!isClueRef(ref) || !roomPattern.test(room)) return;
    const folder = this.folder(room);
    await rm(join(folder, `${ref}.json`), { force: true });
    await rm(join(folder, `${ref}.bin`), { force: true });
  }

  /** Deletes every clue file of a room (the room expired or was deleted). */
  async deleteRoom(room: string): Promise<void> {
    if (!roomPattern.test(room)) return;
    await rm(this.folder(room), { recursive: true, force: true });
  }

  /** How many clue files a room holds (tests: nothing is stored on a refusal). */
  async count(room: string): Promise<number> {
    try {
      return (await readdir(this.folder(room))).filter((f) => f.endsWith('.json')).length;
    } catch {
      return 0;
    }
  }
}
