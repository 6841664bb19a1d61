/**
 * Board sheets for a blind review of bot storytellers: PNGs of seeded boards of six, each with a
 * bot's clue over its cards numbered 1–6, and a separate key (board → the storyteller's card).
 *
 *   node packages/bots/scripts/review-sheets.ts --boards 12 --out /tmp/review --key /tmp/review-key.txt
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInDecks, languages, type BuiltInDeckId, type Lang } from '@fabula/deck';
import { closeRenderers } from '@fabula/deck/images';
import { levels, personalities, type Level, type Personality } from '../src/index.ts';
import { decoyModes, keyText, reviewBoards, type DecoyMode } from './review/boards.ts';
import { commandLine } from './cli.ts';
import { renderSheet } from './review/sheet.ts';

const help = `Usage: node packages/bots/scripts/review-sheets.ts --out DIR --key FILE [options]

Deals seeded boards of six (the first round of a game of six), lets a bot storyteller pick its
card and give its clue, and draws each board as a PNG: the clue above six cards numbered 1–6, as
the deck's renderer draws them. The key (which number is the storyteller's card, the bot, the
language, the card's idea) goes to a separate tab-separated file: keep it from the reviewer.

Options:
  --out DIR          where the PNGs go (board-01.png …, or sheet-01.png … with --per-sheet)
  --key FILE         the key file
  --boards N         boards to deal (default 12)
  --deck D           ${Object.keys(builtInDecks).join(' | ')} (default tales)
  --bots LIST        personalities, comma-separated, board i gets the (i mod n)-th
                     (${personalities.join(', ')}; default all of them)
  --languages LIST   languages, comma-separated, rotated the same way; repeat one to weight it
                     (${languages.join(', ')}; default en)
  --level L          ${levels.join(' | ')} (default normal)
  --decoys M         random: the other five put down a random card of their hand (default);
                     played: normal bots put down their best fit for the clue, as in a game
  --per-sheet N      boards per PNG, one under another (default 1)
  --card-width PX    a card's width on the sheet (default 400)
  --seed TEXT        seed of the boards (default "review"); the same seed, the same sheets
  --help             this text`;

const { values, fail, oneOf, listOf, count } = commandLine('review-sheets', help, {
  out: { type: 'string' },
  key: { type: 'string' },
  boards: { type: 'string', default: '12' },
  deck: { type: 'string', default: 'tales' },
  bots: { type: 'string', default: personalities.join(',') },
  languages: { type: 'string', default: 'en' },
  level: { type: 'string', default: 'normal' },
  decoys: { type: 'string', default: 'random' },
  'per-sheet': { type: 'string', default: '1' },
  'card-width': { type: 'string', default: '400' },
  seed: { type: 'string', default: 'review' },
});
const out = values.out ?? fail('--out is required');
const key = values.key ?? fail('--key is required');
const options = {
  deck: oneOf(values.deck, Object.keys(builtInDecks) as BuiltInDeckId[], 'deck'),
  boards: count(values.boards, 'boards', 1, 500),
  seed: values.seed,
  bots: listOf<Personality>(values.bots, personalities, 'bot'),
  languages: listOf<Lang>(values.languages, languages, 'language'),
  level: oneOf<Level>(values.level, levels, 'level'),
  decoys: oneOf<DecoyMode>(values.decoys, decoyModes, 'decoy mode'),
};
const perSheet = count(values['per-sheet'], 'per-sheet', 1, 12);
const layout = { cardWidth: count(values['card-width'], 'card-width', 1, 960) };

const boards = reviewBoards(options);
mkdirSync(out, { recursive: true });
const pad = (n: number) => String(n).padStart(2, '0');
const sheetName = (board: number) =>
  perSheet === 1 ? `board-${pad(board)}.png` : `sheet-${pad(Math.ceil(board / perSheet))}.png`;
try {
  for (let first = 0; first < boards.length; first += perSheet) {
    const group = boards.slice(first, first + perSheet);
    const file = join(out, sheetName(first + 1));
    await renderSheet(group, layout, file);
    console.log(
      `${file}: board${group.length > 1 ? 's' : ''} ${group.map((b) => b.number).join(', ')}`,
    );
  }
} finally {
  closeRenderers();
}
writeFileSync(key, keyText(boards, sheetName));
console.log(`${key}: the key (${String(boards.length)} boards)`);
