import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of dream logic round a sleeper (`set-dreams.ts` in packages/deck). */
export const dreamsSceneClues: readonly SceneClues[] = [
  {
    // Seen from above the bed: a sleeper's patchwork quilt is a country at night, a road winding
    // over its seams to a village with lit windows, two snowy peaks where the toes are.
    shows: /\bunder a patchwork quilt whose squares are fields\b/,
    clues: [
      'the land of nod',
      'Gulliver',
      'over the hills and far away',
      'the world at my feet',
      'once upon a time',
      'the land of counterpane|掛けぶとんの国|страна одеяльных гор|a terra da colcha|peittomaan valtakunta|f|stevenson poem sick child toys hills imagination',
      'the lights are on at home|家に灯がともっている|дома горит свет|há luz em casa|kotona palaa valo|a|home welcome waiting warm return evening',
    ],
  },
];
