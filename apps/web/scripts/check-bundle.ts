/**
 * The home page's initial JavaScript must stay at most 100 KB gzipped (issue 6), and every text
 * file of the build must have its brotli and gzip twins, which the server sends as they are
 * (issue 30: without them it would send the files uncompressed). Run after
 * `vite build`: `node apps/web/scripts/check-bundle.ts` (or `npm run check:bundle -w @fabula/web`).
 * "Initial" = the module scripts index.html loads plus every chunk they import statically
 * (`import` statements, followed transitively); dynamic `import()` chunks (room screens, the
 * deck's words) load later and are listed separately.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT = 100 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  process.stderr.write('No dist/index.html: run `npx vite build` in apps/web first.\n');
  process.exit(2);
}

const html = readFileSync(indexFile, 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => (m[1] ?? '').replace(/^\//, ''));

/** Chunks imported statically by a chunk (relative specifiers in import/export-from statements). */
function staticImports(file: string, code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
  )) {
    const spec = m[1] ?? '';
    if (spec.startsWith('.')) found.push(posix.join(posix.dirname(file), spec));
  }
  return found;
}

const initial = new Set<string>();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift() ?? '';
  if (initial.has(file) || !file.endsWith('.js')) continue;
  initial.add(file);
  queue.push(...staticImports(file, readFileSync(join(dist, file), 'utf8')));
}

let total = 0;
for (const file of initial) {
  const gz = gzipSync(readFileSync(join(dist, file))).length;
  total += gz;
  process.stdout.write(`  ${file}  ${(gz / 1024).toFixed(1)} KB gzipped\n`);
}

const textFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.(?:html|js|css|json|svg)$/.test(f),
);
const unpaired = textFiles.filter(
  (f) => !existsSync(join(dist, `${f}.br`)) || !existsSync(join(dist, `${f}.gz`)),
);
for (const file of unpaired) process.stdout.write(`  ${file}: no .br or .gz beside it\n`);
process.stdout.write(
  `Precompressed: ${String(textFiles.length - unpaired.length)} of ${String(textFiles.length)} text files have .br and .gz\n`,
);

const verdict = total <= LIMIT ? 'ok' : 'OVER BUDGET';
process.stdout.write(
  `Home page initial JS: ${(total / 1024).toFixed(1)} KB gzipped (limit ${String(LIMIT / 1024)} KB): ${verdict}\n`,
);
if (total > LIMIT || unpaired.length > 0) process.exit(1);
