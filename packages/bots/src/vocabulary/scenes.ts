import { choresSceneClues } from './fresh-scenes/chores.ts';
import { givingSceneClues } from './fresh-scenes/giving.ts';
import { hidingSceneClues } from './fresh-scenes/hiding.ts';
import { movingSceneClues } from './fresh-scenes/moving.ts';
import { pairsSceneClues } from './fresh-scenes/pairs.ts';
import { roomsSceneClues } from './fresh-scenes/rooms.ts';
import { shotsSceneClues } from './fresh-scenes/shots.ts';
import { weatherSceneClues } from './fresh-scenes/weather.ts';
import { toysSceneClues } from './fresh-scenes/toys.ts';
import { travelSceneClues } from './fresh-scenes/travel.ts';
import { reversalSceneClues } from './fresh-scenes/reversal.ts';
import { stageSceneClues } from './fresh-scenes/stage.ts';
import { workshopSceneClues } from './fresh-scenes/workshop.ts';
import { kitchenSceneClues } from './fresh-scenes/kitchen.ts';
import { musicSceneClues } from './fresh-scenes/music.ts';
import { booksSceneClues } from './fresh-scenes/books.ts';
import { folkSceneClues } from './fresh-scenes/folk.ts';
import { playSceneClues } from './fresh-scenes/play.ts';
import { gardenSceneClues } from './fresh-scenes/garden.ts';
import { nightSceneClues } from './fresh-scenes/night.ts';
import { snowSceneClues } from './fresh-scenes/snow.ts';
import { desertSceneClues } from './fresh-scenes/desert.ts';
import { stairsSceneClues } from './fresh-scenes/stairs.ts';
import { deepSceneClues } from './fresh-scenes/deep.ts';
import { skySceneClues } from './fresh-scenes/sky.ts';
import { insideSceneClues } from './fresh-scenes/inside.ts';
import { dogsSceneClues } from './fresh-scenes/dogs.ts';
import { extraSceneClues } from './fresh-scenes/extra.ts';
import { courageSceneClues } from './fresh-scenes/courage.ts';
import { stageLightsSceneClues } from './fresh-scenes/stage-lights.ts';
import { dreamsSceneClues } from './fresh-scenes/dreams.ts';
import { fearsSceneClues } from './fresh-scenes/fears.ts';
import { fablesSceneClues } from './fresh-scenes/fables.ts';
import { closeupsSceneClues } from './fresh-scenes/closeups.ts';
import { overheadSceneClues } from './fresh-scenes/overhead.ts';
import { memorySceneClues } from './fresh-scenes/memory.ts';
import { marvelsSceneClues } from './fresh-scenes/marvels.ts';
import { journeysSceneClues } from './fresh-scenes/journeys.ts';
import { oddPairsSceneClues } from './fresh-scenes/odd-pairs.ts';
import { craftsSceneClues } from './fresh-scenes/crafts.ts';

/**
 * Clues written for the Tales deck's scenes: who does what, where, and the twist. Each group names
 * the scenes it tells by a pattern over a card's idea sentence (its first English sentence, lower
 * case: "a sleepy cat hugs a giant bomb in the snow, beside a snail as big as a house") and the
 * clues that tell them — an image, a feeling or a saying the situation calls to mind ("the calm
 * before the storm" for someone hugging a lit bomb), never its things named one by one. A clue is
 * a new vocabulary line (`en|ja|ru|pt|fi|style|anchor`, written for each language as it is said
 * there, not translated word for word) or the English text of an entry the vocabulary already
 * has. A storyteller takes a clue of a group as a situation its card shows (`situationFits`),
 * still only when none of its card's words, nor of its sentence in the room's language, is said.
 */
export interface SceneClues {
  /** The scenes: a pattern over a card's idea sentence (English, lower case). */
  readonly shows: RegExp;
  /** New vocabulary lines, or the English text of an existing entry. */
  readonly clues: readonly string[];
}

export const sceneClues: readonly SceneClues[] = [
  // What the figure does.
  {
    shows: /\bholds up\b/,
    clues: [
      'a trophy to show|自慢の品|есть чем похвастаться|um troféu para mostrar|ylpeyden aihe|f|proud show trophy hold up boast',
      'look what I found|見て見て、見つけた！|смотрите, что я нашёл!|olha o que eu encontrei!|katsokaa mitä löysin!|a|found show proud hold up look discovery',
      'a moment of glory|晴れ舞台|звёздный час|um momento de glória|kunnian hetki|a|glory triumph proud moment hold up applause',
      'eureka',
      'pride and joy|自慢の種|предмет гордости|motivo de orgulho|kunnian paikka|f|proud treasure show prize cherished',
      'the circle of life|サークル・オブ・ライフ|круговорот жизни|o ciclo da vida|elämän kiertokulku|f|lion king hold up presenting sky pride life',
      'ta-da!|じゃじゃーん！|та-дам!|tcharan!|tadaa!|f|reveal show surprise proud present',
    ],
  },
  {
    shows: /\bhides from\b/,
    clues: [
      'peekaboo!|いないいないばあ|ку-ку!|cucu!|kurkistus!|f|hide peek child play seek find',
      'not a peep|息をひそめて|ни звука|sem dar um pio|hiiren hiljaa|f|breath still quiet silent hiding behind afraid',
      'bury your head in the sand',
      'out of sight, out of mind',
      'backs to the wall|逃げ場がない|бежать некуда|sem saída|selkä seinää vasten|f|trapped cornered escape hiding behind',
      'keeping a low profile|目立たないように|не высовываться|passar despercebido|pysytellä piilossa|a|hide low unnoticed quiet avoid',
      'ready or not, here I come|もういいかい|кто не спрятался, я не виноват|quem não se escondeu, vai ser apanhado|valmiina tai ei, täältä tullaan|f|hide seek game find count',
    ],
  },
  {
    shows: /\bhatch from an egg\b/,
    clues: [
      'don’t count your chickens|皮算用|не говори гоп, пока не перепрыгнешь|não deites foguetes antes da festa|älä nuolaise ennen kuin tipahtaa|f|chickens count premature hatch egg hope',
      'the ugly duckling',
      'the age-old question|ニワトリが先か|что было раньше?|quem nasceu primeiro?|kumpi oli ensin?|f|chicken egg origin paradox first',
      'a new arrival|新しい仲間|пополнение в семействе|um recém-chegado|uusi tulokas|f|new arrival born hatch newcomer baby',
      'what will it be?|中身はなんだろう|кто же там родится?|o que será que vai nascer?|mitä sieltä tulee?|f|hatch birth surprise wonder egg become',
    ],
  },
  {
    shows: /\brides (?:an?|the) \w+ through the air\b/,
    clues: [
      'sky high|天高く|до небес|nas alturas|taivaisiin|f|high sky up flying soar',
      'cloud nine',
      'up, up and away',
      'head in the clouds',
      'the sky is the limit',
      'Aladdin’s carpet|魔法のじゅうたん|ковёр Аладдина|o tapete mágico do Aladim|Aladdinin matto|f|ride fly carpet magic air journey aladdin',
      'hold on tight',
      'the trip of a lifetime|一生に一度の旅|путешествие всей жизни|a viagem de uma vida|elämän matka|a|trip adventure thrill lifetime journey',
    ],
  },
  {
    shows: /\bfishes (?:an?|the) .* out of\b/,
    clues: [
      'troubled waters|どさくさ紛れ|мутная вода|águas turvas|sameat vedet|f|fishing murky water advantage trouble',
      'a needle in a haystack',
      'what lies beneath|底に潜むもの|что скрыто в глубине|mistérios das profundezas|mitä syvyys kätkee|a|depth beneath hidden fishing pull out mystery',
    ],
  },
  {
    shows: /\bfishes a letter out of\b/,
    clues: [
      'fishing for compliments|褒められ待ち|напрашиваться на комплименты|à pesca de elogios|kalastella kehuja|f|compliment praise letter fishing vanity',
    ],
  },
  {
    shows: /\bpaints (?:an?|the) .* that comes out of the canvas\b/,
    clues: [
      'as if by magic',
      'larger than life|まるで本物|как живой|parece mesmo real|kuin ilmielävä|f|lifelike real vivid alive painting',
      'it’s alive!|生きてる！|оно живое!|ai, mexeu-se!|se elää!|f|alive creation monster come to life painting',
    ],
  },
  {
    shows: /\bshelters .* from the rain\b/,
    clues: [
      'come rain or shine|雨にも負けず|несмотря ни на что|faça chuva ou faça sol|satoi tai paistoi|f|rain shine always protect loyal',
      'a safe haven|心の拠り所|тихая гавань|um porto seguro|turvasatama|f|shelter safe protect haven refuge',
      'any port in a storm',
      'under someone’s wing',
      'a knight in shining armour',
      'a friend in need is a friend indeed',
    ],
  },
  {
    shows: /\bwaits on a suitcase\b/,
    clues: [
      'a long goodbye|長いお別れ|долгие проводы|uma longa despedida|pitkät jäähyväiset|f|farewell departure long parting goodbye',
      'ready to go|旅立ちの時|в ожидании чуда|pronto para partir|lähtövalmiina|f|ready depart travel leave suitcase',
      'the train has left|乗り遅れた|поезд ушёл|o comboio já partiu|juna meni jo|f|late missed departure wait suitcase station',
      'waiting for Godot',
      'any minute now|もうすぐ来るはず|вот-вот|a qualquer momento|ihan kohta|a|wait soon arrive departure expectation',
    ],
  },
  {
    shows: /\bwhispers a secret into\b|\bputs an ear to\b/,
    clues: [
      'walls have ears|壁に耳あり障子に目あり|и у стен есть уши|as paredes têm ouvidos|seinilläkin on korvat|f|whisper listen overheard ear secret',
      'the king has donkey ears|王様の耳はロバの耳|у царя Мидаса ослиные уши|o rei Midas tem orelhas de burro|kuningas Midaksella on aasinkorvat|f|king midas donkey ears whisper secret hole',
      'just between us|ここだけの話|только между нами|cá entre nós|meidän kesken|a|whisper confide private two secret',
      'a little bird told me',
      'mum’s the word|口外無用|молчок!|bico calado|suu suppuun|f|secret silence keep quiet promise',
      'sweet nothings|甘い言葉|нежности на ушко|palavras doces ao ouvido|suloisia sanoja korvaan|f|whisper love tender sweet',
    ],
  },
  {
    shows: /\bcatches .* in a butterfly net\b/,
    clues: [
      'a bird in the hand',
      'Pokémon|ポケモン|покемоны|Pokémon|Pokémon|f|catch collect creatures net monsters',
      'chasing rainbows',
      'the thrill of the chase|追いかける楽しさ|азарт погони|a emoção da caça|jahdin jännitys|a|chase thrill hunt pursuit excitement',
    ],
  },
  {
    shows: /\bgives (?:an?|the) .* to an?\b/,
    clues: [
      'from me to you|私からあなたへ|от меня тебе|de mim para ti|minulta sinulle|f|give from to you gift',
      'don’t look a gift horse in the mouth',
      'a token of friendship|友情のしるし|в знак дружбы|em sinal de amizade|ystävyyden merkiksi|a|give friendship offer token kindness',
      'pay it forward|恩送り|передай добро дальше|a corrente do bem|hyvä kiertämään|f|give kindness offer generosity passing',
      'it’s the thought that counts|気持ちが大事|дорог не подарок, а внимание|o que conta é a intenção|ajatus on tärkein|f|gift thought kindness give present',
      'a gift from the heart|心からの贈り物|подарок от всего сердца|um presente do coração|sydämestä annettu lahja|a|gift heart give generous',
    ],
  },
  {
    shows: /\bgives a crown\b|\bplants a crown\b|\bdigs up a crown\b|\bholds up a crown\b/,
    clues: [
      'heavy is the head|王様はつらいよ|тяжела ты, шапка Мономаха|o fardo do poder|vallan taakka|a|power burden king responsibility rule weight',
    ],
  },
  {
    shows: /\bruns after .* carried off by the wind\b/,
    clues: [
      'easy come, easy go',
      'one step behind|あと一歩|чуть-чуть не успел|quase, quase!|askeleen jäljessä|a|chase behind late run catch almost',
      'the one that got away|逃した魚は大きい|упущенная рыба всегда больше|o que lá vai, lá vai|se joka pääsi karkuun|f|lost missed regret escape chance',
      'so close, yet so far',
    ],
  },
  {
    shows: /\bwears .* as a hat\b/,
    clues: [
      'the emperor’s new clothes',
      'mad as a hatter|奇想天外|без царя в голове|doido varrido|pähkähullu|f|mad hatter eccentric crazy hat',
      'the height of fashion|最先端のおしゃれ|последний писк моды|o último grito da moda|viimeistä huutoa|f|fashion style hat wear trend absurd',
      'dressed to impress|一張羅|при полном параде|vestido a rigor|parhaimmissaan|a|dressed fancy hat wear proud fashion',
    ],
  },
  {
    shows: /\bhugs (?:an?|the) giant\b/,
    clues: [
      'a shoulder to cry on',
      'never let go|絶対に離さない|ни за что не отпущу|nunca mais te largo|en päästä irti|a|hug hold tight embrace love cling',
      'head over heels',
      'love is blind',
      'my precious|いとしいしと|моя прелесть|o meu precioso|aarteeni|f|precious possess treasure obsession ring',
    ],
  },
  {
    shows: /\bbomb\b/,
    clues: ['the calm before the storm', 'play with fire'],
  },
  {
    shows: /\bfollows an? .* who carries\b/,
    clues: [
      'hot on the heels|後をつける|по пятам|no encalço|kannoilla|f|follow behind trail pursue close',
      'where you go, I go|一蓮托生|куда ты, туда и я|para onde fores, eu vou|minne sinä, sinne minä|a|follow loyal together trust companion',
      'a moth to a flame',
      'follow the leader|リーダーについていけ|делай как я|siga o líder|kapteeni käskee|f|follow leader copy game',
    ],
  },
  {
    shows: /\bbalances a tower of\b/,
    clues: [
      'a house of cards',
      'don’t look down|下を見ないで|не смотри вниз|não olhes para baixo|älä katso alas|a|balance height fear careful tower',
      'walking a tightrope|危ない橋を渡る|ходить по лезвию ножа|na corda bamba|nuorallatanssia|f|risk balance precarious careful',
    ],
  },
  {
    shows: /\bdances with\b/,
    clues: [
      'cheek to cheek|頬寄せて|щека к щеке|de rosto colado|poski poskea vasten|f|couple dance close slow romance',
      'until dawn|夜明けまで|до самого утра|até de madrugada|aamuun asti|a|dance party late dawn celebration night',
      'the last waltz|ラストワルツ|последний вальс|a última valsa|viimeinen valssi|f|waltz last farewell night dance',
      'two left feet|足がもつれる|ноги заплетаются|dois pés esquerdos|kaksi vasenta jalkaa|f|clumsy dancer awkward feet stumble',
      'in perfect harmony|息ぴったり|в полной гармонии|em perfeita harmonia|täydessä sopusoinnussa|a|harmony together in step partners',
    ],
  },
  {
    shows: /\bsweeps .* into a heap\b/,
    clues: [
      'put your house in order|身辺整理|привести дела в порядок|pôr a casa em ordem|laittaa elämänsä järjestykseen|f|tidy order heap sweep',
      'let bygones be bygones|過去は過去|что было, то прошло|águas passadas não movem moinhos|menneet on menneitä|f|past forgive forget sweep away',
    ],
  },
  {
    shows: /\bplants (?:an?|the) .* in the ground\b|\bgrowing in a flowerpot\b/,
    clues: [
      'you reap what you sow',
      'green fingers|手塩にかける|золотые руки|mão para as plantas|viherpeukalo|f|garden grow plants care skill water',
      'a late bloomer|大器晩成|всё придёт в своё время|tudo a seu tempo|hitaasti hyvä tulee|f|bloom grow slow late patience',
    ],
  },
  {
    shows: /\bfeeds .* to an?\b/,
    clues: [
      'you are what you eat|腹が減っては戦ができぬ|ты то, что ты ешь|saco vazio não se põe de pé|rakkaus käy vatsan kautta|f|eat food diet body feeding',
      'there’s no accounting for taste|十人十色|о вкусах не спорят|gostos não se discutem|makuasioista ei voi kiistellä|f|taste strange diet eat preference odd',
      // What feeding means, where "you are what you eat" only echoed the action (review r).
      'an acquired taste|クセになる味|на любителя|um gosto adquirido|totuttelua vaativa maku|f|taste strange odd food unusual acquired',
      'the way to the heart is through the stomach|胃袋をつかむ|путь к сердцу лежит через желудок|o amor entra pela boca|tie sydämeen käy vatsan kautta|f|love food heart feeding care affection win',
    ],
  },
  {
    shows: /\bjuggles\b/,
    clues: [
      'a jack of all trades',
      'balls in the air|手一杯|крутиться как белка в колесе|mil coisas ao mesmo tempo|monta rautaa tulessa|f|juggle busy many tasks balls air',
    ],
  },
  {
    shows: /\blights the way\b/,
    clues: [
      'a ray of hope',
      'Florence Nightingale|ナイチンゲールの灯|Флоренс Найтингейл|Florence Nightingale|Florence Nightingale|f|lamp lady nurse light care night',
    ],
  },
  {
    shows: /\bpicks ripe\b/,
    clues: [
      'forbidden fruit',
      'money doesn’t grow on trees',
      'the fruits of your labour|努力が報われる|плоды трудов|o fruto do trabalho|työn hedelmät|f|harvest fruit reward work pick',
      'a bumper crop|大豊作|богатый урожай|uma colheita farta|runsas sato|a|harvest abundance plenty crop',
      'the low-hanging fruit|手近な成果|лёгкая добыча|os frutos mais fáceis de colher|helpot hedelmät|f|easy gain reach pick harvest',
    ],
  },
  {
    shows: /\bmends a broken\b|\bsews up a tear\b/,
    clues: [
      'holding it all together|綻びを繕う|на живую нитку|segurar as pontas|pitää paketti kasassa|f|holding together cope fix stitch',
      'time heals all wounds',
      'a stitch in time|今日の一針、明日の十針|дорога ложка к обеду|mais vale prevenir|ajoissa korjattu|f|mend early repair stitch timely',
      'making amends|関係修復|загладить вину|fazer as pazes|hyvittää virheensä|f|reconcile repair amends fix',
    ],
  },
  {
    shows: /\bpours .* from a teapot\b/,
    clues: [
      'a taste of heaven|天にも昇るおいしさ|райское наслаждение|um cheirinho a céu|taivaallinen maku|f|taste delicious heaven bliss pour',
      'my cup runneth over|身に余る幸せ|полная чаша|o meu cálice transborda|maljani on ylitsevuotavainen|f|abundance overflow cup pour blessing',
      'a heart-to-heart|胸の内を打ち明ける|излить душу|uma conversa de coração aberto|sydämestä sydämeen|f|pour heart confide feelings talk',
    ],
  },
  {
    shows: /\bwalks (?:an?|the) .* on a leash\b/,
    clues: [
      'an unlikely pair|凸凹コンビ|странная парочка|um par improvável|outo parivaljakko|f|odd pair companion strange unusual',
      'a breath of fresh air',
    ],
  },
  {
    shows: /\bsleeps\b/,
    clues: [
      'the land of nod|白河夜船|в объятиях Морфея|nos braços de Morfeu|höyhensaarilla|f|sleep dream nod slumber deep',
      'snug as a bug in a rug|ぬくぬく|как у Христа за пазухой|aconchegadinho|lämpimän peiton alla|f|cosy snug warm safe sleep bed',
    ],
  },
  {
    shows: /\bbetween the pages\b|\breads a book\b/,
    clues: [
      'between the lines|行間|между строк|nas entrelinhas|rivien välissä|f|read pages lines book between hidden',
      'words take wing|言葉が羽ばたく|слова обретают крылья|as palavras ganham asas|sanat saavat siivet|f|words fly story escape book birds',
    ],
  },
  {
    shows: /\bthrough a telescope\b|\bclimbs a ladder up to\b/,
    clues: [
      'so close, yet so far|近くて遠い|так близко и так далеко|tão perto e tão longe|niin lähellä mutta niin kaukana|a|far near distance reach look',
    ],
  },
  {
    shows: /\bthrough a telescope\b/,
    clues: [
      'land ahoy!|陸が見えたぞ！|земля на горизонте!|terra à vista!|maata näkyvissä!|f|sighting sea shore telescope lookout discover',
      'I spy with my little eye|みーつけた|вижу-вижу!|estou a ver-te!|minä näen jotain mitä sinä et näe|f|spy see look watch find game',
      'keep an eye on|目を光らせる|не спускать глаз|ficar de olho|pitää silmällä|f|watch observe look eye spy',
    ],
  },
  {
    shows: /\bclimbs a ladder up to\b/,
    clues: [
      'stairway to heaven',
      'step by step|一歩一歩|шаг за шагом|passo a passo|askel askeleelta|a|climb step gradual ladder up',
      'the sky is the limit',
    ],
  },
  {
    shows: /\bcarries .* in both arms\b/,
    clues: [
      'a labour of love|好きで背負う荷|своя ноша не тянет|quem corre por gosto não cansa|rakkauden työ|f|carry burden love devotion effort arms',
      'the weight of the world',
      'Sisyphus',
      'Atlas',
      'precious cargo|大事な荷物|драгоценный груз|carga preciosa|arvokas lasti|a|carry precious cargo fragile arms',
      'handle with care|取扱注意|осторожно, хрупкое|frágil, manusear com cuidado|käsiteltävä varoen|a|fragile careful carry precious delicate',
      'a heavy load|重い荷物|тяжёлая ноша|um fardo pesado|raskas taakka|a|heavy load weight carry effort',
    ],
  },
  {
    shows: /\brows (?:an?|the) .* like a boat\b/,
    clues: [
      'necessity is the mother of invention|必要は発明の母|голь на выдумки хитра|desenrascanço|hätä keksii keinot|f|necessity invention improvise makeshift',
      'in the same boat',
      'any port in a storm|背に腹は代えられぬ|на безрыбье и рак рыба|quem não tem cão caça com gato|hätä ei lue lakia|f|makeshift improvise storm port necessity',
    ],
  },
  {
    shows: /\blets go of\b/,
    clues: [
      'up, up and away|大空へ|ввысь|para o alto|taivaan tuuliin|f|fly away up sky release rise',
      'bon voyage|よい旅を|счастливого пути|boa viagem|hyvää matkaa|f|journey go away wish depart',
    ],
  },
  {
    shows: /\bpulls (?:an?|the) .* down from the sky\b/,
    clues: [
      'a tall order|無理難題|непосильная задача|uma tarefa hercúlea|mahdoton tehtävä|f|difficult task huge impossible effort',
      'reeling in the big one|大物を釣り上げる|крупный улов|apanhar o peixe graúdo|iso saalis|f|big catch reel haul prize',
      'heave-ho!|よいしょ！|раз-два, взяли!|puxa, puxa!|hiio hei!|f|pull effort rope heave together strength',
      'what goes up must come down|上がったものは落ちてくる|что взлетело, то упадёт|tudo o que sobe tem de descer|mikä nousee, sen on laskeuduttava|f|gravity fall down up sky rope',
      'down to earth',
      'against all odds|万難を排して|вопреки всему|contra todas as probabilidades|kaikesta huolimatta|a|odds effort determination impossible',
      'the impossible dream|見果てぬ夢|несбыточная мечта|o sonho impossível|mahdoton unelma|f|impossible dream ambition longing',
    ],
  },
  {
    shows: /\bopens a door\b/,
    clues: [
      'new horizons|新天地|новые горизонты|novos horizontes|uudet tuulet|a|new horizon discovery beyond open door',
      'out of the blue',
      'the grass is always greener',
      'the Twilight Zone|ミステリーゾーン|Сумеречная зона|A Quinta Dimensão|Hämärän rajamailla|f|strange otherworldly uncanny dimension mystery',
      'a whole new world|ホール・ニュー・ワールド|целый новый мир|um mundo novo|aivan uusi maailma|f|new world discovery wonder beyond aladdin',
      'the other side',
      'another world',
    ],
  },
  {
    shows: /\bdigs up\b/,
    clues: [
      'X marks the spot|宝のありか|вот где собака зарыта|o X marca o local|aarrekartan risti|f|dig spot map mark buried',
      'let sleeping dogs lie',
      'a blast from the past|懐かしい再会|привет из прошлого|uma lembrança do passado|muisto menneestä|f|past memory return nostalgia found',
      'what lies beneath',
      'finders keepers|見つけた者勝ち|что упало, то пропало|achado não é roubado|löytäjä saa pitää|f|find keep claim luck',
      'a diamond in the rough',
    ],
  },
  {
    shows: /\bstirs a pot from which\b/,
    clues: [
      'double, double, toil and trouble|魔女の秘薬|заварить кашу|caldeirão mágico|taikapata|f|cauldron potion spell brew stir magic',
      'something’s brewing|嵐の予感|что-то затевается|há algo no ar|jotain on tekeillä|f|brewing plot stir upcoming trouble',
    ],
  },
  {
    shows: /\bblows soap bubbles\b/,
    clues: [
      'here today, gone tomorrow|うたかた|всё проходит|sol de pouca dura|tänään täällä, huomenna muualla|f|fleeting ephemeral brief vanish pop',
      'castle in the air',
      'carefree days|無邪気な日々|беззаботное детство|dias despreocupados|huolettomat päivät|a|carefree play innocent child summer',
    ],
  },
  {
    shows: /\bplays the violin\b/,
    clues: [
      'swan song',
      'serenade',
      'strike a chord|心の琴線に触れる|задеть за живое|tocar no coração|koskettaa sydäntä|f|touch emotion chord music strings',
      'call the tune|音頭を取る|заказывать музыку|ditar as regras|määrätä tahdin|f|control lead tune command follow',
      'music to my ears',
    ],
  },
  {
    shows: /\bknits\b/,
    clues: [
      'spin a yarn|話をつむぐ|плести небылицы|contar uma lérias|kertoa juttuja|f|yarn wool story spin tall tale',
      'wrapped in cotton wool|真綿で包む|под стеклянным колпаком|criado entre algodões|pumpulissa kasvatettu|f|protect soft wool wrapped cosy careful',
    ],
  },
  // The twist.
  {
    shows: /\bas big as a house\b/,
    clues: [
      'the elephant in the room',
      'size doesn’t matter|大きさは関係ない|размер не имеет значения|o tamanho não importa|koolla ei ole väliä|a|size big small giant scale matter',
    ],
  },
  {
    shows: /\bthe shadow on the wall is\b|\bthe mirror beside them shows an? (wolf|fox)\b/,
    clues: [
      'not what it seems|見かけによらない|не то, чем кажется|as aparências enganam|ei sitä miltä näyttää|f|appearance deceive hidden true self seems',
      'the dark side|裏の顔|тёмная сторона|o lado negro|pimeä puoli|f|dark side hidden self secret other',
    ],
  },
  {
    shows: /\bthe mirror beside them shows\b/,
    clues: [
      'who am I really?|本当の自分は？|кто я на самом деле?|quem sou eu, afinal?|kuka oikeasti olen?|a|identity self who true reflection',
    ],
  },
  {
    shows: /\bthe mirror beside them shows a little (girl|boy)\b/,
    clues: [
      'young at heart|気持ちは若い|душой молод|jovem de espírito|sydämeltään nuori|f|young heart inner child youth',
    ],
  },
  {
    shows: /\bthe mirror beside them shows a king\b/,
    clues: [
      'delusions of grandeur|誇大妄想|мания величия|mania das grandezas|suuruudenhulluus|f|grand king pride vanity dream power',
    ],
  },
  {
    shows: /\bleaves fly out of the folds\b/,
    clues: ['the wind of change'],
  },
  {
    shows: /\bthe rain falls upwards\b/,
    clues: [
      'topsy-turvy|あべこべ|всё наоборот|às avessas|nurinkurin|f|reversed topsy turvy wrong way backwards',
      'when pigs fly',
    ],
  },
  {
    shows: /\beverything around floats in the air\b/,
    clues: [
      '2001: A Space Odyssey/A Space Odyssey|2001年宇宙の旅/宇宙の旅|Космическая одиссея 2001 года/Космическая одиссея|2001: Odisseia no Espaço/Odisseia no Espaço|2001: Avaruusseikkailu|f|space float weightless odyssey film',
      'defying the laws of physics|物理法則に逆らって|вопреки законам физики|contra as leis da física|fysiikan lakien vastaisesti|a|physics float impossible defy law',
    ],
  },
  {
    shows: /\ba whale swims across the sky\b/,
    clues: [
      'once in a blue moon',
      'a fish out of water',
      'an ocean overhead|頭上の海|океан над головой|um oceano por cima|meri pään päällä|f|sky sea ocean whale swim overhead',
    ],
  },
  {
    shows: /\beyes watch from the dark\b/,
    clues: [
      'someone’s there|誰かいる|здесь кто-то есть|está aqui alguém|joku on täällä|f|presence someone unseen dark fear',
      'something wicked this way comes',
      'the bogeyman|お化けが出るぞ|бабайка|o papão|mörkö|f|bogeyman monster fear dark child night lurking',
      'Big Brother|ビッグ・ブラザー|Большой Брат|o Big Brother|Isoveli|f|surveillance watch eyes observed',
      'not alone|ひとりじゃない|ты не один|não estás sozinho|et ole yksin|a|alone company eyes watching presence dark',
      'a chill down the spine|背筋が凍る|мурашки по коже|um arrepio na espinha|kylmät väreet|f|chill fear shiver spine dread',
      'things that go bump in the night|夜の物の怪|ночные страхи|os monstros da noite|yön otukset|f|night monsters fear creatures lurking',
      'an unseen audience|見えない観客|невидимые зрители|uma plateia invisível|näkymätön yleisö|f|audience watchers hidden listeners performance',
    ],
  },
  {
    shows: /\binside a glass bottle\b/,
    clues: [
      'a snow globe|スノードームの中|в снежном шаре|um globo de neve|lumisadepallon sisällä|f|glass globe small world captured',
    ],
  },
  // Situations of the eleven actions added on 2026-11-27 (issue 34).
  {
    shows: /\bplays tug of war with\b/,
    clues: [
      'it takes two to tango',
      'a power struggle|主導権争い|борьба за власть|uma luta pelo poder|valtataistelu|f|struggle power conflict rivalry pull',
      'neither will give in|一歩も譲らない|нашла коса на камень|nenhum quer ceder|kumpikaan ei anna periksi|f|stubborn rivalry deadlock equal',
    ],
  },
  {
    // It rains, snows or stars fall only under the umbrella held over someone.
    shows: /\bonly under the umbrella\b/,
    clues: [
      'killing with kindness|ありがた迷惑|медвежья услуга|pior a emenda que o soneto|karhunpalvelus|f|help backfire harm well-meant',
      'Murphy’s law|マーフィーの法則|закон подлости|a lei de Murphy|Murphyn laki|f|misfortune luck wrong backfire jinx',
      'with friends like these|余計なお世話|с такими друзьями и врагов не надо|com amigos assim, quem precisa de inimigos|tällaisten ystävien kanssa|f|friend irony betrayal help backfire',
      'a cloud over your head|頭上の暗雲|тучи над головой|uma nuvem negra por cima|musta pilvi pään päällä|f|gloom bad luck misfortune follow',
    ],
  },
  {
    shows: /\bup on the shoulders to reach\b/,
    clues: [
      'two heads are better than one',
      'all for one and one for all',
      'the Bremen town musicians',
      'friends in high places|持つべきものは友|не имей сто рублей, а имей сто друзей|quem tem amigos tem tudo|hyvä ystävä on kullanarvoinen|f|friends help connections support high',
      'united we stand|団結は力なり|в единстве сила|a união faz a força|puhaltaa yhteen hiileen|f|unity together strength cooperation solidarity',
      'the sky is the limit',
    ],
  },
  {
    shows: /\bis left without a shadow, which walks off\b/,
    clues: [
      'a mind of its own|独り歩き|живёт своей жизнью|faz o que lhe dá na gana|omapäinen|f|independent own will autonomous',
      'not myself today|自分らしくない|сам не свой|não sou eu mesmo|en ole oma itseni|f|self identity lost strange',
      'I’ve had enough!|もう付き合いきれない|с меня хватит!|estou farto!|nyt riitti!|f|fed up quit enough tired resign',
      'on the loose|自由の身|в бегах|a monte|vapaalla jalalla|f|escape loose runaway free flee fugitive',
    ],
  },
  {
    shows: /\bon the back like a snail\b/,
    clues: [
      'slow and steady',
      'all my worldly goods|家財道具一式|всё своё ношу с собой|tudo o que é meu trago comigo|kaikki omani kannan mukanani|f|possessions belongings carry everything own nomad',
      'on the road again|旅から旅へ|снова в пути|de novo na estrada|taas tien päällä|f|wanderer travel nomad road',
    ],
  },
  {
    shows: /\bsits on a stone, back turned\b/,
    clues: [
      'a world of its own',
      'the world goes by|世界は流れていく|жизнь проходит мимо|a vida passa|maailma kulkee ohi|a|watch pass time still contemplate',
      'a front-row seat|特等席|места в первом ряду|um lugar na primeira fila|aitiopaikka|f|spectacle watch view best seat',
    ],
  },
  {
    shows: /\bcuts a door out of the sky\b/,
    clues: [
      'Alice in Wonderland',
      'a way out|抜け道|выход есть всегда|uma saída|ulospääsy|a|escape exit way out solution',
      'The Truman Show',
      'Narnia',
      'the Twilight Zone',
      'think outside the box|コロンブスの卵|мыслить нестандартно|o ovo de Colombo|Kolumbuksen muna|f|ingenious idea solution creative unexpected',
      'the fourth wall|第四の壁|четвёртая стена|a quarta parede|neljäs seinä|f|wall break illusion fiction reality',
    ],
  },
  {
    shows: /\bpeers through a keyhole\b/,
    clues: [
      'curiosity killed the cat',
      'Pandora’s box',
      'Alice in Wonderland',
      'Narnia',
      'just one little peek|ちょっとだけ|одним глазком|só uma espreitadela|vain pieni vilkaisu|f|glimpse look quick forbidden temptation',
    ],
  },
  {
    shows: /\bhides behind an? [\w ,-]+ mask\b/,
    clues: [
      'not what it seems',
      'keeping up appearances|体裁を繕う|делать хорошую мину при плохой игре|manter as aparências|pitää kulissit pystyssä|f|pretend appearances hide feelings pose',
      'still waters run deep',
      'the Phantom of the Opera|オペラ座の怪人|Призрак оперы|O Fantasma da Ópera|Oopperan kummitus|f|phantom opera theatre hidden face',
    ],
  },
  {
    shows: /\bin cupped hands\b/,
    clues: [
      'small is beautiful|山椒は小粒でもぴりりと辛い|мал золотник, да дорог|nos pequenos frascos é que estão os bons perfumes|pieni on kaunista|f|small precious little beautiful',
      'the apple of my eye',
      'my precious',
      'guard it with your life|肌身離さず|дороже золота|guardado a sete chaves|kuin aarretta vaalien|f|precious guard protect treasure keep safe cherish',
    ],
  },
  {
    shows: /\bpresses a hand to the window at night\b/,
    clues: [
      'someone’s there',
      'a kindred spirit|気の合う仲間|близкая душа|um espírito afim|hengenheimolainen|f|kindred connection understanding friend',
      'Close Encounters of the Third Kind/close encounters|未知との遭遇|Близкие контакты третьей степени/Близкие контакты|Encontros Imediatos do Terceiro Grau/Encontros Imediatos|Kolmannen asteen yhteys|f|encounter alien contact unknown film',
      'E.T. phone home|E.T.おうち、電話|И-Ти звонить домой|E.T. telefone casa|E.T. soittaa kotiin|f|alien friendship touch finger home lonely contact film',
    ],
  },
  {
    // The sea, the night sky or a cloud ironed flat at an ironing board.
    shows: /\birons (?:the creases out of|an? \w+ flat)\b/,
    clues: [
      'no rest for the wicked',
      'a clean slate',
      'everything in its place|整理整頓|всему своё место|cada coisa no seu lugar|kaikki paikallaan|f|tidy neat orderly perfectionist arrange',
      'spick and span|ぴかぴか|с иголочки|um brinco|tiptop|f|neat clean spotless tidy perfect',
      'your Sunday best|よそ行きの服|воскресный наряд|a roupa de domingo|pyhävaatteet|f|dressed up occasion smart festive clothes',
    ],
  },
  {
    // The sky unzipped like a tent: a morning, the sea or a giant eye behind it.
    shows: /\bunzips the sky like a tent\b/,
    clues: ['The Truman Show', 'the Twilight Zone', 'think outside the box', 'Alice in Wonderland'],
  },
  {
    shows: /\bunzips the sky like a tent, and a giant eye looks in\b/,
    clues: ['Big Brother', 'someone’s there'],
  },
  {
    // A house, a lighthouse or a little town held up on a string like a balloon.
    shows: /\bon a string like a balloon\b/,
    clues: [
      'castle in the air',
      'head in the clouds',
      'The Wizard of Oz',
      'a roof over your head|雨風をしのぐ屋根|крыша над головой|um tecto sobre a cabeça|katto pään päällä|f|shelter home roof security dwelling',
    ],
  },
  {
    // Autumn's leaves pegged up to dry: summer held on to a little longer.
    shows: /\bpegs the autumn leaves out to dry\b/,
    clues: [
      'an Indian summer|小春日和|бабье лето|o verão de São Martinho|intiaanikesä|f|late summer warmth autumn lingering golden',
    ],
  },
  {
    // One's own shadow pegged up like a shirt, and its owner standing there without one.
    shows: /\bhangs up a shadow to dry\b/,
    clues: ['not myself today', 'a mind of its own'],
  },
  // Situations drawn after the eleven (moreActions: a seesaw, a hand from the sky, tea with
  // oneself, a staircase into the sky, a washing line), which the deck may take in a swap.
  {
    shows: /\bsits high up on a seesaw, outweighed by\b/,
    clues: [
      'tip the scales|決め手|чаша весов склонилась|o fiel da balança|vaaka kallistuu|f|decisive tipping deciding factor outweigh',
      'the last straw',
      'small is beautiful',
      'not what it seems',
      'up in the air|宙ぶらりん|повисло в воздухе|ficar no ar|roikkua tyhjän päällä|f|uncertain undecided suspended unsettled',
    ],
  },
  {
    shows: /\bto a giant hand reaching down from the clouds\b/,
    clues: [
      'The Creation of Adam|アダムの創造|Сотворение Адама|A Criação de Adão|Aatamin luominen|f|creation touch fingers god sky michelangelo painting',
      'ask and you shall receive|求めよ、さらば与えられん|просите, и дано будет вам|pedi e dar-se-vos-á|anokaa, niin teille annetaan|f|prayer ask receive plea offering',
    ],
  },
  {
    shows: /\bsits at tea across a little table from\b/,
    clues: [
      'Back to the Future',
      'know thyself|汝自身を知れ|познай самого себя|conhece-te a ti mesmo|tunne itsesi|f|self knowledge wisdom reflection oracle',
      'the Mad Hatter',
    ],
  },
  {
    shows: /\bsits at tea across a little table from (?:a shadow|an exact double)\b/,
    clues: [
      'Dr Jekyll and Mr Hyde|ジキル博士とハイド氏|Доктор Джекил и мистер Хайд|O Médico e o Monstro|Tohtori Jekyll ja herra Hyde|f|split personality dark side two natures',
    ],
  },
  {
    shows: /\bclimbs a staircase into the sky\b/,
    clues: [
      'Jacob’s ladder',
      'the road to nowhere',
      'Rome wasn’t built in a day',
      'the impossible dream',
      'so close, yet so far',
    ],
  },
  {
    shows: /\bout to dry\b|\bhangs up a shadow to dry\b/,
    clues: [
      'hang in there|踏ん張りどころ|не вешай нос|aguenta firme|sinnittele|f|persevere endure keep going chin up',
      'for all the world to see|世間にさらす|выносить сор из избы|roupa suja lava-se em casa|koko kansan nähtäväksi|f|secrets private shame public gossip exposed',
      'a silver lining',
      'for a rainy day|いざという時のために|на чёрный день|para os dias maus|pahan päivän varalle|f|saving reserve later prudence store keep',
      'a clean slate|白紙に戻す|с чистого листа|fazer tábua rasa|puhdas pöytä|f|fresh start renewal clean beginning',
      'no rest for the wicked|貧乏暇なし|как белка в колесе|não há paz para os ímpios|jumalattomilla ei ole rauhaa|f|busy toil endless tired drudgery',
    ],
  },
  // The situations of `freshActions` in packages/deck, one file per set.
  ...hidingSceneClues,
  ...givingSceneClues,
  ...movingSceneClues,
  ...roomsSceneClues,
  ...choresSceneClues,
  ...pairsSceneClues,
  ...shotsSceneClues,
  ...weatherSceneClues,
  ...toysSceneClues,
  ...travelSceneClues,
  ...reversalSceneClues,
  ...stageSceneClues,
  ...workshopSceneClues,
  ...kitchenSceneClues,
  ...gardenSceneClues,
  ...playSceneClues,
  ...folkSceneClues,
  ...booksSceneClues,
  ...musicSceneClues,
  ...nightSceneClues,
  ...snowSceneClues,
  ...desertSceneClues,
  ...stairsSceneClues,
  ...deepSceneClues,
  ...skySceneClues,
  ...insideSceneClues,
  ...dogsSceneClues,
  ...extraSceneClues,
  ...courageSceneClues,
  ...fearsSceneClues,
  ...fablesSceneClues,
  ...closeupsSceneClues,
  ...overheadSceneClues,
  ...memorySceneClues,
  ...marvelsSceneClues,
  ...journeysSceneClues,
  ...stageLightsSceneClues,
  ...oddPairsSceneClues,
  ...dreamsSceneClues,
  ...craftsSceneClues,
  // Review s's answers, last so that no earlier entry moves (a game's whims are drawn one per
  // entry, in order). A precarious balance, said of the balance drawn, not of a rope or an edge:
  // «ходить по лезвию ножа», a knife's edge, sent the reader to no ledge on the board.
  {
    shows: /\bbalances a tower of\b/,
    clues: [
      'one false move|一歩間違えば|одно неверное движение|um passo em falso|yksikin väärä liike|f|balance risk careful precarious fall',
      'hold your breath|息を殺して|боясь вздохнуть|prender a respiração|pidätä henkeä|f|tension suspense careful balance still',
    ],
  },
  // A makeshift boat: afloat or not ("against the current" drew no current).
  {
    shows: /\brows (?:an?|the) .* like a boat\b/,
    clues: [
      'sink or swim|浮くか沈むか|либо пан, либо пропал|ou vai ou racha|uida tai upota|f|sink swim risk survive makeshift',
    ],
  },
  // Played on whatever happens ("strike a chord" was a pun on the violin drawn).
  { shows: /\bplays the violin\b/, clues: ['the show must go on'] },
];

/** The new vocabulary lines of `sceneClues` (the others name entries written elsewhere). */
export const scenesLines: readonly string[] = sceneClues.flatMap((group) =>
  group.clues.filter((clue) => clue.includes('|')),
);
