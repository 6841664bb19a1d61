import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cardById, isTale, languages } from '@fabula/deck';

const script = fileURLToPath(new URL('../scripts/eval-boards.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'eval-boards-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [script, ...args], { timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

interface Board {
  number: number;
  cards: string[];
  languages: string[];
}
interface Round {
  board: string[];
  target: string;
  clue: string;
  lang: string;
}
const boardsIn = (d: string) => JSON.parse(readFileSync(join(d, 'boards.json'), 'utf8')) as Board[];
const roundsIn = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { rounds: Round[] }).rounds;
const actionOf = (id: string) => {
  const card = cardById(id);
  return card && isTale(card) ? card.recipe.action : id;
};

describe('eval-boards.ts: boards for people to write bots:eval rounds on', () => {
  const made = join(dir, 'made');
  const ids = Array.from({ length: 12 }, (_, i) => `tale-${String(20 + i * 7).padStart(3, '0')}`);

  it(
    'deals the listed cards six to a board, no action twice, every language on each board',
    { timeout: 180_000 },
    async () => {
      const list = join(dir, 'cards.txt');
      writeFileSync(list, `# a comment\n${ids.join('\n')}\n`);
      const { code, stderr } = await run('make', '--cards', list, '--seed', 'test', '--out', made);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const boards = boardsIn(made);
      expect(boards.map((b) => b.number)).toEqual([1, 2]);
      expect(boards.flatMap((b) => b.cards).sort()).toEqual([...ids].sort());
      for (const board of boards) {
        expect(new Set(board.cards.map(actionOf)).size).toBe(6);
        expect(new Set(board.languages)).toEqual(new Set(languages));
        expect(existsSync(join(made, `board-0${String(board.number)}.png`))).toBe(true);
      }
    },
  );

  it(
    'merges written clues into a rounds file: a board in place of its old rounds, a new one at the end',
    { timeout: 60_000 },
    async () => {
      const [first, second] = boardsIn(made) as [Board, Board];
      const other = ['tale-101', 'tale-102', 'tale-103', 'tale-104', 'tale-105', 'tale-106'];
      const old: Round[] = [
        { board: first.cards, target: first.cards[0] as string, clue: 'old', lang: 'en' },
        { board: other, target: 'tale-101', clue: 'kept', lang: 'fi' },
      ];
      const oldFile = join(dir, 'old.json');
      // The words tale-101 had when its round was written (the deck may have redrawn it since).
      const was = {
        objects: [{ name: 'volcano', weight: 1 }],
        setting: 'isle',
        mood: 'was',
        concepts: [],
      };
      writeFileSync(oldFile, JSON.stringify({ rounds: old, cards: { 'tale-101': was } }));
      const clues = [first, second].flatMap((b) =>
        b.cards.map((_, i) => ({
          board: b.number,
          card: i + 1,
          clue: ` clue ${String(b.number)}.${String(i + 1)} `,
        })),
      );
      writeFileSync(join(made, 'clues-a.json'), JSON.stringify(clues));
      const out = join(dir, 'merged.json');
      const { code } = await run('merge', '--dir', made, '--into', oldFile, '--out', out);
      expect(code).toBe(0);
      const merged = roundsIn(out);
      expect(merged.map((r) => r.clue)).toEqual([
        ...first.cards.map((_, i) => `clue 1.${String(i + 1)}`),
        'kept',
        ...second.cards.map((_, i) => `clue 2.${String(i + 1)}`),
      ]);
      expect(merged[0]).toEqual({
        board: first.cards,
        target: first.cards[0],
        clue: 'clue 1.1',
        lang: first.languages[0],
      });
      // The file carries the words of every card on its boards: a kept board's as they were
      // written, a new board's as the deck has them today.
      const { cards } = JSON.parse(readFileSync(out, 'utf8')) as {
        cards: Record<string, { mood: string; concepts: string[] }>;
      };
      expect(Object.keys(cards).sort()).toEqual(
        [...new Set(merged.flatMap((r) => r.board))].sort(),
      );
      expect(cards['tale-101']).toEqual(was);
      const today = cardById(first.cards[0] as string);
      expect(cards[first.cards[0] as string]?.concepts).toEqual(today?.concepts);
      // keep: a rounds file without words gets the deck's, and its own stay.
      const bare = join(dir, 'bare.json');
      writeFileSync(bare, JSON.stringify({ rounds: old, cards: { 'tale-101': was } }));
      const kept = await run('keep', '--rounds', bare);
      expect(kept.code).toBe(0);
      const filled = JSON.parse(readFileSync(bare, 'utf8')) as { cards: Record<string, unknown> };
      expect(Object.keys(filled.cards).length).toBe(new Set([...first.cards, ...other]).size);
      expect(filled.cards['tale-101']).toEqual(was);
    },
  );

  it(
    'refuses to merge a board with a card left unwritten, naming it',
    { timeout: 60_000 },
    async () => {
      const half = join(dir, 'half');
      const { code: made2 } = await run(
        'make',
        '--cards',
        ids.slice(0, 6).join(','),
        '--seed',
        'half',
        '--out',
        half,
      );
      expect(made2).toBe(0);
      writeFileSync(
        join(half, 'clues-a.json'),
        JSON.stringify([1, 2, 3, 4, 5].map((card) => ({ board: 1, card, clue: 'x' }))),
      );
      const { code, stderr } = await run('merge', '--dir', half, '--out', join(dir, 'half.json'));
      expect(code).toBe(2);
      expect(stderr).toContain('board 1 card 6: 0 clues');
    },
  );

  it(
    'redoes only the boards that show a redrawn card, as dealt, in the languages written there',
    { timeout: 120_000 },
    async () => {
      const [, second] = boardsIn(made) as [Board, Board];
      const redo = join(dir, 'redo');
      const { code } = await run(
        'redo',
        '--rounds',
        join(dir, 'merged.json'),
        '--cards',
        second.cards[2] as string,
        '--out',
        redo,
      );
      expect(code).toBe(0);
      expect(boardsIn(redo)).toEqual([
        { number: 1, cards: second.cards, languages: second.languages },
      ]);
    },
  );
});
