/**
 * @fabula/bots — players that see only their own view and the cards' words. `decide` turns a
 * seat's view into one of its legal commands: storyteller, submitter, voter and trap setter in
 * classic, Odyssey, Party and Teams, in the room's language.
 */
export { decide, think, type BotCommand, type BotDecision } from './decide.ts';
export type { BotOptions, CardLookup } from './mind.ts';
export type { CardWords } from './meaning/space.ts';
export {
  botName,
  levels,
  personalities,
  wordPersonalities,
  type Level,
  type Personality,
} from './profile.ts';
export { understandClue, type Understanding } from './meaning/understand.ts';
export { vocabulary, type Style, type VocabEntry } from './vocabulary/index.ts';
export { warmUp, warmUpInTurns } from './warm-up.ts';
export { perceiveFits } from './roles/listener.ts';
export { profileOf, vectorFit, saysBannedWord, type CardProfile } from './meaning/space.ts';
