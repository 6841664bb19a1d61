/** The size of the Tales deck, and the curation rules its build and tests share. */
export const TALES_SIZE = 336;

export const curationRules = {
  /** At most two cards of one idea family (a fox fishing a star, a girl fishing a star). */
  familyCap: 2,
  /** The same subject doing the same thing at most twice in the deck. */
  whoActionCap: 2,
  /** The chance a board of six holds two cards of one family stays under this. */
  maxCollision: 0.02,
  /** Looks: at most a fifth of the deck each. */
  styleCap: 68,
  /** One action in at most this many cards (one between two characters: `relationCap`). */
  actionCap: 12,
  relationCap: 20,
  /** Palettes and places: at most about a tenth each. */
  paletteCap: 40,
  placeCap: 34,
  /** Each twist at most this often (a shadow that is a dragon is striking once, a gimmick ten times). */
  twistCaps: {
    none: 300,
    shadow: 16,
    mirror: 14,
    tiny: 14,
    sunken: 14,
    bottle: 12,
    'sky-whale': 12,
    floating: 14,
    eyes: 14,
    unravel: 16,
    'rain-up': 12,
  } as Readonly<Record<string, number>>,
  /** The main character at least this tall on the card (of 600), or twice as tall as a silhouette. */
  minSubjectHeight: 150,
  minSilhouetteHeight: 220,
  /** Perceptual hashes at least this many bits apart (of 128). */
  minHashDistance: 12,
} as const;
