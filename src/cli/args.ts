/**
 * Thin wrapper over node:util parseArgs that turns its exceptions into UsageError (exit 2,
 * one line) and offers the number/list parsers every command needs.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;
/** What parseArgs returns for a strict, positional-accepting call with these options. */
export type ParsedCommandArgs<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>>;

export function parseCommandArgs<T extends Options>(argv: readonly string[], options: T, command: string): ParsedCommandArgs<T> {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (err) {
    // node's messages run to several lines; keep the first sentence and reword the one that
    // confuses most (a value that starts with '-', e.g. `--top -1`).
    const first = ((err as Error).message.split('\n')[0] ?? '').replace(/\. To specify a positional argument.*$/s, '');
    const ambiguous = /^Option '(--?[\w-]+)' argument is ambiguous/.exec(first);
    const message = ambiguous ? `${ambiguous[1]} needs a value (a value starting with '-' must be written ${ambiguous[1]}=VALUE)` : first;
    throw new UsageError(`${command}: ${message} (see skillscope ${command} --help)`);
  }
}

/** Parses a number option; `min`/`max` are inclusive. */
/** Plain decimal numbers only: no hex, no surrounding spaces, no Infinity. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function numberOption(value: string | undefined, flag: string, fallback: number, min = -Infinity, max = Infinity): number {
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

/** Parses an integer option; `min`/`max` are inclusive. */
export function intOption(value: string | undefined, flag: string, fallback: number, min = -Infinity, max = Infinity): number {
  const n = numberOption(value, flag, fallback, min, max);
  if (!Number.isInteger(n)) throw new UsageError(`${flag} expects a whole number${rangeText(min, max)}, got '${value}'`);
  return n;
}

/** Splits `a,b , c` (possibly given several times) into a de-duplicated list. */
export function listOption(values: string | string[] | undefined): string[] {
  if (values === undefined) return [];
  const all = (Array.isArray(values) ? values : [values]).flatMap((v) => v.split(','));
  return [...new Set(all.map((v) => v.trim()).filter((v) => v !== ''))];
}
