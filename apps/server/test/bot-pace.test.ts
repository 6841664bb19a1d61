import { parseRoomCode } from '@fabula/protocol';
import { cardById } from '@fabula/deck';
import type { Command } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { botPlans } from '../src/rooms/bot-pace.ts';
import { planBotMove } from '../src/rooms/bot-players.ts';
import type { Stored } from '../src/rooms/decision.ts';
import { applyCommand } from '../src/rooms/moves.ts';
import { lobbyWithBots, startedRoom } from './support/started-room.ts';
import type { RoomRecord } from '../src/rooms/record.ts';

const parsed = parseRoomCode('B7PQ3M');
if (parsed === null) throw new Error('not a room code');
const code = parsed;
const delay = 1500;
const person = 'token-hash-of-ana';

/** Ana (a person) in seat 0, the storyteller, and five bots; the game just started at 1 s. */
function table(): Stored {
  return startedRoom(code, lobbyWithBots(5, person), {
    seed: 'pace',
    version: 1,
    firstStoryteller: { seat: 0 },
  });
}

function applied(room: Stored, command: Command): Stored {
  const timing = { now: command.at, botDelayMs: delay, hostHandoverMs: 600_000 };
  const decision = applyCommand(room, command, timing);
  if (decision.kind !== 'write') throw new Error(`refused: ${decision.error.message}`);
  return { ...room, ...decision.room, version: room.version + 1 };
}

const phaseOf = (room: Stored) =>
  `${String(room.doc.game?.state.turns)}:${String(room.doc.game?.state.phase.kind)}`;

/**
 * The scheduler on a virtual clock: at each stored deadline the bot whose thinking is over
 * moves, until the phase changes. Returns when each bot moved and when the phase changed.
 */
function botsUntilPhaseChanges(start: Stored): {
  room: Stored;
  moves: number[];
  changedAt: number;
} {
  let room = start;
  const phase = phaseOf(room);
  const moves: number[] = [];
  for (let guard = 0; guard < 20 && phaseOf(room) === phase; guard++) {
    const now = room.deadline;
    if (now === null) throw new Error('nothing scheduled');
    const move = planBotMove(room.doc, cardById, { now, botDelayMs: delay });
    if (move === null) throw new Error(`no bot due at ${String(now)}`);
    room = applied(room, move);
    moves.push(now);
  }
  return { room, moves, changedAt: moves.at(-1) ?? Number.NaN };
}

/** The person in seat 0 gives the clue 5 s in: the bots' turn to submit. */
function cluedAt5s(): Stored {
  const room = table();
  const card = room.doc.game?.state.hands[0]?.[0] ?? '';
  return applied(room, {
    type: 'clue',
    seat: 0,
    at: 5_000,
    clue: { kind: 'text', text: 'home' },
    card,
  });
}

describe('bots think side by side, like people (issue 30)', () => {
  it('five bots submit within one human-like pause of the clue, each at its own moment', () => {
    const clued = cluedAt5s();
    expect(clued.doc.game?.state.phase.kind).toBe('submit');
    const { moves, changedAt } = botsUntilPhaseChanges(clued);
    expect(moves).toHaveLength(5);
    // One after another at 1.5 s each would end the phase 7.5 s after the clue.
    expect(changedAt - 5_000).toBeLessThanOrEqual(3 * delay);
    expect(Math.min(...moves) - 5_000).toBeGreaterThanOrEqual(0.8 * delay);
    expect(new Set(moves).size).toBe(5);
  });

  it('once the last person has voted, the bots still thinking follow within a second', () => {
    const clued = cluedAt5s();
    const voting = botsUntilPhaseChanges(clued).room;
    expect(voting.doc.game?.state.phase.kind).toBe('vote');
    // Ana tells the story, so the bots alone vote; then the reveal, where she moves first.
    const revealed = botsUntilPhaseChanges(voting).room;
    const ready = applied(revealed, {
      type: 'continue',
      seat: 0,
      at: (revealed.doc.game?.state.now ?? 0) + 200,
    });
    const next = botsUntilPhaseChanges(ready);
    expect(next.room.doc.game?.state.phase.kind).toBe('clue');
    // Ana pressed "next round" first; the bots then hurried.
    expect(next.changedAt - (ready.doc.game?.state.now ?? 0)).toBeLessThanOrEqual(0.8 * delay);
    // Bot seat 1 gives its clue after a storyteller's pause, then Ana and the bots submit.
    const submitting = botsUntilPhaseChanges(next.room).room;
    expect(submitting.doc.game?.state.phase.kind).toBe('submit');
    const since = submitting.doc.game?.state.now ?? 0;
    const hand = submitting.doc.game?.state.hands[0] ?? [];
    const mine = applied(submitting, {
      type: 'submit',
      seat: 0,
      at: since + 300,
      cards: [hand[0] ?? ''],
    });
    const laid = botsUntilPhaseChanges(mine);
    expect(laid.room.doc.game?.state.phase.kind).toBe('vote');
    expect(laid.changedAt - (since + 300)).toBeLessThanOrEqual(0.8 * delay);
    expect(laid.moves.length).toBeGreaterThanOrEqual(3);
  });

  it('plans the same moments after a restart, and thinks afresh after a pause', () => {
    const clued = cluedAt5s();
    const stored = JSON.parse(JSON.stringify(clued.doc)) as RoomRecord;
    expect(botPlans(stored, delay)).toEqual(botPlans(clued.doc, delay));
    const paused = applied(clued, { type: 'pause', at: 5_500 });
    expect(botPlans(paused.doc, delay)).toEqual([]);
    const resumed = applied(paused, { type: 'resume', at: 60_000 });
    for (const plan of botPlans(resumed.doc, delay)) expect(plan.at).toBeGreaterThan(60_000);
    expect(botPlans(resumed.doc, delay)).toHaveLength(5);
  });
});
