import type { RoomCode } from '@fabula/protocol';
import { replay, type Command, type GameState } from '@fabula/rules';
import type { RoomRecord } from '../../src/rooms/record.ts';
import type { LogRecord } from '../../src/storage/room.ts';
import type { GameStore } from '../../src/storage/store.ts';

/** A room's stored game next to the engine's replay of its stored log (its first game). */
export async function storedAndReplayed(
  store: GameStore<RoomRecord>,
  code: RoomCode,
): Promise<{ stored: GameState | null; replayed: GameState; log: LogRecord[] }> {
  const room = await store.loadRoom(code);
  const log = await store.readLog(code);
  const start = log.find((e) => e.action.kind === 'start');
  if (start?.action.kind !== 'start') throw new Error(`no game start in the log of ${code}`);
  const commands = log.flatMap((e): Command[] =>
    e.action.kind === 'command' && e.action.game === 1 ? [e.action.command] : [],
  );
  const replayed = replay(start.action.config, commands);
  if (!replayed.ok) throw new Error(`the log of ${code} does not replay: ${replayed.error.code}`);
  return { stored: room?.doc.game?.state ?? null, replayed: replayed.value, log };
}

/** How many log entries hold each client request id (stored as `<token prefix>:<rid>`). */
export function timesLogged(
  log: readonly LogRecord[],
  rids: readonly string[],
): Map<string, number> {
  const counts = new Map<string, number>(rids.map((rid) => [rid, 0]));
  for (const entry of log) {
    const rid = entry.rid?.slice(entry.rid.indexOf(':') + 1);
    if (rid !== undefined && counts.has(rid)) counts.set(rid, (counts.get(rid) ?? 0) + 1);
  }
  return counts;
}
