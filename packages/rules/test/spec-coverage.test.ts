import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const spec = readFileSync(join(root, 'docs', 'rules-spec.md'), 'utf8');
const specIds = [...spec.matchAll(/\*\*([A-Z]+-[A-Z0-9-]+)\*\*/g)].map((m) => m[1] ?? '');

function testSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('docs/rules-spec.md', () => {
  it('gives every rule a unique id', () => {
    expect(specIds.length).toBeGreaterThan(50);
    expect(new Set(specIds).size).toBe(specIds.length);
  });

  it('has a test naming each rule id', () => {
    const tests = testSources(import.meta.dirname);
    const untested = specIds.filter((id) => !new RegExp(`\\b${id}\\b`).test(tests));
    expect(untested).toEqual([]);
  });
});
