/**
 * `npm run bench:load`: real socket clients, one per seat, play full games (the bots' decisions,
 * after `--pace` ms each) against real server processes with durable settings; prints commands/s,
 * the latency from a move to the last seat of its room holding the resulting view, server CPU and
 * memory. `--sweep` raises the rooms ×1.5 (`--sweep-factor`) until p99 passes 50 ms (or the
 * client saturates); `--soak` runs 500 rooms for 30 minutes and reports memory growth. README.md, "Benchmarks".
 *
 * The server processes are pinned to --server-cpus ("0/1": a core each) and this client to
 * --client-cpus (taskset); `--cpu-quota F` also limits each server process to F of a core, as if
 * each had one of its own.
 * Every client comes from 127.0.0.1, so the servers run with RATE_PER_ADDRESS raised.
 */
import { niceThreads, V8_HELPER_THREAD } from '../src/runtime/thread-priority.ts';
import { parseLoadOptions, usage, type LoadOptions } from './load/options.ts';
import { describeRun, sweepTable } from './load/report.ts';
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
  `bench:load — servers on CPU ${hasTaskset ? options.serverCpus : '(any: no taskset)'}, client on CPU ${pinned ? options.clientCpus : '(any)'}; ` +
    `RATE_PER_ADDRESS=${benchRateEnv.RATE_PER_ADDRESS} (every client comes from 127.0.0.1); moves: ${options.moves}` +
    (options.cpuQuota === null
      ? ''
      : `; each server process limited to ${String(options.cpuQuota)} of a core`),
);

const results: RunResult[] = [];
if (options.sweep) {
  let rooms = options.rooms;
  for (let step = 0; step < 12; step++) {
    log(`sweep step ${String(step + 1)}: ${String(rooms)} rooms`);
    const result = await measure(options, rooms, log);
    results.push(result);
    log(describeRun(result));
    if (result.latencyMs.p99 > 50) {
      log(`p99 passed 50 ms at ${String(rooms)} rooms (${String(result.seated)} seated players)`);
      break;
    }
    if (result.clientSaturated) {
      log(
        'the client side is saturated (CPU or event-loop lag): the sweep stops; the server was not the limit',
      );
      break;
    }
    rooms = Math.max(rooms + 1, Math.ceil(rooms * options.sweepFactor));
  }
  log('');
  log(sweepTable(results));
} else {
  const result = await measure(options, options.rooms, log);
  results.push(result);
  log(describeRun(result));
}
if (options.json)
  process.stdout.write(`${JSON.stringify(options.sweep ? results : results[0], null, 2)}\n`);
// Sockets may linger a moment after closing; nothing else is left to do.
process.exit(0);
