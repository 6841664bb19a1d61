/**
 * The V8 flags every Fabula server process runs with: `npm start`, `npm run cluster`, the load
 * benchmark and the server's tests that start real processes put them on the `node` command line,
 * and docs/scaling.md tells a sysadmin to do the same. V8 reads them when it creates the heap, so
 * they cannot be set later (`v8.setFlagsFromString` in main.ts comes too late), and `NODE_OPTIONS`
 * refuses them.
 *
 * `--no-memory-reducer`: V8's memory reducer starts extra full collections to give memory back
 * when it judges the process idle from a low allocation rate. A process held to part of a core
 * (a container's CPU quota, or two processes sharing cores) allocates slowly by the wall clock
 * while it is in fact busy, so the reducer fires mid-game, and under the quota each of those
 * collections stalls every room for a second or more. Measured at 1,740 players on two processes
 * held to a third of a core each (docs/benchmarks-log-2026-11.md): 6–8 full collections per 120 s and p99
 * 18.6–38.3 ms without the reducer, 11–16 and 51–120 ms with it. The cost is that an idle server
 * keeps its heap at its working size instead of shrinking it.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];

/** The server flags missing from a process's command line (this process's by default). */
export function missingServerNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  // V8 takes `--no_memory_reducer` as well as `--no-memory-reducer`.
  const given = new Set(execArgv.map((arg) => arg.replaceAll('_', '-')));
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
}
