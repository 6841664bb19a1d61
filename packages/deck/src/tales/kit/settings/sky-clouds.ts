// The clouds of an open day sky, in several kinds. A blind review (2026-11-29, -y) read the deck
// as "a centred figure on a ground line under the same little cloud": every day sky that had a
// cloud had one five-puff bank. Now the bank is one kind of five: a bank with two farther ones,
// long mare's-tail streaks, a cumulus heaped up over the horizon, or a string of small puffs.
import { circle, ellipse, type Point } from '../../geom.ts';
import { fill, type Color, type Node } from '../../ir.ts';
import type { Rng } from '../../../random.ts';
import { luminance } from '../../../color.ts';
import { mix } from '../colors.ts';

export const cloudKinds = ['bank', 'fleet', 'streaks', 'tower', 'puffs'] as const;
export type CloudKind = (typeof cloudKinds)[number];

/** How often each kind is drawn: the old bank least, so no one shape marks the deck. */
const weights: Readonly<Record<CloudKind, number>> = {
  bank: 2,
  fleet: 2,
  streaks: 2,
  tower: 2,
  puffs: 1,
};

/** Where the sky's cloud sits (card coordinates) and the bank drawn there from the card's stream. */
export interface CloudPlace {
  readonly at: Point;
  readonly width: number;
  /** The five-puff bank at `at`: drawn from the setting's own stream, so the land keeps its draws. */
  readonly bank: Node;
  readonly color: Color;
  /** The sky's colour at the horizon: farther clouds fade towards it. */
  readonly haze: Color;
  readonly horizon: number;
}

/** A flattened puffy bank of `count` puffs (card coordinates), its base a flat line. */
function puffs(rng: Rng, x: number, y: number, w: number, count: number, flat: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x - w / 2 + (w * (i + 0.5)) / count + rng.range(-3, 3);
    const edge = i === 0 || i === count - 1 ? 0.7 : 1;
    const r = (w / count) * rng.range(0.6, 0.95) * edge;
    out.push(ellipse(cx, y - r * 0.45 * flat, r, r * flat));
  }
  out.push(ellipse(x, y, w * 0.5, w * 0.05));
  return out.join('');
}

/**
 * The clouds of one day sky: `rng` is a stream of the sky's own (a fork), so the choice of kind
 * and its shapes move nothing else on the card.
 */
export function skyClouds(rng: Rng, place: CloudPlace): Node[] {
  // On a pale sky thin streaks vanish at a phone's size (and took a pale card under the deck's
  // contrast floor): a sky that pale draws puffs.
  const kinds =
    luminance(place.haze) > 0.8 ? cloudKinds.filter((k) => k !== 'streaks') : cloudKinds;
  const kind = rng.weighted(
    kinds,
    kinds.map((k) => weights[k]),
  );
  const { at, width: w, color, haze, horizon } = place;
  const [x, y] = at;
  const far = mix(color, haze, 0.45);
  switch (kind) {
    case 'bank':
      return [place.bank];
    case 'fleet': {
      // The bank, and two farther ones lower down, smaller and flatter, fading into the haze.
      const out: Node[] = [place.bank];
      const span = Math.max(20, horizon - 40 - y);
      for (let i = 1; i <= 2; i++) {
        const fx =
          x < 200
            ? x + rng.range(110, 200) * (i === 1 ? 1 : 0.4)
            : x - rng.range(110, 200) * (i === 1 ? 1 : 0.4);
        const fy = y + span * (i === 1 ? 0.45 : 0.8);
        out.push(fill(puffs(rng, fx, fy, w * (0.6 - i * 0.12), 4, 0.7), far, 'sky', 0));
      }
      return out;
    }
    case 'streaks': {
      // Mare's tails: long thin lenses slanting across the sky, the wind up there.
      const slant = rng.range(-8, 8);
      const lenses: string[] = [];
      const count = rng.int(3, 5);
      for (let i = 0; i < count; i++) {
        const sx = rng.range(40, 360);
        const sy = y - 40 + i * rng.range(18, 30);
        lenses.push(ellipse(sx, sy, rng.range(60, 130), rng.range(3, 6), slant));
      }
      return [fill(lenses.join(''), color, 'sky', 0)];
    }
    case 'tower': {
      // A cumulus heaped up from behind the horizon, its foot hidden by the land, its underside
      // in the haze's shade.
      const tw = rng.range(130, 210);
      const tx = x < 200 ? rng.range(60, 150) : rng.range(250, 340);
      const height = Math.min(rng.range(110, 170), Math.max(60, horizon - 80));
      const heaps: string[] = [];
      const rows = 4;
      for (let r = 0; r < rows; r++) {
        const t = r / (rows - 1);
        const rowW = tw * (1 - t * 0.55);
        const cy = horizon - height * t;
        const count = Math.max(2, Math.round(4 - t * 2));
        for (let i = 0; i < count; i++) {
          const cx = tx - rowW / 2 + (rowW * (i + 0.5)) / count + rng.range(-5, 5);
          heaps.push(circle(cx, cy, (rowW / count) * rng.range(0.55, 0.75)));
        }
      }
      const base = ellipse(tx, horizon + 4, tw * 0.55, height * 0.22);
      return [fill(heaps.join(''), color, 'sky', 0), fill(base, mix(color, haze, 0.5), 'sky', 0)];
    }
    case 'puffs': {
      // A string of small round puffs drifting in a row, the nearest biggest.
      const out: string[] = [];
      const count = rng.int(3, 5);
      const dir = x < 200 ? 1 : -1;
      for (let i = 0; i < count; i++) {
        const r = (w / 9) * (1 - i * 0.13);
        out.push(puffs(rng, x + dir * i * w * 0.45, y + i * 10, r * 4, 3, 0.8));
      }
      return [fill(out.join(''), color, 'sky', 0)];
    }
  }
}
