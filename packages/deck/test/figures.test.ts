import { describe, expect, it } from 'vitest';
import { hand, proportions, skeleton } from '../src/tales/kit/body.ts';
import { face, feelings } from '../src/tales/kit/face.ts';
import { humanHead } from '../src/tales/kit/head.ts';
import type { Node, Shape } from '../src/tales/ir.ts';
import { pathBox } from '../src/tales/looks/bounds.ts';
import { figureGround } from '../src/tales/looks/readability.ts';

const shapes = (nodes: readonly Node[]): Shape[] =>
  nodes.flatMap((n) => (n.type === 'shape' ? [n] : shapes(n.children)));

describe('Tales figures: faces carry the feeling', () => {
  const options = {
    r: 11.5,
    turn: 0.3,
    gaze: [0.3, 0] as const,
    ink: '#222222',
    skin: '#f6d9c4',
    cheek: '#e8867c',
  };
  it('draws each feeling differently', () => {
    const drawn = feelings.map((f) => JSON.stringify(face(f, options)));
    expect(new Set(drawn).size).toBe(feelings.length);
  });

  it('gives open eyes a white, an iris and a lid line, big enough to read at 480 px', () => {
    for (const feeling of ['fear', 'wonder', 'calm', 'resolve', 'longing', 'mischief'] as const) {
      const parts = shapes(face(feeling, options));
      const whites = parts.filter((s) => s.fill === '#ffffff' && s.tag === 'face');
      const eye = whites
        .map((s) => pathBox(s.d))
        .filter((b) => b !== null)
        .map((b) => b[2] - b[0]);
      // Two eye whites at least a third of the head's radius wide (dots were a fifth).
      expect(eye.filter((w) => w > 11.5 * 0.3).length, feeling).toBeGreaterThanOrEqual(2);
      // Lids in the face's own skin where the feeling lowers them.
      const lids = parts.filter((s) => s.fill === options.skin && s.tag === 'skin');
      if (feeling === 'resolve' || feeling === 'longing' || feeling === 'mischief')
        expect(lids.length, feeling).toBeGreaterThanOrEqual(2);
    }
  });

  it('never leaves a grown man an egg: "bald" is cropped hair, an old man keeps his tufts', () => {
    const head = (old: boolean) =>
      shapes(
        humanHead({
          r: 11.5,
          skin: '#f6d9c4',
          hair: '#4a2f1e',
          hairStyle: 'bald',
          hat: 'none',
          hatColor: '#444444',
          feeling: 'calm',
          turn: 0.3,
          gaze: [0, 0],
          ink: '#222222',
          old,
        }).front,
      ).filter((s) => s.tag === 'hair');
    expect(head(false).length).toBeGreaterThan(0);
    expect(head(true).length).toBeGreaterThan(0);
  });
});

describe('Tales figures: hands', () => {
  it('draws each hand shape as one outline (one line round it in the looks that draw lines)', () => {
    for (const shape of ['fist', 'open', 'mitt', 'point'] as const) {
      const parts = shapes(hand([0, 0], [0, 1], 3.2, shape, '#f6d9c4'));
      const outlines = parts.filter((s) => s.fill !== undefined && (s.ink ?? 1) > 0);
      expect(outlines.length, shape).toBe(1);
      const box = pathBox(outlines[0]?.d ?? '');
      if (!box) throw new Error('no box');
      // Longer than the old mitten blob (2.9 × size): fingers and a thumb.
      expect(Math.max(box[2] - box[0], box[3] - box[1]), shape).toBeGreaterThan(3.2 * 1.9);
    }
  });

  it('stretches an arm a little to meet what it reaches for, and holds it in the fist', () => {
    const p = proportions.adult;
    const shoulderToHand = p.upperArm + p.foreArm;
    const pose = (reach: readonly [number, number], shape: 'fist' | 'open') =>
      skeleton(p, {
        legs: 'stand',
        front: { reach, hand: shape },
        back: { angle: 0, bend: 0 },
      });
    const s0 = pose([0, 0], 'open');
    const sh = s0.shoulders.front;
    // 10 % past the arm's length: the open hand's wrist is at the target.
    const far: [number, number] = [sh[0] + shoulderToHand * 1.1, sh[1]];
    const open = pose(far, 'open');
    expect(open.hands.front[0]).toBeCloseTo(far[0], 1);
    // A fist's wrist stops short of the grip by the fist's own middle.
    const fist = pose(far, 'fist');
    expect(far[0] - fist.hands.front[0]).toBeGreaterThan(p.hand);
    expect(far[0] - fist.hands.front[0]).toBeLessThan(p.hand * 2);
  });
});

describe('Tales figures: figure against ground at 160 px', () => {
  const width = 10;
  const mask = new Uint8Array(width * 10);
  for (let y = 3; y < 7; y++) for (let x = 3; x < 7; x++) mask[y * width + x] = 255;
  it('scores the grey difference between the story and the ring round it', () => {
    const grey = new Uint8Array(width * 10).fill(50);
    for (let i = 0; i < mask.length; i++) if (mask[i] === 255) grey[i] = 200;
    expect(figureGround(grey, mask, width, 2)).toBeCloseTo(150 / 255, 5);
  });
  it('scores a story lost in its ground as nothing, and a card with no story as nothing', () => {
    expect(figureGround(new Uint8Array(100).fill(90), mask, width, 2)).toBe(0);
    expect(figureGround(new Uint8Array(100).fill(90), new Uint8Array(100), width, 2)).toBe(0);
  });
});
