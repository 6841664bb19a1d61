import type { RoomCode } from '@fabula/protocol';
import type { RoomService } from '../rooms/service.ts';
import type { Presence } from './presence.ts';

/**
 * A seat holder lost a connection (it closed, or its process died): mark them away, unless they
 * are still connected somewhere (another tab, another process).
 *
 * A reconnect to another process races with this: that process registers the connection, then
 * marks the seat back. If its registration came after our first look, its "back" may still have
 * been written before our "away". So we look again after writing: if they are connected now, they
 * are back. Either our second look sees their connection, or their "back" is written after our
 * "away"; in both orders the seat ends up present.
 */
export async function markAwayUnlessConnected(
  presence: Presence,
  service: Pick<RoomService, 'setPresence'>,
  room: RoomCode,
  tokenHash: string,
): Promise<void> {
  if ((await presence.snapshot(room, { fresh: true })).holders.has(tokenHash)) return;
  await service.setPresence(room, tokenHash, false);
  if ((await presence.snapshot(room, { fresh: true })).holders.has(tokenHash))
    await service.setPresence(room, tokenHash, true);
}
