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
  {
    // Rowing away hard from a crowned frog waiting on its lily pad, eyes shut, lips puckered.
    shows: /\baway from a frog in a crown waiting on a lily pad\b/,
    clues: [
      'unrequited love',
      'love is blind',
      'not my type|好みじゃない|не в моём вкусе|não faz o meu género|ei minun tyyppiäni|f|refusal taste rejection suitor turned down',
      'kiss me!|キスして！|поцелуй меня!|beija-me!|suutele minua!|f|kiss plea pucker romance longing waiting',
      'a narrow escape|間一髪|еле ноги унёс|escapar por um triz|täpärä pako|f|escape close call flee luck getaway',
      'happily ever after',
      'it’s not you, it’s me|問題はあなたじゃなくて私なの|дело не в тебе, дело во мне|não és tu, sou eu|vika ei ole sinussa vaan minussa|f|breakup excuse rejection parting turned down',
    ],
  },
  {
    // Walking ahead playing a pipe, a line of wolves sleepwalking after it, paws out, eyes shut.
    shows: /\bplaying a pipe, and a line of spellbound wolves follows\b/,
    clues: [
      'the pied piper',
      'Orpheus',
      'let sleeping dogs lie',
      'the calm before the storm',
      'don’t stop now!|今やめちゃだめ！|только не останавливайся!|não pares agora!|älä nyt lopeta!|f|keep going danger continue nerve fear dare',
      'keep your friends close and your enemies closer|友は近くに、敵はもっと近くに置け|держи друзей близко, а врагов ещё ближе|mantém os amigos perto e os inimigos ainda mais perto|pidä ystäväsi lähellä ja vihollisesi vielä lähempänä|f|enemy cunning strategy danger trust',
      'music soothes the savage beast|音楽は猛獣をも鎮める|музыка укрощает зверя|a música acalma as feras|musiikki kesyttää pedotkin|f|music tame beast charm soothe wild calm',
    ],
  },
  {
    // At a spinning wheel, straw drawn in from a heap, gold thread wound on the bobbin and heaped in a basket.
    shows: /\bspinning a heap of straw into gold thread\b/,
    clues: [
      'Rumpelstiltskin',
      'burning the midnight oil',
      'sell your soul',
      'the Midas touch',
      'from rags to riches|無一文から大金持ちへ|из грязи в князи|da miséria à riqueza|rääsyistä rikkauksiin|f|poor rich fortune luck rise change',
      'what’s in a name?|名前に何の意味があるの？|что в имени тебе моём?|o que há num nome?|mitä nimi merkitsee?|f|name secret identity guess riddle',
    ],
  },
  {
    // On the boulder with the sword pulled out and held high, a knight in armour on one knee below.
    shows: /\bpulls the sword from the stone and holds it high\b/,
    clues: [
      'King Arthur|アーサー王|король Артур|o rei Artur|kuningas Arthur|c|legend round table camelot knights',
      'the chosen one|選ばれし者|избранный|o escolhido|valittu|f|destiny hero prophecy fate',
      'long live the king!|王様万歳！|да здравствует король!|viva o rei!|eläköön kuningas!|f|crown cheer coronation homage reign',
      'beginner’s luck|ビギナーズラック|новичкам везёт|sorte de principiante|aloittelijan tuuri|f|luck novice first try surprise',
      'heavy is the head',
      'be careful what you wish for',
      'with great power comes great responsibility|大いなる力には大いなる責任が伴う|с большой силой приходит большая ответственность|com grandes poderes vêm grandes responsabilidades|suuri voima tuo suuren vastuun|f|power duty burden hero responsibility',
    ],
  },
  {
    // Eating gingerbread broken off a candy house in the woods, a hook-nosed figure in the lit window.
    shows: /\beats a piece broken off a gingerbread house\b/,
    clues: [
      'Hansel and Gretel',
      'forbidden fruit',
      'the calm before the storm',
      'too good to be true|うますぎる話|слишком хорошо, чтобы быть правдой|bom demais para ser verdade|liian hyvää ollakseen totta|f|suspicious trap deceit offer lure',
      'taking the bait|餌に食いつく|клюнуть на приманку|morder a isca|tarttua syöttiin|f|lure trap hook tempted fooled',
      'walls have ears',
    ],
  },
  {
    // At the bears' table eating from the littlest bowl, three bears, big to little, at the window.
    shows: /\beats porridge from the littlest of three bowls\b/,
    clues: [
      'Goldilocks',
      'an uninvited guest',
      'make yourself at home',
      'caught red-handed',
      'just right|ちょうどいい|в самый раз|na medida certa|juuri sopiva|f|perfect balance fit not too much',
    ],
  },
  {
    // A girl in a red hood sitting up in bed while the wolf, in grandmother's nightcap, reads to her.
    shows: /\bwhile the wolf, in grandmother’s nightcap, reads her a bedtime story\b/,
    clues: [
      'a wolf in sheep’s clothing',
      'what big eyes you have',
      'the calm before the storm',
      'once upon a time',
      'happily ever after',
    ],
  },
];
