/**
 * Turns audit figures into findings a maintainer can act on, ranked by what is at stake:
 * tokens for text that enters context (bodies, text resources), bytes ÷ 4 for binary weight
 * (the usual bytes-per-token estimate), so one list can order both.
 */
import type { AuditFinding, AuditResult } from './types.js';

/**
 * A resource category is called out when it holds at least this share of all resource bytes.
 * Default 0.4: with five categories an even spread is 0.2, so 0.4 means one category dominates
 * (the core article's collection: fonts 48.8 %).
 */
export const CATEGORY_SHARE_FINDING = 0.4;
const n = (v: number): string => v.toLocaleString('en-US');
const files = (v: number): string => `${n(v)} file${v === 1 ? '' : 's'}`;
/** Bytes per token used only to rank binary weight against token cost. */
const BYTES_PER_TOKEN_ESTIMATE = 4;

export function rankFindings(result: Omit<AuditResult, 'findings'>): AuditFinding[] {
  const enc = result.encodings[0]!;
  const { budgets, totals } = result;
  const out: AuditFinding[] = [];
  for (const s of result.skills) {
    const tokens = s.body.tokens[enc] ?? 0;
    if (s.body.lines > budgets.bodyLines) {
      out.push({
        kind: 'body-lines',
        skill: s.name,
        path: s.path,
        message: `${s.name}: body has ${n(s.body.lines)} lines (budget ${n(budgets.bodyLines)}); move reference material into references/ and link it`,
        weight: tokens,
        data: { lines: s.body.lines, budget: budgets.bodyLines, tokens, encoding: enc },
      });
    }
    if (tokens > budgets.bodyTokens) {
      out.push({
        kind: 'body-tokens',
        skill: s.name,
        path: s.path,
        message: `${s.name}: body is ${n(tokens)} ${enc} tokens (budget ${n(budgets.bodyTokens)}), loaded whole on every activation`,
        weight: tokens - budgets.bodyTokens,
        data: { tokens, budget: budgets.bodyTokens, encoding: enc },
      });
    }
  }
  const resourceBytes = totals.resources.bytes;
  for (const [category, cost] of Object.entries(totals.resources.byCategory)) {
    const share = resourceBytes === 0 ? 0 : cost.bytes / resourceBytes;
    if (cost.files === 0 || share < CATEGORY_SHARE_FINDING) continue;
    out.push({
      kind: 'resource-category',
      skill: null,
      path: null,
      message: `${category}: ${files(cost.files)}, ${n(cost.bytes)} bytes = ${(share * 100).toFixed(1)} % of all resource bytes`,
      weight: cost.bytes / BYTES_PER_TOKEN_ESTIMATE,
      data: { category, files: cost.files, bytes: cost.bytes, share },
    });
  }
  for (const d of totals.resources.duplicates) {
    out.push({
      kind: 'duplicate-resource',
      skill: null,
      path: d.paths[0] ?? null,
      message: `${d.paths.length} identical copies (${n(d.bytes)} bytes each, ${n(d.wastedBytes)} bytes wasted): ${d.paths.join(', ')}`,
      weight: d.wastedBytes / BYTES_PER_TOKEN_ESTIMATE,
      data: { sha256: d.sha256, bytes: d.bytes, copies: d.paths.length, wastedBytes: d.wastedBytes, paths: d.paths },
    });
  }
  for (const f of totals.resources.largest) {
    const tokens = f.tokens?.[enc];
    if (tokens === undefined || tokens <= budgets.resourceTokens) continue;
    out.push({
      kind: 'large-resource',
      skill: null,
      path: f.path,
      message: `${f.path}: ${n(tokens)} ${enc} tokens if read (budget ${n(budgets.resourceTokens)}); split it or point to sections`,
      weight: tokens,
      data: { tokens, bytes: f.bytes, budget: budgets.resourceTokens, encoding: enc },
    });
  }
  // Heaviest first; ties by kind then path so the order never depends on input order.
  return out.sort((a, b) => b.weight - a.weight || a.kind.localeCompare(b.kind) || (a.path ?? '').localeCompare(b.path ?? ''));
}
