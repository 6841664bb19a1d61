import { builtInDeck, languages, type Lang } from '@fabula/deck';
import type { Plugin } from 'vite';

const prefix = 'virtual:card-alt-';
const resolved = `\0${prefix}`;

function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}

/**
 * The built-in deck's alt text, one module per language (`virtual:card-alt-en`, …), so a room
 * downloads its own language's words (about a fifth of the deck's metadata) and nothing else:
 * no template, palette, object or concept data, which only the server and bots use. Each module
 * is its own hashed chunk, cached for good and precompressed with the rest of the build.
 */
export function cardAltText(): Plugin {
  return {
    name: 'fabula-card-alt',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolved)) return null;
      const lang = id.slice(resolved.length);
      if (!isLang(lang)) throw new Error(`No card alt text in "${lang}".`);
      const words = Object.fromEntries(builtInDeck.map((card) => [card.id, card.alt[lang]]));
      // JSON.parse of one string literal is quicker for the browser than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(words))});`;
    },
  };
}
