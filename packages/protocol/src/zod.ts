/**
 * The protocol's zod: `zod/mini`, the same parser as `zod` with a tree-shakable functional API
 * (`z.nullable(s)`, `s.check(z.maximum(n))` for `s.nullable()`, `s.max(n)`), so a client that
 * checks pushes downloads only the schema kinds the protocol uses (docs/web.md, "How it is
 * served"). Mini leaves the messages out unless a locale is set: the English one is, so that a
 * refusal reads the same as with `zod` ("Too big: expected string to have <=64 characters").
 */
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };
