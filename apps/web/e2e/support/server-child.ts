/**
 * The test server's process: runs the entry point given as its argument (`npm start`'s
 * apps/server/src/main.ts) and exits when the test run that started it goes away (its stdin
 * closes), so a killed run leaves no server behind.
 */
import { pathToFileURL } from 'node:url';

const entry = process.argv[2];
if (entry === undefined) throw new Error('usage: node server-child.ts <entry.ts>');
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
await import(pathToFileURL(entry).href);
