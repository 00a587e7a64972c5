/**
 * Text rendering of a precision run: the per-repo lines, the per-rule table, the totals against
 * the targets and the untriaged findings. Pure: takes the report, returns a string.
 */
import { safeText } from '../../src/base/escape.js';
import {
  PRECISION_TARGETS,
  precision,
  type JoinedFinding,
  type Tallies,
  type Tally,
  type TriageEntry,
} from './core.js';

type RepoStatus = 'ok' | 'missing' | 'commit-mismatch' | 'check-failed';

export interface RepoRun {
  readonly repo: string;
  readonly commit: string;
  readonly dir: string;
  readonly status: RepoStatus;
  /** What to do about a status other than ok (the clone command, the checkout, the CLI's error). */
  readonly detail: string | null;
  readonly skills: number | null;
  readonly layout: string | null;
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  /** Findings left out: about files of the commit our snapshot lacks (corpus/repos.json `absent`). */
  readonly artefacts: number;
  readonly ms: number;
}

export interface PrecisionReport {
  readonly schemaVersion: 1;
  readonly corpusDir: string;
  readonly repos: readonly RepoRun[];
  readonly tallies: Tallies;
  readonly untriaged: readonly JoinedFinding[];
  readonly stale: readonly TriageEntry[];
  readonly unmatched: readonly TriageEntry[];
  readonly duplicates: readonly TriageEntry[];
  readonly triageProblems: readonly { readonly line: number; readonly problem: string }[];
  readonly openTriageLines: number;
}

function pct(p: number | null): string {
  return p === null ? '—' : `${(p * 100).toFixed(1)}%`;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function tallyCells(t: Tally): string[] {
  return [
    String(t.findings),
    String(t.true),
    String(t.false),
    String(t.debatable),
    String(t.untriaged),
    pct(precision(t)),
  ];
}

function verdictOnTarget(t: Tally, target: number): string {
  const p = precision(t);
  if (t.findings === 0) return 'none';
  if (p === null) return 'not triaged';
  const met = p >= target ? 'met' : 'BELOW target';
  return t.untriaged > 0 ? `${met} so far (${t.untriaged} untriaged)` : met;
}

export function renderText(r: PrecisionReport): string {
  const out: string[] = [];
  out.push(`Corpus: ${r.corpusDir} (${r.repos.length} repositories)`, '');
  out.push(
    table(
      ['repository', 'status', 'skills', 'layout', 'errors', 'warnings', 'infos', 'seconds'],
      r.repos.map((x) => [
        x.repo,
        x.status,
        x.skills === null ? '—' : String(x.skills),
        x.layout ?? '—',
        String(x.errors),
        String(x.warnings),
        String(x.infos),
        (x.ms / 1000).toFixed(1),
      ]),
    ),
  );
  const notOk = r.repos.filter((x) => x.status !== 'ok');
  if (notOk.length > 0) {
    out.push('', 'Not run:');
    for (const x of notOk) out.push(`  ${x.repo} (${x.status}): ${safeText(x.detail ?? '')}`);
  }
  out.push('', 'Per rule (precision = true / (true + false); debatable shown apart):', '');
  out.push(
    table(
      ['rule', 'default', 'findings', 'true', 'false', 'debatable', 'untriaged', 'precision'],
      r.tallies.rules.map((t) => [t.rule, t.defaultSeverity ?? '?', ...tallyCells(t)]),
    ),
  );
  const s = r.tallies.severities;
  out.push('', 'Totals by severity in this run:', '');
  out.push(
    table(
      ['severity', 'findings', 'true', 'false', 'debatable', 'untriaged', 'precision', 'target'],
      [
        [
          'error',
          ...tallyCells(s.error),
          `≥ ${pct(PRECISION_TARGETS.error)}: ${verdictOnTarget(s.error, PRECISION_TARGETS.error)}`,
        ],
        [
          'warn',
          ...tallyCells(s.warn),
          `≥ ${pct(PRECISION_TARGETS.warn)}: ${verdictOnTarget(s.warn, PRECISION_TARGETS.warn)}`,
        ],
        ['info', ...tallyCells(s.info), 'no triage needed'],
      ],
    ),
  );
  if (r.triageProblems.length > 0) {
    out.push('', `corpus/triage.jsonl has ${r.triageProblems.length} bad line(s):`);
    for (const p of r.triageProblems) out.push(`  line ${p.line}: ${p.problem}`);
  }
  const notes: string[] = [];
  const artefacts = r.repos.reduce((n, x) => n + x.artefacts, 0);
  if (artefacts > 0)
    notes.push(`${artefacts} finding(s) on files the snapshot lacks ('absent' in corpus/repos.json) left out`);
  if (r.openTriageLines > 0) notes.push(`${r.openTriageLines} triage line(s) with an empty verdict`);
  if (r.stale.length > 0) notes.push(`${r.stale.length} triage line(s) for another commit than the pinned one`);
  if (r.unmatched.length > 0) notes.push(`${r.unmatched.length} triage line(s) no finding matches any more`);
  if (r.duplicates.length > 0) notes.push(`${r.duplicates.length} duplicate triage key(s) (the first wins)`);
  if (notes.length > 0) out.push('', ...notes.map((n) => `Note: ${n}.`));
  out.push('', `Untriaged errors and warnings: ${r.untriaged.length}`);
  for (const f of r.untriaged) {
    const n = f.n > 0 ? ` #${f.n}` : '';
    // File paths and messages quote the corpus's own text: escape before they reach a terminal.
    out.push(
      `  ${f.repo}  ${f.rule} ${f.severity}  ${safeText(f.file || '(repo)')}:${f.line}${n}  ${safeText(f.message)}`,
    );
  }
  return out.join('\n') + '\n';
}
