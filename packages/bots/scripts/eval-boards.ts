// Boards for people to write bots:eval rounds on, and their clues gathered into a rounds file.
//   node scripts/eval-boards.ts make --cards FILE --seed S --out DIR
//     FILE names the Tales cards the boards are made of (numbers or tale-ids, `#` comments),
//     dealt six to a board, no two of one action on a board; each card is the target once, in
//     the language the board's sheet asks for → DIR/boards.json, DIR/board-NN.png.
//   node scripts/eval-boards.ts redo --rounds FILE --cards LIST --out DIR
//     the boards of a rounds file that show one of the listed cards (redrawn since their rounds
//     were written), as they are dealt there, to be written again → DIR/boards.json, board-NN.png.
//   node scripts/eval-boards.ts merge --dir DIR --out FILE [--into ROUNDS]
//     DIR/clues-*.json, each `[{"board": 3, "card": 5, "clue": "…"}]` (card: its number 1–6 on
//     the sheet), checked against DIR/boards.json → a rounds file for `bots:eval --rounds`;
//     with --into, the rounds of ROUNDS on DIR's boards are replaced by them, in their place (a
//     board ROUNDS no longer holds is added at its end). The file carries the words of its
//     cards as the writers saw them ("cards"; a new board's from the deck today), so a card
//     redrawn later keeps its rounds true.
//   node scripts/eval-boards.ts keep --rounds FILE
//     writes into a rounds file the deck's words of each of its cards it does not carry yet.
// The sheets show the pictures and nothing else: writers never see a card's idea or words.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cardById, isTale, languages, taleIdsIn, type BuiltInCard, type Lang } from '@fabula/deck';
import { seededRandom } from '@fabula/rules';
import { closeRenderers } from '@fabula/deck/images';
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
    rounds: { type: 'string' },
    into: { type: 'string' },
  },
});

interface Round {
  readonly board: readonly string[];
  readonly target: string;
  readonly clue: string;
  readonly lang: Lang;
}

/** A card's words as the bots read them (bots' CardWords), kept in a rounds file. */
type Words = Pick<BuiltInCard, 'objects' | 'setting' | 'mood' | 'concepts' | 'alt'>;

interface RoundsFile {
  readonly rounds: Round[];
  readonly cards?: Readonly<Record<string, Words>>;
}

function roundsFileIn(file: string): RoundsFile {
  return JSON.parse(readFileSync(file, 'utf8')) as RoundsFile;
}

function roundsIn(file: string): Round[] {
  return roundsFileIn(file).rounds;
}

/** The deck's words of a card today. */
function wordsOf(id: string): Words {
  const card = cardById(id);
  if (card === undefined) fail(`unknown card: ${id}`);
  const { objects, setting, mood, concepts, alt } = card;
  return { objects, setting, mood, concepts, alt };
}

/**
 * The words of every card on the rounds' boards: `kept`'s (as their writers saw them), but for
 * the cards of `fresh` boards, written today, whose words are the deck's now.
 */
function cardsOf(
  rounds: readonly Round[],
  kept: Readonly<Record<string, Words>>,
  fresh: ReadonlySet<string> = new Set(),
): Record<string, Words> {
  const ids = [...new Set(rounds.flatMap((r) => r.board))].sort();
  return Object.fromEntries(
    ids.map((id) => [id, (fresh.has(id) ? undefined : kept[id]) ?? wordsOf(id)]),
  );
}

/** Card ids named in a file or a comma list: numbers or tale-ids, `#` comments. */
function idsIn(list: string): string[] {
  return taleIdsIn(/^[\d, tale-]+$/.test(list) ? list : readFileSync(list, 'utf8'));
}

const boardKey = (cards: readonly string[]): string => cards.join(' ');

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
  const boards: EvalBoard[] = deal(idsIn(cards), seed).map((board, i) => ({
    number: i + 1,
    cards: board,
    languages: languagesOf(i),
  }));
  await writeBoards(boards, out);
}

/** The boards of a rounds file that show a listed card, dealt and in the languages as there. */
async function redo(): Promise<void> {
  const { rounds, cards, out } = values;
  if (rounds === undefined || cards === undefined || out === undefined)
    fail('usage: eval-boards.ts redo --rounds FILE --cards LIST --out DIR');
  const redrawn = new Set(idsIn(cards));
  const shown = new Map<string, Round[]>();
  for (const round of roundsIn(rounds))
    if (round.board.some((id) => redrawn.has(id)))
      shown.set(boardKey(round.board), [...(shown.get(boardKey(round.board)) ?? []), round]);
  const boards: EvalBoard[] = [...shown.values()].map((those, i) => {
    const cardsOf = (those[0] as Round).board;
    return {
      number: i + 1,
      cards: cardsOf,
      languages: cardsOf.map(
        (id) => those.find((r) => r.target === id)?.lang ?? languagesOf(i)[0] ?? 'en',
      ),
    };
  });
  if (boards.length === 0) fail(`no board of ${rounds} shows ${[...redrawn].join(' ')}`);
  await writeBoards(boards, out);
}

async function writeBoards(boards: readonly EvalBoard[], out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
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

/**
 * The new rounds of a board in place of its old ones (at its first old round's place), and the
 * rounds of a board the file no longer holds (taken out when its cards were redrawn) at its end.
 */
function mergedInto(old: readonly Round[], rounds: readonly Round[]): Round[] {
  const newKeys = new Set(rounds.map((r) => boardKey(r.board)));
  const placed = new Set<string>();
  const merged = old.flatMap((round) => {
    const key = boardKey(round.board);
    if (!newKeys.has(key)) return [round];
    if (placed.has(key)) return [];
    placed.add(key);
    return rounds.filter((r) => boardKey(r.board) === key);
  });
  return [...merged, ...rounds.filter((r) => !placed.has(boardKey(r.board)))];
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
  const { into } = values;
  const old = into === undefined ? { rounds: [] } : roundsFileIn(into);
  const merged = mergedInto(old.rounds, rounds);
  const cards = cardsOf(merged, old.cards ?? {}, new Set(rounds.flatMap((r) => r.board)));
  writeFileSync(out, `${JSON.stringify({ rounds: merged, cards }, null, 2)}\n`);
  console.log(`${String(rounds.length)} rounds written, ${String(merged.length)} in all → ${out}`);
}

/** The deck's words of each card of a rounds file that it does not carry yet, written into it. */
function keep(): void {
  const { rounds } = values;
  if (rounds === undefined) fail('usage: eval-boards.ts keep --rounds FILE');
  const file = roundsFileIn(rounds);
  const cards = cardsOf(file.rounds, file.cards ?? {});
  const added = Object.keys(cards).filter((id) => file.cards?.[id] === undefined).length;
  writeFileSync(rounds, `${JSON.stringify({ rounds: file.rounds, cards }, null, 2)}\n`);
  console.log(
    `${String(added)} cards' words added, ${String(Object.keys(cards).length)} in all → ${rounds}`,
  );
}

try {
  if (mode === 'make') await make();
  else if (mode === 'redo') await redo();
  else if (mode === 'merge') merge();
  else if (mode === 'keep') keep();
  else fail('usage: eval-boards.ts make|redo|merge|keep …');
} finally {
  // The card pictures are drawn by worker threads that would keep the process alive.
  closeRenderers();
}
