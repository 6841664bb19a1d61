import type { Action } from '../types.ts';
import { crabLodger } from './crab-lodger.ts';
import { globeShake } from './globe-shake.ts';
import { lanternMoth } from './lantern-moth.ts';
import { nutLibrary } from './nut-library.ts';
import { pocketTailor } from './pocket-tailor.ts';

/** Situations of their own compositions: life inside things: a pocket, a piano, a snow globe, a shell, a lantern, a coat (`freshActions`). */
export const insideActions: readonly Action[] = [
  lanternMoth,
  globeShake,
  pocketTailor,
  nutLibrary,
  crabLodger,
];
