import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retire, retiredSituations } from '../scripts/tales/retired.ts';
import { actions } from '../src/tales/compose/compose.ts';
import { talesDeck } from '../src/tales/deck.ts';

describe('the situations swaps threw out (curation/retired-situations.txt)', () => {
  it('reads ids with their reasons and comments, and adds new ones once, each with why', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'retired-')), 'retired.txt');
    writeFileSync(file, '# header\nsnail-race   # a look-alike\n\n');
    expect([...retiredSituations(file)]).toEqual(['snail-race']);
    const added = retire(
      new Map([
        ['snail-race', 'again'],
        ['cloud-floss', 'tale-012 swapped out'],
      ]),
      file,
    );
    expect(added).toEqual(['cloud-floss']);
    expect([...retiredSituations(file)]).toEqual(['snail-race', 'cloud-floss']);
    expect(readFileSync(file, 'utf8')).toContain('cloud-floss           # tale-012 swapped out\n');
  });

  it('names only situations the composer knows, and none a card of the deck shows', () => {
    const retired = [...retiredSituations()];
    expect(retired.length).toBeGreaterThan(20);
    const known = new Set(actions.map((a) => a.id));
    expect(retired.filter((id) => !known.has(id))).toEqual([]);
    const shown = new Set(talesDeck.map((c) => c.recipe.action));
    expect(retired.filter((id) => shown.has(id))).toEqual([]);
  });
});
