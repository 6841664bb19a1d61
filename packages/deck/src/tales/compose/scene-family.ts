/**
 * The idea family a card counts in for the collision gate: the **scene** a player sees, not the
 * sentence. A blind review read "a cat mends a broken star" and "a boy mends a broken umbrella"
 * as one picture (a figure at a bench with a plaster), the same for every teapot pouring into a
 * teacup, every pet on a leash, every figure inside a bottle. So a family is the action's picture
 * and its main prop, and where the setting changes the picture, the kind of place:
 *
 * - a twist that becomes the whole picture (everything inside a glass bottle, a room at the
 *   bottom of the sea) is the scene whatever happens in it;
 * - clothes that come undone into a stream of birds or letters, and a book that spills them,
 *   are one scene (things streaming out in a line);
 * - actions whose picture is the same whatever their object (pouring from a teapot, mending
 *   with a plaster, walking something on a leash, sweeping into a heap, lighting the way, an arc
 *   of juggled things, kneeling to plant or dig, stitching a tear) are one scene each;
 * - putting an ear to, whispering into or hugging a giant thing is one scene per thing wherever
 *   it is (a shell on a stool, a pale egg like a moon in the attic);
 * - every other action with its object is a scene per kind of place: a room, the open air, or
 *   a wonder (under the sea, above the clouds).
 */
interface FamilyRecipe {
  readonly action: string;
  readonly place: string;
  readonly twist: string | null;
}

const wholeScene: Readonly<Record<string, string>> = {
  bottle: 'inside a bottle',
  sunken: 'a room under the sea',
  unravel: 'things streaming out',
};

const oneScene: Readonly<Record<string, string>> = {
  pour: 'pouring from a teapot',
  mend: 'mending with a plaster',
  'walk-pet': 'on a leash',
  sweep: 'sweeping into a heap',
  read: 'things streaming out',
  'light-way': 'lighting the way',
  juggle: 'juggling',
  plant: 'planting in the ground',
  dig: 'digging up a treasure',
  sew: 'sewing up a tear',
};

const closeTo: ReadonlySet<string> = new Set(['listen', 'whisper', 'hug']);

const rooms: ReadonlySet<string> = new Set([
  'bedroom',
  'kitchen',
  'attic',
  'library',
  'stairwell',
  'theatre',
  'train',
]);
const wonders: ReadonlySet<string> = new Set(['underwater', 'clouds']);

/** The kind of place a scene happens in, as far as it changes the picture. */
export function placeKind(place: string): 'room' | 'open' | 'wonder' {
  return rooms.has(place) ? 'room' : wonders.has(place) ? 'wonder' : 'open';
}

/**
 * The scene family of a recipe, from its action's own family (`actionFamily`: the action and
 * its object, `fish:star`).
 */
export function sceneFamily(r: FamilyRecipe, actionFamily: string): string {
  const twist = (r.twist ?? '').split(':')[0] ?? '';
  const whole = wholeScene[twist];
  if (whole !== undefined) return whole;
  const one = oneScene[r.action];
  if (one !== undefined) return one;
  const object = actionFamily.slice(actionFamily.indexOf(':') + 1);
  if (closeTo.has(r.action)) return `close to:${object}`;
  return `${actionFamily}@${placeKind(r.place)}`;
}
