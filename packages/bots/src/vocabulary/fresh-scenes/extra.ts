import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of close-ups and odd corners: hands, faces, a place the situation draws itself (`set-extra.ts` in packages/deck). */
export const extraSceneClues: readonly SceneClues[] = [
  {
    // The tooth fairy (or the tooth mouse) tiptoes off across a sleeping child's pillow with a
    // milk tooth held overhead, a gold coin shining where it lay.
    shows: /\bacross a sleeping child.s pillow\b/,
    clues: [
      'a rite of passage|通過儀礼|обряд взросления|um rito de passagem|siirtymäriitti|a|growing up childhood change milestone age passage',
      'when I grow up',
      'while you were sleeping|あなたが眠っている間に|пока ты спал|enquanto dormias|sillä aikaa kun nukuit|f|sleep night secret unseen visit',
      'a fair exchange|公平な取引|честный обмен|uma troca justa|reilu vaihtokauppa|a|exchange trade bargain fair swap payment',
      'believing in magic|魔法を信じる心|вера в чудеса|acreditar em magia|usko taikuuteen|a|belief magic childhood innocence wonder',
      'sweet dreams',
    ],
  },
];
