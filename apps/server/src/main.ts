/**
 * `npm start`: runs Fabula on the embedded defaults (SQLite in ./data, port 3000). Settings come
 * from the environment (see config.ts and README.md). SIGINT/SIGTERM stop it gracefully:
 * requests under way finish and are stored before the process exits.
 */
import { loadConfig } from './config.ts';
import { startServer } from './app.ts';

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(`Fabula is running at ${server.url} (data in ${config.dataDir})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing requests under way, then stopping`);
    void server.close().then(() => process.exit(0));
  });
}
