import { z } from './zod.ts';

/**
 * Optional fields in the repository's `exactOptionalPropertyTypes` style: an absent field is
 * absent (`{ card?: CardId }`), never `undefined`, so parsed messages can be passed straight to
 * the engine's and the server's types. (zod's `.optional()` / `.partial()` type them as
 * `?: T | undefined`; JSON cannot carry `undefined` anyway.)
 */

/**
 * Every field of a shape, optional.
 *
 * @example
 * z.strictObject(exactPartial({ name: z.string() })); // { name?: string }
 */
export function exactPartial<const S extends Record<string, z.ZodMiniType>>(
  shape: S,
): { [K in keyof S]: z.ZodMiniExactOptional<S[K]> } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, z.exactOptional(schema)]),
  ) as { [K in keyof S]: z.ZodMiniExactOptional<S[K]> };
}
