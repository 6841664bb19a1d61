import type { Action } from '../types.ts';
import { choresActions } from './set-chores.ts';
import { givingActions } from './set-giving.ts';
import { hidingActions } from './set-hiding.ts';
import { movingActions } from './set-moving.ts';
import { pairsActions } from './set-pairs.ts';
import { roomActions } from './set-rooms.ts';
import { shotsActions } from './set-shots.ts';
import { weatherActions } from './set-weather.ts';
import { toysActions } from './set-toys.ts';
import { travelActions } from './set-travel.ts';
import { reversalActions } from './set-reversal.ts';
import { stageActions } from './set-stage.ts';
import { workshopActions } from './set-workshop.ts';
import { kitchenActions } from './set-kitchen.ts';
import { gardenActions } from './set-garden.ts';
import { nightActions } from './set-night.ts';
import { playActions } from './set-play.ts';
import { folkActions } from './set-folk.ts';
import { booksActions } from './set-books.ts';
import { musicActions } from './set-music.ts';
import { snowActions } from './set-snow.ts';
import { desertActions } from './set-desert.ts';
import { stairsActions } from './set-stairs.ts';
import { deepActions } from './set-deep.ts';
import { skyActions } from './set-sky.ts';
import { insideActions } from './set-inside.ts';
import { dogsActions } from './set-dogs.ts';
import { extraActions } from './set-extra.ts';
import { courageActions } from './set-courage.ts';
import { fearsActions } from './set-fears.ts';
import { fablesActions } from './set-fables.ts';
import { closeupsActions } from './set-closeups.ts';
import { overheadActions } from './set-overhead.ts';
import { memoryActions } from './set-memory.ts';
import { marvelsActions } from './set-marvels.ts';
import { journeysActions } from './set-journeys.ts';
import { stageLightsActions } from './set-stage-lights.ts';
import { oddPairsActions } from './set-odd-pairs.ts';
import { dreamsActions } from './set-dreams.ts';
import { craftsActions } from './set-crafts.ts';

/**
 * Situations drawn after `moreActions`, each a composition no card has, for one card each: a
 * blind review read every action drawn twice as the same picture whatever its thing (three
 * hide-and-seeks behind three big things are one gag), so the crowded actions get new stagings
 * as situations of their own (hiding under, inside, in plain sight…) beside new places and
 * shots. Listed apart so candidates can be drawn for them alone (`pickRecipe(seed, freshActions)`).
 */
export const freshActions: readonly Action[] = [
  ...hidingActions,
  ...givingActions,
  ...movingActions,
  ...roomActions,
  ...choresActions,
  ...pairsActions,
  ...shotsActions,
  ...weatherActions,
  ...toysActions,
  ...travelActions,
  ...reversalActions,
  ...stageActions,
  ...workshopActions,
  ...kitchenActions,
  ...gardenActions,
  ...playActions,
  ...folkActions,
  ...booksActions,
  ...musicActions,
  ...nightActions,
  ...snowActions,
  ...desertActions,
  ...stairsActions,
  ...deepActions,
  ...skyActions,
  ...insideActions,
  ...dogsActions,
  ...extraActions,
  ...courageActions,
  ...fearsActions,
  ...fablesActions,
  ...closeupsActions,
  ...overheadActions,
  ...memoryActions,
  ...marvelsActions,
  ...journeysActions,
  ...stageLightsActions,
  ...oddPairsActions,
  ...dreamsActions,
  ...craftsActions,
];
