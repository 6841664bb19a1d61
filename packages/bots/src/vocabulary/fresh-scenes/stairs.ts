import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of stairwells, lifts and trains: the ways up, down and through a house and a town (`set-stairs.ts` in packages/deck). */
export const stairsSceneClues: readonly SceneClues[] = [
  {
    // A steam train comes out of a tunnel in a papered living room's wall and runs over the
    // carpet, and in her armchair before it the old lady knits on as if it came every evening.
    shows: /\bknits an? (?:scarf|jumper) in the armchair\b.*\bthrough the living room\b/,
    clues: [
      'keep calm and carry on',
      'like clockwork',
      'nerves of steel',
      'life goes on|人生は続く|жизнь продолжается|a vida continua|elämä jatkuu|f|continue calm keep going time passes',
      'business as usual|いつもの光景|всё как обычно|tudo como de costume|arki jatkuu entiseen tapaan|a|routine normal ordinary habit unbothered',
    ],
  },
  {
    // The lift's doors slide open on the sea floor and the attendant, a hand on the door, bows a
    // big fish in, two small ones waiting their turn behind it.
    shows: /\bholds the lift door open on the sea floor\b/,
    clues: [
      'good manners cost nothing|礼儀にお金はかからない|вежливость ничего не стоит|a educação não custa nada|kohteliaisuus ei maksa mitään|f|polite manners courtesy kind welcome',
      'service with a smile|笑顔のおもてなし|обслуживание с улыбкой|atendimento com um sorriso|palvelua hymyssä suin|a|service polite smile welcome job duty',
      'the customer is always right',
      'Twenty Thousand Leagues Under the Sea',
    ],
  },
  {
    // Dozing in a night train's seat by the window, the head fallen back, while a glowing whale
    // swims out of the sleeper's head, over the let-down pane and off into the night. (Words of
    // sleep and dreams are the card's own: the clues say it otherwise.)
    shows: /\bdozes by the window of a night train while a whale swims out of\b/,
    clues: ['the land of nod', 'the Sandman', 'over the hills and far away'],
  },
  {
    // The same, and what floats out of the head is a little house with its windows lit, going
    // back the way the train came.
    shows: /\bdozes by the window of a night train while a little house\b/,
    clues: ['the land of nod', 'the Sandman', 'castle in the air'],
  },
  {
    // The same, and it is a lighthouse, its lamp lit, sailing off over the hills going by.
    shows: /\bdozes by the window of a night train while a lighthouse sails out of\b/,
    clues: ['the land of nod', 'the Sandman', 'over the hills and far away'],
  },
  {
    // Up to bed with a candle against a river pouring down the stairs from under the bedroom
    // door, over every step like a weir, while salmon leap up the falls alongside.
    shows: /\bclimbs the stairs to bed against a river pouring down them\b/,
    clues: [
      // Not "against the current": review -s heard it told of every rising thing (enjoyment-faults).
      'an uphill battle|骨の折れる戦い|тяжёлая борьба|uma batalha difícil|ylämäkeen taistelu|f|struggle effort hard persist uphill',
      'everything flows',
      'the long way home',
      'no rest for the wicked',
    ],
  },
  {
    // A staircase whose steps go from spring at the foot to snow at the top, a window a season
    // above each pair of steps, and someone halfway up in the falling autumn leaves.
    shows: /\bclimbs a staircase whose steps go from spring\b/,
    clues: [
      'the autumn of life|人生の秋|осень жизни|o outono da vida|elämän syksy|f|age years later life grey middle passing',
      'to everything there is a season|何事にも時がある|всему свой срок|tudo tem o seu tempo|kaikella on aikansa|f|time turn change ecclesiastes patience',
      'time waits for no one',
      'old age',
      'the circle of life',
      // The card's own words (season, autumn, time, old, year) are its concepts, never its clues.
      'from cradle to grave|ゆりかごから墓場まで|от колыбели до могилы|do berço à cova|kehdosta hautaan|f|life lifetime birth death whole ages',
      'the seven ages of man|人生の七つの段階|семь возрастов человека|as sete idades do homem|ihmisen seitsemän ikäkautta|f|life stages ages shakespeare growing',
      'in the blink of an eye',
    ],
  },
  {
    // A night train whose carriages are little houses on wheels, chimneys smoking, winding up a
    // hill behind its engine, and someone waving from the back porch of the last one.
    shows: /\bfrom the back porch of a night train whose carriages are little houses\b/,
    clues: [
      'home is where the heart is|家は心のあるところ|дом там, где сердце|o lar é onde está o coração|koti on siellä, missä sydän on|f|home heart belong love family',
      'the road goes ever on|道はどこまでも続く|а дорога всё дальше вдаль|a estrada segue sempre em frente|tie vie yhä eteenpäin|f|journey road on travel adventure tolkien',
      'leaving home',
      'a new chapter',
      'a fresh start',
    ],
  },
  {
    // Out of bed and at the banister of the gallery, looking down into the hall where animals in
    // evening dress dance a ball under the chandelier.
    shows: /\bfrom the banister as animals in evening dress dance a ball\b/,
    clues: [
      'up past midnight|夜ふかしの真夜中|не спит за полночь|acordado depois da meia-noite|valveilla yli puolenyön|f|late awake night sneak hidden',
      'a fly on the wall',
      'the midnight revels|真夜中のうたげ|полуночное веселье|a folia da meia-noite|keskiyön ilonpito|f|midnight revel merry hidden fun',
      'curiosity killed the cat',
      'when the cat’s away',
      'Alice in Wonderland',
    ],
  },
  {
    // Up the cellar steps with tonight's full moon in both arms, past racks where moons of every
    // phase are kept like cheeses.
    shows: /\bfull moon up the cellar steps, past racks where moons\b/,
    clues: [
      'waxing and waning|満ちては欠ける|то прибывает, то убывает|crescer e minguar|kasvaa ja hiipuu|f|change cycle grow shrink time return',
      'the stagehand of the sky|空の裏方|рабочий сцены небесного театра|o contrarregra do céu|taivaan näyttämömies|f|backstage hidden work sky duty',
      'behind the scenes',
      'like clockwork',
      'everything in its place',
      'the show must go on',
    ],
  },
];
