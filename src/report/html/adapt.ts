/**
 * From the check and bench results to the page's narrow input shapes (model.ts). Only picks
 * and renames fields — every number is the other area's; the one join is the stealer's body
 * tokens, looked up in the audit by skill name so the stealers table speaks in tokens too.
 */
import type { AuditResult } from '../../audit/types.js';
import type { BenchResult, Calibration, CrossValidation, Proportion } from '../../routing-bench/index.js';
import type { CheckResult } from '../../check/index.js';
import type { HostsView } from '../../hosts/view.js';
import { hostNotes } from '../hosts/notes.js';
import type { ReportBench, ReportCheck, ReportFolds, ReportHosts, ReportRate, ReportTransfer } from './model.js';

export function reportCheckFrom(result: Pick<CheckResult, 'findings' | 'listings'>): ReportCheck {
  return {
    diagnostics: result.findings.map((d) => ({
      code: d.code,
      name: d.name,
      severity: d.severity,
      file: d.file,
      line: d.line,
      column: d.column,
      message: d.message,
    })),
    listings: result.listings,
  };
}

/** `skillscope hosts`'s view in the page's shape: counts, sizes and the notes its text prints. */
export function reportHostsFrom(view: HostsView): ReportHosts {
  return {
    windowTokens: view.windowTokens,
    placement: view.placement,
    hosts: view.hosts.map((h) => ({
      host: h.host,
      title: h.title,
      seen: h.seen.length,
      counts: h.counts,
      unit: h.listing.unit,
      budget: h.budgetPublic ? h.listing.budget : null,
      budgetPublic: h.budgetPublic,
      fullSize: h.listing.fullSize,
      size: h.listing.size,
      notes: hostNotes(h),
      duplicates: h.duplicates.map((d) => ({
        name: d.name,
        copies: d.files.length,
        kept:
          d.kept === 'last'
            ? `kept ${d.files[d.files.length - 1] ?? ''}`
            : d.kept === 'all'
              ? 'all listed'
              : 'which one is kept is not public',
      })),
    })),
    unseen: view.unseen,
  };
}

function rate(p: { hits: number; n: number; rate: number | null; ci95: readonly [number, number] | null }): ReportRate {
  return { hits: p.hits, n: p.n, rate: p.rate ?? 0, ci95: p.ci95 ?? [0, 0] };
}

function rateOrNull(p: Proportion | null | undefined): ReportRate | null {
  return p === null || p === undefined || p.n === 0 ? null : rate(p);
}

function reportTransferFrom(c: Calibration): ReportTransfer {
  return {
    queriesFile: c.queriesFile,
    dir: c.dir,
    rows: c.routers.map((r) => ({
      router: r.router,
      threshold: r.fitted?.value ?? null,
      fittedJ: r.fitted?.youdenJ ?? null,
      transferredJ: r.transferred?.youdenJ ?? null,
      fittedAccepted: rateOrNull(r.fitted?.acceptedPositives),
      fittedRejected: rateOrNull(r.fitted?.rejectedNegatives),
      transferredAccepted: rateOrNull(r.transferred?.acceptedPositives),
      transferredRejected: rateOrNull(r.transferred?.rejectedNegatives),
      targetBest: r.targetBest?.value ?? null,
      targetBestJ: r.targetBest?.youdenJ ?? null,
    })),
  };
}

function reportFoldsFrom(cv: CrossValidation): ReportFolds {
  const s = cv.selection;
  return {
    k: cv.k,
    seed: cv.seed,
    rows: cv.routers.map((r) => ({
      router: r.router,
      accepted: rateOrNull(r.pooled.acceptedPositives),
      rejected: rateOrNull(r.pooled.rejectedNegatives),
      heldOutJ: r.pooled.youdenJ,
      foldJ:
        r.mean.youdenJ === null
          ? null
          : { mean: r.mean.youdenJ.mean, min: r.mean.youdenJ.min, max: r.mean.youdenJ.max },
      inSampleJ: r.inSample.youdenJ,
    })),
    selection:
      s === null
        ? null
        : { heldOut: rate(s.pooled), inSampleRouter: s.inSample.router, inSample: rate(s.inSample.top1) },
  };
}

export function reportBenchFrom(
  result: BenchResult,
  queriesFile: string,
  audit: AuditResult,
  extra: { calibration?: Calibration; crossValidation?: CrossValidation } = {},
): ReportBench {
  const e = audit.encodings[0];
  const bodyTokens = new Map(audit.skills.map((s) => [s.name, e === undefined ? null : (s.body.tokens[e] ?? null)]));
  return {
    queriesFile,
    transfer: extra.calibration === undefined ? null : reportTransferFrom(extra.calibration),
    folds: extra.crossValidation === undefined ? null : reportFoldsFrom(extra.crossValidation),
    positives: result.queries.positives,
    negatives: result.queries.negatives,
    conditions: result.conditions.map((c) => ({
      name: c.name,
      top1: rate(c.top1),
      top3: rate(c.top3),
      mrr: c.mrr,
      threshold: {
        value: c.threshold.value,
        acceptedPositives: c.threshold.acceptedPositives?.rate ?? null,
        rejectedNegatives: c.threshold.rejectedNegatives?.rate ?? null,
        best: c.threshold.best?.value ?? null,
        bestNegativeScore: c.threshold.bestNegativeScore,
        medianBestPositiveScore: c.threshold.medianBestPositiveScore,
      },
      stealers: c.stealers.map((s) => ({
        skill: s.skill,
        count: s.count,
        bodyTokens: bodyTokens.get(s.skill) ?? null,
        bodyLines: s.bodyLines,
      })),
    })),
    perQuery: result.perQuery.map((q) => ({
      id: q.id,
      query: q.query,
      expect: q.expect,
      results: Object.fromEntries(
        q.results.map((r) => {
          const first = r.top[0];
          // A positive is right when its top-1 is expected; a negative when it is not routed.
          const correct = q.expect === null ? r.ok : r.top1Correct === true;
          return [r.router, { got: first?.name ?? null, score: first?.score ?? 0, correct }];
        }),
      ),
    })),
  };
}
