/** `suggest --json`: one document, schemaVersion 1 (shape documented in docs/commands/suggest.md). */
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import type { SuggestReport } from './rows.js';

export function renderSuggestJson(report: SuggestReport): string {
  return `${JSON.stringify({ schemaVersion: 1, dir: report.dir, queriesFile: report.queriesFile, ...report.result, ...unreadHiddenMember(report.unreadHidden) }, null, 2)}\n`;
}
