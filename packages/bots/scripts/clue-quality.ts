/**
 * How bot storytellers' clues read, per bot: on seeded boards of six (`review/boards.ts`, the
 * same boards as the review sheets), the normal bot voter's chance of finding the storyteller's
 * card, how often its best fit is that card, how many clues are distinct, how many are emoji, and
 * the time to deal a board and decide its clue (p50, p99; the first boards warm the caches up).
 * Bots reading bots: a figure to compare versions with, not a person's reading. `seerFinds` and
 * `seerBest` read the clue as a reader of what the pictures show (`seenMeaningFit`: the things,
 * the action, the setting and the twist, the feeling and the concepts little) — the model the
 * storyteller aims with, so an optimistic stand-in for a person, not a person either. Then, over
 * every board, how many first clues are distinct (variety), and per language how many of the
 * deck's cards have at least two clues that tell of a situation they show (`situationClues`: the
 * choice a storyteller has when people listen).
 *
 *   node packages/bots/scripts/clue-quality.ts --boards 120 --languages en
 */
import { languages } from '@fabula/deck';
import { builtInCards } from '../src/built-in-cards.ts';
import { personalities, profileOf } from '../src/index.ts';
import { levelParams } from '../src/profile.ts';
import { situationClues } from '../src/roles/storyteller.ts';
import { talesDeck } from '@fabula/deck';
import { readShownClue } from '../src/roles/listener.ts';
import { clueMeaning } from '../src/meaning/clue-meaning.ts';
import { seenMeaningFit } from '../src/meaning/space.ts';
import { commandLine } from './cli.ts';
import { reviewBoards, type ReviewBoard } from './review/boards.ts';

const help = `Usage: node packages/bots/scripts/clue-quality.ts [options]

Deals seeded boards of six on the Tales deck, one bot storyteller each, and prints per bot how a
normal bot voter reads its clues (chance of finding the card, best fit is the card), how a reader
of what the pictures show reads them (seerFinds, seerBest), how many are distinct and how many
emoji, and the milliseconds to deal a board and decide its clue; then how many clues over all
boards are distinct, and per language how many of the deck's cards have at least two clues that
tell of a situation they show.

Options:
  --boards N         boards per bot (default 120)
  --languages LIST   languages, comma-separated, rotated over the boards
                     (${languages.join(', ')}; default en)
  --bots LIST        personalities, comma-separated (${personalities.join(', ')}; default all)
  --seed TEXT        seed of the boards (default "quality")
  --help             this text`;

const { values, listOf, count } = commandLine('clue-quality', help, {
  boards: { type: 'string', default: '120' },
  languages: { type: 'string', default: 'en' },
  bots: { type: 'string', default: personalities.join(',') },
  seed: { type: 'string', default: 'quality' },
});
const boards = count(values.boards, 'boards', 1);
const langs = listOf(values.languages, languages, 'language');
const bots = listOf(values.bots, personalities, 'bot');

/** The normal voter's softmax chance of the target, and whether the target fits best. */
function reading(board: ReviewBoard, seer = false): { chance: number; top: boolean } {
  const profiles = board.cards.map((id) => {
    const words = builtInCards(id);
    return words ? profileOf(words) : null;
  });
  const meaning = seer ? clueMeaning(board.clue, board.language) : null;
  const fits = seer
    ? meaning && profiles.map((p) => (p ? seenMeaningFit(meaning, p) : null))
    : readShownClue(board.clue, board.language, profiles);
  if (!fits) return { chance: 1 / board.cards.length, top: false };
  const scores = fits.map((f) => levelParams.normal.voteBeta * (f ?? 0));
  const best = Math.max(...scores);
  const weights = scores.map((s) => Math.exp(s - best));
  const total = weights.reduce((a, b) => a + b, 0);
  const t = board.target - 1;
  return { chance: (weights[t] ?? 0) / total, top: scores[t] === best };
}

const rows: Record<string, Record<string, number>> = {};
const firstClues: string[] = [];
for (const bot of bots) {
  // One board at a time, timed: dealing, the storyteller's decision and the decoys.
  const times: number[] = [];
  const dealt = Array.from({ length: boards }, (_, i) => {
    const started = performance.now();
    const [board] = reviewBoards({
      deck: 'tales',
      boards: 1,
      seed: `${values.seed}-${bot}-${String(i)}`,
      bots: [bot],
      languages: [langs[i % langs.length] ?? 'en'],
      level: 'normal',
      decoys: 'random',
    });
    times.push(performance.now() - started);
    if (!board) throw new Error('no board');
    return board;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  for (const board of dealt) firstClues.push(`${board.language}:${board.clue.text}`);
  const read = dealt.map((board) => reading(board));
  const seen = dealt.map((board) => reading(board, true));
  const mean = (f: (i: number) => number) => read.reduce((a, _, i) => a + f(i), 0) / read.length;
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  rows[bot] = {
    boards: dealt.length,
    voterFinds: round3(mean((i) => read[i]?.chance ?? 0)),
    bestFitIsTarget: round3(mean((i) => (read[i]?.top ? 1 : 0))),
    seerFinds: round3(mean((i) => seen[i]?.chance ?? 0)),
    seerBest: round3(mean((i) => (seen[i]?.top ? 1 : 0))),
    distinctClues: round3(new Set(dealt.map((b) => b.clue.text)).size / dealt.length),
    emoji: round3(mean((i) => (dealt[i]?.clue.kind === 'emoji' ? 1 : 0))),
    msP50: at(0.5),
    msP99: at(0.99),
  };
}
console.table(rows);
console.log(
  `variety: ${String(new Set(firstClues).size)} distinct of ${String(firstClues.length)} first clues`,
);

/** Per language: the Tales cards with at least two clues that tell of a situation they show. */
const coverage: Record<string, Record<string, number>> = {};
for (const language of langs) {
  const counts = talesDeck.map((card) => {
    const profile = profileOf(card);
    return profile ? situationClues(profile, language).length : 0;
  });
  coverage[language] = {
    cards: counts.length,
    'two or more': counts.filter((n) => n >= 2).length,
    none: counts.filter((n) => n === 0).length,
    mean: Math.round((counts.reduce((a, b) => a + b, 0) / counts.length) * 10) / 10,
  };
}
console.log('situation clues per card:');
console.table(coverage);
