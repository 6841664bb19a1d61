import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of folk tales and fables played the other way (`set-folk.ts` in packages/deck). */
export const folkSceneClues: readonly SceneClues[] = [
  {
    // Lying wide awake on top of a tower of mattresses, one small pea glowing under the lowest.
    shows: /\blies wide awake on top of a tower of ten mattresses\b/,
    clues: [
      'the princess and the pea',
      'a sleepless night',
      'counting sheep',
      'a thorn in the side',
      'too much of a good thing|過ぎたるは猶及ばざるが如し|хорошего понемножку|o que é demais enjoa|liika on liikaa|f|excess comfort luxury overdo pile more',
    ],
  },
  {
    // A hut on chicken legs striding off, its owner running after it with a bundle.
    shows: /\bafter a hut that has stood up on chicken legs\b/,
    clues: [
      'wait for me!|待って！|подожди меня!|espera por mim!|odota minua!|f|chase running after call leaving behind late',
      'the grass is always greener',
      'the last straw',
      'I’ve had enough!',
      'left behind|置いてきぼり|брошенный|deixado para trás|jätetty yksin|f|abandoned alone forsaken deserted lonely',
    ],
  },
];
