import { describe, expect, it } from 'vitest';
import {
  apply,
  clueLimits,
  legalCommands,
  parseClue,
  presets,
  resolveRules,
  variantIsOn,
  viewFor,
  type Clue,
  type GameState,
} from '../src/index.ts';
import {
  T0,
  act,
  clue,
  firstCard,
  hand,
  refuse,
  slotOf,
  start,
  submitAll,
  vote,
} from './support/drive.ts';

const parsed = (value: unknown) => parseClue(value);
const refused = (value: unknown) => {
  const result = parseClue(value);
  return 'code' in result ? result.code : null;
};

/** The storyteller (seat 0) gives `c` with its first card. */
function give(s: GameState, c: unknown) {
  return apply(s, { type: 'clue', seat: 0, at: T0, clue: c, card: firstCard(s, 0) });
}

describe('clue kinds (RULES.md §9)', () => {
  it('CL-EMOJI: 1 to 8 emoji by grapheme, checked by the Unicode emoji properties', () => {
    expect(parsed({ kind: 'emoji', text: '🌊 🌙' })).toEqual({ kind: 'emoji', text: '🌊🌙' });
    // a family, a flag, a skin tone and a keycap are one emoji each
    expect(parsed({ kind: 'emoji', text: '👨‍👩‍👧🇫🇮👍🏽1️⃣' })).toEqual({
      kind: 'emoji',
      text: '👨‍👩‍👧🇫🇮👍🏽1️⃣',
    });
    // a symbol typed without its emoji selector is the emoji it shows as
    expect(parsed({ kind: 'emoji', text: '❤' })).toEqual({ kind: 'emoji', text: '❤️' });
    // and one sent with a selector its RGI form lacks (as emoji data lists 👍) without it
    expect(parsed({ kind: 'emoji', text: '👍\ufe0f🐋\ufe0f' })).toEqual({
      kind: 'emoji',
      text: '👍🐋',
    });
    expect(parsed({ kind: 'emoji', text: '🐟'.repeat(clueLimits.emojiMax) })).toMatchObject({
      kind: 'emoji',
    });
    expect(refused({ kind: 'emoji', text: '🐟'.repeat(clueLimits.emojiMax + 1) })).toBe(
      'invalid_clue',
    );
    expect(refused({ kind: 'emoji', text: '   ' })).toBe('invalid_clue');
    expect(refused({ kind: 'emoji', text: '🌊 sea' })).toBe('invalid_clue');
    expect(refused({ kind: 'emoji', text: '1' })).toBe('invalid_clue');
    expect(refused({ kind: 'emoji', text: '#' })).toBe('invalid_clue');
    expect(refused({ kind: 'emoji', text: '🌊\u200b' })).toBe('invalid_clue');
    expect(refused({ kind: 'emoji', text: '🌊'.repeat(5000) })).toBe('invalid_clue');
    expect(refused({ kind: 'emoji' })).toBe('invalid_clue');
  });

  it('CL-CAPTION: a drawing or recording may carry a caption of up to 60 characters', () => {
    const ref = 'd1_abc-XYZ';
    expect(parsed({ kind: 'drawing', ref })).toEqual({ kind: 'drawing', ref });
    expect(parsed({ kind: 'drawing', ref, caption: '  a whale sings  ' })).toEqual({
      kind: 'drawing',
      ref,
      caption: 'a whale sings',
    });
    expect(parsed({ kind: 'drawing', ref, caption: '   ' })).toEqual({ kind: 'drawing', ref });
    expect(parsed({ kind: 'drawing', ref, caption: 'é'.repeat(60) })).toMatchObject({
      caption: 'é'.repeat(60),
    });
    expect(refused({ kind: 'drawing', ref, caption: 'x'.repeat(61) })).toBe('invalid_clue');
    expect(refused({ kind: 'drawing', ref, caption: 42 })).toBe('invalid_clue');
    expect(refused({ kind: 'drawing', ref: '../etc' })).toBe('invalid_clue');
    expect(refused({ kind: 'drawing', ref: 'x'.repeat(65) })).toBe('invalid_clue');
  });

  it('CL-VOICE: a recording is named by its upload and lasts 1 ms to 15 s', () => {
    const ref = 'v1';
    expect(parsed({ kind: 'voice', ref, durationMs: 15_000 })).toEqual({
      kind: 'voice',
      ref,
      durationMs: 15_000,
    });
    expect(refused({ kind: 'voice', ref, durationMs: 15_001 })).toBe('invalid_clue');
    expect(refused({ kind: 'voice', ref, durationMs: 0 })).toBe('invalid_clue');
    expect(refused({ kind: 'voice', ref, durationMs: 1.5 })).toBe('invalid_clue');
    expect(refused({ kind: 'voice', ref, durationMs: Number.NaN })).toBe('invalid_clue');
    expect(refused({ kind: 'voice', ref })).toBe('invalid_clue');
    expect(refused({ kind: 'hidden', was: 'text' })).toBe('invalid_clue');
  });

  it('CL-KINDS: text always; emoji and drawing by default, voice when the host turns it on', () => {
    let s = start('dixit', 4);
    const move = legalCommands(s, 0).find((m) => m.type === 'clue');
    expect(move?.type === 'clue' && move.kinds).toEqual(['text', 'emoji', 'drawing']);
    expect(give(s, { kind: 'voice', ref: 'v1', durationMs: 3000 })).toMatchObject({
      error: { code: 'clue_kind_not_allowed' },
    });
    expect(give(s, { kind: 'drawing', ref: 'd1' }).ok).toBe(true);

    s = start('dixit', 4, { knobs: { voiceClues: true, emojiClues: false, drawingClues: false } });
    const kinds = legalCommands(s, 0).find((m) => m.type === 'clue');
    expect(kinds?.type === 'clue' && kinds.kinds).toEqual(['text', 'voice']);
    expect(give(s, { kind: 'emoji', text: '🌙' })).toMatchObject({
      error: { code: 'clue_kind_not_allowed' },
    });
    expect(give(s, { kind: 'drawing', ref: 'd1' })).toMatchObject({
      error: { code: 'clue_kind_not_allowed' },
    });
    expect(give(s, { kind: 'voice', ref: 'v1', durationMs: 3000 }).ok).toBe(true);
    expect(give(s, { kind: 'text', text: 'words' }).ok).toBe(true);
    expect(resolveRules('dixit', { voiceClues: 'yes' })).toMatchObject({
      error: { code: 'invalid_knob' },
    });
  });

  it('PR-VARIANTS: the original edition offers its extra point and songs and gestures as switches', () => {
    const original = presets['dixit-original'];
    const songs = original.variants.find((v) => v.id === 'songsAndGestures');
    expect(songs?.knobs).toEqual({ drawingClues: true, voiceClues: true });
    if (songs === undefined) return;
    expect(variantIsOn(songs, original.knobs)).toBe(false);
    expect(variantIsOn(songs, { ...original.knobs, ...songs.knobs })).toBe(true);
    // words only without the variant; drawing and voice with it
    let s = start('dixit-original', 4);
    const off = legalCommands(s, 0).find((m) => m.type === 'clue');
    expect(off?.type === 'clue' && off.kinds).toEqual(['text', 'emoji']);
    s = start('dixit-original', 4, { knobs: songs.knobs });
    const on = legalCommands(s, 0).find((m) => m.type === 'clue');
    expect(on?.type === 'clue' && on.kinds).toEqual(['text', 'emoji', 'drawing', 'voice']);
    expect(presets.dixit.variants).toEqual([]);
    const extra = original.variants.find((v) => v.id === 'extraPoint');
    expect(extra?.knobs).toEqual({ loneFinderBonus: true });
  });
});

describe('the host hides a clue (spec HC-*)', () => {
  const drawing: Clue = { kind: 'drawing', ref: 'd1', caption: 'rude' };

  function drawn(): GameState {
    return act(start('dixit', 4), {
      type: 'clue',
      seat: 0,
      at: T0,
      clue: drawing,
      card: firstCard(start('dixit', 4), 0),
    });
  }

  it('HC-VOID: hiding the clue of a round being played calls it off: cards go back, the turn passes', () => {
    const before = start('dixit', 4);
    let s = drawn();
    s = submitAll(s, [1, 2]);
    const hide = apply(s, { type: 'hideClue', round: 1, at: T0 + 5 });
    expect(hide.ok).toBe(true);
    if (!hide.ok) return;
    s = hide.value.state;
    expect(hide.value.events).toEqual(
      expect.arrayContaining([
        { type: 'clueHidden', round: 1, roundCalledOff: true },
        { type: 'turnSkipped', seat: 0, reason: 'clueHidden' },
      ]),
    );
    for (const seat of [0, 1, 2, 3]) {
      expect([...hand(s, seat)].sort()).toEqual([...hand(before, seat)].sort());
    }
    expect(s.scores).toEqual([0, 0, 0, 0]);
    expect(s.history).toEqual([]);
    expect(s.phase.kind === 'clue' && s.phase.round).toMatchObject({ number: 2, storyteller: 1 });
    expect(JSON.stringify(viewFor(s, { spectator: true }))).not.toContain('d1');

    // in the vote, the board goes back to its owners
    s = submitAll(drawn(), [1, 2, 3]);
    expect(s.phase.kind).toBe('vote');
    s = act(s, { type: 'hideClue', round: 1, at: T0 });
    for (const seat of [0, 1, 2, 3]) {
      expect([...hand(s, seat)].sort()).toEqual([...hand(before, seat)].sort());
    }
    expect(s.discard).toEqual([]);
    // a round that is not the current one, or has no clue yet, has nothing to hide
    expect(refuse(s, { type: 'hideClue', round: 2, at: T0 })).toBe('no_such_clue');
    expect(refuse(s, { type: 'hideClue', round: 9, at: T0 })).toBe('no_such_clue');
  });

  it('HC-VOID: hidden while paused, the next turn waits for the resume with its whole timer', () => {
    let s = start('dixit', 4, {
      timers: { race: null, clue: 60_000, submit: 60_000, vote: null, reveal: null },
    });
    s = clue(s, 0);
    s = act(s, { type: 'pause', at: T0 + 1000 });
    s = act(s, { type: 'hideClue', round: 1, at: T0 + 2000 });
    expect(s.phase.kind).toBe('clue');
    expect(s.deadline).toBeNull();
    expect(s.pause?.remainingMs).toBe(60_000);
    s = act(s, { type: 'resume', at: T0 + 9000 });
    expect(s.deadline).toBe(T0 + 9000 + 60_000);
  });

  it('HC-PAST: hiding the clue of a scored round keeps its points and shows that it was hidden', () => {
    let s = drawn();
    s = submitAll(s, [1, 2, 3]);
    const st = slotOf(s, 0);
    s = vote(s, 1, [st]);
    s = vote(s, 2, [slotOf(s, 1)]);
    s = vote(s, 3, [st]);
    expect(s.phase.kind).toBe('reveal');
    const scores = s.scores;
    s = act(s, { type: 'hideClue', round: 1, at: T0 });
    expect(s.scores).toEqual(scores);
    expect(s.history[0]?.clue).toEqual({ kind: 'hidden', was: 'drawing' });
    expect(s.phase.kind === 'reveal' && s.phase.result.clue).toEqual({
      kind: 'hidden',
      was: 'drawing',
    });
    expect(refuse(s, { type: 'hideClue', round: 1, at: T0 })).toBe('no_such_clue');
    expect(JSON.stringify(s)).not.toContain('rude');

    // after the game ended too, and nothing else is accepted then
    s = act(s, { type: 'endGame', at: T0 });
    expect(refuse(s, { type: 'pause', at: T0 })).toBe('game_over');
  });

  it('HC-HIDE: the clue of an ended game may still be hidden', () => {
    let s = drawn();
    s = submitAll(s, [1, 2, 3]);
    s = vote(s, 1, [slotOf(s, 0)]);
    s = vote(s, 2, [slotOf(s, 1)]);
    s = vote(s, 3, [slotOf(s, 0)]);
    s = act(s, { type: 'endGame', at: T0 });
    expect(s.phase.kind).toBe('ended');
    s = act(s, { type: 'hideClue', round: 1, at: T0 });
    expect(s.history[0]?.clue).toEqual({ kind: 'hidden', was: 'drawing' });
  });
});
