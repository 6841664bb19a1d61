import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of makers at work: crafts and trades practised on the wrong thing (`set-workshop.ts` in packages/deck). */
export const workshopSceneClues: readonly SceneClues[] = [
  {
    // A rainbow lying along a workbench, planed pale at one end, coloured shavings curling off.
    shows: /\bplanes a rainbow on a workbench\b/,
    clues: [
      'somewhere over the rainbow',
      'the daily grind',
      'a labour of love',
      'Pinocchio',
      'taking the shine off|水を差す|омрачить радость|tirar o brilho|viedä hohto|f|spoil dampen joy colour fade dull',
      'shaping a dream|夢を形にする|воплощать мечту|dar forma a um sonho|unelmaa muovaamassa|f|dream craft making shape hope build',
      'the colours of life|人生の彩り|краски жизни|as cores da vida|elämän värit|f|colour life joy variety',
      'smoothing the rough edges|角を取る|сгладить острые углы|limar as arestas|hioa särmät pois|f|smooth polish refine rough edges craft',
    ],
  },
];
