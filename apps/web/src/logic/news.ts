import type { GameEvent, Seat } from '@fabula/protocol';
import type { Message } from './reasons.ts';

/** Whom the news is told to, and how names read (the screen's seat names, its language's lists). */
export interface NewsReader {
  /** The viewer's seat, told in the second person; null for a spectator or the TV. */
  readonly me: Seat | null;
  readonly names: (seat: Seat) => string;
  readonly list: (items: readonly string[]) => string;
}

/**
 * What the table is told about a game change, from the engine's events: what happened that the
 * screens alone would not explain (a round called off, a turn skipped, a player gone, cards
 * played by the timer, the deck reshuffled), one line each, naming who. Events that every screen
 * already shows as they are (a clue given, a vote, a pause: its banner; a newcomer taking a seat:
 * the takeover note, from the room state) say nothing here.
 *
 * @example
 * newsOf([{ type: 'turnSkipped', seat: 1, reason: 'timeout' }], reader)
 * // [{ key: 'news.timeout', params: { name: 'Bo' } }]
 */
export function newsOf(events: readonly GameEvent[], reader: NewsReader): Message[] {
  const lines: Message[] = [];
  // A seat left in this change: its skipped turn is part of that news, not a second line.
  const left = new Set(events.flatMap((e) => (e.type === 'seatVacated' ? [e.seat] : [])));
  const autoPlayed: Seat[] = [];
  const told = (seat: Seat, key: NewsKey) =>
    seat === reader.me
      ? { key: `${key}You` as const }
      : { key, params: { name: reader.names(seat) } };
  for (const event of events) {
    switch (event.type) {
      case 'clueHidden':
        // A round called off is told with its storyteller's skipped turn, which names them.
        if (!event.roundCalledOff)
          lines.push({ key: 'news.hiddenPast', params: { n: event.round } });
        break;
      case 'turnSkipped':
        if (event.reason === 'clueHidden') lines.push(told(event.seat, 'news.hiddenCalledOff'));
        else if (event.reason === 'timeout') lines.push(told(event.seat, 'news.timeout'));
        else if (!left.has(event.seat))
          lines.push({ key: 'news.vacantTurn', params: { name: reader.names(event.seat) } });
        break;
      case 'seatVacated':
        lines.push({ key: 'news.left', params: { name: reader.names(event.seat) } });
        break;
      case 'cardsSubmitted':
        if (event.auto) autoPlayed.push(event.seat);
        break;
      case 'deckReshuffled':
        lines.push({ key: 'news.reshuffled' });
        break;
      default:
        break;
    }
  }
  if (reader.me !== null && autoPlayed.includes(reader.me)) {
    lines.push({ key: 'news.autoPlayedYou' });
  } else if (autoPlayed.length > 0) {
    lines.push({
      key: 'news.autoPlayed',
      params: { names: reader.list(autoPlayed.map(reader.names)) },
    });
  }
  return lines;
}

/** The news told in the second person to the seat it is about (`<key>You`). */
type NewsKey = 'news.hiddenCalledOff' | 'news.timeout';
