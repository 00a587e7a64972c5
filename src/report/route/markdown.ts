/** `route --format markdown`: the same content as the table renderer, as GitHub markdown. */
import { mdCode, mdTable, mdText } from '../markdown.js';
import { fmtScore, tieSentence, verdictSentence, type RouteReport } from './model.js';
import { counted } from '../../base/plural.js';

export function renderRouteMarkdown(report: RouteReport): string {
  const r = report.result;
  const th = r.threshold.value === null ? 'none' : String(r.threshold.value);
  const lines = [
    `### Routing ${mdCode(r.query)}`,
    '',
    `Router ${mdCode(r.router.label)} (analyzer ${r.router.analyzer}, scorer ${r.router.scorer}) over ${counted(r.skills, 'skill', { grouping: false })}, threshold ${th}.`,
    '',
    `Terms: ${r.terms.map((t) => (t.df > 0 ? `${mdCode(t.term)} idf ${t.idf.toFixed(2)}` : `${mdCode(t.term)} unknown`)).join(', ') || '(none)'}`,
    '',
  ];
  if (r.ranked.length > 0) {
    lines.push(
      mdTable(
        ['#', 'skill', 'score', 'matched terms'],
        r.ranked.map((s) => [
          s.rank,
          s.name,
          fmtScore(s.score),
          s.matched.map((m) => `${m.term} ${fmtScore(m.contribution)}`).join(', '),
        ]),
        [0, 2],
      ),
      '',
    );
  }
  const tie = tieSentence(r);
  if (tie !== null) lines.push(`**Tie:** ${mdText(tie)}`, '');
  if (report.explain && r.denominator !== null)
    lines.push(`Denominator (Σ idf' over request terms): ${r.denominator.toFixed(4)}`, '');
  lines.push(`**Verdict:** ${mdText(verdictSentence(r))}`, '');
  return lines.join('\n');
}
