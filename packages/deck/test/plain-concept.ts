/**
 * A concept or an object name as the bots read it: plain words (letters, apostrophes, hyphens, spaces), lower case
 * but for a name's capitals; no comma or curly quote, which split or hide a word.
 */
export const plainConcept = /^[A-Za-z][a-z' -]*(?: [A-Z]?[a-z' -]+)*$/;
