/** The size of the Tales deck, and the curation rules its build and tests share. */
export const TALES_SIZE = 336;

export const curationRules = {
  /**
   * At most two cards of one idea family: one scene (a figure mending a thing with a plaster,
   * anything on a leash, anything inside a bottle: `scene-family.ts`).
   */
  familyCap: 2,
  /** The same subject doing the same thing at most twice in the deck. */
  whoActionCap: 2,
  /** The chance a board of six holds two cards of one family stays under this. */
  maxCollision: 0.02,
  /** Looks: at most about a quarter of the deck each. */
  styleCap: 80,
  /**
   * Each look's own cap under `styleCap`: the woodcut reads best on a phone (a blind review's
   * favourite: black, paper and one accent), clean pastel works where the idea is good; gouache's
   * flat colour is muddy in numbers and the silhouette a blob on a pale sky, so both are held
   * back; ink's washes in a room are murky at 160 px.
   */
  lookCaps: {
    ink: 66,
    silhouette: 60,
    woodcut: 80,
    collage: 80,
    gouache: 76,
    pastel: 40,
  } as Readonly<Record<string, number>>,
  /** One action in at most this many cards (one between two characters: `relationCap`). */
  actionCap: 14,
  relationCap: 20,
  /** Palettes and places: at most about a tenth each (a place 36 cards, 10.7 %). */
  paletteCap: 40,
  placeCap: 36,
  /** Places a player remembers as a set (the kitchen's shelf, pans and tiles; the theatre's red
   * curtain and painted moon): rarer still. */
  placeCaps: { kitchen: 13, theatre: 18 } as Readonly<Record<string, number>>,
  /**
   * Feelings: a deck of grins is one card; joy and a calm smile are capped so wistful, frightened,
   * sly, sleepy and grieving faces get their share.
   */
  feelingCaps: { joy: 20, calm: 32, wonder: 40, resolve: 40, longing: 48 } as Readonly<
    Record<string, number>
  >,
  /**
   * Framings: the medium shot and the low view at most this many, so close-ups (faces, hands),
   * wide views (a small figure in a vast place) and views from above get room, and none of
   * those more than about a fifth.
   */
  framingCaps: { medium: 160, low: 100, close: 64, wide: 84, high: 76 } as Readonly<
    Record<string, number>
  >,
  /** Each twist at most this often (a shadow that is a dragon is striking once, a gimmick ten times). */
  twistCaps: {
    none: 300,
    shadow: 30,
    mirror: 26,
    tiny: 14,
    // A room under water is all blue-grey at phone size: striking a few times, murky often.
    sunken: 8,
    bottle: 12,
    'sky-whale': 14,
    floating: 24,
    eyes: 20,
    unravel: 26,
    'rain-up': 22,
    giant: 30,
  } as Readonly<Record<string, number>>,
  /**
   * The main character at least this tall on the card (of 600), or taller as a silhouette; in a
   * wide view or one from above the figure is smaller on purpose (`minHeights`), but not a speck:
   * under 120 a blind pass by eye threw most of them out.
   */
  minSubjectHeight: 200,
  minHeights: { wide: 120, high: 150 } as Readonly<Record<string, number>>,
  minSilhouetteHeight: 240,
  /**
   * Luminance RMS contrast of the card (`rmsContrast` on the 64 px render the hash uses) at
   * least this: under it a card is murky at phone size (all mid-tones, the subject lost in its
   * setting). The first deck's median was 0.12 and its murky tenth under 0.08.
   */
  minContrast: 0.1,
  /**
   * No motif (a prop, a moon in the sky, a library…, `motifs.ts`) on more than this share of the
   * deck: a blind review tired of fishing, keys, whales, teapots and bathtubs at 8 %.
   */
  maxMotifShare: 0.06,
  /**
   * Props that fill the card when they come (a suitcase or a boot as big as a house, a well):
   * fewer still, or a contact sheet reads as their catalogue.
   */
  motifCaps: { suitcase: 8, boot: 10, well: 6 } as Readonly<Record<string, number>>,
  /**
   * Framings a twist cannot be read in: a giant teacup in a wide shot or a close-up is a
   * muddle of shapes, not a wrong scale.
   */
  twistFramings: { giant: ['medium', 'low', 'high'] } as Readonly<
    Record<string, readonly string[]>
  >,
  /**
   * Palettes a look cannot be read in: a silhouette against a storm sky is a dark blob, and
   * against the pink of dawn or the sepia of autumn a blind review saw blobs on a muddy card.
   */
  lookPaletteBans: { silhouette: ['storm', 'dawn', 'autumn'] } as Readonly<
    Record<string, readonly string[]>
  >,
  /**
   * Actions a look cannot draw: sewing up a tear, whose stitches hang from the needle like a
   * black lantern on a chain in every look but the woodcut (rejected by eye eleven times).
   */
  lookActionBans: {
    ink: ['sew'],
    gouache: ['sew'],
    pastel: ['sew'],
    collage: ['sew'],
    silhouette: ['sew'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Perceptual hashes at least this many bits apart (of 128). */
  minHashDistance: 12,
} as const;
