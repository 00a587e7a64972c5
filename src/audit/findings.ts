/**
 * Turns audit figures into findings a maintainer can act on, ranked by what they cost in
 * context: tokens of the run's first encoding, weighted by how often they enter the context.
 *
 * - `catalog` tokens are in the context of every request of every session, whether or not a
 *   skill is used: weight CATALOG_WEIGHT (10, a session of ten requests).
 * - `body` tokens are loaded once per activation of the skill: weight 1.
 * - `resources` tokens are read only when the body sends the model to the file during a task:
 *   weight RESOURCE_WEIGHT (0.5, read on half the activations).
 * - `install` findings cost no context at all (binary files, bytes of duplicated binaries):
 *   weight 0, ranked after every finding with a token cost, by bytes.
 * The weights are assumptions, named here and printed in docs/commands/audit.md ("How findings are ranked"); the figures they multiply
 * (`tokens` of each finding) are exact.
 */
import { counted } from '../base/plural.js';
import { fmt } from '../base/numbers.js';
import { AUDIT_KIND_CODES, auditCodeName } from './codes.js';
import type { AuditFinding, AuditResult, AuditTier } from './types.js';

/**
 * A resource category is called out when it holds at least this share of all resource bytes.
 * Default 0.4: with five categories an even spread is 0.2, so 0.4 means one category dominates
 * (one real collection: fonts 48.8 % of 10.8 MB).
 */
export const CATEGORY_SHARE_FINDING = 0.4;

/**
 * ... and at least this many bytes. A share alone called out "1 file, 32 bytes = 69.6 % of all
 * resource bytes" in a folder with almost no resources; under 4 KiB (about 1,000 tokens of
 * English) a category costs less than one short reference file. Default 4096.
 */
export const CATEGORY_MIN_BYTES = 4096;

/** Ranking weight of one catalog token: requests per session it is paid for. Default 10. */
const CATALOG_WEIGHT = 10;
/** Ranking weight of one resource token: share of activations that read the file. Default 0.5. */
const RESOURCE_WEIGHT = 0.5;

/** Weight of one token per tier; `install` costs no context. */
const TIER_WEIGHTS = {
  catalog: CATALOG_WEIGHT,
  body: 1,
  resources: RESOURCE_WEIGHT,
  install: 0,
} as const satisfies Record<AuditTier, number>;

const pct = (v: number): string => `${(v * 100).toFixed(v < 0.1 ? 2 : 1)} %`;

/** Places named in a duplicate finding's message before "and N more" (all are in `data`). Default 3. */
const PLACES_NAMED = 3;

function firstFew(places: readonly string[]): string {
  if (places.length <= PLACES_NAMED + 1) return places.join(', ');
  return `${places.slice(0, PLACES_NAMED).join(', ')} and ${places.length - PLACES_NAMED} more`;
}

/** A finding with its code and name from its kind, its place from its path, its weight from its tier and tokens. */
function make(f: Omit<AuditFinding, 'code' | 'name' | 'file' | 'line' | 'column' | 'weight'>): AuditFinding {
  const code = AUDIT_KIND_CODES[f.kind];
  return {
    // The fields of the one finding type first; then audit's, in the order `audit --json` always had.
    code,
    name: auditCodeName(code),
    file: f.path ?? '',
    line: 0,
    column: 0,
    kind: f.kind,
    skill: f.skill,
    path: f.path,
    tier: f.tier,
    tokens: f.tokens,
    message: f.message,
    data: f.data,
    weight: f.tokens * TIER_WEIGHTS[f.tier],
  };
}

function bytesOf(f: AuditFinding): number {
  const b = f.data['bytes'];
  const wasted = f.data['wastedBytes'];
  return typeof wasted === 'number' ? wasted : typeof b === 'number' ? b : 0;
}

/** Heaviest first; then by bytes (what `install` findings are about); then kind and path, so order never depends on input order. */
function compareAuditFindings(a: AuditFinding, b: AuditFinding): number {
  return (
    b.weight - a.weight ||
    bytesOf(b) - bytesOf(a) ||
    a.kind.localeCompare(b.kind) ||
    (a.path ?? '').localeCompare(b.path ?? '')
  );
}

export function rankFindings(result: Omit<AuditResult, 'findings'>): AuditFinding[] {
  const enc = result.encodings[0]!;
  const { budgets, totals } = result;
  const out: AuditFinding[] = [];

  const catalogTokens = totals.catalog.tokens[enc]?.total ?? 0;
  if (catalogTokens > budgets.catalogTokens) {
    const share = catalogTokens / budgets.windowTokens;
    out.push(
      make({
        kind: 'catalog-tokens',
        skill: null,
        path: null,
        tier: 'catalog',
        tokens: catalogTokens,
        message: `catalog of ${fmt(totals.skills)} skills is ${fmt(catalogTokens)} ${enc} tokens = ${pct(share)} of the window (budget ${fmt(budgets.catalogTokens)}), in context on every request`,
        data: {
          tokens: catalogTokens,
          budget: budgets.catalogTokens,
          windowTokens: budgets.windowTokens,
          windowShare: share,
          skills: totals.skills,
          encoding: enc,
        },
      }),
    );
  }
  for (const s of result.skills) {
    const tokens = s.body.tokens[enc] ?? 0;
    if (s.body.lines > budgets.bodyLines) {
      out.push(
        make({
          kind: 'body-lines',
          skill: s.name,
          path: s.path,
          tier: 'body',
          tokens,
          message: `${s.name}: body has ${fmt(s.body.lines)} lines (budget ${fmt(budgets.bodyLines)}); move reference material into references/ and link it`,
          // `max` as in check's SK201 (the same code has the same data keys); `budget` as audit had it.
          data: { lines: s.body.lines, max: budgets.bodyLines, budget: budgets.bodyLines, tokens, encoding: enc },
        }),
      );
    }
    if (tokens > budgets.bodyTokens) {
      out.push(
        make({
          kind: 'body-tokens',
          skill: s.name,
          path: s.path,
          tier: 'body',
          tokens,
          message: `${s.name}: body is ${fmt(tokens)} ${enc} tokens (budget ${fmt(budgets.bodyTokens)}), loaded whole on every activation`,
          data: { tokens, max: budgets.bodyTokens, budget: budgets.bodyTokens, encoding: enc },
        }),
      );
    }
  }
  const resourceBytes = totals.resources.bytes;
  for (const [category, cost] of Object.entries(totals.resources.byCategory)) {
    const share = resourceBytes === 0 ? 0 : cost.bytes / resourceBytes;
    if (cost.files === 0 || share < CATEGORY_SHARE_FINDING || cost.bytes < CATEGORY_MIN_BYTES) continue;
    const tokens = cost.tokens[enc] ?? 0;
    out.push(
      make({
        kind: 'resource-category',
        skill: null,
        path: null,
        tier: tokens > 0 ? 'resources' : 'install',
        tokens,
        message: `${category}: ${counted(cost.files, 'file')}, ${fmt(cost.bytes)} bytes = ${(share * 100).toFixed(1)} % of all resource bytes, ${fmt(tokens)} ${enc} tokens if read`,
        data: { category, files: cost.files, bytes: cost.bytes, share, tokens, encoding: enc },
      }),
    );
  }
  for (const d of totals.resources.duplicateFolders) {
    const tokens = (d.tokens[enc] ?? 0) * (d.folders.length - 1);
    const shown = firstFew(d.folders);
    out.push(
      make({
        kind: 'duplicate-folder',
        skill: null,
        path: d.folders[0] ?? null,
        tier: tokens > 0 ? 'resources' : 'install',
        tokens,
        message: `${d.folders.length} identical folders (${counted(d.files, 'file')}, ${fmt(d.bytes)} bytes each, ${fmt(d.wastedBytes)} bytes wasted): ${shown}`,
        data: {
          sha256: d.sha256,
          files: d.files,
          bytes: d.bytes,
          copies: d.folders.length,
          wastedBytes: d.wastedBytes,
          folders: d.folders,
          tokens,
          encoding: enc,
        },
      }),
    );
  }
  for (const d of totals.resources.duplicates) {
    const tokens = (d.tokens?.[enc] ?? 0) * (d.paths.length - 1);
    const shown = firstFew(d.paths);
    out.push(
      make({
        kind: 'duplicate-resource',
        skill: null,
        path: d.paths[0] ?? null,
        tier: tokens > 0 ? 'resources' : 'install',
        tokens,
        message: `${d.paths.length} identical copies (${fmt(d.bytes)} bytes each, ${fmt(d.wastedBytes)} bytes wasted): ${shown}`,
        data: {
          sha256: d.sha256,
          bytes: d.bytes,
          copies: d.paths.length,
          wastedBytes: d.wastedBytes,
          paths: d.paths,
          tokens,
          encoding: enc,
        },
      }),
    );
  }
  for (const f of totals.resources.overBudget) {
    const tokens = f.tokens?.[enc] ?? 0;
    out.push(
      make({
        kind: 'large-resource',
        skill: null,
        path: f.path,
        tier: 'resources',
        tokens,
        message: `${f.path}: ${fmt(tokens)} ${enc} tokens if read (budget ${fmt(budgets.resourceTokens)}); split it or point to sections`,
        data: { tokens, bytes: f.bytes, budget: budgets.resourceTokens, encoding: enc },
      }),
    );
  }
  return out.sort(compareAuditFindings);
}
