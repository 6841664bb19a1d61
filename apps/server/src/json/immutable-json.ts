/**
 * `JSON.stringify` for data that is never mutated once made. Room documents and the engine's
 * states and views are immutable and share every unchanged part by reference (a move replaces
 * the few objects on its path), so most of a room's text is the same from one move to the next:
 * the round history, the deck, the other seats' hands. Here the top `depth` levels are written
 * anew on each call and every object below them is stringified once, its text remembered for as
 * long as the object lives (a WeakMap keyed by the object).
 *
 * The output is exactly `JSON.stringify(value)`'s, key order included.
 */

const texts = new WeakMap<object, string>();

/**
 * `"key":` for each key met: a document has a few dozen distinct keys, written on every call.
 * Bounded, since a key can also be data (a map keyed by user input).
 */
const keyTexts = new Map<string, string>();
const KEY_TEXTS_LIMIT = 4096;

function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (keyTexts.size < KEY_TEXTS_LIMIT) keyTexts.set(key, text);
  }
  return text;
}

function hasToJson(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/**
 * `remember` false: texts already remembered are reused, new ones are not kept. For values whose
 * parts are mostly made for this one call (a seat's view): a WeakMap entry per short-lived
 * object costs more (its insertion, and the collector's work on dead weak keys) than it saves.
 */
export function immutableJson(value: unknown, depth: number, remember = true): string | undefined {
  // Primitives, and undefined/functions/symbols (undefined, as JSON.stringify returns).
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (hasToJson(value)) return JSON.stringify(value);
  if (depth <= 0) {
    let text = texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      if (remember) texts.set(value, text);
    }
    return text;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += immutableJson(value[i], depth - 1, remember) ?? 'null';
    }
    return `${out}]`;
  }
  // for…in rather than Object.entries: no [key, value] array per property (this runs on every
  // move for every seat, and the garbage it made was a tenth of the server's allocation).
  let out = '{';
  let first = true;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const text = immutableJson(record[key], depth - 1, remember);
    if (text === undefined) continue;
    out += first ? keyText(key) + text : `,${keyText(key)}${text}`;
    first = false;
  }
  return `${out}}`;
}
