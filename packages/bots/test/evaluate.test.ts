import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  cardsOfRounds,
  evaluateRounds,
  parseRounds,
  RoundsError,
  scoreRound,
} from '../src/evaluate.ts';
import { builtInCards, builtInDeckOf } from '../src/built-in-cards.ts';
import { understandClue } from '../src/index.ts';
import { card } from './helpers.ts';

beforeAll(() => void understandClue('warm up', 'en'), 60_000);

const board = ['fabula-001', 'fabula-002', 'fabula-003', 'fabula-004', 'fabula-005', 'fabula-006'];
/** The clue a player would give: the target's own focal object. */
const plain = (id: string) => card(id).objects[0]?.name ?? '';

describe('rounds of clues written by people', () => {
  it('are checked, with the first bad round named', () => {
    const good = { board, target: 'fabula-003', clue: 'x', lang: 'en' };
    expect(parseRounds({ rounds: [good] }, builtInCards)).toHaveLength(1);
    const bad: [unknown, RegExp][] = [
      [{}, /expected \{"rounds"/],
      [{ rounds: [good, { ...good, board: ['fabula-001'] }] }, /round 2: "board"/],
      [{ rounds: [{ ...good, board: [...board, 'nope-1'] }] }, /unknown card id "nope-1"/],
      [{ rounds: [{ ...good, target: 'fabula-099' }] }, /"target" must be one of/],
      [{ rounds: [{ ...good, clue: ' ' }] }, /"clue"/],
      [{ rounds: [{ ...good, lang: 'de' }] }, /"lang" must be one of en, ja/],
      [{ rounds: [{ ...good, board: [...board, 'fabula-001'] }] }, /a card twice/],
    ];
    for (const [data, message] of bad) {
      expect(() => parseRounds(data, builtInCards)).toThrow(RoundsError);
      expect(() => parseRounds(data, builtInCards)).toThrow(message);
    }
  });

  it('score a clue that names the target above chance, and nonsense at chance', () => {
    const target = 'fabula-004';
    const named = scoreRound({ board, target, clue: plain(target), lang: 'en' }, builtInCards);
    expect(named.understood).toBe(true);
    expect(named.voterChance).toBeGreaterThan(0.4);
    expect(named.topPick).toBe(1);
    const nonsense = scoreRound({ board, target, clue: 'qwzx vlorp', lang: 'en' }, builtInCards);
    expect(nonsense).toEqual({
      voterChance: 1 / 6,
      topPick: 1 / 6,
      chance: 1 / 6,
      understood: false,
    });
  });

  it('read a card by the words its writers saw, before the deck redrew it', () => {
    const tales = ['tale-003', 'tale-004', 'tale-005', 'tale-006'];
    // tale-004 as it was when its clue was written: a volcano, not the cloud it shows today.
    const was = {
      objects: [{ name: 'volcano', weight: 1 }],
      setting: 'island',
      mood: 'fiery',
      concepts: ['eruption', 'lava'],
    };
    const round = { board: tales, target: 'tale-004', clue: 'volcano', lang: 'en' as const };
    const written = cardsOfRounds({ rounds: [], cards: { 'tale-004': was } });
    const asWritten = scoreRound(round, (id) => written.get(id) ?? builtInCards(id));
    expect(asWritten.topPick).toBe(1);
    expect(scoreRound(round, builtInCards).topPick).toBeLessThan(1);
    expect(cardsOfRounds({ rounds: [] }).size).toBe(0);
    expect(() => cardsOfRounds({ cards: [] })).toThrow(/"cards" must map card ids/);
    expect(() => cardsOfRounds({ cards: { 'tale-004': { ...was, concepts: 'lava' } } })).toThrow(
      /card "tale-004": needs objects, setting, mood and concepts/,
    );
  });

  it('keep in the Tales rounds the words of every card on their boards', () => {
    // So the deck's curation may redraw any card: its rounds stay true to the picture they were
    // written for (scripts/eval-boards.ts merge writes them; keep fills in a file's missing ones).
    const data: unknown = JSON.parse(
      readFileSync(new URL('../eval/tales.json', import.meta.url), 'utf8'),
    );
    const kept = cardsOfRounds(data);
    const rounds = parseRounds(data, (id) => kept.get(id));
    expect(rounds.length).toBeGreaterThanOrEqual(150);
    const ids = new Set(rounds.flatMap((r) => r.board));
    expect([...ids].filter((id) => !kept.has(id))).toEqual([]);
    expect(kept.size).toBe(ids.size);
  });

  it('summarise per language and overall', () => {
    const rounds = parseRounds(
      {
        rounds: [
          { board, target: 'fabula-002', clue: plain('fabula-002'), lang: 'en' },
          { board: board.slice(0, 4), target: 'fabula-001', clue: 'qwzx', lang: 'ru' },
        ],
      },
      builtInCards,
    );
    const report = evaluateRounds(rounds, builtInCards);
    expect(Object.keys(report)).toEqual(['en', 'ru', 'all']);
    const tales = parseRounds(
      { rounds: [{ board: ['tale-010', 'tale-011'], target: 'tale-011', clue: 'x', lang: 'fi' }] },
      builtInCards,
    );
    const byDeck = evaluateRounds([...rounds, ...tales], builtInCards, builtInDeckOf);
    expect(Object.keys(byDeck.decks ?? {})).toEqual(['skies', 'tales']);
    expect(byDeck.decks?.['skies']?.all?.rounds).toBe(2);
    expect(byDeck.decks?.['tales']?.fi?.rounds).toBe(1);
    expect(byDeck.all?.rounds).toBe(3);
    expect(report.ru).toEqual({
      rounds: 1,
      voterChance: 0.25,
      topPickRate: 0.25,
      chance: 0.25,
      ratio: 1,
      understood: 0,
    });
    expect(report.all?.rounds).toBe(2);
    expect(report.all?.chance).toBeCloseTo((1 / 6 + 1 / 4) / 2, 3);
  });
});

describe('npm run bots:eval', () => {
  const script = new URL('../scripts/eval.ts', import.meta.url).pathname;

  it('prints one JSON line per file of rounds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bots-eval-'));
    const file = join(dir, 'rounds.json');
    const rounds = [{ board, target: 'fabula-005', clue: plain('fabula-005'), lang: 'en' }];
    writeFileSync(file, JSON.stringify({ rounds }));
    const out = execFileSync(process.execPath, [script, '--rounds', file, '--json'], {
      encoding: 'utf8',
    });
    expect(out.trim().split('\n')).toHaveLength(1);
    const report = JSON.parse(out) as Record<string, { rounds: number; chance: number }>;
    expect(report.en?.rounds).toBe(1);
    expect(report.en?.chance).toBeCloseTo(1 / 6, 3);
  }, 60_000);

  it('says what is wrong with a bad file, without a stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bots-eval-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ rounds: [{ board, target: 'x', clue: 'y', lang: 'en' }] }),
    );
    let stderr = '';
    try {
      execFileSync(process.execPath, [script, '--rounds', file, '--json'], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      stderr = String((error as { stderr?: string }).stderr);
      expect((error as { status?: number }).status).toBe(2);
    }
    expect(stderr).toMatch(/round 1: "target" must be one of/);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('keeps at least 150 rounds written by people for each built-in deck, in all five languages', () => {
    const out = execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' });
    const report = JSON.parse(out) as {
      decks: Record<string, Record<string, { rounds: number }>>;
    };
    for (const deck of ['tales', 'skies']) {
      expect(report.decks[deck]?.['all']?.rounds, deck).toBeGreaterThanOrEqual(150);
      for (const lang of ['en', 'ja', 'ru', 'pt', 'fi']) {
        expect(report.decks[deck]?.[lang]?.rounds, `${deck} ${lang}`).toBeGreaterThanOrEqual(20);
      }
    }
  }, 60_000);

  it('reads the cards of either built-in deck in one file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bots-eval-'));
    const file = join(dir, 'both.json');
    const tales = ['tale-003', 'tale-004', 'tale-005', 'tale-006'];
    const rounds = [
      { board, target: 'fabula-002', clue: plain('fabula-002'), lang: 'pt' },
      { board: tales, target: 'tale-004', clue: plain('tale-004'), lang: 'en' },
    ];
    writeFileSync(file, JSON.stringify({ rounds }));
    const out = execFileSync(process.execPath, [script, '--rounds', file, '--json'], {
      encoding: 'utf8',
    });
    const report = JSON.parse(out) as {
      all: { rounds: number };
      decks: Record<string, Record<string, { rounds: number; chance: number }>>;
    };
    expect(report.all.rounds).toBe(2);
    expect(report.decks['skies']?.['pt']?.rounds).toBe(1);
    expect(report.decks['tales']?.['en']?.chance).toBeCloseTo(1 / 4, 3);
  }, 60_000);
});
