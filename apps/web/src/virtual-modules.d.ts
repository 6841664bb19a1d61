/** The built-in deck's alt text in one language, by card id (apps/web/build/card-alt.ts). */
declare module 'virtual:card-alt-*' {
  const words: Readonly<Record<string, string>>;
  export default words;
}
