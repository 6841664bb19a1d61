import { join } from 'node:path';
import { differenceHash, rmsContrast } from '../../src/raster.ts';
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import { talesDeck, type TaleCard } from '../../src/tales/deck.ts';
import { taleIdsIn } from '../../src/tales/ids.ts';

export const talesDir = join(import.meta.dirname, '..', '..', 'generated', 'tales');
export const candidatesFile = join(talesDir, 'candidates.json');

/**
 * Where swap.ts's draws start (the candidates of candidates.ts count up from 1): its
 * candidates keep their own seeds in the candidates file, and candidates.ts keeps them.
 */
export const swapSeeds = {
  newActions: 1_000_000,
  freshActions: 3_000_000,
  moreActions: 1_500_000,
  otherActions: 2_000_000,
} as const;

/** One candidate as recorded by candidates.ts. */
export interface TaleCandidate {
  readonly recipe: Recipe;
  readonly idea: string;
  readonly family: string;
  readonly hash: string;
  /** The main character's height on the card (of 600). */
  readonly height: number;
  /** Luminance RMS contrast at 64 px (`rmsContrast`), 0 … 1. */
  readonly contrast: number;
  /** The share of the card the staged story covers, 0 … 1. */
  readonly area: number;
  /** Whether the characters and what they hold are drawn whole on the card (`storyInside`). */
  readonly inside: boolean;
}

/** Contrast as stored in the deck's JSON: three decimals. */
export function roundContrast(c: number): number {
  return Math.round(c * 1000) / 1000;
}

/** A candidate as recorded from its drawing and its 64 px render (the hash and contrast). */
export async function candidateOf(
  recipe: Recipe,
  drawn: ReturnType<typeof drawTale>,
  png: Buffer,
): Promise<TaleCandidate> {
  return {
    recipe,
    idea: drawn.meta.idea,
    family: drawn.meta.family,
    hash: await differenceHash(png),
    height: Math.round(drawn.subjectHeight),
    contrast: roundContrast(await rmsContrast(png)),
    area: Math.round(drawn.subjectArea * 1000) / 1000,
    inside: drawn.inside,
  };
}

/**
 * The deck's cards named on a command line: a comma list of ids or bare numbers ("69,174" is
 * tale-069 and tale-174), in that order; an unknown one stops the script with its name.
 */
export function cardsByIds(list: string): TaleCard[] {
  return taleIdsIn(list).map((id) => {
    const card = talesDeck.find((c) => c.id === id);
    if (!card) throw new Error(`no card ${id} in Tales`);
    return card;
  });
}
