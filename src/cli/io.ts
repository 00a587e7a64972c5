/**
 * The only view of the outside world a command gets. `main.ts` builds it from `process`;
 * tests build it from strings. Commands never touch `process` themselves.
 */
import type { Readable } from 'node:stream';
import { formatBytes } from '../base/guard.js';
import { batched } from '../report/json-chunks.js';
import { wrapLine } from '../report/table.js';
import { UsageError } from './errors.js';

export interface CliIo {
  /** Human or machine output (one JSON document for --json). */
  stdout(text: string): void;
  /** Progress, warnings and error lines. */
  stderr(text: string): void;
  /** Reads all of standard input (for `-` arguments), at most MAX_INPUT_BYTES (base/limits.ts). */
  readStdin(): Promise<Uint8Array>;
  /** Working directory that relative paths resolve against. */
  cwd: string;
  /** Environment variables (NO_COLOR, CI …). */
  env: Readonly<Record<string, string | undefined>>;
  /** True when stdout is a terminal: colour and wide tables are allowed. */
  stdoutIsTTY: boolean;
  /** True when stderr is a terminal: progress indicators are allowed. */
  stderrIsTTY: boolean;
  /** The raw standard streams, for the one command that speaks a protocol over them (`mcp`). */
  stdio?: () => {
    readonly input: NodeJS.ReadableStream & import('node:stream').Readable;
    readonly output: NodeJS.WritableStream & import('node:stream').Writable;
  };
  /** The terminal's width in columns when stdout is a terminal (undefined otherwise). */
  stdoutColumns?: number | undefined;
}

/** Colour only on a terminal and never when NO_COLOR is set (https://no-color.org). */
export function useColor(io: CliIo): boolean {
  const noColor = io.env['NO_COLOR'];
  return io.stdoutIsTTY && (noColor === undefined || noColor === '');
}

/** Narrowest width we lay tables out for; a smaller COLUMNS is taken as this. */
const MIN_TABLE_WIDTH = 40;

/**
 * Width the tables must fit, or undefined for no limit. `COLUMNS` (a positive integer) wins,
 * as in most CLIs, so `COLUMNS=80 skillscope audit … | less` lays out for 80; else the
 * terminal's width when stdout is a terminal; else no limit: piped output is for files and
 * programs, which do not wrap, and cutting it would lose data nobody asked us to drop.
 */
export function terminalWidth(io: CliIo): number | undefined {
  const env = io.env['COLUMNS'];
  if (env !== undefined && /^\s*\d+\s*$/.test(env) && Number(env) > 0) return Math.max(Number(env), MIN_TABLE_WIDTH);
  if (io.stdoutIsTTY && io.stdoutColumns !== undefined && io.stdoutColumns > 0)
    return Math.max(io.stdoutColumns, MIN_TABLE_WIDTH);
  return undefined;
}

/** Columns assumed on a terminal that reports no width. */
export const DEFAULT_TERMINAL_COLUMNS = 80;

/**
 * Width a line on stderr (a usage error, a note) wraps at: COLUMNS when set, like the text on
 * stdout; else, when stderr is a terminal, the terminal's width (stdout's, when it is one too) or
 * 80; else none, so a log file gets the one line whole.
 */
function stderrWidth(io: CliIo): number | undefined {
  const env = io.env['COLUMNS'];
  if (env !== undefined && /^\s*\d+\s*$/.test(env) && Number(env) > 0) return Math.max(Number(env), MIN_TABLE_WIDTH);
  if (!io.stderrIsTTY) return undefined;
  return io.stdoutIsTTY && io.stdoutColumns !== undefined && io.stdoutColumns > 0
    ? Math.max(io.stdoutColumns, MIN_TABLE_WIDTH)
    : DEFAULT_TERMINAL_COLUMNS;
}

/**
 * One message on stderr (a usage error, an access error), wrapped at `stderrWidth` as the text on
 * stdout is: one line to a program or a log file, lines of at most 80 columns on a default terminal.
 */
export function sayOnStderr(io: CliIo, message: string): void {
  io.stderr(`${wrapLine(message, stderrWidth(io))}\n`);
}

/**
 * Writes a document given in pieces (report/json-chunks.ts) in writes of ~64 KiB, so a large
 * JSON document is never one string in memory.
 */
export function writePieces(io: Pick<CliIo, 'stdout'>, pieces: Iterable<string>): void {
  for (const chunk of batched(pieces)) io.stdout(chunk);
}

/**
 * All of `input` up to `maxBytes`; one byte more stops the read (the stream is destroyed, so
 * `cmd < /dev/zero` ends at once instead of filling memory) and is a usage error.
 */
export function readCapped(input: Readable, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const fail = (err: Error) => {
      input.removeAllListeners('data');
      input.destroy();
      reject(err);
    };
    input.on('data', (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += buf.length;
      if (total > maxBytes)
        fail(new UsageError(`cannot read standard input: it is larger than the ${formatBytes(maxBytes)} limit`));
      else chunks.push(buf);
    });
    input.once('end', () => resolve(new Uint8Array(Buffer.concat(chunks, total))));
    input.once('error', (err) => fail(new UsageError(`cannot read standard input: ${err.message}`)));
  });
}
