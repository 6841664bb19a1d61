import type { Scene } from '../scene.ts';
import { collage } from './collage.ts';
import { gouache } from './gouache.ts';
import { inkWash } from './ink.ts';
import { pastel } from './pastel.ts';
import { silhouette } from './silhouette.ts';
import { woodcut } from './woodcut.ts';

export const looks = {
  gouache,
  ink: inkWash,
  woodcut,
  collage,
  pastel,
  silhouette,
} as const satisfies Record<string, (scene: Scene) => string>;

export type LookId = keyof typeof looks;
export const lookIds = Object.keys(looks) as LookId[];
