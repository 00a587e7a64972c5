/**
 * `skillscope tokens verify|count`: parse → run the pure tokenizer core → render → exit code.
 * The only IO here is reading the files named on the command line (and stdin through `io`).
 */
import path from 'node:path';
import { formatBytes, readGuarded, refusalMessage } from '../../base/guard.js';
import { trimEndOf } from '../../base/trim.js';
import { collectInputFiles, type InputFile } from '../files.js';
import { nodeFs } from '../../skills/fs.js';
import { findFiles } from '../../skills/files.js';
import type { UnreadHidden } from '../../skills/model.js';
import { mergeUnreadHidden, unlessReadElsewhere } from '../../skills/unread-hidden.js';
import { noteUnreadHidden } from '../hidden-note.js';
import { safeText } from '../../base/escape.js';
import type { Command } from '../command.js';
import { terminalWidth, useColor, type CliIo } from '../io.js';
import { listOption } from '../args.js';
import { defineOptions, helpText, parseOptions } from '../options.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../errors.js';
import { describeError } from '../../base/errors.js';
import {
  ALL_VECTORS,
  BUILTIN_CORPUS,
  DEFAULT_ENCODING,
  ENCODING_NAMES,
  checkRoundTrip,
  checkVector,
  decodeTextFile,
  getEncoding,
  resolveEncodingName,
  textStats,
  totalStats,
  type CountReport,
  type EncodingName,
  type RoundTripResult,
  type TextStats,
  type VerifyReport,
} from '../../tokenizer/index.js';
import { ENCODING_ALIASES, unknownEncodingMessage } from '../../tokenizer/names.js';
import { renderVerifyTable } from '../../report/tokens/verify-table.js';
import { renderVerifyJson } from '../../report/tokens/verify-json.js';
import { renderCountTable } from '../../report/tokens/count-table.js';
import { renderCountJson } from '../../report/tokens/count-json.js';

const JSON_OPTION = defineOptions({
  json: { kind: 'boolean', help: 'print one JSON document (schemaVersion 1) instead of tables' },
});

const VERIFY_OPTIONS = JSON_OPTION;

const COUNT_OPTIONS = defineOptions({
  encoding: {
    kind: 'multiple',
    placeholder: 'E[,E…]',
    help: `encodings to count with (default {default}; repeatable). Names: ${ENCODING_NAMES.join(', ')}; aliases: ${Object.keys(ENCODING_ALIASES).join(', ')}`,
    default: DEFAULT_ENCODING,
  },
  ...JSON_OPTION,
});

const HELP = helpText(
  `Usage: skillscope tokens verify [PATH…] [--json]
       skillscope tokens count [FILE… | -] [--encoding E[,E…]] [--json]

Exact token counts with skillscope's own byte-level BPE (no WASM, no network).

tokens verify   Checks the tokenizer against pinned reference vectors (GPT-2
                "Hello world" -> [15496, 995] and more for p50k_base,
                cl100k_base, o200k_base), and checks decode(encode(x)) === x
                with every encoding over a built-in multilingual corpus and over
                every text file under each PATH (directories recursively; binary
                files skipped). Exit 0 when everything matches, 1 on any
                mismatch.

tokens count    Tokens (per encoding), UTF-8 bytes, code points and tokens per
                character, per FILE and in total. '-' reads standard input. A
                directory counts every text file below it, found as the other
                commands find skills: the hosts' skill folders (.claude/skills,
                .agents/skills, …) and links to skill folders are followed;
                other hidden entries and node_modules are skipped. Binary files
                (NUL byte or invalid UTF-8) and files over 64 MiB are skipped
                with a warning; a FIFO or device is refused (exit 2).`,
  COUNT_OPTIONS,
  `Exit codes: 0 ok, 1 verify mismatch, 2 usage error (unknown encoding, missing
file, no input).

Examples:
  skillscope tokens verify
  skillscope tokens verify fixtures
  skillscope tokens count SKILL.md
  skillscope tokens count --encoding cl100k,o200k skills/
  cat SKILL.md | skillscope tokens count --json -
`,
);

/**
 * Largest file counted (bytes); larger ones are skipped as "too large". Default 64 MiB, the
 * loader's resource cap: far beyond any skill file, and well under the ~512 MiB where a JS
 * string can no longer hold the text.
 */
export const TOKENS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * `tokens count` arguments as files. A DIR is walked as the loader walks one (skills/files.ts): the
 * files of every skill `check` and `audit` see — in `.claude/skills` and the other host folders, and
 * through a link to a skill folder elsewhere — and the other files beside them; other hidden
 * folders are skipped, with the loader's note when they hold SKILL.md files (noted per DIR, and
 * returned for the JSON).
 */
function countFiles(
  arg: string,
  io: CliIo,
  otherRoots: readonly string[],
): { files: InputFile[]; unreadHidden?: UnreadHidden } {
  const absolute = path.resolve(io.cwd, arg);
  let stat;
  try {
    stat = nodeFs.stat(absolute);
  } catch (err) {
    throw new UsageError(`tokens count: cannot read '${arg}': ${describeError(err)}`);
  }
  if (stat.kind !== 'dir') return { files: collectInputFiles([arg], io, 'tokens count') };
  let found;
  try {
    found = findFiles(absolute, {}, nodeFs);
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(`tokens count: ${err.message.replace(absolute, arg)}`);
    throw err;
  }
  const shown = trimEndOf(arg.split(path.sep).join('/'), '/');
  // `tokens count .` shows root-relative paths, as audit and check do (`./` only costs columns).
  const join = (rel: string) => (shown === '.' ? rel : `${shown}/${rel}`);
  for (const p of found.problems) {
    // What keeps a file from being counted; the loader's other problems (a mis-cased skill.md, a
    // second link to a folder already counted) are check's findings, not a counter's.
    if (p.kind === 'symlink-escape')
      io.stderr(`skillscope: skipping ${safeText(join(p.file))}: symlink resolves outside ${safeText(arg)}\n`);
    else if (p.kind === 'unreadable' || p.kind === 'depth-limit')
      io.stderr(`skillscope: skipping ${safeText(p.file === '.' ? shown : join(p.file))}: ${safeText(p.message)}\n`);
  }
  // A hidden folder that is another argument is counted there (`tokens count . .vscode/skills`).
  const unread = unlessReadElsewhere(found.unreadHidden, absolute, otherRoots);
  noteUnreadHidden(io, arg, unread);
  return {
    files: found.files.map((f) => ({ display: join(f.rel), absolute: f.abs, within: f.bound })),
    ...(unread !== undefined ? { unreadHidden: unread } : {}),
  };
}

/** The file's bytes, or the reason it is skipped (with a warning): the other files still count. */
function readInput(file: InputFile, io: CliIo): Uint8Array | 'unreadable' | 'too-large' {
  const read = readGuarded(nodeFs, file.absolute, {
    maxBytes: TOKENS_MAX_BYTES,
    ...(file.within !== undefined ? { within: file.within } : {}),
  });
  if (read.ok) return read.bytes;
  if (read.refusal.reason === 'too-large') {
    io.stderr(
      `skillscope: skipping ${safeText(file.display)}: too large (${formatBytes(read.refusal.size)}; limit ${formatBytes(read.refusal.max)})\n`,
    );
    return 'too-large';
  }
  io.stderr(
    `skillscope: skipping unreadable file ${safeText(file.display)}: ${safeText(refusalMessage(read.refusal))}\n`,
  );
  return 'unreadable';
}

async function runVerify(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(argv, VERIFY_OPTIONS, 'tokens verify');
  const files = collectInputFiles(positionals, io, 'tokens verify');
  const encodings = ENCODING_NAMES.map((name) => getEncoding(name));
  const vectors = ALL_VECTORS.map((v) => checkVector(v, getEncoding(v.encoding)));
  const roundTrips: RoundTripResult[] = [];
  for (const { label, text } of BUILTIN_CORPUS) {
    for (const encoding of encodings) roundTrips.push(checkRoundTrip(`built-in:${label}`, text, encoding));
  }
  const skipped: { file: string; reason: 'binary' | 'unreadable' | 'too-large' }[] = [];
  for (const file of files) {
    const bytes = readInput(file, io);
    if (typeof bytes === 'string') {
      skipped.push({ file: file.display, reason: bytes });
      continue;
    }
    const text = decodeTextFile(bytes);
    if (text === undefined) {
      skipped.push({ file: file.display, reason: 'binary' });
      continue;
    }
    for (const encoding of encodings) roundTrips.push(checkRoundTrip(file.display, text, encoding));
  }
  const ok = vectors.every((v) => v.ok) && roundTrips.every((r) => r.ok);
  const report: VerifyReport = { vectors, roundTrips, skipped, ok };
  io.stdout(values.json ? renderVerifyJson(report) : renderVerifyTable(report, useColor(io), terminalWidth(io)));
  return ok ? EXIT_OK : EXIT_FINDINGS;
}

function parseEncodings(raw: string | string[] | undefined): EncodingName[] {
  const names = listOption(raw);
  if (names.length === 0) return [DEFAULT_ENCODING];
  const resolved: EncodingName[] = [];
  for (const name of names) {
    const canonical = resolveEncodingName(name);
    if (canonical === undefined) throw new UsageError(`tokens count: ${unknownEncodingMessage(name)}`);
    if (!resolved.includes(canonical)) resolved.push(canonical);
  }
  return resolved;
}

async function runCount(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(argv, COUNT_OPTIONS, 'tokens count');
  const names = parseEncodings(values.encoding);
  if (positionals.length === 0)
    throw new UsageError(
      `tokens count: give at least one FILE, or '-' for standard input (see skillscope tokens --help)`,
    );
  const encodings = names.map((name) => getEncoding(name));
  const stats: TextStats[] = [];
  const skipped: { file: string; reason: 'binary' | 'unreadable' | 'too-large' }[] = [];
  const count = (display: string, bytes: Uint8Array | 'unreadable' | 'too-large') => {
    if (typeof bytes === 'string') {
      skipped.push({ file: display, reason: bytes });
      return;
    }
    const text = decodeTextFile(bytes);
    if (text === undefined) {
      io.stderr(`skillscope: skipping binary file ${safeText(display)} (NUL byte or invalid UTF-8)\n`);
      skipped.push({ file: display, reason: 'binary' });
    } else {
      stats.push(textStats(display, text, bytes.length, encodings));
    }
  };
  // Check every path before reading stdin, so a typo fails fast instead of waiting for input.
  const roots = positionals.filter((arg) => arg !== '-').map((arg) => path.resolve(io.cwd, arg));
  const groups = positionals.map((arg) => (arg === '-' ? '-' : { arg, ...countFiles(arg, io, roots) }));
  for (const group of groups) {
    if (group === '-') count('-', await io.readStdin());
    else for (const file of group.files) count(file.display, readInput(file, io));
  }
  const unreadHidden = mergeUnreadHidden(
    groups.map((g) =>
      g === '-' ? { dir: '', unread: undefined } : { dir: g.arg.split(path.sep).join('/'), unread: g.unreadHidden },
    ),
    (dir, rel) => path.posix.join(dir, rel),
  );
  const report: CountReport & { unreadHidden?: UnreadHidden } = {
    encodings: names,
    files: stats,
    total: totalStats(names, stats),
    skipped,
    ...(unreadHidden !== undefined ? { unreadHidden } : {}),
  };
  io.stdout(values.json ? renderCountJson(report) : renderCountTable(report, useColor(io), terminalWidth(io)));
  return EXIT_OK;
}

export const tokensCommand: Command = {
  help: HELP,
  options: COUNT_OPTIONS,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === 'verify') return runVerify(rest, io);
    if (sub === 'count') return runCount(rest, io);
    throw new UsageError(
      sub === undefined
        ? `tokens: expected a sub-command: verify or count (see skillscope tokens --help)`
        : `tokens: unknown sub-command '${sub}' (expected verify or count; see skillscope tokens --help)`,
    );
  },
};
