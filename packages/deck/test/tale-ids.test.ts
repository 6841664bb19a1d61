import { describe, expect, it } from 'vitest';
import { taleIdsIn } from '../src/index.ts';

describe('taleIdsIn', () => {
  it('reads numbers and ids, pads them, keeps the first of each in the order written', () => {
    expect(taleIdsIn('89, tale-161,7\n# 300 is a comment\ntale-089 12 # 45')).toEqual([
      'tale-089',
      'tale-161',
      'tale-007',
      'tale-012',
    ]);
  });

  it('finds nothing in a list with no number', () => {
    expect(taleIdsIn('# only a comment\n\n')).toEqual([]);
  });
});
