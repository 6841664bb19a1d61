import { join } from 'node:path';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { roomRecordJson } from '../json/wire-json.ts';
import type { RoomStore, StoredReply } from '../rooms/decision.ts';
import type { RoomRecord } from '../rooms/record.ts';
import { recordStorage } from '../rooms/record-storage.ts';
import { openFastSqliteStore } from './fast/fast-sqlite-store.ts';
import { openPostgresStore } from './postgres/postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';

/**
 * The server's store, as the configuration asks: Postgres with DATABASE_URL, else SQLite in
 * DATA_DIR, fast (group commit, durability off the event loop, checkpoints of documents,
 * documents written reusing unchanged text) or, with SERVER_PATH=plain, the plain reference
 * store. On the plain path Postgres stores each room's whole document with every write.
 */
export async function openRoomStore(
  config: ServerConfig,
  options: { readonly clock: () => number; readonly log: Logger },
): Promise<RoomStore> {
  const fast = config.serverPath === 'fast';
  // Engine commands are stored as log entries, the whole document only every few of them.
  const documents = recordStorage(fast ? config.docCheckpointEvery : 1);
  if (config.databaseUrl !== null) {
    return openPostgresStore<RoomRecord, StoredReply>({
      connectionString: config.databaseUrl,
      poolSize: config.databasePoolSize,
      now: options.clock,
      ...(fast ? { serializeDoc: roomRecordJson } : {}),
      ...documents,
      onIdleError: (error) => {
        options.log.warn({ err: error }, 'an idle Postgres connection broke');
      },
    });
  }
  const path = join(config.dataDir, 'fabula.db');
  if (!fast) {
    // A file the fast store wrote may hold documents a few versions back: the log rebuilds them.
    return openSqliteStore<RoomRecord, StoredReply>({
      path,
      durability: config.durability,
      now: options.clock,
      replayDoc: documents.replayDoc,
    });
  }
  return openFastSqliteStore<RoomRecord, StoredReply>({
    path,
    durability: config.durability,
    now: options.clock,
    serializeDoc: roomRecordJson,
    ...documents,
  });
}
