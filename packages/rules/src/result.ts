import type { RuleError } from './errors.ts';

/** The outcome of anything that can be refused: a value, or a rule error (never an exception). */
export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
