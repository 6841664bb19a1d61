// Boards for people to write bots:eval rounds on, and their clues gathered into a rounds file.
//   node scripts/eval-boards.ts make --cards FILE --seed S --out DIR
//     FILE names the Tales cards the boards are made of (numbers or tale-ids, `#` comments),
//     dealt six to a board, no two of one action on a board; each card is the target once, in
//     the language the board's sheet asks for → DIR/boards.json, DIR/board-NN.png.
//   node scripts/eval-boards.ts merge --dir DIR --out FILE
//     DIR/clues-*.json, each `[{"board": 3, "card": 5, "clue": "…"}]` (card: its number 1–6 on
//     the sheet), checked against DIR/boards.json → a rounds file for `bots:eval --rounds`.
// The sheets show the pictures and nothing else: writers never see a card's idea or words.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cardById, isTale, languages, type Lang } from '@fabula/deck';
import { seededRandom } from '@fabula/rules';
import { renderSheet } from './review/sheet.ts';

const size = 6;

interface EvalBoard {
  readonly number: number;
  /** Card ids in the order shown, numbered 1–6. */
  readonly cards: readonly string[];
  /** The language the clue for each card is written in, in the same order. */
  readonly languages: readonly Lang[];
}

interface WrittenClue {
  readonly board: number;
  readonly card: number;
  readonly clue: string;
}

const [mode, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    cards: { type: 'string' },
    seed: { type: 'string', default: 'eval' },
    out: { type: 'string' },
    dir: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function actionOf(id: string): string {
  const card = cardById(id);
  if (!card || !isTale(card)) fail(`not a Tales card: ${id}`);
  return card.recipe.action;
}

/** The cards dealt into boards of six: shuffled by the seed, then each board takes no action twice. */
function deal(ids: readonly string[], seed: string): string[][] {
  const random = seededRandom(seed);
  const left = [...ids];
  for (let i = left.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [left[i], left[j]] = [left[j] as string, left[i] as string];
  }
  const boards: string[][] = [];
  while (left.length >= size) {
    const board: string[] = [];
    for (let i = 0; i < left.length && board.length < size;) {
      const id = left[i] as string;
      if (board.some((b) => actionOf(b) === actionOf(id))) i++;
      else board.push(...left.splice(i, 1));
    }
    if (board.length < size) board.push(...left.splice(0, size - board.length));
    boards.push(board);
  }
  if (left.length > 0) console.error(`${String(left.length)} cards left over: ${left.join(' ')}`);
  return boards;
}

/** Each language on one card of every board, the sixth card's turning round them in order. */
function languagesOf(index: number): Lang[] {
  const turned = languages.map((_, i) => languages[(i + index) % languages.length] as Lang);
  return [...turned, languages[index % languages.length] as Lang];
}

async function make(): Promise<void> {
  const { cards, seed, out } = values;
  if (cards === undefined || out === undefined)
    fail('usage: eval-boards.ts make --cards FILE --seed S --out DIR');
  const ids = [
    ...new Set(
      readFileSync(cards, 'utf8')
        .replace(/#.*$/gm, '')
        .match(/\d+/g)
        ?.map((n) => `tale-${n.padStart(3, '0')}`) ?? [],
    ),
  ];
  mkdirSync(out, { recursive: true });
  const boards: EvalBoard[] = deal(ids, seed).map((board, i) => ({
    number: i + 1,
    cards: board,
    languages: languagesOf(i),
  }));
  writeFileSync(join(out, 'boards.json'), `${JSON.stringify(boards, null, 1)}\n`);
  for (const board of boards) {
    const asks = board.languages.map((lang, i) => `${String(i + 1)} ${lang}`).join(' · ');
    await renderSheet(
      [{ number: board.number, cards: board.cards, clue: { kind: 'text', text: asks } }],
      { cardWidth: 320 },
      join(out, `board-${String(board.number).padStart(2, '0')}.png`),
    );
  }
  console.log(`${String(boards.length)} boards of ${String(size)} in ${out}`);
}

function merge(): void {
  const { dir, out } = values;
  if (dir === undefined || out === undefined)
    fail('usage: eval-boards.ts merge --dir DIR --out FILE');
  const boards = JSON.parse(readFileSync(join(dir, 'boards.json'), 'utf8')) as EvalBoard[];
  const written = readdirSync(dir)
    .filter((f) => /^clues-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as WrittenClue[]);
  const rounds = boards.flatMap((board) =>
    board.cards.map((target, i) => {
      const clues = written.filter((w) => w.board === board.number && w.card === i + 1);
      if (clues.length !== 1 || (clues[0]?.clue.trim() ?? '') === '')
        fail(`board ${String(board.number)} card ${String(i + 1)}: ${String(clues.length)} clues`);
      return {
        board: board.cards,
        target,
        clue: (clues[0] as WrittenClue).clue.trim(),
        lang: board.languages[i] as Lang,
      };
    }),
  );
  writeFileSync(out, `${JSON.stringify({ rounds }, null, 2)}\n`);
  console.log(`${String(rounds.length)} rounds → ${out}`);
}

if (mode === 'make') await make();
else if (mode === 'merge') merge();
else fail('usage: eval-boards.ts make|merge …');
