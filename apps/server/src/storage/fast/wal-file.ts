import { open, type FileHandle } from 'node:fs/promises';

/**
 * The WAL file of a SQLite database, opened for `fdatasync` only. Syncing any descriptor of a
 * file flushes that file's written pages, so this one makes SQLite's own writes durable. SQLite
 * keeps the WAL file while any connection is open (it truncates it, never replaces it), so the
 * descriptor stays valid until the store closes.
 */
export class WalFile {
  readonly #path: string;
  #handle: Promise<FileHandle> | null = null;

  constructor(databasePath: string) {
    this.#path = `${databasePath}-wal`;
  }

  /** Flushes the WAL's data to the disk (on libuv's thread pool). */
  async sync(): Promise<void> {
    this.#handle ??= open(this.#path, 'r');
    await (await this.#handle).datasync();
  }

  async close(): Promise<void> {
    const handle = this.#handle;
    this.#handle = null;
    await (await handle?.catch(() => null))?.close();
  }
}
