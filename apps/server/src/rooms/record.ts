import type { ReactionLine, RoomCode } from '@fabula/protocol';
import type { GameConfig, GameState } from '@fabula/rules';
import type { Pace } from './bot-pace.ts';
import type { Lobby } from './lobby.ts';

/** A line of the room's chat; the last `chatHistory` lines are kept with the room. */
export interface ChatLine {
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

export const chatHistory = 50;

/**
 * Everything the server keeps about a room, stored as one JSON document per room (the store adds
 * the version, the deadline and timestamps as columns). The game is the engine's state plus the
 * configuration it was created from, so the stored command log replays it exactly.
 */
export interface RoomRecord {
  readonly code: RoomCode;
  readonly createdAt: number;
  readonly lobby: Lobby;
  readonly game: { readonly config: GameConfig; readonly state: GameState } | null;
  readonly chat: readonly ChatLine[];
  /**
   * The last reactions (`REACTIONS_KEPT`); absent in rooms stored before reactions existed. A new
   * game starts without them.
   */
  readonly reactions?: readonly ReactionLine[];
  /** When the host's last connection closed (host powers pass on after a while), or null. */
  readonly hostAwaySince: number | null;
  /** Games played in this room before the current one (rematches). */
  readonly gamesPlayed: number;
  /**
   * When the current phase began and when its last person moved, for the bots' thinking time
   * (`bot-pace.ts`); absent before the game's first move and in rooms stored before it existed.
   */
  readonly pace?: Pace;
}

export type RoomPhase = 'lobby' | 'playing' | 'ended';

export function roomPhase(record: RoomRecord): RoomPhase {
  if (!record.game) return 'lobby';
  return record.game.state.phase.kind === 'ended' ? 'ended' : 'playing';
}
