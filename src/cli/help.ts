/** The version (read from package.json) and the top-level help text, checked word for word in test/cli/help.test.ts. */
import { readFileSync } from 'node:fs';

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const VERSION = readVersion();

export const TOP_HELP = `skillscope ${VERSION} — measure, gate and benchmark Agent Skills directories

Usage: skillscope <command> [options]

Commands:
  tokens verify          check our tokenizer against pinned reference vectors
  tokens count [FILE…]   count tokens, bytes and code points of files or stdin (-)
  audit DIR              three-tier context cost of a skill directory
  check DIR              CI gate: spec, budgets, host listing limits, quality rules
  route DIR "request"    rank the skills a lexical router would pick for one request
  bench DIR --queries F  offline routing benchmark with statistics
  report DIR             one self-contained HTML page of audit, check and bench

Run 'skillscope <command> --help' for a command's options.
Exit codes: 0 ok, 1 findings (check errors, verify mismatches), 2 usage or IO error.
`;
