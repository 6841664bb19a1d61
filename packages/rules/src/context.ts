import type { GameEvent } from './events.ts';
import { Rng } from './rng.ts';
import type { GameState } from './state.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The working copy of one `apply` call. Only top-level fields are reassigned; nested arrays and
 * objects of the input state are never written to (replace them with new ones), so `apply` stays
 * pure while copying only what changes.
 */
export class Context {
  readonly s: Mutable<GameState>;
  readonly events: GameEvent[] = [];
  private cursor: Rng | null = null;

  constructor(state: GameState) {
    this.s = { ...state };
  }

  /** The seeded RNG, created on first use; its final state is written back by `finish`. */
  rng(): Rng {
    this.cursor ??= new Rng(this.s.rng);
    return this.cursor;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  finish(): { state: GameState; events: GameEvent[] } {
    if (this.cursor) this.s.rng = this.cursor.state();
    return { state: this.s, events: this.events };
  }
}
