/** `skillscope cost --format markdown`: the same figures as a PR-ready table. */
import { mdTable, mdText } from '../markdown.js';
import type { CostReport } from './model.js';
import { costHead, costNumeric, costRows, headerLines, noteLines, verdictLine } from './rows.js';

export function renderCostMarkdown(report: CostReport): string {
  const r = report.result;
  const [title = '', ...rest] = headerLines(report);
  return [
    `### ${mdText(title)}`,
    '',
    ...rest.map((l) => `${mdText(l)}  `),
    '',
    mdTable(costHead(report), costRows(report), costNumeric(report)),
    '',
    ...noteLines(report).map((l) => `${mdText(l)}  `),
    '',
    `**${mdText(verdictLine(r.verdict, r.strategies, r.maxOpens))}**`,
    '',
  ].join('\n');
}
