/**
 * The step summary the Action writes to `$GITHUB_STEP_SUMMARY`: the verdict, the counts, a note
 * when GitHub will not show every annotation (it keeps at most 10 errors, 10 warnings and 10
 * notices per step, 50 per job), the findings as a table (with a baseline: new ones first, each
 * marked new, worse or existing), the host budgets, and the token-budget diff when asked for.
 * Pure: the `check --json` document in, markdown out. A step that cannot run (a bad input) gets
 * one line instead: renderActionFailure.
 */
import { fmt } from '../base/numbers.js';
import { mdCode, mdTable } from '../report/markdown.js';
import { untrusted } from '../report/diff/words.js';

/** GitHub Actions keeps at most this many annotations of each level (error, warning, notice) per step. */
export const ANNOTATIONS_PER_STEP = 10;
/** … and this many per job. */
const ANNOTATIONS_PER_JOB = 50;
/** Findings listed in the summary table; the rest are counted (all are in the SARIF file). */
export const SUMMARY_MAX_FINDINGS = 50;

/** The parts of `check --json` the summary reads. */
export interface CheckJson {
  readonly dir: string;
  readonly summary: {
    readonly errors: number;
    readonly warnings: number;
    readonly infos: number;
    readonly files: number;
    readonly failed: boolean;
    readonly reason?: string;
  };
  readonly findings: readonly {
    readonly code: string;
    readonly name: string;
    readonly severity: 'error' | 'warn' | 'info';
    readonly file: string;
    readonly line: number;
    readonly message: string;
    readonly baseline?: string;
  }[];
  readonly budgets: {
    readonly hosts: Readonly<
      Record<
        string,
        { readonly unit: string; readonly budget: number | null; readonly fullSize: number; readonly overBy: number }
      >
    >;
  };
}

const LEVEL = { error: 'error', warn: 'warning', info: 'notice' } as const;

/** Levels whose annotations GitHub will cut, with how many findings there are. */
function annotationOverflow(check: CheckJson): { level: string; count: number }[] {
  const annotated = check.findings.filter((f) => f.baseline !== 'existing');
  return (['error', 'warn', 'info'] as const)
    .map((sev) => ({ level: LEVEL[sev], count: annotated.filter((f) => f.severity === sev).length }))
    .filter((x) => x.count > ANNOTATIONS_PER_STEP);
}

/**
 * The findings the table lists: with a baseline, the ones that count (new, worse) before the
 * accepted ones (existing), so the row cap never hides a new finding behind old debt.
 */
export function summaryRows(check: CheckJson): CheckJson['findings'] {
  const counts = (f: CheckJson['findings'][number]) => f.baseline !== 'existing';
  return [...check.findings.filter(counts), ...check.findings.filter((f) => !counts(f))].slice(0, SUMMARY_MAX_FINDINGS);
}

/** The summary of a step that stopped before checking: the verdict and the one reason. */
export function renderActionFailure(reason: string): string {
  return `## ❌ skillscope did not run\n\n${untrusted(reason)}\n`;
}

export function renderActionSummary(
  check: CheckJson,
  options: { readonly sarifFile: string; readonly budgetMarkdown?: string },
): string {
  const s = check.summary;
  const verdict = s.failed
    ? `❌ skillscope check failed${s.reason === 'max-warnings' ? ' (warnings count as failures: fail-on warning)' : ''}`
    : '✅ skillscope check passed';
  const out: string[] = [
    `## ${verdict}`,
    '',
    `${fmt(s.errors)} errors, ${fmt(s.warnings)} warnings, ${fmt(s.infos)} infos in ${fmt(s.files)} skill files under ${mdCode(untrusted(check.dir))}.`,
    '',
  ];
  const shown = summaryRows(check);
  const capped = check.findings.length > shown.length;
  const overflow = annotationOverflow(check);
  if (overflow.length > 0) {
    const table = capped
      ? `The first ${fmt(shown.length)} are in the table below; all are`
      : 'All findings are in the table below and';
    out.push(
      `> [!NOTE]\n> GitHub shows at most ${ANNOTATIONS_PER_STEP} annotations of each level per step (${ANNOTATIONS_PER_JOB} per job): ` +
        `${overflow.map((o) => `${fmt(o.count)} ${o.level}s`).join(', ')} here, so some are not on the pull request. ` +
        `${table} in ${mdCode(options.sarifFile)} (upload it with github/codeql-action/upload-sarif to see them under code scanning).`,
      '',
    );
  }
  if (shown.length > 0) {
    const withBaseline = check.findings.some((f) => f.baseline !== undefined);
    const where = (f: CheckJson['findings'][number]) =>
      untrusted(f.file === '' ? check.dir : f.line > 0 ? `${f.file}:${f.line}` : f.file);
    out.push(
      withBaseline
        ? mdTable(
            ['baseline', 'severity', 'rule', 'where', 'message'],
            shown.map((f) => [f.baseline ?? 'new', f.severity, `${f.code} ${f.name}`, where(f), untrusted(f.message)]),
          )
        : mdTable(
            ['severity', 'rule', 'where', 'message'],
            shown.map((f) => [f.severity, `${f.code} ${f.name}`, where(f), untrusted(f.message)]),
          ),
      '',
    );
    if (capped)
      out.push(`… and ${fmt(check.findings.length - shown.length)} more (see the SARIF file or the log).`, '');
  }
  const hosts = Object.entries(check.budgets.hosts);
  if (hosts.length > 0) {
    out.push(
      mdTable(
        ['host listing', 'size', 'budget', 'fits'],
        hosts.map(([host, h]) => [
          host,
          `${fmt(h.fullSize)} ${h.unit}`,
          h.budget === null ? 'none' : fmt(h.budget),
          h.overBy > 0 ? `over by ${fmt(h.overBy)}` : 'yes',
        ]),
        [1, 2],
      ),
      '',
    );
  }
  if (options.budgetMarkdown !== undefined) out.push(options.budgetMarkdown);
  return `${out.join('\n').trimEnd()}\n`;
}
