import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's close-ups of faces and hands holding a dream (`set-closeups.ts` in packages/deck). */
export const closeupsSceneClues: readonly SceneClues[] = [
  {
    // A face seen close from the front, a tear running down one cheek like a brook from the eye
    // to the jaw, a paper boat sailing on it and drops falling off the chin.
    shows: /\bsheds a tear that runs down its cheek like a stream\b/,
    clues: [
      'cry me a river|さんざん泣けばいいさ|выплачь мне реку|chora-me um rio|itke minulle joki|f|weep heartbreak sadness flood song',
      'this too shall pass|これもまた過ぎ去る|и это пройдёт|isto também há de passar|tämäkin menee ohi|f|consolation time passing sadness endure hope',
      'let it all out|ぜんぶ吐き出して|выплачься как следует|deita tudo cá para fora|päästä kaikki ulos|a|release weep feelings relief comfort',
      'a good cry',
      'everyone cries sometimes',
      'there, there',
    ],
  },
  {
    // A close-up of someone holding out an open palm with three magic beans on it, one already
    // sprung into a beanstalk that climbs past the face to a little castle on a cloud.
    shows: /\bholds out magic beans on its palm\b/,
    clues: [
      'fee-fi-fo-fum|フィー・ファイ・フォー・ファム|фи-фай-фо-фам|fi-fai-fo-fum|fii-fai-foo-fum|f|ogre threat rhyme englishman smell blood',
      'an overnight success|一夜にして成功|успех за одну ночь|um sucesso da noite para o dia|menestys yhdessä yössä|a|sudden rise fortune luck quick fame',
      'the only way is up|あとは上がるだけ|путь только наверх|o único caminho é para cima|ainoa suunta on ylöspäin|a|rise climb hope ascend optimism',
      'the sky is the limit',
      'from rags to riches',
      'up, up and away',
    ],
  },
  {
    // An old one and a child seen close side by side, the old fist holding up a key whose bow is
    // a little house with lit windows, its shank hanging over the child's open palm.
    shows: /\bhands down to a child a key whose bow is a little house\b/,
    clues: [
      'pass the torch|バトンを渡す|передать эстафету|passar o testemunho|ojentaa viestikapula|f|succession next generation continue tradition',
      'now it’s your turn|今度はきみの番だ|теперь твоя очередь|agora é a tua vez|nyt on sinun vuorosi|a|succession next generation responsibility turn',
      'one day all this will be yours',
      'a gift to those who come after',
      'a new chapter',
    ],
  },
];
