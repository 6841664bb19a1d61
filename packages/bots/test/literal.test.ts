import { builtInDeck } from '@fabula/deck';
import { seededRandom } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { perceiveFits, profileOf, understandClue, vectorFit } from '../src/index.ts';
import { levelParams } from '../src/profile.ts';

describe('a literal clue', () => {
  it("(a card's main object) finds its card among six at least 90% of the time", () => {
    const random = seededRandom('literal');
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    let found = 0;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      const target = pick(builtInDeck);
      const focal = target.objects[0]?.name ?? '';
      // Decoys show other main objects: a literal clue cannot tell two moon cards apart.
      const decoys: (typeof target)[] = [];
      while (decoys.length < 5) {
        const other = pick(builtInDeck);
        if (other.objects[0]?.name !== focal && !decoys.includes(other)) decoys.push(other);
      }
      const board = [target, ...decoys];
      const meaning = understandClue(focal, 'en').vector;
      expect(meaning).not.toBeNull();
      if (!meaning) continue;
      const fits = board.map((c) => {
        const profile = profileOf(c);
        return profile ? vectorFit(meaning, profile) : null;
      });
      // A normal-level listener, noise included.
      const scores = perceiveFits(fits, levelParams.normal.voteBeta, random);
      const best = scores.indexOf(Math.max(...scores));
      if (best === 0) found++;
    }
    expect(found / trials).toBeGreaterThanOrEqual(0.9);
  });
});
