import type { Rng } from '../../random.ts';
import type { Point } from '../geom.ts';
import { at } from '../geom.ts';
import { group, type Node } from '../ir.ts';
import type { Palette } from '../palette.ts';
import type { Age } from '../kit/body.ts';
import type { Species } from '../kit/animals.ts';
import { moreSpecies, type MoreSpecies } from '../kit/animals-more.ts';
import { greyHairs, hairs, skins } from '../kit/colors.ts';
import type { Feeling } from '../kit/face.ts';
import { figure, type Figure, type FigureLook, type FigurePose } from '../kit/figure.ts';
import type { HairStyle, Hat } from '../kit/head.ts';
import { posture } from '../kit/posture.ts';
import { identity, nodeBox } from '../looks/bounds.ts';
import { faceBox, noteActor } from './faults.ts';

type Box = readonly [number, number, number, number];

export const whos = [
  'girl',
  'boy',
  'woman',
  'man',
  'old-woman',
  'old-man',
  'fox',
  'bear',
  'cat',
  'rabbit',
  'mouse',
  'frog',
  'owl',
  'wolf',
] as const;
/**
 * Species a card gets only by an explicit `recipe.who` (a re-cast, packages/deck/curation/
 * recast.txt): the generic pickers (pick.ts, the actions' `whos.filter`) draw from `whos` alone,
 * so adding these changed no seed's draw.
 */
export const moreWhos = moreSpecies;
export type Who = (typeof whos)[number] | MoreSpecies;

export interface Character {
  readonly who: Who;
  readonly age: Age;
  readonly species: Species;
  /** Drawing scale of the whole figure (a mouse is small, a bear large). */
  readonly scale: number;
  readonly look: FigureLook;
}

const furs: Partial<Record<Species, readonly string[]>> = {
  fox: ['#d9773a', '#c8602a', '#e08a4a'],
  bear: ['#8a5a3a', '#6e4a32', '#a0704a'],
  cat: ['#9a9aa2', '#e0a060', '#5a5258', '#efe6da'],
  rabbit: ['#e8e0d6', '#c8b09a', '#a89a8a'],
  mouse: ['#b9aca2', '#9a8e86', '#d0c4b8'],
  frog: ['#8cc85a', '#79c07a', '#a2cf5c'],
  owl: ['#9a7a55', '#7a6a5a', '#b08a5a'],
  wolf: ['#8a8c94', '#6a6c74', '#a0a2aa'],
  elephant: ['#9ea3ad', '#8e929c', '#aeb0b6'],
  deer: ['#b5804e', '#a87044', '#c08a58'],
  hedgehog: ['#8a6a4e', '#7a5c44', '#9a7658'],
  lion: ['#d9a449', '#cf9a40', '#e0b055'],
  // A red-gold Akita, a chestnut, a cream and a dark coat: the dog's ears show darker on each.
  dog: ['#d39a5c', '#a8683a', '#e2cba6', '#6a5a50'],
};

/** A character of a kind, dressed in the card's colours. */
export function cast(who: Who, rng: Rng, p: Palette): Character {
  const cloth = rng.shuffle(p.cloth);
  const top = cloth[0] ?? p.accent;
  const bottom = cloth[1] ?? p.ink;
  const base = {
    top,
    bottom,
    shoes: '#3a2a26',
    hatColor: cloth[2] ?? p.accent,
    trim: rng.chance(0.4) ? (cloth[3] ?? p.accent) : undefined,
    scarf: rng.chance(0.25) ? p.accent : undefined,
  };
  const human = (
    age: Age,
    styles: readonly HairStyle[],
    outfits: readonly FigureLook['outfit'][],
    hatsFor: readonly Hat[],
  ): Character => {
    const old = age === 'old';
    return {
      who,
      age,
      species: 'human',
      scale: 1,
      look: {
        ...base,
        skin: rng.pick(skins),
        hair: old ? rng.pick(greyHairs) : rng.pick(hairs),
        hairStyle: rng.pick(styles),
        outfit: rng.pick(outfits),
        hat: rng.chance(0.3) ? rng.pick(hatsFor) : 'none',
        glasses: old && rng.chance(0.5),
        beard: who === 'old-man' && rng.chance(0.6),
      },
    };
  };
  switch (who) {
    case 'girl':
      return human(
        'child',
        ['pigtails', 'bob', 'long', 'bun', 'curly'],
        ['dress', 'dress', 'shirt'],
        ['beanie', 'straw', 'hood'],
      );
    case 'boy':
      return human(
        'child',
        ['short', 'spiky', 'curly'],
        ['shirt', 'shirt', 'tunic'],
        ['cap', 'beanie', 'hood'],
      );
    case 'woman':
      return human(
        'adult',
        ['long', 'bun', 'bob', 'curly'],
        ['dress', 'coat', 'robe'],
        ['straw', 'pointed', 'kerchief', 'hood'],
      );
    case 'man':
      return human(
        'adult',
        ['short', 'curly', 'bald', 'short'],
        ['coat', 'shirt', 'coat'],
        ['top-hat', 'bowler', 'cap', 'crown'],
      );
    case 'old-woman':
      return human(
        'old',
        ['bun', 'bun', 'bob'],
        ['dress', 'robe'],
        ['kerchief', 'straw', 'pointed'],
      );
    case 'old-man':
      return human(
        'old',
        ['fringe', 'bald', 'fringe'],
        ['coat', 'robe'],
        ['bowler', 'top-hat', 'cap', 'pointed'],
      );
    default: {
      const species = who;
      const fur = rng.pick(furs[species] ?? ['#888888']);
      const small =
        species === 'mouse' ||
        species === 'frog' ||
        species === 'rabbit' ||
        species === 'owl' ||
        species === 'hedgehog';
      const big = species === 'bear' || species === 'elephant';
      return {
        who,
        age: small || species === 'cat' ? 'child' : 'adult',
        species,
        scale: species === 'mouse' ? 0.8 : big ? 1.15 : species === 'hedgehog' ? 0.9 : 1,
        look: {
          ...base,
          skin: fur,
          hair: fur,
          hairStyle: 'bald',
          outfit: rng.pick(
            big || species === 'wolf' || species === 'lion'
              ? (['coat', 'shirt'] as const)
              : (['coat', 'shirt', 'dress', 'tunic'] as const),
          ),
          hat: rng.chance(0.25)
            ? rng.pick(['top-hat', 'bowler', 'crown', 'beanie'] as const)
            : 'none',
          round: big || species === 'frog' || species === 'hedgehog',
        },
      };
    }
  }
}

/** A character posed for a feeling, with the arms or legs an action needs. */
export function pose(
  c: Character,
  feeling: Feeling,
  over: Partial<FigurePose>,
  ink: string,
): Figure {
  const base = posture(feeling, c.age);
  return figure({
    age: c.age,
    species: c.species,
    look: c.look,
    feeling,
    pose: { ...base, ...over },
    ink,
  });
}

/**
 * An actor on the stage: a posed figure, what it holds (in the figure's own units, drawn between
 * its body and its hands), where it stands and which way it faces.
 */
export interface Actor {
  readonly fig: Figure;
  readonly held?: readonly Node[];
  /** Behind the whole figure (a chair it sits on, a ladder). */
  readonly under?: readonly Node[];
  readonly x: number;
  readonly y?: number;
  readonly facing: 1 | -1;
  readonly scale: number;
  /** The idea puts what it holds over its face (a mask held up, an eyeball for a face). */
  readonly overFace?: boolean;
}

/** Where an actor's eyes and mouth are, in world units. */
export function actorFace(a: Actor): Box {
  return worldBox(a, faceBox(a.fig));
}

export function actorNodes(a: Actor): Node {
  noteActor(
    actorFace(a),
    (a.held ?? []).flatMap((n) => {
      const b = nodeBox(n, identity);
      return b === null ? [] : [worldBox(a, b)];
    }),
    a.overFace ?? false,
  );
  return group(
    [...(a.under ?? []), ...a.fig.back, ...a.fig.body, ...(a.held ?? []), ...a.fig.hands],
    at(a.x, a.y ?? 0, a.scale, 0, a.facing < 0),
  );
}

/** A box in an actor's own units, in world coordinates. */
function worldBox(a: Actor, b: Box): Box {
  const p = actorPoint(a, [b[0], b[1]]);
  const q = actorPoint(a, [b[2], b[3]]);
  return [Math.min(p[0], q[0]), p[1], Math.max(p[0], q[0]), q[1]];
}

/** A point in an actor's own units, in world coordinates. */
export function actorPoint(a: Actor, p: Point): Point {
  return [a.x + p[0] * a.scale * a.facing, (a.y ?? 0) + p[1] * a.scale];
}

/** A world point in an actor's own units (for reaching towards something in the world). */
export function toActor(a: Pick<Actor, 'x' | 'y' | 'facing' | 'scale'>, p: Point): Point {
  return [((p[0] - a.x) / a.scale) * a.facing, (p[1] - (a.y ?? 0)) / a.scale];
}
