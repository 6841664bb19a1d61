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
  {
    // Asleep on the back in a meadow whose grass stands as tall as trees, a daisy like a parasol,
    // a dandelion clock towering, and a ladybird as big as a dog walked up to look at the face.
    shows: /\bwhose grass has grown as tall as trees\b/,
    clues: [
      'thumbelina',
      'Alice in Wonderland',
      'down the rabbit hole',
      'drink me|わたしを飲んで|выпей меня|bebe-me|juo minut|f|alice potion shrink change size curious',
      'Honey, I Shrunk the Kids',
      'the world seen from below|下から見上げた世界|мир снизу вверх|o mundo visto de baixo|maailma alhaalta katsottuna|a|perspective low below view humble looking up',
      'it’s all a matter of scale|すべては大きさしだい|всё дело в масштабе|tudo é questão de escala|kaikki on mittakaavasta kiinni|a|scale size relative perspective large',
    ],
  },
];
