import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { RoomStatePush } from '@fabula/protocol';
import type { KnobName } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import {
  changedKnobs,
  knobValue,
  knobsFor,
  stepped,
  withKnob,
  withVariant,
  type KnobDescriptor,
  type KnobValue,
} from '../logic/knobs.ts';
import { presets, variantIsOn, type Knobs, type Variant } from '@fabula/protocol/catalogue';
import { attempt } from './attempt.ts';
import { presetName } from './preset-name.ts';

/** A knob's value in words ("On", "None", "30", "The highest score"). */
function valueText(descriptor: KnobDescriptor, value: KnobValue): string {
  const { control } = descriptor;
  if (typeof value === 'boolean') return t(value ? 'rules.on' : 'rules.off');
  if (value === null)
    return t(
      control.kind === 'number' && control.off ? `rules.${control.off.label}` : 'rules.none',
    );
  if (value === 'highest' || value === 'reachedTarget') return t(`knob.winners.${value}`);
  return String(value);
}

interface RowProps {
  readonly descriptor: KnobDescriptor;
  readonly value: KnobValue;
  readonly presetValue: KnobValue;
  readonly changed: boolean;
  readonly editable: boolean;
  readonly error: string | null;
  readonly onSet: (value: KnobValue) => void;
}

/**
 * The number control: − / + steppers around a field, and "none" when the knob allows it (the
 * number is hidden while "none" is ticked, so no stale number reads as the value).
 */
function NumberControl(props: RowProps & { readonly labelId: string }) {
  const { descriptor, value, onSet } = props;
  const control = descriptor.control;
  if (control.kind !== 'number') return null;
  const name = t(`knob.${descriptor.name}.label`);
  const off = value === null;
  const current = typeof value === 'number' ? value : (control.off?.fallback ?? control.min);
  return (
    <div class="stepper">
      {!off && (
        <>
          <button
            type="button"
            class="step"
            aria-label={t('rules.less', { name })}
            disabled={current <= control.min}
            onClick={() => {
              onSet(stepped(current, -1, control.min, control.max));
            }}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={control.min}
            max={control.max}
            step={1}
            value={current}
            aria-labelledby={props.labelId}
            onChange={(e) => {
              const typed = Number.parseInt(e.currentTarget.value, 10);
              if (Number.isNaN(typed)) e.currentTarget.value = String(current);
              else onSet(stepped(typed, 0, control.min, control.max));
            }}
          />
          <button
            type="button"
            class="step"
            aria-label={t('rules.more', { name })}
            disabled={current >= control.max}
            onClick={() => {
              onSet(stepped(current, 1, control.min, control.max));
            }}
          >
            +
          </button>
        </>
      )}
      {control.off && (
        <label class="check">
          <input
            type="checkbox"
            aria-label={`${name}: ${t(`rules.${control.off.label}`)}`}
            checked={off}
            onChange={(e) => {
              onSet(e.currentTarget.checked ? null : (control.off?.fallback ?? control.min));
            }}
          />
          {t(`rules.${control.off.label}`)}
        </label>
      )}
    </div>
  );
}

function KnobRow(props: RowProps) {
  const { descriptor, value, editable } = props;
  const id = `knob-${descriptor.name}`;
  const { control } = descriptor;
  let input;
  if (!editable) {
    input = <strong class="knob-value">{valueText(descriptor, value)}</strong>;
  } else if (control.kind === 'toggle') {
    input = (
      <input
        type="checkbox"
        role="switch"
        class="switch"
        checked={value === true}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          props.onSet(e.currentTarget.checked);
        }}
      />
    );
  } else if (control.kind === 'choice') {
    input = (
      <select
        value={String(value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          props.onSet(e.currentTarget.value as KnobValue);
        }}
      >
        {control.options.map((option) => (
          <option key={option} value={option}>
            {valueText(descriptor, option as KnobValue)}
          </option>
        ))}
      </select>
    );
  } else {
    input = <NumberControl {...props} labelId={`${id}-label`} />;
  }
  return (
    <li class={props.changed ? 'knob changed' : 'knob'}>
      <div class="knob-text">
        <span class="knob-label" id={`${id}-label`}>
          {t(`knob.${descriptor.name}.label`)}
          {props.changed && <span class="tag changed">{t('rules.changed')}</span>}
        </span>
        <span class="hint" id={`${id}-help`}>
          {t(`knob.${descriptor.name}.help`)}
          {props.changed && (
            <> {t('rules.presetValue', { value: valueText(descriptor, props.presetValue) })}</>
          )}
        </span>
      </div>
      <div class="knob-control">{input}</div>
      {props.error !== null && (
        <p class="error knob-error" role="alert">
          {props.error}
        </p>
      )}
    </li>
  );
}

/**
 * The rulebook's named variants of the preset (the original edition's extra point and songs and
 * gestures), each one switch over the knobs it sets (spec PR-VARIANTS).
 */
function VariantSwitches(props: {
  readonly state: RoomStatePush;
  readonly editable: boolean;
  readonly onSet: (variant: Variant, on: boolean) => void;
  readonly error: { readonly at: unknown; readonly text: string } | null;
}) {
  const { preset, knobs } = props.state.room.settings;
  const current: Knobs = { ...presets[preset].knobs, ...knobs };
  return (
    <ul class="knobs variants" aria-label={t('variant.heading')}>
      {presets[preset].variants.map((variant) => {
        const id = `variant-${variant.id}`;
        const on = variantIsOn(variant, current);
        return (
          <li key={variant.id} class="knob variant">
            <div class="knob-text">
              <span class="knob-label" id={`${id}-label`}>
                {t(`variant.${variant.id}.label`)}
              </span>
              <span class="hint" id={`${id}-help`}>
                {t(`variant.${variant.id}.help`)}
              </span>
            </div>
            <div class="knob-control">
              {props.editable ? (
                <input
                  type="checkbox"
                  role="switch"
                  class="switch"
                  checked={on}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-help`}
                  onChange={(e) => {
                    props.onSet(variant, e.currentTarget.checked);
                  }}
                />
              ) : (
                <strong class="knob-value">{t(on ? 'rules.on' : 'rules.off')}</strong>
              )}
            </div>
            {props.error?.at === variant.knobs && (
              <p class="error knob-error" role="alert">
                {props.error.text}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * House rules (RULES.md §5): every knob of the chosen rule set that means something in its mode,
 * with what differs from the rule set marked. The host edits; the others read. Each change sends
 * the whole set of overrides (`setPreset` replaces them); the server's refusal shows by the knob.
 */
export function HouseRules(props: { state: RoomStatePush; isHost: boolean }) {
  const { settings } = props.state.room;
  const { version } = props.state;
  const preset = settings.preset;
  const error = useSignal<{
    readonly at: KnobName | 'reset' | Partial<Knobs>;
    readonly text: string;
  } | null>(null);
  const pending = useRef(false);
  const changed = changedKnobs(preset, settings.knobs);
  const hasOverrides = Object.keys(settings.knobs).length > 0;

  const send = async (at: KnobName | 'reset' | Partial<Knobs>, knobs: typeof settings.knobs) => {
    // One change at a time: a second click before the room state comes back would be computed
    // from the old values and refused as stale, so it waits for the first to land instead.
    if (pending.current) return;
    pending.current = true;
    const refused = await attempt<'setPreset'>({
      type: 'setPreset',
      version,
      preset,
      knobs,
      firstStoryteller: settings.firstStoryteller,
    });
    pending.current = false;
    error.value = refused === null ? null : { at, text: refused };
  };

  return (
    <details class="panel fold house-rules">
      <summary>
        <h2>{t('rules.house')}</h2>
        {changed.size > 0 && (
          <span class="tag changed">{t('rules.changedCount', { n: changed.size })}</span>
        )}
      </summary>
      <p class="hint">
        {props.isHost ? t('rules.houseHelp', { preset: presetName(preset) }) : t('rules.readOnly')}
      </p>
      {presets[preset].variants.length > 0 && (
        <VariantSwitches
          state={props.state}
          editable={props.isHost}
          onSet={(variant, on) =>
            void send(variant.knobs, withVariant(preset, settings.knobs, variant, on))
          }
          error={error.value}
        />
      )}
      <ul class="knobs">
        {knobsFor(preset).map((descriptor) => (
          <KnobRow
            key={descriptor.name}
            descriptor={descriptor}
            value={knobValue(preset, settings.knobs, descriptor.name)}
            presetValue={presets[preset].knobs[descriptor.name]}
            changed={changed.has(descriptor.name)}
            editable={props.isHost}
            error={error.value?.at === descriptor.name ? error.value.text : null}
            onSet={(value) =>
              void send(descriptor.name, withKnob(preset, settings.knobs, descriptor.name, value))
            }
          />
        ))}
      </ul>
      {props.isHost && (
        <div class="row">
          <button type="button" disabled={!hasOverrides} onClick={() => void send('reset', {})}>
            {t('rules.reset')}
          </button>
          {error.value?.at === 'reset' && (
            <p class="error" role="alert">
              {error.value.text}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
