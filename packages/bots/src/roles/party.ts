import type { Slot } from '@fabula/rules';
import { sayableEntries, vocabulary } from '../vocabulary/index.ts';
import { entryFit, entryVectors } from '../meaning/space.ts';
import { gumbel, imaginablePool, pickIndex, softPick, spread, type Mind } from '../mind.ts';
import { levelParams, liking, tastes } from '../profile.ts';
import { clueFits } from './listener.ts';
import { cluesSaid, mayTell } from './storyteller.ts';

/**
 * Party storyteller's clue, given before seeing any card (spec PA-CLUE-FIRST): an evocative entry
 * whose fit varies a lot across the deck, so some cards will clearly fit it and the crowd will
 * gather on one, which the storyteller can then read (and trap).
 */
export function choosePartyClue(mind: Mind): number {
  const entries = vocabulary();
  const vectors = entryVectors();
  const pool = spread(imaginablePool(mind, []), 24);
  const taste = tastes[mind.options.personality];
  const sayable = sayableEntries();
  const candidates = Array.from(
    { length: 48 },
    () => sayable[pickIndex(mind.random, sayable.length)] ?? 0,
  );
  if (pool.length === 0) return candidates[0] ?? 0;
  const said = cluesSaid(mind);
  const scores = candidates.map((e) => {
    const entry = entries[e];
    if (!entry || !mayTell(entry, vectors[e], said)) return -Infinity;
    const fits = pool.map((p) => entryFit(e, p));
    const mean = fits.reduce((a, b) => a + b, 0) / fits.length;
    const sd = Math.sqrt(fits.reduce((a, f) => a + (f - mean) ** 2, 0) / fits.length);
    return sd + 0.1 * liking(entry, taste);
  });
  return candidates[softPick(scores, 0.01, mind.random)] ?? 0;
}

function crowd(mind: Mind, slots: readonly Slot[]): number[] | null {
  const phase = mind.view.phase;
  if (phase.kind !== 'vote') return null;
  const fits = clueFits(
    mind,
    slots.map((s) => phase.board[s - 1] ?? ''),
  );
  if (!fits) return null;
  // The crowd is read as a normal bot reads: Party's trap is tuned on it (docs/bots.md).
  const weights = fits.map((f) => Math.exp(levelParams.normal.voteBeta * (f ?? 0)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

function voterCount(mind: Mind): number {
  const phase = mind.view.phase;
  return phase.kind === 'vote' ? phase.round.participants.length : mind.view.seats.length;
}

/**
 * Party voter: go with the crowd (points = votes on your card), but not alone, and beware the
 * storyteller's trap, which is most likely on the crowd's favourite (spec PA-SCORE, PA-TRAP).
 */
export function choosePartyVote(mind: Mind, slots: readonly Slot[]): Slot {
  const p = crowd(mind, slots);
  if (!p) return slots[pickIndex(mind.random, slots.length)] ?? 1;
  const others = voterCount(mind) - 1;
  const squares = p.reduce((a, x) => a + x * x, 0);
  const values = p.map((pj) => {
    const expected = 1 + others * pj;
    const alone = (1 - pj) ** others;
    const trapped = (pj * pj) / squares;
    return expected * (1 - alone) * (1 - 0.6 * trapped);
  });
  return slots[softPick(values, mind.level.clueTemperature * 3, mind.random)] ?? 1;
}

/**
 * Party storyteller, vote then trap: imagines the others' votes (a softmax over fit), and picks
 * the vote and the trap that maximise its points minus the others' average. Typically it traps
 * the crowd's favourite and votes for the runner-up.
 */
export function choosePartyStorytellerMove(
  mind: Mind,
  slots: readonly Slot[],
  fixedVote: Slot | null,
): { vote: Slot; trap: Slot } {
  const phase = mind.view.phase;
  const board = phase.kind === 'vote' ? phase.board.map((_, i) => i + 1) : slots;
  const p = crowd(mind, board);
  if (!p) {
    const vote = fixedVote ?? slots[pickIndex(mind.random, slots.length)] ?? 1;
    const traps = board.filter((s) => s !== vote);
    return { vote, trap: traps[pickIndex(mind.random, traps.length)] ?? vote };
  }
  const others = voterCount(mind) - 1;
  const cap = mind.view.rules.partyCap ?? Infinity;
  const samples: number[][] = [];
  for (let m = 0; m < 64; m++) {
    const counts = new Array<number>(board.length).fill(0);
    for (let o = 0; o < others; o++) {
      let u = mind.random();
      let j = 0;
      while (j < p.length - 1 && u >= (p[j] ?? 0)) u -= p[j++] ?? 0;
      counts[j] = (counts[j] ?? 0) + 1;
    }
    samples.push(counts);
  }
  const votes = fixedVote === null ? slots : [fixedVote];
  let best = { vote: votes[0] ?? 1, trap: board[0] ?? 1, value: -Infinity };
  for (const vote of votes) {
    for (const trap of board) {
      if (trap === vote) continue;
      let value = 0;
      for (const counts of samples) {
        const onVote = counts[vote - 1] ?? 0;
        const mine = onVote === 0 ? 0 : Math.min(cap, onVote + 1);
        let theirs = 0;
        counts.forEach((n, i) => {
          const total = n + (i === vote - 1 ? 1 : 0);
          if (n === 0 || i === trap - 1 || total === 1) return;
          theirs += n * Math.min(cap, total);
        });
        value += mine - theirs / Math.max(1, others);
      }
      value += gumbel(mind.random) * 0.01;
      if (value > best.value) best = { vote, trap, value };
    }
  }
  return { vote: best.vote, trap: best.trap };
}
