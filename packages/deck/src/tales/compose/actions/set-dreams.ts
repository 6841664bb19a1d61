import type { Action } from '../types.ts';
import { quiltLand } from './quilt-land.ts';

/** Situations of dream logic round a sleeper: seen from above the bed, a quilt whose patchwork is a country at night (`freshActions`). */
export const dreamsActions: readonly Action[] = [quiltLand];
