import { useSignal } from '@preact/signals';
import type { RoomStatePush } from '@fabula/protocol';
import { presetIds, type PresetId } from '@fabula/rules';
import { leaveRoom } from '../net/connection.ts';
import { inviteIsLocalOnly, inviteOrigin, refreshInviteOrigin } from '../net/invite-origin.ts';
import { navigate } from '../router.ts';
import { isLang, languageNames, languages, t } from '../i18n/index.ts';
import { presetRange, startBlocker } from '../logic/derive.ts';
import { act } from './act.ts';
import { SeatBadge } from './badge.tsx';
import { Chat } from './chat.tsx';
import { Decks } from './decks.tsx';
import { HouseRules } from './house-rules.tsx';
import { presetName } from './preset-name.ts';
import { QrCode } from './qr.tsx';
import { SeatActions } from './seat-actions.tsx';
import { Timers } from './timers.tsx';
import { TvLink } from './toolbar.tsx';

export { presetName };

function rangeText(id: PresetId): string {
  const { min, max, even } = presetRange(id);
  return t(even ? 'lobby.rangeEven' : 'lobby.range', { min, max });
}

function Invite(props: { code: string }) {
  const copied = useSignal(false);
  refreshInviteOrigin();
  const link = `${inviteOrigin.value}/r/${props.code}`;
  return (
    <section class="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('lobby.invite')}</h2>
      <p>{t('lobby.inviteHelp')}</p>
      {inviteIsLocalOnly.value && <p class="hint">{t('lobby.localOnly')}</p>}
      <p class="room-code" aria-label={t('home.code')}>
        {props.code}
      </p>
      <div class="invite-row">
        <QrCode text={link} label={t('lobby.qrAlt')} />
        <div class="invite-link">
          <code>{link}</code>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard.writeText(link).then(() => {
                copied.value = true;
                setTimeout(() => {
                  copied.value = false;
                }, 2000);
              });
            }}
          >
            {t('lobby.copy')}
          </button>
          <span role="status" class="copied">
            {copied.value ? t('lobby.copied') : ''}
          </span>
          <TvLink code={props.code} />
        </div>
      </div>
    </section>
  );
}

/** Seats, invite, rule set and the host's controls before a game. */
export function Lobby(props: { state: RoomStatePush }) {
  const { room, you, version } = props.state;
  const me = room.seats.find((s) => s.seat === you);
  const isHost = me?.host === true;
  const host = room.seats.find((s) => s.host);
  const settings = room.settings;
  const blocker = startBlocker(settings.preset, room.seats.length, presetName(settings.preset));

  return (
    <main class="lobby">
      <h1>{t('lobby.title', { code: room.code })}</h1>
      <section class="panel" aria-labelledby="seats-title">
        <h2 id="seats-title">{t('lobby.players')}</h2>
        <ul class="seats">
          {room.seats.map((seat) => (
            <li key={seat.seat} class={seat.connected ? 'seat' : 'seat away'}>
              <SeatBadge colour={seat.colour} avatar={seat.avatar} />
              <span class="seat-name">{seat.name}</span>
              <span class="tags">
                {seat.host && <span class="tag host">{t('lobby.host')}</span>}
                {seat.bot && <span class="tag bot">{t('lobby.bot')}</span>}
                {seat.seat === you && <span class="tag">{t('lobby.you')}</span>}
                {!seat.connected && <span class="tag">{t('lobby.away')}</span>}
                {seat.standIn && <span class="tag">{t('lobby.standIn')}</span>}
                {seat.muted && <span class="tag muted">{t('host.muted')}</span>}
              </span>
              {isHost && seat.seat !== you && <SeatActions seat={seat} />}
            </li>
          ))}
        </ul>
        {room.spectators > 0 && <p>{t('lobby.spectators', { n: room.spectators })}</p>}
        {room.locked && <p class="hint">{t('lobby.locked')}</p>}
        {isHost && (
          <div class="row">
            <button type="button" onClick={() => void act<'addBot'>({ type: 'addBot' })}>
              {t('lobby.addBot')}
            </button>
            <button
              type="button"
              aria-pressed={room.locked}
              onClick={() =>
                void (room.locked
                  ? act<'unlock'>({ type: 'unlock' })
                  : act<'lock'>({ type: 'lock' }))
              }
            >
              {room.locked ? t('lobby.unlock') : t('lobby.lock')}
            </button>
          </div>
        )}
      </section>

      <Invite code={room.code} />

      <Decks state={props.state} isHost={isHost} />

      <section class="panel" aria-labelledby="rules-title">
        <h2 id="rules-title">{t('lobby.rules')}</h2>
        <fieldset class="presets" disabled={!isHost}>
          <legend class="sr-only">{t('lobby.rules')}</legend>
          {presetIds.map((id) => (
            <label key={id} class={id === settings.preset ? 'preset chosen' : 'preset'}>
              <input
                type="radio"
                name="preset"
                value={id}
                checked={id === settings.preset}
                onChange={() =>
                  void act<'setPreset'>({
                    type: 'setPreset',
                    version,
                    preset: id,
                    firstStoryteller: settings.firstStoryteller,
                  })
                }
              />
              <span class="preset-text">
                <strong>{presetName(id)}</strong> <span class="range">{rangeText(id)}</span>
                <span class="desc">{t(`preset.${id}.desc`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label class="field">
          <span>{t('lobby.firstStoryteller')}</span>
          <select
            disabled={!isHost}
            value={settings.firstStoryteller}
            onChange={(e) => {
              const value = e.currentTarget.value === 'race' ? 'race' : 'random';
              void act<'setPreset'>({
                type: 'setPreset',
                version,
                preset: settings.preset,
                firstStoryteller: value,
              });
            }}
          >
            <option value="random">{t('lobby.firstRandom')}</option>
            <option value="race">{t('lobby.firstRace')}</option>
          </select>
        </label>
        <label class="field">
          <span>{t('lobby.botLanguage')}</span>
          <select
            disabled={!isHost}
            value={settings.language}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isLang(value))
                void act<'setLanguage'>({ type: 'setLanguage', version, language: value });
            }}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageNames[l]}
              </option>
            ))}
          </select>
        </label>
      </section>

      <HouseRules state={props.state} isHost={isHost} />

      <Timers state={props.state} isHost={isHost} />

      <section class="panel start" aria-live="polite">
        <p class={blocker ? 'blocker' : 'ready'}>
          {blocker ? t(blocker.key, blocker.params) : t('lobby.ready')}
        </p>
        {isHost ? (
          <button
            type="button"
            class="primary big"
            disabled={blocker !== null}
            onClick={() => void act<'start'>({ type: 'start', version })}
          >
            {t('lobby.start')}
          </button>
        ) : (
          host && <p>{t('lobby.waitHost', { name: host.name })}</p>
        )}
      </section>

      <Chat />

      <button
        type="button"
        class="ghost"
        onClick={() => {
          void leaveRoom().then(() => {
            navigate('/');
          });
        }}
      >
        {t('lobby.leave')}
      </button>
    </main>
  );
}
