import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { warmUpInTurns } from '@fabula/bots';
import { builtInDeck } from '@fabula/deck';
import { MAX_MESSAGE_BYTES, type RoomCode } from '@fabula/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { ServerConfig } from './config.ts';
import { loadDeck } from './decks/deck-store.ts';
import { ClueMedia } from './clues/clue-media.ts';
import { registerClueRoutes } from './clues/routes.ts';
import { registerDeckRoutes } from './decks/routes.ts';
import { registerInviteOrigins } from './http/invite-origins.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { trustFunction } from './http/trusted-proxy.ts';
import { CardLibrary } from './rooms/card-library.ts';
import { FairLimits } from './limits/fair-limits.ts';
import { TokenBuckets } from './limits/token-bucket.ts';
import { Metrics } from './observability/metrics.ts';
import { serveMetrics } from './observability/metrics-endpoint.ts';
import { markAwayUnlessConnected } from './realtime/away.ts';
import { joinCluster } from './realtime/cluster.ts';
import { handleConnection } from './realtime/connection.ts';
import { FastPublisher } from './realtime/fast/fast-publisher.ts';
import {
  addressConnectionsByClient,
  releaseUpgradeRequests,
  sendMessage,
  wireParser,
} from './realtime/socket-internals.ts';
import { PlainPublisher, plainSend, type RoomPublisher } from './realtime/publisher.ts';
import { RoomService, unchanged, type RoomChange } from './rooms/service.ts';
import { Scheduler } from './scheduler.ts';
import { registerWebApp } from './http/web-app.ts';
import type { RoomStore } from './rooms/decision.ts';
import { openRoomStore } from './storage/open-store.ts';

/**
 * The largest WebSocket frame read (Socket.IO's `maxHttpBufferSize`): twice the protocol's
 * message limit, so a message a little too long still gets its typed `too_large` reply, while a
 * bigger frame closes its connection (1009) before it is buffered or parsed.
 */
export const FRAME_LIMIT_BYTES = 2 * MAX_MESSAGE_BYTES;

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly io: Server;
  readonly store: RoomStore;
  /** The address it listens on, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  /** Where `/metrics` is served when METRICS_ADDRESS moves it off the main port, else null. */
  readonly metricsUrl: string | null;
  /** Stops taking connections, finishes requests under way, then closes the store. */
  close(): Promise<void>;
}

/**
 * Starts Fabula's server: HTTP (health, metrics) with Fastify, play over Socket.IO (WebSocket
 * only: no long-polling, so no sticky sessions are ever needed), the store (SQLite, or Postgres
 * with DATABASE_URL), the scheduler; with REDIS_URL it joins the other processes (cluster.ts).
 */
export async function startServer(
  config: ServerConfig,
  options: { clock?: () => number; newSeed?: () => string } = {},
): Promise<RunningServer> {
  const clock = options.clock ?? Date.now;
  mkdirSync(config.dataDir, { recursive: true });
  // The client's address (request.ip, the per-address limits) from X-Forwarded-For only as far
  // as TRUST_PROXY vouches for the hops; the WebSocket handshake reads it the same way.
  const trust = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: trust,
  });
  await registerSecurityHeaders(app, config.publicUrl);
  const store = await openRoomStore(config, { clock, log: app.log });
  const fast = config.serverPath === 'fast';
  const metrics = new Metrics();
  const io = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    // The fast path writes our events with its own encoder (realtime/socket-internals.ts).
    ...(fast ? { parser: wireParser } : {}),
    maxHttpBufferSize: FRAME_LIMIT_BYTES,
    // A connection that never joins Socket.IO's namespace (a bare engine.io client) is closed
    // as one that never says hello is (connection.ts).
    connectTimeout: config.helloTimeoutMs,
  });
  // Before the upgrade request is let go of: the client's address, through trusted proxies.
  addressConnectionsByClient(io, trust);
  if (fast) releaseUpgradeRequests(io);
  const inFlight = new Set<Promise<unknown>>();
  /** Runs work nobody awaits (presence upkeep), so a graceful stop can still wait for it. */
  const background = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => {
      app.log.warn({ err: error }, 'presence update failed');
    });
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };
  const refresh = async (code: RoomCode) => {
    const room = await service.peek(code);
    if (room) await publisher.publish(unchanged(room));
  };
  // With REDIS_URL: the Redis Streams adapter and presence shared by every process.
  const cluster = await joinCluster(io, {
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    log: app.log,
    onGone(code, holders) {
      background(
        (async () => {
          for (const holder of holders)
            await markAwayUnlessConnected(cluster.presence, service, code, holder);
          await refresh(code);
        })(),
      );
    },
    onBack(code, holders) {
      background(
        (async () => {
          for (const holder of holders) await service.setPresence(code, holder, true);
          await refresh(code);
        })(),
      );
    },
  });
  const publisher: RoomPublisher = fast
    ? new FastPublisher(io, cluster.presence, { clustered: config.redisUrl !== null })
    : new PlainPublisher(io, cluster.presence);
  // The service wakes the scheduler, which needs the service: tie the knot through a reference.
  const schedulerRef: { current: Scheduler | null } = { current: null };
  const media = new ClueMedia(join(config.dataDir, 'clues'));
  const service = new RoomService({
    store,
    publisher: {
      async publish(change: RoomChange) {
        // Due now (a bot with no pause): this process acts at once; the others would only
        // notice at their next poll, and the claim keeps them from acting too.
        if (change.room.deadline !== null && change.room.deadline <= clock())
          schedulerRef.current?.wake();
        await publisher.publish(change);
      },
    },
    library: new CardLibrary((id) =>
      loadDeck(id, config.decksDir ?? join(config.dataDir, 'decks')),
    ),
    clock,
    botDelayMs: config.botDelayMs,
    hostHandoverMs: config.hostHandoverMs,
    media,
    roomTimers: config.roomTimers,
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
  });
  const scheduler = new Scheduler({
    store,
    service,
    clock,
    log: app.log,
    intervalMs: config.schedulerIntervalMs,
  });
  const lifecycle = { stopping: false };
  const limits = new FairLimits({
    perConnection: config.connectionPerSecond,
    perAddress: config.addressPerSecond,
    perSeat: config.seatPerSecond,
    connectionsPerAddress: config.connectionsPerAddress,
  });
  const roomsCreated = {
    buckets: new TokenBuckets({
      burst: Math.max(1, Math.ceil(config.roomsPerHour / 4)),
      perSecond: config.roomsPerHour / 3600,
    }),
    perHour: config.roomsPerHour,
  };
  const sweeper = setInterval(() => {
    roomsCreated.buckets.sweep(clock());
    // A room's drawings and recordings go with it.
    void store
      .expireRooms({
        idleBefore: clock() - config.roomIdleHours * 3_600_000,
        finishedBefore: null,
      })
      .then((codes) => Promise.all(codes.map((code) => media.deleteRoom(code))));
  }, 60_000);
  sweeper.unref();

  io.on('connection', (socket) => {
    handleConnection(socket, {
      service,
      publisher,
      send: fast ? sendMessage : plainSend,
      presence: cluster.presence,
      limits,
      roomsCreated,
      helloTimeoutMs: config.helloTimeoutMs,
      metrics,
      log: app.log,
      clock,
      inFlight,
      lifecycle,
    });
  });

  // The web client, when built (npm start builds it).
  await registerWebApp(app, config.webDist);

  // For load balancers: 503 while stopping (drain this process) or when Redis is out of reach.
  app.get('/healthz', async (_request, reply) => {
    const rooms = await store.countRooms();
    const shared = await cluster.healthy();
    const ok = shared && !lifecycle.stopping;
    return reply.code(ok ? 200 : 503).send({
      ok,
      rooms,
      ...(config.redisUrl === null ? {} : { redis: shared }),
      ...(lifecycle.stopping ? { stopping: true } : {}),
    });
  });
  const metricsEndpoint = await serveMetrics(app, {
    token: config.metricsToken,
    address: config.metricsAddress,
    async text() {
      const rooms = await store.countRooms();
      for (const [phase, count] of Object.entries(rooms)) metrics.rooms.set({ phase }, count);
      return metrics.text();
    },
  });

  registerDeckRoutes(app, { config, clock });
  registerClueRoutes(app, { store, media });
  registerInviteOrigins(app, config);

  const address = await app.listen({ port: config.port, host: config.host });
  // The bots' tables for the built-in cards fill between requests once the server listens, so a
  // start takes a second, not the 3–6 s of CPU they cost; a bot deciding before then builds
  // what it needs itself.
  const warming = new AbortController();
  const warmedUp = warmUpInTurns(builtInDeck, warming.signal).catch((error: unknown) => {
    app.log.warn({ err: error }, 'bots warm-up failed');
  });
  schedulerRef.current = scheduler;
  scheduler.start();
  scheduler.wake();

  return {
    app,
    io,
    store,
    url: address.replace('[::]', '127.0.0.1').replace('0.0.0.0', '127.0.0.1'),
    metricsUrl: metricsEndpoint.url,
    async close() {
      // Refuse new requests, let those under way finish and reply, then close connections.
      lifecycle.stopping = true;
      warming.abort();
      clearInterval(sweeper);
      await scheduler.stop();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      // io.close() discards what a connection has not written yet, such as the replies just
      // sent: close each connection gently first (engine.io writes out its buffer, then closes;
      // clients see a transport close and reconnect), bounded in time.
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
      const drained = Date.now() + 2000;
      while (io.engine.clientsCount > 0 && Date.now() < drained) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise<void>((resolve) => {
        void io.close(() => {
          resolve();
        });
      });
      // Closing the sockets marks their players away (unless connected to another process).
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await cluster.close();
      await metricsEndpoint.close();
      await app.close();
      await store.close();
      await warmedUp;
    },
  };
}
