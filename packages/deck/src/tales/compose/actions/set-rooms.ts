import type { Action } from '../types.ts';
import { bathSea } from './bath-sea.ts';
import { bedSea } from './bed-sea.ts';
import { cageKey } from './cage-key.ts';
import { chessWhisper } from './chess-whisper.ts';
import { clockHang } from './clock-hang.ts';
import { moonBulb } from './moon-bulb.ts';
import { snowmanFire } from './snowman-fire.ts';
import { tuckMoon } from './tuck-moon.ts';
import { haircut } from './haircut.ts';
import { crocTeeth } from './croc-teeth.ts';

/** Situations of their own compositions: interiors and shots the deck lacks (`freshActions`). */
export const roomActions: readonly Action[] = [
  cageKey,
  bathSea,
  chessWhisper,
  bedSea,
  clockHang,
  moonBulb,
  snowmanFire,
  tuckMoon,
  haircut,
  crocTeeth,
];
