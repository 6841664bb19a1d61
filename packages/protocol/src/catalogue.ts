/**
 * @fabula/protocol/catalogue — the rule sets and their house rules as data, for clients that draw
 * a lobby: each preset's mode, player range and knob values, and every knob's accepted values
 * and the modes it applies in, the rulebooks' variants, a clue's limits and words, straight from the
 * engine (RULES.md §5, §9). The server checks every value again. A subpath without
 * the protocol's schemas, so a page can load it cheaply.
 *
 * @example
 * presets.party.mode; // 'party'
 * knobRanges.handSize; // { kind: 'count', min: 3, max: 10, nullable: false }
 */
export {
  clueKinds,
  clueLimits,
  clueWords,
  emojiOf,
  knobModes,
  knobNames,
  knobRanges,
  knobsOfMode,
  presetIds,
  presets,
  variantIsOn,
  type KnobName,
  type KnobRange,
  type Knobs,
  type Mode,
  type Preset,
  type PresetId,
  type Variant,
  type VariantId,
  type WinnerRule,
} from '@fabula/rules';
