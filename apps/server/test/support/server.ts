import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../src/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';

/** A real server on 127.0.0.1 with a fresh data folder, no bot pauses, and quiet logs. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: Parameters<typeof startServer>[1] = {},
): Promise<RunningServer & { dataDir: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-test-'));
  const config: ServerConfig = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'silent',
    botDelayMs: 0,
    durability: 'normal',
    schedulerIntervalMs: 20,
    connectionPerSecond: 100_000,
    addressPerSecond: 1_000_000,
    connectionsPerAddress: 1_000_000,
    roomsPerHour: 1_000_000,
    ...overrides,
  };
  const server = await startServer(config, options);
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
