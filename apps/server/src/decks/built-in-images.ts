import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cardById } from '@fabula/deck';
import { renderCardImage } from '@fabula/deck/images';
import type { CardWidth } from './limits.ts';

/** Renders at once; the thread pool has four threads and moves' I/O needs some of them. */
const concurrentRenders = 2;

/**
 * The built-in deck's WebP files (`<dir>/<width>/<id>.webp`). `npm run build -w @fabula/deck`
 * writes them all ahead of time; an image the build has not written is drawn on its first
 * request (about 0.1 s at 480 px) and cached here, so a fresh clone shows every card without
 * the build step. Drawing runs on the thread pool, a few at a time, so a burst of first views
 * cannot starve the game's event loop.
 */
export class BuiltInCardImages {
  readonly #dir: string;
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** The file of a built-in card at a width, drawn now if missing; null for unknown cards. */
  async path(cardId: string, width: CardWidth): Promise<string | null> {
    const card = cardById(cardId);
    if (card === undefined) return null;
    const file = join(this.#dir, String(width), `${cardId}.webp`);
    if (await isFile(file)) return file;
    const key = `${String(width)}/${cardId}`;
    let drawing = this.#inFlight.get(key);
    if (drawing === undefined) {
      drawing = this.#limited(async () => {
        const image = await renderCardImage(card, width);
        await mkdir(join(this.#dir, String(width)), { recursive: true });
        // Write then rename: a reader never sees half a file, and two processes sharing the
        // folder at worst both write the same bytes.
        const temporary = `${file}.${String(process.pid)}.tmp`;
        await writeFile(temporary, image);
        await rename(temporary, file);
      }).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, drawing);
    }
    await drawing;
    return file;
  }

  async #limited(work: () => Promise<void>): Promise<void> {
    if (this.#running >= concurrentRenders) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#running++;
    try {
      await work();
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ?? false;
}
