import type { Action } from '../types.ts';
import { fortShadow } from './fort-shadow.ts';
import { jarSecret } from './jar-secret.ts';
import { peekFingers } from './peek-fingers.ts';
import { peekRim } from './peek-rim.ts';
import { plainSight } from './plain-sight.ts';
import { seekCount } from './seek-count.ts';
import { tuckIn } from './tuck-in.ts';
import { wallListen } from './wall-listen.ts';
import { windowFarewell } from './window-farewell.ts';

/** Situations of their own compositions: new ways to hide, seek, hug or sleep on something (`freshActions`). */
export const hidingActions: readonly Action[] = [
  tuckIn,
  seekCount,
  windowFarewell,
  peekRim,
  fortShadow,
  plainSight,
  jarSecret,
  wallListen,
  peekFingers,
];
