import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cardById, renderCardImages } from '@fabula/deck';
import type { CardWidth } from './limits.ts';

/**
 * The built-in deck's WebP files (`<dir>/<width>/<id>.webp`). `npm run build -w @fabula/deck`
 * writes them all ahead of time; a card without its files is rendered on first request and
 * cached here, so a fresh clone shows every card without the build step. Renders run off the
 * event loop (thread pool) and one card at a time, so a burst of first views cannot starve
 * the game: a card takes about 0.3 s of one core to render.
 */
export class BuiltInCardImages {
  readonly #dir: string;
  readonly #inFlight = new Map<string, Promise<void>>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** The file of a built-in card at a width, rendered now if missing; null for unknown cards. */
  async path(cardId: string, width: CardWidth): Promise<string | null> {
    const card = cardById(cardId);
    if (card === undefined) return null;
    const file = this.#file(cardId, width);
    if (await isFile(file)) return file;
    let rendering = this.#inFlight.get(cardId);
    if (rendering === undefined) {
      rendering = this.#render(cardId).finally(() => this.#inFlight.delete(cardId));
      this.#inFlight.set(cardId, rendering);
    }
    await rendering;
    return (await isFile(file)) ? file : null;
  }

  #file(cardId: string, width: number): string {
    return join(this.#dir, String(width), `${cardId}.webp`);
  }

  #render(cardId: string): Promise<void> {
    const card = cardById(cardId);
    if (card === undefined) return Promise.resolve();
    const run = this.#queue.then(async () => {
      const images = await renderCardImages(card);
      for (const [width, image] of images) {
        const file = this.#file(cardId, width);
        await mkdir(join(this.#dir, String(width)), { recursive: true });
        // Write then rename: a reader never sees half a file, and two processes sharing the
        // folder at worst both write the same bytes.
        const temporary = `${file}.${String(process.pid)}.tmp`;
        await writeFile(temporary, image);
        await rename(temporary, file);
      }
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ?? false;
}
