import { loadConfig, type ServerConfig } from '../config.ts';

/**
 * Runs `npm run <name> -- FILE` (backup, restore): the server's configuration from the
 * environment, one file argument, one line of result on stdout, and on failure one line on
 * stderr and exit status 1, without a stack trace.
 */
export async function runOperation(
  name: string,
  work: (file: string, config: ServerConfig) => Promise<string>,
): Promise<void> {
  const args = process.argv.slice(2);
  const file = args[0];
  if (args.length !== 1 || file === undefined || file.startsWith('-')) {
    process.stderr.write(`usage: npm run ${name} -- FILE.tar.gz\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await work(file, loadConfig())}\n`);
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
