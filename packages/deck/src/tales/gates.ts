import { hammingDistance } from '../raster.ts';
import { dreamlike } from './compose/dream.ts';
import { propMotifsOf } from './motifs.ts';
import type { curationRules } from './rules.ts';

/**
 * The chance that a random board of `board` cards, drawn from a deck whose idea families have
 * these sizes, holds two cards of one family: 1 − e_board(sizes) / C(n, board), where e_k is the
 * elementary symmetric polynomial (the number of boards with every card from a different family).
 */
export function familyCollisionChance(sizes: readonly number[], board = 6): number {
  const n = sizes.reduce((a, b) => a + b, 0);
  if (n < board) return 1;
  // e[k] over the families seen so far.
  const e = new Array<number>(board + 1).fill(0);
  e[0] = 1;
  for (const s of sizes) {
    for (let k = board; k >= 1; k--) e[k] = (e[k] ?? 0) + (e[k - 1] ?? 0) * s;
  }
  let total = 1;
  for (let i = 0; i < board; i++) total = (total * (n - i)) / (i + 1);
  return 1 - (e[board] ?? 0) / total;
}

interface Described {
  readonly idea: string;
  readonly family: string;
  readonly style: string;
  readonly hash: string;
  readonly contrast: number;
  readonly recipe: {
    readonly palette: string;
    readonly place: string;
    readonly who: string;
    readonly action: string;
    readonly object: string;
    readonly second: string | null;
    readonly light: string;
    readonly twist: string | null;
    readonly feeling: string;
    readonly framing: string;
  };
}

/** How many cards show each prop (or moon disc, or whale in the sky), the most frequent first. */
export function motifCounts(
  cards: readonly { readonly recipe: Described['recipe'] }[],
): [string, number][] {
  const m = new Map<string, number>();
  for (const c of cards) for (const k of propMotifsOf(c.recipe)) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
}

/** The quantiles of a list of numbers (for the printed distributions). */
export function quantiles(xs: readonly number[], ps: readonly number[]): number[] {
  const s = [...xs].sort((a, b) => a - b);
  return ps.map((p) => s[Math.round(p * (s.length - 1))] ?? Number.NaN);
}

/** The two cards closest by perceptual hash: their distance in bits and their indexes. */
export function closestPair(hashes: readonly string[]): { bits: number; a: number; b: number } {
  let best = { bits: Number.POSITIVE_INFINITY, a: -1, b: -1 };
  for (let i = 0; i < hashes.length; i++) {
    for (let j = i + 1; j < hashes.length; j++) {
      const bits = hammingDistance(hashes[i] ?? '', hashes[j] ?? '');
      if (bits < best.bits) best = { bits, a: i, b: j };
    }
  }
  return best;
}

/** The gates of a Tales deck as printable lines, and whether they pass. */
export function talesGates(
  cards: readonly Described[],
  size: number,
  rules: Pick<
    typeof curationRules,
    | 'maxCollision'
    | 'paletteCap'
    | 'styleCap'
    | 'minHashDistance'
    | 'minContrast'
    | 'maxMotifShare'
    | 'motifCaps'
    | 'placeCap'
    | 'placeCaps'
    | 'feelingCaps'
    | 'framingCaps'
  >,
  /**
   * Each card's drawing faults (`drawingFaults`: cut at the edge, a crack off the thing, a
   * teapot sunk into its teacup, water over a dry floor, and a twist's faults, `twistFaults` in
   * compose.ts), when known.
   */
  faults?: readonly (readonly string[])[],
): { lines: string[]; ok: boolean } {
  const count = (key: (c: Described) => string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const c of cards) m.set(key(c), (m.get(key(c)) ?? 0) + 1);
    return m;
  };
  const families = count((c) => c.family);
  const styles = count((c) => c.style);
  const ideas = new Set(cards.map((c) => c.idea));
  const whoAction = [...count((c) => `${c.recipe.who}/${c.recipe.action}`).values()];
  const palettes = count((c) => c.recipe.palette);
  const places = count((c) => c.recipe.place);
  const feelings = count((c) => c.recipe.feeling);
  const framings = count((c) => c.recipe.framing);
  /** Whether every key of a count stays under its cap (`fallback` for keys without one). */
  const capped = (
    m: Map<string, number>,
    caps: Readonly<Record<string, number>>,
    fallback = size,
  ) => [...m.entries()].every(([k, v]) => v <= (caps[k] ?? fallback));
  const skyDiscs = cards.filter((c) => c.recipe.light === 'moon').length;
  const collision = familyCollisionChance([...families.values()]);
  const closest = closestPair(cards.map((c) => c.hash));
  const motifs = motifCounts(cards);
  const motifCap = Math.floor(rules.maxMotifShare * size);
  const contrasts = cards.map((c) => c.contrast);
  const [low = 0, q10 = 0, median = 0] = quantiles(contrasts, [0, 0.1, 0.5]);
  const plain = cards.filter(
    (c) => c.recipe.twist === null && !dreamlike(c.recipe.action, c.recipe.object),
  );
  const idOf = (i: number): string => (cards[i] as { id?: string } | undefined)?.id ?? String(i);
  const list = (m: Map<string, number>): string =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
  const checks = [
    [cards.length === size, `${String(cards.length)} cards (${String(size)} wanted)`],
    [
      collision < rules.maxCollision,
      `chance that a board of six holds two cards of one idea family: ${(collision * 100).toFixed(2)}% (gate < ${String(rules.maxCollision * 100)}%), ${String(families.size)} families`,
    ],
    [ideas.size === cards.length, `every idea different: ${String(ideas.size)} ideas`],
    [
      Math.max(...whoAction) <= 2,
      `the same subject with the same action at most twice (most: ${String(Math.max(...whoAction))})`,
    ],
    [
      styles.size >= 6 && Math.max(...styles.values()) <= rules.styleCap,
      `looks (at least 6, each at most ${String(rules.styleCap)}): ${list(styles)}`,
    ],
    [
      Math.max(...palettes.values()) <= rules.paletteCap,
      `palettes (each at most ${String(rules.paletteCap)}): ${list(palettes)}`,
    ],
    [
      low >= rules.minContrast,
      `luminance RMS contrast at least ${String(rules.minContrast)}: lowest ${low.toFixed(3)}, tenth ${q10.toFixed(3)}, median ${median.toFixed(3)}`,
    ],
    [
      motifs.every(([m, k]) => k <= (rules.motifCaps[m] ?? motifCap)),
      `no prop or motif on more than ${String(rules.maxMotifShare * 100)}% of the cards (${String(motifCap)}; ${Object.entries(
        rules.motifCaps,
      )
        .map(([m, k]) => `${m} ${String(k)}`)
        .join(', ')}): ${motifs
        .slice(0, 12)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(', ')}`,
    ],
    [
      capped(places, rules.placeCaps, rules.placeCap),
      `settings (each at most ${String(rules.placeCap)}; ${Object.entries(rules.placeCaps)
        .map(([k, v]) => `${k} at most ${String(v)}`)
        .join(', ')}): ${list(places)}`,
    ],
    [
      skyDiscs <= motifCap,
      `a moon disc in the sky only where the idea is moonlit (the sun is never drawn): ${String(skyDiscs)} cards (cap ${String(motifCap)})`,
    ],
    [
      capped(feelings, rules.feelingCaps),
      `feelings (${Object.entries(rules.feelingCaps)
        .map(([k, v]) => `${k} at most ${String(v)}`)
        .join(', ')}): ${list(feelings)}`,
    ],
    [
      capped(framings, rules.framingCaps),
      `framings (${Object.entries(rules.framingCaps)
        .map(([k, v]) => `${k} at most ${String(v)}`)
        .join(', ')}): ${list(framings)}`,
    ],
    [
      faults === undefined || faults.every((f) => f.length === 0),
      faults === undefined
        ? 'drawing faults: not measured'
        : `drawing faults (cut at the edge, a crack off the thing, a teapot sunk into its teacup, water over a dry floor, a twist's thing cut at the edge, a veil over the figure, a shadow cast on the sky, a silhouette merged with a thing, wind through the cage bars, a ladder standing free in a room): ${String(faults.filter((f) => f.length > 0).length)} of ${String(faults.length)} cards${faults.some((f) => f.length > 0) ? ` (${faults.flatMap((f, i) => (f.length > 0 ? [`${idOf(i)}: ${f.join(', ')}`] : [])).join('; ')})` : ''}`,
    ],
    [
      Math.max(...families.values()) <= 2,
      `at most two cards of one scene (action and main prop, by kind of place; a whole-card twist is its own scene): most ${String(Math.max(...families.values()))}`,
    ],
    [
      plain.length === 0,
      `every card has something impossible (a dreamlike idea or a twist): ${String(cards.length - plain.length)} of ${String(cards.length)}`,
    ],
    [
      closest.bits >= rules.minHashDistance,
      `closest two cards by perceptual hash: ${String(closest.bits)} bits of 128 apart, ${idOf(closest.a)} and ${idOf(closest.b)} (gate ≥ ${String(rules.minHashDistance)})`,
    ],
  ] as const;
  return {
    lines: checks.map(([pass, text]) => `${pass ? 'ok  ' : 'FAIL'} ${text}`),
    ok: checks.every(([pass]) => pass),
  };
}
