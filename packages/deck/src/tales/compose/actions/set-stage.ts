import type { Action } from '../types.ts';
import { conductSea } from './conduct-sea.ts';
import { highNote } from './high-note.ts';
import { puppetTurn } from './puppet-turn.ts';
import { sawTrick } from './saw-trick.ts';
import { snailAudience } from './snail-audience.ts';
import { tubaPour } from './tuba-pour.ts';
import { ventriloquist } from './ventriloquist.ts';

/** Situations of their own compositions: the stage: music, puppets, magic and performance (`freshActions`). */
export const stageActions: readonly Action[] = [
  conductSea,
  sawTrick,
  tubaPour,
  puppetTurn,
  ventriloquist,
  snailAudience,
  highNote,
];
