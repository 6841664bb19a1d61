import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedPlayerCounts,
  apply,
  presetIds,
  presets,
  replay,
  viewFor,
  type GameState,
  type PresetId,
} from '../src/index.ts';
import { allCards } from './support/drive.ts';
import { configFor, playRandomGame, testRandom } from './support/random-game.ts';
import { findLeaks } from '../src/testing/index.ts';

const tables: [PresetId, number][] = presetIds.flatMap((id) =>
  allowedPlayerCounts(presets[id]).map((n): [PresetId, number] => [id, n]),
);

/** Freezes a state deeply, so any mutation inside `apply` throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function checkCards(state: GameState, deck: readonly string[]): void {
  const cards = allCards(state);
  expect(cards.length).toBe(deck.length);
  expect(new Set(cards).size).toBe(deck.length);
  for (const hand of state.hands) expect(hand.length).toBeLessThanOrEqual(state.table.handSize);
}

describe('random full games of every preset at every player count (spec PROP-*)', () => {
  it(`PROP-GAMES, PROP-CARDS, LG-LEGAL, RP-REPLAY, VW-HIDDEN: ${tables.length} tables: cards conserved, games end, replay, no mutation, no leaks`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tables),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        ([preset, n], seed) => {
          const config = configFor(preset, n, `prop-${seed}`);
          const game = playRandomGame(config, testRandom(seed), { keepStates: true });
          expect(game.final.phase.kind).toBe('ended');
          game.states.forEach((state, i) => {
            checkCards(state, config.deck);
            if (i % 3 === 0) {
              expect(findLeaks(state, viewFor(state, { spectator: true }), null)).toEqual([]);
              for (let seat = 0; seat < n; seat++) {
                expect(findLeaks(state, viewFor(state, { seat }), seat)).toEqual([]);
              }
            }
          });
          const replayed = replay(config, game.log);
          expect(replayed.ok && replayed.value).toEqual(game.final);
          // apply never mutates its input: replay the log over deeply frozen states
          let state = deepFreeze(game.states[0] as GameState);
          for (const command of game.log.slice(0, 60)) {
            const before = JSON.stringify(state);
            const result = apply(state, command);
            expect(JSON.stringify(state)).toBe(before);
            if (!result.ok) throw new Error(result.error.code);
            state = deepFreeze(result.value.state);
          }
        },
      ),
      { seed: 20261122, numRuns: 80 },
    );
  }, 120_000);

  it('PROP-EVERY-TABLE: each preset and player count plays to the end at least once', () => {
    for (const [preset, n] of tables) {
      const game = playRandomGame(configFor(preset, n, `every-${preset}-${n}`), testRandom(n));
      expect(game.final.phase.kind, `${preset} ${n}`).toBe('ended');
      expect(game.final.history.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('PROP-CHAOS / SC-ABSENT: timers, leaving seats, pauses and bad commands never break a game, and absence never makes "all found"', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tables),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        ([preset, n], seed) => {
          const random = testRandom(seed);
          const timers = { race: 5000, clue: 5000, submit: 5000, vote: 5000, reveal: 5000 };
          const config = configFor(preset, n, `chaos-${seed}`, {
            timers,
            firstStoryteller: random() < 0.3 ? 'race' : 'random',
          });
          const game = playChaos(config, random);
          checkCards(game.final, config.deck);
          for (const round of game.final.history) {
            // RULES.md §8: "all found" needs a vote on the storyteller's card from every seat (team:
            // every team) of the round that was owed one; a seat that did not vote says so
            const voted = new Set(round.ballots.map((b) => b.seat));
            const inRound = round.points.map((p) => p.seat);
            const owed: (readonly number[])[] =
              game.final.teams === null
                ? inRound.filter((seat) => seat !== round.storyteller).map((seat) => [seat])
                : game.final.teams.filter(
                    (pair) =>
                      !pair.includes(round.storyteller) &&
                      pair.some((seat) => inRound.includes(seat)),
                  );
            if (round.outcome === 'allFound') {
              for (const unit of owed) expect(unit.some((seat) => voted.has(seat))).toBe(true);
            }
            for (const p of round.points) {
              const noVote = p.reasons.some((r) => r.code === 'no_vote');
              if (noVote) expect(voted.has(p.seat)).toBe(false);
              if (noVote) expect(p.reasons.map((r) => r.code)).not.toContain('all_or_none');
            }
          }
          const replayed = replay(config, game.log);
          expect(replayed.ok && replayed.value).toEqual(game.final);
        },
      ),
      { seed: 7, numRuns: 60 },
    );
  }, 120_000);
});

import {
  createGame,
  legalCommands,
  randomMove,
  type Command,
  type GameConfig,
} from '../src/index.ts';

/** Random play mixed with timeouts, seats leaving and coming back, pauses and junk commands. */
function playChaos(config: GameConfig, random: () => number): { final: GameState; log: Command[] } {
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  const log: Command[] = [];
  let at = config.at;
  for (let step = 0; step < 3000 && state.phase.kind !== 'ended'; step++) {
    at += Math.floor(random() * 3000);
    const roll = random();
    const seat = Math.floor(random() * config.seats);
    let command: Command | null;
    if (roll < 0.1) command = { type: 'tick', at };
    else if (roll < 0.13)
      command = { type: state.occupied[seat] ? 'vacateSeat' : 'occupySeat', seat, at };
    else if (roll < 0.15) command = { type: state.pause?.byHost ? 'resume' : 'pause', at };
    else if (roll < 0.2) command = junk(seat, at, random);
    else command = randomMove(legalCommands(state, seat), seat, at, random);
    if (step === 2999) command = { type: 'endGame', at };
    if (!command) continue;
    const before = state;
    const result = apply(state, command);
    if (result.ok) {
      const count = allCards(result.value.state).length;
      if (count !== config.deck.length) {
        throw new Error(
          `cards ${count} after ${JSON.stringify(command)} in ${state.phase.kind} → ${result.value.state.phase.kind}: ${JSON.stringify(result.value.events)}`,
        );
      }
      state = result.value.state;
      log.push(command);
    } else {
      expect(state).toBe(before);
    }
  }
  if (state.phase.kind !== 'ended') {
    const ended = apply(state, { type: 'endGame', at });
    if (!ended.ok) throw new Error(ended.error.code);
    state = ended.value.state;
    log.push({ type: 'endGame', at });
  }
  return { final: state, log };
}

function junk(seat: number, at: number, random: () => number): Command {
  const options: unknown[] = [
    { type: 'vote', seat, at, slots: [Math.floor(random() * 15) - 1] },
    { type: 'submit', seat, at, cards: ['no-such-card'] },
    { type: 'clue', seat, at, clue: { kind: 'text', text: '' } },
    { type: 'trap', seat, at, slot: 99 },
    { type: 'continue', seat: seat + 20, at },
    { type: 'dance', seat, at },
    { type: 'vote', seat, at: Number.NaN, slots: [1] },
  ];
  return options[Math.floor(random() * options.length)] as Command;
}
