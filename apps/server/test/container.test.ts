import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';
import { SERVER_NODE_FLAGS } from '../src/runtime/server-node-flags.ts';
import { startTestServer } from './support/server.ts';

/**
 * The container files, checked without a container engine (this machine has none; CI builds the
 * image where one runs): what they name exists, and what they run works.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => /^[A-Z]+\s/.test(line))
  .map((line) => ({
    op: line.split(/\s/)[0] ?? '',
    rest: line.slice(line.indexOf(' ') + 1).trim(),
  }));
const runtime = instructions.slice(instructions.findLastIndex((i) => i.op === 'FROM'));
const jsonArgs = (op: string) =>
  JSON.parse(runtime.find((i) => i.op === op)?.rest.replace(/^CMD\s+/, '') ?? '[]') as string[];

/** The variables of the README's configuration table. */
const documented = new Set(
  [...read('README.md').matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1] ?? ''),
);

interface ComposeService {
  profiles?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown>;
  ports?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('the Dockerfile', { timeout: 60_000 }, () => {
  it('builds in two stages and runs as the unprivileged node user with data in /data', () => {
    expect(instructions.filter((i) => i.op === 'FROM')).toHaveLength(2);
    expect(runtime.find((i) => i.op === 'USER')?.rest).toBe('node');
    expect(runtime.find((i) => i.op === 'VOLUME')?.rest).toBe('/data');
    expect(runtime.find((i) => i.op === 'ENV')?.rest).toContain('DATA_DIR=/data');
  });

  it('copies files that exist, and runs scripts that exist', () => {
    for (const copy of instructions.filter((i) => i.op === 'COPY' && !i.rest.startsWith('--'))) {
      const sources = copy.rest.split(/\s+/).slice(0, -1);
      for (const source of sources) expect(existsSync(join(root, source)), source).toBe(true);
    }
    for (const run of instructions.filter((i) => i.op === 'RUN')) {
      for (const [, script, workspace] of run.rest.matchAll(/npm run -s (\S+) -w (\S+)/g)) {
        const dir = (workspace ?? '').replace('@fabula/', '');
        const manifest = ['apps', 'packages']
          .map((parent) => join(root, parent, dir, 'package.json'))
          .find((file) => existsSync(file));
        const scripts = (
          JSON.parse(readFileSync(manifest ?? '', 'utf8')) as {
            scripts: Record<string, string>;
          }
        ).scripts;
        expect(scripts[script ?? ''], `${String(workspace)} ${String(script)}`).toBeDefined();
      }
    }
  });

  it('starts the server as npm start does, with its V8 flags', () => {
    const command = jsonArgs('CMD');
    expect(command).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/server/src/main.ts']);
    expect(existsSync(join(root, command.at(-1) ?? ''))).toBe(true);
  });

  it('has a health check that passes on a running server and fails on a stopped one', async () => {
    const healthcheck = runtime.find((i) => i.op === 'HEALTHCHECK')?.rest ?? '';
    const command = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD') + 3)) as string[];
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    const server = await startTestServer();
    const port = new URL(server.url).port;
    // Asynchronously: the server answering it runs in this process.
    const probe = () =>
      new Promise<number | null>((resolve) => {
        const child = execFile(process.execPath, command.slice(1), {
          env: { PORT: port },
          timeout: 10_000,
        });
        child.once('exit', resolve);
      });
    try {
      expect(await probe()).toBe(0);
    } finally {
      await server.stop();
    }
    expect(await probe()).toBe(1);
  });

  it('leaves the checkout’s own data and dependencies out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'data', '.env', '.git'])
      expect(ignored).toContain(entry);
  });
});

describe('compose.yaml and .env.example', () => {
  it('starts SQLite by default, and the cluster (profile) behind the proxy', () => {
    const { services } = compose;
    expect(services.fabula?.profiles).toBeUndefined();
    expect(services.fabula?.volumes).toEqual(['fabula-data:/data']);
    for (const name of ['fabula-1', 'fabula-2', 'postgres', 'redis', 'proxy'])
      expect(services[name]?.profiles, name).toEqual(['cluster']);
    for (const name of ['fabula-1', 'fabula-2']) {
      const env = services[name]?.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/fabula:.*@postgres:5432\/fabula$/);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      // Reachable only through the proxy, which is the one hop they trust.
      expect(env.TRUST_PROXY).toBe('1');
      expect(services[name]?.ports).toBeUndefined();
      expect(Object.keys(services[name]?.depends_on ?? {})).toEqual(['postgres', 'redis']);
    }
    expect(Object.keys(services.proxy?.depends_on ?? {})).toEqual(['fabula-1', 'fabula-2']);
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toContain('reverse_proxy @play fabula-1:3000 fabula-2:3000');
    expect(caddyfile).toContain('lb_policy query room');
  });

  it('mounts files and volumes that exist', () => {
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(join(root, source)), source).toBe(true);
        else expect(compose.volumes, source).toHaveProperty(source);
      }
    }
  });

  it('gives the server only documented variables, with values it accepts', () => {
    const example = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .map((line) => /^#?\s*([A-Z_]+)=(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1] ?? '', match[2] ?? '']),
    );
    const composeOnly = new Set(['FABULA_PORT', 'FABULA_SITE', 'POSTGRES_PASSWORD']);
    for (const name of Object.keys(example)) {
      if (!composeOnly.has(name)) expect(documented, name).toContain(name);
    }
    const serverEnv = Object.fromEntries(
      Object.entries(example).filter(([name]) => !composeOnly.has(name)),
    );
    expect(() => loadConfig(serverEnv)).not.toThrow();
    for (const name of ['fabula-1', 'fabula-2'])
      for (const variable of Object.keys(compose.services[name]?.environment ?? {}))
        expect(documented, variable).toContain(variable);
  });
});
