import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Socket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseUpgradeRequests } from '../src/realtime/release-requests.ts';
import { openSocketPair } from './support/socket-pair.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A full collection, on demand (the flag lets a test call `gc`). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface Pair {
  readonly server: Socket;
  /** Sends a value over the connection and returns what the server echoed. */
  readonly echo: (value: unknown) => Promise<unknown>;
  /** What the upgrade request held (its raw headers): alive only as long as the request keeps it. */
  readonly requestParts: WeakRef<object>;
}

async function connectedPair(release: boolean): Promise<Pair> {
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
    const { server, echo, requestParts } = await connectedPair(true);
    expect(server.conn.request).toBeNull();
    // Collected while the connection is open: nothing else (Engine.IO's upgrade response) keeps it.
    expect(await survivesCollection(requestParts)).toBe(false);
    expect(server.handshake.address).toMatch(/127\.0\.0\.1$/);
    expect(await echo({ hello: 'there' })).toEqual({ hello: 'there' });
  });

  it('is what makes the difference: left alone, Engine.IO keeps the request', async () => {
    const { server, requestParts } = await connectedPair(false);
    expect(server.conn.request).not.toBeNull();
    expect(await survivesCollection(requestParts)).toBe(true);
  });
});
