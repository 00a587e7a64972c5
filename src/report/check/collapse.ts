/**
 * Findings that repeat across files, folded for the terminal: the same rule with the same
 * message shape (its own values aside, see messageShape) in COLLAPSE_MIN_FILES files or more is
 * one block — the message, the fix once, the file count and the files (a few of them for
 * warnings and infos) — instead of one entry per file. At volume
 * (a collection of 1,000 skills that all lack a "use when" clause) that is the difference between
 * a report and a scroll. Only the terminal folds: JSON, SARIF and GitHub carry every finding.
 */
import { SEVERITY_RANK } from '../../check/severity.js';
import type { Diagnostic, RuleCode, Severity } from '../../check/types.js';

/** Fewest files a repeated finding must be in to be folded into one block. */
const COLLAPSE_MIN_FILES = 3;

/** Files a folded block of warnings or infos names (a block of errors names every one; `--verbose` folds nothing). */
export const COLLAPSE_SAMPLE_FILES = 3;

export interface CollapsedBlock {
  readonly code: RuleCode;
  readonly name: string;
  readonly severity: Severity;
  /** Every finding of the block, in report order. */
  readonly findings: readonly Diagnostic[];
  /** Distinct files among them. */
  readonly files: number;
  /** Whether every finding says exactly the same (else the first stands for them, numbers differing). */
  readonly sameMessage: boolean;
}

/**
 * What makes two findings "the same" in different files: the message with the finding's own
 * values taken out — every string of its `data` (a field name, a link target, the terms of a
 * list) and every number — so "unknown field 'version'" and "unknown field 'tags'", or "body
 * has 612 lines" and "body has 530 lines", fold together, while different rules or different
 * wording never do. A list of values is one placeholder, however long.
 */
export function messageShape(finding: Pick<Diagnostic, 'message' | 'data'>): string {
  const values = new Set<string>();
  for (const value of Object.values(finding.data)) {
    if (typeof value === 'string' && value.length > 0) values.add(value);
    if (Array.isArray(value)) for (const v of value) if (typeof v === 'string' && v.length > 0) values.add(v);
  }
  let shape = finding.message;
  // Longest first, so a value inside a longer one does not split it; only its last occurrence,
  // where a message puts its values, so a term that is also a word of the wording ("description")
  // does not change the wording's shape.
  for (const v of [...values].sort((a, b) => b.length - a.length)) {
    const at = shape.lastIndexOf(v);
    if (at >= 0) shape = `${shape.slice(0, at)}\u0000${shape.slice(at + v.length)}`;
  }
  // A list (`a, b, c`), a choice (`240/256`) or a range (`230–343`) of values is one value.
  return shape.replace(/\d[\d,.]*/g, '\u0000').replace(/\u0000(?:(?:, |\/|–)\u0000)+/g, '\u0000');
}

/**
 * Splits findings into those shown one by one (order kept) and the blocks of repeated ones
 * (errors first, then by the files they cover). `foldable` says which findings may fold at all:
 * directory-level findings are one per run and never do.
 */
export function collapseFindings(
  findings: readonly Diagnostic[],
  foldable: (f: Diagnostic) => boolean,
): { single: Diagnostic[]; blocks: CollapsedBlock[] } {
  const groups = new Map<string, Diagnostic[]>();
  for (const f of findings) {
    if (!foldable(f)) continue;
    // A rule with several situations (SK106) folds each apart: each has its own fix.
    const kase = typeof f.data['case'] === 'string' ? f.data['case'] : '';
    const key = `${f.code}\u0001${f.severity}\u0001${kase}\u0001${messageShape(f)}`;
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [f]);
    else list.push(f);
  }
  const folded = new Set<Diagnostic>();
  const blocks: CollapsedBlock[] = [];
  for (const list of groups.values()) {
    const files = new Set(list.map((f) => f.file)).size;
    if (files < COLLAPSE_MIN_FILES) continue;
    for (const f of list) folded.add(f);
    const first = list[0]!;
    blocks.push({
      code: first.code,
      name: first.name,
      severity: first.severity,
      findings: list,
      files,
      sameMessage: list.every((f) => f.message === first.message),
    });
  }
  // Errors first (they fail the run), then the blocks that cover the most files.
  blocks.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.files - a.files);
  return { single: findings.filter((f) => !folded.has(f)), blocks };
}
