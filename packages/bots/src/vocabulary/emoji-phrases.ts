/**
 * Emoji as people use them: known forms with a set reading (🙈🙉🙊 "see no evil", 🔥🐶 "this is
 * fine", 🐘 "the elephant in the room"), each with the situations and feelings of a card it fits.
 * Read blind, every emoji clue the bot drew for itself was either an inventory of its card's
 * things (🎈🍄, 🏃⚓) or a rebus with no set reading (📚👹, 💰🙋‍♂️): the emoji bot now says one of
 * these forms when its card shows the situation (`fits`), and words like the other bots when none
 * does.
 *
 * `fits` is a pattern over the card's idea sentence (English, lower case: "a calm old woman waters
 * a bomb growing in a flowerpot in a street"), which the deck's composer writes from the card's
 * drawn elements — the figure's feeling, who it is, what it does with what, where, and the twist —
 * so a form is matched against what the picture shows, not against word vectors. `unless` names
 * what would turn the form into a label of the card (💔 where a heart is drawn, 🌈☔ where the
 * umbrella is) or contradict it.
 */
export interface EmojiPhrase {
  /** The emoji, as people type them. */
  readonly emoji: string;
  /** The phrase or feeling they are known for, in English. */
  readonly says: string;
  /** English words carrying the meaning (what a listener reads: not the emoji's names). */
  readonly anchor: string;
  /** The situations or feelings of a card it fits: a pattern over the card's idea sentence. */
  readonly fits: RegExp;
  /** What on the card would make it a label of the card's things, or contradict it. */
  readonly unless?: RegExp;
}

/** Feelings of the idea sentence as the composer writes them (its first adjective). */
const fearful = String.raw`(?:frightened|astonished)`;

const forms: readonly EmojiPhrase[] = [
  {
    emoji: '🙈🙉🙊',
    says: 'see no evil, hear no evil, speak no evil',
    anchor: 'ignore deny blind silent refuse look away secret',
    fits: new RegExp(
      String.raw`\b${fearful} [\w ]+ hides from\b|\bwhispers a secret into a (?:mask|skull)\b`,
    ),
  },
  {
    emoji: '🫣',
    says: 'peeking through my fingers',
    anchor: 'peek afraid scared hide look dare',
    fits: /\bhides from\b|\bfrightened\b.*\beyes watch from the dark\b|\bpeers through a keyhole\b/,
  },
  {
    emoji: '🐘',
    says: 'the elephant in the room',
    anchor: 'elephant room obvious ignored huge problem unspoken',
    fits: /^(?=.*\b(?:as big as a house|behind a giant)\b)(?=.*\bin an? (?:bedroom|kitchen|library|attic|train carriage)\b)/,
  },
  {
    emoji: '🔥🐶☕',
    says: 'this is fine',
    anchor: 'fine calm denial disaster pretend ignore danger',
    fits: /^an? calm\b.*(?:\bbomb\b|\beyes watch from the dark\b|\bshadow on the wall is a (?:wolf|dragon|giant|witch)\b|\bspider\b|\boctopus\b)/,
    unless: /\bfire\b|\bdog\b|\bteacup\b/,
  },
  {
    emoji: '🤫',
    says: 'shh, it’s a secret',
    anchor: 'secret quiet hush silence confide',
    // Sneaking about; not the secret whispered, which the card draws (🤐 promises to keep it).
    fits: /\bmischievous\b.*\b(?:follows|hides from)\b/,
  },
  {
    emoji: '🤐',
    says: 'my lips are sealed',
    anchor: 'secret sealed silent promise keep quiet',
    fits: /\bwhispers a secret into\b/,
  },
  {
    emoji: '☕👀',
    says: 'spill the tea',
    anchor: 'gossip secret rumour tell scandal',
    fits: /\bwhispers a secret into\b|\bputs an ear to\b/,
    unless: /\btea(?:cup|pot)?s?\b|\beyes\b/,
  },
  {
    emoji: '🍿',
    says: 'grab the popcorn',
    anchor: 'watch drama spectacle show unfold entertain',
    fits: /\bwatches\b/,
  },
  {
    emoji: '🍵',
    says: 'but that’s none of my business',
    anchor: 'indifferent calm sip tea business ignore',
    // Someone calm who ignores what goes on beside them: eyes in the dark, a shadow or a mirror
    // showing someone else (read blind, 🍵 on any calm card with a twist fitted nothing).
    fits: /^an? calm\b.*\b(?:eyes watch from the dark|the shadow on the wall is|the mirror beside them shows)\b/,
    unless: /\btea(?:cup|pot)?s?\b/,
  },
  {
    emoji: '🌚',
    says: 'sneaky, up to something',
    anchor: 'sneaky mischief night sly grin scheming',
    fits: /\bmischievous\b.*\b(?:follows|hides from|in the middle of the night)\b/,
    unless: /\bmoon\b/,
  },
  {
    emoji: '😈',
    says: 'up to no good',
    anchor: 'mischief naughty devilish prank trouble',
    // Mischief done, not the mischievous face alone (drawn on every mischievous card: a label).
    fits: /^an? mischievous\b.*\b(?:bomb|fishes|digs up|feeds|cuts a door out of the sky|peers through a keyhole|wears)\b/,
  },
  {
    emoji: '🥷',
    says: 'stealth mode',
    anchor: 'stealth sneak ninja silent unseen',
    fits: /\bmischievous\b.*\bfollows\b|\bhides from\b.*\bin the middle of the night\b/,
  },
  {
    emoji: '🕵️',
    says: 'on the case',
    anchor: 'detective follow trail clue investigate',
    fits: /\b(?:determined|mischievous)\b[\w ]+ follows\b/,
  },
  {
    emoji: '🥀',
    says: 'a wilted rose',
    anchor: 'sorrow loss melancholy fading wilted',
    fits: /^an? (?:grieving|wistful)\b.*\b(?:lets go of|waits on|plants)\b/,
    unless: /\b(?:rose|flower)s?\b/,
  },
  {
    emoji: '🎻',
    says: 'the world’s smallest violin',
    anchor: 'pity sad sulk self-pity sorry',
    fits: /^an? grieving\b.*\b(?:hugs|holds up|sits|waits)\b/,
    unless: /\bviolin\b/,
  },
  {
    emoji: '🧊🏔️',
    says: 'the tip of the iceberg',
    anchor: 'tip iceberg hidden beneath more depth',
    fits: /\bfishes (?:an?|the) .* out of\b|\bdigs up\b/,
    unless: /\bice\b|\bsnow\b/,
  },
  {
    emoji: '🐟💧',
    says: 'a fish out of water',
    anchor: 'misfit out of place awkward stranger',
    fits: /\ba fish\b.*\b(?:in a (?:desert|street|meadow|forest|kitchen|library|bedroom|train carriage|attic)|on a (?:rooftop|staircase|theatre stage)|above the clouds|in the snow|on an ice field)\b/,
    unless: /\bwaters\b|\bbottom of the sea\b|\bshore\b/,
  },
  {
    emoji: '🐇🕳️',
    says: 'down the rabbit hole',
    anchor: 'rabbit hole wonderland curiosity lost deeper strange',
    fits: /\bout of a hole\b|\bthe hole a spinning top has drilled\b|\bopens a door onto\b|\bcuts a door out of the sky\b|\bpeers through a keyhole\b|\bfollows an? [\w ]+ who carries\b.*\beverything around floats\b|\bpuddle that runs on under the ground\b|\bpeers down a stairway that goes down into the sand\b/,
    unless: /\brabbit\b/,
  },
  {
    emoji: '⏳',
    says: 'waiting…',
    anchor: 'waiting patience time slow wait',
    // Waiting for a hatching, not the wait on a suitcase the card draws.
    fits: /\bwatches an? \w+ hatch\b/,
    unless: /\bhourglass\b|\bclock\b/,
  },
  {
    emoji: '🕰️⏳',
    says: 'time is running out',
    anchor: 'deadline hurry late time running out',
    // A lit bomb's fuse, not a chase (read on fresh boards, 🕰️⏳ for any hat chased said little).
    fits: /\bbomb\b/,
    unless: /\bhourglass\b|\bclock\b/,
  },
  {
    emoji: '🏃💨',
    says: 'gotta go fast',
    anchor: 'hurry dash rush chase fast',
    fits: /\bdetermined [\w ]+ runs after\b/,
  },
  {
    // A feather outweighing someone on a seesaw: the scales tip.
    emoji: '⚖️',
    says: 'the scales tip',
    anchor: 'weigh balance judgement decisive outweigh tipping',
    fits: /\bsits high up on a seesaw, outweighed by\b/,
  },
  {
    // A staircase into the sky that ends at a cloud: still being built.
    emoji: '🏗️',
    says: 'work in progress',
    anchor: 'unfinished construction progress building incomplete',
    fits: /\bclimbs a staircase into the sky that (?:stops in mid-air|ends at a cloud)\b/,
  },
  {
    // Any staircase climbed into the sky: the song's, heaven at the top.
    emoji: '😇',
    says: 'stairway to heaven',
    anchor: 'heaven stairway ascend afterlife song climb paradise',
    fits: /\bclimbs a staircase into the sky\b/,
  },
  {
    // Something held up to a hand from the sky: an offering, a gift (🤲 'palms up' says the
    // card's own 'up' and 'hand').
    emoji: '🎁',
    says: 'a gift for you',
    anchor: 'offering prayer plea give receive open palms',
    fits: /\bto a giant hand reaching down from the clouds\b/,
  },
  {
    // A darker self cast on the wall: the angel and the devil on one's shoulders.
    emoji: '😇😈',
    says: 'the angel and the devil inside',
    anchor: 'good evil inner conflict temptation dark side conscience',
    fits: /\bthe shadow on the wall is an? (?:wolf|witch|dragon|bear)\b/,
  },
  {
    // A small figure whose shadow is a knight, a king or a giant: the hero inside.
    emoji: '🦸',
    says: 'the hero inside',
    anchor: 'hero inner courage dream big ambition brave',
    fits: /\bthe shadow on the wall is an? (?:knight|king|giant)\b/,
  },
  {
    emoji: '🎭',
    says: 'two faces',
    anchor: 'mask role double pretend disguise identity',
    // A false face: the mirror shows a wolf or a fox. Read blind, 🎭 for any shadow or mirror (31
    // cards) was a generic emoji that fitted any card.
    fits: /\bthe mirror beside them shows an? (?:wolf|fox)\b/,
    unless: /\bmask\b|\btheatre stage\b/,
  },
  {
    emoji: '🌈☔',
    says: 'after the rain comes the rainbow',
    anchor: 'hope rain rainbow after storm comfort',
    fits: /\bshelters .* from the rain\b|^an? joyful\b.*\bthe rain falls upwards\b/,
    unless: /\bumbrella\b|\brainbow\b/,
  },
  {
    emoji: '🙃',
    says: 'the world upside down',
    anchor: 'upside down topsy-turvy absurd ironic',
    // Not the rain falling upwards: that world is drawn upside down.
    fits: /\beverything around floats in the air\b|\ba whale swims across the sky\b/,
  },
  {
    emoji: '🤯',
    says: 'mind blown',
    anchor: 'amazed astonished shock mind blown wonder',
    fits: /^an? (?:astonished|wide-eyed)\b.*(?:\bas big as a house\b|\bfloats in the air\b|\bwhale swims across the sky\b|\bhatch from an egg\b|\bcomes out of the canvas\b)/,
  },
  {
    emoji: '🐛🦋',
    says: 'a transformation',
    anchor: 'transformation change metamorphosis become grow',
    fits: /\bhatch from an egg\b|\bcomes out of the canvas\b/,
    unless: /\bbutterfl(?:y|ies)\b|\bcaterpillar\b/,
  },
  {
    emoji: '🤞🍀',
    says: 'fingers crossed',
    anchor: 'hope luck wish fingers crossed',
    fits: /\bwatches an? \w+ hatch\b|^an? (?:wistful|frightened|determined)\b.*\bwaits on a suitcase\b/,
  },
  {
    emoji: '🌠',
    says: 'make a wish',
    anchor: 'wish shooting star hope dream',
    fits: /\blets go of\b|\bblows soap bubbles\b|\bthrough a telescope\b/,
    unless: /\bstars?\b/,
  },
  {
    emoji: '🕊️',
    says: 'set free',
    anchor: 'freedom peace release free',
    fits: /\blets go of\b|\bopens a door onto\b/,
    unless: /\bbirds?\b|\bdove\b/,
  },
  {
    emoji: '🚀🌕',
    says: 'to the moon!',
    anchor: 'ambition sky high rise soar up',
    // Rising, not pulling a thing down from the sky (the opposite way).
    fits: /\bclimbs a ladder up to\b|\brides (?:an?|the) \w+ through the air\b/,
    unless: /\bmoon\b|\brocket\b/,
  },
  {
    emoji: '💪😤',
    says: 'you’ve got this',
    anchor: 'strength courage effort determined strong',
    fits: /^an? determined\b.*\b(?:climbs|carries|pulls|balances|hugs|plays tug of war)\b/,
  },
  {
    emoji: '😬',
    says: 'yikes',
    anchor: 'awkward nervous tense risky yikes',
    fits: /\bbalances a tower of\b|^an? frightened\b.*\b(?:spider|octopus|skull|bomb)\b/,
  },
  {
    emoji: '🐝',
    says: 'busy as a bee',
    anchor: 'busy work industrious diligent',
    fits: /\b(?:knits|sweeps|sews|mends|cooks|stirs|picks ripe|plants|digs up)\b/,
    unless: /\bbees?\b/,
  },
  {
    emoji: '🤌✨',
    says: 'chef’s kiss',
    anchor: 'perfect delicious masterpiece exquisite',
    fits: /\b(?:stirs a pot|pours|paints|juggles)\b|\bserves a guest a tiny storm\b|\btakes a cloud out of a bread oven\b/,
  },
  {
    emoji: '🏆',
    says: 'champion',
    anchor: 'victory triumph champion winner glory',
    fits: /^an? (?:joyful|determined)\b.*\bholds up\b/,
    unless: /\btrophy\b|\bcup\b/,
  },
  {
    emoji: '🐑💤',
    says: 'counting sheep',
    anchor: 'sleep insomnia counting sheep bedtime drowsy',
    // Someone who cannot sleep: a sleeper is drawn with its Zzz, and 💤 would repeat it.
    fits: /^an? (?:wide-eyed|frightened|wistful)\b.*\b(?:in the middle of the night|at night)\b/,
    unless: /\bsheep\b|\bsleeps\b/,
  },
  {
    emoji: '💭',
    says: 'lost in thought',
    anchor: 'daydream thought longing wonder dream',
    // Someone watching far away, whatever their face: a wistful face alone is a label of it.
    fits: /\b(?:sits on a stone, back turned|through a telescope)\b/,
  },
  {
    emoji: '🥺',
    says: 'puppy eyes',
    anchor: 'pleading longing please hope shy',
    // The one being fed, begging: not the wistful face the card draws (🥺 for a wistful man
    // holding up a heart, in silhouette, read as nothing).
    fits: /\bfeeds\b/,
  },
  {
    emoji: '🕛👠',
    says: 'before the clock strikes midnight',
    anchor: 'midnight cinderella ball spell ends dance',
    fits: /\bdances with\b.*\bin the middle of the night\b|\bruns down the palace steps at the stroke of midnight\b/,
    unless: /\bclock\b|\bshoe\b|\bboot\b/,
  },
  {
    emoji: '🤹',
    says: 'keeping all the balls in the air',
    anchor: 'juggling busy balance many tasks multitask',
    fits: /\bbalances a tower of\b/,
  },
  {
    emoji: '👑',
    says: 'king of the world',
    anchor: 'king world top triumph proud glory',
    fits: /\bholds up\b.*\b(?:on a rooftop|above the clouds|on a staircase)\b/,
    unless: /\b(?:crown|king)\b/,
  },
  {
    emoji: '🐢',
    says: 'slow and steady wins the race',
    anchor: 'slow steady patience persist step',
    // A climb, or a house carried on the back as a tortoise carries its shell.
    fits: /\bclimbs a ladder up to\b|\bon the back like a snail\b/,
    unless: /\b(?:turtle|tortoise)\b|\bbeside a snail\b/,
  },
  {
    emoji: '🧸',
    says: 'a comfort blanket',
    anchor: 'comfort safety security cuddle soothe',
    fits: /^an? (?:frightened|grieving|sleepy)\b[\w ]+ hugs (?:an?|the) giant\b/,
  },
  {
    emoji: '🪄',
    says: 'as if by magic',
    anchor: 'magic spell wonder conjure',
    // Not a painting come alive: every card is magic, and 🪄✨ for an apple stepping out of its
    // canvas pointed as well at a painted storm raining into the room (own reading, s45-b).
    fits: /\bstirs a pot from which\b|\bblows soap bubbles with\b/,
    unless: /\bwand\b/,
  },
  {
    emoji: '🧙',
    says: 'double, double, toil and trouble',
    anchor: 'witch brew spell potion cauldron magic',
    fits: /\bstirs a pot from which\b/,
    unless: /\bwitch\b|\bwizard\b/,
  },
  {
    emoji: '📬',
    says: 'you’ve got mail',
    anchor: 'mail letter message post news',
    // Letters arriving out of the air, caught in a net: on every card of letters (swept, fed,
    // picked, let go) it named what is drawn — 13 of 72 of the emoji bot's boards.
    fits: /\bcatches letters\b/,
  },
  {
    emoji: '💘',
    says: 'Cupid’s arrow',
    anchor: 'love cupid romance crush smitten',
    fits: /^an? (?:joyful|wistful|wide-eyed)\b[\w ]+ (?:dances with|hugs (?:an?|the) giant)\b/,
    unless: /\bhearts?\b|\barrow\b/,
  },
  {
    emoji: '🪩',
    says: 'Saturday night fever',
    anchor: 'disco party night dance fever',
    fits: /\bdances with\b.*\bin the middle of the night\b/,
    unless: /\bmirror\b/,
  },
  {
    emoji: '🦉',
    says: 'a night owl',
    anchor: 'night owl late awake insomnia',
    // Someone wide awake at night, not anyone out at night (own reading, s45-a: 🦉🌙 for a
    // wistful dance in a night street fitted every night card on the board).
    fits: /^an? (?:wide-eyed|determined)\b.*\b(?:in the middle of the night|eyes watch from the dark)\b/,
    unless: /\bowls?\b/,
  },
  {
    emoji: '👀',
    says: 'I’m watching you',
    anchor: 'watching suspicious stare notice',
    fits: /\bmischievous\b[\w ]+ follows\b|\bhides from\b|\bpeers through a keyhole\b/,
    unless: /\beyes\b/,
  },
  {
    emoji: '🐍',
    says: 'a snake in the grass',
    anchor: 'traitor treacherous sneaky betrayal hidden',
    fits: /\bmischievous\b[\w ]+ follows\b.*\bin a (?:meadow|forest)\b/,
  },
  {
    emoji: '🗿',
    says: 'stone-faced',
    anchor: 'deadpan unmoved calm stoic expressionless',
    fits: /^an? calm\b.*(?:\bas big as a house\b|\bfloats in the air\b|\brain falls upwards\b|\bwhale swims across the sky\b)/,
  },
  {
    // Waving goodbye to what the wind took or what was let go: resigned, not running.
    emoji: '👋🥲',
    says: 'bye-bye!',
    anchor: 'goodbye farewell gone leaving wave resigned',
    fits: /\bruns after an? [\w ]+ carried off by the wind\b|\blets go of\b/,
  },
  {
    emoji: '💸',
    says: 'there it goes',
    anchor: 'gone lost flying away money waste',
    // A fortune flying off: a crown or a key the wind carries away, not any hat or paper boat
    // (its money is in no picture; read on fresh boards, 💸 came back for every chase).
    fits: /\bruns after an? (?:crown|key|star)s? carried off by the wind\b/,
  },
  {
    emoji: '🧭',
    says: 'finding the way',
    anchor: 'direction guide path lost find way',
    // Following a light, not lighting the way (which the card draws).
    fits: /\bfollows an? [\w ]+ who carries an? (?:lantern|candle)\b/,
  },
  {
    emoji: '🤦',
    says: 'facepalm',
    anchor: 'mistake backfire blunder oops embarrassing',
    // Rain, snow or stars falling only under the umbrella held over someone.
    fits: /\bonly under the umbrella\b/,
  },
  {
    // Two sides pulling one thing: a showdown.
    emoji: '🆚',
    says: 'a showdown',
    anchor: 'rivalry versus contest conflict opponents duel',
    fits: /\bplays tug of war with\b/,
  },
  {
    // A fist bump (🤝 "handshake" is a synonym of the card's "teamwork", so it names its word).
    emoji: '🤜🤛',
    says: 'fist bump',
    anchor: 'teamwork together cooperate help partners',
    fits: /\bup on the shoulders to reach\b/,
  },
  {
    emoji: '🫥',
    says: 'feeling invisible',
    anchor: 'invisible unseen faded empty lost self',
    fits: /\bis left without a shadow, which walks off\b/,
  },
  {
    emoji: '🧘',
    says: 'zen',
    anchor: 'calm peace meditate serene still contemplate',
    fits: /^an? (?:calm|wistful|sleepy)\b.*\bsits on a stone, back turned\b/,
  },
  {
    // The smile that says "I'm fine" and means the opposite: a feeling behind a mask of another.
    emoji: '🙂',
    says: 'I’m fine (I’m not)',
    anchor: 'pretend fine hiding feelings smile sad brave',
    fits: /\bhides behind an? [\w ,-]+ mask\b/,
  },
  {
    emoji: '🥸',
    says: 'in disguise',
    anchor: 'disguise incognito pretend secret identity',
    fits: /\bhides behind an? [\w ,-]+ mask\b/,
  },
  {
    emoji: '🌍',
    says: 'the whole world in your hands',
    anchor: 'world care responsibility hold precious power',
    fits: /\bin cupped hands\b/,
    unless: /\bglobe\b/,
  },
  {
    // A hand on the window at night and a huge paw pressing back: someone out there. Not 🛸
    // "Close Encounters": read blind, a person took the saucer for a thing drawn and looked for
    // it on the other cards (a domed thing on a plain), not for the touch through the glass.
    emoji: '🫂',
    says: 'you are not alone',
    anchor: 'not alone company kindred comfort connection reach someone',
    fits: /\bpresses a hand to the window at night\b/,
  },
  // The newest situations (the deck's `moreActions`), where a form with a set reading fits.
  {
    // The sky unzipped like a tent onto another sky: the film whose sky was a set.
    emoji: '🎬',
    says: 'The Truman Show',
    anchor: 'truman show fake sky film set behind scenes reality',
    fits: /\bunzips the sky like a tent\b/,
  },
  {
    // A shadow pegged out to dry, its owner without one: the boy who lost his shadow.
    emoji: '🧚',
    says: 'Peter Pan',
    anchor: 'peter pan shadow neverland fairy never grow up boy',
    fits: /\bhangs up a shadow to dry\b/,
  },
  {
    // The creases ironed out of the sea, or of the night sky: nothing may be out of place.
    emoji: '🧐',
    says: 'a perfectionist',
    anchor: 'perfectionist meticulous fussy detail flawless neat',
    fits: /\birons the creases out of\b/,
  },
  {
    // The sea ironed flat.
    emoji: '⛵',
    says: 'smooth sailing',
    anchor: 'smooth sailing easy calm flat plain',
    fits: /\birons the creases out of the sea\b/,
  },
  {
    // Tea across the table from one's exact double.
    emoji: '👥',
    says: 'me, myself and I',
    anchor: 'self double twin alone own company myself',
    fits: /\bsits at tea across a little table from an exact double\b/,
  },
  // The situations swapped in on 2026-11-28 (`freshActions`) and scenes that had none: each a
  // pair whose second emoji says what the first means, never a lone thing.
  {
    // Asleep between the pages, or tucked in: a story told at bedtime.
    emoji: '📖🌙',
    says: 'a bedtime story',
    anchor: 'bedtime story sleep night read lullaby',
    fits: /\bsleeps between the pages of\b|\breads a book that spills\b/,
    unless: /\bmoon\b/,
  },
  {
    // The moon or a star put to bed, as the brief of review r put it: the night's own bedtime.
    emoji: '🌙🛏️',
    says: 'night night',
    anchor: 'bedtime goodnight tuck sleep night',
    fits: /\btucks (?:a little star|a cloud) into bed\b/,
  },
  {
    emoji: '😌☁️',
    says: 'on cloud nine',
    anchor: 'bliss happy dream cloud nine content',
    fits: /\bsleeps on a cloud\b|\bswings on a swing hung from a cloud\b|\bhops from cloud to cloud\b/,
  },
  {
    // Picking what never grows on trees: letters, keys, clocks, hearts, teacups.
    emoji: '💸🌳',
    says: 'money doesn’t grow on trees',
    anchor: 'money trees impossible easy wealth luck rare',
    fits: /\bpicks ripe (?:keys|letters|clocks|hearts|teacups|paper lanterns|crowns|stars)\b/,
  },
  {
    // Watering what cannot grow: a heart, a light bulb, an egg, an eye, a star, a fish.
    emoji: '🌱🙏',
    says: 'grow, little one',
    anchor: 'grow nurture hope patience care wait',
    fits: /\bwaters an? [\w ]+ growing in a flowerpot\b/,
    unless: /\b(?:seedling|sprout)\b/,
  },
  {
    // Knitting the sky, the sea, snow or a cloud: a tale made up stitch by stitch.
    emoji: '🧶📖',
    says: 'spinning a yarn',
    anchor: 'tale story invent yarn spin imagination',
    fits: /\bknits (?:the sky|the sea|snow|an? cloud)\b/,
    unless: /\bbook\b/,
  },
  {
    // Hugging something far too big to hold: Gollum's ring.
    emoji: '💍✨',
    says: 'my precious',
    anchor: 'precious treasure cherish adore possessive mine',
    fits: /\bhugs an? giant (?:fish|teapot|mushroom|octopus|star|clock|apple|anchor)\b/,
    unless: /\bring\b/,
  },
  {
    // Something odd or fragile carried in both arms.
    emoji: '🤲💎',
    says: 'handle with care',
    anchor: 'careful fragile precious carry delicate gentle',
    fits: /\bcarries (?:an? |the )?(?:skull|hourglass|octopus|eye|moon|key|egg|cloud|star) in both arms\b/,
    unless: /\bdiamond\b|\bgem\b/,
  },
  {
    // A star, a cloud or a whale brought down from the sky on a rope: the song's falling star.
    emoji: '🌠🤲',
    says: 'catch a falling star',
    anchor: 'catch falling star pocket song wish dream',
    fits: /\bpulls (?:an?|the) [\w ]+ down from the sky on a rope\b/,
  },
  {
    emoji: '🎶🌙',
    says: 'Fly Me to the Moon',
    anchor: 'fly moon song sky night love dream',
    fits: /\brides the moon through the air\b/,
  },
  {
    // Rowing a teacup, an umbrella or a bathtub: afloat on whatever is to hand.
    emoji: '🌊😅',
    says: 'keeping afloat',
    anchor: 'afloat survive manage makeshift cope',
    fits: /\brows an? (?:teacup|umbrella|bathtub) like a boat\b/,
  },
  {
    emoji: '🎩🤪',
    says: 'mad as a hatter',
    anchor: 'mad hatter crazy eccentric absurd',
    fits: /\bwears an old boot as a hat\b/,
  },
  {
    // Music that sets the leaves, the stars or the birds dancing.
    emoji: '🎶✨',
    says: 'music is magic',
    anchor: 'music magic enchant spell melody charm',
    fits: /\bplays the (?:violin|flute) (?:while|to)\b/,
  },
  {
    // Snow, leaves, stars or letters caught in a butterfly net: a haul of the impossible.
    emoji: '🎣🏆',
    says: 'what a catch!',
    anchor: 'catch surprise prize unexpected haul lucky',
    fits: /\bcatches (?:snow|leaves|stars|letters) in a butterfly net\b|\bfishes (?:an?|the) [\w ]+ out of\b/,
  },
  {
    // A house or a whole town lifted on a string like a balloon: the film of the flying house.
    emoji: '🎈🏡',
    says: 'Up',
    anchor: 'up balloons house fly adventure float away',
    fits: /\bholds (?:an?|a whole little) (?:house|town) on a string like a balloon\b/,
  },
  {
    emoji: '🚪🌅',
    says: 'a new dawn',
    anchor: 'new beginning dawn hope light start',
    fits: /\bopens a door full of light\b/,
  },
  {
    // A tear in the sky or the sea sewn up, a heart mended.
    emoji: '🩹💔',
    says: 'mending a broken heart',
    anchor: 'heal mend repair comfort reconcile broken heart',
    fits: /\bsews up a tear in\b|\bmends a broken heart\b/,
  },
  {
    // The race lost to a snail.
    emoji: '🐌🏆',
    says: 'slow and steady wins the race',
    anchor: 'slow steady patience persist win tortoise hare',
    fits: /\bloses it to a snail\b|\bcarried over the finish line on the back of a tortoise\b/,
  },
  {
    // One lifted on another's shoulders to reach the sky.
    emoji: '🚀🌟',
    says: 'reach for the stars',
    anchor: 'reach stars ambition dream aspire high together',
    fits: /\bup on the shoulders to reach\b/,
  },
  {
    // Someone lost with a giant's finger showing the way out.
    emoji: '🆘🙏',
    says: 'a helping hand',
    anchor: 'help rescue guide lost saved assistance',
    fits: /\blost in a hedge maze\b|\bis locked in a birdcage\b/,
  },
  {
    // A giant salting a little town like a dish: what it is told, taken with a grain of salt.
    emoji: '🧂🤨',
    says: 'take it with a pinch of salt',
    anchor: 'doubt skeptical disbelief suspicious unsure',
    fits: /\bsalts a little town like a dish\b/,
  },
  {
    // An egg fried in a pan held up to the sky, the setting sun its yolk.
    emoji: '🍳☀️',
    says: 'sunny side up',
    anchor: 'sunny bright cheerful morning optimism',
    fits: /\bfries an egg in a pan held up to the sky\b/,
  },
  {
    // Someone thrown back as a figure springs out of a jack-in-the-box.
    emoji: '🎁😱',
    says: 'surprise!',
    anchor: 'surprise shock sudden fright unexpected gift',
    fits: /\bsprings out of a jack-in-the-box\b/,
  },
  {
    // A big animal up on a stool, scared of a tiny mouse.
    emoji: '🐘🐭',
    says: 'a scaredy-cat',
    anchor: 'coward scared timid fearful afraid small big',
    fits: /\bhas leapt up onto a stool to get away from a tiny mouse\b/,
  },
  {
    // A lightning bolt forged on an anvil, sparks flying.
    emoji: '🔨🔥',
    says: 'strike while the iron is hot',
    anchor: 'act now chance moment seize opportunity hurry',
    fits: /\bforges a lightning bolt on an anvil\b/,
  },
  {
    // The globe thrown to a friend like a ball: a whole world to keep in the air.
    emoji: '🤹😅',
    says: 'juggling it all',
    anchor: 'juggle busy balance responsibility everything overwhelmed',
    fits: /\bplays catch with the globe\b/,
  },
  {
    // A home already inside a bubble being blown: a dream of a home, fragile as glass.
    emoji: '🙏✨',
    says: 'a wish come true',
    anchor: 'dream home wish hope fragile future',
    fits: /\bblows a glass bubble with (?:a (?:whole )?)?little (?:house|town) already inside it\b/,
  },
  {
    // The sea whisked into a whirlpool in a bowl, a little boat caught circling in it.
    emoji: '🌀😵',
    says: 'my head is spinning',
    anchor: 'dizzy spinning chaos confusion whirl overwhelmed',
    fits: /\bwhisks the sea in a mixing bowl into a whirlpool\b/,
  },
  {
    // Hopscotch across a river on turtles' backs: a crossing on luck and trust.
    emoji: '🤞😬',
    says: 'fingers crossed',
    anchor: 'luck hope trust chance risk crossing',
    fits: /\bplays hopscotch across a river on the backs of turtles\b/,
  },
  {
    // A child rocking its grandparent to sleep in a cradle.
    emoji: '⏳🔄',
    says: 'second childhood',
    anchor: 'old age childhood care return circle life',
    fits: /\brocks an old (?:man|woman) to sleep in a cradle\b/,
  },
  {
    // Lying head to head among stars fallen into the grass.
    emoji: '🌌💭',
    says: 'daydreaming',
    anchor: 'dream daydream wonder sky lie wish',
    fits: /\bamong stars fallen into the grass\b/,
  },
  {
    // A bolt of lightning caught in a jar held up to the storm.
    emoji: '💪⚡',
    says: 'power in your hands',
    anchor: 'power control strength energy harness',
    fits: /\bcatches a bolt of lightning from a storm cloud in a glass jar\b/,
  },
  {
    // A rain cloud eaten like candy floss while it still rains.
    emoji: '😋😢',
    says: 'bittersweet',
    anchor: 'sweet sad bittersweet sorrow comfort',
    fits: /\beats a little rain cloud on a stick\b/,
  },
  {
    // Seeing off a paper boat whose tiny captain salutes.
    emoji: '👋🌊',
    says: 'bon voyage',
    anchor: 'farewell journey voyage adventure departure brave',
    fits: /\bto see off a paper boat\b/,
  },
  {
    // Taking off in a balloon knitted as an old jumper.
    emoji: '⬆️⬆️',
    says: 'up, up and away',
    anchor: 'up away flight leave sky journey',
    fits: /\btakes off in a hot-air balloon\b/,
  },
  {
    // The roles turned round: a person walked on a leash, pulled out of a hat, watched in a bowl,
    // carved back by a statue.
    emoji: '🔄😮',
    says: 'the tables have turned',
    anchor: 'reversal turn tables swap roles irony',
    fits: /\btakes a person on all fours for a walk\b|\bpulls a tiny person out of a top hat\b|\bgoldfish bowl where a tiny person swims\b|\bthe statue carves its sculptor\b|\bto a person kept in a zoo cage\b|\bits own wooden puppet sits working the controls\b/,
  },
  {
    // A hand clamped over the mouth while the dummy goes on talking.
    emoji: '🙊😱',
    says: 'it wasn’t me!',
    anchor: 'words mouth speak voice control puppet',
    fits: /\bclamps a hand over a shut mouth\b/,
  },
  {
    // A map's river running off the paper onto the ground.
    emoji: '🧭🌊',
    says: 'uncharted waters',
    anchor: 'lost direction journey uncharted adventure unknown',
    fits: /\bthe river drawn on it runs off the paper\b/,
  },
  {
    // A bedtime story read to someone tiny tucked up in a matchbox.
    emoji: '😴💭',
    says: 'sweet dreams',
    anchor: 'sleep dream bedtime night rest story',
    fits: /\breads a bedtime story to a tiny person\b/,
  },
  {
    // A jigsaw-shaped hole in the chest, the missing piece in hand.
    emoji: '🫥💔',
    says: 'something missing',
    anchor: 'missing loss heart empty longing incomplete',
    fits: /\bhas a jigsaw-shaped hole in the chest\b/,
  },
  {
    // Hula-hooping with a snake that bites its own tail.
    emoji: '♾️🔁',
    says: 'what goes around comes around',
    anchor: 'cycle karma return circle endless',
    fits: /\bhula-hoops with a snake biting its own tail\b/,
  },
  {
    // The sun hauled up over the hill on a rope at dawn.
    emoji: '💪🌅',
    says: 'rise and shine',
    anchor: 'morning dawn wake effort begin',
    fits: /\bhauls the sun up over a hill\b/,
  },
  {
    // A child carried off by a kite, a grown-up holding on by the ankle.
    emoji: '🕊️🥲',
    says: 'letting go',
    anchor: 'let go parent child grow leave freedom',
    fits: /\bcarried up into the sky by a kite\b/,
  },
  {
    // A marshmallow toasted over an erupting volcano.
    emoji: '😎🔥',
    says: 'living on the edge',
    anchor: 'danger daring risk edge cool reckless',
    fits: /\btoasts a marshmallow on a long stick over the crater\b/,
  },
  {
    // A torn knee sewn up by a teddy bear; a dragon's grazed knee seen to.
    emoji: '🤗🩹',
    says: 'there, there',
    anchor: 'comfort care heal mend love hurt',
    fits: /\bsewn up by a teddy bear\b|\bsticks a plaster on the grazed knee of a big dragon\b/,
  },
  {
    // Picking a lock set into a great tree's trunk.
    emoji: '🗣️✨',
    says: 'open sesame!',
    anchor: 'open magic secret password door treasure',
    fits: /\bto pick a lock set into the trunk\b/,
  },
  {
    // Keeping very still while someone tiny crosses a string bridge overhead.
    emoji: '😬🙏',
    says: 'hold your breath',
    anchor: 'tense careful nervous still breath suspense',
    fits: /\bkeeps very still as a tiny\b/,
  },
  {
    // The last apple of autumn handed down by a bowing old tree.
    emoji: '🎁🍂',
    says: 'a parting gift',
    anchor: 'gift farewell kindness generous last give',
    fits: /\bthe last apple of autumn\b/,
  },
  {
    // A hedge just clipped into an animal walks off the lawn.
    emoji: '✂️👋',
    says: 'see you later!',
    anchor: 'escape run away freedom break loose',
    fits: /\bclipped a hedge into\b/,
  },
  {
    // A clockwork mouse standing up to a cat; a tiny knight levelling a needle at one.
    emoji: '🥊🦁',
    says: 'the heart of a lion',
    anchor: 'brave small fierce stand ground courage defiance',
    fits: /\bclockwork mouse that will not back down\b|\bstands up to a cat as tall as a tower\b/,
  },
  {
    // A deep bow before an audience of snails.
    emoji: '🎤⏳',
    says: 'a tough crowd',
    anchor: 'audience slow silent tough unimpressed stage',
    fits: /\bbefore an audience of snails\b/,
  },
  {
    // A sandcastle with lit windows as the tide comes in.
    emoji: '⏳🫧',
    says: 'nothing lasts forever',
    anchor: 'impermanence time fragile loss end',
    fits: /\bsandcastle with lit windows\b/,
  },
  {
    // A little green hand reaching up from a planted seed.
    emoji: '🤝👽',
    says: 'first contact',
    anchor: 'meeting contact alien first touch new life',
    fits: /\ba little green hand reaches up out of the earth\b/,
  },
  {
    // An animal climbing a ladder to rescue a person up a tree.
    emoji: '🔄🆘',
    says: 'the tables have turned',
    anchor: 'reversal roles swapped rescue help turn',
    fits: /\bto rescue a person stuck up a tree\b/,
  },
  {
    // Washing the night off a tower's windows.
    emoji: '🧽🌅',
    says: 'a fresh start',
    anchor: 'new day begin clean dawn fresh',
    fits: /\bwashes the night off\b/,
  },
  {
    // Tipping over the first domino of a line through a town.
    emoji: '🦋🌪️',
    says: 'the butterfly effect',
    anchor: 'chain reaction consequence cause fall spread',
    fits: /\bfirst domino of a line\b/,
  },
  {
    // Crows bringing food to the one hanging as a scarecrow.
    emoji: '🙏🍽️',
    says: 'kindness repaid',
    anchor: 'kindness friendship repay gratitude lonely care',
    fits: /\bscarecrow of a wheat field\b/,
  },
  {
    // Someone tiny paddling a crouton raft in the soup being tasted.
    emoji: '🏄‍♂️🥄',
    says: "there's a fly in my soup",
    anchor: 'surprise intruder dinner unexpected guest',
    fits: /\bpaddles about in the pot on a crouton\b/,
  },
  {
    // A music box's tiny dancer waving up at the face above.
    emoji: '🩰🤏',
    says: 'small wonders',
    anchor: 'tiny delicate wonder magic little',
    fits: /\bopens a music box\b/,
  },
  {
    // The echo stepping out of the canyon's rock as a copy of the one shouting.
    emoji: '🗣️🪞',
    says: 'you get what you give',
    anchor: 'echo return repeat answer shout back',
    fits: /\bthe echo steps out of the rock\b/,
  },
  {
    // A cellist alone in a wood whose trees bow in to listen.
    emoji: '🤫👂',
    says: 'all ears',
    anchor: 'listen attention silence audience hush',
    fits: /\bplays the cello alone in\b/,
  },
  {
    // Swept leaves flying back up onto the tree behind the sweeper.
    emoji: '🧹🔁',
    says: 'back to square one',
    anchor: 'futile repeat endless again effort sisyphus',
    fits: /\bsweeps up the fallen leaves\b/,
  },
  {
    // A portrait's sitter climbing out of its frame while the guard dozes.
    emoji: '🖼️🏃',
    says: 'the great escape',
    anchor: 'escape freedom flee art runaway',
    fits: /\bclimbs out of a painting\b/,
  },
  {
    // Mowing a hill that is a sleeping giant's face, one eye opening.
    emoji: '🐉🧨',
    says: 'playing with fire',
    anchor: 'danger risk wake trouble reckless',
    fits: /\bface of a sleeping giant\b/,
  },
  {
    // Living in a dollhouse a giant doll looks down into.
    emoji: '🔍🙃',
    says: 'the watcher watched',
    anchor: 'observed watched reversal small scale trapped',
    fits: /\blives in a dollhouse\b/,
  },
  {
    // Running after a hut that has stood up on chicken legs.
    emoji: '⏰🚌',
    says: 'missed the bus',
    anchor: 'late left behind chase miss leave',
    fits: /\bhut that has stood up on chicken legs\b/,
  },
  {
    // Lying awake on a tower of mattresses over one pea.
    emoji: '🛏️😩',
    says: 'the princess and the pea',
    anchor: 'fussy sensitive sleepless royal discomfort',
    fits: /\btower of ten mattresses\b/,
  },
  // Session 48's situations.
  {
    // Passing the flame to a friend's candle.
    emoji: '🤲✨',
    says: 'pass it on',
    anchor: 'share give kindness hope together pass on',
    fits: /\btips a burning candle to the cold wick\b/,
  },
  {
    // The frog prince turned down.
    emoji: '🙅💋',
    says: 'thanks but no thanks',
    anchor: 'refuse reject flee avoid no way',
    fits: /\baway from a frog in a crown\b/,
  },
  {
    // Goldilocks at the bears' table.
    emoji: '🤭👀',
    says: 'caught in the act',
    anchor: 'caught guilty discovered oops act sneaky',
    fits: /\bthe littlest of three bowls\b/,
  },
  {
    // The sword pulled from the stone.
    emoji: '👑🌟',
    says: 'the chosen one',
    anchor: 'chosen destiny hero prophecy fate worthy',
    fits: /\bpulls the sword from the stone\b/,
  },
  {
    // A bite of the gingerbread house.
    emoji: '🍬🙅',
    says: 'never take sweets from strangers',
    anchor: 'stranger danger temptation trap greed warning',
    fits: /\bgingerbread house\b/,
  },
  {
    // Straw spun into gold.
    emoji: '🌾✨💰',
    says: 'straw into gold',
    anchor: 'impossible task magic bargain riches miracle',
    fits: /\bspinning a heap of straw into gold\b/,
  },
  {
    // The piper's spellbound followers.
    emoji: '🎶😵‍💫',
    says: 'under a spell',
    anchor: 'spellbound enchanted follow trance lure hypnotised',
    fits: /\bspellbound wolves\b/,
  },
  {
    // Waking the sun that overslept.
    emoji: '⏰😴',
    says: 'five more minutes',
    anchor: 'oversleep late lazy morning snooze wake',
    fits: /\bto wake the sun\b/,
  },
  {
    // The night tram's last passengers.
    emoji: '😴🛤️',
    says: 'the last ride home',
    anchor: 'home late tired journey night sleep',
    fits: /\bon a night tram\b/,
  },
  {
    // Statues at cards, caught.
    emoji: '🤫🎲',
    says: "when no one's looking",
    anchor: 'secret sneaky caught game hidden mischief',
    fits: /\bcatches two statues\b/,
  },
  {
    // Grandmother's footsteps with a statue.
    emoji: '🤫👣',
    says: "grandmother's footsteps",
    anchor: 'sneak creep freeze game behind stealth',
    fits: /\bcatches a statue off its plinth\b/,
  },
  {
    // A house with a cold.
    emoji: '💐🩹',
    says: 'get well soon',
    anchor: 'sick ill care cure fever recover',
    fits: /\ba house with a cold\b/,
  },
  {
    // The road painted on into the sky.
    emoji: '🚶🚀',
    says: "the sky's the limit",
    anchor: 'ambition limitless up beyond dream onward',
    fits: /\bwhite line of the road on up\b/,
  },
  {
    // A scarf for a shivering tree.
    emoji: '🧶🤗',
    says: 'a warm hug',
    anchor: 'warmth care kindness comfort cold love',
    fits: /\bshivering with cold\b/,
  },
  {
    // A quilt grown into a flower bed.
    emoji: '🥱✨',
    says: 'rise and shine',
    anchor: 'wake morning spring renewal awakening fresh',
    fits: /\bafter the long winter\b/,
  },
  {
    // Sunflowers turned from the sun.
    emoji: '👀🫵',
    says: 'all eyes on you',
    anchor: 'attention spotlight centre noticed stare famous',
    fits: /\bturned away from the sun to look at\b/,
  },
  {
    // Paper planes flying south.
    emoji: '👋🕊️',
    says: 'flying the nest',
    anchor: 'leave farewell migrate goodbye freedom grow',
    fits: /\bpaper planes heading south\b/,
  },
  {
    // Marbles shot at the planets.
    emoji: '🎲😇',
    says: 'playing God',
    anchor: 'power universe control game cosmic fate',
    fits: /\bshoots a marble at the planets\b/,
  },

  {
    // Inking the road ahead of the traveller.
    emoji: '✍️🔮',
    says: 'writing your own destiny',
    anchor: 'destiny fate future control author path',
    fits: /\bdraws the road on a map\b/,
  },
  {
    // The story's dragon reading along.
    emoji: '🫣✨',
    says: 'too good to put down',
    anchor: 'gripping absorbed story thrill immersed',
    fits: /\bleans out of the book to read along\b/,
  },
  {
    // Snipping a friend out of the web.
    emoji: '🦸🤝',
    says: 'a friend in need',
    anchor: 'rescue help friend save loyalty danger',
    fits: /\bsnips a friend free\b/,
  },
  {
    // Hands held across the rift.
    emoji: '🤝💪',
    says: "don't let go",
    anchor: 'hold cling bond separation loyalty grip',
    fits: /\bgrips a friend's hand across the gap\b/,
  },
  {
    // A flying lesson on the chimney.
    emoji: '🤞🪂',
    says: 'a leap of faith',
    anchor: 'jump courage trust risk dare try',
    fits: /\bpaper wings tied to both arms\b/,
  },
  {
    // Snow turned to coins in the busker's case.
    emoji: '🤑✨',
    says: 'pennies from heaven',
    anchor: 'luck windfall fortune gift reward miracle',
    fits: /\bturn to gold coins\b/,
  },
  {
    // The town's chimneys played as an organ.
    emoji: '🎶🏘️',
    says: 'the whole town sings',
    anchor: 'music town together song harmony joy',
    fits: /\bplays the chimneys like organ pipes\b/,
  },
  {
    // The flute's notes perching with the swallows.
    emoji: '🎼✨',
    says: 'music in the air',
    anchor: 'melody song air free lightness tune',
    fits: /\bnotes fly up to perch\b/,
  },
  {
    // Tiptoeing over the sleeping player's piano.
    emoji: '🤫🎶',
    says: "when the cat's away",
    anchor: 'sneak secret mischief quiet naughty play',
    fits: /\bwhile its player sleeps\b/,
  },
  {
    // Hide and seek with a lighthouse.
    emoji: '🫣🔍',
    says: 'ready or not, here I come',
    anchor: 'seek search hide game found caught',
    fits: /\bhide and seek with a lighthouse\b/,
  },
  {
    // One accordion from street to window.
    emoji: '😍🎶',
    says: 'a serenade',
    anchor: 'love song romance courtship duet longing',
    fits: /\bplays one accordion from the street\b/,
  },
  {
    // Rowing under a passer-by's shoe.
    emoji: '💪🐜',
    says: 'small but mighty',
    anchor: 'small brave tiny courage underdog strong',
    fits: /\brows a little boat across a puddle\b/,
  },
  {
    // Abseiling down a bookmark's ribbon.
    emoji: '🧗🙏',
    says: 'hang in there',
    anchor: 'hold on persevere climb danger patience',
    fits: /\bdown a bookmark\S* ribbon\b/,
  },
  {
    // A signpost whose arms all point at you.
    emoji: '📍🧭',
    says: 'you are here',
    anchor: 'lost direction choice crossroads destiny which way',
    fits: /\bevery arm of the signpost\b/,
  },
  {
    // A note high enough to burst the icicles.
    emoji: '🗣️💥',
    says: 'bring the house down',
    anchor: 'loud voice shatter applause power show',
    fits: /\bsings a note so high\b/,
  },
  {
    // Dough rolled out into a road.
    emoji: '🧑‍🍳🌍',
    says: 'a recipe for adventure',
    anchor: 'journey adventure cooking travel imagination',
    fits: /\bruns off the table as a road\b/,
  },
  {
    // A seed come up as a street lamp.
    emoji: '🌱💡',
    says: 'a bright idea',
    anchor: 'idea grow bloom hope inspiration spark',
    fits: /\ba street lamp has grown from it\b/,
  },
  {
    // Blind man's buff that caught a wolf.
    emoji: '🫣🙌',
    says: 'guess who',
    anchor: 'guess surprise game caught wrong touch',
    fits: /\bplays blind man's buff\b/,
  },
  {
    // The library ladder over the roofs.
    emoji: '📚💨',
    says: 'off the shelf',
    anchor: 'escape adventure freedom run books break out',
    fits: /\brides the library ladder\b/,
  },
  {
    // The street lamp reading over the shoulder.
    emoji: '🤓👀',
    says: 'reading over your shoulder',
    anchor: 'nosy curious peek snoop read along',
    fits: /\bbends down over its shoulder to read\b/,
  },
  {
    // Walking down the piano's keys into the sea.
    emoji: '🎼🤿',
    says: 'the sound of the deep',
    anchor: 'dive deep music descend melody plunge',
    fits: /\bwalks down a piano's keys\b/,
  },
  {
    // The wolf reading Red Riding Hood her bedtime story, the danger set to mind the child.
    emoji: '🦊🐔',
    says: 'the fox guarding the henhouse',
    anchor: 'trust danger guardian irony predator care',
    fits: /\bwhile the wolf, in grandmother’s nightcap, reads her a bedtime story\b/,
  },
  {
    // A fish carried up out of the sea in a life ring, "saved" from drowning.
    emoji: '👍🙃',
    says: 'thanks, I hate it',
    anchor: 'unwanted help backfire irony grateful not',
    fits: /\bcarries a gasping fish up out of the sea in a life ring\b/,
  },
  {
    // Dancing on the ceiling while the room's chairs stay on the floor.
    emoji: '🤸🙃',
    says: 'head over heels',
    anchor: 'joy upside down giddy carefree topsy-turvy',
    fits: /\bdances upside down on the ceiling\b/,
  },
  {
    // A snowball fight with a cloud that throws back.
    emoji: '🤜🎯',
    says: 'give as good as you get',
    anchor: 'fight answer back even match dare',
    fits: /\bhas a snowball fight with a cloud\b/,
  },
  {
    // Pulling a carrot up while, underground, a rabbit pulls it back down.
    emoji: '😤🤼',
    says: 'a tug of war',
    anchor: 'struggle contest stubborn rivalry both sides',
    fits: /\bunder the ground a rabbit is pulling it back down\b/,
  },
  {
    // Unrolling a flowering meadow or the sea across the dunes like a carpet.
    emoji: '🧞✨',
    says: 'a whole new world',
    anchor: 'wonder magic journey dream new horizon',
    fits: /\bacross the dunes like a carpet\b/,
  },
  {
    // Footprints in the snow that turn into a bird's and stop: someone flew away.
    emoji: '💨👻',
    says: 'vanished into thin air',
    anchor: 'gone disappear mystery escape vanish',
    fits: /\bturns into bird tracks and stops\b/,
  },
  {
    // Living inside a lantern, a moth as big as a person knocking at the glass.
    emoji: '✊🚪',
    says: 'knock knock, who is there?',
    anchor: 'visitor stranger night fear caller',
    fits: /\bknocks on the glass\b/,
  },
  {
    // Seeing off a flock of paper planes heading south like geese, the last one still in hand.
    emoji: '🧳🍂',
    says: 'off for the winter',
    anchor: 'migration autumn departure farewell season journey',
    fits: /\bsees off a flock of paper planes heading south\b/,
  },
  // Session 49's situations: snow.

  // Session 49's situations: desert.

  // Session 49's situations: stairs.
  {
    // Knitting on in the armchair while a steam train runs through the living room.
    emoji: '🤷‍♀️',
    says: 'whatever, it happens every evening',
    anchor: 'shrug indifferent unbothered routine whatever used to it',
    fits: /\bthrough the living room\b/,
  },
  {
    // Holding the lift door open on the sea floor for a fish.
    // A person, not a man: the man's sign named the old man of a card.
    emoji: '🙇🫧',
    says: 'after you, please',
    anchor: 'polite bow courtesy welcome manners after you',
    fits: /\bholds the lift door open on the sea floor\b/,
  },

  // Session 49's situations: deep.
  {
    // A goldfish as big as a dog walked on a lead at the bottom of the sea.
    emoji: '🐾🫧',
    says: 'walkies in the deep',
    anchor: 'pet companion outing unlikely friend loyal',
    fits: /\bwalks a goldfish as big as a dog on a lead\b/,
  },
  {
    // A captain still steering a ship that sank long ago.
    emoji: '🫡🌊',
    says: 'at my post to the end',
    anchor: 'duty loyalty faithful end devotion stubborn',
    fits: /\bstands at the wheel of a sunken ship\b/,
  },
  {
    // A letter handed up from the deep to a sailor on a raft.
    emoji: '💘🌊',
    says: 'love from the deep',
    anchor: 'love secret distance longing admirer hidden',
    fits: /\bhands a message in a bottle to a sailor on a raft\b/,
  },
  {
    // Lighting the anglerfish of the deep like street lamps, one after another.
    emoji: '🌃🫧',
    says: 'the town lights of the deep',
    anchor: 'glow evening ritual town dark routine',
    fits: /\blighting the anglerfish like street lamps\b/,
  },
  {
    // A holiday at the bottom of the sea, under a jellyfish for a sun.
    emoji: '🏖️🤿',
    says: 'a beach holiday, deep down',
    anchor: 'holiday away rest escape vacation lazy',
    fits: /\bsunbathes in a deckchair under a jellyfish\b/,
  },

  // Session 49's situations: sky.

  // Session 49's situations: pairs.
  {
    // An old one and the wolf passing a thermos cup on one bench, each looking away.
    emoji: '🕊️🤝',
    says: 'make peace',
    anchor: 'truce reconcile forgive enemies quarrel end',
    fits: /\bholds out the cup of a thermos to the wolf\b/,
  },
  {
    // Arm-wrestling a ghost on a train, neither giving an inch.
    emoji: '😤👊',
    says: 'bring it on',
    anchor: 'challenge dare contest defiance rival',
    fits: /\barm-wrestles a ghost\b/,
  },
  {
    // A hug melting the ice round a frozen friend: the end of a long winter.
    emoji: '☀️🙏',
    says: 'here comes the sun',
    anchor: 'hope spring end winter thaw return',
    fits: /\bthe ice melts under the hug\b/,
  },
  {
    // Holding the hand of an old one who flies away as a cloud of butterflies.
    // Not 👋: a waving hand names the hand the card's sentence holds.
    emoji: '🥲🌅',
    says: 'a bittersweet goodbye',
    anchor: 'farewell parting tears smile loss',
    fits: /\bwho is flying away as a cloud of butterflies\b/,
  },
  {
    // A fist for rock against a crab whose claws are always scissors.
    emoji: '😏🃏',
    says: 'an ace up the sleeve',
    anchor: 'trick advantage cunning sure win secret',
    fits: /\bplays rock, paper, scissors with a crab\b/,
  },

  // Session 49's situations: menagerie.

  // Session 49's situations: inside.

  // Session 50's situations: snow.
  {
    // A big animal with a pillow under one arm knocking at an igloo's tiny door at night, asking
    // to be let in: the shy "pretty please?".
    emoji: '🥺👉👈',
    says: 'pretty please?',
    anchor: 'shy ask please pleading hope timid favour',
    fits: /\bknocks at the tiny door of an igloo\b/,
  },

  // Session 50's situations: desert.
  {
    // Two shy cacti in love reaching their arms' tips together: the bashful fingertips.
    emoji: '👉👈',
    says: 'shy love',
    anchor: 'shy bashful crush timid love nervous',
    fits: /\btwo cacti in love who cannot embrace\b/,
  },

  // Session 50's situations: stairs.
  {
    // Asleep on a night train while the dream slips out of the window into the dark.
    emoji: '💭🌌',
    says: 'off to dreamland',
    anchor: 'dream sleep away imagination night escape drift',
    fits: /\bdozes by the window of a night train while\b/,
  },
  {
    // Up to bed against a river pouring down the stairs, salmon leaping up beside.
    emoji: '🏊🌊',
    says: 'swimming against the tide',
    anchor: 'struggle upstream effort resist persist tired',
    fits: /\bclimbs the stairs to bed against a river pouring down them\b/,
  },

  // Session 50's situations: sky.

  // Session 50's situations: pairs.

  // Session 50's situations: inside.
  {
    // At supper in a snow globe a giant hand shakes: a home whirled up like Dorothy's.
    emoji: '🌪️🏠',
    says: 'we’re not in Kansas anymore',
    anchor: 'oz tornado lost strange home whirled away',
    fits: /\bsits at supper inside a snow globe while a giant hand shakes it\b/,
  },
  {
    // Living snug in a coat pocket while the rain runs down the coat outside.
    emoji: '🏡❤️',
    says: 'home sweet home',
    anchor: 'cosy belonging safe comfort dwelling',
    fits: /\blives in a coat pocket and sews by candlelight\b/,
  },

  // Session 50's situations: dogs.
  {
    // A dog waits on a snowy platform for a master who never comes back (Hachiko).
    emoji: '🥺⏳',
    says: 'still waiting',
    anchor: 'waiting faithful loyal longing patience years',
    fits: /\bwaits on a snowy railway platform for a master who never comes\b/,
  },
  {
    // A guide dog leads a blind man on a walk across the clouds, high above the world.
    emoji: '🙈🙏',
    says: 'blind faith',
    anchor: 'trust faith believe follow unseen',
    fits: /\bleads a blind man on his walk across the clouds\b/,
  },
  {
    // A dog has put up posters of its missing person on every cactus of the desert.
    emoji: '🥺💭',
    says: 'missing you',
    anchor: 'miss longing absence search love',
    fits: /\bhas pinned a poster of its missing owner on every cactus in the desert\b/,
  },

  // Session 50's situations: extra.

  {
    // The tooth fairy tiptoeing off with a milk tooth, a gold coin left under the pillow.
    emoji: '🤫✨',
    says: 'a little bit of magic',
    anchor: 'secret magic night wonder belief childhood',
    fits: /\bacross a sleeping child.s pillow\b/,
  },
  {
    // The emperor parading in his underpants, one child laughing.
    emoji: '🤴🙈',
    says: 'the emperor has no clothes',
    anchor: 'vanity pretend naked truth denial embarrassment',
    fits: /\bin a crown and his invisible new clothes\b/,
  },
  {
    // Pandora with the troubles of the world whirling out of the box she opened.
    emoji: '🤭💥',
    says: 'oops, what have I done',
    anchor: 'regret mistake shock consequences curiosity',
    fits: /\blifts the lid of a forbidden box\b/,
  },
  {
    // Icarus flying up at the sun as his feathers come loose.
    emoji: '📈📉',
    says: 'what goes up must come down',
    anchor: 'rise fall ambition downfall pride',
    fits: /\bon wings of feathers and wax\b/,
  },
  {
    // The match girl seeing a warm room and her grandmother in the match's light.
    emoji: '🏠💭',
    says: 'dreaming of home',
    anchor: 'home longing warmth family memory wish',
    fits: /\bstrikes one more match\b/,
  },
  {
    // The wooden boy whose lie grew his nose into a branch.
    emoji: '🤞🙃',
    says: 'fingers crossed behind my back',
    anchor: 'lie fib pretend deceit caught',
    fits: /\bhis nose has grown into a branch\b/,
  },
  {
    // The tooth fairy's night visit, the child asleep.
    emoji: '🌙🤫',
    says: 'while you were sleeping',
    anchor: 'night secret visit sleep unseen',
    fits: /\bacross a sleeping child.s pillow\b/,
  },
  {
    // The troubles of the world let out of Pandora's box.
    emoji: '🔓😈',
    says: 'all hell breaks loose',
    anchor: 'chaos trouble disaster unleashed',
    fits: /\blifts the lid of a forbidden box\b/,
  },
  {
    // Standing in one print of a giant's trail over the dunes.
    emoji: '👟😳',
    says: 'big shoes to fill',
    anchor: 'legacy follow standard impossible giant',
    fits: /\bstands in a giant's footprint\b/,
  },
  {
    // Leading a camel with a lit lighthouse on its hump across the night dunes.
    emoji: '🧭✨',
    says: 'a guiding light',
    anchor: 'guide way lost hope beacon',
    fits: /\bleads a camel across the dunes at night\b/,
  },
  {
    // Bowling above the clouds, the ball fallen off the edge as thunder.
    emoji: '😇⚡',
    says: 'the angels are bowling',
    anchor: 'thunder storm heaven noise game',
    fits: /\bbowling above the clouds\b/,
  },
  {
    // A letter handed to a stork flying past.
    emoji: '✈️📮',
    says: 'by airmail',
    anchor: 'letter send far away post abroad',
    fits: /\bhands a letter to a stork flying past\b/,
  },
  {
    // Icarus flying too close to the sun.
    emoji: '🙃🔥',
    says: 'playing with fire',
    anchor: 'risk danger reckless daring warning',
    fits: /\bon wings of feathers and wax\b/,
  },
  {
    // Clinging to a lamp post in a gale, blown out straight like a flag.
    emoji: '🌬️😵‍💫',
    says: 'gone with the wind',
    anchor: 'wind storm blown away swept lost',
    fits: /\bclings to a lamp post in a gale\b/,
  },
  {
    // Kneeling to propose with a tiny sea in a ring box.
    emoji: '🙏💞',
    says: 'will you marry me?',
    anchor: 'proposal love marriage promise forever',
    fits: /\bkneels to propose\b/,
  },

  // Session 51's situations: courage.
  {
    // A child holding back the sea with one finger in a hole in the dike, waiting for help.
    emoji: '💪⏳',
    says: 'just hold on',
    anchor: 'endure persevere hang on wait strength last',
    fits: /\bholds back the sea with one finger in a hole\b/,
  },

  {
    // Plucking the falling rain like a harp's strings: grey weather turned into music.
    emoji: '☀️🙂',
    says: 'look on the bright side',
    anchor: 'optimism cheer hope bright side positive attitude',
    fits: /\bplays the falling rain like the strings of a harp\b/,
  },

  {
    // Planting a sapling with a child under the faint great tree it will become.
    emoji: '🌱⏳',
    says: 'good things take time',
    anchor: 'patience growth future wait slowly legacy',
    fits: /\bplants a sapling with a child\b/,
  },

  {
    // A king on a throne on the beach ordering the tide back as a wave curls over him.
    emoji: '🤴🙅',
    says: 'who do you think you are?',
    anchor: 'arrogance vanity pride ego presumption power',
    fits: /\borders the tide back with a sceptre\b/,
  },

  // Session 51's situations: pairs.
  {
    // A hunter and a deer sheltering under one umbrella, the gun left against a tree.
    emoji: '🏳️🫂',
    says: 'an unlikely friendship',
    anchor: 'truce friendship enemies mercy peace unexpected',
    fits: /\bshares an umbrella with a deer in the rain\b/,
  },
  {
    // An old one learning to ride a bicycle, a grandchild running behind: the lesson turned round.
    emoji: '🔄🎓',
    says: 'the pupil becomes the teacher',
    anchor: 'roles reversed teach learn young old lesson',
    fits: /\bwobbles along on a bicycle for the first time, while a grandchild\b/,
  },
  {
    // Two old friends jousting on rocking horses with brooms: the duel played for laughs.
    emoji: '🤺😆',
    says: 'en garde!',
    anchor: 'duel challenge play rivalry fight laugh',
    fits: /\bjousts with an old friend on rocking horses\b/,
  },

  // Session 51's situations: tales.
  {
    // Sisyphus one step short of the top with the boulder that will roll down again.
    emoji: '🔁😮‍💨',
    says: 'here we go again',
    anchor: 'again repeat endless tired routine futile',
    fits: /\bpushes a huge boulder up a hill\b/,
  },
  {
    // Androcles kneeling to draw the thorn from a weeping lion's paw: a tender mercy to the fearsome.
    emoji: '🥺🤲',
    says: 'a gentle hand',
    anchor: 'gentle care mercy tender trust help',
    fits: /\bdraws a thorn from the paw of a weeping lion\b/,
  },
  {
    // Orpheus turning back one step from the daylight, and the loved one fading away behind.
    emoji: '👀💔',
    says: 'one glance too many',
    anchor: 'doubt regret loss glance heartbreak farewell',
    fits: /\bfollowing out of the dark fades into smoke\b/,
  },

  // Session 51's situations: desert.
  {
    // Rowing a boat over the dunes, the sea nowhere: the world upside down, a sailor adrift.
    emoji: '🙃🌊',
    says: 'all at sea',
    anchor: 'lost confused adrift bewildered out of place',
    fits: /\brows a boat across the dunes\b/,
  },
  {
    // Snow falling on the desert, caught on the tongue with arms spread: a dream come true.
    emoji: '🤩🙌',
    says: 'a dream come true',
    anchor: 'dream wish delight joy unexpected hooray',
    fits: /\bas snow falls on the desert\b/,
  },

  // Session 51's situations: snow.
  {
    // A snowman hugging the one who built it: so touched, the love of a made thing given back.
    emoji: '🥹💕',
    says: 'so touched',
    anchor: 'touched moved tender love returned grateful',
    fits: /\band the snowman throws its twig arms round its maker\b/,
  },
  {
    // Crossing the sea one fitted floe at a time, the one still missing held ready: so close.
    emoji: '🤏🏁',
    says: 'almost there',
    anchor: 'close near finish nearly end goal',
    fits: /\bon ice floes that fit together like jigsaw pieces\b/,
  },

  // Session 51's situations: stairs.
  {
    // Halfway up a staircase that runs from spring to snow: the years going round and on.
    emoji: '⏳🔁',
    says: 'the years go round',
    anchor: 'years cycle passing age turn return',
    fits: /\bclimbs a staircase whose steps go from spring\b/,
  },
  {
    // On the porch of a house that is a carriage of a night train: home goes along.
    emoji: '❤️🧳',
    says: 'home goes with you',
    anchor: 'heart belong wave leaving journey roots',
    fits: /\bfrom the back porch of a night train whose carriages are little houses\b/,
  },
  {
    // Up past bedtime at the banister, watching the animals' secret ball in the hall below.
    emoji: '👀🎻',
    says: 'shh, the music',
    anchor: 'hush quiet music hidden watch',
    fits: /\bfrom the banister as animals in evening dress dance a ball\b/,
  },
  {
    // The keeper carrying tonight's moon up from the store: the sky's stagehand at work.
    emoji: '🗝️🌌',
    says: 'keeper of the night sky',
    anchor: 'keep store secret care duty sky',
    fits: /\bfull moon up the cellar steps, past racks where moons\b/,
  },

  // Session 51's situations: books.
  {
    // A librarian shushing a roaring beast out of a picture book: zip it, the noise must stop.
    emoji: '🤐📢',
    says: 'keep it down!',
    anchor: 'quiet noise loud silence rule hush',
    fits: /\bshushes a lion that leans roaring out of a picture book\b/,
  },
  {
    // Holding the casement open at dusk while the books fly back in like birds: welcome back.
    emoji: '🤗🔙',
    says: 'welcome back!',
    anchor: 'return welcome back home reunion arrive',
    fits: /\bholds the window open at dusk as the books fly home\b/,
  },

  // Session 51's situations: garden.
  {
    // Offered one more apple by someone kneeling, a hedgehog already loaded on every spine.
    emoji: '🫴➕',
    says: 'one more for you',
    anchor: 'offer more extra kind generous give another',
    fits: /\bholds out one more apple to a giant hedgehog\b/,
  },
  {
    // On tiptoe on a pile of beehives, arms up to a moon as gold as honey: almost there.
    emoji: '🤤✨',
    says: 'so close I can taste it',
    anchor: 'craving want almost eager desire nearly',
    fits: /\bhas stacked beehives one on another and reaches up\b/,
  },

  // Session 51's situations: night.
  {
    // Spoon-feeding porridge to the thin crescent moon so it grows round again.
    emoji: '😋💪',
    says: 'eat up, and you’ll grow big and strong',
    anchor: 'eat grow child strong food parent',
    fits: /\bspoon-feeds porridge to the thin crescent moon\b/,
  },
  {
    // Counting sheep in bed while only the sheep fall asleep.
    emoji: '👀🕒',
    says: 'three in the morning and still counting',
    anchor: 'insomnia awake late night restless',
    fits: /\bcounts the sheep leaping over the foot of the bed\b/,
  },
  // Session 52: forms for cards the emoji bot had none for.
  {
    // A heart mended by hand: the 🩹💔 form names the broken heart the card draws.
    emoji: '⏳🩹',
    says: 'time heals all wounds',
    anchor: 'heal recover grief patience mend comfort',
    fits: /\bmends a broken heart\b/,
  },
  {
    // The world turned like a hamster's wheel, or wound up like a toy: round and round for nothing.
    emoji: '🐀🏁',
    says: 'the rat race',
    anchor: 'routine grind endless work tired busy treadmill',
    fits: /\bruns inside the globe as a hamster runs in its wheel\b|\bwinds up the globe like a clockwork toy\b/,
  },
  {
    // Backing away from one's own house, rowing away from a kiss.
    emoji: '🐔😰',
    says: 'chickened out',
    anchor: 'coward flee scared run away nerve timid',
    fits: /\bbacks away in alarm\b|\bas fast as it can, away from\b/,
  },
  {
    // An island cracked in two, a sawn crocodile's halves: each goes its own way.
    emoji: '↔️💔',
    says: 'drifting apart',
    anchor: 'apart separation distance split parting estranged',
    fits: /\bhalves moving away from each other\b|\btwo halves walk off in opposite directions\b/,
  },
  {
    // Letters swept into a heap: what was written, out of sight.
    emoji: '🧹🙈',
    says: 'sweep it under the rug',
    anchor: 'hide secret ignore avoid cover up forget',
    fits: /\bsweeps [\w ]+ into a heap\b/,
  },

  // s52-h4: fears
  {
    // A child in bed and the little monster under it, each hiding from the other.
    emoji: '🙈🙈',
    says: 'the feeling is mutual',
    anchor: 'mutual both same reciprocal scared two sides',
    fits: /\bat the monster underneath, which is hiding from the child\b/,
  },
  {
    // Down the cellar stairs, a great furry thing in the dark winks and waves back at the torch.
    emoji: '🕳️🤝',
    says: 'a friendly face',
    anchor: 'friendly kind welcome meet stranger unexpected',
    fits: /\bshines a torch down the dark cellar stairs\b/,
  },
  {
    // Trees bending over a path at night to light a walker's way with their glowing eyes.
    emoji: '🧭💛',
    says: 'safe and sound',
    anchor: 'safe protected guided home unharmed care',
    fits: /\bwhile the trees bend over it and light the way\b/,
  },
  // s52-h3: fables
  {
    // The fox a paw short of the grapes on the street lamp: it shrugs them off.
    emoji: '🙄🤷',
    says: 'who wanted them anyway',
    anchor: 'excuse denial pride shrug pretend sulk failure',
    fits: /\bleaps for a bunch of grapes hanging from a street lamp\b/,
  },
  {
    // The shepherd who lied once too often calls out, and the wolf is there at last.
    emoji: '🤥🔁',
    says: 'fool me twice',
    anchor: 'lie deceit trust believe again repeat prank',
    fits: /\bcalls out to the sleeping town beside its sheep\b/,
  },
  {
    // The mouse gnawing the caught lion free: the small one does the great one a good turn back.
    emoji: '🤝🔄',
    says: 'returning the favour',
    anchor: 'favour return repay kindness help thanks grateful',
    fits: /\bgnaws through the ropes of a net that holds a weeping lion\b/,
  },
  // s52-h1: closeups
  {
    // A tear running down a cheek like a brook, a paper boat sailing on it: the sorrow will pass.
    emoji: '⏳🌅',
    says: 'this too shall pass',
    anchor: 'consolation time passing sadness endure hope tomorrow',
    fits: /\bsheds a tear that runs down its cheek like a stream\b/,
  },
  {
    // Magic beans on a palm, one grown into a beanstalk up to a castle on a cloud: a risk taken.
    emoji: '🎲🚀',
    says: 'take a chance',
    anchor: 'risk gamble chance dare luck bold leap',
    fits: /\bholds out magic beans on its palm\b/,
  },
  {
    // An old one handing a child a key whose bow is a little lit house: what is passed on.
    emoji: '🎁⏳',
    says: 'from generation to generation',
    anchor: 'succession heritage tradition elders young passing on',
    fits: /\bhands down to a child a key whose bow is a little house\b/,
  },
  // s52-h2: overhead
  {
    // Two lines of prints side by side out of the distance, one of them bare feet of no one.
    emoji: '👼🤝',
    says: 'a guardian angel',
    anchor: 'unseen protector presence company watching care faith',
    fits: /\ba second line of bare footprints keeps pace\b/,
  },
  {
    // A mark scratched across the ground, and a bear twice one's height stopped dead at it.
    emoji: '🚧🙅',
    says: 'not one step further',
    anchor: 'limit boundary stop refuse firm defiance',
    fits: /\ba bear twice its height pulls up with its toes right at it\b/,
  },
  {
    // A hopscotch whose squares go on past the last one, winding away to the horizon.
    emoji: '🛣️♾️',
    says: 'the journey never ends',
    anchor: 'endless journey life growing travel onward',
    fits: /\bup a hopscotch drawn on the ground that goes on past the last square\b/,
  },
  // s52-h5: memory
  {
    // An old photograph of a house whole and lit, held up before its roofless ruin.
    emoji: '🍂⏳',
    says: 'nothing stays the same',
    anchor: 'change passing years impermanence gone before after',
    fits: /\bholds up an old photograph before the ruin of a house\b/,
  },
  {
    // A waltz with an empty coat, its hat floating where the head would be.
    emoji: '💍🕯️',
    says: 'love outlives us',
    anchor: 'widow faithful love death remember partner forever',
    fits: /\bdances a slow waltz with an empty coat\b/,
  },
  // s52-h6: marvels
  {
    // A shop's whole stock drifting off into the rain, the keeper left holding the last one.
    emoji: '🏷️💨',
    says: 'everything must go',
    anchor: 'sale clearance leaving all gone empty goodbye',
    fits: /\bholds on to the last umbrella\b/,
  },
  {
    // Wading down into a puddle that shows another town: a way through to somewhere else.
    emoji: '🚪✨',
    says: 'a door to another world',
    anchor: 'portal threshold elsewhere unknown magic step',
    fits: /\bwades down into a puddle\b/,
  },
  {
    // A book on the shelf opening like a door on a lit room: a hidden way in to elsewhere.
    emoji: '🗝️✨',
    says: 'a secret way in',
    anchor: 'secret hidden entrance magic discovery unlock',
    fits: /\bopens a book on a high library shelf like a little door\b/,
  },

  // s52-h7: journeys
  {
    // A suitcase rooted to a train's floor, a tree grown out of it: someone who stays for good.
    emoji: '⚓🏡',
    says: 'here to stay',
    anchor: 'stay settle remain belong home anchored permanent',
    fits: /\btries to take a suitcase off the train, but it has put down roots\b/,
  },
  {
    // Daylight through the hole of a ticket held up in a night train: better days where it goes.
    emoji: '🌅🔜',
    says: 'brighter days ahead',
    anchor: 'hope future better tomorrow dawn promise coming',
    fits: /\bholds up a train ticket at night, and daylight pours through\b/,
  },
  // s52-h11: stage lights
  {
    // A performer alone on the boards, and every seat in the house holds the performer as a child.
    emoji: '🪞⏳',
    says: 'look how far you’ve come',
    anchor: 'past growth progress journey pride then now',
    fits: /\bfull house in which every seat holds a younger self\b/,
  },
  {
    // A book held open in the library, and two great eyes on its pages looking back at the reader.
    emoji: '😏🤫',
    says: 'I know your secret',
    anchor: 'secret known exposed guilt caught found out',
    fits: /\bwhose pages look back with two open eyes\b/,
  },
  {
    // A climber roped up on a chimney's cap in a town, planting a pennant as on a peak.
    emoji: '🏔️🙌',
    says: 'we made it!',
    anchor: 'triumph success arrived goal reached celebrate',
    fits: /\bplants a flag on top of a chimney, roped up like a mountaineer\b/,
  },
  // s52-h10: odd pairs
  {
    // The hunter at its prey's graveside, dabbing an eye: a sorrow put on for show, or real.
    emoji: '🎭💧',
    says: 'a show of sorrow',
    anchor: 'pretend sad act insincere mask remorse',
    fits: /\bstands bareheaded at a mouse's funeral\b/,
  },
  {
    // A mouse on a big animal's head at a telescope: whatever is out there, past the edge.
    emoji: '🗺️✨',
    says: 'what lies beyond',
    anchor: 'unknown beyond explore mystery distance wonder',
    fits: /\blets a mouse stand on its head to look through a telescope\b/,
  },
  {
    // The little one leading the big one through the night: brave for the both of them.
    emoji: '🦸🌙',
    says: 'brave enough for two',
    anchor: 'courage protect brave small bold lead',
    fits: /\bleads the wolf by the paw through the forest at night\b/,
  },
  // s52-h9: dreams
  {
    // A sleeper's quilt seen from above is a country with a village lit for the night.
    emoji: '🌍🤫',
    says: 'while the world is quiet',
    anchor: 'hush peace rest quiet evening still calm',
    fits: /\bunder a patchwork quilt whose squares are fields\b/,
  },
  {
    // Lying in grass as tall as trees, nose to nose with a ladybird: the world from down there.
    emoji: '🐜👀',
    says: 'an ant’s-eye view',
    anchor: 'perspective low ground view scale underneath',
    fits: /\bwhose grass has grown as tall as trees\b/,
  },
  // s52-h8: crafts
  {
    // Taping a daisy's plucked petals back on after it came out "loves me not": the count redone.
    emoji: '🎲🔁',
    says: 'best of three?',
    anchor: 'redo again retry refuse result another try',
    fits: /\btapes the plucked petals back onto a daisy\b/,
  },
];

/**
 * A lone emoji that pictures a thing is read as that thing, and a lone face as a mood every card
 * of that mood shares (review s: 🥺 "puppy eyes" fitted every tender card): read blind (review r), 🍵 "none of my
 * business" sent a reader to the giant teapot beside it and 📬 "you've got mail" named the letters
 * drawn. Such a form is understood when a person types it, but told only as a pair whose second
 * emoji carries what it means (`labelsOneThing` in roles/emoji-clue.ts keeps the lone one
 * untold): the elephant ignored, the tiny violin pinched, the tortoise at the finish line.
 */
const toldAsPair: Readonly<Record<string, string>> = {
  '🐘': '🐘🙈',
  '🍿': '🍿👀',
  '🍵': '🐸☕',
  '🥀': '🥀💔',
  '🎻': '🤏🎻',
  '⏳': '⏳🥱',
  '⚖️': '⚖️🙃',
  '🎁': '🎁😊',
  '🌠': '🌠🙏',
  '🕊️': '🔓🕊️',
  '🏆': '🏆🙌',
  '👑': '👑🌍',
  '🐢': '🐢🏁',
  '🪄': '🪄✨',
  '🦉': '🦉🌙',
  '🐍': '🐍🌿',
  '💸': '💸👋',
  '🌍': '🌍🤲',
  '🎬': '🎬☁️',
  '⛵': '⛵😌',
  // A lone face is a mood every card of that mood shares (review s: 🥺 fitted every tender card):
  // the second emoji says what the face is about.
  '🥺': '🥺🙏',
  '🤐': '🤐🔒',
  '🤫': '🤫🤭',
  '😇': '😇🎸',
  '🙃': '🙃🌍',
  '🙂': '🙂😭',
  '🥸': '🥸🕵️',
  '🧐': '🧐📏',
  '🫥': '🫥💨',
  '🌚': '🌚🤫',
  '🤯': '🤯💥',
  '🫣': '🫣👻',
  // Up to mischief, and grinning about it.
  '😈': '😈🤭',
};

export const emojiPhrases: readonly EmojiPhrase[] = [
  ...forms,
  ...forms.flatMap((form) => {
    const pair = toldAsPair[form.emoji];
    return pair === undefined ? [] : [{ ...form, emoji: pair }];
  }),
];
