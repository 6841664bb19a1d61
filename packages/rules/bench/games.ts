/**
 * `npm run bench:rules`: how fast the engine plays. Plays random legal full games of 6-player
 * Dixit and 12-player Odyssey on one core and prints, per table, the median of several runs of:
 * - play: complete games per second, random players choosing among `legalCommands` included;
 * - replay: the same games re-applied from their command logs (the engine alone), commands/s.
 * Options: --runs N (default 7), --games N per run (default 200), --json.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  apply,
  createGame,
  legalCommands,
  randomMove,
  replay,
  seededRandom,
  type Command,
  type GameConfig,
  type GameState,
  type PresetId,
} from '../src/index.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    games: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const gamesPerRun = Number(values.games);

const deck = Array.from({ length: 96 }, (_, i) => `card-${i}`);

function config(preset: PresetId, seats: number, seed: number): GameConfig {
  return { preset, seats, deck, seed: `bench-${seed}`, at: 0 };
}

/** One random legal game; seats are asked in turn, as a table of players would move. */
function playGame(cfg: GameConfig, random: () => number): Command[] {
  const created = createGame(cfg);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value.state;
  const log: Command[] = [];
  let at = 0;
  let seat = 0;
  while (state.phase.kind !== 'ended') {
    const legal = legalCommands(state, seat);
    if (legal.length > 0) {
      const command = randomMove(legal, seat, (at += 1000), random);
      if (command) {
        const result = apply(state, command);
        if (!result.ok) throw new Error(result.error.code);
        state = result.value.state;
        log.push(command);
      }
    }
    seat = (seat + 1) % cfg.seats;
  }
  return log;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function measure(preset: PresetId, seats: number) {
  const playRates: number[] = [];
  const replayRates: number[] = [];
  const commandRates: number[] = [];
  let commandsPerGame = 0;
  for (let run = 0; run < runs; run++) {
    const random = seededRandom(`run-${run}`);
    const logs: Command[][] = [];
    let t0 = performance.now();
    for (let g = 0; g < gamesPerRun; g++)
      logs.push(playGame(config(preset, seats, run * 10_000 + g), random));
    let seconds = (performance.now() - t0) / 1000;
    playRates.push(gamesPerRun / seconds);
    const commands = logs.reduce((n, log) => n + log.length, 0);
    commandsPerGame = commands / gamesPerRun;
    t0 = performance.now();
    logs.forEach((log, g) => {
      const result = replay(config(preset, seats, run * 10_000 + g), log);
      if (!result.ok) throw new Error(result.error.code);
    });
    seconds = (performance.now() - t0) / 1000;
    replayRates.push(gamesPerRun / seconds);
    commandRates.push(commands / seconds);
  }
  return {
    table: `${preset} ${seats}p`,
    commandsPerGame: Math.round(commandsPerGame),
    playGamesPerSec: Math.round(median(playRates)),
    replayGamesPerSec: Math.round(median(replayRates)),
    replayCommandsPerSec: Math.round(median(commandRates)),
  };
}

// Warm up the JIT before measuring.
for (let i = 0; i < 50; i++) playGame(config('dixit', 6, -i), seededRandom(`warm-${i}`));

const results = [measure('dixit', 6), measure('odyssey', 12)];
if (values.json) {
  process.stdout.write(
    `${JSON.stringify({ runs, gamesPerRun, node: process.version, results })}\n`,
  );
} else {
  process.stdout.write(
    `rules engine, ${runs} runs × ${gamesPerRun} games, median, one core, node ${process.version}\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `${r.table.padEnd(12)} ${String(r.commandsPerGame).padStart(4)} commands/game   ` +
        `play ${String(r.playGamesPerSec).padStart(6)} games/s   ` +
        `replay ${String(r.replayGamesPerSec).padStart(6)} games/s = ${String(r.replayCommandsPerSec).padStart(8)} commands/s\n`,
    );
  }
}
