/**
 * Computes the three tiers for a loaded SkillSet. Pure: a SkillSet and encodings in, an
 * AuditResult out. Every figure is exact (token counts from our BPE, byte lengths of UTF-8).
 */
import { requireArray, requireItems, requireObject } from '../base/api.js';
import type { Encoding, EncodingName } from '../tokenizer/types.js';
import type { CountCache } from '../tokenizer/count-cache.js';
import { RESOURCE_CATEGORIES, type Resource, type ResourceCategory, type SkillSet } from '../skills/model.js';
import { codePointLength, lineCount, utf8Length } from '../skills/text.js';
import { LOAD_ALL, requireLoaded, type LoadNeeds } from '../skills/needs.js';
import { catalogEntryText } from './catalog.js';
import { groupDuplicates } from './duplicates.js';
import { rankFindings } from './findings.js';
import { CJK_MAJORITY, cjkShare } from './language.js';
import { ratio, summarize, type Summary } from './stats.js';
import {
  AUDIT_SCHEMA_VERSION,
  type AuditBudgets,
  type AuditResult,
  type CategoryCost,
  type LargeFile,
  type PerEncoding,
  type SkillCost,
} from './types.js';

/** Context window the catalog and body shares are measured against, in tokens. Default 200,000. */
export const DEFAULT_WINDOW_TOKENS = 200_000;
/** Best-practice body limit in lines (agentskills best practices: under 500). */
export const DEFAULT_BODY_MAX_LINES = 500;
/** Best-practice body limit in tokens (agentskills best practices: under 5,000). */
export const DEFAULT_BODY_MAX_TOKENS = 5_000;
/** A text resource over this many tokens is a finding (a peer validator warns at 10k). */
export const DEFAULT_RESOURCE_MAX_TOKENS = 10_000;
/** How many of the largest resource files the audit lists. Default 10. */
export const LARGEST_FILES = 10;

/** What the audit reads: bodies (tokens, lines), resource text (tokens) and hashes (duplicates) — everything. */
export const AUDIT_NEEDS: LoadNeeds = LOAD_ALL;

/** Share of the window the whole catalog should stay under. Default 0.01 (2,000 tokens at 200k), as `check`'s SK301. */
export const DEFAULT_CATALOG_WINDOW_SHARE = 0.01;

/** All audit budgets at their defaults; `AuditOptions.budgets` overrides any of them. */
export const DEFAULT_AUDIT_BUDGETS: AuditBudgets = {
  windowTokens: DEFAULT_WINDOW_TOKENS,
  bodyLines: DEFAULT_BODY_MAX_LINES,
  bodyTokens: DEFAULT_BODY_MAX_TOKENS,
  resourceTokens: DEFAULT_RESOURCE_MAX_TOKENS,
  catalogTokens: Math.floor(DEFAULT_WINDOW_TOKENS * DEFAULT_CATALOG_WINDOW_SHARE),
};

/** The budgets of a run: defaults < `budgets`; the catalog budget follows a changed window unless set. */
export function resolveAuditBudgets(budgets: Partial<AuditBudgets> = {}): AuditBudgets {
  const windowTokens = budgets.windowTokens ?? DEFAULT_WINDOW_TOKENS;
  return { ...DEFAULT_AUDIT_BUDGETS, catalogTokens: Math.floor(windowTokens * DEFAULT_CATALOG_WINDOW_SHARE), ...budgets };
}

export interface AuditOptions {
  /** One or more encodings; the first is the one findings are ranked by. */
  readonly encodings: readonly Encoding[];
  readonly budgets?: Partial<AuditBudgets>;
  /** Called after each skill is counted: (done, total). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Token counts memoised by content, shared with other passes (`report` hands the same one to `check`). */
  readonly countCache?: CountCache;
}

type Counter = (text: string) => PerEncoding<number>;

export function computeAudit(set: SkillSet, options: AuditOptions): AuditResult {
  requireObject('computeAudit', 'set', set, 'a SkillSet (from loadSkills)', ['root', 'skills']);
  requireArray('computeAudit', 'set.skills', set.skills, 'an array of skills');
  requireObject('computeAudit', 'options', options, 'AuditOptions { encodings: [getEncoding(name), …] }', ['encodings']);
  requireItems('computeAudit', 'options.encodings', options.encodings, "an array of encodings (getEncoding('o200k_base'), not the name)", ['name']);
  if (options.encodings.length === 0) throw new Error('computeAudit needs at least one encoding');
  requireLoaded('computeAudit', set.skills, AUDIT_NEEDS);
  const budgets = resolveAuditBudgets(options.budgets);
  const names = options.encodings.map((e) => e.name);
  const cache = options.countCache;
  const count: Counter = (text) => {
    const out: Partial<Record<EncodingName, number>> = {};
    for (const e of options.encodings) out[e.name] = text === '' ? 0 : cache ? cache.count(text, e) : e.count(text);
    return out;
  };
  // A resource is counted once per content hash: duplicated files cost the same to tokenise.
  const resourceTokens = new Map<string, PerEncoding<number>>();
  const countResource = (r: Resource): PerEncoding<number> | null => {
    if (r.text === null) return null;
    const key = r.sha256 || r.path;
    let t = resourceTokens.get(key);
    if (t === undefined) resourceTokens.set(key, (t = count(r.text)));
    return t;
  };

  const skills: SkillCost[] = [];
  const allResources: { r: Resource; tokens: PerEncoding<number> | null }[] = [];
  for (const skill of set.skills) {
    const entry = catalogEntryText(skill);
    const byCategory = emptyCategories(names);
    let files = 0;
    let bytes = 0;
    const textTokens = zero(names);
    for (const r of skill.resources) {
      const tokens = countResource(r);
      allResources.push({ r, tokens });
      files++;
      bytes += r.bytes;
      addCategory(byCategory[r.category], r, tokens, names);
      if (tokens) for (const n of names) textTokens[n] = (textTokens[n] ?? 0) + (tokens[n] ?? 0);
    }
    const descriptionCodePoints = codePointLength(skill.description);
    const descriptionTokens = count(skill.description);
    skills.push({
      name: skill.name,
      path: skill.file,
      dir: skill.dir,
      catalog: { bytes: utf8Length(entry), codePoints: codePointLength(entry), tokens: count(entry) },
      body: { bytes: utf8Length(skill.body), lines: lineCount(skill.body), tokens: count(skill.body) },
      resources: { files, bytes, textTokens, byCategory },
      language: {
        cjkShare: cjkShare(skill.description),
        descriptionCodePoints,
        descriptionTokens,
        tokensPerChar: mapNames(names, (n) => ratio(descriptionTokens[n] ?? 0, descriptionCodePoints)),
      },
      problems: skill.problems,
    });
    options.onProgress?.(skills.length, set.skills.length);
  }
  for (const r of set.sharedResources) allResources.push({ r, tokens: countResource(r) });

  const tokensOfHash = (sha256: string): PerEncoding<number> | null => resourceTokens.get(sha256) ?? null;
  const totals = computeTotals(set, skills, allResources, names, budgets, tokensOfHash);
  const result: Omit<AuditResult, 'findings'> = {
    schemaVersion: AUDIT_SCHEMA_VERSION,
    dir: set.root,
    layout: set.layout,
    encodings: names,
    budgets,
    skills,
    totals,
    problems: set.problems,
  };
  return { ...result, findings: rankFindings(result) };
}

function computeTotals(
  set: SkillSet,
  skills: readonly SkillCost[],
  allResources: readonly { r: Resource; tokens: PerEncoding<number> | null }[],
  names: readonly EncodingName[],
  budgets: AuditBudgets,
  tokensOfHash: (sha256: string) => PerEncoding<number> | null,
): AuditResult['totals'] {
  const catalogTokens = mapNames(names, (n) => summarize(skills.map((s) => s.catalog.tokens[n] ?? 0)));
  const bodyTokens = mapNames(names, (n) => summarize(skills.map((s) => s.body.tokens[n] ?? 0)));
  const catalogBytes = summarize(skills.map((s) => s.catalog.bytes));
  const bodyBytes = summarize(skills.map((s) => s.body.bytes));

  const byCategory = emptyCategories(names);
  const textTokens = zero(names);
  let textFiles = 0;
  let bytes = 0;
  for (const { r, tokens } of allResources) {
    bytes += r.bytes;
    addCategory(byCategory[r.category], r, tokens, names);
    if (tokens) {
      textFiles++;
      for (const n of names) textTokens[n] = (textTokens[n] ?? 0) + (tokens[n] ?? 0);
    }
  }
  const toLarge = ({ r, tokens }: { r: Resource; tokens: PerEncoding<number> | null }): LargeFile => ({ path: r.path, bytes: r.bytes, category: r.category, tokens, notRead: r.notRead === true });
  const largest: LargeFile[] = [...allResources]
    .sort((a, b) => b.r.bytes - a.r.bytes || (a.r.path < b.r.path ? -1 : 1))
    .slice(0, LARGEST_FILES)
    .map(toLarge);
  const first = names[0]!;
  const overBudget = allResources
    .filter(({ tokens }) => (tokens?.[first] ?? 0) > budgets.resourceTokens)
    .sort((a, b) => (b.tokens?.[first] ?? 0) - (a.tokens?.[first] ?? 0) || (a.r.path < b.r.path ? -1 : 1))
    .map(toLarge);
  const grouped = groupDuplicates(set);
  const duplicates = grouped.files.map((d) => ({ ...d, tokens: tokensOfHash(d.sha256) }));
  const duplicateFolders = grouped.folders.map((d) => ({ ...d, tokens: folderTokens(set, d.folders[0]!, names, tokensOfHash) }));

  // Language: pool CJK-majority descriptions and the others separately.
  const pools = { cjk: { tokens: zero(names), chars: 0, n: 0 }, other: { tokens: zero(names), chars: 0, n: 0 } };
  set.skills.forEach((skill, i) => {
    const cost = skills[i]!;
    if (skill.description === '') return;
    const pool = cost.language.cjkShare >= CJK_MAJORITY ? pools.cjk : pools.other;
    pool.n++;
    pool.chars += cost.language.descriptionCodePoints;
    for (const n of names) pool.tokens[n] = (pool.tokens[n] ?? 0) + (cost.language.descriptionTokens[n] ?? 0);
  });

  return {
    skills: skills.length,
    catalog: { bytes: catalogBytes, tokens: catalogTokens },
    body: { bytes: bodyBytes, lines: summarize(skills.map((s) => s.body.lines)), tokens: bodyTokens },
    resources: {
      files: allResources.length,
      bytes,
      textFiles,
      textTokens,
      byCategory,
      shared: { files: set.sharedResources.length, bytes: set.sharedResources.reduce((a, r) => a + r.bytes, 0) },
      largest,
      overBudget,
      duplicateFolders,
      duplicates,
      duplicateWastedBytes: duplicates.reduce((a, d) => a + d.wastedBytes, 0) + duplicateFolders.reduce((a, d) => a + d.wastedBytes, 0),
    },
    ratios: {
      bodyToCatalogBytes: ratio(bodyBytes.total, catalogBytes.total),
      bodyToCatalogTokens: mapNames(names, (n) => ratio(bodyTokens[n]?.total ?? 0, catalogTokens[n]?.total ?? 0)),
    },
    window: {
      tokens: budgets.windowTokens,
      catalogShare: mapNames(names, (n) => (catalogTokens[n]?.total ?? 0) / budgets.windowTokens),
      bodyShare: mapNames(names, (n) => (bodyTokens[n]?.total ?? 0) / budgets.windowTokens),
    },
    language: {
      cjkDescriptions: pools.cjk.n,
      otherDescriptions: pools.other.n,
      tokensPerChar: mapNames(names, (n) => ({
        cjk: ratio(pools.cjk.tokens[n] ?? 0, pools.cjk.chars),
        other: ratio(pools.other.tokens[n] ?? 0, pools.other.chars),
      })),
    },
  };
}

/** Tokens of the text files of one copy of a duplicated folder. */
function folderTokens(
  set: SkillSet,
  folder: string,
  names: readonly EncodingName[],
  tokensOfHash: (sha256: string) => PerEncoding<number> | null,
): PerEncoding<number> {
  const out = zero(names);
  const all = [...set.skills.flatMap((s) => s.resources), ...set.sharedResources];
  for (const r of all) {
    if (!r.path.startsWith(`${folder}/`)) continue;
    const t = tokensOfHash(r.sha256);
    if (t) for (const n of names) out[n] = (out[n] ?? 0) + (t[n] ?? 0);
  }
  return out;
}

function emptyCategories(names: readonly EncodingName[]): Record<ResourceCategory, { files: number; bytes: number; tokens: Partial<Record<EncodingName, number>> }> {
  const out = {} as Record<ResourceCategory, { files: number; bytes: number; tokens: Partial<Record<EncodingName, number>> }>;
  for (const c of RESOURCE_CATEGORIES) out[c] = { files: 0, bytes: 0, tokens: zero(names) };
  return out;
}

function addCategory(
  cat: { files: number; bytes: number; tokens: Partial<Record<EncodingName, number>> },
  r: Resource,
  tokens: PerEncoding<number> | null,
  names: readonly EncodingName[],
): void {
  cat.files++;
  cat.bytes += r.bytes;
  if (tokens) for (const n of names) cat.tokens[n] = (cat.tokens[n] ?? 0) + (tokens[n] ?? 0);
}

function zero(names: readonly EncodingName[]): Partial<Record<EncodingName, number>> {
  const out: Partial<Record<EncodingName, number>> = {};
  for (const n of names) out[n] = 0;
  return out;
}

function mapNames<T>(names: readonly EncodingName[], f: (n: EncodingName) => T): Partial<Record<EncodingName, T>> {
  const out: Partial<Record<EncodingName, T>> = {};
  for (const n of names) out[n] = f(n);
  return out;
}

export type { CategoryCost, Summary };
