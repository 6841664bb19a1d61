import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import { useState } from 'preact/hooks';
import { seatClaim } from '../net/connection.ts';
import { t } from '../i18n/index.ts';
import { useServerNow } from './clock.tsx';
import './momentum.css';

/** How long the table is told that someone took a seat over; the newcomer's own note waits for "Got it". */
const newsMs = 20_000;
const ownNoteMs = 5 * 60_000;

/**
 * A friend who opens the link mid-game watches and may claim a bot's seat (or the empty seat of a
 * player who left) from the next round (`SeatOffer`). Everyone sees who joins, and where, until
 * the seat changes hands between rounds; then the newcomer is told whose seat it is and that its
 * cards and points are theirs, and everyone else sees, for a little while, who took whose seat.
 */
export function TakeoverNotice(props: { state: RoomStatePush; view: GameView }) {
  const { state, view } = props;
  const now = useServerNow(1000);
  const [gotIt, setGotIt] = useState<number | null>(null);
  const mine = state.room.seats.find((s) => s.seat === state.you)?.tookOver ?? null;
  const points = state.you === null ? 0 : (view.seats[state.you]?.score ?? 0);
  const news = state.room.seats.filter(
    (s) => s.seat !== state.you && s.tookOver !== null && now - s.tookOver.at < newsMs,
  );
  const showMine = mine !== null && gotIt !== mine.at && now - mine.at < ownNoteMs;
  // The claimant reads their own words in the offer's place (`SeatOffer`).
  const claimed = seatClaim.value;
  const coming = state.room.claims.filter(
    (c) => claimed?.room !== state.room.code || claimed.seat !== c.seat,
  );
  if (!showMine && news.length === 0 && coming.length === 0) return null;
  return (
    <div class="takeover">
      {showMine && (
        <div class="takeover-mine" role="status">
          <p>
            {t(mine.bot ? 'takeover.youBot' : 'takeover.youSeat', { from: mine.from, n: points })}
          </p>
          <button
            type="button"
            class="primary"
            onClick={() => {
              setGotIt(mine.at);
            }}
          >
            {t('takeover.ok')}
          </button>
        </div>
      )}
      {news.map((seat) => (
        <p key={seat.seat} class="takeover-news" role="status">
          {t(seat.tookOver?.bot === true ? 'takeover.otherBot' : 'takeover.otherSeat', {
            name: seat.name,
            from: seat.tookOver?.from ?? '',
          })}
        </p>
      ))}
      {coming.map((claim) => (
        <p key={`claim-${claim.seat}`} class="takeover-news takeover-coming" role="status">
          {t('takeover.coming', {
            name: claim.name,
            from: state.room.seats[claim.seat]?.name ?? '',
          })}
        </p>
      ))}
    </div>
  );
}
