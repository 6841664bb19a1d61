import { clueLimits } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { drawingSvg, parseDrawing, strokePath } from '../src/drawing/index.ts';
import { parseClientMessage } from '../src/index.ts';

const stroke = <P>(points: P[], colour = 0, size = 1) => ({ colour, size, points });
const reasonOf = (value: unknown) => {
  const checked = parseDrawing(value);
  return checked.ok ? null : checked.reason;
};

describe('a drawn clue on the wire (limits: clueLimits)', () => {
  it('accepts strokes within the canvas, a single point as a dot', () => {
    const checked = parseDrawing({
      strokes: [stroke([0, 0, 800, 600, 400, 300]), stroke([10, 10], 5, 2)],
    });
    expect(checked.ok).toBe(true);
  });

  it('refuses each broken limit with its reason', () => {
    expect(reasonOf({ strokes: [] })).toBe('empty');
    expect(reasonOf({})).toBe('bad_shape');
    expect(reasonOf(null)).toBe('bad_shape');
    expect(reasonOf({ strokes: [stroke([1, 2, 3])] })).toBe('bad_shape');
    expect(reasonOf({ strokes: [stroke([1, 2], 6)] })).toBe('bad_shape');
    expect(reasonOf({ strokes: [stroke([1, 2], 0, 3)] })).toBe('bad_shape');
    expect(reasonOf({ strokes: [{ ...stroke([1, 2]), pressure: [1] }] })).toBe('bad_shape');
    expect(reasonOf({ strokes: [stroke([1, 'NaN'])] })).toBe('not_a_number');
    expect(reasonOf({ strokes: [stroke([1, null])] })).toBe('not_a_number');
    expect(reasonOf({ strokes: [stroke([1.5, 2])] })).toBe('not_a_number');
    expect(reasonOf({ strokes: [stroke([Number.NaN, 2])] })).toBe('not_a_number');
    expect(reasonOf({ strokes: [stroke([1e300, 2])] })).toBe('out_of_bounds');
    expect(reasonOf({ strokes: [stroke([801, 2])] })).toBe('out_of_bounds');
    expect(reasonOf({ strokes: [stroke([1, 601])] })).toBe('out_of_bounds');
    expect(reasonOf({ strokes: [stroke([-1, 2])] })).toBe('out_of_bounds');
    const line = (n: number) => Array.from({ length: 2 * n }, (_, i) => i % 600);
    expect(reasonOf({ strokes: [stroke(line(clueLimits.drawingStrokePoints))] })).toBeNull();
    expect(reasonOf({ strokes: [stroke(line(clueLimits.drawingStrokePoints + 1))] })).toBe(
      'too_many_points',
    );
    const many = (count: number, points: number) =>
      Array.from({ length: count }, () => stroke(line(points)));
    expect(reasonOf({ strokes: many(clueLimits.drawingStrokes, 2) })).toBeNull();
    expect(reasonOf({ strokes: many(clueLimits.drawingStrokes + 1, 1) })).toBe('too_many_strokes');
    // 7 strokes of 1,000 points: each is allowed, together they are too many
    expect(reasonOf({ strokes: many(7, 1000) })).toBe('too_many_points');
  });

  it('draws each stroke as a closed outline, and the whole as an SVG on paper', () => {
    const d = strokePath(stroke([100, 100, 200, 150, 300, 120]));
    expect(d).toMatch(/^M[\d.]+,[\d.]+Q.*Z$/);
    const dot = strokePath(stroke([400, 300]));
    expect(dot).not.toBe('');
    const svg = drawingSvg({ strokes: [stroke([100, 100, 200, 150], 1, 2)] }, 960);
    expect(svg).toContain('width="960" height="720" viewBox="0 0 800 600"');
    expect(svg).toContain('fill="#d8342c"');
    expect(svg.match(/<path /g)).toHaveLength(1);
  });
});

describe('clues of every kind in a clue request', () => {
  const clue = (c: unknown) => parseClientMessage({ type: 'clue', rid: '1', clue: c, card: 'c1' });

  it('passes every kind the engine accepts, normalised', () => {
    expect(clue({ kind: 'emoji', text: '🐋 🎶' })).toMatchObject({
      ok: true,
      message: { clue: { kind: 'emoji', text: '🐋🎶' } },
    });
    expect(clue({ kind: 'drawing', ref: 'd_1', caption: ' a whale ' })).toMatchObject({
      ok: true,
      message: { clue: { kind: 'drawing', ref: 'd_1', caption: 'a whale' } },
    });
    expect(clue({ kind: 'voice', ref: 'v_1', durationMs: 9000 })).toMatchObject({ ok: true });
  });

  it('refuses a clue out of its limits with invalid_clue', () => {
    for (const bad of [
      { kind: 'emoji', text: '🐋'.repeat(9) },
      { kind: 'emoji', text: 'whale' },
      { kind: 'drawing', ref: 'd_1', caption: 'x'.repeat(61) },
      { kind: 'voice', ref: 'v_1', durationMs: 15_001 },
      { kind: 'hidden', was: 'text' },
    ]) {
      expect(clue(bad)).toMatchObject({ ok: false, error: { code: 'invalid_clue' } });
    }
  });
});
