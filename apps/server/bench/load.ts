/**
 * `npm run bench:load`: real socket clients, one per seat, play full games (the bots' decisions,
 * after `--pace` ms each) against real server processes with durable settings; prints commands/s,
 * the latency from a move to the last seat of its room holding the resulting view, server CPU and
 * memory. `--sweep` raises the rooms ×1.5 (`--sweep-factor`) until p99 passes 50 ms (or the
 * client saturates); `--repeat N` measures each load N times and judges it by the median p99;
 * `--soak` runs 500 rooms for 30 minutes and reports memory growth. README.md, "Benchmarks".
 *
 * The server processes are pinned to --server-cpus ("0/1": a core each) and this client to
 * --client-cpus (taskset); `--cpu-quota F` also limits each server process to F of a core, as if
 * each had one of its own.
 * Every client comes from 127.0.0.1, so the servers run with RATE_PER_ADDRESS raised.
 */
import { niceThreads, V8_HELPER_THREAD } from '../src/runtime/thread-priority.ts';
import { parseLoadOptions, usage, type LoadOptions } from './load/options.ts';
import { describeRun, sweepTable } from './load/report.ts';
import { describeLevel, levelOf, levelsTable, sweepStop, type Level } from './load/repeats.ts';
import { measure, type RunResult } from './load/run.ts';
import { benchRateEnv, hasTaskset, pin } from './load/servers.ts';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
let options: LoadOptions;
try {
  options = parseLoadOptions(args);
} catch (error) {
  // A mistyped option is the user's mistake: say what is wrong, not where in the parser.
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof Error && !error.message.includes('npm run bench:load')) console.error(usage);
  process.exit(2);
}
const log = (line: string) => {
  // With --json, stdout holds only the JSON; progress goes to stderr.
  (options.json ? process.stderr : process.stdout).write(`${line}\n`);
};

const pinned = pin(process.pid, options.clientCpus);
// As the server does (HELPER_THREAD_NICE): the client's GC helpers yield to its timing thread.
niceThreads(V8_HELPER_THREAD, 19);
log(
  `bench:load — servers on CPU ${hasTaskset ? options.serverCpus : '(any: no taskset)'}, client on CPU ${pinned ? options.clientCpus : '(any)'} (${String(options.clientThreads)} thread${options.clientThreads > 1 ? 's' : ''}); ` +
    `RATE_PER_ADDRESS=${benchRateEnv.RATE_PER_ADDRESS} (every client comes from 127.0.0.1); moves: ${options.moves}` +
    (options.cpuQuota === null
      ? ''
      : `; each server process limited to ${String(options.cpuQuota)} of a core`),
);

/** Measures `rooms` `--repeat` times, describing each run (and the level, when repeated). */
async function measureLevel(rooms: number): Promise<Level> {
  const runs: RunResult[] = [];
  for (let i = 0; i < options.repeat; i++) {
    if (options.repeat > 1) log(`  run ${String(i + 1)} of ${String(options.repeat)}`);
    const result = await measure(options, rooms, log);
    runs.push(result);
    log(describeRun(result));
  }
  const level = levelOf(runs);
  if (runs.length > 1) log(describeLevel(level));
  return level;
}

const levels: Level[] = [];
if (options.sweep) {
  let rooms = options.rooms;
  for (let step = 0; step < 12; step++) {
    log(`sweep step ${String(step + 1)}: ${String(rooms)} rooms`);
    const level = await measureLevel(rooms);
    levels.push(level);
    const stop = sweepStop(level);
    if (stop !== null) {
      log(stop);
      break;
    }
    rooms = Math.max(rooms + 1, Math.ceil(rooms * options.sweepFactor));
  }
  log('');
  log(sweepTable(levels.flatMap((level) => level.runs)));
  if (options.repeat > 1) {
    log('');
    log(levelsTable(levels));
  }
} else {
  levels.push(await measureLevel(options.rooms));
}
if (options.json) {
  const results = levels.flatMap((level) => level.runs);
  // One run: the object itself, as before repeats existed; otherwise every run, in order.
  const output = !options.sweep && results.length === 1 ? results[0] : results;
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
}
// Sockets may linger a moment after closing; nothing else is left to do.
process.exit(0);
