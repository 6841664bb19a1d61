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
  {
    // A wooden boy whose nose has grown into a leafy branch for telling a lie, a bird's nest at
    // its tip, the mother feeding her chicks.
    shows: /\bhis nose has grown into a branch\b/,
    clues: [
      'lies have short legs|嘘はすぐにばれる|у лжи короткие ноги|a mentira tem perna curta|valheella on lyhyet jäljet|f|lie truth caught exposed proverb',
      'the truth will out|真実はいずれ明らかになる|шила в мешке не утаишь|a verdade vem sempre ao de cima|totuus tulee aina julki|f|truth reveal secret exposed',
      'it’s written all over your face|顔に書いてある|у тебя на лбу написано|está escrito na tua cara|se näkyy naamastasi|f|face reveal guilt obvious',
      'one lie leads to another|嘘が嘘を呼ぶ|ложь порождает ложь|uma mentira puxa outra|valhe synnyttää valheen|f|lie grows spiral consequence',
    ],
  },
  {
    // The emperor parades in a crown, a royal wave and polka-dot underpants under the flags, and
    // one child beside him points and laughs.
    shows: /\bin a crown and his invisible new clothes\b/,
    clues: [
      'the naked truth|ありのままの真実|голая правда|a verdade nua e crua|alaston totuus|f|truth honest plain revealed bare',
      'out of the mouths of babes|子どもは正直|устами младенца глаголет истина|da boca das crianças sai a verdade|lapsen suusta kuulee totuuden|f|child honest truth saying innocent',
      'nobody dares to say it|誰も言い出せない|никто не решается сказать|ninguém se atreve a dizê-lo|kukaan ei uskalla sanoa sitä|a|silence fear truth unspoken',
      'pride comes before a fall',
    ],
  },
  {
    // The little match girl huddled in the snow strikes one more match, and in its light a warm
    // room opens: a lit fir tree and her grandmother holding out her arms.
    shows: /\bstrikes one more match\b/,
    clues: [
      'a ray of hope',
      'a light in the darkness',
      'a last wish|最後の願い|последнее желание|um último desejo|viimeinen toive|a|wish last hope dying',
      'left out in the cold',
      'if only for a moment|ほんのひとときでも|хотя бы на миг|nem que seja por um instante|edes hetken|a|moment brief fleeting dream wish',
    ],
  },
  {
    // Cinderella runs down the palace steps under the clock at midnight, one glass slipper left
    // glinting on a step below the lit door.
    shows: /\bruns down the palace steps at the stroke of midnight\b/,
    clues: [
      'when the clock strikes twelve|時計が十二時を打つとき|когда часы пробьют двенадцать|quando o relógio der as doze badaladas|kun kello lyö kaksitoista|f|midnight deadline spell end time',
      'break the spell',
      'against the clock',
      'time’s up!|時間切れ！|время вышло!|acabou o tempo!|aika loppui!|a|deadline late hurry end',
    ],
  },
  {
    // Icarus flies up towards a huge sun on wings of feathers stuck on with wax, and the first
    // feathers drift down below him.
    shows: /\bon wings of feathers and wax\b/,
    clues: [
      'pride comes before a fall',
      'the higher you climb, the harder you fall|高く登るほど落ちた時が痛い|чем выше взлетишь, тем больнее падать|quanto mais alto se sobe, maior é a queda|mitä korkeammalle nousee, sitä kovempaa putoaa|f|ambition fall risk height danger',
      'reach for the sky|空に手を伸ばせ|тянуться к небу|alcançar o céu|kurkottaa taivaisiin|f|ambition dream high aspire',
      'don’t say I didn’t warn you|忠告はしたからね|я же предупреждал|eu bem te avisei|minähän varoitin|a|warning told you so consequence',
    ],
  },
  {
    // Pandora kneels by the box she lifted the lid of as the troubles of the world whirl out like
    // black moths, one small light of hope left glowing inside.
    shows: /\blifts the lid of a forbidden box\b/,
    clues: [
      'curiosity killed the cat',
      'the point of no return',
      'hope springs eternal',
      'what have I done?|なんてことをしてしまったの|что же я наделала?|o que é que eu fiz?|mitä minä tein?|a|regret mistake shock',
    ],
  },
  {
    // The White Rabbit backs away from its own cottage: a giant arm hangs out of a window to the
    // grass and a giant eye looks out of the attic — Alice has grown too big for the house.
    shows: /\bbacks away in alarm from its own cottage\b/,
    clues: [
      'curiouser and curiouser',
      'make yourself at home',
      'down the rabbit hole',
      'I’m late, I’m late!|遅刻だ、遅刻だ！|опаздываю, опаздываю!|estou atrasado, estou atrasado!|myöhästyn, myöhästyn!|a|late hurry watch panic',
    ],
  },
  {
    // Worn out and barefoot, she sits while her red shoes dance away on their own.
    shows: /\bher red shoes dance away on their own\b/,
    clues: [
      'no rest for the wicked',
      'I can’t go on|もう一歩も歩けない|больше не могу|não aguento mais|en jaksa enää|a|exhaustion tired give up',
      'dance like nobody’s watching|誰も見ていないように踊れ|танцуй, как будто никто не видит|dança como se ninguém estivesse a ver|tanssi kuin kukaan ei katsoisi|f|dance freedom joy carefree',
    ],
  },
  {
    // Sisyphus: leaning into a boulder twice their height up a steep hill, the top and its
    // little flag one step beyond it.
    shows: /\bpushes a huge boulder up a hill\b/,
    clues: [
      'an uphill battle',
      'so close, yet so far',
      'back to square one',
      'the work is never done|仕事に終わりはない|работе нет конца|o trabalho nunca acaba|työ ei lopu koskaan|f|endless labour task routine toil',
      'one more push|あともうひと押し|ещё одно усилие|só mais um empurrão|vielä yksi työnnös|a|effort almost persist strain final',
    ],
  },
  {
    // Androcles: kneeling before a weeping lion on a rock, cupping its paw and drawing out the
    // thorn.
    shows: /\bdraws a thorn from the paw of a weeping lion\b/,
    clues: [
      'one good turn deserves another',
      'a friend in need is a friend indeed',
      'there, there',
      'hold still, this won’t hurt|じっとして、痛くないからね|потерпи, больно не будет|fica quieto, não vai doer|pysy aloillasi, ei satu yhtään|a|reassure gentle care brave patience',
      'even the strongest need a hand|どんなに強くても助けが要る時がある|даже сильным нужна помощь|até os mais fortes precisam de ajuda|vahvinkin tarvitsee joskus apua|f|help strength vulnerable humble care',
    ],
  },
  {
    // Orpheus: one step from the daylight, turned back with the lyre to see the loved one
    // following out of the cave's dark mouth, already pale, the legs gone to smoke.
    shows: /\bfollowing out of the dark fades into smoke\b/,
    clues: [
      'don’t look back',
      'the point of no return',
      'so near, and lost again|目の前で、また失ってしまう|так близко — и снова потерять|tão perto, e perdido outra vez|niin lähellä, ja taas menetetty|a|loss near regret grief farewell',
      'if only I had trusted|信じていれば良かったのに|если бы я только поверил|se ao menos eu tivesse confiado|kunpa olisin luottanut|a|doubt trust regret loss',
    ],
  },
];
