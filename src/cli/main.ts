#!/usr/bin/env node
/**
 * The skillscope binary: the only module that touches `process`. It builds a CliIo,
 * dispatches to one command module (loaded lazily so `tokens count` does not pay for the
 * routing analyzers), and turns expected failures into one clean line and exit code 2.
 */
import { didYouMean } from '../base/suggest.js';
import type { Command } from './command.js';
import { readCapped, type CliIo } from './io.js';
import { MAX_INPUT_BYTES } from '../base/limits.js';
import { escapeTerminal, safeText } from '../base/escape.js';
import { EXIT_FINDINGS, EXIT_USAGE, UsageError } from './errors.js';
import { AccessError, isRequestError } from '../access/errors.js';
import { VERSION } from '../base/version.js';
import { TOP_HELP } from './help.js';
import { helpRequested } from './args.js';

type CommandName =
  | 'tokens'
  | 'audit'
  | 'diff'
  | 'hook'
  | 'check'
  | 'rules'
  | 'route'
  | 'bench'
  | 'cost'
  | 'hosts'
  | 'suggest'
  | 'report'
  | 'queries'
  | AccessCommandName;
/** Commands of the access layer: catalog, discovery, loading, search and cold storage for agents. */
type AccessCommandName =
  | 'catalog'
  | 'discover'
  | 'load'
  | 'search'
  | 'inspect'
  | 'select'
  | 'enable'
  | 'disable'
  | 'plan'
  | 'mcp';

const COMMANDS: Record<CommandName, () => Promise<Command>> = {
  tokens: async () => (await import('./commands/tokens.js')).tokensCommand,
  audit: async () => (await import('./commands/audit.js')).auditCommand,
  diff: async () => (await import('./commands/diff.js')).diffCommand,
  hook: async () => (await import('./commands/hook.js')).hookCommand,
  check: async () => (await import('./commands/check.js')).checkCommand,
  rules: async () => (await import('./commands/rules.js')).rulesCommand,
  route: async () => (await import('./commands/route.js')).routeCommand,
  bench: async () => (await import('./commands/bench.js')).benchCommand,
  cost: async () => (await import('./commands/cost.js')).costCommand,
  hosts: async () => (await import('./commands/hosts.js')).hostsCommand,
  suggest: async () => (await import('./commands/suggest.js')).suggestCommand,
  report: async () => (await import('./commands/report.js')).reportCommand,
  queries: async () => (await import('./commands/queries.js')).queriesCommand,
  catalog: async () => (await import('./commands/catalog.js')).catalogCommand,
  discover: async () => (await import('./commands/discover.js')).discoverCommand,
  load: async () => (await import('./commands/load.js')).loadCommand,
  search: async () => (await import('./commands/search.js')).searchCommand,
  inspect: async () => (await import('./commands/inspect.js')).inspectCommand,
  select: async () => (await import('./commands/select.js')).selectCommand,
  enable: async () => (await import('./commands/state.js')).enableCommand,
  disable: async () => (await import('./commands/state.js')).disableCommand,
  plan: async () => (await import('./commands/plan.js')).planCommand,
  mcp: async () => (await import('./commands/mcp.js')).mcpCommand,
};

function isCommandName(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}

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
    io.stderr(
      `skillscope: unknown command '${safeText(first)}'${didYouMean(first, Object.keys(COMMANDS))} (commands: ${Object.keys(COMMANDS).join(', ')}; see skillscope --help)\n`,
    );
    return EXIT_USAGE;
  }
  try {
    const command = await COMMANDS[first]();
    if (command.wantsHelp ? command.wantsHelp(rest) : helpRequested(rest)) {
      io.stdout(command.help);
      return 0;
    }
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      // One line, whatever the message carries (a JSON parser's excerpt can span lines), and
      // escaped: messages quote paths and values the user's files chose.
      io.stderr(`skillscope: ${oneLine(err.message)}\n`);
      return EXIT_USAGE;
    }
    // An access error outside an access command's own handler (the state read by `mcp` at
    // start, or by `check --respect-state`): the same line the access commands print.
    if (err instanceof AccessError) {
      io.stderr(`skillscope: ${err.code}: ${oneLine(err.message)}\n`);
      return isRequestError(err.code) ? EXIT_USAGE : EXIT_FINDINGS;
    }
    // A bug in skillscope, not in the user's input: still one line, with a pointer for reporting.
    const message = oneLine(err instanceof Error ? err.message : String(err));
    io.stderr(`skillscope: internal error: ${message} (set SKILLSCOPE_DEBUG=1 for a stack trace)\n`);
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
