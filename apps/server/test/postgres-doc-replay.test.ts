import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createGame, seededRandom, type GameConfig } from '@fabula/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openPostgresStore,
  type PostgresGameStore,
} from '../src/storage/postgres/postgres-store.ts';
import { REPLAY_WINDOW } from '../src/storage/fast/doc-cache.ts';
import type { LogAction } from '../src/storage/room.ts';
import { refuse, write, type DocReplayer } from '../src/storage/store.ts';
import {
  contractConfig,
  randomMoveDecision,
  replayContractCommands,
  roomCode,
  type ContractDoc,
} from './storage-contract.ts';
import { lockWaiters } from './support/lock-waiters.ts';

/**
 * Two stores on one Postgres schema stand for two server processes. One writes; the other holds
 * a document cached a few versions back and must bring it up to date from the log entries it
 * missed, exactly as if it had read the document again.
 */
const url = process.env.FABULA_TEST_POSTGRES_URL;
const A = roomCode('AAAAAA');

const config: GameConfig = { ...contractConfig, seed: 'doc-replay' };

const replayCommands = replayContractCommands;

describe.runIf(url !== undefined)('Postgres store: replaying missed log entries', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let writer: PostgresGameStore<ContractDoc>;
  let reader: PostgresGameStore<ContractDoc>;
  let replayed: LogAction[];
  let clock = 1_000_000;
  const random = seededRandom('doc-replay');

  async function open(replayDoc: DocReplayer<ContractDoc> | undefined, checkpointEvery = 1) {
    return openPostgresStore<ContractDoc>({
      connectionString: url ?? '',
      schema,
      now: () => clock,
      poolSize: 2,
      ...(replayDoc ? { replayDoc } : {}),
      ...(checkpointEvery > 1
        ? {
            docCheckpoints: {
              every: checkpointEvery,
              replays: (a: LogAction) => a.kind === 'command',
            },
          }
        : {}),
    });
  }

  /** Both processes store documents every `every` versions only, from now on. */
  async function checkpointing(every: number) {
    await writer.close();
    await reader.close();
    writer = await open(replayCommands, every);
    reader = await open((doc, action) => {
      replayed.push(action);
      return replayCommands(doc, action);
    }, every);
  }

  beforeEach(async () => {
    replayed = [];
    writer = await open(replayCommands);
    reader = await open((doc, action) => {
      replayed.push(action);
      return replayCommands(doc, action);
    });
    const game = createGame(config);
    if (!game.ok) throw new Error(game.error.message);
    const lobby = { seats: [], host: null, locked: false };
    const doc: ContractDoc = { lobby, game: game.value.state, config };
    const created = await writer.createRoom(A, { phase: 'playing', deadline: null, doc });
    if (!created.ok) throw new Error('room exists');
  });

  afterEach(async () => {
    await writer.close();
    await reader.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  /** The writer plays `count` random legal moves, each logged as a command with `rid`s m0, m1… */
  async function play(count: number, ridPrefix = 'm') {
    for (let i = 0; i < count; i++) {
      clock += 10;
      const outcome = await writer.transact(
        A,
        { rid: `${ridPrefix}${i}`, expectedVersion: null },
        randomMoveDecision(random, clock),
      );
      if (outcome.kind !== 'applied') throw new Error(`move ${i}: ${outcome.kind}`);
    }
  }

  /** A lobby change through `store`: logged as a room action, which is not replayed. */
  function changeLobby(
    store: PostgresGameStore<ContractDoc>,
    change: Partial<ContractDoc['lobby']>,
    expectedVersion: number | null = null,
  ) {
    return store.transact(A, { rid: null, expectedVersion }, (room) => {
      const doc = { ...room.doc, lobby: { ...room.doc.lobby, ...change } };
      return write({ ...room, doc }, { kind: 'room', request: 'lobby', seat: null }, null);
    });
  }

  /** The room as stored, read by a store with no cache. */
  async function stored() {
    const fresh = await open(undefined);
    const room = await fresh.loadRoom(A);
    await fresh.close();
    return room;
  }

  it('brings a load and a transaction up to date from the entries they missed', async () => {
    expect((await reader.loadRoom(A))?.version).toBe(1);
    await play(3);
    const loaded = await reader.loadRoom(A);
    expect(replayed).toHaveLength(3);
    expect(loaded).toEqual(await stored());
    expect(loaded?.version).toBe(4);

    await play(2, 'n');
    let seen: ContractDoc | null = null;
    const outcome = await reader.transact(A, { rid: 'r1', expectedVersion: null }, (room) => {
      seen = room.doc;
      return refuse();
    });
    expect(outcome.kind).toBe('refused');
    expect(replayed).toHaveLength(5);
    expect(seen).toEqual((await stored())?.doc);
    // The replayed document is cached: the next load at the same version replays nothing.
    expect(await reader.loadRoom(A)).toEqual(await stored());
    expect(replayed).toHaveLength(5);
  });

  it('writes on top of a replayed document', async () => {
    await reader.loadRoom(A);
    await play(2);
    const game = (await stored())?.doc.game;
    const outcome = await changeLobby(reader, { locked: true }, 3);
    expect(outcome.kind).toBe('applied');
    expect(replayed).toHaveLength(2);
    const room = await stored();
    expect(room?.version).toBe(4);
    expect(room?.doc.lobby.locked).toBe(true);
    expect(room?.doc.game).toEqual(game);
  });

  it('reads the stored document when a missed entry cannot be replayed', async () => {
    await reader.loadRoom(A);
    await play(1);
    await changeLobby(writer, { locked: true });
    await play(1, 'n');
    const loaded = await reader.loadRoom(A);
    expect(loaded).toEqual(await stored());
    expect(loaded?.doc.lobby.locked).toBe(true);
    // The command before the lock was replayed, then the lock was declined: read whole.
    expect(replayed.map((action) => action.kind)).toEqual(['command', 'room']);

    await play(1, 'o');
    await changeLobby(writer, { host: 0 });
    let seen: ContractDoc | null = null;
    await reader.transact(A, { rid: null, expectedVersion: null }, (room) => {
      seen = room.doc;
      return refuse();
    });
    expect(seen).toEqual((await stored())?.doc);
  });

  it('reads the whole document when it is more than the window behind', async () => {
    await reader.loadRoom(A);
    await play(REPLAY_WINDOW + 1);
    expect(await reader.loadRoom(A)).toEqual(await stored());
    expect(replayed).toHaveLength(0);
  });

  it('with checkpoints, rebuilds a room more than the window behind from the stored document', async () => {
    await checkpointing(4);
    await reader.loadRoom(A);
    await play(REPLAY_WINDOW + 3);
    const written = await writer.loadRoom(A);
    // Versions 2…20: the document was stored at 17 (every 4 from 1), so three entries replay.
    expect(written?.version).toBe(REPLAY_WINDOW + 4);
    expect(await reader.loadRoom(A)).toEqual(written);
    expect(replayed).toHaveLength(3);
  });

  it('with checkpoints, a transaction on another process writes on top of the rebuilt room', async () => {
    await checkpointing(4);
    await play(REPLAY_WINDOW + 2);
    const game = (await writer.loadRoom(A))?.doc.game;
    // The reader never saw the room: it reads the stored document and the entries after it.
    const outcome = await changeLobby(reader, { locked: true });
    expect(outcome.kind).toBe('applied');
    expect(replayed.length).toBeGreaterThan(0);
    const after = await open(replayCommands, 4);
    const room = await after.loadRoom(A);
    await after.close();
    expect(room?.version).toBe(REPLAY_WINDOW + 4);
    expect(room?.doc.lobby.locked).toBe(true);
    expect(room?.doc.game).toEqual(game);
    // The writer's cached document is a version behind, and a lobby change does not replay:
    // it reads the document that write stored.
    expect(await writer.loadRoom(A)).toEqual(room);
  });

  it('answers a retried request id from the log when its entry is among those missed', async () => {
    await reader.loadRoom(A);
    await play(2);
    const log = await writer.readLog(A);
    const outcome = await reader.transact(A, { rid: 'm1', expectedVersion: null }, () => {
      throw new Error('a duplicate must not be decided again');
    });
    expect(outcome).toEqual({ kind: 'duplicate', entry: log[1] });
  });

  it('answers a stale expected version without replaying', async () => {
    await reader.loadRoom(A);
    await play(2);
    const outcome = await reader.transact(A, { rid: 'x', expectedVersion: 1 }, () => {
      throw new Error('a stale request must not be decided');
    });
    expect(outcome).toEqual({ kind: 'stale', version: 3 });
    expect(replayed).toHaveLength(0);
  });

  it('several processes: a transaction that waited for the lock decides on the document the other one stored', async () => {
    // Another process holds the room's lock and is writing version 2 with its document.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query(`SET search_path TO ${schema}`);
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM rooms WHERE code = $1 FOR UPDATE', [A]);
      const before = await stored();
      if (!before) throw new Error('no room');
      // The reader has nothing cached, so it reads the stored document; it waits for the lock.
      let seen: { version: number; locked: boolean } | null = null;
      const waiting = reader.transact(A, { rid: null, expectedVersion: null }, (room) => {
        seen = { version: room.version, locked: room.doc.lobby.locked };
        return refuse();
      });
      await lockWaiters(other);
      const doc = { ...before.doc, lobby: { ...before.doc.lobby, locked: true } };
      await other.query('UPDATE rooms SET version = 2, doc_version = 2 WHERE code = $1', [A]);
      await other.query('UPDATE room_docs SET doc = $2 WHERE code = $1', [A, JSON.stringify(doc)]);
      await other.query(
        `INSERT INTO room_log (code, version, rid, at, action, reply) VALUES ($1, 2, NULL, $2, $3, 'null')`,
        [A, clock, JSON.stringify({ kind: 'room', request: 'lobby', seat: null })],
      );
      await other.query('COMMIT');
      expect((await waiting).kind).toBe('refused');
      // Version 2's document, not version 1's read in a snapshot from before the wait.
      expect(seen).toEqual({ version: 2, locked: true });
    } finally {
      await other.end();
    }
  });

  it('reads the document when the replayer throws', async () => {
    const throwing = await open(() => {
      throw new Error('replayer bug');
    });
    await throwing.loadRoom(A);
    await play(2);
    expect(await throwing.loadRoom(A)).toEqual(await stored());
    await throwing.close();
  });
});
