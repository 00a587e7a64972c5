/** The contract every sub-command module fulfils; main.ts dispatches to it by name. */
import type { CliIo } from './io.js';
import type { OptionTable } from './options.js';

/** One CLI sub-command: parse its own argv, run the library, render, return the exit code. */
export interface Command {
  /** Full help text printed for `skillscope <cmd> --help`. */
  readonly help: string;
  /**
   * Every option the command declares (options.ts), for the options table of
   * docs/commands/<name>.md; the help's Options block is generated from the same tables.
   */
  readonly options: OptionTable;
  run(argv: readonly string[], io: CliIo): Promise<number>;
  /**
   * Whether argv asks for the help text. Default (when absent): `--help` or `-h` before any
   * `--`. A command whose arguments include free text (route's request) decides itself.
   */
  wantsHelp?(argv: readonly string[]): boolean;
}
