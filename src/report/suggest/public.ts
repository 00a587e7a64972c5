/** The `suggest` renderers as the library exports them: input shape checked first (see ../public.ts). */
import { requireBoolean, requireObject } from '../../base/api.js';
import { renderSuggestJson as suggestJson } from './json.js';
import { renderSuggestMarkdown as suggestMarkdown } from './markdown.js';
import type { SuggestReport } from './rows.js';
import { renderSuggestTable as suggestTable } from './table.js';

const SUGGEST = 'a SuggestReport { dir, queriesFile, result: SuggestResult (from suggestEdits) }';

function suggest(fn: string, report: unknown): void {
  requireObject(fn, 'report', report, SUGGEST, ['dir', 'queriesFile', 'result']);
  requireObject(fn, 'report.result', report['result'], 'a SuggestResult (from suggestEdits)', [
    'suggestions',
    'combined',
    'split',
  ]);
}

export function renderSuggestTable(report: SuggestReport, color: boolean, width?: number): string {
  suggest('renderSuggestTable', report);
  requireBoolean('renderSuggestTable', 'color', color);
  return suggestTable(report, color, width);
}
export function renderSuggestJson(report: SuggestReport): string {
  suggest('renderSuggestJson', report);
  return suggestJson(report);
}
export function renderSuggestMarkdown(report: SuggestReport): string {
  suggest('renderSuggestMarkdown', report);
  return suggestMarkdown(report);
}
