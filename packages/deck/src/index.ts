// Card rasters need resvg and sharp (Node only), so they live at @fabula/deck/images, not here.
export type { CardMeta, CardRecipe, Lang, SkyCard, WeightedObject, Words } from './types.ts';
export { languages } from './types.ts';
export {
  builtInDeck,
  builtInDecks,
  cardById,
  isTale,
  skiesDeck,
  talesDeck,
  type BuiltInCard,
  type BuiltInDeckId,
  type TaleCard,
} from './deck.ts';
export { taleIdsIn } from './tales/ids.ts';
export { renderCardSvg } from './render.ts';
export { describeCard } from './meta.ts';
export { drawCard, defaultPalette } from './draw.ts';
export { templates } from './templates/index.ts';
export { palettes } from './palettes.ts';
export { HEIGHT as cardHeight, WIDTH as cardWidth } from './canvas.ts';
