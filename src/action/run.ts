#!/usr/bin/env node
/**
 * The GitHub Action's one step (action.yml runs `node dist/action/run.js` from the action's own
 * checkout). A second face beside the CLI: it drives the CLI's `main()` in-process with captured
 * streams, so every option, message and exit code is the CLI's own.
 *
 * 1. `check PATH --format github|text` → the log (annotations, or text read by the problem
 *    matcher registered here with `::add-matcher::`);
 * 2. `check PATH --format sarif` → SARIF file; `check PATH --json` → counts and the summary;
 * 3. with budget-comment on: `audit --json` of the base (a given file, or the base revision
 *    checked out in a temporary git worktree) and `audit PATH --compare BASE --format markdown`;
 * 4. `$GITHUB_STEP_SUMMARY` gets the summary, `$GITHUB_OUTPUT` the outputs.
 * Every file goes through the write guard: the SARIF file below the workspace follows no link (a
 * pull request can plant `skillscope.sarif -> ~/.bashrc`), the temporary files stay in RUNNER_TEMP,
 * and the runner's own files are appended to by the path it gives, never if not a regular file.
 * A bad input or a check that cannot run (exit 2) is one `::error` annotation and one summary
 * line, not a stack trace. Exit code: check's (0 pass, 1 findings that fail, 2 usage).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appendTo,
  placeFor,
  writeAtomic,
  writeRefusalMessage,
  type WritePlace,
  type WriteResult,
} from '../base/write-guard.js';
import { main } from '../cli/main.js';
import type { CliIo } from '../cli/io.js';
import { UsageError } from '../base/errors.js';
import { readActionInputs, type ActionInputs } from './inputs.js';
import { escapeData } from '../report/check/github.js';
import { escapeWorkflowCommands, safeText } from '../base/escape.js';
import { renderActionFailure, renderActionSummary, type CheckJson } from './summary.js';

/** The problem matcher for `--format text`, shipped with the action. */
const MATCHER_FILE = path.join('.github', 'skillscope-matcher.json');

/** A refused write ends the step: runAction turns the error into its `::error` annotation (exit 2). */
function written(result: WriteResult): string {
  if (!result.ok) throw new UsageError(writeRefusalMessage(result.refusal));
  return result.file;
}

/** A file of our own in the runner's temporary folder. */
function tempPlace(env: Readonly<Record<string, string | undefined>>, name: string): WritePlace {
  return { folder: env['RUNNER_TEMP'] ?? tmpdir(), rel: name };
}

/** A file the runner names in the environment: its path is allowed as given, the file must be regular. */
function runnerPlace(file: string): WritePlace {
  return { folder: path.dirname(path.resolve(file)), rel: path.basename(file) };
}

interface Captured {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in-process; stdout and stderr captured. */
async function cli(
  args: readonly string[],
  base: { cwd: string; env: Readonly<Record<string, string | undefined>> },
): Promise<Captured> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    readStdin: async () => new Uint8Array(),
    cwd: base.cwd,
    // No colour, and no COLUMNS: the problem matcher reads one finding per line, unwrapped.
    env: { ...base.env, NO_COLOR: '1', COLUMNS: undefined },
    stdoutIsTTY: false,
    stderrIsTTY: false,
  };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

/**
 * Inputs are text from the workflow file: a value goes inline (`--config=VALUE`) and a path
 * after `--`, so neither is ever read as an option, whatever it starts with.
 */
function checkArgs(inputs: ActionInputs, ...options: string[]): string[] {
  return [
    'check',
    ...(inputs.config ? [`--config=${inputs.config}`] : []),
    ...(inputs.baseline ? [`--baseline=${inputs.baseline}`] : []),
    ...(inputs.failOn === 'warning' ? ['--max-warnings', '0'] : []),
    ...options,
    '--',
    inputs.path,
  ];
}

/** `audit --json` of the base: the given file, else the base revision in a temporary worktree. */
async function baseAudit(
  inputs: ActionInputs,
  run: typeof cli,
  ctx: { cwd: string; env: Readonly<Record<string, string | undefined>> },
  log: (t: string) => void,
): Promise<string | undefined> {
  if (inputs.budgetBase) return inputs.budgetBase;
  if (!inputs.baseRef) {
    log(
      'skillscope: budget-comment is on but there is no base to compare with (set budget-base, or run on a pull request with fetch-depth: 0)\n',
    );
    return undefined;
  }
  const tree = mkdtempSync(path.join(ctx.env['RUNNER_TEMP'] ?? tmpdir(), 'skillscope-base-'));
  try {
    // After `--` a revision starting with '-' is a (bad) revision, never a git option.
    execFileSync('git', ['worktree', 'add', '--detach', '--', tree, inputs.baseRef], { cwd: ctx.cwd, stdio: 'ignore' });
  } catch {
    rmSync(tree, { recursive: true, force: true });
    log(
      `skillscope: cannot check out the base revision ${inputs.baseRef} (is the checkout deep enough? use fetch-depth: 0)\n`,
    );
    return undefined;
  }
  try {
    const r = await run(['audit', '--json', '--', path.join(tree, inputs.path)], ctx);
    if (r.code !== 0) {
      log(`skillscope: the base has no auditable skills at ${inputs.path}: ${r.stderr.trim()}\n`);
      return undefined;
    }
    // Show the base under the path the user gave, not the temporary folder.
    const doc = JSON.parse(r.stdout) as { dir: string };
    return written(
      writeAtomic(
        tempPlace(ctx.env, 'skillscope-base-audit.json'),
        JSON.stringify({ ...doc, dir: `${inputs.path} (base)` }),
      ),
    );
  } finally {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ctx.cwd, stdio: 'ignore' });
    } catch {
      rmSync(tree, { recursive: true, force: true });
    }
  }
}

export interface ActionRun {
  readonly exitCode: number;
}

/** The whole step; `env` is the step's environment (GITHUB_*, RUNNER_TEMP, SKILLSCOPE_*). */
/**
 * The skill directory as check sees it: an absolute `path` inside the workspace becomes relative
 * to it, so SARIF URIs, annotations and the summary name files the way code scanning and the pull
 * request do (relative to the repository root). A path outside the workspace stays as given.
 */
export function workspacePath(dir: string, workspace: string): string {
  if (!path.isAbsolute(dir)) return dir;
  const rel = path.relative(workspace, dir);
  if (rel === '') return '.';
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return dir;
  return rel.split(path.sep).join('/');
}

/** A step that cannot run: one `::error` annotation, one summary line, exit 2. */
function stopped(
  reason: string,
  env: Readonly<Record<string, string | undefined>>,
  out: { stdout: (t: string) => void },
): ActionRun {
  out.stdout(`::error title=skillscope::${escapeData(reason)}\n`);
  const summaryFile = env['GITHUB_STEP_SUMMARY'];
  // A summary file the guard refuses leaves the annotation as the one report (the step fails anyway).
  if (summaryFile) appendTo(runnerPlace(summaryFile), renderActionFailure(reason));
  return { exitCode: 2 };
}

export async function runAction(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  out: { stdout: (t: string) => void; stderr: (t: string) => void },
): Promise<ActionRun> {
  try {
    return await runSteps(env, cwd, out);
  } catch (err) {
    // A write the guard refused (the SARIF path is a link, the summary a FIFO …): the log's last
    // line is the annotation, so the run's page shows why the step failed.
    if (err instanceof UsageError) {
      out.stderr(`skillscope: ${escapeWorkflowCommands(safeText(err.message))}\n`);
      return stopped(err.message, env, out);
    }
    throw err;
  }
}

async function runSteps(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  out: { stdout: (t: string) => void; stderr: (t: string) => void },
): Promise<ActionRun> {
  let given: ActionInputs;
  try {
    given = readActionInputs(env);
  } catch (err) {
    if (err instanceof UsageError) return stopped(err.message, env, out);
    throw err;
  }
  const inputs: ActionInputs = { ...given, path: workspacePath(given.path, cwd) };
  const ctx = { cwd, env };
  if (inputs.format === 'text') {
    const actionRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    out.stdout(`::add-matcher::${path.join(actionRoot, MATCHER_FILE)}\n`);
  }
  // In text, --verbose: every finding on its own line under its file, as the matcher reads them
  // (without it, findings repeated in many files are folded into one block).
  const shown = await cli(
    checkArgs(inputs, '--format', inputs.format, ...(inputs.format === 'text' ? ['--verbose'] : [])),
    ctx,
  );
  // In github format the `::` lines are check's annotations (their data escaped by the
  // renderer); every other line that starts with `::` came from input and must stay text.
  out.stdout(
    inputs.format === 'github'
      ? shown.stdout.replace(/^(?!::(?:error|warning|notice)[ :])[ \t]*::.*$/gm, (l) => escapeWorkflowCommands(l))
      : escapeWorkflowCommands(shown.stdout),
  );
  out.stderr(escapeWorkflowCommands(shown.stderr));
  // check's usage errors (a missing path, a bad config or baseline) are one `skillscope: …` line.
  if (shown.code === 2) {
    const line = shown.stderr
      .split('\n')
      .filter((l) => l.startsWith('skillscope: '))
      .at(-1);
    return stopped(line?.slice('skillscope: '.length) ?? 'skillscope check could not run (see the log)', env, out);
  }
  if (inputs.format === 'text') out.stdout('::remove-matcher owner=skillscope::\n');

  const sarif = await cli(checkArgs(inputs, '--format', 'sarif'), ctx);
  // `sarif-file: reports/skillscope.sarif` in a fresh checkout: the folder is not there yet.
  const sarifFile = written(writeAtomic(placeFor(inputs.sarifFile, cwd), sarif.stdout, { createFolders: true }));
  const json = await cli(checkArgs(inputs, '--json'), ctx);
  const check = JSON.parse(json.stdout) as CheckJson;

  let budgetMarkdown: string | undefined;
  let budgetFile: string | undefined;
  if (inputs.budgetComment) {
    const base = await baseAudit(inputs, cli, ctx, out.stderr);
    if (base !== undefined) {
      const diff = await cli(['audit', `--compare=${base}`, '--format', 'markdown', '--', inputs.path], ctx);
      if (diff.code === 0) {
        budgetMarkdown = diff.stdout;
        budgetFile = written(writeAtomic(tempPlace(env, 'skillscope-budget-comment.md'), budgetMarkdown));
      } else out.stderr(escapeWorkflowCommands(diff.stderr));
    }
  }

  const summaryFile = env['GITHUB_STEP_SUMMARY'];
  if (summaryFile)
    written(
      appendTo(
        runnerPlace(summaryFile),
        renderActionSummary(check, {
          sarifFile: inputs.sarifFile,
          ...(budgetMarkdown !== undefined ? { budgetMarkdown } : {}),
        }),
      ),
    );
  const outputFile = env['GITHUB_OUTPUT'];
  if (outputFile) {
    const outputs: Record<string, string> = {
      'sarif-file': sarifFile,
      errors: String(check.summary.errors),
      warnings: String(check.summary.warnings),
      infos: String(check.summary.infos),
      failed: String(check.summary.failed),
      ...(budgetFile ? { 'budget-comment-file': budgetFile } : {}),
    };
    // `name=value` lines: a line break in a value (a `sarif-file` input with a newline) would
    // forge further outputs, so such a value stops the step instead.
    const forged = Object.entries(outputs).find(([, v]) => /[\r\n]/.test(v));
    if (forged) return stopped(`the output ${forged[0]} would hold a line break; choose a path without one`, env, out);
    written(
      appendTo(
        runnerPlace(outputFile),
        Object.entries(outputs)
          .map(([k, v]) => `${k}=${v}\n`)
          .join(''),
      ),
    );
  }
  return { exitCode: shown.code };
}

// Run only when executed as the action's entry, not when imported by tests.
if (
  process.argv[1] !== undefined &&
  /(?:^|[\\/])run\.(?:js|ts)$/.test(process.argv[1]) &&
  /action/.test(process.argv[1])
) {
  const cwd = process.env['GITHUB_WORKSPACE'] ?? process.cwd();
  runAction(process.env, cwd, { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) }).then(
    (r) => {
      process.exitCode = r.exitCode;
    },
    (err: unknown) => {
      const message = `internal error: ${String(err)}`;
      process.stderr.write(`skillscope: ${escapeWorkflowCommands(safeText(message))}\n`);
      process.stdout.write(`::error title=skillscope::${escapeData(message)}\n`);
      process.exitCode = 2;
    },
  );
}
