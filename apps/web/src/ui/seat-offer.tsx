import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import { useState } from 'preact/hooks';
import { claimSeat, seatClaim } from '../net/connection.ts';
import { t } from '../i18n/index.ts';
import { errorText } from './errors.ts';
import { currentProfile, nameRefusal, ProfileFields } from './profile-form.tsx';
import { SeatAvatar } from './seat-avatar.tsx';
import './momentum.css';

/**
 * A friend who opened the link mid-game watches (RULES.md §8) and is offered, at the top, the
 * seats they may take from the next round: a bot's, or the empty seat of a player who left. One
 * tap claims it (the table sees who joins); the seat becomes theirs between rounds, with its
 * cards and points. A newcomer with no name yet types it here first.
 */
export function SeatOffer(props: { state: RoomStatePush; view: GameView }) {
  const { state, view } = props;
  const [askName] = useState(() => nameRefusal() !== null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { room } = state;
  if (state.you !== null || room.phase !== 'playing') return null;
  const mine = seatClaim.value?.room === room.code ? seatClaim.value : null;
  if (mine !== null) {
    const from = room.seats[mine.seat]?.name ?? '';
    return (
      <p class="seat-offer seat-offer-claimed" role="status">
        {t('join.claimed', { from })}
      </p>
    );
  }
  const claimed = new Set(room.claims.map((c) => c.seat));
  const open = room.seats.filter(
    (s) => !claimed.has(s.seat) && ((s.bot && !s.standIn) || s.vacant),
  );
  if (room.locked || open.length === 0) return null;

  async function take(seat: number) {
    const profile = currentProfile();
    if (profile === null) {
      setError(nameRefusal());
      return;
    }
    setBusy(true);
    const refused = await claimSeat(seat, profile);
    setBusy(false);
    setError(refused === null ? null : errorText(refused));
  }

  return (
    <section class="seat-offer" aria-labelledby="seat-offer-title">
      <h2 id="seat-offer-title">{t('join.offer')}</h2>
      {askName && <ProfileFields />}
      <div class="seat-offer-seats">
        {open.map((s) => (
          <button
            key={s.seat}
            type="button"
            class="primary"
            disabled={busy}
            onClick={() => void take(s.seat)}
          >
            <SeatAvatar seat={s.seat} />{' '}
            {t(s.bot ? 'join.bot' : 'join.empty', {
              name: s.name,
              n: view.seats[s.seat]?.score ?? 0,
            })}
          </button>
        ))}
      </div>
      {error !== null && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
