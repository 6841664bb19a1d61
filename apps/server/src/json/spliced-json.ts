/**
 * JSON that reuses the text of parts that never change. The engine's state is immutable and its
 * round history only ever grows by replacing the array, so the same history array (most of a
 * room's document and of every game view late in a game) would otherwise be stringified again
 * for every move, every seat's view and every write. Its text is made once per array instead.
 */

const frozenTexts = new WeakMap<readonly unknown[], string>();

/** The JSON of an array that is never changed once made (cached per array). */
export function frozenArrayJson(array: readonly unknown[]): string {
  let text = frozenTexts.get(array);
  if (text === undefined) {
    text = JSON.stringify(array);
    frozenTexts.set(array, text);
  }
  return text;
}

/**
 * `JSON.stringify(holder)`, but with `holder[key]` written as the ready JSON text `json` (the
 * key comes last; the order of keys means nothing in JSON). `json` undefined leaves the key out,
 * as JSON.stringify does with an undefined value.
 */
export function jsonWith(holder: object, key: string, json: string | undefined): string {
  const rest = JSON.stringify({ ...holder, [key]: undefined });
  if (json === undefined) return rest;
  const comma = rest.length > 2 ? ',' : '';
  return `${rest.slice(0, -1)}${comma}${JSON.stringify(key)}:${json}}`;
}
