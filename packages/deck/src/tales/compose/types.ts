import type { Rng } from '../../random.ts';
import type { Lang } from '../../types.ts';
import type { Point } from '../geom.ts';
import type { Color, Node } from '../ir.ts';
import type { Feeling } from '../kit/face.ts';
import type { Palette } from '../palette.ts';
import type { LookId } from '../looks/index.ts';
import type { LightKind } from '../stage.ts';
import type { Character, Who } from './cast.ts';
import type { NounId } from './nouns.ts';

/**
 * `near` is the close-up drawn so it reads as one (a blind review saw the first `close` shots as
 * one more medium shot): a head and hands filling the card, cropped at its sides. The deck's
 * cards drawn `close` keep their pictures. `above`, `below` and `vast` are drawn for themselves
 * (`shots.ts`): the bird's eye, the worm's eye and a tiny figure in a huge place.
 */
export const framings = [
  'close',
  'medium',
  'wide',
  'low',
  'high',
  'near',
  'above',
  'below',
  'vast',
] as const;
export type Framing = (typeof framings)[number];

export interface StageContext {
  readonly rng: Rng;
  readonly palette: Palette;
  readonly who: Character;
  readonly feeling: Feeling;
  /** The action's object (what is held, chased, opened…). */
  readonly object: NounId;
  /** A second noun or character when the action has one (what a star is fished out of, whom it is given to). */
  readonly second: string | null;
  readonly ink: Color;
  readonly framing: Framing;
}

/** What an action puts on the stage, in world units (an adult is about 100 tall). */
export interface Staged {
  /** Drawn behind the actors (a giant moon, a door's light). */
  readonly behind: Node[];
  /** The actors and what they hold. */
  readonly actors: Node[];
  /** In front of the actors (water in a tub, a table edge). */
  readonly before: Node[];
  /**
   * Part of the room the action brings, drawn with the setting behind everything and not boxed
   * with the story: a door or a window that fills a close-up may run off the card.
   */
  readonly wall?: Node[];
  /**
   * The `wall` fills the whole card (a bookcase seen up close): the setting's room (its furniture,
   * window and floor, whose pen lines the ink look draws over every wash) and the glow of its lamp
   * or window are left out; the direction of its light is kept.
   */
  readonly wallCovers?: boolean;
  /** Where things touch the floor (for cast shadows), with a width. */
  readonly contacts: readonly (readonly [x: number, w: number])[];
  /** The part of the world the framing must show: [x0, y0, x1, y1]. */
  readonly box: readonly [number, number, number, number];
  /** The part a close-up shows (hands and object), same form. */
  readonly closeBox?: readonly [number, number, number, number] | undefined;
  /** Where the eye should go. */
  readonly focus: Point;
  /** A light the action brings (a lantern held out), in world units. */
  readonly light?:
    { readonly at: Point; readonly kind: LightKind; readonly reach: number } | undefined;
  readonly glows: readonly { readonly at: Point; readonly r: number; readonly color: Color }[];
  /** Whether the actors float free of any floor (the setting may then skip it). */
  readonly airborne?: boolean;
  /** The silhouette of the subject, for shadows cast on a wall (its outline in world units). */
  readonly silhouette?: Node[];
  /**
   * Drawing faults the staging found in itself (a crack drawn off the broken thing, a teapot
   * sunk in its teacup): the curation rejects a card with any (`drawingFaults` in card.ts).
   */
  readonly faults?: readonly string[];
}

/** One thing a character can do, with what, and how to say it. */
export interface Action {
  readonly id: string;
  /** Objects this action takes, with the family each belongs to for the collision gate. */
  readonly objects: readonly NounId[];
  /** A second noun (the container fished from, what spills out…), chosen per object. */
  readonly seconds?: (object: NounId) => readonly string[];
  readonly who?: readonly Who[];
  readonly feelings: readonly Feeling[];
  readonly settings: readonly string[];
  /**
   * The places that fit each object, when they differ (a train running on the sea stops by the
   * shore, one running on clouds above them): the idea's place phrase must agree with the picture.
   * Each is one of `settings`; without it, every object takes any of `settings`.
   */
  readonly settingsFor?: (object: NounId) => readonly string[];
  readonly framings: readonly Framing[];
  /**
   * Framed only as its `framings` say, never also near, wide or from above like the other
   * actions: a close-up drawn for itself (a wide shot of an eye at a keyhole is one more small
   * figure at a door), or two characters far apart (a near shot cuts their heads). Its near
   * shots take no twist that stands a thing beside the story.
   */
  readonly fixedFramings?: boolean;
  /**
   * Drawn whole as one view of its own (a bathtub seen from straight above, on a tiled floor):
   * no twist fits into it, so its candidates take none and the idea must be a dream by itself.
   */
  readonly untwisted?: boolean;
  /**
   * Its words say where it happens ("adrift on the night sea", "a giant clock in the sky"): the
   * idea sentence leaves the setting's place phrase out ("… on the night sea on the shore").
   */
  readonly ownPlace?: boolean;
  /**
   * Looks that lose this situation's story (a woodcut cuts a carried thing into blobs, a dark
   * silhouette hides the faces at a window): its candidates never take them.
   */
  readonly notLooks?: readonly LookId[];
  /** Lights this action works with (a held lantern brings its own). */
  readonly lights?: readonly LightKind[];
  /** The idea family, for the collision gate (two cards of one family tell the same story). */
  readonly family: (object: NounId, second: string | null) => string;
  readonly stage: (ctx: StageContext) => Staged;
  /** The verb phrase with its object(s), per language ("fishes a star out of a teacup"). */
  readonly say: (lang: Lang, object: NounId, second: string | null) => string;
  /** Concepts the action itself brings (plain English). */
  readonly concepts: readonly string[];
}
