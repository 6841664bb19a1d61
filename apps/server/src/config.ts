import { join, resolve } from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxy.ts';
import { defaultCheckpointEvery } from './storage/fast/doc-checkpoints.ts';
import { defaultPoolSize } from './storage/postgres/postgres-store.ts';

/** Server settings, from the environment (documented in README.md, "Configuration"). */
export interface ServerConfig {
  /** PORT: the HTTP/WebSocket port (default 3000). */
  readonly port: number;
  /** HOST: the address to listen on (default 0.0.0.0, so phones on the same network can join). */
  readonly host: string;
  /** DATA_DIR: where the SQLite database and uploaded decks live (default ./data). */
  readonly dataDir: string;
  /** ROOM_IDLE_HOURS: rooms untouched this long are deleted (default 24; finished games kept). */
  readonly roomIdleHours: number;
  /** LOG_LEVEL: pino level (default info; "silent" in tests). */
  readonly logLevel: string;
  /**
   * BOT_DELAY_MS: the unit of a bot's thinking pause (default 1500; 0 in tests): see
   * rooms/bot-pace.ts for the multiples each kind of move takes.
   */
  readonly botDelayMs: number;
  /** HOST_HANDOVER_MS: host powers pass on after the host is gone this long (default 60000). */
  readonly hostHandoverMs: number;
  /** SQLITE_SYNC: `full` (default; every move survives a power cut) or `normal` (survives a crash). */
  readonly durability: 'full' | 'normal';
  /**
   * SERVER_PATH: `fast` (default) or `plain`: the reference path, the plain SQLite store and the
   * plain publisher, with Socket.IO's own encoder and sends (docs/architecture.md, "Meaning and
   * speed"). The same behaviour, several times the CPU per command.
   */
  readonly serverPath: ServerPath;
  /** WEB_DIST: the web client's build to serve (default apps/web/dist; absent: API only). */
  readonly webDist: string;
  /** DATABASE_URL: `postgres://…` to keep rooms in Postgres (scale-out); unset: SQLite in DATA_DIR. */
  readonly databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: Postgres connections per process, kept once opened (default 10). */
  readonly databasePoolSize: number;
  /**
   * DOC_CHECKPOINT_EVERY: a room's whole document is stored at least every this many versions;
   * the moves between are kept in the log only (default 16; 1 stores it on every write).
   */
  readonly docCheckpointEvery: number;
  /** REDIS_URL: `redis://…` to share pushes and presence with other processes; unset: one process. */
  readonly redisUrl: string | null;
  /** REDIS_PREFIX: names the Socket.IO stream and presence keys in Redis (default `fabula`). */
  readonly redisPrefix: string;
  /** How often the scheduler looks for due timers and bot moves (ms; default 100). */
  readonly schedulerIntervalMs: number;
  /** RATE_PER_CONNECTION: requests per second one connection may sustain (default 20; burst 2×). */
  readonly connectionPerSecond: number;
  /**
   * RATE_PER_ADDRESS: requests per second one address may sustain before counting its seats
   * (default 200; burst 2×), shared fairly by its seats and connections (limits/fair-limits.ts).
   */
  readonly addressPerSecond: number;
  /** RATE_PER_SEAT: what each distinct seat an address holds adds to its budget (default 10). */
  readonly seatPerSecond: number;
  /** CONNECTIONS_PER_ADDRESS: connections one address may hold open at once (default 64). */
  readonly connectionsPerAddress: number;
  /** ROOMS_PER_HOUR: rooms one address may create per hour (default 60; a quarter at once). */
  readonly roomsPerHour: number;
  /** HELLO_TIMEOUT_MS: a connection that has not said hello this long is closed (default 10000). */
  readonly helloTimeoutMs: number;
  /** DECKS_DIR: where uploaded decks are stored (default null: DATA_DIR/decks). */
  readonly decksDir: string | null;
  /** DECK_UPLOADS_PER_HOUR: deck uploads one address may make per hour (default 30; burst ¼). */
  readonly deckUploadsPerHour: number;
  /** PUBLIC_URL: the address invite links use (default null: this machine's network address). */
  readonly publicUrl: string | null;
  /**
   * HELPER_THREAD_NICE: nice value (0–19) of V8's garbage-collection helper threads (default 19;
   * 0 leaves them as they are), so the serving thread wins a shared core (runtime/thread-priority.ts).
   */
  readonly helperThreadNice: number;
  /**
   * TRUST_PROXY: the proxies whose `X-Forwarded-For` names the client (default false: none), as
   * a hop count or their addresses (http/trusted-proxy.ts). Used by HTTP and the WebSocket.
   */
  readonly trustProxy: TrustProxy;
  /** METRICS_TOKEN: when set, `GET /metrics` needs `Authorization: Bearer <token>`. */
  readonly metricsToken: string | null;
  /** METRICS_ADDRESS: `host:port` to serve `/metrics` on instead of the main port (default null). */
  readonly metricsAddress: { readonly host: string; readonly port: number } | null;
  /** DECK_UPLOADS_AT_ONCE: deck uploads one address may have under way at once (default 2). */
  readonly deckUploadsAtOnce: number;
  /**
   * UPLOAD_MIN_BYTES_PER_SECOND: an upload slower than this on average, after its first 10 s,
   * is cut off with 408 so a trickle cannot hold an upload slot (default 10000).
   */
  readonly uploadMinBytesPerSecond: number;
  /**
   * ROOM_TIMERS: the phase timers a new room starts with: `suggested` (default: the game keeps
   * moving; `suggestedTimers`) or `off` (players take their time; the host may still set them).
   */
  readonly roomTimers: 'suggested' | 'off';
}

function intFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

function databaseUrlFrom(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (unset it to use SQLite).');
  }
  return raw;
}

function publicUrlFrom(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  const url = URL.parse(raw);
  if (
    url === null ||
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search !== ''
  ) {
    throw new Error(
      `PUBLIC_URL must be an http(s) origin such as https://play.example.org, not "${raw}".`,
    );
  }
  return url.origin;
}

function redisUrlFrom(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!/^rediss?:\/\//.test(raw)) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL (unset it to run one process).');
  }
  return raw;
}

function redisPrefixFrom(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'fabula';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(raw)) {
    throw new Error('REDIS_PREFIX must be 1-64 letters, digits, dots, dashes or underscores.');
  }
  return raw;
}

function metricsTokenFrom(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (raw.length < 16 || /\s/.test(raw)) {
    throw new Error(
      'METRICS_TOKEN must be at least 16 characters without spaces (e.g. openssl rand -hex 24).',
    );
  }
  return raw;
}

function metricsAddressFrom(raw: string | undefined): ServerConfig['metricsAddress'] {
  if (raw === undefined || raw === '') return null;
  const match = /^\[?([^\]]*?)\]?:(\d{1,5})$/.exec(raw);
  const port = Number(match?.[2]);
  if (match?.[1] === undefined || match[1] === '' || port < 1 || port > 65535) {
    throw new Error(`METRICS_ADDRESS must be host:port, such as 127.0.0.1:9464, not "${raw}".`);
  }
  return { host: match[1], port };
}

function roomTimersFrom(raw: string | undefined): 'suggested' | 'off' {
  if (raw === undefined || raw === '' || raw === 'suggested') return 'suggested';
  if (raw === 'off') return 'off';
  throw new Error(`ROOM_TIMERS must be "suggested" or "off", not "${raw}".`);
}

/** Which implementations run the server: the reference ones, or those made fast. */
export type ServerPath = 'fast' | 'plain';

function serverPathFrom(raw: string | undefined): ServerPath {
  if (raw === undefined || raw === '' || raw === 'fast') return 'fast';
  if (raw === 'plain') return 'plain';
  throw new Error(`SERVER_PATH must be "fast" or "plain", not "${raw}".`);
}

function durabilityFrom(raw: string | undefined): 'full' | 'normal' {
  if (raw === undefined || raw === '' || raw === 'full') return 'full';
  if (raw === 'normal') return 'normal';
  throw new Error(`SQLITE_SYNC must be "full" or "normal", not "${raw}".`);
}

/** Reads the configuration; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFrom(env, 'PORT', 3000, 0, 65535),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    roomIdleHours: intFrom(env, 'ROOM_IDLE_HOURS', 24, 1, 24 * 365),
    logLevel: env.LOG_LEVEL ?? 'info',
    botDelayMs: intFrom(env, 'BOT_DELAY_MS', 1500, 0, 60_000),
    hostHandoverMs: intFrom(env, 'HOST_HANDOVER_MS', 60_000, 1000, 3_600_000),
    durability: durabilityFrom(env.SQLITE_SYNC),
    serverPath: serverPathFrom(env.SERVER_PATH),
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    databasePoolSize: intFrom(env, 'DATABASE_POOL_SIZE', defaultPoolSize, 1, 1000),
    docCheckpointEvery: intFrom(env, 'DOC_CHECKPOINT_EVERY', defaultCheckpointEvery, 1, 1000),
    redisUrl: redisUrlFrom(env.REDIS_URL),
    redisPrefix: redisPrefixFrom(env.REDIS_PREFIX),
    webDist: resolve(env.WEB_DIST ?? join(import.meta.dirname, '..', '..', 'web', 'dist')),
    schedulerIntervalMs: intFrom(env, 'SCHEDULER_INTERVAL_MS', 100, 5, 10_000),
    connectionPerSecond: intFrom(env, 'RATE_PER_CONNECTION', 20, 1, 100_000),
    addressPerSecond: intFrom(env, 'RATE_PER_ADDRESS', 200, 1, 1_000_000),
    seatPerSecond: intFrom(env, 'RATE_PER_SEAT', 10, 0, 100_000),
    connectionsPerAddress: intFrom(env, 'CONNECTIONS_PER_ADDRESS', 64, 1, 1_000_000),
    roomsPerHour: intFrom(env, 'ROOMS_PER_HOUR', 60, 1, 1_000_000),
    helloTimeoutMs: intFrom(env, 'HELLO_TIMEOUT_MS', 10_000, 100, 600_000),
    decksDir: env.DECKS_DIR === undefined || env.DECKS_DIR === '' ? null : resolve(env.DECKS_DIR),
    deckUploadsPerHour: intFrom(env, 'DECK_UPLOADS_PER_HOUR', 30, 1, 1_000_000),
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    helperThreadNice: intFrom(env, 'HELPER_THREAD_NICE', 19, 0, 19),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    metricsAddress: metricsAddressFrom(env.METRICS_ADDRESS),
    deckUploadsAtOnce: intFrom(env, 'DECK_UPLOADS_AT_ONCE', 2, 1, 100),
    uploadMinBytesPerSecond: intFrom(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 10_000, 0, 100_000_000),
    roomTimers: roomTimersFrom(env.ROOM_TIMERS),
  };
}
