/**
 * Values written into SQL text, for the statements the Postgres store sends several at a time
 * in one simple-protocol round trip (which takes no parameters). Only these two kinds are ever
 * spliced in, and each is made so that nothing in the value can be read as SQL.
 */

/** An integer (or NULL) as SQL; anything that is not a safe integer is refused. */
export function sqlInteger(value: number | null): string {
  if (value === null) return 'NULL';
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer for SQL: ${String(value)}`);
  return String(value);
}

/**
 * A text literal (or NULL), dollar-quoted: between `$tag$` and `$tag$` nothing is an escape, so
 * the text goes in as it is. The tag is chosen so that its first appearance in text + tag is
 * the closing one: the text neither contains it nor ends with a part of it that the closing tag
 * would complete (`a$q` + `$q$` reads as `a` + `$q$` + `q$`).
 */
export function sqlText(value: string | null): string {
  if (value === null) return 'NULL';
  if (value.includes('\u0000')) throw new Error('Text for SQL cannot contain NUL characters.');
  for (let n = 0; ; n++) {
    const tag = n === 0 ? '$q$' : `$q${String(n)}$`;
    if ((value + tag).indexOf(tag) === value.length) return `${tag}${value}${tag}`;
  }
}
