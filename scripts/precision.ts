/**
 * npm run precision — runs the built CLI's `check` on every repository of the precision corpus
 * (corpus/repos.json, checkouts in $SKILLSCOPE_CORPUS_DIR or corpus/repos/), joins the findings
 * with the reviewers' verdicts (corpus/triage.jsonl) and prints precision per rule and severity.
 * See docs/precision.md. Not part of CI: the checkouts are not in git and CI has no network.
 *
 * Usage: npm run precision -- [--json] [--repo OWNER/NAME] [--untriaged FILE] [--findings FILE]
 *
 * `check` runs at each repository's root with no flags, as its maintainer would run it. Repos run
 * one after the other: each `check` already uses a core, and the machine is shared.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  joinTriage,
  numberFindings,
  parseTriage,
  skeletonLine,
  tally,
  untriaged,
  type CorpusFinding,
  type CorpusRepo,
  type Severity,
} from './precision/core.js';
import { renderText, type PrecisionReport, type RepoRun } from './precision/render.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli', 'main.js');
/** Large enough for the JSON of a 6,000-skill collection (tens of MB). */
const MAX_OUTPUT_BYTES = 1 << 30;

function fail(message: string): never {
  process.stderr.write(`precision: ${message}\n`);
  process.exit(2);
}

function readRepos(): CorpusRepo[] {
  const file = join(ROOT, 'corpus', 'repos.json');
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`cannot read ${file}: ${(e as Error).message}`);
  }
  if (!Array.isArray(value)) fail(`${file} must hold a JSON array`);
  return value.map((r: unknown, i) => {
    const o = r as Partial<CorpusRepo> | null;
    if (!o || typeof o.repo !== 'string' || !/^[^/\s]+\/[^/\s]+$/.test(o.repo))
      fail(`${file}[${i}]: 'repo' must be owner/name`);
    if (typeof o.commit !== 'string' || !/^[0-9a-f]{40}$/.test(o.commit))
      fail(`${file}[${i}]: 'commit' must be 40 hex digits`);
    return o as CorpusRepo;
  });
}

function defaultSeverities(): Map<string, Severity> {
  const r = spawnSync(process.execPath, [CLI, 'rules', '--json'], { encoding: 'utf8' });
  if (r.status !== 0) fail(`'skillscope rules --json' failed (is dist/ built? run npm run build): ${r.stderr.trim()}`);
  const doc = JSON.parse(r.stdout) as { rules: { code: string; defaultSeverity: Severity }[] };
  return new Map(doc.rules.map((x) => [x.code, x.defaultSeverity]));
}

function head(dir: string): string | null {
  const r = spawnSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

interface CheckJson {
  summary?: { errors?: number; warnings?: number; infos?: number; files?: number };
  layout?: unknown;
  findings?: { code: string; severity: Severity; file: string; line: number; message: string }[];
}

/**
 * True when a finding is about a file our snapshot lacks (`absent` in corpus/repos.json): the file
 * itself, or a symlink whose target is one (a broken link here, a working one in a clone).
 * Such findings are artefacts of the copy and are left out of the tally.
 */
function onAbsentFile(file: string, dir: string, absent: ReadonlySet<string>): boolean {
  if (absent.has(file)) return true;
  try {
    if (!lstatSync(join(dir, file)).isSymbolicLink()) return false;
    return absent.has(posix.normalize(posix.join(posix.dirname(file), readlinkSync(join(dir, file)))));
  } catch {
    return false;
  }
}

function runRepo(repo: CorpusRepo, corpusDir: string): { run: RepoRun; findings: CorpusFinding[] } {
  const dir = join(corpusDir, repo.repo.replace('/', '+'));
  const started = Date.now();
  const base = {
    repo: repo.repo,
    commit: repo.commit,
    dir,
    skills: null,
    layout: null,
    errors: 0,
    warnings: 0,
    infos: 0,
    artefacts: 0,
  };
  const none = (status: RepoRun['status'], detail: string): { run: RepoRun; findings: CorpusFinding[] } => ({
    run: { ...base, status, detail, ms: Date.now() - started },
    findings: [],
  });
  if (!existsSync(dir)) {
    return none(
      'missing',
      `git clone -q https://github.com/${repo.repo}.git ${dir} && git -C ${dir} checkout -q ${repo.commit}`,
    );
  }
  const at = head(dir);
  if (at !== repo.commit) {
    return none('commit-mismatch', `HEAD is ${at ?? 'unreadable'}; run: git -C ${dir} checkout -q ${repo.commit}`);
  }
  const r = spawnSync(process.execPath, [CLI, 'check', '.', '--format', 'json'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: MAX_OUTPUT_BYTES,
  });
  // Exit 1 is a run with errors — the normal case on a corpus. Only 2 (or a signal) is a failure.
  if (r.status !== 0 && r.status !== 1) {
    // Keep every line of the error: with 0 skills read, the note naming unread folders comes first.
    const why = (r.stderr || String(r.error ?? r.signal)).trim().split('\n').slice(0, 3).join(' | ');
    return none('check-failed', `exit ${r.status ?? r.signal}: ${why}`);
  }
  let doc: CheckJson;
  try {
    doc = JSON.parse(r.stdout) as CheckJson;
  } catch {
    return none('check-failed', 'check printed no JSON document');
  }
  const absent = new Set(repo.absent ?? []);
  const all = (doc.findings ?? []).map(
    (f): CorpusFinding => ({
      repo: repo.repo,
      commit: repo.commit,
      rule: f.code,
      severity: f.severity,
      file: f.file,
      line: f.line,
      message: f.message,
    }),
  );
  const findings = absent.size === 0 ? all : all.filter((f) => !onAbsentFile(f.file, dir, absent));
  const count = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  return {
    run: {
      ...base,
      status: 'ok',
      detail: null,
      skills: doc.summary?.files ?? null,
      layout: typeof doc.layout === 'string' ? doc.layout : null,
      errors: count('error'),
      warnings: count('warn'),
      infos: count('info'),
      artefacts: all.length - findings.length,
      ms: Date.now() - started,
    },
    findings,
  };
}

function main(): void {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        repo: { type: 'string' },
        untriaged: { type: 'string' },
        findings: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    fail((e as Error).message);
  }
  if (values.help) {
    process.stdout.write(
      'Usage: npm run precision -- [--json] [--repo OWNER/NAME] [--untriaged FILE] [--findings FILE]\n' +
        '  --json            one JSON document on stdout\n' +
        '  --repo NAME       run one repository of corpus/repos.json\n' +
        '  --untriaged FILE  write a skeleton triage line (empty verdict) per untriaged error/warning\n' +
        '  --findings FILE   write every finding as JSON Lines (repo, commit, rule, severity, file, line, n, message)\n' +
        'Checkouts: $SKILLSCOPE_CORPUS_DIR, default corpus/repos/. See docs/precision.md.\n',
    );
    return;
  }
  if (!existsSync(CLI)) fail(`${CLI} is missing: run npm run build first`);
  const corpusDir = resolve(process.env.SKILLSCOPE_CORPUS_DIR || join(ROOT, 'corpus', 'repos'));
  let repos = readRepos();
  if (values.repo !== undefined) {
    repos = repos.filter((r) => r.repo === values.repo);
    if (repos.length === 0) fail(`'${values.repo}' is not in corpus/repos.json`);
  }
  const triageFile = join(ROOT, 'corpus', 'triage.jsonl');
  const triage = parseTriage(existsSync(triageFile) ? readFileSync(triageFile, 'utf8') : '');
  const defaults = defaultSeverities();

  const runs: RepoRun[] = [];
  const all: CorpusFinding[] = [];
  for (const repo of repos) {
    if (!values.json) process.stderr.write(`check ${repo.repo} …\n`);
    const { run, findings } = runRepo(repo, corpusDir);
    runs.push(run);
    all.push(...findings);
  }
  const ran = new Map(runs.filter((r) => r.status === 'ok').map((r) => [r.repo, r.commit]));
  const joined = joinTriage(all, triage.entries, ran);
  const open = untriaged(joined.findings);
  const report: PrecisionReport = {
    schemaVersion: 1,
    corpusDir,
    repos: runs,
    tallies: tally(joined.findings, defaults),
    untriaged: open,
    stale: joined.stale,
    unmatched: joined.unmatched,
    duplicates: joined.duplicates,
    triageProblems: triage.problems,
    openTriageLines: triage.open,
  };
  if (values.untriaged !== undefined) {
    writeFileSync(values.untriaged, open.map(skeletonLine).join('\n') + (open.length > 0 ? '\n' : ''));
  }
  if (values.findings !== undefined) {
    const lines = numberFindings(all).map((f) => JSON.stringify(f));
    writeFileSync(values.findings, lines.join('\n') + (lines.length > 0 ? '\n' : ''));
  }
  process.stdout.write(values.json ? JSON.stringify(report, null, 2) + '\n' : renderText(report));
}

main();
