// The Tales composer, for packages that make candidate cards as the curation does (the bots'
// tests read cards of situations the deck does not hold yet): a recipe from a seed and the
// metadata a card of it gets in tales.json.
export { freshActions } from './actions/fresh.ts';
export { moreActions } from './actions/more.ts';
export { newActions } from './actions/new.ts';
export { actions, composeScene, type Recipe } from './compose.ts';
export { describeRecipe, type TaleMeta } from './idea.ts';
export { pickRecipe } from './pick.ts';
