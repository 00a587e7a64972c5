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
    const message = (err as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    throw new UsageError(`${command}: ${message} (see skillscope ${command} --help)`);
  }
}

/** Parses a number option; `min`/`max` are inclusive. */
export function numberOption(value: string | undefined, flag: string, fallback: number, min = -Infinity, max = Infinity): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max) {
    const range = Number.isFinite(min) || Number.isFinite(max) ? ` between ${min} and ${max}` : '';
    throw new UsageError(`${flag} expects a number${range}, got '${value}'`);
  }
  return n;
}

/** Parses an integer option; `min`/`max` are inclusive. */
export function intOption(value: string | undefined, flag: string, fallback: number, min = -Infinity, max = Infinity): number {
  const n = numberOption(value, flag, fallback, min, max);
  if (!Number.isInteger(n)) throw new UsageError(`${flag} expects a whole number, got '${value}'`);
  return n;
}

/** Splits `a,b , c` (possibly given several times) into a de-duplicated list. */
export function listOption(values: string | string[] | undefined): string[] {
  if (values === undefined) return [];
  const all = (Array.isArray(values) ? values : [values]).flatMap((v) => v.split(','));
  return [...new Set(all.map((v) => v.trim()).filter((v) => v !== ''))];
}
