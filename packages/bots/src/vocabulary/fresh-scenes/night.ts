import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the town's night jobs done for dreams (`set-night.ts` in packages/deck). */
export const nightSceneClues: readonly SceneClues[] = [
  {
    // A window cleaner on a plank washes the night off a tower's panes; the washed ones are morning.
    shows: /\bwashes the night off a tower's windows\b/,
    clues: [
      'a new day dawns',
      'a clean slate',
      'the crack of dawn',
      'the night shift',
      'the darkest hour is just before the dawn|夜明け前がいちばん暗い|самый тёмный час — перед рассветом|a hora mais escura é a que antecede o amanhecer|pimein hetki on juuri ennen aamunkoittoa|f|hope dawn darkness end night over',
      'someone has to do it',
    ],
  },
];
