/** Human renderer for `tokens verify`: a table of vectors, a table of round trips, one summary line. */
import Table from 'cli-table3';
import type { VerifyReport } from '../../tokenizer/verify.js';
import { COMPACT_CHARS, escapeText, formatIds, tableStyle } from './escape.js';

export function renderVerifyTable(report: VerifyReport, color: boolean): string {
  const vectors = new Table({ head: ['encoding', 'text', 'expected ids', 'got ids', 'ok'], style: tableStyle(color), chars: COMPACT_CHARS });
  for (const v of report.vectors) vectors.push([v.encoding, escapeText(v.text), formatIds(v.expected), formatIds(v.actual), v.ok ? 'ok' : 'MISMATCH']);

  // Round trips are many (sources × encodings): one row per source with a per-encoding verdict.
  const bySource = new Map<string, { ok: boolean; encodings: string[]; failed: string[]; codePoints: number }>();
  for (const r of report.roundTrips) {
    const row = bySource.get(r.source) ?? { ok: true, encodings: [], failed: [], codePoints: r.codePoints };
    row.encodings.push(r.encoding);
    if (!r.ok) {
      row.ok = false;
      row.failed.push(`${r.encoding}@${r.firstDifference ?? 0}`);
    }
    bySource.set(r.source, row);
  }
  const trips = new Table({ head: ['round trip source', 'chars', 'encodings', 'ok'], style: tableStyle(color), chars: COMPACT_CHARS });
  for (const [source, row] of bySource) {
    trips.push([source, String(row.codePoints), String(row.encodings.length), row.ok ? 'ok' : `MISMATCH ${row.failed.join(' ')}`]);
  }

  const badVectors = report.vectors.filter((v) => !v.ok).length;
  const badTrips = report.roundTrips.filter((r) => !r.ok).length;
  const skipped = report.skipped.length > 0 ? `, ${report.skipped.length} binary file(s) skipped` : '';
  const summary = report.ok
    ? `ok: ${report.vectors.length} vectors and ${report.roundTrips.length} round trips match${skipped}`
    : `FAILED: ${badVectors} of ${report.vectors.length} vectors and ${badTrips} of ${report.roundTrips.length} round trips do not match${skipped}`;
  return `${vectors.toString()}\n${trips.toString()}\n${summary}\n`;
}
