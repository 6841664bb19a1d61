import type { RoomCode } from '@fabula/protocol';
import { builtInDeck } from '@fabula/deck';
import { createGame, type GameConfig } from '@fabula/rules';
import type { Stored } from '../../src/rooms/decision.ts';
import { addBot, addSeat, newLobby, type Lobby } from '../../src/rooms/lobby.ts';
import type { RoomRecord } from '../../src/rooms/record.ts';

/**
 * A lobby of `bots` bots, after Ana, a person whose seat token hashes to `person`, in seat 0
 * when one is given.
 */
export function lobbyWithBots(bots: number, person?: string): Lobby {
  let lobby = newLobby();
  if (person !== undefined) {
    const added = addSeat(lobby, { name: 'Ana', colour: 'red', avatar: 'fox' }, person);
    if (!added.ok) throw new Error(added.error.message);
    lobby = added.lobby;
  }
  for (let i = 0; i < bots; i++) {
    const added = addBot(lobby);
    if (!added.ok) throw new Error(added.error.message);
    lobby = added.lobby;
  }
  return lobby;
}

/**
 * The stored room of `lobby`'s seats whose game of Dixit with the built-in deck has just started
 * (at 1 s), without going through the service: for decisions tested on their own.
 */
export function startedRoom(
  code: RoomCode,
  lobby: Lobby,
  options: {
    readonly seed: string;
    readonly version: number;
    readonly firstStoryteller?: GameConfig['firstStoryteller'];
  },
): Stored {
  const config: GameConfig = {
    preset: 'dixit',
    seats: lobby.seats.length,
    deck: builtInDeck.map((card) => card.id),
    seed: options.seed,
    ...(options.firstStoryteller === undefined
      ? {}
      : { firstStoryteller: options.firstStoryteller }),
    at: 1_000,
  };
  const game = createGame(config);
  if (!game.ok) throw new Error(game.error.message);
  const doc: RoomRecord = {
    code,
    createdAt: 1_000,
    lobby,
    game: { config, state: game.value.state },
    chat: [],
    hostAwaySince: null,
    gamesPlayed: 0,
  };
  return {
    code,
    version: options.version,
    phase: 'playing',
    deadline: null,
    doc,
    createdAt: 1_000,
    updatedAt: 1_000,
  };
}
