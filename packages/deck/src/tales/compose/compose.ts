import { createRng } from '../../random.ts';
import { at, type Point } from '../geom.ts';
import { group, type Node } from '../ir.ts';
import { ellipse } from '../geom.ts';
import { fill } from '../ir.ts';
import type { Feeling } from '../kit/face.ts';
import { paletteById } from '../palette.ts';
import type { Scene } from '../scene.ts';
import { identity, multiply, nodeBox, parseTransform, type Matrix } from '../looks/bounds.ts';
import { toCard, type Glow, type Light, type LightKind, type Setting } from '../stage.ts';
import { attic, bedroom, kitchen } from '../kit/settings/rooms.ts';
import {
  desert,
  forest,
  icefield,
  meadow,
  rooftop,
  shore,
  snowfield,
  street,
} from '../kit/settings/outdoors.ts';
import { clouds, library, stairwell, theatre, train, underwater } from '../kit/settings/places.ts';
import { cast, type Who } from './cast.ts';
import { frame } from './frame.ts';
import { measure } from './helpers.ts';
import type { NounId } from './nouns.ts';
import type { Action, Framing, Staged } from './types.ts';
import { twistOf } from './twists.ts';
import { aboveScene } from './shot-above.ts';
import { belowScene } from './shot-below.ts';
import { vastScene } from './shot-vast.ts';
import type { ShotContext } from './shots.ts';
import { coveredShare, cutAtEdge, headCut, heldOverFace } from './faults.ts';
import { carry, holdUp, lightWay } from './actions/holding.ts';
import { fish, pickFruit, row, waterPot } from './actions/water.ts';
import { catchNet, chase, letGo } from './actions/release.ts';
import { openDoor, read } from './actions/doors.ts';
import { climb, listen, sew, sleepOn } from './actions/quiet.ts';
import { balance, bubbles, hug, juggle, pour, sweep, wear } from './actions/hands.ts';
import { cook, dig, knit, mend, paint, plant } from './actions/making.ts';
import { dance, feed, give } from './actions/together.ts';
import { follow, hide } from './actions/relations.ts';
import { newActions } from './actions/new.ts';
import { moreActions } from './actions/more.ts';
import { freshActions } from './actions/fresh.ts';
import {
  hatch,
  play,
  pullDown,
  ride,
  shelter,
  telescope,
  wait,
  walkPet,
  whisper,
} from './actions/wonders.ts';

export const actions: readonly Action[] = [
  holdUp,
  lightWay,
  carry,
  fish,
  waterPot,
  pickFruit,
  row,
  letGo,
  chase,
  catchNet,
  openDoor,
  read,
  listen,
  climb,
  sleepOn,
  sew,
  hug,
  pour,
  juggle,
  sweep,
  balance,
  bubbles,
  wear,
  paint,
  mend,
  cook,
  plant,
  dig,
  knit,
  give,
  dance,
  feed,
  follow,
  hide,
  walkPet,
  whisper,
  shelter,
  hatch,
  play,
  pullDown,
  ride,
  telescope,
  wait,
  ...newActions,
  ...moreActions,
  ...freshActions,
];
export const settings: readonly Setting[] = [
  bedroom,
  kitchen,
  attic,
  library,
  stairwell,
  theatre,
  train,
  meadow,
  shore,
  rooftop,
  forest,
  street,
  snowfield,
  underwater,
  clouds,
  desert,
  icefield,
];

const actionById = new Map(actions.map((a) => [a.id, a]));
const settingById = new Map(settings.map((s) => [s.id, s]));

/** Everything that defines a card: the composer's choices and the seed for the details. */
export interface Recipe {
  readonly seed: number;
  readonly action: string;
  readonly object: NounId;
  readonly second: string | null;
  readonly who: Who;
  readonly feeling: Feeling;
  /** The setting's id (where it happens). */
  readonly place: string;
  readonly framing: Framing;
  readonly light: LightKind;
  readonly palette: string;
  readonly look: string;
  readonly twist: string | null;
}

export function actionOf(id: string): Action {
  const a = actionById.get(id);
  if (!a) throw new Error(`unknown action ${id}`);
  return a;
}
export function settingOf(id: string): Setting {
  const s = settingById.get(id);
  if (!s) throw new Error(`unknown setting ${id}`);
  return s;
}

/** Ordinary shots, framed on what the story draws rather than the box its action asked for. */
const closeIn: ReadonlySet<string> = new Set(['medium', 'low', 'high']);

/**
 * The scene of a recipe, ready for a look to paint. An ordinary shot is framed on the box of what
 * the story draws (a blind review: "figures are often only 1/4 to 1/3 of the card height", the
 * top half of the card left empty), unless that brings a drawing fault or cuts the story at the
 * edge; then it keeps the frame of the box its action staged.
 */
export function composeScene(r: Recipe): Scene {
  if (!closeIn.has(r.framing)) return composeAt(r, false);
  const near = composeAt(r, true);
  const b = near.storyBox;
  const inside = b[0] >= -4 && b[1] >= -4 && b[2] <= 404 && b[3] <= 604;
  return inside && near.faults.length === 0 ? near : composeAt(r, false);
}

/** The scene of a recipe; `tight`: framed on the drawn story rather than its staged box. */
function composeAt(r: Recipe, tight: boolean): Scene {
  const rng = createRng(`tale#${String(r.seed)}`);
  const palette = paletteById(r.palette);
  const action = actionOf(r.action);
  const who = cast(r.who, rng.fork('cast'), palette);
  const stageAs = (framing: Framing): Staged =>
    action.stage({
      rng: rng.fork('stage'),
      palette,
      who,
      feeling: r.feeling,
      object: r.object,
      second: r.second,
      ink: palette.ink,
      framing,
    });
  if (r.framing === 'above' || r.framing === 'below' || r.framing === 'vast') {
    const shot: ShotContext = {
      rng: rng.fork('shot'),
      palette,
      who,
      action: r.action,
      object: r.object,
      second: r.second,
      place: r.place,
      indoor: settingOf(r.place).indoor,
      lightKind: r.light,
      twist: r.twist,
      seed: r.seed,
      look: r.look,
      ink: palette.ink,
      feeling: r.feeling,
      stage: () => stageAs('wide'),
    };
    return r.framing === 'above'
      ? aboveScene(shot)
      : r.framing === 'below'
        ? belowScene(shot)
        : vastScene(shot);
  }
  const watched = heldOverFace(() => stageAs(r.framing));
  let st = watched.staged;
  const [twistId, variant = ''] = r.twist === null ? [] : r.twist.split(':');
  const twist = twistId === undefined ? null : twistOf(twistId);
  if (twist?.scale !== undefined) st = shrink(st, twist.scale);
  // A twist that shrinks the story moves its heads too: they are kept in view only when it does not.
  const heads = twist?.scale === undefined ? watched.heads : [];
  const cam = frame(
    tight ? drawnBox(st) : st,
    r.framing,
    rng.fork('frame').range(-1, 1),
    92 * (twist?.scale ?? 1),
    heads,
  );
  const setting = settingOf(r.place);
  const lightKind: LightKind = st.light ? st.light.kind : r.light;
  const horizon = horizonFor(r.framing, cam.floor, cam.s);
  const sd = setting.draw({
    cam,
    palette,
    rng: rng.fork('setting'),
    side: rng.fork('side').chance(0.5) ? 1 : -1,
    lightKind,
    horizon,
  });
  const camTransform = at(cam.x, cam.floor, cam.s);
  const w = (nodes: readonly Node[]): Node[] =>
    nodes.length === 0 ? [] : [group(nodes, camTransform)];
  let light: Light = sd.light;
  if (st.light) {
    light = {
      kind: st.light.kind,
      at: toCard(cam, st.light.at),
      color: palette.light,
      reach: st.light.reach * cam.s + 60,
      darkness: palette.night ? 0.72 : 0.5,
    };
  }
  const glows: Glow[] = [
    ...(st.wallCovers ? [] : sd.glows),
    ...st.glows.map((g) => ({ at: toCard(cam, g.at), r: g.r * cam.s, color: g.color })),
  ];
  // Shadows cast on the floor, away from the light.
  const shadows: Node[] = [];
  for (const [x, width] of st.contacts) {
    const c = toCard(cam, [x, 0]);
    const dx = c[0] - light.at[0];
    const away = Math.sign(dx) * Math.min(1, Math.abs(dx) / 200);
    const rx = width * cam.s * 0.7;
    shadows.push(
      fill(
        ellipse(c[0] + away * rx * 0.8, c[1] + 1, rx * (1 + Math.abs(away) * 0.6), rx * 0.16),
        palette.shade,
        'shadow',
        0,
      ),
    );
  }
  const focus: Point = toCard(cam, st.focus);
  const td = twist
    ? twist.draw({ st, cam, palette, rng: rng.fork('twist'), who, light, variant, horizon })
    : {};
  const story = [...w(st.behind), ...w(st.actors), ...w(st.before)];
  const storyBox = story
    .map((node) => nodeBox(node, identity))
    .reduce<[number, number, number, number]>(
      (a, b) =>
        b === null
          ? a
          : [
              Math.min(a[0], b[0]),
              Math.min(a[1], b[1]),
              Math.max(a[2], b[2]),
              Math.max(a[3], b[3]),
            ],
      [Infinity, Infinity, -Infinity, -Infinity],
    );
  return {
    palette,
    light,
    back: [...sd.back, ...(td.back ?? [])],
    world: [...(st.wallCovers ? [] : w(sd.world)), ...w(td.wall ?? []), ...w(st.wall ?? [])],
    shadows,
    subject: [
      ...w(st.behind),
      ...w(td.behind ?? []),
      ...w(st.actors),
      ...w(st.before),
      ...w(td.over ?? []),
    ],
    front: [...(st.wallCovers ? [] : w(sd.front)), ...(td.front ?? [])],
    glows,
    focus,
    subjectHeight: measure(who).height * who.scale * cam.s * (twist?.scale ?? 1),
    storyBox,
    subjectBox: cardBox(toCard(cam, [st.box[0], st.box[1]]), toCard(cam, [st.box[2], st.box[3]])),
    subjectArea: boxArea(
      cardBox(toCard(cam, [st.box[0], st.box[1]]), toCard(cam, [st.box[2], st.box[3]]), 0),
    ),
    faults: [
      ...(st.faults ?? []),
      ...(watched.covered ? ['a held thing over a face'] : []),
      // The other shots keep the whole story in (`storyInside`, from its drawn box).
      ...(r.framing === 'near' && headCut(heads, cam.x, cam.s) ? ['a head cut at the edge'] : []),
      ...(setting.indoor && twistId !== 'sunken' && wideWater(story)
        ? ['water over a dry floor']
        : []),
      ...twistFaults(r, td, camTransform, setting.indoor, storyBox),
    ],
    seed: r.seed,
  };
}

/** Twists whose things are one object each (a mirror, a floating cup, a giant boot, a whale). */
const wholeThings: ReadonlySet<string> = new Set(['mirror', 'floating', 'giant', 'sky-whale']);

/**
 * Drawing faults of a twist over its story, each found by a blind review on a card of the deck:
 * - *a twist's thing cut at the edge*: a mirror halved by the card's side, a floating teapot or
 *   a sky whale cut off (tale-155, 059, 075, 229, 235, 284): a thing cut by the edge reads as a
 *   mistake, not a crop;
 * - *a veil over the figure*: the sunken room's water laid over everything, the characters too,
 *   so the whole card is washed out (tale-243);
 * - *a shadow cast on the sky*: outdoors the shadow falls across the houses and the night sky,
 *   over and around the figure (tale-084);
 * - *a silhouette merged with a thing*: as one dark shape, a figure against a giant teapot or
 *   among floating things is a blob (tale-083, 091, 013);
 * - *wind through the cage bars*: a chase's wind ribbons drawn across a giant birdcage read as
 *   ribbons threaded through its bars (tale-080);
 * - *a ladder standing free in a room*: a ladder to a thing in the air with nothing to lean on
 *   (tale-238, 229).
 */
export function twistFaults(
  r: Recipe,
  td: { back?: Node[]; wall?: Node[]; behind?: Node[]; over?: Node[]; front?: Node[] },
  camTransform: string,
  indoor: boolean,
  storyBox: readonly [number, number, number, number],
): string[] {
  const [kind = '', variant = ''] = (r.twist ?? '').split(':');
  const out: string[] = [];
  if (wholeThings.has(kind)) {
    const things = [
      ...(td.back ?? []),
      ...[...(td.wall ?? []), ...(td.behind ?? []), ...(td.over ?? [])].map((node) =>
        group([node], camTransform),
      ),
    ];
    if (cutAtEdge(things)) out.push("a twist's thing cut at the edge");
  }
  // The bottle's glass lies over its scene on purpose (its highlights, not a veil).
  const veiled = (kind === 'bottle' ? [] : (td.front ?? [])).some((node) => {
    if (node.type !== 'shape' || node.opacity === undefined || node.fill === undefined)
      return false;
    const b = nodeBox(node, identity);
    return b !== null && coveredShare(storyBox, b) > 0.5;
  });
  if (veiled) out.push('a veil over the figure');
  if (kind === 'shadow' && !indoor) out.push('a shadow cast on the sky');
  if (r.look === 'silhouette' && (kind === 'giant' || kind === 'floating'))
    out.push('a silhouette merged with a thing');
  if (kind === 'giant' && variant === 'birdcage' && ['chase', 'let-go', 'catch'].includes(r.action))
    out.push('wind through the cage bars');
  if (r.action === 'climb' && indoor) out.push('a ladder standing free in a room');
  return out;
}

/**
 * Whether the story draws a band of water across the card (a boat's sea): in a room that is not
 * flooded it is pasted over a dry floor, the floor's boards running on above it.
 */
export function wideWater(story: readonly Node[]): boolean {
  let wide = false;
  const visit = (nodes: readonly Node[], t: Matrix): void => {
    for (const node of nodes) {
      if (node.type === 'group') {
        visit(node.children, multiply(t, parseTransform(node.transform)));
        continue;
      }
      if (node.tag !== 'water' || node.fill === undefined) continue;
      const b = nodeBox(node, t);
      if (b !== null && Math.min(b[2], 400) - Math.max(b[0], 0) > 240) wide = true;
    }
  };
  visit(story, identity);
  return wide;
}

/** A box on the card around two corners, padded, clamped to the card. */
function cardBox(a: Point, b: Point, pad = 30): [number, number, number, number] {
  return [
    Math.max(0, Math.min(a[0], b[0]) - pad),
    Math.max(0, Math.min(a[1], b[1]) - pad),
    Math.min(400, Math.max(a[0], b[0]) + pad),
    Math.min(600, Math.max(a[1], b[1]) + pad),
  ];
}

/** The share of the 400×600 card a box covers. */
function boxArea(b: readonly [number, number, number, number]): number {
  return (Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1])) / (400 * 600);
}

/** A staging drawn smaller around its feet (the tiny twist). */
function shrink(st: Staged, k: number): Staged {
  const pt = (q: Point): Point => [q[0] * k, q[1] * k];
  const box = (b: readonly [number, number, number, number]): [number, number, number, number] => [
    b[0] * k,
    b[1] * k,
    b[2] * k,
    b[3] * k,
  ];
  const g = (nodes: readonly Node[]): Node[] =>
    nodes.length === 0 ? [] : [group(nodes, at(0, 0, k))];
  return {
    ...st,
    behind: g(st.behind),
    actors: g(st.actors),
    before: g(st.before),
    wall: g(st.wall ?? []),
    contacts: st.contacts.map(([x, wd]) => [x * k, wd * k] as const),
    box: box(st.box),
    closeBox: st.closeBox ? box(st.closeBox) : undefined,
    focus: pt(st.focus),
    light: st.light ? { ...st.light, at: pt(st.light.at), reach: st.light.reach * k } : undefined,
    glows: st.glows.map((gl) => ({ ...gl, at: pt(gl.at), r: gl.r * k })),
  };
}

/** Eye level on the card for a framing. */
function horizonFor(framing: Framing, floor: number, s: number): number {
  switch (framing) {
    case 'high':
      return 95;
    case 'near':
      return 330;
    case 'low':
      return Math.max(330, Math.min(470, floor - 22 * s));
    case 'close':
      return 330;
    default:
      return Math.max(170, Math.min(420, floor - 62 * s));
  }
}

/** A staging boxed on what it draws (its characters, what they hold, what the action draws). */
function drawnBox(st: Staged): Staged {
  let box: [number, number, number, number] | null = null;
  for (const node of [...st.behind, ...st.actors, ...st.before]) {
    const b = nodeBox(node, identity);
    if (b === null) continue;
    box =
      box === null
        ? b
        : [
            Math.min(box[0], b[0]),
            Math.min(box[1], b[1]),
            Math.max(box[2], b[2]),
            Math.max(box[3], b[3]),
          ];
  }
  if (box === null) return st;
  return { ...st, box: [box[0] - 3, box[1] - 3, box[2] + 3, Math.max(box[3], 0) + 2] };
}
