import type { Lang } from '@fabula/deck';

/**
 * References people make in clues: films, books, myths, fairy tales, songs and sayings, each
 * named as it is known in every language (ja 天空の城ラピュタ, ru «Мастер и Маргарита», pt
 * «O Principezinho», fi «Tuhkimo») with the images and themes it calls to mind as its anchor —
 * what a player who knows the work would look for in a picture. A field may list other ways of
 * writing it after "/" (a short name, a spelling); bots say the first. Written for Fabula.
 * Same format as concrete.ts (`en|ja|ru|pt|fi|style|anchor`). Listed by kind: a storyteller
 * spreads its references over the kinds (read blind, three clues of twelve boards were Japanese
 * films: the film list is the longest, and films tell many cards' situations).
 */
export type ReferenceKind = 'film' | 'book' | 'myth' | 'tale' | 'song' | 'saying';

export const referencesByKind: Readonly<Record<ReferenceKind, readonly string[]>> = {
  // Films and animation
  film: [
    'Up|カールじいさんの空飛ぶ家|Вверх|Up: Altamente|Up – kohti korkeuksia|f|balloons house flying sky old man adventure',
    'Castle in the Sky/Laputa|天空の城ラピュタ/ラピュタ|Небесный замок Лапута/Лапута|O Castelo no Céu/Laputa|Laputa – linna taivaalla/Laputa|f|floating island castle sky clouds flying',
    'Spirited Away|千と千尋の神隠し|Унесённые призраками|A Viagem de Chihiro|Henkien kätkemä|f|spirits train water bathhouse girl lost',
    'My Neighbour Totoro/Totoro|となりのトトロ/トトロ|Мой сосед Тоторо/Тоторо|O Meu Vizinho Totoro/Totoro|Naapurini Totoro/Totoro|f|forest spirit tree rain umbrella cat bus',
    "Kiki's Delivery Service|魔女の宅急便|Ведьмина служба доставки|Kiki – A Aprendiz de Feiticeira|Kikin lähettipalvelu|f|witch broom black cat town flying",
    "Howl's Moving Castle|ハウルの動く城|Ходячий замок|O Castelo Andante|Liikkuva linna|f|castle walking wizard magic fire",
    'Ponyo|崖の上のポニョ|Рыбка Поньо на утёсе|Ponyo à Beira-Mar|Ponyo rantakalliolla|f|fish girl sea waves',
    'The Wizard of Oz|オズの魔法使い|Волшебник страны Оз|O Feiticeiro de Oz|Oz-maan velho|f|balloon tornado road wizard home',
    'Mary Poppins|メリー・ポピンズ|Мэри Поппинс|Mary Poppins|Maija Poppanen|f|umbrella flying nanny wind rooftops',
    'The Truman Show|トゥルーマン・ショー|Шоу Трумана|The Truman Show|Truman Show|f|sky wall door stairs television fake world',
    'Titanic|タイタニック|Титаник|Titanic|Titanic|f|ship iceberg sinking ocean love',
    'Jaws|ジョーズ|Челюсти|Tubarão|Tappajahai|f|shark sea fear teeth',
    'Finding Nemo|ファインディング・ニモ|В поисках Немо|À Procura de Nemo|Nemoa etsimässä|f|fish ocean reef lost son',
    'Star Wars|スター・ウォーズ|Звёздные войны|A Guerra das Estrelas|Tähtien sota|f|space stars galaxy war light',
    'Back to the Future|バック・トゥ・ザ・フューチャー|Назад в будущее|Regresso ao Futuro|Paluu tulevaisuuteen|f|clock tower time travel lightning',
    'The Lion King|ライオン・キング|Король Лев|O Rei Leão|Leijonakuningas|f|lion sunrise savanna king father',
    'The Birds/Hitchcock|鳥たち/ヒッチコック|Птицы/Хичкок|Os Pássaros/Hitchcock|Linnut/Hitchcock|f|birds flock crows fear suspense',
    'Psycho|サイコ|Психо|Psico|Psyko|f|motel shower fear knife',
    'King Kong|キング・コング|Кинг-Конг|King Kong|King Kong|f|giant ape tower city',
    'Godzilla|ゴジラ|Годзилла|Godzilla|Godzilla|f|monster giant city sea',
    'Jurassic Park|ジュラシック・パーク|Парк юрского периода|Parque Jurássico|Jurassic Park|f|dinosaurs island jungle',
    'Avatar|アバター|Аватар|Avatar|Avatar|f|floating mountains blue forest glowing',
    'Interstellar|インターステラー|Интерстеллар|Interstellar|Interstellar|f|space black hole planet time',
    'The Matrix|マトリックス|Матрица|Matrix|Matrix|f|simulation choice pill code reality',
    'Groundhog Day|恋はデジャ・ブ|День сурка|O Feitiço do Tempo|Päiväni murmelina|f|repeat same day again clock',
    'Dreamworks|ドリームワークス|Дримворкс|DreamWorks|DreamWorks|f|boy fishing moon sitting dream',
    'Ghostbusters|ゴーストバスターズ|Охотники за привидениями|Caça-Fantasmas|Haamujengi|f|ghosts city haunted',
    'Harry Potter|ハリー・ポッター|Гарри Поттер|Harry Potter|Harry Potter|f|wizard school magic owl castle train',
    'Hogwarts Express|ホグワーツ特急|Хогвартс-экспресс|Expresso de Hogwarts|Tylypahkan pikajuna|f|train viaduct steam magic school journey',
    'The Lord of the Rings|指輪物語/ロード・オブ・ザ・リング|Властелин колец|O Senhor dos Anéis|Taru sormusten herrasta|f|ring quest mountain fire journey',
    'The Hobbit|ホビットの冒険|Хоббит|O Hobbit|Hobitti|f|dragon treasure mountain journey home',
    'Pirates of the Caribbean|パイレーツ・オブ・カリビアン|Пираты Карибского моря|Piratas das Caraíbas|Pirates of the Caribbean|f|pirate ship sea treasure',
    'Night on the Galactic Railroad|銀河鉄道の夜|Ночь в поезде на Млечном Пути|Noite no Comboio da Via Láctea|Linnunradan junayö|f|train stars night sky journey',
    'Your Name|君の名は。|Твоё имя|Your Name|Your Name|f|comet stars sky two people',
    'Akira|AKIRA|Акира|Akira|Akira|f|city motorcycle future',
    'Doraemon|ドラえもん/どこでもドア|Дораэмон|Doraemon|Doraemon|f|door anywhere robot cat gadget',
  ],
  // Books
  book: [
    'Narnia|ナルニア国物語/ナルニア|Хроники Нарнии/Нарния|As Crónicas de Nárnia/Nárnia|Narnian tarinat/Narnia|f|wardrobe door another world lion snow lamppost',
    'Alice in Wonderland|不思議の国のアリス|Алиса в Стране чудес|Alice no País das Maravilhas|Liisa Ihmemaassa|f|rabbit hole key door tea party cat',
    'the Mad Hatter|いかれ帽子屋|Безумный Шляпник|o Chapeleiro Louco|Hullu Hatuntekijä|f|hat tea party teapot teacup madness',
    "Gulliver's Travels|ガリヴァー旅行記|Путешествия Гулливера|As Viagens de Gulliver|Gulliverin matkat|f|giant tiny people island floating ship voyage",
    'Robinson Crusoe|ロビンソン・クルーソー|Робинзон Крузо|Robinson Crusoé|Robinson Crusoe|f|island shipwreck alone castaway hut',
    'Treasure Island|宝島|Остров сокровищ|A Ilha do Tesouro|Aarresaari|f|island treasure pirates map ship',
    'Moby Dick|モビー・ディック|Моби Дик|Moby Dick|Moby Dick|f|whale white sea captain hunt',
    'Twenty Thousand Leagues Under the Sea|海底二万里|Двадцать тысяч льё под водой|Vinte Mil Léguas Submarinas|Sukelluslaivalla maapallon ympäri|f|submarine ocean deep sea octopus',
    'The Swiss Family Robinson|スイスのロビンソン|Швейцарский Робинзон|Os Robinsons Suíços|Sveitsiläinen Robinson|f|treehouse island shipwreck family',
    'Anne of Green Gables|赤毛のアン|Энн из Зелёных Мезонинов|Ana dos Cabelos Ruivos|Annan nuoruusvuodet|f|orphan girl farmhouse imagination',
    "Charlotte's Web|シャーロットのおくりもの|Паутина Шарлотты|A Teia de Carlota|Lotta-hämähäkin verkko|f|spider web pig farm friendship",
    'Winnie-the-Pooh|くまのプーさん|Винни-Пух|Winnie the Pooh|Nalle Puh|f|bear honey balloon forest friends',
    'Frankenstein|フランケンシュタイン|Франкенштейн|Frankenstein|Frankenstein|f|monster lightning creation laboratory',
    'Dracula|ドラキュラ|Дракула|Drácula|Dracula|f|vampire castle bats night blood',
    'The Great Gatsby|グレート・ギャツビー|Великий Гэтсби|O Grande Gatsby|Kultahattu|f|green light party mansion dream wealth',
    'To the Lighthouse|灯台へ|На маяк|Rumo ao Farol|Majakalle|f|lighthouse sea family time',
    'Don Quixote|ドン・キホーテ|Дон Кихот|Dom Quixote|Don Quijote|f|windmills knight horse madness dream',
    'Frankenstein’s monster|フランケンシュタインの怪物|чудовище Франкенштейна|o monstro de Frankenstein|Frankensteinin hirviö|f|monster creature stitched lonely',
    'The Master and Margarita|巨匠とマルガリータ|Мастер и Маргарита|O Mestre e Margarida|Saatana saapuu Moskovaan|f|black cat devil moon moscow witch flying',
    'Anna Karenina|アンナ・カレーニナ|Анна Каренина|Ana Karénina|Anna Karenina|f|train railway station tragic love',
    'I Am a Cat|吾輩は猫である|Ваш покорный слуга кот|Eu Sou um Gato|Minä olen kissa|f|cat watching people rooftop',
    'the whale cloud/Kujiragumo|くじらぐも|облако-кит|a nuvem-baleia|valaspilvi|f|whale cloud sky flying',
    'The Moomins|ムーミン|Муми-тролли|Os Moomins|Muumit|f|valley troll family house winter',
    'The Kalevala|カレワラ|Калевала|Kalevala|Kalevala|f|epic sampo song hero north',
    'Pippi Longstocking|長くつ下のピッピ|Пеппи Длинныйчулок|Pippi das Meias Altas|Peppi Pitkätossu|f|girl strong horse villa braids',
    'Nils Holgersson|ニルスのふしぎな旅|Путешествие Нильса с дикими гусями|Nils Holgersson|Peukaloisen retket|f|boy tiny flying geese journey',
    'Karlsson on the Roof/Karlsson-on-the-Roof/Carlson on the roof|やねの上のカールソン|Малыш и Карлсон|Karlsson no Telhado|Katto-Kassinen/Katolla asuva Karlsson|f|propeller roof flying friend',
    'Cheburashka|チェブラーシカ|Чебурашка|Cheburashka|Tsheburashka|f|big ears friend orange box',
    'Hedgehog in the Fog|霧の中のハリネズミ|Ёжик в тумане|O Ouriço no Nevoeiro|Siili sumussa|f|fog hedgehog forest lost horse',
    'The Scarlet Sails|緋色の帆|Алые паруса|As Velas Escarlates|Purppuraiset purjeet|f|red sails ship sea waiting dream',
    'The Humpbacked Horse|せむしの小馬|Конёк-Горбунок/чудо-юдо рыба-кит|O Cavalinho Corcunda|Kyttyräselkäinen hevonen|f|magic horse whale firebird tsar',
    'the learned cat|学者猫|кот учёный|o gato sábio|oppinut kissa|f|cat tree chain tales lukomorye',
    'Baba Yaga|バーバ・ヤーガ|Баба-яга|Baba Yaga|Baba Jaga|f|witch hut chicken legs forest',
    'Kashchei the Deathless|不死身のコシチェイ|Кощей Бессмертный|Koschei, o Imortal|Kuolematon Koštšei|f|death needle egg castle villain',
    'Sadko|サドコ|Садко|Sadko|Sadko|f|musician sea king underwater',
    'Lukomorye|ルコモリエ|у лукоморья дуб зелёный|a enseada encantada|Lukomorje|f|oak tree cat chain seashore tales',
  ],
  // Myths, legends, religious stories
  myth: [
    'Icarus|イカロス|Икар|Ícaro|Ikaros|f|wings sun falling flying wax',
    'Sisyphus|シーシュポス|Сизиф|Sísifo|Sisyfos|f|rock hill pushing endless futile',
    'Charon/the ferryman|カロン/渡し守|Харон/перевозчик|Caronte/o barqueiro|Kharon/lautturi|f|ferryman boat river dead lantern crossing',
    'the River Styx/Styx|三途の川|Стикс|o rio Estige/Estige|Styx|f|river dead boat underworld crossing',
    'Orpheus|オルフェウス|Орфей|Orfeu|Orfeus|f|lyre music underworld looking back',
    'Atlas|アトラス|Атлант|Atlas|Atlas|f|carrying world shoulders burden sky',
    'Narcissus|ナルキッソス|Нарцисс|Narciso|Narkissos|f|reflection water mirror vanity flower',
    'Medusa|メドゥーサ|Медуза Горгона|Medusa|Medusa|f|snakes stone gaze monster',
    'Prometheus|プロメテウス|Прометей|Prometeu|Prometheus|f|fire gift punishment eagle',
    'Jonah and the whale|ヨナと鯨|Иона во чреве кита|Jonas e a baleia|Joona ja valas|f|whale swallowed sea prophet',
    'Jacob’s ladder|ヤコブの梯子|лестница Иакова|a escada de Jacó|Jaakobin tikkaat|f|ladder stairs heaven angels dream clouds',
    'the tree of knowledge|知恵の木/知恵の実|древо познания|a árvore do conhecimento|tiedon puu|f|tree apple knowledge book learning',
    'the Flying Dutchman|さまよえるオランダ人|Летучий голландец|o Holandês Voador|Lentävä hollantilainen|f|ghost ship sea fog cursed',
    'Urashima Taro|浦島太郎|Урасима Таро|Urashima Taro|Urashima Taro|f|turtle sea palace box time old',
    'Momotaro|桃太郎|Момотаро|Momotaro|Momotaro|f|peach boy demons island',
    'the tanabata stars|七夕/織姫と彦星|Танабата|Tanabata|Tanabata|f|stars lovers milky way wish',
    'koinobori|鯉のぼり|кои-нобори|koinobori|koinobori|f|carp streamers fish flying sky wind',
    'bakeneko|化け猫|кот-оборотень|gato-fantasma|kummituskissa|f|cat monster ghost night moon',
    'the rabbit in the moon|月のうさぎ|лунный заяц|o coelho da lua|kuun jänis|f|rabbit moon full night',
    'the Sampo|サンポ|Сампо|o Sampo|Sampo|f|mill magic treasure north',
    'Väinämöinen|ワイナミョイネン|Вяйнямёйнен|Väinämöinen|Väinämöinen|f|old singer kantele boat magic',
  ],
  // Fairy tales
  tale: [
    'Goldilocks|3びきのくま|Три медведя|a Caracóis Dourados|Kultakutri|f|three bears porridge chairs beds',
    'Rumpelstiltskin|ルンペルシュティルツヒェン|Румпельштильцхен|Rumpelstiltskin|Tittelintuure|f|spinning gold straw name',
    'Bluebeard|青ひげ|Синяя Борода|o Barba Azul|Siniparta|f|forbidden door key secret room',
    'the Town Mouse and the Country Mouse|町のネズミと田舎のネズミ|Городская мышь и деревенская мышь|o Rato do Campo e o Rato da Cidade|Kaupunkihiiri ja maalaishiiri|f|mice city countryside',
  ],
  // Songs and pieces
  song: [
    'Space Oddity/Major Tom|スペイス・オディティ/トム少佐|Майор Том|Major Tom|Majuri Tom|f|astronaut space floating planet ground control',
    'Highway to Hell|地獄のハイウェイ|Дорога в ад|Auto-estrada para o Inferno|Highway to Hell|f|road hell fire red rock',
    'What a Wonderful World|この素晴らしき世界|Какой чудесный мир|Que Mundo Maravilhoso|Ihmeellinen maailma|f|trees roses sky wonder',
    'Blue Moon|ブルー・ムーン|Голубая луна|Lua Azul|Sininen kuu|f|moon blue alone night love',
    'Moon River|ムーン・リバー|Лунная река|Moon River|Kuujoki|f|moon river dreamer drifting',
    'Ue o Muite Arukō|上を向いて歩こう|Смотри вверх, когда идёшь|Sukiyaki|Sukiyaki|f|looking up walking tears stars',
    'Amazing Grace|アメイジング・グレイス|О благодать|Maravilhosa Graça|Armo ihmeellinen|f|lost found blind see grace',
  ],
  // Sayings and idioms with a picture
  saying: [
    'the bird has flown|鳥は飛び去った|птичка улетела|o passarinho fugiu|lintu lensi|f|empty cage escape gone bird',
    'to promise the moon|月を約束する|обещать луну с неба/достать луну с неба|prometer a lua|luvata kuu taivaalta|f|moon promise impossible ladder reaching',
    'a light in the darkness|闇の中の光|свет во тьме|uma luz na escuridão|valo pimeydessä|f|light darkness lighthouse lantern hope guide',
    'learning is light|学びは光|ученье — свет, а неученье — тьма|o saber é luz|tieto on valoa|f|book learning knowledge light tree',
    'time waits for no one|歳月人を待たず|время не ждёт|o tempo não espera por ninguém|aika ei odota ketään|f|time clock passing hourglass hurry',
    'ten past ten|十時十分|десять минут одиннадцатого|dez e dez|kymmentä yli kymmenen|f|clock hands time tower',
    'no man is an island|人は孤島にあらず|человек не остров|nenhum homem é uma ilha|kukaan ei ole saari|f|island alone people together',
    'a ship in a bottle|瓶の中の船|корабль в бутылке|um barco dentro de uma garrafa|pullolaiva|f|bottle ship sail glass patience',
    'shoot for the moon|月を目指せ|целься в луну|apontar à lua|tähtää kuuhun|f|moon ladder aim ambition',
    'the key to the heart|心の鍵|ключ к сердцу|a chave do coração|avain sydämeen|f|key heart love lock open',
    'a skeleton key|合鍵|отмычка|uma chave-mestra|yleisavain|f|key lock open door secret',
    'the road home|帰り道|дорога домой|o caminho de casa|kotimatka/matka kotiin|f|road home journey return train',
    'winter is coming|冬来たる|зима близко|o inverno está a chegar|talvi on tulossa|f|winter cold bare tree dark',
    'something wicked this way comes|何かが道をやってくる|что-то страшное грядёт|algo maléfico vem aí|jotain pahaa on tulossa|f|ominous dark dread storm dead tree red',
    'I know why the caged bird sings|歌え、翔べない鳥たちよ|я знаю, почему птица в клетке поёт|eu sei porque canta o pássaro na gaiola|tiedän miksi häkkilintu laulaa|f|caged bird singing freedom cage sun',
  ],
};

export const referencesLines: readonly string[] = Object.values(referencesByKind).flat();

/**
 * References known to most players in a few of the room languages only (a Russian fairy tale, a
 * Japanese festival, the Finnish epic), by their English text: a storyteller says one only in a
 * room of those languages ("Lukomorye" in an English room points at nothing anyone knows).
 */
export const knownOnlyIn: Readonly<Record<string, readonly Lang[]>> = {
  'Night on the Galactic Railroad': ['ja'],
  'the whale cloud': ['ja'],
  'I Am a Cat': ['ja'],
  'Your Name': ['ja'],
  Doraemon: ['ja'],
  'Urashima Taro': ['ja'],
  Momotaro: ['ja'],
  'the tanabata stars': ['ja'],
  koinobori: ['ja'],
  bakeneko: ['ja'],
  'the rabbit in the moon': ['ja'],
  'the princess from the moon': ['ja'],
  'Ue o Muite Arukō': ['ja'],
  'The Kalevala': ['fi', 'ru'],
  'the Sampo': ['fi'],
  Väinämöinen: ['fi'],
  'The Moomins': ['fi', 'ja', 'ru'],
  'Nils Holgersson': ['fi', 'ja', 'ru'],
  'Karlsson on the Roof': ['fi', 'ru'],
  Cheburashka: ['ru', 'ja'],
  'Hedgehog in the Fog': ['ru', 'ja'],
  'The Scarlet Sails': ['ru'],
  'The Humpbacked Horse': ['ru'],
  'the learned cat': ['ru'],
  'Baba Yaga': ['ru', 'fi'],
  'Kashchei the Deathless': ['ru'],
  Sadko: ['ru'],
  Lukomorye: ['ru'],
  'a hut on chicken legs': ['ru', 'fi'],
  'The Master and Margarita': ['ru'],
};
