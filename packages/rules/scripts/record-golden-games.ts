/**
 * Records the golden games in test/fixtures: random full games whose replay the tests compare
 * with the recorded outcome. Re-run only when a rule change is intended, and say so in the commit:
 *   node packages/rules/scripts/record-golden-games.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFor, playRandomGame, testRandom } from '../test/support/random-game.ts';
import type { PresetId } from '../src/index.ts';

const tables: [PresetId, number, number][] = [
  ['dixit', 3, 1],
  ['dixit-original', 5, 2],
  ['odyssey', 8, 3],
  ['party', 6, 4],
  ['party-odyssey', 7, 5],
  ['teams', 8, 6],
  ['teams-odyssey', 6, 7],
];

for (const [preset, seats, seed] of tables) {
  const config = configFor(preset, seats, `golden-${preset}-${seats}`, {
    timers: { clue: 60_000, submit: 60_000, vote: 60_000, reveal: 30_000, race: null },
  });
  const game = playRandomGame(config, testRandom(seed));
  const fixture = {
    config,
    log: game.log,
    outcome: {
      phase: game.final.phase,
      scores: game.final.scores,
      rounds: game.final.history.map((r) => ({
        storyteller: r.storyteller,
        outcome: r.outcome,
        points: r.points.map((p) => p.points),
      })),
    },
  };
  const file = join(
    import.meta.dirname,
    '..',
    'test',
    'fixtures',
    `golden-${preset}-${seats}.json`,
  );
  writeFileSync(file, `${JSON.stringify(fixture)}\n`);
  process.stdout.write(
    `${file}: ${game.log.length} commands, ${game.final.history.length} rounds\n`,
  );
}
