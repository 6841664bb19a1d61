import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of makers at work: crafts and trades practised on the wrong thing (`set-workshop.ts` in packages/deck). */
export const workshopSceneClues: readonly SceneClues[] = [
  {
    // A rainbow lying along a workbench, planed pale at one end, coloured shavings curling off.
    shows: /\bplanes a rainbow on a workbench\b/,
    clues: [
      'somewhere over the rainbow',
      'the daily grind',
      'a labour of love',
      'Pinocchio',
      'taking the shine off|水を差す|омрачить радость|tirar o brilho|viedä hohto|f|spoil dampen joy colour fade dull',
      'shaping a dream|夢を形にする|воплощать мечту|dar forma a um sonho|unelmaa muovaamassa|f|dream craft making shape hope build',
      'the colours of life|人生の彩り|краски жизни|as cores da vida|elämän värit|f|colour life joy variety',
      'smoothing the rough edges|角を取る|сгладить острые углы|limar as arestas|hioa särmät pois|f|smooth polish refine rough edges craft',
    ],
  },
  {
    // A cobbler kneeling at a centipede's tail, a boot for its last bare foot; the rest in boots.
    shows: /\bfits a centipede with a long row of tiny boots\b/,
    clues: [
      'step by step',
      'a labour of love',
      'the customer is always right|お客様は神様|клиент всегда прав|o cliente tem sempre razão|asiakas on aina oikeassa|f|customer service demand shop patience',
      'the shoemaker’s children go barefoot|紺屋の白袴|сапожник без сапог|em casa de ferreiro, espeto de pau|suutarin lapsilla ei ole kenkiä|f|irony craftsman neglect own family',
      'put your best foot forward|最善を尽くす|показать себя с лучшей стороны|dar o seu melhor|parhain jalka edellä|f|effort best impression start',
      'the patience of a saint|仏様のような辛抱強さ|ангельское терпение|uma paciência de santo|enkelin kärsivällisyys|f|patience endless calm tolerance',
    ],
  },
  {
    // A blacksmith holding a lightning bolt on an anvil with tongs, hammer raised, sparks flying.
    shows: /\bforges a lightning bolt on an anvil\b/,
    clues: [
      'strike while the iron is hot',
      'a bolt from the blue',
      'Prometheus',
      'play with fire',
      'the forge of the gods|神々の鍛冶場|кузница богов|a forja dos deuses|jumalten paja|f|gods myth power make thunder',
      'taming the untameable|手に負えないものを手なずける|укротить неукротимое|domar o indomável|kesyttää kesytön|f|tame wild control power nature',
    ],
  },
  {
    // A glassblower's bubble swelling at the pipe's end, a little house (a town) already inside.
    shows: /\bblows a glass bubble with (?:a little house|a whole little town) already inside it\b/,
    clues: [
      'castle in the air',
      'handle with care',
      'shaping a dream',
      'fragile happiness|はかない幸せ|хрупкое счастье|uma felicidade frágil|hauras onni|f|fragile happiness delicate precious passing',
      'in a world apart|別世界で|в другом мире|num mundo à parte|omassa maailmassaan|f|sheltered apart isolated cosy world',
      'with bated breath',
      'a world born of a breath|ひと息で生まれた世界|мир, рождённый из дыхания|um mundo nascido de um sopro|henkäyksestä syntynyt maailma|f|fragile world creation breath moment',
    ],
  },
  {
    // A potter at the wheel; the clay has risen into a little clay person pinching its maker's nose.
    shows: /\bthe clay stands up and pinches its maker’s nose\b/,
    clues: [
      'Frankenstein',
      'a mind of its own',
      'Pygmalion|ピグマリオン|Пигмалион|Pigmalião|Pygmalion|f|statue sculptor creation love alive',
      'led by the nose|鼻面を引き回される|водить за нос|levado pelo nariz|vedetään nenästä|f|control fooled trick led maker',
      'the creation outgrows its maker|作品がひとり歩きする|творение переросло творца|a obra supera o criador|luomus kasvaa tekijäänsä suuremmaksi|f|creation independent art maker surpass',
      'made in my image|我に似せて|по образу и подобию|à minha imagem|minun kuvakseni|f|creation likeness maker god image',
    ],
  },
  {
    // A tailor up a ladder on a lighthouse, a tape measure held round the tower for its coat.
    shows: /\bmeasures a lighthouse for a coat\b/,
    clues: [
      'a tall order',
      'a labour of love',
      'one size fits all|フリーサイズ|один размер на всех|tamanho único|yksi koko sopii kaikille|f|size fit everyone same generic',
      'warming a lonely heart|孤独な心を温める|согреть одинокое сердце|aquecer um coração solitário|lämmittää yksinäistä sydäntä|f|lonely warmth care kindness',
      'dressed for the storm|嵐に備えた装い|одет по погоде|vestido para a tempestade|pukeutunut myrskyä varten|f|storm prepared warm protect weather',
    ],
  },
  {
    // A clockmaker with a loupe and tweezers at a ladybird opened like a watch, gears inside.
    shows: /\bmends a ladybird like a pocket watch\b/,
    clues: [
      'Mother Nature',
      'a labour of love',
      'like clockwork|時計のように正確に|работает как часы|certinho como um relógio|toimii kuin kello|f|smooth regular reliable working',
      'the devil is in the details|神は細部に宿る|дьявол кроется в деталях|o diabo está nos detalhes|paholainen piilee yksityiskohdissa|f|detail care small precise',
      'what makes it tick|何がそれを動かすのか|что у него внутри|o que o faz funcionar|mikä sitä pitää käynnissä|f|motive inner working mechanism secret',
    ],
  },
  {
    // A locksmith kneeling at a lock set in a great tree's trunk, light round a door in the bark.
    shows: /\bkneels to pick a lock set into the trunk of a great tree\b/,
    clues: [
      'open sesame',
      'behind closed doors',
      'curiosity killed the cat',
      'Alice in Wonderland',
      'nature keeps her secrets|自然は秘密を明かさない|природа хранит свои тайны|a natureza guarda os seus segredos|luonto pitää salaisuutensa|f|nature secret mystery hidden forest',
      'breaking and entering|不法侵入|взлом с проникновением|arrombamento|murtautuminen|f|burglary crime trespass break in',
      'the door to another world|異世界への扉|дверь в другой мир|a porta para outro mundo|ovi toiseen maailmaan|f|portal fantasy other world passage magic',
      'patience is a virtue|忍耐は美徳|терпение — добродетель|a paciência é uma virtude|kärsivällisyys on hyve|f|patience wait virtue slow calm',
    ],
  },
  {
    // A sculptor and the stone double rising from its block, each with hammer and chisel on the other.
    shows: /\bthe statue carves its sculptor back out of the stone\b/,
    clues: [
      'Pygmalion',
      'know thyself',
      'the creature turns on its creator',
      'a self-made man|たたき上げ|человек, который сделал себя сам|um homem que se fez a si próprio|itse tehty mies|f|self made success effort own work',
      'a chip off the old block|親譲り|весь в отца|tal pai, tal filho|isäänsä tullut|f|likeness family resemblance heir copy',
      'the chicken or the egg?|鶏が先か卵が先か|курица или яйцо?|o ovo ou a galinha?|muna vai kana?|f|paradox first origin cause circle',
      'we shape each other|互いに形づくり合う|мы лепим друг друга|moldamo-nos um ao outro|muovaamme toisiamme|f|mutual influence relationship change shape',
    ],
  },
];
