import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the stage: music, puppets, magic and performance (`set-stage.ts` in packages/deck). */
export const stageSceneClues: readonly SceneClues[] = [
  {
    // Conducting the sea (a storm) like an orchestra from a little podium, the world rising to the baton.
    shows: /\bconducts (?:the sea|a storm) like an orchestra\b/,
    clues: [
      'call the tune',
      'crescendo',
      'Mother Nature',
      'the sorcerer’s apprentice',
      'master of the elements|自然を操る者|повелитель стихий|senhor dos elementos|luonnonvoimien valtias|f|power nature control command elements',
      'fortissimo!|フォルティッシモ！|фортиссимо!|fortíssimo!|fortissimo!|f|loud music power crescendo climax',
      'the grand finale|グランドフィナーレ|грандиозный финал|o grande final|suuri finaali|f|finale climax performance end spectacular',
    ],
  },
  {
    shows: /\bconducts a storm like an orchestra\b/,
    clues: [
      'thunderous applause|割れんばかりの拍手|гром аплодисментов|uma salva de palmas estrondosa|myrskyisät suosionosoitukset|f|applause ovation loud audience success',
    ],
  },
  {
    // A crocodile sawn in half in a magician's box, the two halves walking off on their own legs.
    shows: /\bhas sawn a crocodile in half in a magic box\b/,
    clues: [
      'abracadabra',
      'the show must go on',
      'going our separate ways|それぞれの道へ|каждый своей дорогой|cada um para o seu lado|kumpikin omaan suuntaansa|f|parting split separate ways divorce break up',
      'my better half|私の片割れ|моя вторая половинка|a minha cara-metade|parempi puoliskoni|f|partner love half couple marriage',
      'that wasn’t supposed to happen|こんなはずじゃなかった|так не задумывалось|não era suposto acontecer|tämän ei pitänyt käydä näin|f|mistake accident surprise plan gone wrong',
      'a clean break|きっぱりとした別れ|окончательный разрыв|uma rutura limpa|puhdas pesäero|f|break up end separation decisive',
    ],
  },
  {
    // Blowing a tuba, and autumn leaves (butterflies) pouring out of its bell instead of notes.
    shows: /\bplays the tuba, and (?:autumn leaves|butterflies) pour out of it\b/,
    clues: [
      'music to my ears',
      'a feast for the eyes',
      'a breath of fresh air',
      'the sound of colours|色が聞こえる|звучание красок|o som das cores|värien sointi|f|synaesthesia colour sound music senses hear see',
      'play it loud!|思いっきり鳴らせ！|громче!|toca mais alto!|soita kovempaa!|f|loud music joy play exuberant',
    ],
  },
  {
    shows: /\bplays the tuba, and autumn leaves pour out of it\b/,
    clues: ['the wind of change'],
  },
  {
    // A wooden marionette on a beam works the strings of its own puppeteer, dangling below.
    shows: /\bdangles on strings from a beam where its own wooden puppet sits\b/,
    clues: [
      'the tables have turned',
      'Pinocchio',
      'all the world’s a stage',
      'hanging by a thread',
      'who’s in charge here?|ここのボスは誰？|кто здесь главный?|quem manda aqui?|kuka täällä määrää?|f|control power boss reversal command',
      'a taste of your own medicine|自業自得|за что боролись, на то и напоролись|prova do teu próprio remédio|omaa lääkettään|f|revenge reversal deserved justice payback',
      'a role reversal|あべこべの役回り|смена ролей|inversão de papéis|roolien vaihto|f|swap roles reversal switch upside down',
      'the creature turns on its creator|創造主にそむく被造物|творение восстаёт против творца|a criatura vira-se contra o criador|luomus kääntyy luojaansa vastaan|f|creator creation rebellion frankenstein reversal',
    ],
  },
  {
    // A ventriloquist's hand clamped over a shut mouth while the dummy on the knee talks on.
    shows: /\bthe ventriloquist’s dummy on the knee goes on talking by itself\b/,
    clues: [
      'a mind of its own',
      'silence is golden',
      'the show must go on',
      'I didn’t say a word!|私は何も言ってない！|я тут ни при чём, я молчал!|eu não disse nada!|minä en sanonut mitään!|f|innocent denial blame speak silence',
      'the voice inside|内なる声|внутренний голос|a voz interior|sisäinen ääni|f|inner voice conscience self other speak',
      'out of control|制御不能|вышел из-под контроля|fora de controlo|käsistä karannut|f|control lose wild independent',
      'who’s talking now?|今しゃべってるのは誰？|а кто это говорит?|quem é que está a falar?|kukas se siinä puhuu?|f|voice speak mystery who identity',
    ],
  },
  {
    // A performer bowing low at the footlights to an audience of snails, one holding up a rose.
    shows: /\btakes a deep bow before an audience of snails\b/,
    clues: [
      'better late than never',
      'the show must go on',
      'a faithful audience|忠実な観客|верная публика|um público fiel|uskollinen yleisö|f|loyal fans audience few devoted',
      'a standing ovation … in slow motion|スローモーションのスタンディングオベーション|овации в замедленной съёмке|uma ovação em câmara lenta|hidastettu seisova suosionosoitus|f|applause slow audience success funny',
      'take a bow!|さあ、おじぎを！|поклон!|faça uma vénia!|kumarrus!|f|bow applause end performance pride',
      'small but devoted|小さくても熱心|немного, зато преданные|poucos mas bons|pieni mutta uskollinen|f|few loyal devoted fans small',
      'the critics are slow to warm up|評論家はなかなか温まらない|критики раскачиваются долго|a crítica demora a aquecer|kriitikot lämpenevät hitaasti|f|critics slow audience reception patience',
    ],
  },
  {
    // An opera singer, head back and arms wide, whose high note bursts a chandelier of icicles.
    shows: /\bsings a note so high that the chandelier of icicles overhead bursts apart\b/,
    clues: [
      'music that makes the walls tremble|壁まで震わせる歌声|от этого пения дрожат стены|uma voz que faz tremer as paredes|seiniä järisyttävä laulu|f|loud music power voice singing awe',
      'break the ice',
      'the grand finale',
      'bring the house down|大喝采を浴びる|сорвать овации|deitar a casa abaixo|saada yleisö haltioihinsa|f|success applause triumph show stage',
      'swan song',
      'encore!',
      'a chill down the spine',
      'the prima donna|プリマドンナ|примадонна|a prima-dona|primadonna|f|star diva pride performer fame',
      'the diva’s moment|ディーヴァの見せ場|звёздный час примадонны|o momento da diva|primadonnan hetki|f|diva star glory performance pride',
    ],
  },
];
