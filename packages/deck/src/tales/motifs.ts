/**
 * Motifs: the things a player remembers a card by at a glance (a moon, a fish, a library). A
 * deck where one motif comes back on every fifth card feels like one picture redrawn, so the
 * curation caps each motif's share of the deck (`curationRules.maxMotifShare`).
 */
interface MotifRecipe {
  readonly action?: string;
  readonly object: string;
  readonly second: string | null;
  readonly place: string;
  readonly light: string;
  readonly twist: string | null;
}

/** The motif a noun shows (plurals and kinds fold into one: stars and a star are both stars). */
const nounMotifs: Readonly<Record<string, string>> = {
  star: 'star',
  stars: 'star',
  fish: 'fish',
  shoal: 'fish',
  whale: 'whale',
  moon: 'moon',
  cloud: 'cloud',
  heart: 'heart',
  hearts: 'heart',
  key: 'key',
  keys: 'key',
  clock: 'clock',
  clocks: 'clock',
  egg: 'egg',
  eggs: 'egg',
  letter: 'letter',
  letters: 'letter',
  bird: 'bird',
  birds: 'bird',
  teacup: 'teacup',
  teacups: 'teacup',
  lantern: 'lantern',
  lanterns: 'lantern',
  balloon: 'balloon',
  balloons: 'balloon',
  night: 'night sky',
  sky: 'night sky',
};

/** What a twist adds to the picture (a whale swimming across the sky is a whale). */
const twistMotifs: Readonly<Record<string, string>> = {
  'sky-whale': 'whale',
  sunken: 'sea floor',
  bottle: 'bottle',
  'rain-up': 'rain',
  mirror: 'mirror',
  shadow: 'shadow',
};

/**
 * What an action always draws, whatever its object: a player remembers a watering can, a
 * cauldron, a door onto elsewhere or a couple dancing hand in hand as much as the thing watered,
 * brewed or danced under (a blind review counted 14 watering cans, 11 cauldrons, 12 doors and
 * 12 dancing pairs in a deck that capped only the things).
 */
const actionMotifs: Readonly<Record<string, string>> = {
  'open-door': 'door',
  dance: 'dancing pair',
  cook: 'cauldron',
  hatch: 'egg',
  'water-pot': 'watering can',
  paint: 'easel',
  fish: 'fishing rod',
  telescope: 'telescope',
  catch: 'net',
  read: 'book',
  // A second blind review counted about 30 things balanced on or covering a head (a teapot worn
  // as a hat, a tower of books on one finger above it) and 12 trees bearing things.
  wear: 'on the head',
  balance: 'on the head',
  'pick-fruit': 'tree of things',
};

/**
 * Places a player remembers as a set piece (the thousand spines of a library, an attic's
 * rafters). Meadows, streets, shores and plain rooms are backdrops, kept under the curation's
 * `placeCap` instead.
 */
const setPieces: ReadonlySet<string> = new Set([
  'library',
  'attic',
  'theatre',
  'train',
  'stairwell',
  'underwater',
  'clouds',
]);

/**
 * The motifs of a card: its things (every prop: a bathtub, a teapot, a key), a set-piece place,
 * a moon in its sky, what its twist adds.
 */
export function motifsOf(r: MotifRecipe): string[] {
  const out = new Set<string>(setPieces.has(r.place) ? [r.place] : []);
  const drawn = r.action === undefined ? undefined : actionMotifs[r.action];
  if (drawn !== undefined) out.add(drawn);
  for (const noun of [r.object, r.second]) {
    if (noun !== null) out.add(nounMotifs[noun] ?? noun);
  }
  // The moon lights the scene from a disc in the sky (outdoors) or through a window.
  if (r.light === 'moon') out.add('moon');
  const [kind = '', variant = ''] = (r.twist ?? '').split(':');
  const t = twistMotifs[kind];
  if (t !== undefined) out.add(t);
  if ((kind === 'unravel' || kind === 'giant') && variant !== '')
    out.add(nounMotifs[variant] ?? variant);
  return [...out];
}

/**
 * Motifs the prop cap leaves to their own rules: a twist's second reading (a shadow, a mirror,
 * rain falling up…) is capped by `twistCaps`, a set-piece place by `placeCap`.
 */
const ownRules: ReadonlySet<string> = new Set([
  ...setPieces,
  ...Object.entries(twistMotifs)
    .filter(([kind]) => kind !== 'sky-whale')
    .map(([, m]) => m),
]);

/** Characters a story pairs with its subject (a fox, a girl): the cast, not props. */
const castNouns: ReadonlySet<string> = new Set([
  'fox',
  'rabbit',
  'bear',
  'cat',
  'wolf',
  'owl',
  'mouse',
  'frog',
  'elephant',
  'deer',
  'hedgehog',
  'lion',
  'dog',
  'woman',
  'man',
  'old-woman',
  'old-man',
  'boy',
  'girl',
]);

/**
 * The motifs of a card that the prop cap counts: its things, a moon disc, a whale in the sky
 * (not a second character: the cast has its own caps).
 */
export function propMotifsOf(r: MotifRecipe): string[] {
  return motifsOf(r).filter((m) => !ownRules.has(m) && !castNouns.has(m));
}
