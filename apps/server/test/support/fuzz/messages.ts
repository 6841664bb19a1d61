import {
  MAX_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  languageCodes,
  moveTypes,
  parseRequestId,
  seatColours,
  utf8Length,
  type Reply,
} from '@fabula/protocol';
import { randomMove, type GameView } from '@fabula/rules';
import { asRequest } from '../../../src/dev/scripted-client.ts';
import type { Rand } from './random.ts';

/** What the fuzzer knows about the connection it is about to send from. */
export interface Situation {
  readonly code: string;
  /** The room's stored version just before sending. */
  readonly version: number;
  readonly seat: number | null;
  readonly host: boolean;
  readonly helloed: boolean;
  readonly roomPhase: 'lobby' | 'playing' | 'ended' | null;
  /** The connection's newest game view (current: the fuzzer waits for views after changes). */
  readonly view: GameView | null;
  /** This connection's requests that changed the room, with their replies (for replays). */
  readonly applied: readonly { readonly rid: string; readonly reply: Reply }[];
  readonly ownToken: string | null;
  /** A seat token of another room. */
  readonly foreignToken: string;
  /** A fresh request id. */
  rid(): string;
}

export interface Plan {
  readonly raw: unknown;
  readonly label: string;
  /** A legal move from a current view: the server must accept it. */
  readonly mustSucceed: boolean;
  /** The rid of an applied request sent again: its stored reply must come back, nothing changes. */
  readonly replayOf: Reply | null;
}

type Message = Record<string, unknown>;

const plan = (raw: unknown, label: string, extra: Partial<Plan> = {}): Plan => ({
  raw,
  label,
  mustSucceed: false,
  replayOf: null,
  ...extra,
});

/** The rid the server can read in `raw`, mirroring the protocol's parser: a reply is owed to it. */
export function readableRid(raw: unknown): string | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (utf8Length(raw) > MAX_MESSAGE_BYTES) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  return Object.hasOwn(value, 'rid') ? parseRequestId((value as Message).rid) : null;
}

const names = ['Ann', 'Bé', 'Сава', '美咲', 'Lú Ó', 'Zoë 2'];
const chats = ['hi', 'nice clue!', '🎉', 'ça va ?', 'ありがとう', 'a'.repeat(500)];

/** A well-formed request of `type` with plausible fields (valid or not for the situation). */
function template(type: string, s: Situation, r: Rand): Message {
  const card = s.view?.hand?.[r.below(s.view.hand.length || 1)] ?? `fabula-${String(r.below(400))}`;
  const fields: Record<string, Message> = {
    hello: { protocol: PROTOCOL_VERSION, client: 'fuzz' },
    createRoom: { profile: { name: r.pick(names), colour: r.pick(seatColours), avatar: 'fox' } },
    joinRoom: { room: s.code, profile: { name: r.pick(names), colour: 'red', avatar: 'owl' } },
    resume: { room: s.code, token: s.ownToken ?? s.foreignToken },
    chat: { text: r.pick(chats) },
    setProfile: {
      profile: r.chance(0.5) ? { colour: r.pick(seatColours) } : { name: r.pick(names) },
    },
    clue: { clue: { kind: 'text', text: 'a quiet lake' }, card },
    submit: { cards: [card] },
    vote: { slots: [1 + r.below(6)] },
    trap: { slot: 1 + r.below(6) },
    kick: { seat: r.below(12) },
    transferHost: { seat: r.below(12) },
    removeBot: { seat: r.below(12) },
    setPreset: { preset: r.pick(['dixit', 'odyssey', 'party']) },
    setTimers: { timers: { submit: 60_000 } },
    setLanguage: { language: r.pick(languageCodes) },
    setStandIn: { afterMs: 60_000 },
    setDecks: { decks: [], builtIn: true },
    addBot: {},
  };
  return { type, rid: s.rid(), ...(fields[type] ?? {}) };
}

/** A request that is valid for the situation: a legal move, or a fitting room request. */
export function validRequest(s: Situation, r: Rand): Plan {
  const legal = s.view?.legal ?? [];
  if (s.seat !== null && legal.length > 0 && s.view?.pause === null && r.chance(0.9)) {
    const move = randomMove(legal, s.seat, 0, r.next);
    if (move)
      return plan({ ...asRequest(move), rid: s.rid() }, `legal ${move.type}`, {
        mustSucceed: true,
      });
  }
  if (!s.helloed) return plan(template('hello', s, r), 'hello');
  if (s.roomPhase === null)
    return plan(template(r.pick(['hello', 'chat', 'resync']), s, r), 'outsider');
  if (s.host) {
    const progress: Record<string, string> = { lobby: 'start', ended: 'rematch' };
    const next = s.view?.pause ? 'resumeGame' : progress[s.roomPhase];
    if (next !== undefined && r.chance(0.7)) return plan(template(next, s, r), `host ${next}`);
    const powers = ['lock', 'unlock', 'setLanguage', 'pauseGame', 'chat', 'setProfile', 'resync'];
    if (s.roomPhase === 'playing' && r.chance(0.02)) powers.push('endGame');
    const type = r.pick(powers);
    return plan(template(type, s, r), `host ${type}`);
  }
  const type = r.pick(['chat', 'setProfile', 'resync']);
  return plan(template(type, s, r), type);
}

const wrongValues: readonly unknown[] = [
  42,
  -1,
  0,
  1.5,
  1e308,
  '',
  'x',
  null,
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { a: 1 },
  '9'.repeat(100),
  [null],
  ['fabula-001', 'fabula-001', 'fabula-001'],
  -0,
];
const weirdText: readonly string[] = [
  '\u202Eevil',
  '\u0000',
  'a\u0007b',
  '\uD800',
  '\uDC00x',
  'ｆａｂｕｌａ',
  '👨‍👩‍👧‍👦'.repeat(30),
  'e\u0301'.repeat(200),
  ' \t\n ',
  '\u200B',
  '<script>alert(1)</script>',
  "'; DROP TABLE rooms; --",
  '%s%n%x',
  '\\u0000',
  'ǅ'.repeat(24),
  '﷽'.repeat(3),
];
const badRids: readonly unknown[] = [
  '',
  'x'.repeat(65),
  'ä',
  ' ',
  'a\nb',
  42,
  null,
  ['a'],
  { rid: 'a' },
  true,
  '\u0000',
  'x'.repeat(64),
];
const badTypes = [
  'Vote',
  'vote ',
  'VOTE',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
  'reply',
];
const extraKeys = ['extra', 'seat', 'at', 'Type', 'rid2', 'token', 'admin'];

function huge(r: Rand): string {
  const unit = r.pick(['x', 'é', '漢', '😀']);
  // Around the 16 KiB limit, in characters of 1 to 4 bytes.
  return unit.repeat(Math.ceil((MAX_MESSAGE_BYTES + r.below(4000) - 2000) / utf8Length(unit)));
}

function withoutKey(message: Message, key: string): Message {
  return Object.fromEntries(Object.entries(message).filter(([k]) => k !== key));
}

/** A request broken in one way (or, for stale versions, replays and tokens, refused by the room). */
export function mutatedRequest(s: Situation, r: Rand): Plan {
  const base = r.chance(0.5)
    ? (validRequest(s, r).raw as Message)
    : template(
        r.pick([
          ...moveTypes,
          'chat',
          'setProfile',
          'kick',
          'setPreset',
          'joinRoom',
          'resume',
          'setTimers',
          'hello',
          'resync',
        ]),
        s,
        r,
      );
  const keys = Object.keys(base).filter((k) => k !== 'type');
  const strings = Object.keys(base).filter(
    (k) => typeof base[k] === 'string' && k !== 'type' && k !== 'rid',
  );
  switch (r.below(12)) {
    case 0: {
      const key = r.pick(keys);
      return plan(withoutKey(base, key), `drop ${key}`);
    }
    case 1: {
      const key = r.pick(extraKeys);
      return plan({ ...base, [key]: r.pick(wrongValues) }, `extra ${key}`);
    }
    case 2: {
      const key = r.pick([...keys, 'type']);
      return plan({ ...base, [key]: r.pick(wrongValues) }, `wrong type of ${key}`);
    }
    case 3: {
      const key = r.pick([...strings, 'text', 'clue']);
      return plan({ ...base, [key]: huge(r) }, `huge ${key}`);
    }
    case 4: {
      const text = r.pick(weirdText);
      if (base.type === 'chat') return plan({ ...base, text }, 'weird chat');
      if (base.type === 'clue')
        return plan({ ...base, clue: { kind: r.pick(['text', 'emoji']), text } }, 'weird clue');
      return plan({ ...base, profile: { name: text, colour: 'red', avatar: 'fox' } }, 'weird name');
    }
    case 5: {
      if (r.chance(0.2)) return plan(withoutKey(base, 'rid'), 'no rid');
      const rid = r.pick(badRids);
      // The longest valid id is among them: if this actor already had it applied, the server
      // answers with that request's stored reply (found by seed hunt-1124-22).
      const done = s.applied.find((applied) => applied.rid === rid);
      return plan({ ...base, rid }, 'bad rid', done ? { replayOf: done.reply } : {});
    }
    case 6: {
      const version = r.pick([s.version - 1 - r.below(3), s.version + 1 + r.below(5), -1, 1.5, 0]);
      const room = validRequest(s, r).raw as Message;
      return plan({ ...room, version }, `stale version ${String(version)}`);
    }
    case 7: {
      if (s.applied.length === 0) return plan({ ...base, type: r.pick(badTypes) }, 'bad type');
      const done = r.pick(s.applied);
      // A resync stores nothing, so its rid is not looked up: replay a request that is stored.
      const valid = validRequest(s, r).raw as Message;
      const request = valid.type === 'resync' ? template('chat', s, r) : valid;
      const again = { ...request, rid: done.rid };
      return plan(again, `replay of ${done.rid}`, { replayOf: done.reply });
    }
    case 8: {
      const token = s.ownToken ?? s.foreignToken;
      const corrupt = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const choice = r.pick([corrupt, s.foreignToken, 'A'.repeat(22), token.slice(1)]);
      return plan({ type: 'resume', rid: s.rid(), room: s.code, token: choice }, 'bad token');
    }
    case 9: {
      const legal = new Set((s.view?.legal ?? []).map((l) => l.type));
      const wrong = moveTypes.filter((t) => !legal.has(t));
      const type = wrong.length > 0 ? r.pick(wrong) : 'vote';
      return plan(template(type, s, r), `wrong-phase ${type}`);
    }
    case 10: {
      const out = r.pick([
        { seat: 99 },
        { seat: -1 },
        { slot: 0 },
        { slots: [0] },
        { slots: [1e9] },
        { slots: [1, 1] },
        { cards: [] },
        { cards: ['no such card'] },
      ]);
      return plan({ ...base, ...out }, `out of range ${Object.keys(out).join()}`);
    }
    default:
      return plan({ ...base, type: r.pick(badTypes) }, 'bad type');
  }
}

function deep(depth: number, array: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
}

/** Things that are not requests at all. */
export function junk(s: Situation, r: Rand): Plan {
  const bytes = Buffer.from(Array.from({ length: 1 + r.below(64) }, () => r.below(256)));
  const options: (() => Plan)[] = [
    () =>
      plan(
        r.pick([0, -1, 1e308, true, false, null, '', 'hello', '{', '[]', '{"type":"hello"}']),
        'primitive',
      ),
    () => plan(bytes.toString('latin1'), 'random text'),
    () => plan(JSON.stringify(validRequest(s, r).raw), 'JSON text of a request'),
    () => plan([template('chat', s, r)], 'array of a request'),
    () =>
      plan(
        { type: 'chat', rid: s.rid(), text: deep(50 + r.below(1500), r.chance(0.5)) },
        'deep value',
      ),
    () => plan(deep(50 + r.below(1500), r.chance(0.5)), 'deep junk'),
    () => plan(bytes, 'binary'),
    () => plan({ type: 'chat', rid: s.rid(), text: bytes }, 'binary field'),
    () =>
      plan(
        { type: 'vote', rid: s.rid(), slots: Array.from({ length: 5000 }, () => 1) },
        'long array',
      ),
    () =>
      plan(
        // About 20 KB: over the message limit, under the frame limit (app.ts), so it is read and
        // refused with a typed error; bigger frames close the connection (abuse.test.ts).
        Object.fromEntries(Array.from({ length: 1600 }, (_, i) => [`k${String(i)}`, i])),
        'many keys',
      ),
    () =>
      plan(
        JSON.parse(`{"__proto__":{"type":"chat"},"rid":"${s.rid()}","text":"hi"}`) as unknown,
        '__proto__ key',
      ),
    () =>
      plan(
        {
          type: 'hello',
          rid: s.rid(),
          protocol: r.pick([0, PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1, '1']),
        },
        'other protocol',
      ),
  ];
  return r.pick(options)();
}
