/**
 * The hostile-input harness: builds attack trees in a temp folder at test time and runs
 * the BUILT binary (`dist/cli/main.js`) as a child process under a heap cap and a timeout, so a
 * hang or an unbounded allocation fails one test instead of the whole suite. The cap and timeout
 * are guards, not benchmarks: they are set far above what a healthy run needs.
 *
 * A tree has two folders side by side: `root/` (what the command is pointed at) and `outside/`
 * (what it must never read or write). `outside/` holds a canary file whose random token must never
 * appear on stdout/stderr; `snapshot()` hashes a folder so a test can prove nothing was written.
 *
 * Typical use (see paths.test.ts):
 *   const t = hostileTree();
 *   t.goodSkill();                                   // the well-formed sibling that must survive
 *   t.link('flat/passwd.md', t.canaryPath);          // the attack
 *   const before = t.snapshot();
 *   const r = runGuarded(['check', '--json', t.path('flat')]);
 *   expectSafe(r, t, before);                        // no hang, no crash, no raw controls, no leak, no write
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

export const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');
/** The GitHub Action's entry (action.yml runs it), built beside the CLI. */
export const ACTION_BIN = path.join(REPO_ROOT, 'dist', 'action', 'run.js');

/** Heap cap for the child (MiB): a healthy run on these small trees needs well under 100. */
export const DEFAULT_MAX_OLD_SPACE_MB = 256;
/** Wall-clock cap for the child (ms): healthy runs take about a second; a hang is killed here. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface HostileTree {
  /** The temp folder holding root/ and outside/. */
  readonly base: string;
  /** The folder commands are pointed at. */
  readonly root: string;
  /** Beside the root: must be neither read nor written. */
  readonly outside: string;
  /** A file in outside/ whose content (a SKILL.md with `canary` in it) must never be shown. */
  readonly canaryPath: string;
  /** Random token inside the canary file. */
  readonly canary: string;
  /** Absolute path of `rel` under the root. */
  path(rel: string): string;
  /** Writes a file under the root (parents created); returns its absolute path. */
  file(rel: string, content: string | Uint8Array): string;
  /** Creates a folder under the root. */
  folder(rel: string): string;
  /** Creates a symlink at `rel` under the root pointing at `target` (absolute or relative, as given). */
  link(rel: string, target: string): string;
  /** Creates a FIFO (named pipe) at `rel` with mkfifo. */
  fifo(rel: string): string;
  /** Creates a sparse file of `bytes` bytes (no disk used) with truncate. */
  sparse(rel: string, bytes: number): string;
  /** Writes a well-formed skill folder `rel` (default `good-sibling`) with one resource. */
  goodSkill(rel?: string, name?: string): string;
  /** Hash + kind of every entry of the whole tree (root and outside), symlinks not followed. */
  snapshot(): Snapshot;
  /** Makes the tree readable by other users (for runs as `nobody`). */
  shareWithEveryone(): void;
  cleanup(): void;
}

export type Snapshot = ReadonlyMap<string, string>;

const created: string[] = [];

export function hostileTree(): HostileTree {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'skillscope-hostile-'));
  created.push(base);
  const root = path.join(base, 'root');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(root);
  fs.mkdirSync(outside);
  const canary = `canary-${randomBytes(8).toString('hex')}`;
  const canaryPath = path.join(outside, 'secret.md');
  fs.writeFileSync(
    canaryPath,
    `---\nname: ${canary}\ndescription: ${canary} must never be shown. Use when ${canary}.\n---\n# ${canary}\n\n${canary}\n`,
  );
  fs.writeFileSync(
    path.join(outside, 'SKILL.md'),
    `---\nname: outside-skill\ndescription: ${canary} outside skill.\n---\n${canary}\n`,
  );
  const abs = (rel: string): string => path.join(root, rel);
  const parent = (rel: string): string => {
    const p = abs(rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    return p;
  };
  const tree: HostileTree = {
    base,
    root,
    outside,
    canaryPath,
    canary,
    path: abs,
    file(rel, content) {
      const p = parent(rel);
      fs.writeFileSync(p, content);
      return p;
    },
    folder(rel) {
      fs.mkdirSync(abs(rel), { recursive: true });
      return abs(rel);
    },
    link(rel, target) {
      const p = parent(rel);
      fs.symlinkSync(target, p);
      return p;
    },
    fifo(rel) {
      const p = parent(rel);
      const r = spawnSync('mkfifo', [p]);
      if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
      return p;
    },
    sparse(rel, bytes) {
      const p = parent(rel);
      const r = spawnSync('truncate', ['-s', String(bytes), p]);
      if (r.status !== 0) throw new Error(`truncate failed: ${r.stderr}`);
      return p;
    },
    goodSkill(rel = 'good-sibling', name = 'good-sibling') {
      tree.file(
        `${rel}/SKILL.md`,
        `---\nname: ${name}\ndescription: Summarise CSV files. Use when the user asks for a summary of a CSV file.\n---\n# Good sibling\n\nRead [the guide](references/guide.md).\n`,
      );
      tree.file(`${rel}/references/guide.md`, '# Guide\n\nCount the rows.\n');
      return abs(rel);
    },
    snapshot: () => snapshot(base),
    shareWithEveryone() {
      const walk = (p: string): void => {
        const st = fs.lstatSync(p);
        if (st.isSymbolicLink()) return;
        fs.chmodSync(p, st.isDirectory() ? 0o755 : 0o644);
        if (st.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
      };
      walk(base);
    },
    cleanup() {
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
  return tree;
}

/** Removes every tree made by hostileTree() (call from afterAll). */
export function cleanupTrees(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Files above this are fingerprinted by size and mtime instead of hashed (sparse attack files). */
const HASH_LIMIT = 8 * 1024 * 1024;

/** Kind and content fingerprint of every entry below `dir`; FIFOs and devices are never opened. */
export function snapshot(dir: string): Snapshot {
  const out = new Map<string, string>();
  // Buffer paths: attack trees hold names that are not valid UTF-8.
  const base = Buffer.from(dir);
  const walk = (p: Buffer): void => {
    const st = fs.lstatSync(p);
    const rel = p.subarray(base.length + 1).toString('latin1') || '.';
    if (st.isSymbolicLink()) out.set(rel, `link ${fs.readlinkSync(p, { encoding: 'buffer' }).toString('latin1')}`);
    else if (st.isDirectory()) {
      out.set(rel, `dir ${st.mode & 0o7777}`);
      for (const name of fs.readdirSync(p, { encoding: 'buffer' })) walk(Buffer.concat([p, Buffer.from('/'), name]));
    } else if (st.isFile()) {
      const print =
        st.size > HASH_LIMIT
          ? `${st.size}@${st.mtimeMs}`
          : createHash('sha256').update(fs.readFileSync(p)).digest('hex');
      out.set(rel, `file ${st.mode & 0o7777} ${print}`);
    } else out.set(rel, `special ${st.mode}`);
  };
  walk(base);
  return out;
}

export interface GuardedResult {
  /** Exit code, null when killed by a signal. */
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** True when the timeout killed the child. */
  readonly timedOut: boolean;
}

export interface GuardedOptions {
  readonly cwd?: string;
  readonly timeoutMs?: number;
  readonly maxOldSpaceMb?: number;
  readonly stdin?: string | Uint8Array;
  readonly env?: Record<string, string | undefined>;
  /** Run as the unprivileged user `nobody` (only when NON_ROOT.available; see there). */
  readonly asNobody?: boolean;
  /** The script run instead of the CLI (ACTION_BIN for the Action's step). */
  readonly script?: string;
}

/** The command prefix that runs a child as the unprivileged `nobody`. */
const AS_NOBODY = ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'] as const;

/**
 * Whether this process can run a child as `nobody`: only as root with setpriv. Tests that need it
 * call `it.skipIf(!NON_ROOT.available)` and name NON_ROOT.reason.
 */
export const NON_ROOT: { readonly available: boolean; readonly reason: string } = (() => {
  if (typeof process.getuid !== 'function') return { available: false, reason: 'no POSIX user ids on this platform' };
  if (process.getuid() !== 0)
    return { available: false, reason: 'the tests do not run as root, so they cannot switch to nobody' };
  const [cmd, ...rest] = AS_NOBODY;
  const probe = spawnSync(cmd, [...rest, process.execPath, '-e', 'process.exit(process.getuid() === 0 ? 1 : 0)'], {
    cwd: '/',
  });
  if (probe.status !== 0) return { available: false, reason: 'setpriv could not switch to nobody:nogroup' };
  return { available: true, reason: '' };
})();

/** Whether `nobody` can run `script` where it is (false from a clone in a mode-700 folder). */
function nobodyCanRun(script: string): boolean {
  const [cmd, ...rest] = AS_NOBODY;
  return spawnSync(cmd, [...rest, process.execPath, script, '--version'], { cwd: '/', stdio: 'ignore' }).status === 0;
}

let nobodyCopy: string | undefined;

/**
 * The folder `nobody` runs the binary from: the repository itself when `nobody` can reach it,
 * else (a clone in a home folder or another mode-700 folder) a copy of what the binary needs —
 * dist/, package.json and the runtime packages the lock file lists — in a fresh folder under
 * the system temp folder, readable by everyone, made once per test file and removed at exit.
 */
function nobodyRoot(): string {
  if (nobodyCopy !== undefined) return nobodyCopy;
  if (nobodyCanRun(BIN)) return (nobodyCopy = REPO_ROOT);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'skillscope-nobody-'));
  process.on('exit', () => fs.rmSync(copy, { recursive: true, force: true }));
  const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const runtime = Object.entries(lock.packages)
    .filter(
      ([key, info]) => key.startsWith('node_modules/') && key.split('node_modules/').length === 2 && info.dev !== true,
    )
    .map(([key]) => key);
  for (const rel of ['dist', 'package.json', ...runtime])
    fs.cpSync(path.join(REPO_ROOT, rel), path.join(copy, rel), { recursive: true });
  const share = spawnSync('chmod', ['-R', 'a+rX', copy]);
  if (share.status !== 0) throw new Error(`chmod of the copy for nobody failed: ${share.stderr}`);
  return (nobodyCopy = copy);
}

/** The script to run: as `nobody`, the same file in the folder `nobody` can reach. */
function scriptFor(script: string, asNobody: boolean): string {
  return asNobody ? path.join(nobodyRoot(), path.relative(REPO_ROOT, script)) : script;
}

/** Runs the built CLI with a heap cap and a timeout; never throws for the child's failures. */
export function runGuarded(args: readonly string[], options: GuardedOptions = {}): GuardedResult {
  const asNobody = options.asNobody === true;
  const nodeArgs = [
    `--max-old-space-size=${options.maxOldSpaceMb ?? DEFAULT_MAX_OLD_SPACE_MB}`,
    scriptFor(options.script ?? BIN, asNobody),
    ...args,
  ];
  const [cmd, cmdArgs] = asNobody
    ? [AS_NOBODY[0], [...AS_NOBODY.slice(1), process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  const r = spawnSync(cmd, cmdArgs, {
    // nobody may not enter the repository; its own copy is the working directory then.
    cwd: options.cwd ?? (asNobody ? nobodyRoot() : REPO_ROOT),
    input: options.stdin ?? '',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    encoding: 'utf8',
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  const timedOut = r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
  if (r.error !== undefined && !timedOut) throw r.error;
  return { code: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut };
}

/**
 * Raw control characters in `text` that a terminal would act on: C0 except tab and newline (so CR,
 * BS, BEL, ESC, NUL count), DEL, and the C1 range U+0080–U+009F. Returned as `\xNN` for messages.
 */
export function rawControls(text: string): string[] {
  const found = new Set<string>();
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f))
      found.add(`\\x${c.toString(16).padStart(2, '0')}`);
  }
  return [...found];
}

/** First lines of a result, for assertion messages. */
export function describeResult(r: GuardedResult): string {
  return `code=${r.code} signal=${r.signal} timedOut=${r.timedOut}\nstdout: ${r.stdout.slice(0, 800)}\nstderr: ${r.stderr.slice(0, 800)}`;
}

/**
 * The guarantees every hostile run must keep: it ended by itself with exit 0, 1 or 2 (no timeout,
 * no signal, no out-of-memory abort), printed no raw control character, never showed the canary,
 * and left the whole tree (root and outside) exactly as it was. Pass `{ writes: true }` for the
 * commands allowed to write inside the root (`check --fix`): then only outside/ is compared.
 */
export function expectSafe(
  r: GuardedResult,
  tree: HostileTree,
  before: Snapshot,
  options: { writes?: boolean; codes?: readonly number[] } = {},
): void {
  const info = describeResult(r);
  expect(r.timedOut, `timed out\n${info}`).toBe(false);
  expect(r.signal, `killed by a signal\n${info}`).toBeNull();
  expect(options.codes ?? [0, 1, 2], `unexpected exit code\n${info}`).toContain(r.code);
  expect(r.stderr, 'internal error on stderr').not.toMatch(/internal error|at .*\.js:\d+:\d+|FATAL ERROR/);
  expect(rawControls(r.stdout), `raw control characters on stdout\n${info}`).toEqual([]);
  expect(rawControls(r.stderr), `raw control characters on stderr\n${info}`).toEqual([]);
  expect(
    r.stdout.includes(tree.canary) || r.stderr.includes(tree.canary),
    `the canary outside the root was shown\n${info}`,
  ).toBe(false);
  const after = tree.snapshot();
  const keep = (s: Snapshot): Map<string, string> =>
    new Map([...s].filter(([rel]) => !options.writes || rel === 'outside' || rel.startsWith('outside/')));
  expect(keep(after), 'the tree changed').toEqual(keep(before));
}

/** The skill names of an `audit --json` document (checks that the good sibling survived). */
export function skillNamesFromJson(stdout: string): string[] {
  const doc = JSON.parse(stdout) as { skills?: readonly { name?: string }[] };
  return (doc.skills ?? []).map((s) => String(s.name));
}
