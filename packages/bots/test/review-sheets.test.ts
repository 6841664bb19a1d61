import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardById } from '@fabula/deck';
import { closeRenderers, renderCardImage } from '@fabula/deck/images';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { keyText, reviewBoards, type ReviewOptions } from '../scripts/review/boards.ts';
import { cardBox, renderSheet } from '../scripts/review/sheet.ts';

const options: ReviewOptions = {
  deck: 'tales',
  boards: 4,
  seed: 'review-test',
  bots: ['poetic', 'literal', 'punny', 'emoji'],
  languages: ['en', 'ja'],
  level: 'normal',
  decoys: 'random',
};

describe('review boards', () => {
  const boards = reviewBoards(options);

  it('are a function of the seed: the same boards, targets and clues again', () => {
    expect(reviewBoards(options)).toEqual(boards);
    const other = reviewBoards({ ...options, seed: 'another' });
    expect(other.map((b) => b.cards)).not.toEqual(boards.map((b) => b.cards));
  });

  it('show six different cards, the storyteller’s among them, with the bot’s clue', () => {
    boards.forEach((board, i) => {
      expect(new Set(board.cards).size).toBe(6);
      expect(board.target).toBeGreaterThanOrEqual(1);
      expect(board.target).toBeLessThanOrEqual(6);
      expect(board.bot).toBe(options.bots[i % options.bots.length]);
      expect(board.language).toBe(options.languages[i % options.languages.length]);
      expect(board.clue.text.length).toBeGreaterThan(0);
      const target = cardById(board.cards[board.target - 1] ?? '');
      expect(target && 'idea' in target ? target.idea : undefined).toBe(board.idea);
    });
  });

  it('are told in words by the word bots and mostly in emoji by the emoji bot', () => {
    for (const board of boards.filter((b) => b.bot !== 'emoji')) {
      expect(board.clue.kind).toBe('text');
    }
    // The room allows emoji by default; a meaning no emoji is near is said in words.
    const emoji = reviewBoards({ ...options, bots: ['emoji'], boards: 6 });
    expect(emoji.filter((b) => b.clue.kind === 'emoji').length).toBeGreaterThanOrEqual(4);
  });

  it('played decoys come from bots that read the clue, on the same storyteller’s card', () => {
    const played = reviewBoards({ ...options, boards: 2, decoys: 'played' });
    played.forEach((board, i) => {
      const random = boards[i];
      expect(board.cards[board.target - 1]).toBe(random?.cards[(random.target || 1) - 1]);
      expect(board.clue).toEqual(random?.clue);
    });
  });

  it('write a key line per board naming the storyteller’s card and its number', () => {
    const lines = keyText(boards, (n) => `board-${String(n)}.png`)
      .trim()
      .split('\n');
    expect(lines).toHaveLength(boards.length + 1);
    const [, first] = lines;
    const board = boards[0];
    expect(first?.split('\t').slice(0, 6)).toEqual([
      '1',
      'board-1.png',
      String(board?.target),
      board?.cards[(board.target || 1) - 1],
      'poetic',
      'en',
    ]);
  });
});

describe('a review sheet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fabula-review-'));
  afterAll(() => {
    closeRenderers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows each board’s cards where the key numbers them', { timeout: 120_000 }, async () => {
    const boards = reviewBoards({ ...options, boards: 2 });
    const layout = { cardWidth: 120 };
    const file = join(dir, 'sheet.png');
    await renderSheet(boards, layout, file);
    const sheet = sharp(file);
    const pictures = new Map<string, Buffer>();
    const pixels = (image: Sharp, width: number, height: number) =>
      image.resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    for (const board of boards) {
      for (const id of board.cards) {
        const card = cardById(id);
        if (!card) throw new Error(id);
        pictures.set(id, await pixels(sharp(await renderCardImage(card, 480)), 24, 36));
      }
    }
    const distance = (a: Buffer, b: Buffer) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0);
    for (const [index, board] of boards.entries()) {
      for (let n = 1; n <= 6; n++) {
        const box = cardBox(layout, index, n);
        const shown = await pixels(sheet.clone().extract(box), 24, 36);
        // The picture at number n is the card the board lists there, not any other of the board.
        const nearest = board.cards
          .map((id) => ({ id, d: distance(shown, pictures.get(id) ?? Buffer.alloc(0)) }))
          .sort((a, b) => a.d - b.d)[0]?.id;
        expect(nearest).toBe(board.cards[n - 1]);
      }
    }
  });
});
