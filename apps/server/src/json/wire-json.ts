import type { RoomRecord } from '../rooms/record.ts';
import { frozenArrayJson, jsonWith } from './spliced-json.ts';

interface WithHistory {
  readonly history?: readonly unknown[];
}

/** JSON of an object whose `history` array is frozen (a game state or a game view). */
function withHistoryJson(holder: WithHistory): string {
  const history = holder.history;
  return jsonWith(holder, 'history', history === undefined ? undefined : frozenArrayJson(history));
}

/** The stored JSON of a room: `JSON.stringify(doc)`, reusing its history's text. */
export function roomRecordJson(doc: RoomRecord): string {
  const game = doc.game;
  if (game === null) return JSON.stringify(doc);
  const gameJson = jsonWith(game, 'state', withHistoryJson(game.state));
  return jsonWith(doc, 'game', gameJson);
}

/**
 * JSON of a push to clients: `JSON.stringify(push)`, reusing a game view's history text. A view
 * whose history is cut (`historyFrom`) holds a fresh slice of a round or two: caching its text
 * would only fill the cache, so it is written as it is.
 */
export function pushJson(push: unknown): string {
  if (
    typeof push === 'object' &&
    push !== null &&
    'type' in push &&
    push.type === 'gameView' &&
    !('historyFrom' in push) &&
    'view' in push &&
    typeof push.view === 'object' &&
    push.view !== null
  ) {
    return jsonWith(push, 'view', withHistoryJson(push.view));
  }
  // As an element of the event's array: undefined (and functions) are written null there.
  return JSON.stringify([push]).slice(1, -1);
}
