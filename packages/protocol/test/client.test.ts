import { createGame, viewFor, type GameState } from '@fabula/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtocolClient, type Transport, type TransportEvents } from '../src/client/index.ts';
import {
  PROTOCOL_VERSION,
  type GameViewPush,
  type RoomCode,
  type SeatToken,
} from '../src/index.ts';

/** A transport the test drives: it records what the client sends and delivers what it is given. */
class FakeTransport implements Transport {
  open = false;
  readonly sent: Record<string, unknown>[] = [];
  #events: TransportEvents | null = null;

  send(message: object): void {
    if (!this.open) throw new Error('sent on a closed transport');
    this.sent.push(message as Record<string, unknown>);
  }

  listen(events: TransportEvents): void {
    this.#events = events;
  }

  connect(): void {
    this.open = true;
    this.#events?.opened();
  }

  disconnect(): void {
    this.open = false;
    this.#events?.closed();
  }

  deliver(message: unknown): void {
    this.#events?.received(message);
  }

  /** The last message sent of `type`. */
  last(type: string): Record<string, unknown> {
    const found = this.sent.findLast((m) => m.type === type);
    if (!found) throw new Error(`nothing of type ${type} was sent`);
    return found;
  }

  reply(type: string, result: Record<string, unknown>): void {
    this.deliver({ type: 'reply', rid: this.last(type).rid, ok: true, result });
  }

  refuse(type: string, code: string): void {
    const error = { code, message: code };
    this.deliver({ type: 'reply', rid: this.last(type).rid, ok: false, error });
  }
}

const room = 'K7QX3M' as RoomCode;
const token = 'q3v9WZ0m1N2b8Yp5xK7cAg' as SeatToken;
const profile = { name: 'Aiko', colour: 'teal', avatar: 'fox' } as const;

/** A client already past its hello. */
async function connected(): Promise<{ client: ProtocolClient; transport: FakeTransport }> {
  const transport = new FakeTransport();
  const client = new ProtocolClient({ transport, name: 'test', now: () => 1_000 });
  transport.connect();
  expect(transport.last('hello')).toMatchObject({ protocol: PROTOCOL_VERSION, client: 'test' });
  transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 1_250 });
  await client.ready;
  await settled();
  return { client, transport };
}

/** Lets the client's promise callbacks run. */
async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function roomState(
  version: number,
  you: number | null = 0,
  claims: readonly { seat: number; name: string; colour: string; avatar: string }[] = [],
) {
  return {
    type: 'roomState',
    version,
    you,
    room: {
      code: room,
      phase: 'playing',
      locked: false,
      seats: [],
      spectators: 0,
      claims,
      settings: {
        preset: 'dixit',
        knobs: {},
        timers: { race: null, clue: null, submit: null, vote: null, reveal: null },
        firstStoryteller: 'random',
        teams: null,
        botStandInMs: null,
        language: 'en',
        decks: [],
        builtInDeck: true,
      },
      reactions: [],
    },
  };
}

const deck = Array.from({ length: 100 }, (_, i) => `card-${String(i)}`);
function game(): GameState {
  const created = createGame({ preset: 'dixit', seats: 4, deck, seed: 'client', at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

function view(version: number, extra: Partial<GameViewPush> = {}): GameViewPush {
  return {
    type: 'gameView',
    room,
    version,
    view: viewFor(game(), { seat: 0 }),
    events: [],
    ...extra,
  };
}

/** Enters the room by creating it, with the pushes the server sends before its reply. */
async function created(client: ProtocolClient, transport: FakeTransport): Promise<void> {
  const reply = client.request({ type: 'createRoom', profile });
  transport.deliver(roomState(1));
  transport.reply('createRoom', { room, seat: 0, token, version: 1 });
  expect(await reply).toMatchObject({ ok: true, result: { room, seat: 0 } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProtocolClient', () => {
  it('says hello first, measures the clock, and types each result by its request', async () => {
    const { client, transport } = await connected();
    expect(client.state).toMatchObject({ status: 'connected', clockOffset: 250 });
    const vote = client.request({ type: 'vote', slots: [3] });
    expect(transport.last('vote')).toMatchObject({ slots: [3] });
    transport.reply('vote', { version: 12 });
    const outcome = await vote;
    expect(outcome).toEqual({ ok: true, result: { version: 12 } });
  });

  it('refuses a result that is not the protocol’s for its request, as a server bug', async () => {
    const { client, transport } = await connected();
    const vote = client.request({ type: 'vote', slots: [3] });
    transport.reply('vote', { version: 'twelve' });
    expect(await vote).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('holds requests made before hello, and sends them once it is answered', async () => {
    const transport = new FakeTransport();
    const client = new ProtocolClient({ transport, name: 'test' });
    const chat = client.request({ type: 'chat', text: 'hi' });
    transport.connect();
    expect(transport.sent.map((m) => m.type)).toEqual(['hello']);
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await settled();
    expect(transport.sent.map((m) => m.type)).toEqual(['hello', 'chat']);
    transport.reply('chat', { version: 2 });
    expect((await chat).ok).toBe(true);
  });

  it('tells a refused hello (another protocol version) and sends nothing else', async () => {
    const transport = new FakeTransport();
    const mismatch = vi.fn();
    const client = new ProtocolClient({ transport, name: 'test', onProtocolMismatch: mismatch });
    void client.request({ type: 'chat', text: 'hi' });
    transport.connect();
    transport.refuse('hello', 'protocol_version');
    expect((await client.ready).ok).toBe(false);
    expect(mismatch).toHaveBeenCalledOnce();
    expect(client.state.connectionError?.code).toBe('protocol_version');
    expect(transport.sent.map((m) => m.type)).toEqual(['hello']);
  });

  it('after a reconnection takes its seat back, then sends room requests again with their ids', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    const vote = client.request({ type: 'vote', slots: [2] });
    const rid = transport.last('vote').rid;
    const leave = client.request({ type: 'resync' });
    transport.disconnect();
    expect(client.state.status).toBe('reconnecting');
    // Not retried: its effect belonged to the connection.
    expect(await leave).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    transport.connect();
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await settled();
    expect(transport.last('resume')).toMatchObject({ room, token });
    transport.reply('resume', { room, seat: 0, version: 3 });
    await settled();
    expect(transport.last('vote').rid).toBe(rid);
    transport.reply('vote', { version: 4 });
    expect(await vote).toEqual({ ok: true, result: { version: 4 } });
    expect(client.state.status).toBe('connected');
  });

  it('loses the room when its seat is not taken back after a reconnection', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    transport.disconnect();
    transport.connect();
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await settled();
    transport.refuse('resume', 'forbidden');
    await settled();
    expect(client.state).toMatchObject({ session: null, roomState: null, removed: 'forbidden' });
  });

  it('keeps the pushes that come before the reply entering their room, and drops older versions', async () => {
    const { client, transport } = await connected();
    const joined = client.request({ type: 'joinRoom', room });
    transport.deliver(roomState(5, null));
    transport.deliver(view(5));
    transport.deliver({ type: 'chat', room, from: { seat: 1, name: 'Ben' }, text: 'hi', at: 1 });
    expect(client.state.roomState).toBeNull();
    transport.reply('joinRoom', { room, seat: null, token: null, version: 5 });
    await joined;
    expect(client.state.session).toEqual({ room, seat: null });
    expect(client.state.roomState?.version).toBe(5);
    expect(client.state.gameView?.version).toBe(5);
    expect(client.state.chat.map((line) => line.text)).toEqual(['hi']);
    transport.deliver(roomState(4, null));
    expect(client.state.roomState?.version).toBe(5);
  });

  it('does not repeat the chat when it takes its seat back (the server sends it again)', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    const line = { type: 'chat', room, from: { seat: 0, name: 'Aiko' }, text: 'hello', at: 1 };
    transport.deliver(line);
    transport.disconnect();
    transport.connect();
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await settled();
    transport.deliver(roomState(3));
    transport.deliver(line);
    transport.reply('resume', { room, seat: 0, version: 3 });
    await settled();
    expect(client.state.chat).toHaveLength(1);
    expect(client.state.roomState?.version).toBe(3);
  });

  it('joins a cut history to the view it holds, and asks for the whole view after a gap', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    transport.deliver(view(2));
    transport.deliver(view(3, { historyFrom: 0 }));
    expect(client.state.historyComplete).toBe(true);
    expect(transport.sent.some((m) => m.type === 'resync')).toBe(false);
    // Version 4 never came: version 5's cut history cannot be joined.
    transport.deliver(view(5, { historyFrom: 0 }));
    expect(client.state.historyComplete).toBe(false);
    expect(transport.last('resync')).toBeDefined();
    transport.deliver(view(5));
    transport.reply('resync', { version: 5 });
    await settled();
    expect(client.state.historyComplete).toBe(true);
  });

  it('gives a change’s events as news once: never again from a view shown again or a reconnection', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    transport.deliver(view(2));
    expect(client.state.news).toBeNull();
    const hidden = [
      { type: 'clueHidden', round: 1, roundCalledOff: true },
      { type: 'turnSkipped', seat: 0, reason: 'clueHidden' },
    ] as const;
    transport.deliver(view(3, { events: [...hidden] }));
    const news = client.state.news;
    expect(news).toEqual({ room, version: 3, events: hidden, at: 1_000 });
    // The same version again (a resync's answer; a server sending twice): no news.
    transport.deliver(view(3, { events: [...hidden] }));
    expect(client.state.news).toBe(news);
    // An older version is dropped, events and all.
    transport.deliver(view(2, { events: [{ type: 'seatVacated', seat: 1 }] }));
    expect(client.state.news).toBe(news);
    // Taking the seat back after a reconnection: the server shows the game again, without events.
    transport.disconnect();
    transport.connect();
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await settled();
    transport.deliver(roomState(4));
    transport.deliver(view(4));
    transport.reply('resume', { room, seat: 0, version: 4 });
    await settled();
    expect(client.state.gameView?.version).toBe(4);
    expect(client.state.news).toBe(news);
    // The next change's events are news.
    transport.deliver(view(5, { events: [{ type: 'seatVacated', seat: 1 }] }));
    expect(client.state.news).toMatchObject({ version: 5, events: [{ type: 'seatVacated' }] });
    // Out of the room, nothing is news any more.
    transport.deliver({ type: 'removed', room, reason: 'kicked' });
    expect(client.state.news).toBeNull();
  });

  it('forgets the room when removed, but its own leaving is no news', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    transport.deliver({ type: 'removed', room, reason: 'kicked' });
    expect(client.state).toMatchObject({ session: null, removed: 'kicked' });

    await created(client, transport);
    const leaving = client.leaveRoom();
    transport.deliver({ type: 'removed', room, reason: 'left' });
    transport.reply('leaveRoom', { version: 4 });
    await leaving;
    expect(client.state).toMatchObject({ session: null, removed: null });
  });

  it('reads every message with the protocol’s parser: one outside it is an error, not a state', async () => {
    const { client, transport } = await connected();
    await created(client, transport);
    transport.deliver({ ...roomState(9), you: 'everyone' });
    expect(client.state.roomState?.version).toBe(1);
    expect(client.state.connectionError?.code).toBe('bad_request');
  });

  it('takes a claimed seat with the claim’s token once the claim is honoured', async () => {
    const { client, transport } = await connected();
    const watching = client.watchRoom(room);
    await settled();
    transport.reply('joinRoom', { room, seat: null, token: null, version: 4 });
    await watching;
    const claiming = client.claimSeat(2, profile);
    await settled();
    expect(transport.last('claimSeat')).toMatchObject({ seat: 2, profile });
    transport.reply('claimSeat', { seat: 2, token, version: 5 });
    expect(await claiming).toBeNull();
    expect(client.state.seatClaim).toEqual({ room, seat: 2, token });
    // Everyone sees the claim; the seat is not ours yet.
    transport.deliver(roomState(5, null, [{ seat: 2, ...profile }]));
    expect(transport.sent.some((m) => m.type === 'resume')).toBe(false);
    // Between rounds the seat changes hands: the claim is gone, and the client resumes with it.
    transport.deliver(roomState(6, null));
    await settled();
    expect(transport.last('resume')).toMatchObject({ room, token });
    expect(client.state.seatClaim).toBeNull();
    transport.reply('resume', { room, seat: 2, version: 6 });
    await settled();
    expect(client.state.session).toEqual({ room, seat: 2 });
  });

  it('without retries, answers the requests of a closed connection at once, made before or after', async () => {
    const transport = new FakeTransport();
    const client = new ProtocolClient({ transport, name: 'test', retryAfterReconnect: false });
    transport.connect();
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await client.ready;
    await settled();
    const before = client.request({ type: 'chat', text: 'anyone?' });
    transport.disconnect();
    expect(await before).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    const after = client.request({ type: 'chat', text: 'still there?' });
    expect(await after).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(transport.sent.filter((m) => m.type === 'chat')).toHaveLength(1);
  });

  it('answers a request the server never answers, after its timeout', async () => {
    vi.useFakeTimers();
    const transport = new FakeTransport();
    const client = new ProtocolClient({ transport, name: 'test', replyTimeoutMs: 1_000 });
    transport.connect();
    transport.reply('hello', { protocol: PROTOCOL_VERSION, serverTime: 0 });
    await vi.advanceTimersByTimeAsync(0);
    const chat = client.request({ type: 'chat', text: 'anyone?' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await chat).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });
});
