import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sqlInteger, sqlText } from '../src/storage/postgres/sql-literals.ts';

const awkward = [
  '',
  "it's",
  'back\\slash',
  '$q$',
  'ends with $q',
  'ends with $',
  '$q1$ and $q$',
  '$$',
  '{"clue":"$q$; DROP TABLE rooms; --"}',
  'émoji 🦉 and \n newlines \t tabs',
];

describe('SQL literals', () => {
  it('quotes text so it never ends early', () => {
    for (const text of awkward) {
      const literal = sqlText(text);
      const tag = /^\$q\d*\$/.exec(literal)?.[0] ?? '';
      expect(literal.startsWith(tag) && literal.endsWith(tag)).toBe(true);
      // The closing tag's first appearance after the opening one is at the very end.
      expect(literal.indexOf(tag, tag.length)).toBe(literal.length - tag.length);
    }
    expect(sqlText(null)).toBe('NULL');
    expect(() => sqlText('nul \u0000 byte')).toThrow(/NUL/);
  });

  it('writes integers only', () => {
    expect(sqlInteger(42)).toBe('42');
    expect(sqlInteger(-1)).toBe('-1');
    expect(sqlInteger(null)).toBe('NULL');
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => sqlInteger(bad)).toThrow(/integer/);
  });

  const url = process.env.FABULA_TEST_POSTGRES_URL;
  it.runIf(url !== undefined)('reads back exactly, in Postgres', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const text of awkward) {
        const result = await client.query<{ t: string }>(`SELECT ${sqlText(text)} AS t`);
        expect(result.rows[0]?.t).toBe(text);
      }
    } finally {
      await client.end();
    }
  });
});
