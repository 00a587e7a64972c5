/**
 * The plain-language verdict under the bench tables: which router is best on top-1, whether
 * each difference to it is real (exact McNemar at 0.05), how the threshold does, and the worst
 * stealer. Shared by the table and markdown renderers so the wording lives in one place.
 */
import { SIGNIFICANCE_LEVEL, type BenchResult, type ConditionReport } from '../../bench/index.js';
import { fmt3, fmtP } from './model.js';

function bestTop1(conditions: readonly ConditionReport[]): ConditionReport | undefined {
  let best: ConditionReport | undefined;
  for (const c of conditions) if (best === undefined || c.top1.hits > best.top1.hits) best = c;
  return best;
}

function pct(x: number | null): string {
  return x === null ? '–' : `${Math.round(x * 100)} %`;
}

export function benchVerdict(r: BenchResult): string[] {
  const lines: string[] = [];
  const P = r.queries.positives;
  const best = bestTop1(r.conditions);
  if (best === undefined) return lines;
  if (P > 0) {
    const ci = best.top1.ci95 === null ? '' : `, 95 % CI ${pct(best.top1.ci95[0])}–${pct(best.top1.ci95[1])}`;
    lines.push(`Best top-1: ${best.name}, ${best.top1.hits} of ${P} (${pct(best.top1.rate)}${ci}). With ${P} positives one request is ${(100 / P).toFixed(1)} points.`);
    for (const c of r.comparisons) {
      if (c.a !== best.name && c.b !== best.name) continue;
      const other = c.a === best.name ? c.b : c.a;
      const bestHits = c.a === best.name ? c.aHits : c.bHits;
      const otherHits = c.a === best.name ? c.bHits : c.aHits;
      const d = bestHits - otherHits;
      const disc = `${c.onlyA + c.onlyB} discordant`;
      if (d === 0) lines.push(`${best.name} and ${other} tie on top-1 (${bestHits} of ${c.n} each; ${disc}, ${fmtP(c.pValue)}).`);
      else if (c.significant) lines.push(`${best.name} beats ${other} on top-1 by ${d} of ${c.n}, ${fmtP(c.pValue)}.`);
      else lines.push(`${best.name} is ahead of ${other} on top-1 by ${d} of ${c.n}, not significant (${fmtP(c.pValue)}, ${disc}; needs p < ${SIGNIFICANCE_LEVEL}).`);
    }
  }
  const t = best.threshold;
  if (t.value !== null && t.acceptedPositives !== null && t.rejectedNegatives !== null) {
    lines.push(
      `At threshold ${t.value}, ${best.name} routes ${t.acceptedPositives.hits} of ${t.acceptedPositives.n} positives correctly and rejects ${t.rejectedNegatives.hits} of ${t.rejectedNegatives.n} negatives.`,
    );
  }
  if (t.best !== null) {
    lines.push(
      `Best-separating threshold for ${best.name}: ${fmt3(t.best.value)} (Youden's J ${t.best.youdenJ.toFixed(2)}; best negative ${fmt3(t.bestNegativeScore)}, median best positive ${fmt3(t.medianBestPositiveScore)}).`,
    );
  } else if (r.queries.negatives === 0) {
    lines.push('No negatives in the query file: add requests with "expect": null to calibrate a no-match threshold.');
  }
  let worst: { cond: string; skill: string; count: number; lines: number } | null = null;
  for (const c of r.conditions) {
    const s = c.stealers[0];
    if (s !== undefined && (worst === null || s.count > worst.count)) worst = { cond: c.name, skill: s.skill, count: s.count, lines: s.bodyLines };
  }
  if (worst !== null) lines.push(`Worst stealer: ${worst.skill} takes ${worst.count} wrong top-1 places under ${worst.cond} (body ${worst.lines} lines).`);
  return lines;
}
