/**
 * `npm start`: runs Fabula on the embedded defaults (SQLite in ./data, port 3000). Settings come
 * from the environment (see config.ts and README.md). SIGINT/SIGTERM stop it gracefully:
 * requests under way finish and are stored before the process exits.
 */
import { loadConfig } from './config.ts';
import { startServer } from './app.ts';
import { missingServerNodeFlags } from './runtime/server-node-flags.ts';
import { niceThreads, V8_HELPER_THREAD } from './runtime/thread-priority.ts';

const config = loadConfig();
// The whole process's helpers, once: tests that start servers in their own process keep theirs.
const niced =
  config.helperThreadNice > 0 ? niceThreads(V8_HELPER_THREAD, config.helperThreadNice) : 0;
const server = await startServer(config);
server.app.log.info(`Fabula is running at ${server.url} (data in ${config.dataDir})`);
if (niced > 0) {
  server.app.log.debug(
    `${String(niced)} GC helper threads run at nice ${String(config.helperThreadNice)}`,
  );
}
const missingFlags = missingServerNodeFlags();
if (missingFlags.length > 0) {
  server.app.log.warn(
    `started without ${missingFlags.join(' ')}: under a CPU quota, expect longer stalls ` +
      `(run it as \`node ${missingFlags.join(' ')} apps/server/src/main.ts\`, see docs/scaling.md)`,
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing requests under way, then stopping`);
    void server.close().then(() => process.exit(0));
  });
}
