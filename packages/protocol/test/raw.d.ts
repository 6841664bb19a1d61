/** Vite (and so Vitest) imports any file's text with the `?raw` suffix. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
