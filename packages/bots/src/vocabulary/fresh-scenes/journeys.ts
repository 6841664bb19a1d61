import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of journeys by train (`set-journeys.ts` in packages/deck). */
export const journeysSceneClues: readonly SceneClues[] = [
  {
    // In a train carriage someone grips the handle of a suitcase to take it off, but the case has
    // put down roots through the floor and a young tree has grown out of its lid.
    shows: /\btries to take a suitcase off the train, but it has put down roots\b/,
    clues: [
      'home is where the heart is',
      'the end of the line',
      'I’m not going anywhere|どこにも行かないよ|я никуда не уйду|não vou a lado nenhum|en lähde minnekään|a|stay refuse remain stubborn settle',
      'bloom where you’re planted|置かれた場所で咲きなさい|цвети там, где посажен|floresce onde estás plantado|kukoista siellä, minne sinut on istutettu|f|settle content stay grow place belong',
      'this is my stop|ここで降ります|это моя остановка|esta é a minha paragem|tämä on minun pysäkkini|f|arrive stop settle destination stay',
      'some things can’t be packed|荷造りできないものもある|кое-что не упакуешь|há coisas que não se empacotam|kaikkea ei voi pakata|a|memory home belong leave behind attachment',
    ],
  },
  {
    // In a train carriage at night someone holds up a punched ticket, and a beam of daylight
    // pours out of its little hole over the face, a yellow butterfly just come through.
    shows: /\bholds up a train ticket at night, and daylight pours through\b/,
    clues: [
      'a ray of hope',
      'light at the end of the tunnel',
      'tomorrow is another day',
      'somewhere over the rainbow',
      'a window onto summer|夏へののぞき窓|окошко в лето|uma janela para o verão|ikkuna kesään|f|summer glimpse elsewhere warmth escape dream',
      'it’s already morning where you’re going|行き先はもう朝だ|там, куда ты едешь, уже утро|onde vais já é de manhã|siellä, minne menet, on jo aamu|a|destination future morning arrival elsewhere',
    ],
  },
];
