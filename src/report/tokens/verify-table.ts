/** Human renderer for `tokens verify`: a table of vectors, a table of round trips, one summary line. */
import { counted } from '../../base/plural.js';
import type { VerifyReport } from '../../tokenizer/verify.js';
import { safeText } from '../../base/escape.js';
import { renderTable } from '../table.js';
import { escapeText, formatIds } from './escape.js';

/** `width`: terminal columns the tables must fit (undefined: no limit). */
export function renderVerifyTable(report: VerifyReport, color: boolean, width?: number): string {
  // Matching vectors show their ids once; a mismatch shows what we produced beside it.
  const vectors = report.vectors.map((v) => [
    v.encoding,
    escapeText(v.text),
    formatIds(v.expected),
    v.ok ? 'ok' : `MISMATCH, got ${formatIds(v.actual)}`,
  ]);

  // Round trips are many (sources × encodings, one per file under each PATH): passing files are
  // folded into one row per folder (two path segments deep), failing ones get a row of their own.
  const groups = new Map<string, { files: Set<string>; codePoints: number; encodings: Set<string> }>();
  const failures = new Map<string, string[]>();
  for (const r of report.roundTrips) {
    if (!r.ok) {
      failures.set(r.source, [...(failures.get(r.source) ?? []), `${r.encoding}@${r.firstDifference ?? 0}`]);
      continue;
    }
    const parts = r.source.split('/');
    const key = parts.length > 2 ? `${parts.slice(0, 2).join('/')}/…` : r.source;
    const g = groups.get(key) ?? { files: new Set<string>(), codePoints: 0, encodings: new Set<string>() };
    if (!g.files.has(r.source)) g.codePoints += r.codePoints;
    g.files.add(r.source);
    g.encodings.add(r.encoding);
    groups.set(key, g);
  }
  const trips: string[][] = [];
  for (const [source, g] of groups)
    trips.push([source, String(g.files.size), String(g.codePoints), String(g.encodings.size), 'ok']);
  for (const [source, failed] of failures)
    trips.push([source, '1', '', String(failed.length), `MISMATCH ${failed.join(' ')}`]);

  const badVectors = report.vectors.filter((v) => !v.ok).length;
  const badTrips = report.roundTrips.filter((r) => !r.ok).length;
  const skipped =
    report.skipped.length > 0
      ? `, ${counted(report.skipped.length, 'file', { grouping: false })} skipped (binary, too large or unreadable)`
      : '';
  const summary = report.ok
    ? `ok: ${report.vectors.length} vectors and ${report.roundTrips.length} round trips match${skipped}`
    : `FAILED: ${badVectors} of ${report.vectors.length} vectors and ${badTrips} of ${report.roundTrips.length} round trips do not match${skipped}`;
  const vectorTable = renderTable({
    head: ['encoding', 'text', 'expected ids', 'result'],
    rows: vectors,
    color,
    width,
    shrink: [2, 1, 3],
    bare: true,
  });
  const tripTable = renderTable({
    head: ['round trip source', 'files', 'chars', 'encodings', 'ok'],
    rows: trips,
    color,
    width,
    shrink: [0, 4],
    drop: [2],
    bare: true,
  });
  return `${vectorTable}\n${tripTable}\n${safeText(summary)}\n`;
}
