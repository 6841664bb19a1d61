import { errorCodes, type Reply, type RoomCode } from '@fabula/protocol';
import { apply } from '@fabula/rules';
import { isDeepStrictEqual } from 'node:util';
import type { RoomRecord } from '../../../src/rooms/record.ts';
import type { GameStore } from '../../../src/storage/store.ts';
import {
  junk,
  mutatedRequest,
  readableRid,
  validRequest,
  type Plan,
  type Situation,
} from './messages.ts';
import type { Rand } from './random.ts';
import { FuzzSocket } from './socket.ts';

/** One connection of a fuzzed room and what the fuzzer expects of it. */
interface Actor {
  readonly name: string;
  readonly socket: FuzzSocket;
  helloed: boolean;
  token: string | null;
  counter: number;
  readonly applied: { rid: string; reply: Reply }[];
  /** Replies owed per rid (checked at the end: exactly that many arrived). */
  readonly owed: Map<string, number>;
}

/** Requests that change their room whenever they succeed (all but the session requests). */
const sessionTypes = new Set(['hello', 'resume', 'joinRoom', 'createRoom']);
/** Requests that only read their room: a success changes nothing. */
const readTypes = new Set(['resync']);
const knownCodes = new Set<string>(errorCodes);
/** Codes that are server failures, never a fair answer to any input. */
const serverFailures = new Set(['internal', 'unavailable']);

const preview = (raw: unknown) => {
  if (raw instanceof Uint8Array) return `<${String(raw.length)} bytes>`;
  // JSON.stringify gives undefined for a bare undefined, despite its type.
  const text = (JSON.stringify(raw) as string | undefined) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

export interface RoomRunOptions {
  readonly url: string;
  readonly store: GameStore<RoomRecord>;
  readonly random: Rand;
  readonly label: string;
  readonly steps: number;
  /** Stop sending at this time (ms since epoch), whatever `steps` says. */
  readonly deadline: number;
  /** A token of another room, for "wrong room" requests. */
  readonly foreignToken: string;
}

/**
 * Fuzzes one room: a host, guests, two spectators, a stranger (helloed, in no room) and a fresh
 * connection (no hello). One request at a time, so the stored room before and after it shows
 * exactly what that request did. Returns the first problem found, or null.
 */
export async function fuzzRoom(
  options: RoomRunOptions,
): Promise<{ problem: string | null; changes: number }> {
  const { url, store, random: r } = options;
  const actor = (name: string, socket: FuzzSocket, helloed: boolean): Actor => ({
    name,
    socket,
    helloed,
    token: null,
    counter: 0,
    applied: [],
    owed: new Map([['hello', helloed ? 1 : 0]]),
  });
  const open = async (name: string, hello = true) =>
    actor(name, await FuzzSocket.open(url, hello), hello);
  const host = await open('host');
  const created = await host.socket.request({
    type: 'createRoom',
    rid: 'create',
    profile: { name: 'Host', colour: 'teal', avatar: 'fox' },
  });
  host.owed.set('create', 1);
  if (!created.ok) throw new Error(`createRoom: ${created.error.code}`);
  const code = created.result.room as RoomCode;
  host.token = String(created.result.token);
  const actors = [host];
  const guests = 2 + r.below(5);
  for (let i = 0; i < guests + 2; i++) {
    const seated = i < guests;
    const member = await open(
      seated ? `guest ${String(i + 1)}` : `spectator ${String(i - guests + 1)}`,
    );
    const joined = await member.socket.request({
      type: 'joinRoom',
      rid: 'join',
      room: code,
      ...(seated
        ? { profile: { name: `Guest ${String(i + 1)}`, colour: 'red', avatar: 'owl' } }
        : {}),
    });
    member.owed.set('join', 1);
    if (!joined.ok) throw new Error(`joinRoom: ${joined.error.code}`);
    member.token = typeof joined.result.token === 'string' ? joined.result.token : null;
    actors.push(member);
  }
  actors.push(await open('stranger'), await open('fresh', false));
  const preset = guests + 1 >= 6 && r.chance(0.4) ? 'party' : r.pick(['dixit', 'odyssey']);
  const chosen = await host.socket.request({ type: 'setPreset', rid: 'preset', preset });
  host.owed.set('preset', 1);
  if (!chosen.ok) throw new Error(`setPreset: ${chosen.error.code}`);

  const members = () =>
    actors.filter((a) => a.socket.roomState?.room.code === code && !a.socket.removed);
  const fail = (step: number, p: Plan, a: Actor, problem: string) =>
    `${options.label} step ${String(step)} (${a.name}, ${p.label}): ${problem}; sent ${preview(p.raw)}`;

  let changes = 0;
  for (let step = 0; step < options.steps && Date.now() < options.deadline; step++) {
    const before = await store.loadRoom(code);
    if (!before) return { problem: `${options.label}: the room is gone`, changes };
    const movers = actors.filter((a) => (a.socket.gameView?.view.legal.length ?? 0) > 0);
    const kind = r.below(100);
    const a =
      kind < 50 && movers.length > 0 && r.chance(0.8)
        ? r.pick(movers)
        : kind < 50 && r.chance(0.7)
          ? host
          : r.pick(actors);
    const state = a.socket.roomState;
    const you = state?.room.code === code ? state.you : null;
    const situation: Situation = {
      code,
      version: before.version,
      seat: you,
      host: you !== null && state?.room.seats[you]?.host === true,
      helloed: a.helloed,
      roomPhase: state?.room.code === code ? state.room.phase : null,
      view: a.socket.gameView?.view ?? null,
      applied: a.applied,
      ownToken: a.token,
      foreignToken: options.foreignToken,
      rid: () => `f${String(++a.counter)}`,
    };
    const p =
      kind < 50
        ? validRequest(situation, r)
        : kind < 85
          ? mutatedRequest(situation, r)
          : junk(situation, r);
    const rid = readableRid(p.raw);
    const errorsBefore = a.socket.errorPushes;
    const repliesBefore = rid === null ? 0 : (a.socket.replies.get(rid)?.length ?? 0);
    if (rid !== null) a.owed.set(rid, (a.owed.get(rid) ?? 0) + 1);
    a.socket.send(p.raw);
    const answered = await a.socket.until(
      () =>
        rid === null
          ? a.socket.errorPushes > errorsBefore
          : (a.socket.replies.get(rid)?.length ?? 0) > repliesBefore,
      5000,
    );
    if (!answered)
      return {
        problem: fail(step, p, a, rid === null ? 'no error push' : `no reply to ${rid}`),
        changes,
      };
    const reply = rid === null ? null : (a.socket.replies.get(rid)?.[repliesBefore] ?? null);
    const after = await store.loadRoom(code);
    if (!after) return { problem: fail(step, p, a, 'the room vanished'), changes };
    const problem = judge(
      p,
      reply,
      before,
      after,
      await store.readLog(code, { afterVersion: before.version }),
      rid,
    );
    if (problem) return { problem: fail(step, p, a, problem), changes };
    if (reply?.ok && rid !== null && after.version === before.version + 1 && p.replayOf === null) {
      const type = (typeof p.raw === 'string' ? JSON.parse(p.raw) : p.raw) as { type: string };
      if (!sessionTypes.has(type.type)) a.applied.push({ rid, reply });
    }
    if (reply?.ok) {
      const sent = (typeof p.raw === 'string' ? JSON.parse(p.raw) : p.raw) as Record<
        string,
        unknown
      >;
      if (sent.type === 'hello') a.helloed = true;
      // A new identity (joined, created, resumed another seat): its request ids start afresh.
      const token = sent.type === 'resume' ? sent.token : reply.result.token;
      if (sessionTypes.has(String(sent.type)) && sent.type !== 'hello') {
        a.token = typeof token === 'string' ? token : null;
        a.applied.length = 0;
      }
    }
    if (after.version > before.version) {
      changes++;
      // Every connection in the room hears of the change (views arrive before the next step).
      for (const m of members()) {
        if (!(await m.socket.until(() => m.socket.holds(after.version), 3000)))
          return {
            problem: fail(step, p, a, `${m.name} never got version ${String(after.version)}`),
            changes,
          };
      }
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const a of actors) {
    for (const [rid, owed] of a.owed) {
      const got = a.socket.replies.get(rid)?.length ?? 0;
      if (got !== owed)
        return {
          problem: `${options.label}: ${a.name} got ${String(got)} replies to ${rid}, not ${String(owed)}`,
          changes,
        };
    }
    if (a.socket.invalid.length > 0)
      return {
        problem: `${options.label}: ${a.name} got a message outside the protocol: ${preview(a.socket.invalid[0])}`,
        changes,
      };
    a.socket.close();
  }
  return { problem: null, changes };
}

type Row = NonNullable<Awaited<ReturnType<GameStore<RoomRecord>['loadRoom']>>>;
type Log = Awaited<ReturnType<GameStore<RoomRecord>['readLog']>>;

/** What must hold after one request, given the reply and the room before and after it. */
function judge(
  p: Plan,
  reply: Reply | null,
  before: Row,
  after: Row,
  log: Log,
  rid: string | null,
): string | null {
  const unchanged = after.version === before.version && isDeepStrictEqual(after.doc, before.doc);
  if (reply === null || !reply.ok) {
    const code = reply === null ? null : reply.error.code;
    if (code !== null && !knownCodes.has(code)) return `unknown error code ${code}`;
    if (code !== null && serverFailures.has(code))
      return `server failure ${code}: ${reply?.ok === false ? reply.error.message : ''}`;
    if (p.mustSucceed) return `a legal move was refused with ${String(code)}`;
    if (p.replayOf) return `a replayed request got ${String(code)} instead of its stored reply`;
    return unchanged
      ? null
      : `refused with ${String(code)} but the room changed (v${String(before.version)} → v${String(after.version)})`;
  }
  if (p.replayOf) {
    if (!unchanged) return 'a replayed request changed the room';
    const { rid: _rid, type: _type, ...answer } = reply;
    return isDeepStrictEqual(answer, p.replayOf.ok ? { ok: true, result: p.replayOf.result } : {})
      ? null
      : 'a replay got another reply';
  }
  if (after.version === before.version) {
    const type = (
      typeof p.raw === 'string'
        ? (JSON.parse(p.raw) as { type: string })
        : (p.raw as { type: string })
    ).type;
    if (!sessionTypes.has(type) && !readTypes.has(type)) return `accepted but nothing was stored`;
    return unchanged ? null : 'the room changed without a new version';
  }
  if (after.version !== before.version + 1)
    return `one request moved the version by ${String(after.version - before.version)}`;
  const entry = log[0];
  if (!entry?.rid?.endsWith(`:${rid ?? ''}`))
    return `the log entry is not this request's (${String(entry?.rid)})`;
  if (entry.action.kind === 'command') {
    const game = before.doc.game;
    if (!game) return 'a command was logged without a game';
    const replayed = apply(game.state, entry.action.command);
    if (!replayed.ok) return `the engine refuses the logged command: ${replayed.error.code}`;
    if (JSON.stringify(replayed.value.state) !== JSON.stringify(after.doc.game?.state))
      return 'the stored state is not what the engine makes of the command';
  }
  return null;
}
