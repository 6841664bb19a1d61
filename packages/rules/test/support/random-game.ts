import {
  apply,
  createGame,
  legalCommands,
  randomMove,
  seededRandom,
  type Command,
  type GameConfig,
  type GameState,
  type PresetId,
} from '../../src/index.ts';

/** A seeded random source for test drivers (separate from any game's own RNG). */
export function testRandom(seed: number): () => number {
  return seededRandom(`test-${seed}`);
}

export function deckOf(size: number): string[] {
  return Array.from({ length: size }, (_, i) => `card-${String(i + 1).padStart(3, '0')}`);
}

export function configFor(
  preset: PresetId,
  seats: number,
  seed: string,
  extra: Partial<GameConfig> = {},
): GameConfig {
  return { preset, seats, deck: deckOf(96), seed, at: 1_000_000, ...extra };
}

export interface PlayedGame {
  readonly config: GameConfig;
  readonly log: Command[];
  readonly states: GameState[];
  readonly final: GameState;
}

/**
 * Plays a whole game with uniformly random legal moves by random seats. `observe` sees every
 * state along the way. Bounded: throws if the game has not ended after `maxCommands`.
 */
export function playRandomGame(
  config: GameConfig,
  random: () => number,
  options: { maxCommands?: number; keepStates?: boolean } = {},
): PlayedGame {
  const created = createGame(config);
  if (!created.ok) throw new Error(`createGame: ${created.error.code} ${created.error.message}`);
  let state = created.value.state;
  const log: Command[] = [];
  const states: GameState[] = [state];
  const maxCommands = options.maxCommands ?? 20_000;
  let at = config.at;
  while (state.phase.kind !== 'ended') {
    if (log.length >= maxCommands) throw new Error('game did not end');
    at += 1000;
    const seats = state.occupied.flatMap((_, seat) =>
      legalCommands(state, seat).length > 0 ? [seat] : [],
    );
    const seat = seats[Math.floor(random() * seats.length)];
    if (seat === undefined) throw new Error(`no seat can move in phase ${state.phase.kind}`);
    const command = randomMove(legalCommands(state, seat), seat, at, random);
    if (!command) throw new Error('no move');
    const result = apply(state, command);
    if (!result.ok)
      throw new Error(`legal move refused: ${JSON.stringify(command)} → ${result.error.code}`);
    state = result.value.state;
    log.push(command);
    if (options.keepStates) states.push(state);
  }
  return { config, log, states, final: state };
}
