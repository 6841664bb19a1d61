import { legalCommands, type LegalCommand } from '@fabula/rules';
import type { RoomRecord } from './record.ts';

/**
 * The pace of the current phase, kept with the room so bots can think side by side: when the
 * phase began (or was resumed), whether a person had a move in it, and when the last person
 * made theirs. Made from the record alone (`paceAfter`), so a replayed move rebuilds it exactly.
 */
export interface Pace {
  /** The phase it describes: turn, phase kind, paused or not. */
  readonly key: string;
  /** When that phase began or was resumed (ms since epoch, the engine's clock). */
  readonly since: number;
  /** Whether a person owed a move in it at some point. */
  readonly peopleOwed: boolean;
  /** When no person owed a move any more, after one had; null until then. */
  readonly peopleDoneAt: number | null;
}

type Game = NonNullable<RoomRecord['game']>;

/** A move someone must make for the game to go on (asking the table to wait is not one). */
type NeededMove = Exclude<LegalCommand, { readonly type: 'wait' }>;

function needed(legal: readonly LegalCommand[]): NeededMove | undefined {
  return legal.find((move): move is NeededMove => move.type !== 'wait');
}

/** The game (rematches count), turn, phase kind, and whether it is paused. */
function phaseKey(record: RoomRecord, state: Game['state']): string {
  const paused = state.pause === null ? 'on' : 'paused';
  return `${String(record.gamesPlayed)}:${String(state.turns)}:${state.phase.kind}:${paused}`;
}

/** Whether a person (not a bot, not an empty seat) still has a move to make now. */
function personOwes(record: RoomRecord, state: Game['state']): boolean {
  return record.lobby.seats.some(
    (seat, i) =>
      !seat.bot && seat.tokenHash !== null && needed(legalCommands(state, i)) !== undefined,
  );
}

/**
 * The pace after a change to the room's game: a new one when the phase changed, else updated.
 * Only bots read it, so a table without bots keeps what it had and pays nothing per move.
 */
export function paceAfter(record: RoomRecord): Pace | undefined {
  const state = record.game?.state;
  const before = record.pace;
  if (!state || !record.lobby.seats.some((seat) => seat.bot)) return before;
  const key = phaseKey(record, state);
  if (before?.key === key && before.peopleDoneAt !== null) return before;
  const owe = personOwes(record, state);
  if (before?.key !== key) {
    return { key, since: state.now, peopleOwed: owe, peopleDoneAt: null };
  }
  const peopleOwed = before.peopleOwed || owe;
  const peopleDoneAt = before.peopleDoneAt ?? (peopleOwed && !owe ? state.now : null);
  if (peopleOwed === before.peopleOwed && peopleDoneAt === before.peopleDoneAt) return before;
  return { key, since: before.since, peopleOwed, peopleDoneAt };
}

/** The room's pace for its current phase (a record without one: the phase began at its last move). */
function currentPace(record: RoomRecord, state: Game['state']): Pace {
  const key = phaseKey(record, state);
  return record.pace?.key === key
    ? record.pace
    : { key, since: state.now, peopleOwed: false, peopleDoneAt: null };
}

/**
 * How long a bot thinks over each kind of move, in multiples of the server's bot pause
 * (BOT_DELAY_MS, 1.5 s by default): a clue takes longer than a vote, pressing "next" is quick.
 */
const thinking: Readonly<Record<Exclude<LegalCommand['type'], 'wait'>, readonly [number, number]>> =
  {
    claimStoryteller: [2, 4],
    clue: [2, 4],
    submit: [0.8, 3],
    vote: [0.8, 3],
    trap: [0.8, 3],
    continue: [0.5, 2],
  };

/** Once every person has moved, the bots still thinking finish within this (same unit). */
const hurry: readonly [number, number] = [0.2, 0.8];

/**
 * Two numbers in [0, 1) fixed by `text` (FNV-1a, then a xorshift step): a bot's thinking and
 * hurry for one phase. Cheaper than seeding the engine's RNG on every move of a room.
 */
function twoDraws(text: string): readonly [number, number] {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  let next = hash >>> 0;
  next ^= next << 13;
  next ^= next >>> 17;
  next ^= next << 5;
  return [(hash >>> 0) / 4294967296, (next >>> 0) / 4294967296];
}

const between = (share: number, [low, high]: readonly [number, number]) =>
  low + (high - low) * share;

/**
 * When each bot with a move to make will make it: all think at once from the phase's start,
 * each for its own human-like while (drawn from the game's seed, so a restart keeps the plan),
 * and once the last person has moved the rest follow within a second or so, one after another,
 * never in a queue behind each other.
 */
export function botPlans(
  record: RoomRecord,
  botDelayMs: number,
): { readonly seat: number; readonly at: number }[] {
  const game = record.game;
  if (!game || game.state.phase.kind === 'ended') return [];
  const { state } = game;
  const pace = currentPace(record, state);
  const plans: { seat: number; at: number }[] = [];
  record.lobby.seats.forEach((seat, i) => {
    if (!seat.bot) return;
    const first = needed(legalCommands(state, i));
    if (!first) return;
    const [think, rush] = twoDraws(`${game.config.seed}:${pace.key}:${String(i)}`);
    const thought = pace.since + botDelayMs * between(think, thinking[first.type]);
    const hurried =
      pace.peopleDoneAt === null
        ? Number.POSITIVE_INFINITY
        : pace.peopleDoneAt + botDelayMs * between(rush, hurry);
    plans.push({ seat: i, at: Math.round(Math.min(thought, hurried)) });
  });
  return plans;
}
