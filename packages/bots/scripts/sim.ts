/**
 * Bots-only games with the real engine; prints one JSON object (with --json) or a short table.
 *
 *   node packages/bots/scripts/sim.ts --preset dixit --players 5 --rounds 500 --json
 *   options: --seed <text> (default "sim"), --level easy|normal|hard, --language en|ja|ru|pt|fi
 */
import { parseArgs } from 'node:util';
import { languages, type Lang } from '@fabula/deck';
import { isPresetId } from '@fabula/rules';
import { levels, type Level } from '../src/profile.ts';
import { simulate } from '../src/simulate.ts';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'dixit' },
    players: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '500' },
    seed: { type: 'string', default: 'sim' },
    level: { type: 'string', default: 'normal' },
    language: { type: 'string', default: 'en' },
    json: { type: 'boolean', default: false },
  },
});

const isLevel = (v: string): v is Level => (levels as readonly string[]).includes(v);
const isLang = (v: string): v is Lang => (languages as readonly string[]).includes(v);

if (!isPresetId(values.preset) || !isLevel(values.level) || !isLang(values.language)) {
  console.error('usage: sim.ts --preset <id> --players <n> --rounds <n> [--level] [--language]');
  process.exit(2);
}
const report = simulate({
  preset: values.preset,
  players: Number(values.players),
  rounds: Number(values.rounds),
  seed: values.seed,
  level: values.level,
  language: values.language,
});
if (values.json) console.log(JSON.stringify(report));
else console.table(report);
