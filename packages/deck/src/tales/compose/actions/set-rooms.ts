import type { Action } from '../types.ts';
import { bathSea } from './bath-sea.ts';
import { bedSea } from './bed-sea.ts';
import { cageKey } from './cage-key.ts';
import { chessWhisper } from './chess-whisper.ts';
import { clockHang } from './clock-hang.ts';
import { snowmanFire } from './snowman-fire.ts';
import { crocTeeth } from './croc-teeth.ts';

/** Situations of their own compositions: interiors and shots the deck lacks (`freshActions`). */
export const roomActions: readonly Action[] = [
  cageKey,
  bathSea,
  chessWhisper,
  bedSea,
  clockHang,
  snowmanFire,
  crocTeeth,
];
