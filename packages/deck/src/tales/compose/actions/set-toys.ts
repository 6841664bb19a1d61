import type { Action } from '../types.ts';
import { cradleBridge } from './cradle-bridge.ts';
import { hopTurtles } from './hop-turtles.ts';
import { jackBox } from './jack-box.ts';
import { jigsawSelf } from './jigsaw-self.ts';
import { paperDolls } from './paper-dolls.ts';
import { rockingSea } from './rocking-sea.ts';
import { snakeHoop } from './snake-hoop.ts';
import { teddyMend } from './teddy-mend.ts';
import { topDrill } from './top-drill.ts';

/** Situations of their own compositions: toys and games played with the wrong thing, or played back (`freshActions`). */
export const toysActions: readonly Action[] = [
  rockingSea,
  jackBox,
  hopTurtles,
  topDrill,
  teddyMend,
  paperDolls,
  snakeHoop,
  jigsawSelf,
  cradleBridge,
];
