import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Socket } from 'socket.io';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EncodedPush } from '../src/json/encoded-push.ts';
import { sendMessage, sendMessageDirect } from '../src/realtime/direct-send.ts';
import { wireParser } from '../src/realtime/wire-parser.ts';
import { openSocketPair } from './support/socket-pair.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

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
