import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess } from './process.ts';
import { deleteRedisKeys } from './services.ts';

/** Server processes sharing one Postgres database and one Redis, each on its own port. */
export class TestCluster {
  readonly ports: number[];
  readonly children: (ChildProcess | null)[];
  private readonly env: Record<string, string>;
  private readonly dataDir: string;
  /** Processes spawned but not yet ready, so that stopping the cluster ends them too. */
  private readonly starting = new Set<ChildProcess>();
  private stopped = false;

  private constructor(ports: number[], env: Record<string, string>, dataDir: string) {
    this.ports = ports;
    this.children = ports.map(() => null);
    this.env = env;
    this.dataDir = dataDir;
  }

  /** Starts `processes` servers with DATABASE_URL, REDIS_URL and a REDIS_PREFIX of their own. */
  static async start(
    processes: number,
    env: { databaseUrl: string; redisUrl: string; redisPrefix: string } & Record<string, string>,
  ): Promise<TestCluster> {
    const ports: number[] = [];
    for (let i = 0; i < processes; i++) ports.push(await freePort());
    const { databaseUrl, redisUrl, redisPrefix, ...rest } = env;
    const cluster = new TestCluster(
      ports,
      { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, ...rest },
      // Uploaded decks live on disk: every process of a cluster must see the same folder.
      mkdtempSync(join(tmpdir(), 'fabula-cluster-')),
    );
    // One at a time: the first runs the migrations, the others find them done.
    try {
      for (let i = 0; i < processes; i++) await cluster.restart(i);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  url(index: number): string {
    return `http://127.0.0.1:${this.ports[index] ?? 0}`;
  }

  isUp(index: number): boolean {
    const child = this.children[index];
    return (
      child !== null && child !== undefined && child.exitCode === null && child.signalCode === null
    );
  }

  /** Starts process `index` again (after a kill) on its port. */
  async restart(index: number): Promise<void> {
    const port = this.ports[index];
    if (port === undefined) throw new Error(`no process ${index}`);
    // Starting takes seconds (loading the bots' word vectors), more on a busy CI machine.
    if (this.stopped) throw new Error('the cluster is stopped');
    const { child } = await startServerProcess(port, this.dataDir, this.env, {
      startupMs: 90_000,
      onSpawn: (spawned) => {
        this.starting.add(spawned);
        void new Promise((resolve) => spawned.once('exit', resolve)).then(() =>
          this.starting.delete(spawned),
        );
      },
    });
    this.starting.delete(child);
    this.children[index] = child;
  }

  /** `kill -9`: no goodbye to the database, Redis or the clients. */
  async kill(index: number): Promise<void> {
    const child = this.children[index];
    if (!child || !this.isUp(index)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Kills every process and removes what they left: the data folder, their keys in Redis. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const child of this.starting) child.kill('SIGKILL');
    for (let i = 0; i < this.children.length; i++) await this.kill(i);
    rmSync(this.dataDir, { recursive: true, force: true });
    await deleteRedisKeys(this.env.REDIS_URL ?? '', this.env.REDIS_PREFIX ?? '-');
  }
}
