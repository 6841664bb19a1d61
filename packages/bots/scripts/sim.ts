/**
 * Bots-only games with the real engine; prints one JSON object (with --json) or a short table.
 *
 *   node packages/bots/scripts/sim.ts --preset dixit --players 5 --rounds 500 --json
 *   options: --seed <text> (default "sim"), --level easy|normal|hard, --language en|ja|ru|pt|fi
 */
import { languages } from '@fabula/deck';
import { presetIds } from '@fabula/rules';
import { levels } from '../src/profile.ts';
import { simulate } from '../src/simulate.ts';
import { commandLine } from './cli.ts';

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

const { values, fail, oneOf, count } = commandLine('bots:sim', help, {
  preset: { type: 'string', default: 'dixit' },
  players: { type: 'string', default: '5' },
  rounds: { type: 'string', default: '500' },
  seed: { type: 'string', default: 'sim' },
  level: { type: 'string', default: 'normal' },
  language: { type: 'string', default: 'en' },
  json: { type: 'boolean', default: false },
});
const preset = oneOf(values.preset, presetIds, 'preset');
const players = count(values.players, 'players', 3, 12);
const rounds = count(values.rounds, 'rounds', 1);
const level = oneOf(values.level, levels, 'level');
const language = oneOf(values.language, languages, 'language');

let report;
try {
  report = simulate({ preset, players, rounds, seed: values.seed, level, language });
} catch (error) {
  fail((error as Error).message); // e.g. a seat count the rule set does not allow
}
if (values.json) console.log(JSON.stringify(report));
else console.table(report);
