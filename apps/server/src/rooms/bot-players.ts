import { decide, type CardLookup } from '@fabula/bots';
import { randomMove, seededRandom, viewFor, type SeatCommand } from '@fabula/rules';
import { botPlans } from './bot-pace.ts';
import type { RoomRecord } from './record.ts';

/**
 * The next bot move of a room, planned outside the store's transaction (a bot may think for a
 * few milliseconds; the transaction then only checks the room has not changed and applies it).
 * A bot sees only its own view (`viewFor` its seat), the cards' words and which seats the lobby
 * shows as bots. Deterministic: the same game, seed and view give the same move.
 */
export function planBotMove(
  record: RoomRecord,
  cards: CardLookup,
  timing: { readonly now: number; readonly botDelayMs: number },
): SeatCommand | null {
  const game = record.game;
  const { now } = timing;
  // The bot whose thinking is over first (others whose time has come follow in the next passes).
  const due = botPlans(record, timing.botDelayMs)
    .filter((plan) => plan.at <= now)
    .sort((a, b) => a.at - b.at || a.seat - b.seat)[0];
  if (!game || due === undefined) return null;
  const { seat } = due;
  const view = viewFor(game.state, { seat });
  const seed = `${game.config.seed}:${seat}`;
  const style = record.lobby.seats[seat];
  const command = decide(view, cards, {
    level: style?.level ?? 'normal',
    personality: style?.personality ?? 'poetic',
    language: record.lobby.settings.language,
    seed,
    deck: game.config.deck,
    // Public: the lobby shows every player which seats are bots (a table of bots reads words).
    botSeats: record.lobby.seats.flatMap((s, i) => (s.bot ? [i] : [])),
  });
  if (command) return { ...command, seat, at: now };
  // A card without words, or a clue the bot cannot read: it plays at random, as people would.
  return randomMove(
    view.legal.filter((move) => move.type !== 'wait'),
    seat,
    now,
    seededRandom(`${seed}:${game.state.turns}:${view.phase.kind}`),
  );
}
