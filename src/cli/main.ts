#!/usr/bin/env node
/**
 * The skillscope binary: the only module that touches `process`. It builds a CliIo,
 * dispatches to one command module (loaded lazily so `tokens count` does not pay for the
 * routing analyzers), and turns expected failures into one clean line and exit code 2.
 */
import { didYouMean } from '../base/suggest.js';
import { readCapped, sayOnStderr, type CliIo } from './io.js';
import { MAX_INPUT_BYTES } from '../base/limits.js';
import { escapeTerminal, safeText } from '../base/escape.js';
import { EXIT_FINDINGS, EXIT_USAGE, UsageError } from './errors.js';
import { AccessError, isRequestError } from '../access/errors.js';
import { VERSION } from '../base/version.js';
import { TOP_HELP } from './help.js';
import { helpRequested } from './args.js';
import { COMMAND_NAMES, COMMANDS, isCommandName } from './registry.js';

function processIo(): CliIo {
  // Standard input is one stream: a second `-` reads what is left of it, nothing (as before).
  let stdinRead: Promise<Uint8Array> | undefined;
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // A stream, not readFileSync(0): the read must stop at the cap (a pipe from /dev/zero never ends).
    readStdin: () => {
      if (stdinRead !== undefined) return Promise.resolve(new Uint8Array());
      stdinRead = readCapped(process.stdin, MAX_INPUT_BYTES);
      return stdinRead;
    },
    cwd: process.cwd(),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    stdio: () => ({ input: process.stdin, output: process.stdout }),
    stdoutColumns: process.stdout.isTTY === true ? process.stdout.columns : undefined,
  };
}

/** A message as one escaped line: line breaks become spaces, other controls visible escapes. */
function oneLine(message: string): string {
  return safeText(message.replace(/\s*\n\s*/g, ' ').trim());
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout(TOP_HELP);
    return first === undefined ? EXIT_USAGE : 0;
  }
  if (first === '--version' || first === '-V') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (!isCommandName(first)) {
    sayOnStderr(
      io,
      `skillscope: unknown command '${safeText(first)}'${didYouMean(first, COMMAND_NAMES)} (commands: ${COMMAND_NAMES.join(', ')}; see skillscope --help)`,
    );
    return EXIT_USAGE;
  }
  try {
    const command = await COMMANDS[first].load();
    if (command.wantsHelp ? command.wantsHelp(rest) : helpRequested(rest)) {
      io.stdout(command.help);
      return 0;
    }
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      // One line, whatever the message carries (a JSON parser's excerpt can span lines), and
      // escaped: messages quote paths and values the user's files chose.
      sayOnStderr(io, `skillscope: ${oneLine(err.message)}`);
      return EXIT_USAGE;
    }
    // An access error outside an access command's own handler (the state read by `mcp` at
    // start, or by `check --respect-state`): the same line the access commands print.
    if (err instanceof AccessError) {
      sayOnStderr(io, `skillscope: ${err.code}: ${oneLine(err.message)}`);
      return isRequestError(err.code) ? EXIT_USAGE : EXIT_FINDINGS;
    }
    // A bug in skillscope, not in the user's input: still one line, with a pointer for reporting.
    const message = oneLine(err instanceof Error ? err.message : String(err));
    sayOnStderr(io, `skillscope: internal error: ${message} (set SKILLSCOPE_DEBUG=1 for a stack trace)`);
    if (io.env['SKILLSCOPE_DEBUG'] && err instanceof Error && err.stack)
      io.stderr(`${escapeTerminal(err.stack, { keepNewlines: true })}\n`);
    return EXIT_USAGE;
  }
}

// Run only when executed as the binary, not when imported by tests.
const invokedAsBinary =
  process.argv[1] !== undefined && /(?:^|[\\/])(?:main\.(?:js|ts)|skillscope)$/.test(process.argv[1]);
if (invokedAsBinary) {
  // EPIPE (e.g. `skillscope audit … | head`) is not an error worth a stack trace.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
  });
  main(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`skillscope: internal error: ${safeText(String(err))}\n`);
      process.exitCode = EXIT_USAGE;
    },
  );
}
