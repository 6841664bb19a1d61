// The situations swaps have thrown out (curation/retired-situations.txt): a swap never draws
// them again. Before the list, each swap had to be handed every earlier swap's leavers by hand
// (`--without`), and a swap that forgot one brought back 16 look-alikes thrown out before.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const retiredFile = join(
  import.meta.dirname,
  '..',
  '..',
  'curation',
  'retired-situations.txt',
);

/** The retired situations' ids (`action-id  # why` lines; `#` starts a comment). */
export function retiredSituations(file = retiredFile): Set<string> {
  if (!existsSync(file)) return new Set();
  const ids = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((id) => id !== '');
  return new Set(ids);
}

/** Adds situations to the list, each with why; those listed already are left as they are. */
export function retire(reasons: ReadonlyMap<string, string>, file = retiredFile): string[] {
  const known = retiredSituations(file);
  const added = [...reasons].filter(([id]) => !known.has(id));
  if (added.length > 0)
    appendFileSync(file, added.map(([id, why]) => `${id.padEnd(22)}# ${why}\n`).join(''));
  return added.map(([id]) => id);
}
