import type { KnobOverrides } from '@fabula/protocol';
import {
  knobModes,
  presets,
  type KnobName,
  type Knobs,
  type Mode,
  type PresetId,
  type Variant,
} from '@fabula/rules';

/**
 * How the house-rules panel shows each knob (RULES.md §5): which control, the engine's bounds,
 * and the modes it means something in (the engine's `knobModes`). The engine checks every value
 * again when the host sends it (`resolveRules`); test/knobs.test.ts checks these bounds against
 * the engine's.
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

const toggle = { kind: 'toggle' } as const;
const count = (
  min: number,
  max: number,
  off: { readonly fallback: number; readonly label: 'noLimit' | 'none' } | null = null,
): KnobControl => ({ kind: 'number', min, max, off });
const knob = (name: KnobName, control: KnobControl): KnobDescriptor => ({
  name,
  modes: knobModes[name],
  control,
});

/** Every knob, in the order the panel lists them (how the game ends last). */
export const knobDescriptors: readonly KnobDescriptor[] = [
  knob('handSize', count(3, 10)),
  knob('threePlayerRule', toggle),
  knob('bonusCap', count(0, 20, { fallback: 3, label: 'noLimit' })),
  knob('loneFinderBonus', toggle),
  knob('secondVote', toggle),
  knob('secondVoteMinPlayers', count(3, 12)),
  knob('singleVoteBonus', toggle),
  knob('partyCap', count(1, 20, { fallback: 5, label: 'noLimit' })),
  knob('passHands', toggle),
  knob('targetScore', count(1, 999, { fallback: 30, label: 'none' })),
  knob('storytellerTurnsEach', count(1, 10, { fallback: 1, label: 'none' })),
  knob('winners', { kind: 'choice', options: ['highest', 'reachedTarget'] }),
  knob('emojiClues', toggle),
  knob('drawingClues', toggle),
  knob('voiceClues', toggle),
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
