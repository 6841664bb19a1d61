import type { Action } from '../types.ts';
import { bookEyes } from './book-eyes.ts';
import { chimneySummit } from './chimney-summit.ts';
import { selfAudience } from './self-audience.ts';

/** Situations under the stage lights, watched and alone: a house full of oneself, a book that looks back, a chimney climbed like a peak (`freshActions`). */
export const stageLightsActions: readonly Action[] = [selfAudience, bookEyes, chimneySummit];
