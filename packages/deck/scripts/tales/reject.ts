// Record cards rejected by eye during the pass over the review sheets, with a reason.
//   node scripts/tales/reject.ts "crop: the face is cut" 051 054 061 …
// Then re-run scripts/tales/curate.ts (the rejected cards' places go to the next candidates).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { talesDeck } from '../../src/tales/deck.ts';

const [reason, ...ids] = process.argv.slice(2);
if (reason === undefined || ids.length === 0) {
  console.error('usage: node scripts/tales/reject.ts "<reason>" <card number>…');
  process.exit(2);
}
const file = join(import.meta.dirname, '..', '..', 'curation', 'tales-rejected.json');
const rejected = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
  : {};
for (const id of ids) {
  const card = talesDeck.find((c) => c.id === `tale-${id.padStart(3, '0')}`);
  if (!card) throw new Error(`no card ${id}`);
  rejected[`${card.idea} | ${card.style}`] = reason;
}
writeFileSync(file, `${JSON.stringify(rejected, null, 2)}\n`);
console.log(`${String(Object.keys(rejected).length)} rejected in all`);
