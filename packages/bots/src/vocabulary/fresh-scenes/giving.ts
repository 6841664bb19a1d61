import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of new ways to give, feed, carry or hold something up (`set-giving.ts` in packages/deck). */
export const givingSceneClues: readonly SceneClues[] = [
  {
    // The moon, a whale or a lighthouse squeezed through the letter slot of a pillar box.
    shows: /\bposts (?:the moon|a whale|a lighthouse) through the slot of a pillar box\b/,
    clues: [
      'a camel through the eye of a needle|ラクダが針の穴を通る|легче верблюду пройти сквозь игольное ушко|um camelo pelo buraco de uma agulha|kameli neulansilmän läpi|f|impossible squeeze fit narrow too big',
      'a long-distance love|遠距離恋愛|любовь на расстоянии|um amor à distância|kaukosuhde|f|distance love far apart missing sending',
      'return to sender|差出人に返送|вернуть отправителю|devolver ao remetente|palautetaan lähettäjälle|f|mail returned refused sending back address',
      'where there’s a will, there’s a way',
      'wish you were here|君がここにいてくれたら|жаль, что тебя здесь нет|quem me dera que estivesses aqui|kunpa olisit täällä|f|postcard missing far away longing absence',
      'with all my love|愛をこめて|с любовью|com todo o meu amor|rakkaudella|a|love gift sending heartfelt signed',
    ],
  },
  {
    // A giant (a whale, a storm cloud) in a bib, fed soup from a spoon.
    shows: /\bties a bib on (?:a whale|a storm cloud) and spoon-feeds it soup\b/,
    clues: [
      'here comes the aeroplane!|はい、あーんして|ложечку за маму, ложечку за папу|olha o aviãozinho!|am, lentokone tulee!|f|baby mealtime coaxing parent mouthful open wide',
      'get well soon|早く元気になってね|выздоравливай скорее|as melhoras|pikaista paranemista|a|sick care recovery nursing bedside',
      'a mother’s love|母の愛|материнская любовь|amor de mãe|äidinrakkaus|a|mother love care nurture tenderness',
      // Not "you are what you eat": nobody here becomes what they eat (review r).
      'tender loving care',
      'there, there|よしよし|ну-ну, не плачь|pronto, pronto, já passou|no niin, kyllä se siitä|f|comfort soothe console calm hush',
      'Beauty and the Beast',
    ],
  },
  {
    // A waiter lifting the dome off a plate: a tiny storm, a star or a sea served.
    shows: /\blifts a silver cloche and serves a guest\b/,
    clues: [
      'bon appétit!|召し上がれ|приятного аппетита!|bom apetite!|hyvää ruokahalua!|a|meal eat enjoy dinner appetite restaurant',
      'the chef’s special|シェフのおすすめ|фирменное блюдо|a especialidade da casa|talon erikoisuus|f|menu special restaurant dish recommended',
      'your wish is my command|仰せのままに|слушаю и повинуюсь|os teus desejos são ordens|toiveesi on minulle käsky|f|servant obey wish granted command genie',
      'a feast for the eyes|目のごちそう|пир для глаз|um deleite para a vista|silmänruokaa|f|beautiful sight delight feast eyes wonder',
      'here is your order|お待たせしました|ваш заказ подан|aqui está o seu pedido|tässä tilauksenne|a|waiter order served restaurant dish',
      'a feast fit for a king|満漢全席|королевский пир|um banquete de reis|kuninkaallinen ateria|f|feast lavish banquet royal meal',
      'once in a lifetime',
      'food for thought|考えるヒント|пища для размышлений|alimento para a mente|ajattelemisen aihetta|f|thought ideas reflect ponder mind',
    ],
  },
  {
    shows: /\blifts a silver cloche and serves a guest a tiny storm\b/,
    clues: ['a storm in a teacup'],
  },
  {
    // Something impossible let down in a basket from a tower window to the one below.
    shows: /\blet down in a basket from a tower window\b/,
    clues: [
      'Rapunzel',
      'Romeo and Juliet',
      'manna from heaven',
      'a secret delivery|こっそり届け物|тайная передача|uma entrega secreta|salainen lähetys|a|secret exchange delivery hidden sharing',
      'so close, yet so far',
    ],
  },
  {
    // Four of a kind in single file bearing one huge thing over their heads, like ants.
    shows: /\bleads a line of its kind carrying\b/,
    clues: [
      'all for one and one for all',
      'follow the leader',
      'heave-ho!',
      'many hands make light work|みんなでやれば早い|берёмся дружно — не будет грузно|muitas mãos tornam o trabalho leve|yhteisvoimin se käy|f|teamwork together effort help share load',
      'busy as ants|働きアリのように|трудятся как муравьи|como formiguinhas|ahkerat kuin muurahaiset|f|ants busy toil work together small',
    ],
  },
  {
    // The moon or a star screwed in like a light bulb from a stepladder, the old one lying below.
    shows: /\bchanges (?:the moon|a star) like a light bulb\b/,
    clues: [
      'good as new|新品同様|как новенькая|como novo|kuin uusi|a|repaired fixed restored mended working again',
      'a labour of love',
      'a job well done|いい仕事をした|работа сделана на совесть|trabalho bem feito|hyvin tehty työ|a|job done proud finished work',
      'someone has to do it|誰かがやらなきゃ|кто-то же должен это делать|alguém tem de o fazer|jonkun se on tehtävä|f|duty chore job responsibility',
    ],
  },
  {
    // A star, a heart or a cloud drawn out of a bread oven on a peel, steaming.
    shows: /\bout of a bread oven on a baker’s peel\b/,
    clues: [
      'selling like hot cakes|飛ぶように売れる|расходится как горячие пирожки|vende-se como pãezinhos quentes|menee kuin kuumille kiville|f|popular sell fast demand success',
      'a recipe for success|成功の秘訣|рецепт успеха|a receita do sucesso|menestyksen resepti|f|recipe success secret formula',
      'made with love|愛情をこめて作った|сделано с любовью|feito com amor|rakkaudella tehty|a|love care handmade gift kitchen',
      'the cherry on the cake',
      'a piece of cake',
    ],
  },
  {
    // A cloud or a storm cloud in a barber's chair under a cape, trimmed with scissors and comb.
    shows: /\bgives a (?:storm )?cloud a haircut in a barber’s chair\b/,
    clues: [
      'Samson and Delilah|サムソンとデリラ|Самсон и Далила|Sansão e Dalila|Simson ja Delila|f|strength lost betrayal bible shorn',
      'The Taming of the Shrew|じゃじゃ馬ならし|Укрощение строптивой|A Fera Amansada|Kesytetty äkäpussi|f|tame wild temper shakespeare comedy',
      'a new look|イメチェン|новый образ|um visual novo|uusi tyyli|a|change style new image transformation',
      'keeping up appearances',
    ],
  },
  {
    // A whale or the sea heaped in a wheelbarrow and pushed along.
    shows: /\bpushes (?:a whale|the sea) along in a wheelbarrow\b/,
    clues: [
      'Sisyphus',
      'a drop in the ocean',
      'no pain, no gain|苦労なくして得るものなし|без труда не выловишь и рыбку из пруда|quem não trabuca não manduca|ei työtä, ei tulosta|f|toil reward effort sweat persevere',
      'a cross to bear|背負うべき十字架|свой крест|a cruz que cada um carrega|oma risti kannettavana|f|burden suffering duty endure',
      'biting off more than you can chew|身の丈に合わないことをする|откусить больше, чем можешь проглотить|dar um passo maior do que a perna|haukata liian iso pala|f|overreach ambition too much greedy',
    ],
  },
  {
    // On one knee, a star (a tiny sea) held out in a ring box.
    shows: /\bkneels to propose, holding out\b/,
    clues: [
      'happily ever after',
      'head over heels',
      'till death do us part|死が二人を分かつまで|пока смерть не разлучит нас|até que a morte nos separe|kunnes kuolema meidät erottaa|f|vow wedding lifelong together faithful',
      'the love of my life|生涯の恋人|любовь всей моей жизни|o amor da minha vida|elämäni rakkaus|f|beloved destiny devoted sweetheart',
      'popping the question|結婚を申し込む|просить руки и сердца|fazer o pedido|kysyä sitä suurta kysymystä|f|wedding ask nervous engagement',
    ],
  },
];
