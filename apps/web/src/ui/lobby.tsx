import type { RoomStatePush, SeatSnapshot } from '@fabula/protocol';
import { presetIds, presets, type PresetId } from '@fabula/protocol/catalogue';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { leaveRoom } from '../net/connection.ts';
import { navigate } from '../router.ts';
import { isLang, languageNames, languages, t } from '../i18n/index.ts';
import { presetRange, startBlocker } from '../logic/derive.ts';
import { act } from './act.ts';
import { SeatBadge } from './badge.tsx';
import { Chat } from './chat.tsx';
import { Decks } from './decks.tsx';
import { HouseRules } from './house-rules.tsx';
import { HowToSteps, type HowToMode } from './howto.tsx';
import { Invite } from './invite.tsx';
import { presetName } from './preset-name.ts';
import { currentProfile, freeAvatar, profileAvatar } from './profile-form.tsx';
import { SeatActions } from './seat-actions.tsx';
import { markSeen, seen } from './seen.ts';
import { Timers } from './timers.tsx';

export { presetName };

function rangeText(id: PresetId): string {
  const { min, max, even } = presetRange(id);
  return t(even ? 'lobby.rangeEven' : 'lobby.range', { min, max });
}

/** Who is here: one compact row each; the host's powers over a seat fold behind "⋯". */
function Players(props: { state: RoomStatePush; isHost: boolean }) {
  const { room, you } = props.state;
  return (
    <section class="panel players" aria-labelledby="seats-title">
      <h2>
        <span id="seats-title">{t('lobby.players')}</span>{' '}
        <span class="count">{room.seats.length}</span>
      </h2>
      <ul class="seats">
        {room.seats.map((seat) => (
          <SeatRow key={seat.seat} seat={seat} you={you} isHost={props.isHost} />
        ))}
      </ul>
      {room.spectators > 0 && <p class="hint">{t('lobby.spectators', { n: room.spectators })}</p>}
      {room.locked && <p class="hint">{t('lobby.locked')}</p>}
      {props.isHost && (
        <div class="row">
          <button type="button" onClick={() => void act<'addBot'>({ type: 'addBot' })}>
            <span aria-hidden="true">🤖 </span>
            {t('lobby.addBot')}
          </button>
          <button
            type="button"
            onClick={() => void act<'addBot'>({ type: 'addBot', personality: 'emoji' })}
          >
            <span aria-hidden="true">🤖😀 </span>
            {t('lobby.addEmojiBot')}
          </button>
          <button
            type="button"
            aria-pressed={room.locked}
            onClick={() =>
              void (room.locked ? act<'unlock'>({ type: 'unlock' }) : act<'lock'>({ type: 'lock' }))
            }
          >
            {room.locked ? t('lobby.unlock') : t('lobby.lock')}
          </button>
        </div>
      )}
    </section>
  );
}

function SeatRow(props: { seat: SeatSnapshot; you: number | null; isHost: boolean }) {
  const { seat, you } = props;
  return (
    <li class={seat.connected ? 'seat' : 'seat away'}>
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
      {props.isHost && seat.seat !== you && (
        <details class="seat-more">
          <summary aria-label={t('lobby.seatMenu', { name: seat.name })}>
            <span aria-hidden="true">⋯</span>
          </summary>
          <SeatActions seat={seat} />
        </details>
      )}
    </li>
  );
}

/** The rule set, its first storyteller and the bots' language: the host picks, others read. */
function RuleSet(props: { state: RoomStatePush; isHost: boolean }) {
  const { room, version } = props.state;
  const settings = room.settings;
  const isHost = props.isHost;
  return (
    <details class="panel fold rule-set">
      <summary>
        <h2>{t('lobby.rules')}</h2>
        <span class="tag">{presetName(settings.preset)}</span>
      </summary>
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
    </details>
  );
}

/** The rule set, house rules, timers and cards: compact folds under one heading. */
function Settings(props: { state: RoomStatePush; isHost: boolean }) {
  return (
    <section class="settings" aria-labelledby="settings-title">
      <h2 id="settings-title" class="settings-title">
        {t('lobby.settings')}
      </h2>
      {!props.isHost && <p class="hint">{t('rules.readOnly')}</p>}
      <RuleSet {...props} />
      <HouseRules {...props} />
      <Timers {...props} />
      <Decks {...props} />
    </section>
  );
}

/** The host's start: what still stops it, or the go-ahead, and the big button. */
function StartBar(props: { state: RoomStatePush; blocker: string | null }) {
  return (
    <section class="start-bar" aria-live="polite" aria-label={t('lobby.start')}>
      <p class={props.blocker !== null ? 'blocker' : 'ready'}>
        {props.blocker ?? t('lobby.ready')}
      </p>
      <button
        type="button"
        class="primary big"
        disabled={props.blocker !== null}
        onClick={() => void act<'start'>({ type: 'start', version: props.state.version })}
      >
        {t('lobby.start')}
      </button>
    </section>
  );
}

/** A guest's lobby: the game has not started; who starts it, and what is still missing. */
function Waiting(props: { host: SeatSnapshot | undefined; blocker: string | null }) {
  return (
    <section class="panel waiting-state" aria-live="polite">
      <p class="waiting-art" aria-hidden="true">
        <span />
        <span />
        <span />
      </p>
      <p class="waiting-title">
        {props.host ? t('lobby.waitHost', { name: props.host.name }) : t('lobby.waitNoHost')}
      </p>
      <p class="hint">{props.blocker ?? t('lobby.readyGuest')}</p>
    </section>
  );
}

/**
 * How to play the chosen rule set, open until "Got it" (remembered per mode), then one tap away.
 */
function LobbyHowTo(props: { mode: HowToMode }) {
  const again = useSignal(false);
  const key = `howto:${props.mode}`;
  if (seen.value.has(key) && !again.value) {
    return (
      <button
        type="button"
        class="howto-open"
        onClick={() => {
          again.value = true;
        }}
      >
        <span aria-hidden="true">📖 </span>
        {t('howto.open')}
      </button>
    );
  }
  return (
    <HowToSteps mode={props.mode}>
      <button
        type="button"
        onClick={() => {
          markSeen(key);
          again.value = false;
        }}
      >
        {t('howto.gotIt')}
      </button>
    </HowToSteps>
  );
}

/**
 * A newcomer's avatar was drawn at random: if someone at the table already has it, take a free
 * one, so every face at the table differs (colours the server keeps apart itself).
 */
function useDistinctAvatar(state: RoomStatePush): void {
  const { room, you } = state;
  const mine = room.seats.find((s) => s.seat === you)?.avatar;
  const others = room.seats.filter((s) => s.seat !== you).map((s) => s.avatar);
  const swap = mine === undefined ? null : freeAvatar(mine, others);
  useEffect(() => {
    if (swap === null) return;
    profileAvatar.value = swap;
    currentProfile();
    void act<'setProfile'>({ type: 'setProfile', profile: { avatar: swap } });
  }, [swap]);
}

/**
 * Before a game. The host sees who is here, the invite and Start first (Start stays at the
 * bottom of the screen), the settings folded below; a guest sees who is here, the rule set in
 * one line and a friendly wait.
 */
export function Lobby(props: { state: RoomStatePush }) {
  const { room, you } = props.state;
  const me = room.seats.find((s) => s.seat === you);
  const isHost = me?.host === true;
  const host = room.seats.find((s) => s.host);
  const settings = room.settings;
  const blocked = startBlocker(settings.preset, room.seats.length, presetName(settings.preset));
  const blocker = blocked ? t(blocked.key, blocked.params) : null;
  const mode = presets[settings.preset].mode;
  useDistinctAvatar(props.state);

  return (
    <main class={`lobby${isHost ? ' hosting' : ''}`}>
      <header class="lobby-head">
        <h1>{t('lobby.title', { code: room.code })}</h1>
        <p class="rules-line">
          <strong>{presetName(settings.preset)}</strong> · {rangeText(settings.preset)}
          <span class="desc"> · {t(`preset.${settings.preset}.desc`)}</span>
        </p>
      </header>
      {!isHost && <Waiting host={host} blocker={blocker} />}
      <Players state={props.state} isHost={isHost} />
      {!isHost && <LobbyHowTo mode={mode} />}
      <Invite code={room.code} />
      {isHost && <LobbyHowTo mode={mode} />}
      <Settings state={props.state} isHost={isHost} />
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
      {isHost && <StartBar state={props.state} blocker={blocker} />}
    </main>
  );
}
