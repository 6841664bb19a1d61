/**
 * Where the pawns stand on the score track. The track runs from 0 to the target score (or, in a
 * game that ends by turns, to a round number just past the leader); pawns closer than `gap`
 * points share no lane, so none hides another, and the track grows a lane instead.
 */

export interface Pawn {
  /** Stable id (a seat or a team), used as the key so a pawn slides instead of reappearing. */
  readonly id: number;
  readonly score: number;
}

export interface PlacedPawn extends Pawn {
  /** Position along the track, 0 (start) to 1 (target); a score past the target stays at 1. */
  readonly at: number;
  /** 0 = on the track, 1 = the first lane above it, … */
  readonly lane: number;
}

/** The track's length in points: the target, or the leader's score rounded up to the next 10. */
export function trackLength(target: number | null, scores: readonly number[]): number {
  if (target !== null) return target;
  const top = Math.max(0, ...scores);
  return Math.max(10, Math.ceil((top + 1) / 10) * 10);
}

/** Tick marks every 5 points (every 10 on a long track), always including 0 and the end. */
export function trackTicks(length: number): number[] {
  const step = length > 60 ? 10 : 5;
  const ticks: number[] = [];
  for (let p = 0; p < length; p += step) ticks.push(p);
  ticks.push(length);
  return ticks;
}

/**
 * Places each pawn; lanes are given lowest score first, each pawn taking the lowest lane whose
 * last pawn is at least `gap` points behind it. Returns the pawns in the order given.
 */
export function placePawns(pawns: readonly Pawn[], length: number, gap: number): PlacedPawn[] {
  const order = [...pawns].sort((a, b) => a.score - b.score || a.id - b.id);
  const laneEnds: number[] = [];
  const placed = new Map<number, PlacedPawn>();
  for (const pawn of order) {
    const score = Math.max(0, pawn.score);
    let lane = laneEnds.findIndex((end) => score - end >= gap);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(score);
    } else {
      laneEnds[lane] = score;
    }
    const at = length <= 0 ? 0 : Math.min(1, score / length);
    placed.set(pawn.id, { ...pawn, at, lane });
  }
  return pawns.map((p) => placed.get(p.id) ?? { ...p, at: 0, lane: 0 });
}

/** How many lanes the placed pawns use (at least one). */
export function laneCount(placed: readonly PlacedPawn[]): number {
  return Math.max(1, ...placed.map((p) => p.lane + 1));
}
