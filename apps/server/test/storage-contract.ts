/**
 * The contract every `GameStore` must pass (SQLite today, Postgres with scale-out): run it with
 * `describeGameStore(name, makeHarness)` from an implementation's test file.
 */
import {
  apply,
  createGame,
  legalCommands,
  randomMove,
  replay,
  seededRandom,
  type GameConfig,
  type GameState,
} from '@fabula/rules';
import { parseRoomCode, type RoomCode } from '@fabula/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentNotRebuilt } from '../src/storage/documents.ts';
import type { DocCheckpoints } from '../src/storage/fast/doc-checkpoints.ts';
import {
  UPDATED_AT_GRAIN_MS,
  type LogAction,
  type RoomWrite,
  type StoredRoom,
} from '../src/storage/room.ts';
import { refuse, write, type DocReplayer, type GameStore } from '../src/storage/store.ts';

/**
 * The room document the contract stores: shaped like the server's (lobby with hashed tokens,
 * the engine state and its config) but owned by the test, since stores never look inside.
 */
export interface ContractDoc {
  readonly lobby: {
    readonly seats: readonly { readonly name: string; readonly tokenHash: string | null }[];
    readonly host: number | null;
    readonly locked: boolean;
  };
  readonly game: GameState | null;
  readonly config: GameConfig | null;
}

type Store = GameStore<ContractDoc>;

/** How a store writes documents, as both stores take it (doc-checkpoints.ts). */
export interface DocOptions {
  readonly replayDoc?: DocReplayer<ContractDoc>;
  readonly docCheckpoints?: DocCheckpoints;
}

export interface StoreHarness {
  /** A new, empty store using `now` as its clock. */
  open(now: () => number, documents?: DocOptions): Store | Promise<Store>;
  /** Opens the same data again after `close()`; absent for stores that cannot (`:memory:`). */
  readonly reopen?: (now: () => number, documents?: DocOptions) => Store | Promise<Store>;
  /** Removes what `open` created (files, schemas). */
  readonly cleanup?: () => void | Promise<void>;
  /**
   * Whether the store writes document checkpoints (the fast stores); a store that always
   * stores the whole document (the plain one) is spared the tests of writing them.
   */
  readonly writesCheckpoints?: boolean;
}

export function roomCode(text: string): RoomCode {
  const code = parseRoomCode(text);
  if (code === null) throw new Error(`not a room code: ${text}`);
  return code;
}

const lobby: ContractDoc['lobby'] = {
  seats: [{ name: 'Aiko', tokenHash: 'hash-0' }],
  host: 0,
  locked: false,
};

const newRoom: RoomWrite<ContractDoc> = {
  phase: 'lobby',
  deadline: null,
  doc: { lobby, game: null, config: null },
};

/** The room with its document changed. */
function withDoc(room: RoomWrite<ContractDoc>, doc: Partial<ContractDoc>): RoomWrite<ContractDoc> {
  return { ...room, doc: { ...room.doc, ...doc } };
}

const roomAction = (seat: number | null = 0): LogAction => ({
  kind: 'room',
  request: 'lock',
  seat,
});

/** Replays engine commands onto the contract document; declines everything else. */
export const replayContractCommands: DocReplayer<ContractDoc> = (doc, action) => {
  if (action.kind !== 'command' || doc.game === null) return null;
  const next = apply(doc.game, action.command);
  return next.ok ? { ...doc, game: next.value.state } : null;
};

/**
 * A transaction's decision that plays one random legal move of the room's game (the first seat
 * with one), logged as an engine command: what a server's move does to the contract document.
 */
export function randomMoveDecision(random: () => number, at: number) {
  return (room: StoredRoom<ContractDoc>) => {
    const state = room.doc.game;
    if (state === null) return refuse();
    const seat = [0, 1, 2].find((s) => legalCommands(state, s).length > 0) ?? 0;
    const move = randomMove(legalCommands(state, seat), seat, at, random);
    if (move === null) return refuse();
    const next = apply(state, move);
    if (!next.ok) return refuse();
    const doc = { ...room.doc, game: next.value.state };
    return write({ ...room, doc }, { kind: 'command', game: 1, command: move }, { ok: true });
  };
}

/** A three-seat game of the rules of Dixit on a 60-card deck (tests may vary the seed). */
export const contractConfig: GameConfig = {
  preset: 'dixit',
  seats: 3,
  deck: Array.from({ length: 60 }, (_, i) => `c${i}`),
  seed: 'contract',
  at: 1000,
};

export function describeGameStore(name: string, makeHarness: () => StoreHarness): void {
  describe(`GameStore contract: ${name}`, () => {
    let harness: StoreHarness;
    let store: Store;
    let clock: number;
    const now = () => clock;
    const A = roomCode('AAAAAA');
    const B = roomCode('BBBBBB');

    beforeEach(async () => {
      clock = 1_000_000;
      harness = makeHarness();
      store = await harness.open(now);
    });

    afterEach(async () => {
      await store.close();
      await harness.cleanup?.();
    });

    async function created(code: RoomCode, room: RoomWrite<ContractDoc> = newRoom) {
      const outcome = await store.createRoom(code, room);
      if (!outcome.ok) throw new Error(`room ${code} exists`);
      return outcome.room;
    }

    /** A room playing a new game of `contractConfig`. */
    async function createdWithGame(code: RoomCode) {
      const game = createGame(contractConfig);
      if (!game.ok) throw new Error(game.error.message);
      return created(code, {
        phase: 'playing',
        deadline: null,
        doc: { lobby, game: game.value.state, config: contractConfig },
      });
    }

    /** A transaction that locks or unlocks the room, logged under `rid`. */
    function toggle(code: RoomCode, rid: string | null, expectedVersion: number | null = null) {
      return store.transact(code, { rid, expectedVersion }, (room) =>
        write(
          withDoc(room, { lobby: { ...room.doc.lobby, locked: !room.doc.lobby.locked } }),
          roomAction(),
          { ok: true, result: { version: room.version + 1 } },
        ),
      );
    }

    describe('create and load', () => {
      it('creates a room at version 1 and loads it back as written', async () => {
        const room = await created(A);
        expect(room).toMatchObject({ code: A, version: 1, createdAt: clock, updatedAt: clock });
        expect(await store.loadRoom(A)).toEqual(room);
        expect((await store.loadRoom(A))?.doc).toEqual(newRoom.doc);
      });

      it('refuses a code that is taken, keeping the first room', async () => {
        await created(A);
        const other = withDoc(newRoom, { lobby: { ...lobby, locked: true } });
        expect(await store.createRoom(A, other)).toEqual({ ok: false, reason: 'exists' });
        expect((await store.loadRoom(A))?.doc.lobby.locked).toBe(false);
      });

      it('loads null for an unknown room', async () => {
        expect(await store.loadRoom(B)).toBeNull();
        expect(await toggle(B, 'r1')).toEqual({ kind: 'not_found' });
        expect(await store.readLog(B)).toEqual([]);
      });

      it('keeps an engine game state and its config exactly', async () => {
        const game = createGame(contractConfig);
        if (!game.ok) throw new Error(game.error.message);
        const room: RoomWrite<ContractDoc> = {
          phase: 'playing',
          deadline: 5000,
          doc: { lobby, game: game.value.state, config: contractConfig },
        };
        await created(A, room);
        expect(await store.loadRoom(A)).toMatchObject(room);
      });
    });

    describe('parsed-document cache', () => {
      it('never serves a cached document once the row changed, even back at the same version', async () => {
        await created(A);
        await toggle(A, null); // version 2, locked, cached after the commit
        expect((await store.loadRoom(A))?.doc.lobby.locked).toBe(true);
        // Another process (a second store on the same data, where the store can have one)
        // deletes the room and creates it again: version 2 again, another document.
        const other = harness.reopen ? await harness.reopen(now) : store;
        clock += 1;
        expect(await other.deleteRoom(A)).toBe(true);
        const renamed = withDoc(newRoom, { lobby: { ...lobby, seats: [] } });
        expect((await other.createRoom(A, renamed)).ok).toBe(true);
        await other.transact(A, { rid: null, expectedVersion: null }, (room) =>
          write(withDoc(room, { lobby: { ...room.doc.lobby, host: null } }), roomAction(), null),
        );
        if (other !== store) await other.close();
        const loaded = await store.loadRoom(A);
        expect(loaded?.version).toBe(2);
        expect(loaded?.doc.lobby).toEqual({ ...lobby, seats: [], host: null });
        const seen: ContractDoc[] = [];
        await store.transact(A, { rid: null, expectedVersion: 2 }, (room) => {
          seen.push(room.doc);
          return refuse();
        });
        expect(seen[0]?.lobby).toEqual({ ...lobby, seats: [], host: null });
      });
    });

    describe('transact', () => {
      it('records when a room was written to within a minute, and at once when its phase changes', async () => {
        await created(A);
        const createdAt = clock;
        const updatedAt = async () => (await store.loadRoom(A))?.updatedAt;
        clock += UPDATED_AT_GRAIN_MS - 1;
        await toggle(A, 'r1');
        expect(await updatedAt()).toBe(createdAt);
        clock += 1;
        const later = await toggle(A, 'r2');
        expect(later.kind === 'applied' && later.room.updatedAt).toBe(clock);
        expect(await updatedAt()).toBe(clock);
        clock += 5;
        await store.transact(A, { rid: null, expectedVersion: null }, (room) =>
          write({ ...room, phase: 'playing' }, roomAction(), null),
        );
        expect(await updatedAt()).toBe(clock);
      });

      it('writes the new row with version + 1 and appends its log entry', async () => {
        await created(A);
        clock += 10;
        const outcome = await toggle(A, 'r1');
        expect(outcome.kind).toBe('applied');
        if (outcome.kind !== 'applied') return;
        // Written 10 ms after creation: updatedAt keeps its time (a minute's grain).
        expect(outcome.room).toMatchObject({
          version: 2,
          updatedAt: clock - 10,
          createdAt: clock - 10,
        });
        expect(outcome.room.doc.lobby.locked).toBe(true);
        expect(outcome.entry).toEqual({
          code: A,
          version: 2,
          rid: 'r1',
          at: clock,
          action: roomAction(),
          reply: { ok: true, result: { version: 2 } },
        });
        expect(await store.loadRoom(A)).toEqual(outcome.room);
        expect(await store.readLog(A)).toEqual([outcome.entry]);
      });

      it('returns the decision whole with the row it was decided on', async () => {
        const first = await created(A);
        const outcome = await store.transact(A, { rid: 'r1', expectedVersion: null }, (room) => ({
          ...write(room, roomAction(), { ok: true }),
          said: ['a line only the caller reads'],
        }));
        if (outcome.kind !== 'applied') throw new Error(outcome.kind);
        expect(outcome.previous).toEqual(first);
        expect(outcome.decision.said).toEqual(['a line only the caller reads']);
        expect(outcome.entry.reply).toEqual({ ok: true });
      });

      it('passes the current row to decide', async () => {
        await created(A);
        await toggle(A, 'r1');
        let seen: number | null = null;
        await store.transact(A, { rid: 'r2', expectedVersion: null }, (room) => {
          seen = room.version;
          return refuse();
        });
        expect(seen).toBe(2);
      });

      it('refuses a stale expected version, changing nothing and not calling decide', async () => {
        await created(A);
        await toggle(A, 'r1', 1);
        let called = false;
        const outcome = await store.transact(A, { rid: 'r2', expectedVersion: 1 }, (room) => {
          called = true;
          return write(room, roomAction(), null);
        });
        expect(outcome).toEqual({ kind: 'stale', version: 2 });
        expect(called).toBe(false);
        expect((await store.loadRoom(A))?.version).toBe(2);
        expect(await store.readLog(A)).toHaveLength(1);
        // the right version goes through
        expect((await toggle(A, 'r2', 2)).kind).toBe('applied');
      });

      it('writes nothing when decide refuses, and decides a retried refusal again', async () => {
        await created(A);
        const before = await store.loadRoom(A);
        const outcome = await store.transact(A, { rid: 'r1', expectedVersion: null }, () => ({
          kind: 'refuse' as const,
          error: { code: 'wrong_phase' },
        }));
        // The decision comes back whole, with the caller's own fields.
        expect(outcome).toEqual({
          kind: 'refused',
          room: before,
          decision: { kind: 'refuse', error: { code: 'wrong_phase' } },
        });
        expect(await store.loadRoom(A)).toEqual(before);
        expect(await store.readLog(A)).toEqual([]);
        expect((await toggle(A, 'r1')).kind).toBe('applied');
      });

      it('answers a retried request id from the log and does not apply it twice', async () => {
        await created(A);
        const first = await toggle(A, 'r1');
        await toggle(A, 'r2');
        let called = false;
        const retry = await store.transact(A, { rid: 'r1', expectedVersion: 1 }, (room) => {
          called = true;
          return write(room, roomAction(), 'second');
        });
        expect(called).toBe(false);
        if (first.kind !== 'applied') throw new Error('not applied');
        expect(retry).toEqual({ kind: 'duplicate', entry: first.entry });
        expect((await store.loadRoom(A))?.version).toBe(3);
        expect(await store.readLog(A)).toHaveLength(2);
      });

      it('scopes request ids to their room', async () => {
        await created(A);
        await created(B);
        expect((await toggle(A, 'r1')).kind).toBe('applied');
        expect((await toggle(B, 'r1')).kind).toBe('applied');
      });

      it('logs any number of server commands without a request id', async () => {
        await created(A);
        for (let i = 0; i < 3; i++) expect((await toggle(A, null)).kind).toBe('applied');
        const log = await store.readLog(A);
        expect(log.map((e) => e.rid)).toEqual([null, null, null]);
      });

      it('rolls back everything when decide throws', async () => {
        await created(A);
        const failing = store.transact(A, { rid: 'r1', expectedVersion: null }, () => {
          throw new Error('broken invariant');
        });
        await expect(failing).rejects.toThrow('broken invariant');
        expect((await store.loadRoom(A))?.version).toBe(1);
        expect((await toggle(A, 'r1')).kind).toBe('applied');
      });

      it('serialises concurrent transactions on one room', async () => {
        await created(A);
        const seen: number[] = [];
        const outcomes = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            store.transact(A, { rid: `c${i}`, expectedVersion: null }, (room) => {
              seen.push(room.version);
              return write(room, roomAction(), i);
            }),
          ),
        );
        expect(outcomes.every((o) => o.kind === 'applied')).toBe(true);
        expect([...seen].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 40 }, (_, i) => i + 1),
        );
        expect((await store.loadRoom(A))?.version).toBe(41);
        const log = await store.readLog(A);
        expect(log.map((e) => e.version)).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
      });

      it('lets exactly one of several transactions expecting the same version win', async () => {
        await created(A);
        const outcomes = await Promise.all(
          Array.from({ length: 10 }, (_, i) => toggle(A, `s${i}`, 1)),
        );
        expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(1);
        expect(outcomes.filter((o) => o.kind === 'stale')).toHaveLength(9);
      });

      it('answers the same request id sent twice at once exactly once', async () => {
        await created(A);
        const [one, two] = await Promise.all([toggle(A, 'twice'), toggle(A, 'twice')]);
        expect([one.kind, two.kind].sort()).toEqual(['applied', 'duplicate']);
        expect(await store.readLog(A)).toHaveLength(1);
      });
    });

    describe('the log', () => {
      it('reads in version order, after a version and limited', async () => {
        await created(A);
        await created(B);
        for (let i = 0; i < 5; i++) {
          await toggle(A, `a${i}`);
          await toggle(B, `b${i}`);
        }
        const log = await store.readLog(A);
        expect(log.map((e) => e.rid)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
        expect(log.map((e) => e.version)).toEqual([2, 3, 4, 5, 6]);
        const tail = await store.readLog(A, { afterVersion: 3, limit: 2 });
        expect(tail.map((e) => e.version)).toEqual([4, 5]);
      });

      it('keeps engine commands as given', async () => {
        await created(A);
        const action: LogAction = {
          kind: 'command',
          game: 1,
          command: { type: 'vote', seat: 2, at: 17, slots: [3, 5] },
        };
        await store.transact(A, { rid: 'v', expectedVersion: null }, (room) =>
          write(room, action, { ok: true }),
        );
        expect((await store.readLog(A))[0]?.action).toEqual(action);
      });
    });

    describe('deadlines', () => {
      it('lists rooms due at or before now, earliest first, with their version', async () => {
        await created(A, { ...newRoom, deadline: 2000 });
        await created(B, { ...newRoom, deadline: 1000 });
        await created(roomCode('CCCCCC'), { ...newRoom, deadline: 3000 });
        await created(roomCode('DDDDDD'));
        expect(await store.dueRooms(999, 10)).toEqual([]);
        expect(await store.dueRooms(2000, 10)).toEqual([
          { code: B, deadline: 1000, version: 1 },
          { code: A, deadline: 2000, version: 1 },
        ]);
        expect(await store.dueRooms(5000, 1)).toEqual([{ code: B, deadline: 1000, version: 1 }]);
      });

      it('follows the deadline a transaction writes', async () => {
        await created(A, { ...newRoom, deadline: 1000 });
        await store.transact(A, { rid: null, expectedVersion: null }, (room) =>
          write({ ...room, deadline: null }, roomAction(null), null),
        );
        expect(await store.dueRooms(10_000, 10)).toEqual([]);
      });
    });

    describe('scheduler claims', () => {
      const lease = { limit: 10, leaseMs: 5000 };

      it('claims due rooms earliest first, and a claimed room is not claimed again', async () => {
        await created(A, { ...newRoom, deadline: 2000 });
        await created(B, { ...newRoom, deadline: 1000 });
        await created(roomCode('CCCCCC'), { ...newRoom, deadline: 9000 });
        expect(await store.claimDueRooms(3000, { limit: 1, leaseMs: 5000 })).toEqual([
          { code: B, deadline: 1000, version: 1 },
        ]);
        expect(await store.claimDueRooms(3000, lease)).toEqual([
          { code: A, deadline: 2000, version: 1 },
        ]);
        expect(await store.claimDueRooms(3000, lease)).toEqual([]);
        // Claims do not hide rooms from dueRooms, nor change their version.
        expect((await store.dueRooms(3000, 10)).map((r) => r.code)).toEqual([B, A]);
      });

      it('lets a claim lapse after its lease, for when the claimer died', async () => {
        await created(A, { ...newRoom, deadline: 1000 });
        expect(await store.claimDueRooms(2000, lease)).toHaveLength(1);
        expect(await store.claimDueRooms(6999, lease)).toEqual([]);
        expect(await store.claimDueRooms(7000, lease)).toEqual([
          { code: A, deadline: 1000, version: 1 },
        ]);
      });

      it('ends the claim when the room is written, so its next deadline can be claimed', async () => {
        await created(A, { ...newRoom, deadline: 1000 });
        expect(await store.claimDueRooms(2000, lease)).toHaveLength(1);
        await store.transact(A, { rid: null, expectedVersion: 1 }, (room) =>
          write({ ...room, deadline: 1500 }, roomAction(null), null),
        );
        expect(await store.claimDueRooms(2000, lease)).toEqual([
          { code: A, deadline: 1500, version: 2 },
        ]);
      });

      it('keeps the claim column out of the durable room', async () => {
        await created(A, { ...newRoom, deadline: 1000 });
        await store.claimDueRooms(2000, lease);
        expect(await store.loadRoom(A)).toEqual({
          ...newRoom,
          deadline: 1000,
          code: A,
          version: 1,
          createdAt: clock,
          updatedAt: clock,
        });
      });
    });

    describe('expiry', () => {
      it('deletes idle rooms and their logs, keeps active ones and finished games', async () => {
        const idle = roomCode('DDDDDD');
        const finished = roomCode('EEEEEE');
        await created(idle);
        await created(finished, {
          ...withDoc(newRoom, { config: contractConfig }),
          phase: 'ended',
        });
        await toggle(idle, 'x');
        clock += 60_000;
        await created(A);
        expect(await store.expireRooms({ idleBefore: clock - 1, finishedBefore: null })).toEqual([
          idle,
        ]);
        expect(await store.loadRoom(idle)).toBeNull();
        expect(await store.readLog(idle)).toEqual([]);
        expect(await store.loadRoom(A)).not.toBeNull();
        expect((await store.loadRoom(finished))?.doc.config).toEqual(contractConfig);
        // the code is free again
        expect((await store.createRoom(idle, newRoom)).ok).toBe(true);
      });

      it('deletes finished games only when finishedBefore says so', async () => {
        const finished = roomCode('EEEEEE');
        await created(finished, { ...newRoom, phase: 'ended' });
        clock += 1000;
        expect(await store.expireRooms({ idleBefore: 0, finishedBefore: clock - 2000 })).toEqual(
          [],
        );
        expect(await store.expireRooms({ idleBefore: 0, finishedBefore: clock })).toEqual([
          finished,
        ]);
      });

      it('deletes one room on request', async () => {
        await created(A);
        expect(await store.deleteRoom(A)).toBe(true);
        expect(await store.deleteRoom(A)).toBe(false);
        expect(await store.loadRoom(A)).toBeNull();
      });

      it('counts rooms by phase', async () => {
        await created(A);
        await created(B, { ...newRoom, phase: 'playing' });
        await created(roomCode('EEEEEE'), { ...newRoom, phase: 'ended' });
        expect(await store.countRooms()).toEqual({ lobby: 1, playing: 1, ended: 1 });
      });
    });

    describe('finished games', () => {
      it('stay readable with their full log, and replay to the stored state', async () => {
        await createdWithGame(A);
        await store.transact(A, { rid: null, expectedVersion: null }, (room) =>
          write(room, { kind: 'start', game: 1, config: contractConfig }, null),
        );
        const random = seededRandom('contract');
        for (let i = 0; i < 2000; i++) {
          const room = await store.loadRoom(A);
          if (room?.doc.game == null || room.phase === 'ended') break;
          const state = room.doc.game;
          const seat = i % 3;
          const move = randomMove(legalCommands(state, seat), seat, contractConfig.at + i, random);
          if (move === null) continue;
          await store.transact(A, { rid: `m${i}`, expectedVersion: room.version }, (current) => {
            if (current.doc.game === null) return refuse();
            const next = apply(current.doc.game, move);
            if (!next.ok) return refuse();
            const ended = next.value.state.phase.kind === 'ended';
            return write(
              {
                ...withDoc(current, { game: next.value.state }),
                phase: ended ? 'ended' : 'playing',
              },
              { kind: 'command', game: 1, command: move },
              { ok: true },
            );
          });
        }
        const final = await store.loadRoom(A);
        expect(final?.phase).toBe('ended');
        const log = await store.readLog(A);
        const start = log.find((e) => e.action.kind === 'start');
        if (start?.action.kind !== 'start') throw new Error('no start entry');
        const commands = log.flatMap((e) =>
          e.action.kind === 'command' ? [e.action.command] : [],
        );
        const replayed = replay(start.action.config, commands);
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(replayed.value).toEqual(final?.doc.game);
      });
    });

    describe('document checkpoints', () => {
      /** Opens the same data again, checkpointing every 4 versions, counting what it replays. */
      async function reopenCheckpointed(
        context: { skip: (note: string) => void },
        replayDoc: DocReplayer<ContractDoc> = replayContractCommands,
      ): Promise<{ replayed: LogAction[] } | null> {
        const reopen = harness.reopen;
        if (reopen === undefined) {
          context.skip('this store cannot be reopened');
          return null;
        }
        if (harness.writesCheckpoints === false) {
          context.skip('this store stores every document whole');
          return null;
        }
        const replayed: LogAction[] = [];
        await store.close();
        store = await reopen(now, {
          replayDoc: (doc, action) => {
            replayed.push(action);
            return replayDoc(doc, action);
          },
          docCheckpoints: { every: 4, replays: (action) => action.kind === 'command' },
        });
        return { replayed };
      }

      /** A game in room A, then `count` engine commands, each a write logged as a command. */
      async function played(count: number) {
        await createdWithGame(A);
        return playOn(count, 'm');
      }

      async function playOn(count: number, ridPrefix: string) {
        const random = seededRandom(`checkpoints-${ridPrefix}`);
        let last: StoredRoom<ContractDoc> | null = null;
        for (let i = 0; i < count; i++) {
          clock += 10;
          const outcome = await store.transact(
            A,
            { rid: `${ridPrefix}${i}`, expectedVersion: null },
            randomMoveDecision(random, clock),
          );
          if (outcome.kind !== 'applied') throw new Error(`move ${String(i)}: ${outcome.kind}`);
          last = outcome.room;
        }
        if (last === null) throw new Error('no move played');
        return last;
      }

      it('rebuilds a room from its last stored document and the log, and plays on', async (context) => {
        const opened = await reopenCheckpointed(context);
        if (opened === null) return;
        const last = await played(10);
        // A cold reader: the document was stored at version 9 (1, 5, 9: every 4), the row is at 11.
        const opened2 = await reopenCheckpointed(context);
        if (opened2 === null) return;
        expect(await store.loadRoom(A)).toEqual(last);
        expect(opened2.replayed.map((action) => action.kind)).toEqual(['command', 'command']);
        // Playing on from the rebuilt document, then reading it cold again.
        const later = await playOn(5, 'n');
        expect(later.version).toBe(16);
        const opened3 = await reopenCheckpointed(context);
        if (opened3 === null) return;
        expect(await store.loadRoom(A)).toEqual(later);
        expect(opened3.replayed.length).toBeLessThan(4);
        expect((await store.readLog(A)).map((entry) => entry.version)).toEqual(
          Array.from({ length: 15 }, (_, i) => i + 2),
        );
      });

      it('stores the whole document with any write it cannot replay', async (context) => {
        const opened = await reopenCheckpointed(context);
        if (opened === null) return;
        await played(3);
        const toggled = await toggle(A, 'lock');
        if (toggled.kind !== 'applied') throw new Error(toggled.kind);
        const cold = await reopenCheckpointed(context);
        if (cold === null) return;
        expect(await store.loadRoom(A)).toEqual(toggled.room);
        expect(cold.replayed).toEqual([]);
      });

      it('refuses to load a room whose log no longer replays, rather than serve an old one', async (context) => {
        const opened = await reopenCheckpointed(context);
        if (opened === null) return;
        await played(6);
        const broken = await reopenCheckpointed(context, () => null);
        if (broken === null) return;
        await expect(store.loadRoom(A)).rejects.toBeInstanceOf(DocumentNotRebuilt);
        // Nothing was written meanwhile: with a replayer that works again, the room is whole.
        const mended = await reopenCheckpointed(context);
        if (mended === null) return;
        expect((await store.loadRoom(A))?.version).toBe(7);
      });

      it('checks its options: checkpoints need a replayer and a whole number', async (context) => {
        if (harness.writesCheckpoints === false) {
          context.skip('this store stores every document whole');
          return;
        }
        await expect(
          Promise.resolve().then(() =>
            harness.open(now, { docCheckpoints: { every: 4, replays: () => true } }),
          ),
        ).rejects.toThrow(/replayDoc/);
        await expect(
          Promise.resolve().then(() =>
            harness.open(now, {
              replayDoc: replayContractCommands,
              docCheckpoints: { every: 0, replays: () => true },
            }),
          ),
        ).rejects.toThrow(/whole number/);
      });
    });

    describe('durability', () => {
      it('keeps rooms and logs across closing and reopening', async (context) => {
        const reopen = harness.reopen;
        if (reopen === undefined) {
          context.skip('this store cannot be reopened');
          return;
        }
        await created(A, { ...newRoom, deadline: 1234 });
        const applied = await toggle(A, 'r1');
        await store.close();
        store = await reopen(now);
        const room = await store.loadRoom(A);
        if (applied.kind !== 'applied') throw new Error('not applied');
        expect(room).toEqual(applied.room);
        expect(await store.readLog(A)).toEqual([applied.entry]);
        expect(await store.dueRooms(2000, 5)).toEqual([{ code: A, deadline: 1234, version: 2 }]);
        expect((await toggle(A, 'r1')).kind).toBe('duplicate');
      });
    });
  });
}
