import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseUpgradeRequests } from '../src/realtime/release-requests.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function connectedPair(release: boolean): Promise<{ server: Socket; echo: unknown }> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  if (release) releaseUpgradeRequests(io);
  io.on('connection', (socket) => {
    socket.on('echo', (value: unknown, ack: (v: unknown) => void) => {
      ack(value);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const serverSide = new Promise<Socket>((resolve) => io.once('connection', resolve));
  const client = connect(`http://127.0.0.1:${String(port)}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  closers.push(async () => {
    client.close();
    await io.close();
  });
  const server = await serverSide;
  const echo: unknown = await client.emitWithAck('echo', { hello: 'there' });
  return { server, echo };
}

describe('the upgrade request is let go once a socket is open', () => {
  it('keeps no request, and the socket still knows its address and works', async () => {
    const { server, echo } = await connectedPair(true);
    expect(server.conn.request).toBeNull();
    expect(server.handshake.address).toMatch(/127\.0\.0\.1$/);
    expect(echo).toEqual({ hello: 'there' });
  });

  it('is what makes the difference: left alone, Engine.IO keeps the request', async () => {
    const { server } = await connectedPair(false);
    expect(server.conn.request).not.toBeNull();
  });
});
