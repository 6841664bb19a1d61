/**
 * Limits on custom decks (docs/decks-custom.md, "Limits"). Constants rather than settings: they
 * protect the server's memory and CPU, and every Fabula server should accept the same decks.
 */
export const deckLimits = {
  /** Widths each card is stored at, as for the built-in deck (srcset). */
  widths: [960, 480, 240] as const,
  /** Cards are cropped to the card shape: 2:3 portrait. */
  aspect: { width: 2, height: 3 },
  /** Largest image file accepted (bytes). */
  maxImageBytes: 15 * 1024 * 1024,
  /** Largest zip file accepted (bytes). */
  maxZipBytes: 100 * 1024 * 1024,
  /** Most bytes read from one upload request, all files together. */
  maxUploadBytes: 120 * 1024 * 1024,
  /** Most entries a zip may list (folders and skipped files included). */
  maxZipEntries: 1000,
  /** Largest image, read from its header before decoding: pixels in all, and pixels a side. */
  maxPixels: 40_000_000,
  maxSide: 8000,
  /** Smallest side of an image: smaller pictures would be a blur on the table. */
  minSide: 120,
  /** Most cards in one deck; a deck always has at least one. */
  maxCards: 400,
  /** Most files (parts) in one upload request. */
  maxFilesPerUpload: 400,
  /** A deck's name, and words per card. */
  maxNameLength: 80,
  maxWordsPerCard: 12,
  maxWordLength: 40,
  /** Size of the `words` form field (JSON) in bytes. */
  maxWordsFieldBytes: 256 * 1024,
  /** Uploads processed at once by the whole server; more are answered 503 `busy`. */
  maxConcurrentUploads: 4,
  /** Longest time sharp may spend on one image. */
  imageTimeoutSeconds: 20,
} as const;

export type CardWidth = (typeof deckLimits.widths)[number];

export function isCardWidth(value: number): value is CardWidth {
  return (deckLimits.widths as readonly number[]).includes(value);
}
