// The curation's rules as one tally of a deck being chosen: curate.ts builds the deck from the
// candidates with it, swap.ts replaces a few cards of the deck under the same rules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hammingDistance } from '../../src/raster.ts';
import { drawingFaults } from '../../src/tales/card.ts';
import { actionOf } from '../../src/tales/compose/compose.ts';
import { dreamlike } from '../../src/tales/compose/dream.ts';
import { relations } from '../../src/tales/compose/pick.ts';
import { sceneFamily } from '../../src/tales/compose/scene-family.ts';
import { familyCollisionChance } from '../../src/tales/gates.ts';
import { propMotifsOf } from '../../src/tales/motifs.ts';
import { TALES_SIZE, curationRules as rules, minHeightOf } from '../../src/tales/rules.ts';
import type { TaleCandidate } from './lib.ts';

const rejectedFile = join(import.meta.dirname, '..', '..', 'curation', 'tales-rejected.json');

/** The cards rejected by eye (`reject.ts`): the reason by `rejectionKey`. */
export function loadRejected(): Readonly<Record<string, string>> {
  return existsSync(rejectedFile)
    ? (JSON.parse(readFileSync(rejectedFile, 'utf8')) as Record<string, string>)
    : {};
}

/**
 * Cards rejected by eye, keyed by what they show and how ("<idea> | <look>"), so a rejection
 * still means the same picture after the picker changes which seed gives which recipe.
 */
export function rejectionKey(c: Pick<TaleCandidate, 'idea' | 'recipe'>): string {
  return `${c.idea} | ${c.recipe.look}`;
}

/** A candidate with its family as the composer groups scenes today (the file may be older). */
export function withSceneFamily<T extends Pick<TaleCandidate, 'recipe'>>(
  c: T,
): T & { family: string } {
  const r = c.recipe;
  return { ...c, family: sceneFamily(r, actionOf(r.action).family(r.object, r.second)) };
}

/** What a card needs to be counted against the rules once it is in the deck. */
export type Counted = Pick<TaleCandidate, 'recipe' | 'idea' | 'family' | 'hash'>;

const twistKind = (twist: string | null): string => (twist ?? 'none').split(':')[0] ?? 'none';

/**
 * A deck being chosen and the curation's rules over it (`curationRules` in src/tales/rules.ts):
 * `take` counts a card in, `breaks` names the first rule a candidate would break.
 */
export class Curation<C extends Counted = Counted> {
  readonly chosen: C[] = [];
  readonly ideas = new Set<string>();
  readonly families = new Map<string, number>();
  readonly styles = new Map<string, number>();
  readonly palettes = new Map<string, number>();
  readonly places = new Map<string, number>();
  readonly twistKinds = new Map<string, number>();
  readonly feelings = new Map<string, number>();
  private readonly whoAction = new Map<string, number>();
  private readonly actionCounts = new Map<string, number>();
  private readonly motifs = new Map<string, number>();
  private readonly framings = new Map<string, number>();
  private readonly faultCache = new Map<Pick<TaleCandidate, 'recipe'>, readonly string[]>();
  readonly motifCap = Math.floor(rules.maxMotifShare * TALES_SIZE);

  private readonly rejected: Readonly<Record<string, string>>;

  constructor(rejected: Readonly<Record<string, string>>) {
    this.rejected = rejected;
  }

  /** Counts a card into the deck. */
  take(c: C): void {
    this.chosen.push(c);
    this.ideas.add(c.idea);
    this.count(c, 1);
  }

  private count(c: C, by: number): void {
    const r = c.recipe;
    bump(this.families, c.family, by);
    bump(this.whoAction, `${r.who}/${r.action}`, by);
    bump(this.actionCounts, r.action, by);
    bump(this.styles, r.look, by);
    bump(this.palettes, r.palette, by);
    bump(this.places, r.place, by);
    bump(this.feelings, r.feeling, by);
    bump(this.framings, r.framing, by);
    bump(this.twistKinds, twistKind(r.twist), by);
    for (const m of propMotifsOf(r)) bump(this.motifs, m, by);
  }

  /**
   * The first rule the candidate breaks against the deck so far, or null when it may join
   * (`familyCap`: cards per scene; a second card of a scene also keeps the chance that a board
   * of six holds two cards of one scene under the gate).
   */
  breaks(c: TaleCandidate, familyCap: number): string | null {
    return this.recipeBreaks(c, familyCap) ?? this.drawingBreaks(c);
  }

  /** The first rule broken by what the candidate tells (its recipe, idea and scene). */
  recipeBreaks(c: Omit<Counted, 'hash'>, familyCap: number): string | null {
    const r = c.recipe;
    if (this.rejected[rejectionKey(c)] !== undefined) return 'rejected by eye';
    if (this.ideas.has(c.idea)) return 'idea taken';
    if (!under(this.feelings, r.feeling, rules.feelingCaps[r.feeling] ?? TALES_SIZE))
      return 'feeling cap';
    if (!under(this.framings, r.framing, rules.framingCaps[r.framing] ?? TALES_SIZE))
      return 'framing cap';
    if (r.twist === null && !dreamlike(r.action, r.object)) return 'nothing impossible';
    if (propMotifsOf(r).some((m) => !under(this.motifs, m, rules.motifCaps[m] ?? this.motifCap)))
      return 'prop cap';
    if (!under(this.families, c.family, familyCap)) return 'scene cap';
    if (familyCap > 1 && this.collisionWith(c.family) >= rules.maxCollision)
      return 'collision gate';
    if (!under(this.whoAction, `${r.who}/${r.action}`, rules.whoActionCap))
      return 'subject and action cap';
    const actionCap = relations.has(r.action) ? rules.relationCap : rules.actionCap;
    if (!under(this.actionCounts, r.action, actionCap)) return 'action cap';
    const lookCap = Math.min(rules.styleCap, rules.lookCaps[r.look] ?? rules.styleCap);
    if (!under(this.styles, r.look, lookCap)) return 'look cap';
    if (!under(this.palettes, r.palette, rules.paletteCap)) return 'palette cap';
    if (!under(this.places, r.place, rules.placeCaps[r.place] ?? rules.placeCap))
      return 'place cap';
    const kind = twistKind(r.twist);
    if (!under(this.twistKinds, kind, rules.twistCaps[kind] ?? 12)) return 'twist cap';
    if (rules.lookPaletteBans[r.look]?.includes(r.palette) === true) return 'look and palette';
    if (rules.lookActionBans[r.look]?.includes(r.action) === true) return 'look and action';
    if (rules.framingActionBans[r.framing]?.includes(r.action) === true)
      return 'framing and action';
    const shots = rules.twistFramings[kind];
    if (shots !== undefined && !shots.includes(r.framing)) return 'twist and framing';
    return null;
  }

  /**
   * The first rule broken by how the candidate is drawn: the main character's height, the
   * contrast, the hash distance to every card, then the drawing faults (composed only for
   * candidates every other rule lets in).
   */
  drawingBreaks(c: TaleCandidate): string | null {
    const r = c.recipe;
    if (c.height < minHeightOf(r)) return 'main character too small';
    if (c.contrast < rules.minContrast) return 'contrast';
    for (const o of this.chosen)
      if (hammingDistance(o.hash, c.hash) < rules.minHashDistance) return 'hash too close';
    return this.faultsOf(c).length > 0 ? 'drawing fault' : null;
  }

  /** The candidate's drawing faults (composed once). */
  faultsOf(c: Pick<TaleCandidate, 'recipe'>): readonly string[] {
    let f = this.faultCache.get(c);
    if (f === undefined) {
      f = drawingFaults(c.recipe);
      this.faultCache.set(c, f);
    }
    return f;
  }

  /** The faults of every candidate composed so far. */
  composedFaults(): Iterable<readonly string[]> {
    return this.faultCache.values();
  }

  /** The collision chance of the deck so far, or with one more card of `family`. */
  collisionWith(family?: string): number {
    const sizes = [...this.families.entries()].map(([f, k]) => (f === family ? k + 1 : k));
    if (family !== undefined && !this.families.has(family)) sizes.push(1);
    return familyCollisionChance(sizes);
  }
}

/**
 * The card of `deck` a player would call the same picture as `c`, if any: closer than the hash
 * rule allows, or the same action on the same thing (two octopuses painted coming out of the
 * canvas read as one card whatever the painter, the room or the look).
 */
export function lookAlikeIn<T extends Counted>(c: Counted, deck: readonly T[]): T | undefined {
  return deck.find(
    (o) =>
      hammingDistance(o.hash, c.hash) < rules.minHashDistance ||
      (o.recipe.action === c.recipe.action && o.recipe.object === c.recipe.object),
  );
}

function bump(m: Map<string, number>, k: string, by = 1): void {
  const n = (m.get(k) ?? 0) + by;
  if (n > 0) m.set(k, n);
  else m.delete(k);
}

function under(m: Map<string, number>, k: string, cap: number): boolean {
  return (m.get(k) ?? 0) < cap;
}
