import type { GameEvent } from '@fabula/protocol';
import { describe, expect, it } from 'vitest';
import { languages, tIn } from '../src/i18n/index.ts';
import { newsOf, type NewsReader } from '../src/logic/news.ts';

const seatNames = ['Ana', 'Bo', 'Cy', 'Dee'];
const names = (seat: number) => seatNames[seat] ?? '?';
const list = (items: readonly string[]) => items.join(' & ');
const player: NewsReader = { me: 2, names, list };
const tv: NewsReader = { me: null, names, list };

const hiddenWhilePlayed: GameEvent[] = [
  { type: 'clueHidden', round: 4, roundCalledOff: true },
  { type: 'turnSkipped', seat: 0, reason: 'clueHidden' },
  { type: 'roundStarted', round: 5, storyteller: 1 },
];

describe('the news line: events to lines', () => {
  it('a clue hidden while played: one line naming its storyteller, "your clue" to them', () => {
    expect(newsOf(hiddenWhilePlayed, player)).toEqual([
      { key: 'news.hiddenCalledOff', params: { name: 'Ana' } },
    ]);
    expect(newsOf(hiddenWhilePlayed, { ...player, me: 0 })).toEqual([
      { key: 'news.hiddenCalledOffYou' },
    ]);
  });

  it('a past round’s clue hidden: its round, and that its points stand', () => {
    const events: GameEvent[] = [{ type: 'clueHidden', round: 2, roundCalledOff: false }];
    expect(newsOf(events, tv)).toEqual([{ key: 'news.hiddenPast', params: { n: 2 } }]);
  });

  it('a storyteller out of time: who, and "you" to them', () => {
    const events: GameEvent[] = [
      { type: 'timedOut', phase: 'clue' },
      { type: 'turnSkipped', seat: 1, reason: 'timeout' },
      { type: 'roundStarted', round: 3, storyteller: 2 },
    ];
    expect(newsOf(events, tv)).toEqual([{ key: 'news.timeout', params: { name: 'Bo' } }]);
    expect(newsOf(events, { ...tv, me: 1 })).toEqual([{ key: 'news.timeoutYou' }]);
  });

  it('a player who leaves: one line, their own skipped turn included in it', () => {
    const leftAsTeller: GameEvent[] = [
      { type: 'seatVacated', seat: 3 },
      { type: 'turnSkipped', seat: 3, reason: 'vacant' },
      { type: 'roundStarted', round: 6, storyteller: 0 },
    ];
    expect(newsOf(leftAsTeller, player)).toEqual([{ key: 'news.left', params: { name: 'Dee' } }]);
    // Later, the turn of the empty seat comes round: it is skipped, and said so.
    const later: GameEvent[] = [{ type: 'turnSkipped', seat: 3, reason: 'vacant' }];
    expect(newsOf(later, player)).toEqual([{ key: 'news.vacantTurn', params: { name: 'Dee' } }]);
  });

  it('cards the timer played: everyone it played for, or "you" to one of them', () => {
    const events: GameEvent[] = [
      { type: 'timedOut', phase: 'submit' },
      { type: 'cardsSubmitted', seat: 1, auto: true },
      { type: 'cardsSubmitted', seat: 2, auto: true },
      { type: 'cardsSubmitted', seat: 3, auto: false },
      { type: 'boardLaid' },
    ];
    expect(newsOf(events, tv)).toEqual([{ key: 'news.autoPlayed', params: { names: 'Bo & Cy' } }]);
    expect(newsOf(events, player)).toEqual([{ key: 'news.autoPlayedYou' }]);
  });

  it('the deck reshuffled; and nothing for what every screen already shows', () => {
    expect(newsOf([{ type: 'deckReshuffled' }], tv)).toEqual([{ key: 'news.reshuffled' }]);
    const quiet: GameEvent[] = [
      { type: 'gameStarted' },
      { type: 'clueGiven', seat: 0 },
      { type: 'cardsSubmitted', seat: 1, auto: false },
      { type: 'voted', seat: 1 },
      { type: 'roundScored', round: 1 },
      { type: 'paused', byHost: true },
      { type: 'resumed' },
      { type: 'seatOccupied', seat: 3 },
      { type: 'gameEnded', reason: 'target' },
    ];
    expect(newsOf(quiet, player)).toEqual([]);
  });

  const cases: { events: GameEvent[]; reader: NewsReader; says: string | null }[] = [
    { events: hiddenWhilePlayed, reader: player, says: 'Ana' },
    { events: hiddenWhilePlayed, reader: { ...player, me: 0 }, says: null },
    { events: [{ type: 'clueHidden', round: 7, roundCalledOff: false }], reader: tv, says: '7' },
    { events: [{ type: 'turnSkipped', seat: 1, reason: 'timeout' }], reader: tv, says: 'Bo' },
    {
      events: [{ type: 'turnSkipped', seat: 1, reason: 'timeout' }],
      reader: { ...tv, me: 1 },
      says: null,
    },
    { events: [{ type: 'turnSkipped', seat: 3, reason: 'vacant' }], reader: tv, says: 'Dee' },
    { events: [{ type: 'seatVacated', seat: 3 }], reader: tv, says: 'Dee' },
    { events: [{ type: 'cardsSubmitted', seat: 0, auto: true }], reader: tv, says: 'Ana' },
    { events: [{ type: 'cardsSubmitted', seat: 2, auto: true }], reader: player, says: null },
    { events: [{ type: 'deckReshuffled' }], reader: tv, says: null },
  ];

  it.each(languages)('every line reads in %s, with who or which round filled in', (lang) => {
    const keys = new Set<string>();
    for (const { events, reader, says } of cases) {
      const lines = newsOf(events, reader);
      expect(lines).toHaveLength(1);
      for (const line of lines) {
        keys.add(line.key);
        const text = tIn(lang, line.key, line.params);
        expect(text, `${lang} ${line.key}`).not.toMatch(/[{}]/);
        if (says !== null) expect(text, `${lang} ${line.key}`).toContain(says);
        // Told in the language, not left in English.
        if (lang !== 'en') expect(text).not.toBe(tIn('en', line.key, line.params));
      }
    }
    // Every news key was exercised.
    expect(keys.size).toBe(10);
  });
});
