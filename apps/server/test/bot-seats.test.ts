import { parseRoomCode } from '@fabula/protocol';
import { cardById } from '@fabula/deck';
import * as bots from '@fabula/bots';
import { describe, expect, it, vi } from 'vitest';
import { planBotMove } from '../src/rooms/bot-players.ts';
import { lobbyWithBots, startedRoom } from './support/started-room.ts';

// The real bots, with `decide` watched: what the server tells a bot is the subject here.
vi.mock('@fabula/bots', async (importOriginal) => {
  const real = await importOriginal<typeof bots>();
  return { ...real, decide: vi.fn(real.decide) };
});

const code = parseRoomCode('B7PQ3M');
if (code === null) throw new Error('not a room code');

describe('a bot is told which seats the lobby shows as bots', () => {
  it('passes botSeats: a storyteller at a table of bots aims at how bots read', () => {
    // Ana (a person) in seat 0, five bots after her; seat 1, a bot, tells the first story.
    const room = startedRoom(code, lobbyWithBots(5, 'token-hash-of-ana'), {
      seed: 'bot-seats',
      version: 1,
      firstStoryteller: { seat: 1 },
    });
    const move = planBotMove(room.doc, cardById, { now: 60_000, botDelayMs: 1500 });
    expect(move).toMatchObject({ type: 'clue', seat: 1 });
    const decide = vi.mocked(bots.decide);
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide.mock.calls[0]?.[2]).toMatchObject({ botSeats: [1, 2, 3, 4, 5] });
  });
});
