import type { KnobOverrides } from '@fabula/protocol';
import {
  knobModes,
  knobRanges,
  presets,
  type KnobName,
  type Knobs,
  type Mode,
  type PresetId,
  type Variant,
} from '@fabula/protocol/catalogue';

/**
 * How the house-rules panel shows each knob (RULES.md §5): its control, drawn from the values the
 * engine accepts (`knobRanges`), and the modes it means something in (`knobModes`), both
 * published by @fabula/protocol/catalogue. The engine checks every value again when the host
 * sends it (`resolveRules`).
 */
export type KnobControl =
  | { readonly kind: 'toggle' }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      /**
       * Null is allowed ("no cap", "no target"): `label` names it; turning the number back on
       * starts from `fallback`.
       */
      readonly off: { readonly fallback: number; readonly label: 'noLimit' | 'none' } | null;
    };

export interface KnobDescriptor {
  readonly name: KnobName;
  readonly modes: readonly Mode[];
  readonly control: KnobControl;
}

/** How a knob that may be off (null) names that state, and the value turning it on starts from. */
type Off = { readonly fallback: number; readonly label: 'noLimit' | 'none' } | null;

/** A knob's descriptor: its control from what the engine accepts, its modes from the engine. */
function knob(name: KnobName, off: Off = null): KnobDescriptor {
  const range = knobRanges[name];
  const control: KnobControl =
    range.kind === 'boolean'
      ? { kind: 'toggle' }
      : range.kind === 'choice'
        ? { kind: 'choice', options: range.options }
        : { kind: 'number', min: range.min, max: range.max, off: range.nullable ? off : null };
  return { name, modes: knobModes[name], control };
}

/** Every knob, in the order the panel lists them (how the game ends last). */
export const knobDescriptors: readonly KnobDescriptor[] = [
  knob('handSize'),
  knob('threePlayerRule'),
  knob('bonusCap', { fallback: 3, label: 'noLimit' }),
  knob('loneFinderBonus'),
  knob('secondVote'),
  knob('secondVoteMinPlayers'),
  knob('singleVoteBonus'),
  knob('partyCap', { fallback: 5, label: 'noLimit' }),
  knob('passHands'),
  knob('targetScore', { fallback: 30, label: 'none' }),
  knob('storytellerTurnsEach', { fallback: 1, label: 'none' }),
  knob('winners'),
  knob('emojiClues'),
  knob('drawingClues'),
  knob('voiceClues'),
];

/** The knobs that mean something for a preset's mode (the others are hidden). */
export function knobsFor(preset: PresetId): readonly KnobDescriptor[] {
  const mode = presets[preset].mode;
  return knobDescriptors.filter((d) => d.modes.includes(mode));
}

export type KnobValue = Knobs[KnobName];

/** The value in force: the host's override, else the preset's. */
export function knobValue(preset: PresetId, overrides: KnobOverrides, name: KnobName): KnobValue {
  const override = overrides[name];
  return override === undefined ? presets[preset].knobs[name] : override;
}

/** The knobs whose value in force differs from the preset's (shown with a marker). */
export function changedKnobs(preset: PresetId, overrides: KnobOverrides): ReadonlySet<KnobName> {
  const defaults = presets[preset].knobs;
  return new Set(
    knobsFor(preset)
      .map((d) => d.name)
      .filter((name) => knobValue(preset, overrides, name) !== defaults[name]),
  );
}

/**
 * The overrides after the host sets one knob. A value equal to the preset's drops the override,
 * so "differs from the rule set" stays exact and a later preset change carries nothing stale.
 */
export function withKnob(
  preset: PresetId,
  overrides: KnobOverrides,
  name: KnobName,
  value: KnobValue,
): KnobOverrides {
  const kept = Object.entries(overrides).filter(([key]) => key !== name);
  const same = value === presets[preset].knobs[name];
  return Object.fromEntries(same ? kept : [...kept, [name, value]]);
}

/**
 * The overrides after the host turns a rulebook variant on or off (spec PR-VARIANTS): on sets
 * each of its knobs to the variant's value; off sets each back to the preset's, or, where the
 * preset already has the variant's value, to the other one.
 */
export function withVariant(
  preset: PresetId,
  overrides: KnobOverrides,
  variant: Variant,
  on: boolean,
): KnobOverrides {
  let next = overrides;
  for (const [name, value] of Object.entries(variant.knobs) as [KnobName, KnobValue][]) {
    const base = presets[preset].knobs[name];
    const off = base !== value ? base : typeof value === 'boolean' ? !value : base;
    next = withKnob(preset, next, name, on ? value : off);
  }
  return next;
}

/** A stepper's next value: one step, kept within the bounds. */
export function stepped(value: number, delta: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value + delta));
}
