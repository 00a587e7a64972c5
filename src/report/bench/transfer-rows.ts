/**
 * Rows for the threshold-transfer (`--calibrate-on`) and cross-validation (`--folds`) tables,
 * shared by the table and markdown renderers. Fitted and transferred figures sit side by side
 * in one row per router, so the drop from one to the other reads across.
 */
import type { Calibration, CrossValidation, FoldSpread } from '../../routing-bench/index.js';
import { fmt3, fmtProportion, separatingDigits } from './model.js';
import { counted, noun } from '../../base/plural.js';
import { maxOf, minOf } from '../../base/arrays.js';

function j(x: number | null | undefined): string {
  return x === null || x === undefined ? '–' : x.toFixed(2);
}

/** "J fit" is Youden's J where the threshold was fitted, "J here" on this query set, "best here" this set's own best. */
export const CALIBRATION_HEAD = [
  'router',
  'threshold',
  'J fit',
  'J here',
  'best here (J)',
  'positives accepted',
  'negatives rejected',
  'fit: accepted',
  'fit: rejected',
];
export const CALIBRATION_NUMERIC = [1, 2, 3];
/** Narrow terminals: the calibration set's own shares go first, then the shares here; the three J stay side by side. */
export const CALIBRATION_DROP = [8, 7, 6, 5];

export function calibrationRows(c: Calibration): string[][] {
  return c.routers.map((r) => {
    const d = separatingDigits([r.fitted?.value ?? null, r.targetBest?.value ?? null]);
    return [
      r.router,
      fmt3(r.fitted?.value ?? null, d),
      j(r.fitted?.youdenJ),
      j(r.transferred?.youdenJ),
      r.targetBest === null ? '–' : `${fmt3(r.targetBest.value, d)} (${j(r.targetBest.youdenJ)})`,
      fmtProportion(r.transferred?.acceptedPositives ?? null),
      fmtProportion(r.transferred?.rejectedNegatives ?? null),
      fmtProportion(r.fitted?.acceptedPositives ?? null),
      fmtProportion(r.fitted?.rejectedNegatives ?? null),
    ];
  });
}

/** The title line of the transfer table (file names escaped by the caller's renderer). */
export function calibrationTitle(c: Calibration, targetFile: string): string {
  return `Threshold transfer: fitted on ${c.queriesFile} (${c.dir}, ${counted(c.skills, 'skill', { grouping: false })}, ${c.queries.positives}+${c.queries.negatives} queries), judged on ${targetFile}`;
}

function spreadText(s: FoldSpread | null): string {
  return s === null ? '–' : `${s.mean.toFixed(2)} [${s.min.toFixed(2)}–${s.max.toFixed(2)}]`;
}

/** "J out" is Youden's J over the held-out judgements, "J in" the in-sample best's. */
export const FOLD_HEAD = [
  'router',
  'J out',
  'J in',
  'positives accepted',
  'negatives rejected',
  'J per fold',
  'top-1 held out',
];
export const FOLD_NUMERIC = [1, 2];
export const FOLD_DROP = [6, 5, 4];

export function foldRows(cv: CrossValidation): string[][] {
  return cv.routers.map((r) => [
    r.router,
    j(r.pooled.youdenJ),
    j(r.inSample.youdenJ),
    fmtProportion(r.pooled.acceptedPositives),
    fmtProportion(r.pooled.rejectedNegatives),
    spreadText(r.mean.youdenJ),
    fmtProportion(r.pooled.top1),
  ]);
}

export const FOLD_DETAIL_HEAD = [
  'router',
  'fold',
  'queries',
  'threshold',
  'top-1',
  'positives accepted',
  'negatives rejected',
  'J',
];
export const FOLD_DETAIL_NUMERIC = [1, 3, 7];
export const FOLD_DETAIL_DROP = [2, 4, 6];

export function foldDetailRows(cv: CrossValidation): string[][] {
  return cv.routers.flatMap((r) => {
    const d = separatingDigits(r.folds.map((f) => f.threshold));
    return r.folds.map((f) => {
      const size = cv.sizes[f.fold];
      return [
        r.router,
        String(f.fold + 1),
        size === undefined ? '–' : `${size.positives}+${size.negatives}`,
        fmt3(f.threshold, d),
        fmtProportion(f.top1),
        fmtProportion(f.acceptedPositives),
        fmtProportion(f.rejectedNegatives),
        j(f.youdenJ),
      ];
    });
  });
}

export function foldTitle(cv: CrossValidation): string {
  const n = cv.sizes.map((s) => s.positives + s.negatives);
  const lo = minOf(n, 0);
  const hi = maxOf(n, 0);
  return `Cross-validation: ${cv.k} folds (seed ${cv.seed}, by target, ${lo === hi ? lo : `${lo}–${hi}`} queries each), fitted on ${cv.k - 1}, judged on the other`;
}

/**
 * Why a fold shows `–`. Its threshold is fitted on the other folds, which need positives and
 * negatives both; its J is judged on the fold itself, which needs both too. A small file with
 * one negative leaves most folds without. Empty when nothing is missing.
 */
export function foldGapLines(cv: CrossValidation): string[] {
  const total = (key: 'positives' | 'negatives'): number => cv.sizes.reduce((sum, s) => sum + s[key], 0);
  const all = `${counted(total('positives'), 'positive', { grouping: false })}, ${counted(total('negatives'), 'negative', { grouping: false })} in all`;
  const noThreshold = new Set<number>();
  for (const r of cv.routers) for (const f of r.folds) if (f.threshold === null) noThreshold.add(f.fold);
  const unjudged = cv.sizes.flatMap((s, fold) => (s.positives === 0 || s.negatives === 0 ? [fold] : []));
  const list = (folds: Iterable<number>): string =>
    [...folds]
      .sort((a, b) => a - b)
      .map((f) => f + 1)
      .join(', ');
  const lacking = (has: (key: 'positives' | 'negatives') => boolean): string =>
    (['positives', 'negatives'] as const).filter((k) => !has(k)).join(' and no ');
  const out: string[] = [];
  if (noThreshold.size > 0) {
    const fold = [...noThreshold][0] ?? 0;
    const what = lacking((k) => total(k) - (cv.sizes[fold]?.[k] ?? 0) > 0) || 'no scores that separate';
    out.push(
      `– : no threshold for ${noun(noThreshold.size, 'fold')} ${list(noThreshold)}: fitted on the other folds, which hold no ${what} (${all}).`,
    );
  }
  if (unjudged.length > 0) {
    const what = lacking((k) => unjudged.every((f) => (cv.sizes[f]?.[k] ?? 0) > 0));
    out.push(
      `– : no J for ${noun(unjudged.length, 'fold')} ${list(unjudged)}: ${unjudged.length === 1 ? 'it holds' : 'each holds'} no ${what}; J needs both.`,
    );
  }
  if (out.length > 0 && total('negatives') < cv.k)
    out.push(`With ${all}, add queries with "expect": null (at least one per fold), or use fewer folds.`);
  return out;
}

/** Lines about choosing the router on the training folds (none with one router). */
export function selectionLines(cv: CrossValidation): string[] {
  const s = cv.selection;
  if (s === null) return [];
  const chosen = s.folds.map((f) => `fold ${f.fold + 1} ${f.chosen} ${f.top1.hits}/${f.top1.n}`).join('; ');
  return [
    `Router chosen by top-1 on the other folds, per held-out fold: ${chosen}.`,
    `Held-out top-1 of the chosen router: ${fmtProportion(s.pooled)}; in sample, the best router (${s.inSample.router}) claims ${fmtProportion(s.inSample.top1)}.`,
  ];
}
