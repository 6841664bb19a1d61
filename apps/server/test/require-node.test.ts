import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
/** scripts/require-node.cjs: CommonJS in old syntax, so that an old Node.js can read it. */
const check = join(root, 'scripts', 'require-node.cjs');
const requireNode = createRequire(import.meta.url)(check) as {
  neededMajor(): number;
  nodeVersionProblem(
    version: string,
    needed: number,
    executable: string,
    command: string,
  ): string | null;
};

/** Debian's Node.js, when this machine has an older one than Fabula needs (it does: 20). */
function oldNode(): string | null {
  const path = '/usr/bin/node';
  if (!existsSync(path)) return null;
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return Number(/^v(\d+)/.exec(version)?.[1] ?? 0) < requireNode.neededMajor() ? path : null;
}
const old = oldNode();

describe('the Node.js version check', { timeout: 60_000 }, () => {
  it('names the version needed, the one found and how to get it, in one sentence', () => {
    const sentence = requireNode.nodeVersionProblem('v20.20.2', 24, '/usr/bin/node', 'npm test');
    expect(sentence).toBe(
      'Fabula needs Node.js 24, but the node on your PATH is v20.20.2 (/usr/bin/node): switch ' +
        "with `nvm use` in this folder, or run it with npm's node@24 package as " +
        '`npx -y -p node@24 -- npm test`.',
    );
    expect(requireNode.nodeVersionProblem('v24.0.0', 24, 'node', 'npm test')).toBeNull();
    expect(requireNode.nodeVersionProblem('v26.1.0', 24, 'node', 'npm test')).toBeNull();
    expect(requireNode.nodeVersionProblem('v8.17.0', 24, 'node', 'npm test')).toContain('v8.17.0');
  });

  it('reads the version needed from .nvmrc, which agrees with package.json', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toContain(`>=${String(requireNode.neededMajor())}`);
  });

  it('runs first in every npm script that starts Node.js', () => {
    const manifests = ['package.json', 'apps/web', 'apps/server', 'packages/deck', 'packages/bots'];
    const unchecked: string[] = [];
    for (const dir of manifests) {
      const file = join(root, dir.endsWith('.json') ? dir : join(dir, 'package.json'));
      const { scripts = {} } = JSON.parse(readFileSync(file, 'utf8')) as {
        scripts?: Record<string, string>;
      };
      for (const [name, command] of Object.entries(scripts)) {
        if (!/\bnode\b|vitest|eslint|prettier/.test(command) || name === 'typecheck') continue;
        if (!/^node (\.\.\/\.\.\/)?scripts\/require-node\.cjs( &&|$)/.test(command))
          unchecked.push(`${dir} ${name}`);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it.skipIf(old === null)(
    'stops npm start and npm test on an old Node.js with the sentence',
    () => {
      const oldPath = `/usr/bin:/bin`;
      const npm = existsSync('/usr/bin/npm') ? '/usr/bin/npm' : null;
      for (const command of ['start', 'test']) {
        const run =
          npm === null
            ? spawnSync(old ?? '', [check], {
                cwd: root,
                encoding: 'utf8',
                env: { PATH: oldPath, npm_lifecycle_event: command },
              })
            : spawnSync(npm, [command], {
                cwd: root,
                encoding: 'utf8',
                env: { PATH: oldPath, HOME: process.env.HOME ?? '/tmp' },
                timeout: 30_000,
              });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`Fabula needs Node.js 24, but the node on your PATH is v20.`);
        expect(run.stderr).toContain(`npx -y -p node@24 -- npm ${command}\``);
        expect(run.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
      }
    },
  );

  it('lets the current Node.js through without a word', () => {
    const run = spawnSync(process.execPath, [check], { encoding: 'utf8' });
    expect(run).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});
