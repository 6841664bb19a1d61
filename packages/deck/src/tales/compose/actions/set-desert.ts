import type { Action } from '../types.ts';
import { cactusThread } from './cactus-thread.ts';
import { camelLighthouse } from './camel-lighthouse.ts';
import { giantPrint } from './giant-print.ts';
import { sandRow } from './sand-row.ts';
import { sandStairs } from './sand-stairs.ts';
import { snowTongue } from './snow-tongue.ts';
import { unrollGarden } from './unroll-garden.ts';

/** Situations of their own compositions: the desert: caravans, mirages, oases and what the sand keeps (`freshActions`). */
export const desertActions: readonly Action[] = [
  unrollGarden,
  sandStairs,
  cactusThread,
  camelLighthouse,
  giantPrint,
  sandRow,
  snowTongue,
];
