import type { SeatSnapshot } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { act } from './act.ts';

/**
 * The host's buttons for one other seat: mute or unmute a person, hand them the host role,
 * remove them (or the bot). The server checks each power again.
 */
export function SeatActions(props: { seat: SeatSnapshot }) {
  const { seat } = props;
  if (seat.bot && !seat.standIn) {
    return (
      <div class="seat-actions">
        <button
          type="button"
          class="small"
          onClick={() => void act<'removeBot'>({ type: 'removeBot', seat: seat.seat })}
        >
          {t('lobby.removeBot')}
        </button>
      </div>
    );
  }
  const person = !seat.vacant;
  return (
    <div class="seat-actions">
      {person && (
        <button
          type="button"
          class="small"
          aria-pressed={seat.muted}
          aria-label={t(seat.muted ? 'host.unmuteWho' : 'host.muteWho', { name: seat.name })}
          onClick={() =>
            void act<'muteSeat'>({ type: 'muteSeat', seat: seat.seat, muted: !seat.muted })
          }
        >
          {t(seat.muted ? 'host.unmute' : 'host.mute')}
        </button>
      )}
      {person && !seat.standIn && (
        <button
          type="button"
          class="small"
          aria-label={t('host.makeHostWho', { name: seat.name })}
          onClick={() => void act<'transferHost'>({ type: 'transferHost', seat: seat.seat })}
        >
          {t('host.makeHost')}
        </button>
      )}
      {person && (
        <button
          type="button"
          class="small"
          aria-label={t('lobby.kickWho', { name: seat.name })}
          onClick={() => void act<'kick'>({ type: 'kick', seat: seat.seat })}
        >
          {t('lobby.kick')}
        </button>
      )}
    </div>
  );
}
