/**
 * The plain-language verdict under the bench tables: which router is best on top-1, whether
 * each difference to it is real (exact McNemar at 0.05), how the threshold does, and the worst
 * stealer. Built in two steps so the decisions are data: `buildBenchVerdict` picks the
 * sentences (kinds with their numbers; tests assert these), `verdictLine` words one. Shared by
 * the table and markdown renderers so the wording lives in one place.
 */
import {
  SIGNIFICANCE_LEVEL,
  type BenchResult,
  type ConditionReport,
  type Proportion,
} from '../../routing-bench/index.js';
import { fmt3, fmtP, percentDigits, separatingDigits } from './model.js';
import { counted, noun } from '../../base/plural.js';

/** One verdict sentence as data. `best` is the router with the most top-1 hits (first listed on ties). */
export type VerdictSentence =
  | {
      readonly kind: 'best';
      readonly router: string;
      readonly hits: number;
      readonly positives: number;
      readonly rate: number | null;
      readonly ci95: readonly [number, number] | null;
    }
  /** The best router has more top-1 hits than `other` and McNemar says p < 0.05. */
  | {
      readonly kind: 'beats';
      readonly best: string;
      readonly other: string;
      readonly by: number;
      readonly n: number;
      readonly pValue: number;
    }
  /** More top-1 hits, but not significantly so. */
  | {
      readonly kind: 'ahead';
      readonly best: string;
      readonly other: string;
      readonly by: number;
      readonly n: number;
      readonly pValue: number;
      readonly discordant: number;
    }
  /** Same number of top-1 hits as `other`. */
  | {
      readonly kind: 'tie';
      readonly best: string;
      readonly other: string;
      readonly hits: number;
      readonly n: number;
      readonly pValue: number;
      readonly discordant: number;
    }
  | {
      readonly kind: 'threshold';
      readonly router: string;
      readonly value: number;
      readonly acceptedPositives: Proportion;
      readonly rejectedNegatives: Proportion;
    }
  | {
      readonly kind: 'separation';
      readonly router: string;
      readonly value: number;
      readonly youdenJ: number;
      readonly bestNegativeScore: number | null;
      readonly medianBestPositiveScore: number | null;
    }
  | { readonly kind: 'no-negatives' }
  | { readonly kind: 'no-positives' }
  | {
      readonly kind: 'stealer';
      readonly router: string;
      readonly skill: string;
      readonly count: number;
      readonly bodyLines: number;
    };

function bestTop1(conditions: readonly ConditionReport[]): ConditionReport | undefined {
  let best: ConditionReport | undefined;
  for (const c of conditions) if (best === undefined || c.top1.hits > best.top1.hits) best = c;
  return best;
}

export function buildBenchVerdict(r: BenchResult): VerdictSentence[] {
  const out: VerdictSentence[] = [];
  const best = bestTop1(r.conditions);
  if (best === undefined) return out;
  if (r.queries.positives === 0) out.push({ kind: 'no-positives' });
  else {
    out.push({
      kind: 'best',
      router: best.name,
      hits: best.top1.hits,
      positives: r.queries.positives,
      rate: best.top1.rate,
      ci95: best.top1.ci95,
    });
    for (const c of r.comparisons) {
      if (c.a !== best.name && c.b !== best.name) continue;
      const other = c.a === best.name ? c.b : c.a;
      const bestHits = c.a === best.name ? c.aHits : c.bHits;
      const by = bestHits - (c.a === best.name ? c.bHits : c.aHits);
      const discordant = c.onlyA + c.onlyB;
      if (by === 0)
        out.push({ kind: 'tie', best: best.name, other, hits: bestHits, n: c.n, pValue: c.pValue, discordant });
      else if (c.significant) out.push({ kind: 'beats', best: best.name, other, by, n: c.n, pValue: c.pValue });
      else out.push({ kind: 'ahead', best: best.name, other, by, n: c.n, pValue: c.pValue, discordant });
    }
  }
  const t = best.threshold;
  if (t.value !== null && t.acceptedPositives !== null && t.rejectedNegatives !== null && r.queries.positives > 0) {
    out.push({
      kind: 'threshold',
      router: best.name,
      value: t.value,
      acceptedPositives: t.acceptedPositives,
      rejectedNegatives: t.rejectedNegatives,
    });
  }
  if (t.best !== null) {
    out.push({
      kind: 'separation',
      router: best.name,
      value: t.best.value,
      youdenJ: t.best.youdenJ,
      bestNegativeScore: t.bestNegativeScore,
      medianBestPositiveScore: t.medianBestPositiveScore,
    });
  } else if (r.queries.negatives === 0) {
    out.push({ kind: 'no-negatives' });
  }
  let worst: (VerdictSentence & { kind: 'stealer' }) | null = null;
  for (const c of r.conditions) {
    const s = c.stealers[0];
    if (s !== undefined && (worst === null || s.count > worst.count))
      worst = { kind: 'stealer', router: c.name, skill: s.skill, count: s.count, bodyLines: s.bodyLines };
  }
  if (worst !== null) out.push(worst);
  return out;
}

function pct(x: number | null, digits = 0): string {
  return x === null ? '–' : `${(x * 100).toFixed(digits)} %`;
}

/** One verdict sentence in words. */
export function verdictLine(s: VerdictSentence): string {
  switch (s.kind) {
    case 'best': {
      const d = s.rate === null ? 0 : percentDigits(s.hits, s.positives, s.rate, s.ci95);
      const ci = s.ci95 === null ? '' : `, 95 % CI ${pct(s.ci95[0], d)}–${pct(s.ci95[1], d)}`;
      return `Best top-1: ${s.router}, ${s.hits} of ${s.positives} (${pct(s.rate, d)}${ci}). With ${counted(s.positives, 'positive', { grouping: false })} one request is ${(100 / s.positives).toFixed(1)} points.`;
    }
    case 'beats':
      return `${s.best} beats ${s.other} on top-1 by ${s.by} of ${s.n}, ${fmtP(s.pValue)}.`;
    case 'ahead':
      return `${s.best} is ahead of ${s.other} on top-1 by ${s.by} of ${s.n}, not significant (${fmtP(s.pValue)}, ${counted(s.discordant, 'discordant pair', { grouping: false })}; needs p < ${SIGNIFICANCE_LEVEL}).`;
    case 'tie':
      return `${s.best} and ${s.other} tie on top-1 (${s.hits} of ${s.n} each; ${counted(s.discordant, 'discordant pair', { grouping: false })}, ${fmtP(s.pValue)}).`;
    case 'threshold': {
      const a = s.acceptedPositives;
      const n = s.rejectedNegatives;
      return `At threshold ${s.value}, ${s.router} routes ${a.hits} of ${a.n} ${noun(a.n, 'positive')} correctly and rejects ${n.hits} of ${n.n} ${noun(n.n, 'negative')}.`;
    }
    case 'separation': {
      const d = separatingDigits([s.value, s.bestNegativeScore, s.medianBestPositiveScore]);
      return `Best-separating threshold for ${s.router}: ${fmt3(s.value, d)} (Youden's J ${s.youdenJ.toFixed(2)}; best negative ${fmt3(s.bestNegativeScore, d)}, median best positive ${fmt3(s.medianBestPositiveScore, d)}).`;
    }
    case 'no-positives':
      return 'No positives in the query file: top-1, top-3 and the comparisons need requests with an expected skill; only rejection of the negatives is measured.';
    case 'no-negatives':
      return 'No negatives in the query file: add requests with "expect": null to calibrate a no-match threshold.';
    case 'stealer':
      return `Worst stealer: ${s.skill} takes ${counted(s.count, 'wrong top-1 place', { grouping: false })} under ${s.router} (body ${counted(s.bodyLines, 'line', { grouping: false })}).`;
  }
}

/** The verdict as lines of text (what the renderers print). */
export function benchVerdict(r: BenchResult): string[] {
  return buildBenchVerdict(r).map(verdictLine);
}
