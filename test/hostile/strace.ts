/**
 * The write watch: runs a command of the built binary under `strace -f` and lists every system
 * call that changed the filesystem — an open for writing or creating, mkdir, rename, link,
 * symlink, unlink, rmdir, truncate, chmod, chown, mknod — with the real path it reached. A test
 * then says which folders the command may write in; anything else (a write through a planted
 * link lands at the link's target, which is what is listed) fails it. Only calls that
 * succeeded count: a refused `mkdir` of an existing folder changed nothing.
 *
 * Paths: `-y` makes strace print the path behind every descriptor, so an open is listed at the
 * file the kernel really opened, and a path relative to a directory descriptor is resolved
 * against that descriptor's path. For the other calls the folder part is resolved after the
 * run (the attack trees keep their links), the last part kept as named, since mkdir, rename,
 * unlink and friends act on the name itself, not on a link's target.
 *
 * Skipped, with the reason, where strace is missing or not permitted (ptrace denied); .ci/run
 * installs it.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BIN,
  DEFAULT_MAX_OLD_SPACE_MB,
  DEFAULT_TIMEOUT_MS,
  type GuardedOptions,
  type GuardedResult,
} from './harness.js';
import { REPO_ROOT } from '../helpers/cli.js';

/** Whether strace can trace a child here. */
export const STRACE: { readonly available: boolean; readonly reason: string } = (() => {
  const probe = spawnSync('strace', ['-f', '-qq', '-e', 'trace=none', process.execPath, '-e', '0'], {
    encoding: 'utf8',
  });
  if (probe.error !== undefined)
    return { available: false, reason: 'strace is not installed (apt-get install strace)' };
  if (probe.status !== 0)
    return { available: false, reason: `strace cannot trace here: ${(probe.stderr ?? '').trim().split('\n')[0]}` };
  return { available: true, reason: '' };
})();

const TRACED = [
  'open',
  'openat',
  'openat2',
  'creat',
  'mkdir',
  'mkdirat',
  'rmdir',
  'unlink',
  'unlinkat',
  'rename',
  'renameat',
  'renameat2',
  'link',
  'linkat',
  'symlink',
  'symlinkat',
  'truncate',
  'chmod',
  'fchmodat',
  'chown',
  'lchown',
  'fchownat',
  'mknod',
  'mknodat',
];
const WRITE_FLAGS = /\bO_(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)\b/;

export interface WriteCall {
  /** The system call, e.g. `openat`, `renameat2`. */
  readonly call: string;
  /** The real path it changed. */
  readonly real: string;
  /** The line strace printed, for messages. */
  readonly line: string;
}

export interface TracedRun {
  readonly result: GuardedResult;
  readonly writes: readonly WriteCall[];
}

/** Splits a syscall's argument text at top-level commas (quotes, braces and brackets kept whole). */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}

/** A strace C string ("…" with \", \\, \n, \xNN escapes) as text; undefined when not a string. */
function cString(arg: string): string | undefined {
  const m = /^"((?:[^"\\]|\\.)*)"(?:\.\.\.)?$/.exec(arg);
  if (m === null) return undefined;
  return (m[1] as string).replace(/\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)/g, (_, e: string) => {
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ({ n: '\n', t: '\t', r: '\r', v: '\v', f: '\f' } as Record<string, string>)[e] ?? e;
  });
}

/** The folder part resolved through the disk (as it is after the run), the last part as named. */
function realParent(abs: string): string {
  try {
    return path.join(fs.realpathSync(path.dirname(abs)), path.basename(abs));
  } catch {
    return abs;
  }
}

/** The write calls in one strace output file of one process. */
export function parseWrites(text: string, cwd: string): WriteCall[] {
  const writes: WriteCall[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\w+)\((.*)\)\s+=\s+(-?\d+)(?:<(.*)>)?/.exec(line);
    if (m === null) continue;
    const [, call, argText, ret, retPath] = m as unknown as [string, string, string, string, string | undefined];
    if (!TRACED.includes(call) || ret.startsWith('-')) continue;
    const args = splitArgs(argText);
    if (call.startsWith('open') || call === 'creat') {
      if (call !== 'creat' && !WRITE_FLAGS.test(argText)) continue;
      writes.push({
        call,
        real: retPath ?? path.resolve(cwd, cString(args.find((a) => cString(a) !== undefined) ?? '') ?? ''),
        line,
      });
      continue;
    }
    args.forEach((arg, i) => {
      const name = cString(arg);
      if (name === undefined) return;
      // symlink(target, linkpath): the target is the link's text, not a path written.
      if ((call === 'symlink' || call === 'symlinkat') && i === 0) return;
      const dirfd = i > 0 ? /^(?:AT_FDCWD|\d+)<(.*)>$/.exec(args[i - 1] as string) : null;
      writes.push({ call, real: realParent(path.resolve(dirfd?.[1] ?? cwd, name)), line });
    });
  }
  return writes;
}

/** Runs the built CLI (or `options.script`) under strace; returns the run and its writes. */
export function traceWrites(args: readonly string[], options: GuardedOptions = {}): TracedRun {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'skillscope-strace-'));
  try {
    const cwd = options.cwd ?? REPO_ROOT;
    const prefix = path.join(out, 'trace');
    const r = spawnSync(
      'strace',
      [
        '-f',
        '-ff',
        '-y',
        '-qq',
        '-s',
        '4096',
        '-e',
        `trace=${TRACED.join(',')}`,
        '-e',
        'signal=none',
        '-o',
        prefix,
        process.execPath,
        `--max-old-space-size=${options.maxOldSpaceMb ?? DEFAULT_MAX_OLD_SPACE_MB}`,
        options.script ?? BIN,
        ...args,
      ],
      {
        cwd,
        input: options.stdin ?? '',
        env: { ...process.env, NO_COLOR: '1', ...options.env },
        encoding: 'utf8',
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS * 2,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const timedOut = r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    if (r.error !== undefined && !timedOut) throw r.error;
    const writes = fs.readdirSync(out).flatMap((f) => parseWrites(fs.readFileSync(path.join(out, f), 'utf8'), cwd));
    return {
      result: { code: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut },
      writes,
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** Files every process may open for writing: the null device (child processes' ignored stdio). */
const ALWAYS = ['/dev/null'];

/** The writes outside every allowed folder (real paths compared), as lines for a message. */
export function writesOutside(writes: readonly WriteCall[], allowed: readonly string[]): string[] {
  const bounds = allowed.map((a) => {
    try {
      return fs.realpathSync(a);
    } catch {
      return path.resolve(a);
    }
  });
  const inside = (p: string) =>
    ALWAYS.includes(p) || bounds.some((b) => p === b || p.startsWith(b.endsWith('/') ? b : `${b}/`));
  return writes.filter((w) => !inside(w.real)).map((w) => `${w.call} ${w.real}  (${w.line.slice(0, 200)})`);
}
