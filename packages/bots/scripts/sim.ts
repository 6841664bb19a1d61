/**
 * Bots-only games with the real engine; prints one JSON object (with --json) or a short table.
 *
 *   node packages/bots/scripts/sim.ts --preset dixit --players 5 --rounds 500 --json
 *   options: --seed <text> (default "sim"), --level easy|normal|hard, --language en|ja|ru|pt|fi
 */
import { parseArgs } from 'node:util';
import { languages, type Lang } from '@fabula/deck';
import { isPresetId, presetIds } from '@fabula/rules';
import { levels, type Level } from '../src/profile.ts';
import { simulate } from '../src/simulate.ts';

const help = `Usage: npm run -s bots:sim -- [options]

Plays whole games with a bot in every seat over the built-in deck and reports how often the
storyteller scored, how often listeners found its card, and how long decisions took.

Options:
  --preset ID       rule set: ${presetIds.join(', ')} (default dixit)
  --players N       seats, all bots (default 5)
  --rounds N        rounds to play in total, over as many games as it takes (default 500)
  --seed TEXT       seed of the first game (default "sim")
  --level L         ${levels.join(' | ')} (default normal)
  --language L      ${languages.join(' | ')} (default en)
  --json            print one JSON object instead of a table
  --help            this text`;

const isLevel = (v: string): v is Level => (levels as readonly string[]).includes(v);
const isLang = (v: string): v is Lang => (languages as readonly string[]).includes(v);

function fail(message: string): never {
  console.error(`bots:sim: ${message}\n\n${help}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      preset: { type: 'string', default: 'dixit' },
      players: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '500' },
      seed: { type: 'string', default: 'sim' },
      level: { type: 'string', default: 'normal' },
      language: { type: 'string', default: 'en' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(help);
  process.exit(0);
}
const players = Number(values.players);
const rounds = Number(values.rounds);
if (!isPresetId(values.preset)) fail(`unknown preset "${values.preset}"`);
if (!isLevel(values.level)) fail(`unknown level "${values.level}"`);
if (!isLang(values.language)) fail(`unknown language "${values.language}"`);
if (!Number.isInteger(players) || players < 3 || players > 12) fail('--players must be 3…12');
if (!Number.isInteger(rounds) || rounds < 1) fail('--rounds must be a positive whole number');

let report;
try {
  report = simulate({
    preset: values.preset,
    players,
    rounds,
    seed: values.seed,
    level: values.level,
    language: values.language,
  });
} catch (error) {
  fail((error as Error).message); // e.g. a seat count the rule set does not allow
}
if (values.json) console.log(JSON.stringify(report));
else console.table(report);
