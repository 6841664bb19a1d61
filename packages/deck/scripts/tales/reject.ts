// Record cards rejected by eye during the pass over the review sheets, with a reason.
//   node scripts/tales/reject.ts "crop: the face is cut" 051 054 061 …
//   node scripts/tales/reject.ts --deck <file.json> "…" 051 …   (ids of a deck file, such as the
//   choice curate.ts previews in generated/tales/preview.json when the gates are not met yet)
// Then re-run scripts/tales/curate.ts (the rejected cards' places go to the next candidates).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { talesDeck } from '../../src/tales/deck.ts';

const args = process.argv.slice(2);
const deckAt = args[0] === '--deck' ? args[1] : undefined;
const [reason, ...ids] = deckAt === undefined ? args : args.slice(2);
const deck: readonly { id: string; idea: string; style: string }[] =
  deckAt === undefined
    ? talesDeck
    : (JSON.parse(readFileSync(deckAt, 'utf8')) as { id: string; idea: string; style: string }[]);
if (reason === undefined || ids.length === 0) {
  console.error('usage: node scripts/tales/reject.ts "<reason>" <card number>…');
  process.exit(2);
}
const file = join(import.meta.dirname, '..', '..', 'curation', 'tales-rejected.json');
const rejected = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
  : {};
for (const id of ids) {
  const card = deck.find((c) => c.id === `tale-${id.padStart(3, '0')}`);
  if (!card) throw new Error(`no card ${id}`);
  rejected[`${card.idea} | ${card.style}`] = reason;
}
writeFileSync(file, `${JSON.stringify(rejected, null, 2)}\n`);
console.log(`${String(Object.keys(rejected).length)} rejected in all`);
