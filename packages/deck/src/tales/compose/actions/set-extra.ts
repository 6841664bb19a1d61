import type { Action } from '../types.ts';
import { toothFairy } from './tooth-fairy.ts';
import { noseNest } from './nose-nest.ts';
import { emperorClothes } from './emperor-clothes.ts';
import { matchVision } from './match-vision.ts';
import { midnightSlipper } from './midnight-slipper.ts';
import { icarusSun } from './icarus-sun.ts';
import { pandoraBox } from './pandora-box.ts';
import { giantGuest } from './giant-guest.ts';
import { redShoes } from './red-shoes.ts';
import { boulderHill } from './boulder-hill.ts';
import { thornPaw } from './thorn-paw.ts';
import { orpheusTurn } from './orpheus-turn.ts';

/** Situations of their own compositions: close-ups and odd corners: hands, faces, a place the situation draws itself (`freshActions`). */
export const extraActions: readonly Action[] = [
  toothFairy,
  noseNest,
  emperorClothes,
  matchVision,
  midnightSlipper,
  icarusSun,
  pandoraBox,
  giantGuest,
  redShoes,
  boulderHill,
  thornPaw,
  orpheusTurn,
];
