/**
 * `npm run bench:bots`: how long one person waits for bots. A real server process with the
 * default bot pause (BOT_DELAY_MS 1500, or --delay), a room of one person and five bots (--bots;
 * --preset odyssey for more than seven), phase timers off, played for --rounds rounds. The person moves the moment a move is theirs
 * (the worst case: the bots have had no time to think yet); the time from the reply to their
 * move to the view of the next phase is what they wait for bots. Prints, per phase the person
 * ended, the median and the longest wait in seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomMove, seededRandom, type GameView } from '@fabula/rules';
import { asRequest } from '../src/dev/scripted-client.ts';
import { freePort, startServerProcess } from '../test/support/process.ts';
import { openTable } from '../test/support/room.ts';

const { values } = parseArgs({
  options: {
    bots: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '6' },
    delay: { type: 'string', default: '1500' },
    preset: { type: 'string', default: 'dixit' },
  },
});

const noTimers = { race: null, clue: null, submit: null, vote: null, reveal: null };
const phaseKey = (view: GameView) => `${String(view.turns)}:${view.phase.kind}`;

const dataDir = mkdtempSync(join(tmpdir(), 'fabula-bench-bots-'));
const { child, url } = await startServerProcess(
  await freePort(),
  dataDir,
  {
    BOT_DELAY_MS: values.delay,
    SCHEDULER_INTERVAL_MS: '100',
    LOG_LEVEL: 'warn',
  },
  { startupMs: 60_000 },
);
const waits = new Map<string, number[]>();
try {
  const { host } = await openTable(url, {
    guests: 0,
    bots: Number(values.bots),
    preset: values.preset,
    timers: noTimers,
  });
  // Read afresh after every wait (the compiler would keep a narrowing across awaits).
  const held = () => host.gameView;
  const random = seededRandom('bench-bots');
  const seat = host.roomState?.you ?? 0;
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const view = held()?.view;
    if (!view || view.phase.kind === 'ended') break;
    if (view.turns > Number(values.rounds)) break;
    const move = randomMove(view.legal, seat, Date.now(), random);
    if (move === null) {
      const before = held()?.version ?? 0;
      await host.until(() => (held()?.version ?? 0) > before, 60_000);
      continue;
    }
    const ended = phaseKey(view);
    const reply = await host.request(asRequest(move));
    if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message}`);
    const movedAt = performance.now();
    // The person has moved; whatever comes next in this phase is bots.
    await host.until(() => {
      const now = held()?.view;
      return now !== undefined && (phaseKey(now) !== ended || now.legal.length > 0);
    }, 60_000);
    const now = held()?.view;
    if (now && phaseKey(now) !== ended) {
      const kind = view.phase.kind;
      waits.set(kind, [...(waits.get(kind) ?? []), (performance.now() - movedAt) / 1000]);
    }
  }
  host.close();
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
process.stdout.write(
  `One person and ${values.bots} bots, BOT_DELAY_MS ${values.delay}: seconds from the person's move to the next phase\n`,
);
process.stdout.write(
  `${'phase ended'.padEnd(14)}${'moves'.padStart(7)}${'median'.padStart(9)}${'max'.padStart(9)}\n`,
);
let all: number[] = [];
for (const [kind, xs] of waits) {
  all = [...all, ...xs];
  process.stdout.write(
    `${kind.padEnd(14)}${String(xs.length).padStart(7)}${median(xs).toFixed(2).padStart(9)}${Math.max(
      ...xs,
    )
      .toFixed(2)
      .padStart(9)}\n`,
  );
}
process.stdout.write(
  `${'all'.padEnd(14)}${String(all.length).padStart(7)}${median(all).toFixed(2).padStart(9)}${Math.max(
    ...all,
  )
    .toFixed(2)
    .padStart(9)}\n`,
);
