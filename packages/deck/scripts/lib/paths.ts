import { join } from 'node:path';

/** Where scripts read and write: generated output is gitignored, data is committed. */
export const packageDir = join(import.meta.dirname, '..', '..');
export const generatedDir = join(packageDir, 'generated');
export const candidatesDir = join(generatedDir, 'candidates');
export const cardsDir = join(generatedDir, 'cards');
export const dataDir = join(packageDir, 'src', 'data');
export const docsImagesDir = join(packageDir, '..', '..', 'docs', 'images');
