import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of childhood fears and small courage (`set-fears.ts` in packages/deck). */
export const fearsSceneClues: readonly SceneClues[] = [
  {
    // A child sits up in bed and looks down over its side; under the bed a little horned monster
    // crouches under a spotted blanket of its own, staring up at the child with frightened eyes.
    shows: /\bat the monster underneath, which is hiding from the child\b/,
    clues: [
      'things that go bump in the night',
      'who goes there?',
      'after lights out',
      'it’s more scared of you than you are of it|向こうのほうが、きみよりもっとこわがってるよ|оно боится тебя больше, чем ты его|tem mais medo de ti do que tu dele|se pelkää sinua enemmän kuin sinä sitä|f|scared mutual reassurance parent saying timid',
      'the feeling is mutual|お互いさま|это взаимно|o sentimento é mútuo|tunne on molemminpuolinen|a|mutual both same reciprocal two sides',
    ],
  },
  {
    // A child at the top of the cellar stairs shines a torch down them; at the foot, in the dark,
    // a great furry thing looks up with one round eye, winks the other and waves a paw.
    shows: /\bshines a torch down the dark cellar stairs\b/,
    clues: [
      'is anybody there?',
      'what lies beneath',
      'who goes there?',
      'a friendly face|やさしい顔|дружелюбное лицо|um rosto amigo|ystävälliset kasvot|f|friendly kind welcome smile familiar stranger',
      'nothing to be scared of|こわいものなんてないよ|нечего бояться|não há nada a temer|ei ole mitään pelättävää|a|reassurance brave safe calm harmless',
    ],
  },
  {
    // Someone walks a path through the wood at night between two trees that bend over it, each
    // looking down with round glowing eyes whose light falls in pools before the walker's feet.
    shows: /\bwhile the trees bend over it and light the way\b/,
    clues: [
      'safe and sound',
      'in good hands',
      'friends in high places',
      'not all who wander are lost',
      'someone to look up to|見上げる存在|есть на кого равняться|alguém que admirar|joku, jota katsoa ylöspäin|f|admire role model respect tall elder guide',
      'company on the road|旅は道連れ|попутчики в дороге|companhia na estrada|seuraa matkalla|a|companions journey together company travel',
    ],
  },
];
