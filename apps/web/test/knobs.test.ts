import { presetIds, presets, resolveRules, type KnobName } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import {
  choicesWith,
  splitDuration,
  standInChoicesMs,
  timerChoicesMs,
} from '../src/logic/durations.ts';
import {
  changedKnobs,
  knobDescriptors,
  knobValue,
  knobsFor,
  stepped,
  withKnob,
  withVariant,
} from '../src/logic/knobs.ts';

/** Overrides that keep the game's end defined whatever knob is under test. */
function accepted(name: KnobName, value: unknown): boolean {
  const end = name === 'targetScore' ? { storytellerTurnsEach: 1 } : { targetScore: 30 };
  return resolveRules('dixit', { ...end, [name]: value }).ok;
}

describe('knob descriptors', () => {
  it('cover every knob the engine has, once', () => {
    const names = knobDescriptors.map((d) => d.name).sort();
    expect(names).toEqual(Object.keys(presets.dixit.knobs).sort());
  });

  it.each(knobDescriptors.map((d) => [d.name, d] as const))(
    "%s: the control's bounds are the engine's",
    (name, { control }) => {
      if (control.kind === 'toggle') {
        expect(accepted(name, true) && accepted(name, false)).toBe(true);
        expect(accepted(name, 1)).toBe(false);
      } else if (control.kind === 'choice') {
        for (const option of control.options) expect(accepted(name, option)).toBe(true);
        expect(accepted(name, 'nobody')).toBe(false);
      } else {
        expect(accepted(name, control.min)).toBe(true);
        expect(accepted(name, control.max)).toBe(true);
        expect(accepted(name, control.min - 1)).toBe(false);
        expect(accepted(name, control.max + 1)).toBe(false);
        expect(accepted(name, null)).toBe(control.off !== null);
        if (control.off) expect(accepted(name, control.off.fallback)).toBe(true);
      }
    },
  );

  it('hide what does not apply to the mode', () => {
    const names = (id: (typeof presetIds)[number]) => knobsFor(id).map((d) => d.name);
    expect(names('dixit')).toContain('threePlayerRule');
    expect(names('dixit')).not.toContain('partyCap');
    expect(names('party')).toEqual([
      'handSize',
      'partyCap',
      'passHands',
      'targetScore',
      'storytellerTurnsEach',
      'winners',
      'emojiClues',
      'drawingClues',
      'voiceClues',
    ]);
    expect(names('teams')).toContain('bonusCap');
    expect(names('teams')).not.toContain('secondVote');
  });
});

describe('house rules against the rule set', () => {
  it('mark what differs from the preset', () => {
    expect([...changedKnobs('odyssey', {})]).toEqual([]);
    // The same value as the preset is no change; a knob the mode ignores is not listed.
    const overrides = { targetScore: 20, bonusCap: 3, partyCap: 2 };
    expect([...changedKnobs('odyssey', overrides)]).toEqual(['targetScore']);
    expect(knobValue('odyssey', overrides, 'targetScore')).toBe(20);
    expect(knobValue('odyssey', {}, 'bonusCap')).toBe(3);
  });

  it('drop an override set back to the preset value', () => {
    const once = withKnob('dixit', {}, 'targetScore', 15);
    expect(once).toEqual({ targetScore: 15 });
    expect(withKnob('dixit', once, 'loneFinderBonus', true)).toEqual({
      targetScore: 15,
      loneFinderBonus: true,
    });
    expect(withKnob('dixit', once, 'targetScore', 30)).toEqual({});
    expect(withKnob('party-odyssey', {}, 'targetScore', null)).toEqual({});
  });

  it('step within bounds', () => {
    expect(stepped(6, 1, 3, 10)).toBe(7);
    expect(stepped(10, 1, 3, 10)).toBe(10);
    expect(stepped(3, -1, 3, 10)).toBe(3);
  });
});

describe('durations', () => {
  it('offer the current value too, in order', () => {
    expect(choicesWith([15_000, 60_000], 20_000)).toEqual([15_000, 20_000, 60_000]);
    expect(choicesWith([15_000, 60_000], null)).toEqual([15_000, 60_000]);
    expect(choicesWith(timerChoicesMs, 60_000)).toEqual([...timerChoicesMs]);
  });

  it('stay within what the protocol accepts', () => {
    for (const ms of timerChoicesMs) expect(ms).toBeGreaterThanOrEqual(5000);
    for (const ms of standInChoicesMs) {
      expect(ms).toBeGreaterThanOrEqual(5000);
      expect(ms).toBeLessThanOrEqual(3_600_000);
    }
  });

  it('split into minutes and seconds', () => {
    expect(splitDuration(90_000)).toEqual({ minutes: 1, seconds: 30 });
    expect(splitDuration(45_000)).toEqual({ minutes: 0, seconds: 45 });
    expect(splitDuration(600_000)).toEqual({ minutes: 10, seconds: 0 });
  });
});

describe('rulebook variants (spec PR-VARIANTS)', () => {
  const songs = presets['dixit-original'].variants.find((v) => v.id === 'songsAndGestures');

  it('songs and gestures turns drawing and voice clues on, and off again to the preset', () => {
    if (songs === undefined) throw new Error('the original preset offers songs and gestures');
    const on = withVariant('dixit-original', {}, songs, true);
    expect(on).toEqual({ drawingClues: true, voiceClues: true });
    expect(withVariant('dixit-original', on, songs, false)).toEqual({});
    // other house rules are kept
    expect(withVariant('dixit-original', { targetScore: 20 }, songs, true)).toEqual({
      targetScore: 20,
      drawingClues: true,
      voiceClues: true,
    });
  });
});
