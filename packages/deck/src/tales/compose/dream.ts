/**
 * Actions that are everyday when their object is an everyday thing: holding up a lantern,
 * juggling eggs, chasing a hat. With one of `everydayThings` they need a twist to be a dream.
 */
const everydayActions: ReadonlySet<string> = new Set([
  'hold-up',
  'light-way',
  'carry',
  'let-go',
  'chase',
  'catch',
  'listen',
  'juggle',
  'sweep',
  'balance',
  'give',
  'dance',
  'follow',
  'shelter',
  'whisper',
  'paint',
  'mend',
  'telescope',
  'wait',
  'play',
]);
const everydayThings: ReadonlySet<string> = new Set([
  'lantern',
  'lanterns',
  'candle',
  'egg',
  'eggs',
  'key',
  'keys',
  'bird',
  'birds',
  'birdcage',
  'leaves',
  'butterflies',
  'snow',
  'kite',
  'balloon',
  'balloons',
  'hat',
  'umbrella',
  'suitcase',
  'suitcases',
  'teacup',
  'teacups',
  'books',
  'chairs',
  'boot',
  'letter',
  'teapot',
  'seashell',
  'clock',
  'clocks',
  'paperBoat',
  'crown',
  'fish',
  'shoal',
  'well',
  'door',
]);

/**
 * Whether an idea is already a dream without a twist (a star fished from a teacup is; a lantern
 * held up, a hat chased or eggs juggled are everyday and need a twist).
 */
export function dreamlike(action: string, object: string): boolean {
  return !(everydayActions.has(action) && everydayThings.has(object));
}
