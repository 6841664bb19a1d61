/**
 * The Tales card ids a person wrote in a list: `89, 161`, `tale-089`, one per line, with `#`
 * comments. Numbers are padded to the deck's ids (`tale-089`); each id once, in the order
 * written (a swap replaces the first listed first).
 */
export function taleIdsIn(text: string): string[] {
  const numbers = text.replace(/#.*$/gm, '').match(/\d+/g) ?? [];
  return [...new Set(numbers.map((n) => `tale-${n.padStart(3, '0')}`))];
}
