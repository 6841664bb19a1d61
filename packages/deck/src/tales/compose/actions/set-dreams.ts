import type { Action } from '../types.ts';
import { grassGiants } from './grass-giants.ts';
import { quiltLand } from './quilt-land.ts';

/** Situations of dream logic round a sleeper: seen from above the bed, a quilt whose patchwork is a country at night; asleep in a meadow whose grass has grown as tall as trees (`freshActions`). */
export const dreamsActions: readonly Action[] = [quiltLand, grassGiants];
