/** cli-table3 with our defaults: no colour codes unless asked, compact rows, right-aligned numbers. */
import Table from 'cli-table3';

export interface TableSpec {
  readonly head: readonly string[];
  /** Column indexes whose cells are right-aligned (numbers). */
  readonly numeric?: readonly number[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly color: boolean;
}

export function renderTable(spec: TableSpec): string {
  const numeric = new Set(spec.numeric ?? []);
  const table = new Table({
    head: [...spec.head],
    colAligns: spec.head.map((_, i) => (numeric.has(i) ? 'right' : 'left')),
    style: { head: spec.color ? ['cyan'] : [], border: spec.color ? ['grey'] : [], compact: true },
  });
  for (const row of spec.rows) table.push(row.map((c) => String(c)));
  return table.toString();
}

/** Bold/dim helpers that vanish without colour. */
export function bold(text: string, color: boolean): string {
  return color ? `\u001b[1m${text}\u001b[22m` : text;
}
export function dim(text: string, color: boolean): string {
  return color ? `\u001b[2m${text}\u001b[22m` : text;
}
