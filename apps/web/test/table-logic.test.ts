import {
  apply,
  createGame,
  legalCommands,
  randomMove,
  seededRandom,
  viewFor,
  type GameState,
  type PresetId,
  type RoundResult,
  type ShownClue,
} from '@fabula/rules';
import { swapOwners } from '@fabula/rules/testing';
import { describe, expect, it } from 'vitest';
import { catalogues, lang, languages, tIn } from '../src/i18n/index.ts';
import { clueLabel } from '../src/logic/clue-label.ts';
import { crossedWarning } from '../src/logic/announce.ts';
import { instruction, legalMove } from '../src/logic/derive.ts';
import { historyNewestFirst, summariseRound } from '../src/logic/history.ts';
import { finalMargin, funStats } from '../src/logic/stats.ts';
import { roundResult } from './round-result.ts';
import { partnerOf, teamRoles } from '../src/logic/teams.ts';
import { laneCount, placePawns, trackLength, trackTicks } from '../src/logic/track.ts';
import { tvInstruction } from '../src/logic/tv.ts';

const deck = Array.from({ length: 160 }, (_, i) => `card-${String(i + 1).padStart(3, '0')}`);
const names = (seat: number) => `P${String(seat)}`;

function newGame(preset: PresetId, seats: number): GameState {
  const created = createGame({ preset, seats, deck, seed: 'table-test', at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** One random legal move by the first seat that has one. */
function step(state: GameState, random: ReturnType<typeof seededRandom>, n: number): GameState {
  for (let seat = 0; seat < state.table.seatCount; seat++) {
    const move = randomMove(legalCommands(state, seat), seat, n, random);
    if (!move) continue;
    const next = apply(state, move);
    if (next.ok) return next.value.state;
  }
  throw new Error(`stuck in ${state.phase.kind}`);
}

function playUntil(state: GameState, done: (s: GameState) => boolean): GameState {
  const random = seededRandom('table-moves');
  for (let n = 0; n < 2000 && !done(state); n++) state = step(state, random, n);
  return state;
}

describe('score track', () => {
  it('runs to the target, or past the leader when the game ends by turns', () => {
    expect(trackLength(30, [4, 12])).toBe(30);
    expect(trackLength(null, [0, 3])).toBe(10);
    expect(trackLength(null, [19, 3])).toBe(20);
    expect(trackLength(null, [20])).toBe(30);
    expect(trackTicks(30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(trackTicks(12)).toEqual([0, 5, 10, 12]);
    expect(trackTicks(100)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('stacks pawns that would cover each other and keeps the others on the track', () => {
    const placed = placePawns(
      [
        { id: 0, score: 10 },
        { id: 1, score: 10 },
        { id: 2, score: 11 },
        { id: 3, score: 20 },
        { id: 4, score: 45 },
      ],
      30,
      2,
    );
    expect(placed.map((p) => p.id)).toEqual([0, 1, 2, 3, 4]);
    expect(placed.map((p) => p.lane)).toEqual([0, 1, 2, 0, 0]);
    expect(placed[3]?.at).toBeCloseTo(20 / 30);
    expect(placed[4]?.at).toBe(1); // past the target: at the end, not off the track
    expect(laneCount(placed)).toBe(3);
    expect(laneCount([])).toBe(1);
  });

  it('reuses a lower lane once a pawn is far enough ahead', () => {
    const placed = placePawns(
      [
        { id: 0, score: 0 },
        { id: 1, score: 1 },
        { id: 2, score: 2 },
      ],
      30,
      2,
    );
    expect(placed.map((p) => p.lane)).toEqual([0, 1, 0]);
  });
});

const result = roundResult;

describe('fun stats', () => {
  const history: RoundResult[] = [
    result({
      round: 1,
      storyteller: 0,
      storytellerSlot: 2,
      board: [
        { slot: 1, card: 'a', owner: 1, voters: [2, 3] },
        { slot: 2, card: 'b', owner: 0, voters: [1] },
        { slot: 3, card: 'c', owner: 2, voters: [] },
        { slot: 4, card: 'd', owner: 3, voters: [] },
      ],
      points: [
        { seat: 0, points: 3, reasons: [] },
        { seat: 1, points: 5, reasons: [] },
      ],
      scoresAfter: [3, 5, 0, 0],
    }),
    result({
      round: 2,
      storyteller: 1,
      storytellerSlot: 3,
      board: [
        { slot: 1, card: 'e', owner: 3, voters: [0] },
        { slot: 2, card: 'f', owner: 2, voters: [] },
        { slot: 3, card: 'g', owner: 1, voters: [2, 3] },
        { slot: 4, card: 'h', owner: 0, voters: [] },
      ],
      points: [
        { seat: 1, points: 3, reasons: [] },
        { seat: 2, points: 3, reasons: [] },
        { seat: 3, points: 4, reasons: [] },
      ],
      scoresAfter: [3, 8, 3, 4],
    }),
  ];

  it('names the most-found storyteller, the best bluffer, the sharpest eye and the best round', () => {
    const awards = funStats(history);
    expect(awards.find((a) => a.kind === 'storyteller')).toEqual({
      kind: 'storyteller',
      seats: [1],
      value: 2,
    });
    // Seat 1 drew two votes to a decoy; seat 3 one.
    expect(awards.find((a) => a.kind === 'bluffer')).toEqual({
      kind: 'bluffer',
      seats: [1],
      value: 2,
    });
    // Seats 1, 2 and 3 each found the storyteller once: a three-way tie.
    expect(awards.find((a) => a.kind === 'eye')?.seats).toEqual([1, 2, 3]);
    expect(awards.find((a) => a.kind === 'round')).toEqual({
      kind: 'round',
      seats: [1],
      value: 5,
      round: 1,
    });
    expect(awards.some((a) => a.kind === 'trapper')).toBe(false);
    expect(finalMargin(history)).toBe(4);
  });

  it('has nothing to say before any round, and counts a Party trap and no own-card votes', () => {
    expect(funStats([])).toEqual([]);
    expect(finalMargin([])).toBeNull();
    const party = result({
      round: 1,
      storyteller: 0,
      storytellerSlot: null,
      trap: 2,
      outcome: 'popularity',
      board: [
        { slot: 1, card: 'a', owner: 1, voters: [1] },
        { slot: 2, card: 'b', owner: 2, voters: [3, 0] },
      ],
      scoresAfter: [2, 2, 0, 0],
    });
    const awards = funStats([party]);
    expect(awards.find((a) => a.kind === 'trapper')).toEqual({
      kind: 'trapper',
      seats: [0],
      value: 2,
    });
    expect(awards.find((a) => a.kind === 'bluffer')?.seats).toEqual([2]);
    expect(awards.some((a) => a.kind === 'storyteller' || a.kind === 'eye')).toBe(false);
    expect(finalMargin([party])).toBe(0);
  });

  it('Teams: a vote for one’s own team’s card is no bluff by the partner who played it', () => {
    // teams (0,2) (1,3); seat 0 tells, 2 plays for the team; 1 plays for the other, 3 votes it
    const round = result({
      round: 1,
      storyteller: 0,
      storytellerSlot: 1,
      board: [
        { slot: 1, card: 'a', owner: 0, voters: [] },
        { slot: 2, card: 'b', owner: 1, voters: [3] },
        { slot: 3, card: 'c', owner: 2, voters: [] },
      ],
    });
    expect(funStats([round]).some((a) => a.kind === 'bluffer')).toBe(true);
    const teams: [number, number][] = [
      [0, 2],
      [1, 3],
    ];
    expect(funStats([round], teams).some((a) => a.kind === 'bluffer')).toBe(false);
  });

  it('leaves out an award four or more players share', () => {
    const flat = result({
      round: 1,
      board: [{ slot: 1, card: 'a', owner: 0, voters: [1, 2, 3, 4] }],
      points: [1, 2, 3, 4].map((seat) => ({ seat, points: 3, reasons: [] })),
    });
    const awards = funStats([flat]);
    expect(awards.map((a) => a.kind)).toEqual(['storyteller']);
  });

  it('works on a whole game played by the engine', () => {
    const ended = playUntil(newGame('dixit', 4), (s) => s.phase.kind === 'ended');
    const view = viewFor(ended, { spectator: true });
    expect(view.history.length).toBeGreaterThan(3);
    const awards = funStats(view.history);
    expect(awards.length).toBeGreaterThan(0);
    for (const a of awards) expect(a.value).toBeGreaterThan(0);
    const margin = finalMargin(view.history);
    const top = [...view.seats.map((s) => s.score)].sort((a, b) => b - a);
    expect(margin).toBe((top[0] ?? 0) - (top[1] ?? 0));
  });
});

describe('round history', () => {
  it('lists rounds newest first, cards by slot, points best first, with the answer marked', () => {
    const state = playUntil(newGame('odyssey', 5), (s) => s.history.length >= 2);
    const rounds = historyNewestFirst(viewFor(state, { seat: 0 }).history);
    expect(rounds.map((r) => r.round)).toEqual(
      [...rounds.map((r) => r.round)].sort((a, b) => b - a),
    );
    for (const r of rounds) {
      expect(r.cards.map((c) => c.slot)).toEqual(r.cards.map((_, i) => i + 1));
      expect(r.cards.filter((c) => c.answer)).toHaveLength(1);
      expect(r.cards.find((c) => c.answer)?.owner).toBe(r.storyteller);
      const pts = r.points.map((p) => p.points);
      expect(pts).toEqual([...pts].sort((a, b) => b - a));
      expect(r.clue).not.toBeNull();
    }
  });

  it('names each clue in its kind: words, emoji, a drawing or its caption, a hidden clue', () => {
    const en = (clue: ShownClue) => {
      lang.value = 'en';
      return clueLabel(clue);
    };
    expect(en({ kind: 'emoji', text: '🌙' })).toBe('🌙');
    expect(en({ kind: 'drawing', ref: 'abc' })).toBe('a drawing');
    expect(en({ kind: 'voice', ref: 'abc', durationMs: 900, caption: 'la la' })).toBe('la la');
    expect(en({ kind: 'hidden', was: 'text' })).toBe('Hidden by the host');
    const r = summariseRound(
      result({ round: 3, trap: 1, board: [{ slot: 1, card: 'x', owner: 2, voters: [] }] }),
    );
    expect(r.cards[0]).toMatchObject({ answer: true, trap: true, owner: 2 });
  });
});

describe('teams: who plays and who votes', () => {
  it('says it in the seat roles and the instructions', () => {
    let state = newGame('teams', 8);
    if (state.phase.kind !== 'clue') throw new Error('expected the clue phase');
    const teller = state.phase.round.storyteller;
    const tellerView = viewFor(state, { seat: teller });
    const tellerPartner = partnerOf(tellerView, teller);
    if (tellerPartner === null) throw new Error('no partner');
    expect(teamRoles(tellerView).get(teller)).toBe('storyteller');
    expect(teamRoles(tellerView).get(tellerPartner)).toBe('plays');
    expect(instruction(viewFor(state, { seat: tellerPartner }), names).key).toBe(
      'table.teamClueWaitPartner',
    );

    state = playUntil(state, (s) => s.phase.kind === 'submit');
    const other = [0, 1, 2, 3, 4, 5, 6, 7].find((s) => s !== teller && s !== tellerPartner) ?? 0;
    const view = viewFor(state, { seat: other });
    const partner = partnerOf(view, other);
    if (partner === null) throw new Error('no partner');
    expect(teamRoles(view).get(other)).toBe('either');
    expect(instruction(view, names)).toEqual({
      key: 'table.teamSubmit',
      params: { name: names(partner) },
    });
    expect(instruction(viewFor(state, { seat: tellerPartner }), names).key).toBe(
      'table.teamSubmitTeller',
    );

    const submit = legalMove(view, 'submit');
    if (!submit) throw new Error('expected a submit move');
    const played = apply(state, {
      type: 'submit',
      seat: other,
      cards: [submit.cards[0] ?? ''],
      at: 1,
    });
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    expect(teamRoles(viewFor(state, { seat: other })).get(other)).toBe('plays');
    expect(teamRoles(viewFor(state, { seat: other })).get(partner)).toBe('votes');
    expect(instruction(viewFor(state, { seat: other }), names).key).toBe('table.teamPlayed');
    expect(instruction(viewFor(state, { seat: partner }), names).key).toBe(
      'table.teamPartnerPlayed',
    );

    state = playUntil(state, (s) => s.phase.kind === 'vote');
    expect(instruction(viewFor(state, { seat: partner }), names).key).toBe('table.teamVote');
    // The voter does not know which card its partner played (RULES.md §4.2 step 3): every card
    // can be chosen, and what the table shows it is the same wherever that card lies.
    if (state.phase.kind !== 'vote') throw new Error('expected the vote');
    const slots = state.phase.board.map((_, i) => i + 1);
    const voterView = viewFor(state, { seat: partner });
    expect(legalMove(voterView, 'vote')?.slots).toEqual(slots);
    const teamSlot = state.phase.board.findIndex((b) => b.owner === other) + 1;
    for (const slot of slots) {
      const moved = viewFor(swapOwners(state, teamSlot, slot), { seat: partner });
      expect(moved).toEqual(voterView);
      expect(instruction(moved, names)).toEqual(instruction(voterView, names));
    }
    expect(instruction(viewFor(state, { seat: tellerPartner }), names).key).toBe(
      'table.teamNoVote',
    );
    expect(instruction(viewFor(state, { seat: other }), names)).toEqual({
      key: 'table.teamPartnerVotes',
      params: { name: names(partner) },
    });
    expect(teamRoles(viewFor(state, { seat: other })).get(partner)).toBe('votes');
  });

  it('has no roles outside team mode', () => {
    expect(teamRoles(viewFor(newGame('dixit', 4), { seat: 0 })).size).toBe(0);
  });
});

describe('party: clue first, then the trap', () => {
  it('explains each step', () => {
    let state = newGame('party', 6);
    if (state.phase.kind !== 'clue') throw new Error('expected the clue phase');
    const teller = state.phase.round.storyteller;
    const other = (teller + 1) % 6;
    expect(instruction(viewFor(state, { seat: other }), names).key).toBe('table.clueWaitParty');
    state = playUntil(state, (s) => s.phase.kind === 'submit');
    expect(instruction(viewFor(state, { seat: teller }), names).key).toBe(
      'table.submitPartyTeller',
    );
    expect(instruction(viewFor(state, { seat: other }), names).key).toBe('table.submitParty');
    state = playUntil(state, (s) => s.phase.kind === 'vote');
    expect(instruction(viewFor(state, { seat: teller }), names).key).toBe('table.votePartyTeller');
    expect(instruction(viewFor(state, { seat: other }), names).key).toBe('table.votePartyTrap');
    expect(tvInstruction(viewFor(state, { spectator: true }), names).key).toBe('tv.voteParty');
    expect(instruction(viewFor(state, { spectator: true }), names).key).toBe('table.watching');
  });
});

describe('announcements', () => {
  it('warns once when the timer crosses 30 and 10 seconds', () => {
    expect(crossedWarning(31, 30)).toBe(30);
    expect(crossedWarning(30, 29)).toBeNull();
    expect(crossedWarning(12, 9)).toBe(10);
    expect(crossedWarning(null, 10)).toBeNull();
    expect(crossedWarning(5, null)).toBeNull();
    expect(crossedWarning(60, 45)).toBeNull();
  });

  it('has the words in every language', () => {
    for (const lang of languages) {
      expect(tIn(lang, 'announce.seconds', { s: 10 })).toContain('10');
      expect(catalogues[lang]['tv.open']).not.toBe('');
    }
  });
});

describe('sound cues', () => {
  it('chimes when the viewer comes to owe a move, not when nothing changed', async () => {
    const { turnStarted } = await import('../src/ui/cues.ts');
    let state = newGame('dixit', 4);
    if (state.phase.kind !== 'clue') throw new Error('expected the clue phase');
    const teller = state.phase.round.storyteller;
    const other = (teller + 1) % 4;
    const clueView = viewFor(state, { seat: other });
    expect(turnStarted(null, viewFor(state, { seat: teller }))).toBe(true);
    expect(turnStarted(viewFor(state, { seat: teller }), viewFor(state, { seat: teller }))).toBe(
      false,
    );
    state = playUntil(state, (s) => s.phase.kind === 'submit');
    expect(turnStarted(clueView, viewFor(state, { seat: other }))).toBe(true);
    expect(turnStarted(clueView, viewFor(state, { seat: teller }))).toBe(false);
  });
});
