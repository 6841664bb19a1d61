import { signal } from '@preact/signals';

/**
 * Whether the window is wide enough for the table's side column (scores, track, chat beside
 * the cards). Narrower windows — phones, a tablet held upright — show one thing at a time and
 * keep the rest one tap away in the dock's sheets.
 */
const query =
  typeof matchMedia === 'function'
    ? matchMedia('(min-width: 60rem) and (min-height: 34rem)')
    : null;

export const wide = signal(query?.matches ?? false);

query?.addEventListener('change', (e) => {
  wide.value = e.matches;
});
