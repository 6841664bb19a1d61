/**
 * What a saying or title needs to see on a card before a storyteller tells it to people, as a
 * pattern over the card's idea sentence (English, lower case), which the deck's composer writes
 * from what the picture draws: the figure's feeling, who it is, what it does with what, where,
 * and the twist. Read blind, sayings whose meaning no card showed were not enjoyed: "walls have
 * ears" where nobody listens at a wall, "Humpty Dumpty" with no egg about to fall, "pay it
 * forward" where a gift is given but never passed on.
 *
 * A saying or title is told to people only for the scenes it was written for (`scenes.ts`, whose
 * pattern is its first need), and then only when its need here, if it has one, is met too; a
 * saying listed here and in no scene group is told wherever its need is met. Any other saying or
 * title is understood, never told to people: word vectors over a card's words do not see its
 * situation ("heart" is an organ to them, and "waters" the sea).
 */
export const sayingNeeds: Readonly<Record<string, RegExp>> = {
  // Listening, and a wall to listen through.
  'walls have ears': /\bwall\b/,
  // A king's secret, or the hole it was whispered into.
  'the king has donkey ears': /\bking\b|\bhole\b/,
  // A gift passed on to a third: no card draws a chain of givers.
  'pay it forward': /\bpasses (?:it )?on\b/,
  // An egg up high, about to fall.
  'Humpty Dumpty': /\bbalances a tower of eggs\b|\ban egg\b[\w ]* (?:falls|tumbles)\b/,
  // Creatures caught, not leaves or letters.
  Pokémon: /\bcatches (?:birds|fish|butterflies)\b/,
  'a bird in the hand': /\bbirds?\b/,
  // The carpet itself (a ride on the moon is no carpet).
  'Aladdin’s carpet': /\b(?:carpet|rug)\b/,
  // Head down in sand.
  'bury your head in the sand': /\b(?:desert|shore)\b/,
  // A creature held up to the sky, or the seasons climbed one after another.
  'the circle of life':
    /\bholds up an? (?:bird|fish|frog|mouse|rabbit|cat|owl|fox|wolf|bear)\b|\bclimbs a staircase whose steps go from spring\b/,
  // Something found or an idea had, held up: a light bulb, a key, a star — not a rose or a spider.
  eureka: /\bholds up an? (?:light bulb|key|star|egg|letter)\b/,
  // Indoors: an elephant in a meadow is no elephant in the room.
  'the elephant in the room': /\bin an? (?:bedroom|kitchen|library|attic|train carriage)\b/,
  // Calm beside danger; mischief with it.
  'the calm before the storm': /^an? (?:calm|sleepy)\b/,
  'play with fire': /^an? (?:mischievous|joyful|wide-eyed)\b/,
  // A hug for comfort, a hug for love.
  'a shoulder to cry on': /^an? (?:grieving|wistful|frightened)\b/,
  'head over heels': /^an? (?:joyful|wide-eyed|wistful)\b/,
  // A farewell dance.
  'the last waltz': /^an? (?:grieving|wistful|calm)\b/,
  // A shiver: someone who feels the eyes on them.
  'a chill down the spine': /^an? (?:frightened|astonished|wide-eyed|wistful)\b/,
  // A threat coming for someone who fears it, is startled by it or does not see it: told for any eyes in the dark, it
  // came back game after game (review s; 13 cards of the deck draw such eyes).
  'something wicked this way comes': /^an? (?:frightened|astonished|calm|sleepy)\b/,
  // Watched in a city: windows, a street, the roofs.
  'Big Brother': /\b(?:in a street|on a rooftop|in a train carriage|on a staircase)\b/,
  // Someone who senses a presence.
  'someone’s there': /^an? (?:frightened|astonished|wide-eyed|determined)\b/,
  // Someone performing for the eyes in the dark.
  'an unseen audience': /\b(?:plays the violin|dances with|juggles|balances a tower of)\b/,
  // Mischief at the tree.
  'forbidden fruit': /^an? mischievous\b/,
  // A world carried.
  'the weight of the world': /\b(?:globe|moon)\b/,
  // A door onto the sky.
  'out of the blue': /\bonto the (?:sky|sea)\b/,
  // Snow inside the bottle.
  'a snow globe': /\bsnow\b/,
  // Words or birds flying out of a book.
  'words take wing': /\bspills (?:birds|letters|butterflies)\b/,
  // A last song: a sad violinist.
  'swan song': /^an? (?:grieving|wistful)\b/,
  // Something big on the line.
  'reeling in the big one': /\bwhale\b/,
  // Something asleep dug up.
  'let sleeping dogs lie': /\bsleep/,
  // Someone small beside a giant.
  'David and Goliath': /\bbehind a giant\b|\bas big as a house\b|\bas tall as a tower\b/,
  // A light to be drawn to.
  'a moth to a flame': /\b(?:lantern|candle|star|light)\b/,
  // A fragile stack: the tower is of something that breaks.
  'a house of cards': /\bbalances a tower of (?:teacups|eggs|cards|chairs|books)\b/,
  // Someone moved to tears by music: no card draws a listener so moved, and by a drawn violin it
  // is a pun on its strings (read blind, review n for a grieving wolf's, review s for a joyful
  // one's). Understood when a person says it, never told.
  'strike a chord': /\bis moved to tears by the music\b/,
  // Walked on a wire or a rope: a balancing act is no tightrope (review s: «ходить по лезвию
  // ножа», a knife's edge, floated free of a tower of suitcases). No card draws one walked.
  'walking a tightrope': /\bwalks (?:a|the) (?:tightrope|wire)\b/,
  // Gossip passed on, where no bird or egg is drawn to hook it on (read blind, «pikkulintu
  // kertoi» for a whisper into an egg hung on a bird that is not there).
  'a little bird told me': /^(?!.*\b(?:eggs?|birds?|birdcage)\b)/,
  // Someone who becomes what they eat: no card draws that, and feeding something is not it (read
  // blind, review r: hung on a bear feeding keys to a fish, the saying said nothing of the card).
  'you are what you eat': /\bturns into what it eats\b/,
  // The angler's fish that escaped: a fish getting away, not a paper boat chased (review r: the
  // reader took the painted fish swimming out of its canvas, the saying's own image).
  'the one that got away': /\bfish\b/,
};
