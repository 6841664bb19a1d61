import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, type Command, type GameConfig } from '../src/index.ts';

const dir = join(import.meta.dirname, 'fixtures');
const files = readdirSync(dir).filter((f) => f.startsWith('golden-'));

interface Golden {
  config: GameConfig;
  log: Command[];
  outcome: {
    phase: unknown;
    scores: number[];
    rounds: { storyteller: number; outcome: string; points: number[] }[];
  };
}

/**
 * Recorded games (scripts/record-golden-games.ts): replaying each log must give exactly the
 * recorded result. A failure means the rules or the RNG changed; re-record only if intended.
 */
describe('golden recorded games (spec RP-REPLAY)', () => {
  it('has one recorded game per preset', () => {
    expect(files.length).toBe(7);
  });

  it.each(files)('RP-REPLAY: %s replays to its recorded outcome', (file) => {
    const golden = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Golden;
    const result = replay(golden.config, golden.log);
    if (!result.ok) throw new Error(`${result.error.code} at ${result.error.index}`);
    const state = result.value;
    expect(state.phase).toEqual(golden.outcome.phase);
    expect(state.scores).toEqual(golden.outcome.scores);
    expect(
      state.history.map((r) => ({
        storyteller: r.storyteller,
        outcome: r.outcome,
        points: r.points.map((p) => p.points),
      })),
    ).toEqual(golden.outcome.rounds);
  });
});
