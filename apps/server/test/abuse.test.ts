import { MESSAGE_EVENT, PROTOCOL_VERSION } from '@fabula/protocol';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { playMoves } from './support/players.ts';
import { openTable, profile } from './support/room.ts';
import { startTestServer } from './support/server.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const servers: TestServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const server of servers.splice(0)) await server.stop();
});

async function server(settings: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const started = await startTestServer(settings);
  servers.push(started);
  return started;
}

/** A bare Socket.IO connection (no hello): what it receives, and when it was closed. */
function bareSocket(url: string): { socket: Socket; received: unknown[]; closed: Promise<string> } {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const received: unknown[] = [];
  socket.on(MESSAGE_EVENT, (message: unknown) => received.push(message));
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { socket, received, closed };
}

const hello = { type: 'hello', protocol: PROTOCOL_VERSION, client: 'scripted' } as const;

describe('one abusive client does not hurt its neighbours (issue 33)', { timeout: 60_000 }, () => {
  it('a neighbour at the same address keeps playing while other connections flood', async () => {
    const running = await server({
      connectionPerSecond: 20,
      addressPerSecond: 40,
      seatPerSecond: 0,
    });
    const { host, guests } = await openTable(running.url, { guests: 2 });
    const players = [host, ...guests];
    // Six connections from the same address (127.0.0.1), each as fast as its own limit allows:
    // together three times the address's budget.
    const flooders = await Promise.all(
      Array.from({ length: 6 }, () => ScriptedClient.connect(running.url)),
    );
    // Each sends without waiting for replies, 50 messages a second.
    let sent = 0;
    const flood = setInterval(() => {
      for (const flooder of flooders)
        flooder.socket.emit(MESSAGE_EVENT, { ...hello, rid: `flood-${String(++sent)}` });
    }, 20);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Every move the neighbours make is accepted (playMoves fails on a refused move), and a
    // chat line gets through too.
    await playMoves(players, 8, 'neighbour');
    expect((await host.request({ type: 'chat', text: 'still here' })).ok).toBe(true);
    clearInterval(flood);
    const floodRefused = flooders
      .flatMap((flooder) => flooder.received)
      .filter((m) => (m as { error?: { code?: string } }).error?.code === 'rate_limited');
    expect(floodRefused.length).toBeGreaterThan(0);
    const metrics = await (await fetch(`${running.url}/metrics`)).text();
    expect(metrics).toMatch(/fabula_limited_total\{limit="address"\} [1-9]/);
    for (const client of [...players, ...flooders]) client.close();
  }, 60_000);

  it('caps the connections of one address with a typed error, and frees the place on close', async () => {
    const running = await server({ connectionsPerAddress: 2 });
    const first = await ScriptedClient.connect(running.url);
    const second = await ScriptedClient.connect(running.url);
    const third = bareSocket(running.url);
    expect(await third.closed).toBe('io server disconnect');
    expect(third.received).toMatchObject([
      { type: 'error', error: { code: 'too_many_connections' } },
    ]);
    expect((await first.request(hello)).ok).toBe(true);
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = await ScriptedClient.connect(running.url);
    expect((await fourth.request(hello)).ok).toBe(true);
    second.close();
    fourth.close();
  });

  it('closes a connection that does not say hello in time, and only that one', async () => {
    const running = await server({ helloTimeoutMs: 300 });
    const polite = await ScriptedClient.connect(running.url);
    const silent = bareSocket(running.url);
    const started = Date.now();
    expect(await silent.closed).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(silent.received).toMatchObject([
      { type: 'error', error: { code: 'handshake_timeout' } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(polite.socket.connected).toBe(true);
    expect((await polite.request(hello)).ok).toBe(true);
    polite.close();
  });

  it('reads no frame much bigger than a message: a huge one closes its connection', async () => {
    const running = await server({});
    const client = await ScriptedClient.connect(running.url);
    // Just over the message limit: read, and answered with a typed error.
    const over = await client.request({ type: 'chat', text: 'a'.repeat(20_000) });
    expect(over).toMatchObject({ ok: false, error: { code: 'too_large' } });
    const bystander = await ScriptedClient.connect(running.url);
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    client.socket.emit(MESSAGE_EVENT, { type: 'chat', rid: 'big', text: 'b'.repeat(1_000_000) });
    expect(await closed).toBe('transport close');
    expect((await bystander.request(hello)).ok).toBe(true);
    bystander.close();
  });

  it('limits the rooms one address creates per hour (ROOMS_PER_HOUR), telling when to retry', async () => {
    const running = await server({ roomsPerHour: 4, trustProxy: 1 });
    const connectFrom = (address: string) =>
      ScriptedClient.connect(running.url, { headers: { 'x-forwarded-for': address } });
    const host = await connectFrom('203.0.113.7');
    expect((await host.request({ type: 'createRoom', profile: profile('Ann') })).ok).toBe(true);
    const again = await connectFrom('203.0.113.7');
    const refused = await again.request({ type: 'createRoom', profile: profile('Ann') });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'too_many_rooms', details: { retryAfterMs: 900_000 } },
    });
    const other = await connectFrom('198.51.100.20');
    expect((await other.request({ type: 'createRoom', profile: profile('Ben') })).ok).toBe(true);
    for (const client of [host, again, other]) client.close();
  });
});
