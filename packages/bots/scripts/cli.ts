/**
 * The command line of the bots' scripts, read one way: `--help` prints the script's usage and
 * exits 0; a command line it cannot take (an unknown flag, a missing value, a bad number) prints
 * one line, `<script>: usage error: <what>; --help lists the options`, and exits 2.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const helpOption = { help: { type: 'boolean', default: false } } as const;

type WithHelp<O extends ParseArgsOptionsConfig> = O & typeof helpOption;

/** The values of a command line with these options (as `parseArgs` types them). */
export type Values<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: WithHelp<O>; strict: true; allowPositionals: false }>
>['values'];

/** What a command line asks for: to run with these values, the usage, or nothing it can take. */
export type CommandLine<O extends ParseArgsOptionsConfig> =
  | { readonly kind: 'run'; readonly values: Values<O> }
  | { readonly kind: 'help' }
  | { readonly kind: 'usage-error'; readonly message: string };

/** Reads `args` against `options` (and `--help`), without printing or exiting. */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: O,
): CommandLine<O> {
  let values: Values<O>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { ...options, ...helpOption },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's first sentence says what is wrong ("Unknown option '--x'"); the rest is advice
    // about positionals that these scripts do not take.
    const [what = String(error)] = (error as Error).message.split(/\.\s/);
    return { kind: 'usage-error', message: what };
  }
  const help = (values as { readonly help?: boolean }).help === true;
  return help ? { kind: 'help' } : { kind: 'run', values };
}

/** A script's command line, read: its values, and the checks that refuse what it cannot use. */
export interface Cli<O extends ParseArgsOptionsConfig> {
  readonly values: Values<O>;
  /** Refuses the command line: the one-line usage error, exit code 2. */
  readonly fail: (message: string) => never;
  /** `text` if it is one of `allowed`, else refused as an unknown `what`. */
  readonly oneOf: <T extends string>(text: string, allowed: readonly T[], what: string) => T;
  /** A comma-separated list of `allowed` items. */
  readonly listOf: <T extends string>(text: string, allowed: readonly T[], what: string) => T[];
  /** The option `--flag`'s whole number, from `min` to `max`. */
  readonly count: (text: string, flag: string, min: number, max?: number) => number;
}

/**
 * Reads the process's command line for the script `name`: prints `usage` and exits 0 on `--help`,
 * refuses (one line, exit 2) what `parseArgs` cannot take, and otherwise returns the values with
 * the checks the script makes of them.
 */
export function commandLine<const O extends ParseArgsOptionsConfig>(
  name: string,
  usage: string,
  options: O,
): Cli<O> {
  const fail = (message: string): never => {
    console.error(`${name}: usage error: ${message}; --help lists the options`);
    process.exit(2);
  };
  const read = readCommandLine(process.argv.slice(2), options);
  if (read.kind === 'help') {
    console.log(usage);
    process.exit(0);
  }
  if (read.kind === 'usage-error') return fail(read.message);
  const oneOf = <T extends string>(text: string, allowed: readonly T[], what: string): T =>
    (allowed as readonly string[]).includes(text) ? (text as T) : fail(`unknown ${what} "${text}"`);
  return {
    values: read.values,
    fail,
    oneOf,
    listOf: (text, allowed, what) =>
      text.split(',').map((item) => oneOf(item.trim(), allowed, what)),
    count: (text, flag, min, max = Infinity) => {
      const n = Number(text);
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      const range =
        max === Infinity ? `of at least ${String(min)}` : `from ${String(min)} to ${String(max)}`;
      return fail(`--${flag} must be a whole number ${range}`);
    },
  };
}
