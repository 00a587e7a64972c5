/** `route` for a terminal: header lines, a boxed ranking table, optional per-term breakdown, the verdict. */
import { pushAll } from '../../base/arrays.js';
import { safeText } from '../../base/escape.js';
import { bold, dim, renderTable, wrapLine } from '../table.js';
import { effectiveNameBonus, type MatchedTerm, SCORERS, scorerFamily } from '../../route/index.js';
import { fmtScore, tieSentence, verdictSentence, type RouteReport } from './model.js';
import { counted, noun } from '../../base/plural.js';

function termsLine(report: RouteReport): string {
  const r = report.result;
  const own = r.terms.filter((t) => t.from === undefined);
  if (own.length === 0) return '(none)';
  return safeText(
    own.map((t) => (t.df > 0 ? `${t.term} (idf ${t.idf.toFixed(2)}, in ${t.df})` : `${t.term} (unknown)`)).join(', '),
  );
}

/** Bridged terms grouped by the request word they translate: "表格 → form ×0.50, tabl ×0.50". */
function bridgedLine(report: RouteReport): string | null {
  const groups = new Map<string, string[]>();
  for (const t of report.result.terms) {
    if (t.from === undefined) continue;
    let g = groups.get(t.from);
    if (g === undefined) groups.set(t.from, (g = []));
    g.push(`${t.term} ×${(t.weight ?? 1).toFixed(2)}`);
  }
  if (groups.size === 0) return null;
  return safeText([...groups].map(([from, to]) => `${from} → ${to.join(', ')}`).join('; '));
}

/** A matched term, with the request word it was bridged from. */
function matchedName(m: MatchedTerm): string {
  return m.from === undefined ? m.term : `${m.term}←${m.from}`;
}

/** `width`: terminal columns the ranking must fit (undefined: no limit). */
export function renderRouteTable(report: RouteReport, color: boolean, width?: number): string {
  const r = report.result;
  const th =
    r.threshold.value === null ? 'none' : `${r.threshold.value}${r.threshold.source === 'default' ? ' (default)' : ''}`;
  // Prose lines wrap at the width the table is fitted to, as check's and cost's text does: a
  // Router line, or a Verdict explaining a request in other letters, ran past 80 columns.
  const prose = (line: string): string => wrapLine(line, width);
  const out: string[] = [
    prose(`${bold('Request', color)}: ${safeText(r.query)}`),
    prose(
      `${bold('Router', color)}: ${safeText(r.router.label)} ${dim(`(analyzer ${r.router.analyzer}, scorer ${r.router.scorer})`, color)} · ${counted(r.skills, 'skill', { grouping: false })} · threshold ${th}`,
    ),
    prose(`${bold('Terms', color)}: ${termsLine(report)}`),
  ];
  const bridged = bridgedLine(report);
  if (bridged !== null) out.push(prose(`${bold('Bridged', color)}: ${bridged}`));
  if (r.ranked.length > 0) {
    out.push(
      renderTable({
        head: ['#', 'skill', 'score', 'matched terms (contribution)'],
        width,
        shrink: [3, 1],
        numeric: [0, 2],
        rows: r.ranked.map((s) => [
          s.rank,
          s.name,
          fmtScore(s.score),
          s.matched.map((m) => `${matchedName(m)} ${fmtScore(m.contribution)}`).join(', '),
        ]),
        color,
      }),
    );
    const more = r.hitCount - r.ranked.length;
    if (more > 0)
      out.push(
        prose(
          dim(
            `${counted(more, 'more skill', { grouping: false })} ${noun(more, 'shares', 'share')} a term (--top N shows more)`,
            color,
          ),
        ),
      );
  }
  const tie = tieSentence(r);
  if (tie !== null) out.push(prose(`${bold('Tie', color)}: ${safeText(tie)}`));
  if (report.explain) pushAll(out, explainLines(report, color, width));
  out.push(prose(`${bold('Verdict', color)}: ${safeText(verdictSentence(r))}`));
  return `${out.join('\n')}\n`;
}

function explainLines(report: RouteReport, color: boolean, width: number | undefined): string[] {
  const r = report.result;
  const out: string[] = [''];
  if (r.router.scorer === 'idf') {
    const parts = r.terms.map((t) =>
      t.df === 0 ? '0.1' : t.weight === undefined ? t.idf.toFixed(4) : `${t.weight.toFixed(2)}·${t.idf.toFixed(4)}`,
    );
    out.push(
      `${bold('Denominator', color)}: Σ idf'(w) over request terms = ${parts.join(' + ') || '0'} = ${(r.denominator ?? 1).toFixed(4)}${r.terms.length === 0 ? ' (zero counts as 1)' : ''}`,
    );
    out.push(
      r.router.condition.norm
        ? 'Each score = Σ shared idf / denominator / sqrt(max(distinct target terms, 1)).'
        : 'Each score = Σ shared idf / denominator.',
    );
  } else if (scorerFamily(r.router.scorer) === 'bm25') {
    out.push(
      `BM25 (k1 ${r.router.bm25.k1}, b ${r.router.bm25.b}): each shared term adds idf · tf·(k1+1) / (tf + k1·(1 − b + b·len/avglen)).`,
    );
  } else {
    const w = r.router.bm25f.weights;
    const bonus = effectiveNameBonus(r.router.bm25f);
    out.push(
      `BM25F (k1 ${r.router.bm25f.k1}, b ${r.router.bm25f.b}, weights name ${w.name}, description ${w.description}, body ${w.body}, name bonus ${bonus}): each shared term adds idf · tf~·(k1+1) / (tf~ + k1)${bonus > 0 ? `, plus ${bonus} × idf when the skill's name has it` : ''}.`,
    );
  }
  if (SCORERS[r.router.scorer].unit) {
    out.push(
      `${bold('Denominator', color)}: the best score the request could reach, Σ idf(w)·(k1+1) over its known terms = ${(r.denominator ?? 1).toFixed(4)}; each score and contribution is divided by it.`,
    );
  }
  for (const s of r.ranked) {
    out.push(`${s.rank}. ${safeText(s.name)} = ${fmtScore(s.score)}`);
    out.push(
      renderTable({
        head: ['term', 'tf', 'idf', 'contribution'],
        width,
        shrink: [0],
        numeric: [1, 2, 3],
        rows: s.matched.map((m) => [matchedName(m), m.tf, m.idf.toFixed(4), m.contribution.toFixed(4)]),
        color,
      }),
    );
  }
  return out;
}
