import type { Action } from '../types.ts';
import { bikeWire } from './bike-wire.ts';
import { gutterBoat } from './gutter-boat.ts';
import { mapRiver } from './map-river.ts';
import { puddleRow } from './puddle-row.ts';
import { seaStop } from './sea-stop.ts';
import { signpostYou } from './signpost-you.ts';
import { suitcaseSea } from './suitcase-sea.ts';
import { sweaterBalloon } from './sweater-balloon.ts';

/** Situations of their own compositions: journeys: luggage, maps, tickets, vehicles and letters (`freshActions`). */
export const travelActions: readonly Action[] = [
  suitcaseSea,
  bikeWire,
  gutterBoat,
  mapRiver,
  sweaterBalloon,
  seaStop,
  puddleRow,
  signpostYou,
];
