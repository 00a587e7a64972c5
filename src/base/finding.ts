/**
 * The one finding type: what every finding of skillscope has, whichever command made it — a
 * stable code and readable name (ruff's pair: `SK201 body-too-many-lines`), a place, one sentence
 * for people and the numbers for programs. `check`'s diagnostics (src/check/types.ts) add the
 * severity the gate decided; `audit`'s findings (src/audit/types.ts) add what they cost in
 * context. A tool reading both JSON documents reads these seven fields the same way.
 *
 * It sits in base/ because audit sits below check in the house and both build on it. Severity
 * is not part of it on purpose: it is the gate's decision (check's config, `--rule`,
 * `--strict`), and `audit` is no gate — it ranks by context cost and never fails a run.
 */

/** A code is `SK` and three digits; one code means one condition wherever it is reported. */
export interface Finding<Code extends string = string> {
  readonly code: Code;
  /** Readable kebab-case name of the code, stable like the code. */
  readonly name: string;
  /** Path relative to the scanned directory; `''` when the finding is about the directory as a whole. */
  readonly file: string;
  /** 1-based line; 0 when the finding is about the whole file (or the directory). */
  readonly line: number;
  /** 1-based column; 0 with line 0. */
  readonly column: number;
  /** One plain sentence for people; tests and programs read `code` and `data`, never this. */
  readonly message: string;
  /** Every number the message mentions, under stable keys. */
  readonly data: Readonly<Record<string, unknown>>;
}
