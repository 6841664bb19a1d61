import type { Action } from '../types.ts';
import { bookEyes } from './book-eyes.ts';
import { chimneySummit } from './chimney-summit.ts';
import { selfAudience } from './self-audience.ts';

/** Situations under the stage lights: the theatre, the library and the rooftop at night, watched and alone (`freshActions`). */
export const stageLightsActions: readonly Action[] = [selfAudience, bookEyes, chimneySummit];
