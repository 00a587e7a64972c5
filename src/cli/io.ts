/**
 * The only view of the outside world a command gets. `main.ts` builds it from `process`;
 * tests build it from strings. Commands never touch `process` themselves.
 */
export interface CliIo {
  /** Human or machine output (one JSON document for --json). */
  stdout(text: string): void;
  /** Progress, warnings and error lines. */
  stderr(text: string): void;
  /** Reads all of standard input (for `-` arguments). */
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
  stdio?: () => { readonly input: NodeJS.ReadableStream & import('node:stream').Readable; readonly output: NodeJS.WritableStream & import('node:stream').Writable };
}

/** Colour only on a terminal and never when NO_COLOR is set (https://no-color.org). */
export function useColor(io: CliIo): boolean {
  const noColor = io.env['NO_COLOR'];
  return io.stdoutIsTTY && (noColor === undefined || noColor === '');
}
