import { useSignal } from '@preact/signals';
import type { RoomStatePush, TimerSettings } from '@fabula/protocol';
import { noPhaseTimers, suggestedTimers } from '@fabula/protocol/timers';
import { t } from '../i18n/index.ts';
import {
  choicesWith,
  splitDuration,
  standInChoicesMs,
  timerChoicesMs,
} from '../logic/durations.ts';
import { attempt } from './attempt.ts';

type Phase = 'race' | 'clue' | 'submit' | 'vote' | 'reveal';

/** A duration in words: "45 s", "2 min", "1 min 30 s". */
export function durationText(ms: number): string {
  const { minutes, seconds } = splitDuration(ms);
  if (minutes === 0) return t('dur.s', { n: seconds });
  if (seconds === 0) return t('dur.min', { n: minutes });
  return t('dur.minS', { m: minutes, s: seconds });
}

interface PickerProps {
  readonly id: string;
  readonly label: string;
  readonly help: string;
  readonly value: number | null;
  readonly offered: readonly number[];
  readonly offText: string;
  readonly editable: boolean;
  readonly error: string | null;
  readonly onPick: (value: number | null) => void;
}

/** One duration: a select for the host, the value in words for everyone else. */
function DurationPicker(props: PickerProps) {
  const { id, value } = props;
  const text = value === null ? props.offText : durationText(value);
  return (
    <li class="knob">
      <div class="knob-text">
        <span class="knob-label" id={`${id}-label`}>
          {props.label}
        </span>
        <span class="hint" id={`${id}-help`}>
          {props.help}
        </span>
      </div>
      <div class="knob-control">
        {props.editable ? (
          <select
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-help`}
            value={value === null ? 'off' : String(value)}
            onChange={(e) => {
              const picked = e.currentTarget.value;
              props.onPick(picked === 'off' ? null : Number(picked));
            }}
          >
            <option value="off">{props.offText}</option>
            {choicesWith(props.offered, value).map((ms) => (
              <option key={ms} value={String(ms)}>
                {durationText(ms)}
              </option>
            ))}
          </select>
        ) : (
          <strong class="knob-value">{text}</strong>
        )}
      </div>
      {props.error !== null && (
        <p class="error knob-error" role="alert">
          {props.error}
        </p>
      )}
    </li>
  );
}

/**
 * Phase timers (`setTimers`) and the bot stand-in delay (`setStandIn`). The race timer shows only
 * when the first storyteller is whoever claims it first, the one case with a race.
 */
export function Timers(props: { state: RoomStatePush; isHost: boolean }) {
  const { settings } = props.state.room;
  const { version } = props.state;
  const error = useSignal<{ readonly at: Phase | 'standIn'; readonly text: string } | null>(null);
  const phases: readonly Phase[] =
    settings.firstStoryteller === 'race'
      ? ['race', 'clue', 'submit', 'vote', 'reveal']
      : ['clue', 'submit', 'vote', 'reveal'];
  const on = phases.filter((phase) => settings.timers[phase] !== null).length;
  const errorAt = (at: Phase | 'standIn') => (error.value?.at === at ? error.value.text : null);
  /** One tap for every phase: all off, or the suggested timers a new room starts with. */
  const setAll = (label: 'timers.allOff' | 'timers.defaults', timers: TimerSettings) => (
    <button
      type="button"
      disabled={phases.every((phase) => settings.timers[phase] === timers[phase])}
      onClick={() => {
        void attempt<'setTimers'>({ type: 'setTimers', version, timers }).then((text) => {
          error.value = text === null ? null : { at: 'clue', text };
        });
      }}
    >
      {t(label)}
    </button>
  );

  return (
    <details class="panel fold timers">
      <summary>
        <h2>{t('timers.title')}</h2>
        {on > 0 && <span class="tag">{t('timers.onCount', { n: on })}</span>}
      </summary>
      <p class="hint">{props.isHost ? t('timers.help') : t('rules.readOnly')}</p>
      {props.isHost && (
        <div class="row">
          {setAll('timers.allOff', noPhaseTimers)}
          {setAll('timers.defaults', suggestedTimers)}
        </div>
      )}
      <ul class="knobs">
        {phases.map((phase) => (
          <DurationPicker
            key={phase}
            id={`timer-${phase}`}
            label={t(`timers.${phase}.label`)}
            help={t(`timers.${phase}.help`)}
            value={settings.timers[phase]}
            offered={timerChoicesMs}
            offText={t('timers.off')}
            editable={props.isHost}
            error={errorAt(phase)}
            onPick={(value) => {
              void attempt<'setTimers'>({
                type: 'setTimers',
                version,
                timers: { [phase]: value },
              }).then((text) => {
                error.value = text === null ? null : { at: phase, text };
              });
            }}
          />
        ))}
        <DurationPicker
          id="stand-in"
          label={t('standIn.label')}
          help={t('standIn.help')}
          value={settings.botStandInMs}
          offered={standInChoicesMs}
          offText={t('standIn.never')}
          editable={props.isHost}
          error={errorAt('standIn')}
          onPick={(afterMs) => {
            void attempt<'setStandIn'>({ type: 'setStandIn', version, afterMs }).then((text) => {
              error.value = text === null ? null : { at: 'standIn', text };
            });
          }}
        />
      </ul>
    </details>
  );
}
