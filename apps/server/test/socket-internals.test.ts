/**
 * The assumptions of realtime/socket-internals.ts about Engine.IO's and Socket.IO's
 * internals, checked against the installed versions: a direct write is the very frame `emit`
 * writes and never overtakes a queued packet; the encoder writes what the stock decoder reads
 * as the stock encoder's packet; letting go of the upgrade request frees it; the adapter's
 * channel map lists this process's sockets. An upgrade that changes any of them fails here.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MESSAGE_EVENT } from '@fabula/protocol';
import { createGame, viewFor, type GameState } from '@fabula/rules';
import type { Socket } from 'socket.io';
import type { Socket as ClientSocket } from 'socket.io-client';
import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EncodedPush } from '../src/json/encoded-push.ts';
import { pushJson } from '../src/json/wire-json.ts';
import { trustFunction } from '../src/http/trusted-proxy.ts';
import {
  addressConnectionsByClient,
  releaseUpgradeRequests,
  sendMessage,
  sendMessageDirect,
  socketsHere,
  wireParser,
} from '../src/realtime/socket-internals.ts';
import { openSocketPair } from './support/socket-pair.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function startedState(): GameState {
  const deck = Array.from({ length: 96 }, (_, i) => `card-${String(i)}`);
  const created = createGame({ preset: 'dixit', seats: 6, deck, seed: 'wire', at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** The server's engine.io connection, as far as these tests reach into it. */
interface Connection {
  readonly writeBuffer: unknown[];
  flush(): void;
  readonly transport: {
    writable: boolean;
    readonly socket: { send: (data: unknown, ...rest: unknown[]) => void };
  };
}

interface Pair {
  readonly server: Socket;
  readonly client: ClientSocket;
  readonly connection: Connection;
  /** The `message` events the client received, in order. */
  readonly received: unknown[];
  /** Every frame the server handed to its WebSocket, as it was handed. */
  readonly frames: unknown[];
}

/** A Socket.IO server set up as Fabula's (WebSocket only, Fabula's parser) and one client. */
async function connectedPair(): Promise<Pair> {
  const { server, client, close } = await openSocketPair({ parser: wireParser });
  closers.push(close);
  const received: unknown[] = [];
  client.on(MESSAGE_EVENT, (value: unknown) => received.push(value));
  const connection = server.conn as unknown as Connection;
  const frames: unknown[] = [];
  const ws = connection.transport.socket;
  const send = ws.send.bind(ws);
  ws.send = (data: unknown, ...rest: unknown[]) => {
    frames.push(data);
    send(data, ...rest);
  };
  return { server, client, connection, received, frames };
}

/** Waits until the client has received `count` messages. */
async function receivedAll(pair: Pair, count: number): Promise<void> {
  await vi.waitFor(
    () => {
      expect(pair.received).toHaveLength(count);
    },
    { timeout: 5000 },
  );
}

const push = { type: 'chat', room: 'ABCD', text: 'héllo "there" 👋', at: 1, n: [1, 2, null] };

describe('sendMessageDirect', () => {
  it('writes the very frame that socket.emit writes, and the client reads it as the same event', async () => {
    const pair = await connectedPair();
    pair.server.emit(MESSAGE_EVENT, new EncodedPush(JSON.stringify(push)));
    expect(sendMessageDirect(pair.server, JSON.stringify(push))).toBe(true);
    await receivedAll(pair, 2);
    expect(pair.frames).toHaveLength(2);
    expect(pair.frames[1]).toBe(pair.frames[0]);
    expect(pair.received).toEqual([push, push]);
  });

  it('refuses while engine.io holds packets queued, so that nothing overtakes them', async () => {
    const pair = await connectedPair();
    // The transport busy with an earlier write: engine.io queues what comes next.
    pair.connection.transport.writable = false;
    pair.server.emit(MESSAGE_EVENT, { n: 1 });
    expect(pair.connection.writeBuffer).toHaveLength(1);
    expect(sendMessageDirect(pair.server, '{"n":2}')).toBe(false);
    // The caller then sends it the usual way, behind the first.
    pair.server.emit(MESSAGE_EVENT, new EncodedPush('{"n":2}'));
    pair.connection.transport.writable = true;
    pair.connection.flush();
    expect(sendMessageDirect(pair.server, '{"n":3}')).toBe(true);
    await receivedAll(pair, 3);
    expect(pair.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('refuses a connection that is closing or closed, and writes nothing', async () => {
    const pair = await connectedPair();
    const closed = new Promise((resolve) => pair.server.once('disconnect', resolve));
    pair.client.close();
    await closed;
    expect(sendMessageDirect(pair.server, '{"n":1}')).toBe(false);
    expect(pair.frames).toEqual([]);
  });

  it('sendMessage writes an object or a text, straight when it may, else behind the queue', async () => {
    const pair = await connectedPair();
    pair.connection.transport.writable = false;
    pair.server.emit(MESSAGE_EVENT, { n: 1 });
    sendMessage(pair.server, { n: 2 });
    // Queued behind the first, not written past it.
    expect(pair.connection.writeBuffer).toHaveLength(2);
    expect(pair.frames).toEqual([]);
    pair.connection.transport.writable = true;
    pair.connection.flush();
    sendMessage(pair.server, new EncodedPush('{"n":3}'));
    expect(pair.connection.writeBuffer).toHaveLength(0);
    await receivedAll(pair, 3);
    expect(pair.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(pair.frames.at(-1)).toBe(`42[${JSON.stringify(MESSAGE_EVENT)},{"n":3}]`);
  });
});

/** A full collection, on demand (the flag lets a test call `gc`). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface ReleasePair {
  readonly server: Socket;
  /** Sends a value over the connection and returns what the server echoed. */
  readonly echo: (value: unknown) => Promise<unknown>;
  /** What the upgrade request held (its raw headers): alive only as long as the request keeps it. */
  readonly requestParts: WeakRef<object>;
}

async function releasingPair(release: boolean): Promise<ReleasePair> {
  const seen: { requestParts?: WeakRef<object> } = {};
  const pair = await openSocketPair({}, (io) => {
    io.engine.on('connection', (raw: { request: { rawHeaders: string[] } }) => {
      seen.requestParts = new WeakRef(raw.request.rawHeaders);
    });
    if (release) releaseUpgradeRequests(io);
    io.on('connection', (socket) => {
      socket.on('echo', (value: unknown, ack: (v: unknown) => void) => {
        ack(value);
      });
    });
  });
  closers.push(pair.close);
  const echo = (value: unknown): Promise<unknown> => pair.client.emitWithAck('echo', value);
  const { requestParts } = seen;
  if (requestParts === undefined) throw new Error('no engine connection seen');
  return { server: pair.server, echo, requestParts };
}

/** Whether what the WeakRef points at survives a full collection (after this job ends). */
async function survivesCollection(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  return ref.deref() !== undefined;
}

describe('the upgrade request is let go once a socket is open', () => {
  it('keeps no request, and the socket still knows its address and works', async () => {
    const { server, echo, requestParts } = await releasingPair(true);
    expect(server.conn.request).toBeNull();
    // Collected while the connection is open: nothing else (Engine.IO's upgrade response) keeps it.
    expect(await survivesCollection(requestParts)).toBe(false);
    expect(server.handshake.address).toMatch(/127\.0\.0\.1$/);
    expect(await echo({ hello: 'there' })).toEqual({ hello: 'there' });
  });

  it('is what makes the difference: left alone, Engine.IO keeps the request', async () => {
    const { server, requestParts } = await releasingPair(false);
    expect(server.conn.request).not.toBeNull();
    expect(await survivesCollection(requestParts)).toBe(true);
  });
});

describe('our encoder in Socket.IO’s parser (the `parser` option)', () => {
  const decode = (encoded: (string | Buffer)[]) => {
    const decoder = new Decoder();
    const packets: unknown[] = [];
    decoder.on('decoded', (packet: unknown) => packets.push(packet));
    for (const part of encoded) decoder.add(part);
    return packets;
  };

  it("encodes what the stock decoder reads back as the stock encoder's packet", () => {
    const view = viewFor(startedState(), { seat: 1 });
    const packets = [
      { type: PacketType.EVENT, nsp: '/', data: ['message', { type: 'gameView', view }] },
      {
        type: PacketType.EVENT,
        nsp: '/admin',
        id: 7,
        data: ['message', { type: 'reply', ok: true }],
      },
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.DISCONNECT, nsp: '/' },
    ];
    const ours = new wireParser.Encoder();
    const stock = new Encoder();
    for (const packet of packets) {
      expect(decode(ours.encode(packet))).toEqual(decode(stock.encode(packet) as string[]));
    }
  });

  it('writes a push that is already JSON text (from another process) as it is', () => {
    const push = { type: 'gameView', view: viewFor(startedState(), { seat: 2 }) };
    const asObject = { type: PacketType.EVENT, nsp: '/', data: ['message', push] };
    const asText = {
      type: PacketType.EVENT,
      nsp: '/',
      data: ['message', new EncodedPush(pushJson(push))],
    };
    const ours = new wireParser.Encoder();
    expect(ours.encode(asText)).toEqual(ours.encode(asObject));
    expect(decode(ours.encode(asText))).toEqual(decode(new Encoder().encode(asObject) as string[]));
  });
});

describe('the client’s address behind a proxy', () => {
  it('becomes the handshake’s address, read from the upgrade request before it is let go of', async () => {
    const pair = await openSocketPair(
      {},
      (io) => {
        addressConnectionsByClient(io, trustFunction(1));
        releaseUpgradeRequests(io);
      },
      { extraHeaders: { 'x-forwarded-for': '203.0.113.7' } },
    );
    closers.push(pair.close);
    expect(pair.server.handshake.address).toBe('203.0.113.7');
  });
});

describe('the adapter’s channel map', () => {
  it('lists the sockets of this process in a channel, and the only one when it is alone', async () => {
    const pair = await openSocketPair();
    closers.push(pair.close);
    expect(socketsHere(pair.io, 'nobody')).toEqual({ count: 0, only: undefined });
    await pair.server.join('r:K7QX3M');
    expect(socketsHere(pair.io, 'r:K7QX3M')).toEqual({ count: 1, only: pair.server });
    expect(socketsHere(pair.io, pair.server.id).only).toBe(pair.server);
  });
});
