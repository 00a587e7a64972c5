/**
 * Thin wrapper over node:util parseArgs that turns its exceptions into UsageError (exit 2,
 * one line) and offers the number/list parsers every command needs.
 */
import { pushAll } from '../base/arrays.js';
import { didYouMean } from '../base/suggest.js';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MAX_COUNT } from '../base/limits.js';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;
/** What parseArgs returns for a strict, positional-accepting call with these options. */
export type ParsedCommandArgs<T extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

export function parseCommandArgs<T extends Options>(
  argv: readonly string[],
  options: T,
  command: string,
): ParsedCommandArgs<T> {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (err) {
    // node's messages run to several lines; keep the first sentence and reword the one that
    // confuses most (a value that starts with '-', e.g. `--top -1`).
    const first = ((err as Error).message.split('\n')[0] ?? '').replace(/\. To specify a positional argument.*$/s, '');
    const ambiguous = /^Option '(--?[\w-]+)' argument is ambiguous/.exec(first);
    const unknown = /^Unknown option '(--?)([^']*)'/.exec(first);
    const near = unknown
      ? didYouMean(
          unknown[2] ?? '',
          Object.keys(options).filter((k) => k.length > 1),
        )
      : '';
    const message = ambiguous
      ? `${ambiguous[1]} needs a value (a value starting with '-' must be written ${ambiguous[1]}=VALUE)`
      : unknown && near !== ''
        ? `${first}${near.replace(/'([^']*)'/, "'--$1'")}`
        : first;
    throw new UsageError(`${command}: ${message} (see skillscope ${command} --help)`);
  }
}

/** Parses a number option; `min`/`max` are inclusive. */
/** Plain decimal numbers only: no hex, no surrounding spaces, no Infinity. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function numberOption(
  value: string | undefined,
  flag: string,
  fallback: number,
  min = -Infinity,
  max = Infinity,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!DECIMAL.test(value) || !Number.isFinite(n) || n < min || n > max) {
    throw new UsageError(`${flag} expects a number${rangeText(min, max)}, got '${value}'`);
  }
  return n;
}

function rangeText(min: number, max: number): string {
  if (Number.isFinite(min) && Number.isFinite(max)) return ` from ${min} to ${max}`;
  if (Number.isFinite(min)) return ` of at least ${min}`;
  if (Number.isFinite(max)) return ` of at most ${max}`;
  return '';
}

/**
 * Parses an integer option; `min`/`max` are inclusive. Without a `max`, MAX_COUNT (10^9): no
 * count, size or budget of ours is larger, and `--top 1e300` is a typo, not a request.
 */
export function intOption(
  value: string | undefined,
  flag: string,
  fallback: number,
  min = -Infinity,
  max = MAX_COUNT,
): number {
  const n = numberOption(value, flag, fallback, min, max);
  if (!Number.isInteger(n))
    throw new UsageError(`${flag} expects a whole number${rangeText(min, max)}, got '${value}'`);
  return n;
}

/** Splits `a,b , c` (possibly given several times) into a de-duplicated list. */
export function listOption(values: string | string[] | undefined): string[] {
  if (values === undefined) return [];
  const all = (Array.isArray(values) ? values : [values]).flatMap((v) => v.split(','));
  return [...new Set(all.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** The arguments before `--`: where an option (e.g. `--help`) can still be an option. */
function beforeDoubleDash(argv: readonly string[]): readonly string[] {
  const end = argv.indexOf('--');
  return end === -1 ? argv : argv.slice(0, end);
}

/** Whether `--help` / `-h` is asked for (before any `--`). */
export function helpRequested(argv: readonly string[]): boolean {
  const head = beforeDoubleDash(argv);
  return head.includes('--help') || head.includes('-h');
}

/**
 * Splits a command line whose trailing positionals are free text (`route DIR what does -h
 * mean`). Until the free text begins, arguments parse as usual. Once `leading` positionals have
 * been seen, the text has begun: from then on an argument is still an option only when it is
 * one of the command's own long options spelled in full (`--json`, `--condition X`, so
 * `route DIR "request" --json` keeps working); anything else — `-h`, `--help`, `-x`, `--foo` —
 * is a word of the text. `--` ends options: every argument after it is text.
 * Returns an argv for parseArgs with the text after a `--`, so parseArgs cannot take it apart.
 */
export function freeTextArgv(
  argv: readonly string[],
  options: Options,
  leading: number,
): { argv: string[]; helpRequested: boolean } {
  const opts: string[] = [];
  const words: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      pushAll(words, argv.slice(i + 1));
      break;
    }
    const begun = words.length >= leading;
    const long = /^--([^=]+)(=.*)?$/.exec(arg);
    const known =
      long !== null && long[1] !== 'help' && Object.prototype.hasOwnProperty.call(options, long[1] as string);
    const isOption = arg.length > 1 && arg.startsWith('-') && (!begun || known);
    if (!isOption) {
      words.push(arg);
      continue;
    }
    if (!begun && (arg === '--help' || arg === '-h')) help = true;
    opts.push(arg);
    // A string option spelled without '=' takes the next argument as its value.
    if (
      known &&
      long?.[2] === undefined &&
      (options[long?.[1] as string] as { type?: string }).type === 'string' &&
      i + 1 < argv.length
    ) {
      opts.push(argv[++i] as string);
    }
  }
  return { argv: [...opts, '--', ...words], helpRequested: help };
}
