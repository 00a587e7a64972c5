/**
 * Two ways to run the CLI in tests:
 * - `runCli` calls `main()` in-process with captured streams (fast; for most command tests);
 * - `runBin` spawns the compiled binary `dist/cli/main.js` (slow; for the few end-to-end
 *   checks that exit codes and stdout/stderr separation hold for the real process).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES = path.join(REPO_ROOT, 'fixtures');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  stdin?: string | Uint8Array;
  env?: Record<string, string | undefined>;
  cwd?: string;
  tty?: boolean;
}

export async function runCli(args: readonly string[], opts: RunOptions = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    readStdin: async () =>
      typeof opts.stdin === 'string' ? new TextEncoder().encode(opts.stdin) : (opts.stdin ?? new Uint8Array()),
    cwd: opts.cwd ?? REPO_ROOT,
    env: opts.env ?? {},
    stdoutIsTTY: opts.tty ?? false,
    stderrIsTTY: opts.tty ?? false,
  };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

export function runBin(args: readonly string[], opts: RunOptions = {}): CliResult {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'dist', 'cli', 'main.js'), ...args], {
    cwd: opts.cwd ?? REPO_ROOT,
    input: opts.stdin,
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
