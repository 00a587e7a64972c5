/** JSON renderer for `tokens count`: exactly one document, `schemaVersion: 1`. */
import type { UnreadHidden } from '../../skills/model.js';
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import { tokensPerChar, type CountReport, type TextStats } from '../../tokenizer/stats.js';

/** `unreadHidden`: SKILL.md files in hidden folders of a DIR that were not counted (paths start with the DIR). */
export function renderCountJson(report: CountReport & { readonly unreadHidden?: UnreadHidden | undefined }): string {
  const entry = (s: TextStats) => ({
    file: s.file,
    bytes: s.bytes,
    codePoints: s.codePoints,
    tokens: s.tokens,
    tokensPerChar: Object.fromEntries(report.encodings.map((name) => [name, tokensPerChar(s, name)])),
  });
  const { file: _total, ...total } = entry(report.total);
  const doc = {
    schemaVersion: 1,
    command: 'tokens count',
    encodings: report.encodings,
    files: report.files.map(entry),
    total: { files: report.files.length, ...total },
    skipped: report.skipped,
    ...unreadHiddenMember(report.unreadHidden),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
