import { languages } from '@fabula/deck';
import {
  allowedPlayerCounts,
  apply,
  createGame,
  presetIds,
  presets,
  viewFor,
  type GameState,
} from '@fabula/rules';
import { builtInDeck } from '@fabula/deck';
import { beforeAll, describe, expect, it } from 'vitest';
import { levels, personalities, think, warmUp, type BotOptions } from '../src/index.ts';
import { deckIds, lookup } from './helpers.ts';

/** Plays `rounds` rounds one move at a time; every bot move must be accepted by `apply`. */
function playStrictly(state: GameState, rounds: number, options: (seat: number) => BotOptions) {
  let at = 0;
  const seen = new Set<string>();
  let moves = 0;
  while (state.phase.kind !== 'ended' && state.history.length < rounds) {
    const seats = state.occupied.map((_, seat) => seat);
    const decisions = seats.flatMap((seat) => {
      const decision = think(viewFor(state, { seat }), lookup, options(seat));
      return decision ? [{ seat, decision }] : [];
    });
    expect(decisions.length, `nobody can move in ${state.phase.kind}`).toBeGreaterThan(0);
    decisions.sort((a, b) => b.decision.eagerness - a.decision.eagerness || a.seat - b.seat);
    // Apply only the keenest move, then look again: each move is made from a current view.
    const first = decisions[0];
    if (!first) break;
    const command = { ...first.decision.command, seat: first.seat, at: ++at };
    const applied = apply(state, command);
    if (!applied.ok) throw new Error(`${JSON.stringify(command)}: ${applied.error.message}`);
    seen.add(`${state.rules.mode}:${command.type}`);
    state = applied.value.state;
    moves++;
  }
  return { seen, moves, state };
}

describe('every role of every mode', () => {
  // Loading the data and the deck's tables takes seconds on a busy machine: not a move's time.
  beforeAll(() => {
    warmUp(builtInDeck);
  }, 120_000);

  for (const preset of presetIds) {
    const counts = allowedPlayerCounts(presets[preset]);
    const sizes = [counts[0], counts[counts.length - 1]].filter(
      (n, i, all): n is number => n !== undefined && all.indexOf(n) === i,
    );
    for (const players of sizes) {
      it(`${preset} with ${players} bots: every move is legal`, () => {
        const created = createGame({ preset, seats: players, deck: deckIds, seed: preset, at: 0 });
        if (!created.ok) throw new Error(created.error.message);
        const { seen } = playStrictly(created.value.state, 3, (seat) => ({
          level: levels[seat % levels.length] ?? 'normal',
          personality: personalities[seat % personalities.length] ?? 'poetic',
          language: languages[(seat + players) % languages.length] ?? 'en',
          seed: `${preset}-${players}`,
          deck: deckIds,
        }));
        const mode = presets[preset].mode;
        expect(seen).toContain(`${mode}:clue`);
        expect(seen).toContain(`${mode}:submit`);
        expect(seen).toContain(`${mode}:vote`);
        if (mode === 'party') expect(seen).toContain('party:trap');
      });
    }
  }

  it('claims the storyteller’s turn in a race', () => {
    const created = createGame({
      preset: 'dixit',
      seats: 4,
      deck: deckIds,
      seed: 'race',
      at: 0,
      firstStoryteller: 'race',
    });
    if (!created.ok) throw new Error(created.error.message);
    const { seen } = playStrictly(created.value.state, 1, () => ({
      level: 'normal',
      personality: 'punny',
      language: 'en',
      seed: 'race',
    }));
    expect(seen).toContain('classic:claimStoryteller');
  });

  it('returns null for a spectator and for a seat with nothing to do', () => {
    const created = createGame({ preset: 'dixit', seats: 4, deck: deckIds, seed: 'idle', at: 0 });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.value.state;
    const options: BotOptions = { level: 'easy', personality: 'poetic', language: 'en', seed: 'i' };
    expect(think(viewFor(state, { spectator: true }), lookup, options)).toBeNull();
    if (state.phase.kind !== 'clue') throw new Error('not a clue phase');
    const listener = (state.phase.round.storyteller + 1) % 4;
    expect(think(viewFor(state, { seat: listener }), lookup, options)).toBeNull();
  });
});
