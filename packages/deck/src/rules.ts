/** The curation rules of the built-in deck (issue 4), shared by the curation script and tests. */
export const DECK_SIZE = 336;
/** No template above 8% of the deck. */
export const TEMPLATE_CAP = Math.floor(DECK_SIZE * 0.08);
/** Two cards whose perceptual hashes (128 bits) differ in fewer bits than this look alike. */
export const MIN_HASH_DISTANCE = 14;
/** Largest 480 px WebP allowed. */
export const MAX_CARD_BYTES_480 = 80 * 1024;
