/** JSON renderer for `tokens verify`: exactly one document, `schemaVersion: 1`. */
import type { VerifyReport } from '../../tokenizer/verify.js';

export function renderVerifyJson(report: VerifyReport): string {
  return `${JSON.stringify({ schemaVersion: 1, command: 'tokens verify', ...report }, null, 2)}\n`;
}
