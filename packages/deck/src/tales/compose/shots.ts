import type { Rng } from '../../random.ts';
import { at, rect, type Point } from '../geom.ts';
import { fill, group, type Node } from '../ir.ts';
import { darker } from '../kit/colors.ts';
import type { Palette } from '../palette.ts';
import type { Scene } from '../scene.ts';
import type { Glow, Light, LightKind } from '../stage.ts';
import { cast, pose, whos, type Character, type Who } from './cast.ts';
import { drawThing } from './drawables.ts';
import type { NounId } from './nouns.ts';
import type { Staged } from './types.ts';

/**
 * What the three shots drawn for themselves share (each is drawn in its own file: shot-above.ts,
 * shot-below.ts, shot-vast.ts), rather than a medium shot moved about (a blind review:
 * "views from above or below: basically none; no tiny figure in a huge landscape"):
 * - `above`, the bird's eye: no sky, the ground fills the card as a surface seen from above,
 *   figures seen from above (a round head, shoulders, the tips of the shoes) with long shadows,
 *   things as their top views (an umbrella a disc, a boat an almond);
 * - `below`, the worm's eye: the camera at the bottom of a well, a street, a forest or a room,
 *   looking up: walls, trunks and shelves converge on an opening of sky where the characters
 *   lean over the rim and peer down into the card, the thing coming down to us on a line;
 * - `vast`: a tiny figure (under a tenth of the card's height) doing its action in a huge place
 *   that is the picture, its footprints crossing it, a giant thing or a sky event over it.
 */
export const shots = ['above', 'below', 'vast'] as const;
export type Shot = (typeof shots)[number];

export interface ShotContext {
  readonly rng: Rng;
  readonly palette: Palette;
  readonly who: Character;
  readonly action: string;
  readonly object: NounId;
  readonly second: string | null;
  readonly place: string;
  readonly indoor: boolean;
  readonly lightKind: LightKind;
  readonly twist: string | null;
  readonly seed: number;
  /** The look that paints the card: the woodcut cuts its own light (no shaded gradients). */
  readonly look: string;
  readonly ink: string;
  readonly feeling: Parameters<typeof pose>[1];
  /** The action's own staging, for the vast shot (the idea drawn as it is, only small). */
  readonly stage: () => Staged;
}

export const singular: Partial<Record<string, NounId>> = {
  stars: 'star',
  keys: 'key',
  letters: 'letter',
  hearts: 'heart',
  clocks: 'clock',
  teacups: 'teacup',
  eggs: 'egg',
  shoal: 'fish',
  lanterns: 'lantern',
  birds: 'bird',
  balloons: 'balloon',
  books: 'book',
  suitcases: 'suitcase',
  leaves: 'leaves',
  butterflies: 'butterflies',
  snow: 'star',
};

export function partnerOf(ctx: ShotContext): Character | null {
  if (ctx.second === null || !(whos as readonly string[]).includes(ctx.second)) return null;
  return cast(ctx.second as Who, ctx.rng.fork('partner'), ctx.palette);
}

export function lightFor(ctx: ShotContext, at0: Point): Light {
  const p = ctx.palette;
  return {
    kind: ctx.lightKind,
    at: at0,
    color: p.light,
    reach: 520,
    darkness: p.night ? 0.5 : 0.22,
  };
}

export function finish(
  ctx: ShotContext,
  parts: {
    back: Node[];
    world?: Node[];
    shadows: Node[];
    subject: Node[];
    front?: Node[];
    glows?: Glow[];
    light: Light;
    focus: Point;
    box: [number, number, number, number];
    height: number;
  },
): Scene {
  const b = parts.box;
  const clamp = (v: number, hi: number): number => Math.max(0, Math.min(hi, v));
  const subjectBox: [number, number, number, number] = [
    clamp(b[0] - 20, 400),
    clamp(b[1] - 20, 600),
    clamp(b[2] + 20, 400),
    clamp(b[3] + 20, 600),
  ];
  return {
    palette: ctx.palette,
    light: parts.light,
    back: parts.back,
    world: parts.world ?? [],
    shadows: parts.shadows,
    subject: parts.subject,
    front: parts.front ?? [],
    glows: parts.glows ?? [],
    focus: parts.focus,
    subjectBox,
    storyBox: b,
    subjectArea: ((subjectBox[2] - subjectBox[0]) * (subjectBox[3] - subjectBox[1])) / 240000,
    subjectHeight: parts.height,
    faults: [],
    seed: ctx.seed,
  };
}

/** A thing (or one of a plural's things) drawn at a point, scaled and turned. */
export function thingAt(
  ctx: ShotContext,
  id: NounId,
  x: number,
  y: number,
  k: number,
  rot = 0,
): Node {
  const t = drawThing(id, ctx.palette, ctx.rng);
  return group(t.nodes, at(x, y, k, rot));
}

/**
 * The card's edges darkened towards the palette's shade: a view from above or below is all one
 * surface, and without it the card is all mid-tones at phone size (the contrast gate).
 */
export function edgeShade(
  p: Palette,
  cx: number,
  cy: number,
  inner: number,
  strength: number,
): Node {
  return fill(
    rect(0, 0, 400, 600),
    {
      kind: 'radial',
      cx,
      cy,
      r: 330,
      stops: [
        [0, p.shade, 0],
        [inner, p.shade, 0],
        [1, darker(p.shade, 0.6), strength],
      ],
    },
    'shadow',
    0,
  );
}

export function clampBox(b: [number, number, number, number]): [number, number, number, number] {
  return [Math.max(0, b[0]), Math.max(0, b[1]), Math.min(400, b[2]), Math.min(600, b[3])];
}
