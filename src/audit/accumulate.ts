/**
 * The audit as a fold over skills: `add` counts one skill and keeps its figures
 * (a SkillCost, and each resource's path, size, class, hash and tokens) but none of its text;
 * `finish` computes the totals, duplicates and findings. `computeAudit` folds a loaded SkillSet,
 * `auditStream` a SkillStream read one skill at a time, so the audit's memory grows with the number
 * of files, not with the directory's text.
 */
import type { CountCache } from '../tokenizer/count-cache.js';
import type { Encoding, EncodingName } from '../tokenizer/types.js';
import {
  RESOURCE_CATEGORIES,
  type Resource,
  type ResourceCategory,
  type Skill,
  type SkillSet,
} from '../skills/model.js';
import { codePointLength, lineCount, utf8Length } from '../base/text.js';
import { catalogEntryText } from './catalog.js';
import { groupDuplicates } from './duplicates.js';
import { rankFindings } from './findings.js';
import { CJK_MAJORITY, cjkShare } from './language.js';
import { ratio, summarize } from './stats.js';
import {
  AUDIT_SCHEMA_VERSION,
  type AuditBudgets,
  type AuditResult,
  type LargeFile,
  type PerEncoding,
  type SkillCost,
} from './types.js';
import { unreadHiddenMember } from '../skills/unread-hidden.js';
import { readScope } from '../skills/scope.js';

/** A resource without its text: what the totals and the duplicate search read. */
type ResourceFacts = Omit<Resource, 'text'>;

interface Counted {
  readonly r: ResourceFacts;
  readonly tokens: PerEncoding<number> | null;
}

type Categories = Record<
  ResourceCategory,
  { files: number; bytes: number; tokens: Partial<Record<EncodingName, number>> }
>;

export interface AuditFold {
  add(skill: Skill): SkillCost;
  finish(
    rest: Pick<SkillSet, 'root' | 'layout' | 'sharedResources' | 'problems' | 'unreadHidden' | 'units' | 'folders'>,
    largestFiles: number,
  ): AuditResult;
}

const facts = ({ text: _text, ...r }: Resource): ResourceFacts => r;

export function auditFold(
  encodings: readonly Encoding[],
  budgets: AuditBudgets,
  cache: CountCache | undefined,
): AuditFold {
  const names = encodings.map((e) => e.name);
  const count = (text: string): PerEncoding<number> => {
    const out: Partial<Record<EncodingName, number>> = {};
    for (const e of encodings) out[e.name] = text === '' ? 0 : cache ? cache.count(text, e) : e.count(text);
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
  /** Name, file and text-free resources of each skill, for the duplicate search. */
  const thin: { name: string; file: string; resources: ResourceFacts[] }[] = [];
  const all: Counted[] = [];
  return {
    add(skill) {
      const entry = catalogEntryText(skill);
      const byCategory = emptyCategories(names);
      let files = 0;
      let bytes = 0;
      const textTokens = zero(names);
      const kept: ResourceFacts[] = [];
      for (const r of skill.resources) {
        const tokens = countResource(r);
        const f = facts(r);
        kept.push(f);
        all.push({ r: f, tokens });
        files++;
        bytes += r.bytes;
        addCategory(byCategory[r.category], r, tokens, names);
        if (tokens) for (const n of names) textTokens[n] = (textTokens[n] ?? 0) + (tokens[n] ?? 0);
      }
      thin.push({ name: skill.name, file: skill.file, resources: kept });
      const descriptionCodePoints = codePointLength(skill.description);
      const descriptionTokens = count(skill.description);
      const cost: SkillCost = {
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
      };
      skills.push(cost);
      return cost;
    },
    finish(rest, largestFiles) {
      const shared = rest.sharedResources.map((r) => ({ r: facts(r), tokens: countResource(r) }));
      for (const c of shared) all.push(c);
      const tokensOfHash = (sha256: string): PerEncoding<number> | null => resourceTokens.get(sha256) ?? null;
      const dupSet = { skills: thin, sharedResources: shared.map((c) => c.r) };
      const totals = computeTotals(skills, dupSet, all, names, budgets, tokensOfHash, largestFiles);
      const result: Omit<AuditResult, 'findings'> = {
        schemaVersion: AUDIT_SCHEMA_VERSION,
        dir: rest.root,
        layout: rest.layout,
        encodings: names,
        budgets,
        skills,
        totals,
        problems: rest.problems,
        ...unreadHiddenMember(rest.unreadHidden),
        ...(rest.folders === undefined ? {} : { read: readScope(rest.layout, rest.units, rest.folders) }),
      };
      return { ...result, findings: rankFindings(result) };
    },
  };
}

type DupSet = {
  readonly skills: readonly { name: string; file: string; resources: readonly ResourceFacts[] }[];
  readonly sharedResources: readonly ResourceFacts[];
};

function computeTotals(
  skills: readonly SkillCost[],
  dupSet: DupSet,
  all: readonly Counted[],
  names: readonly EncodingName[],
  budgets: AuditBudgets,
  tokensOfHash: (sha256: string) => PerEncoding<number> | null,
  largestFiles: number,
): AuditResult['totals'] {
  const catalogTokens = mapNames(names, (n) => summarize(skills.map((s) => s.catalog.tokens[n] ?? 0)));
  const bodyTokens = mapNames(names, (n) => summarize(skills.map((s) => s.body.tokens[n] ?? 0)));
  const catalogBytes = summarize(skills.map((s) => s.catalog.bytes));
  const bodyBytes = summarize(skills.map((s) => s.body.bytes));

  const byCategory = emptyCategories(names);
  const textTokens = zero(names);
  let textFiles = 0;
  let bytes = 0;
  for (const { r, tokens } of all) {
    bytes += r.bytes;
    addCategory(byCategory[r.category], r, tokens, names);
    if (tokens) {
      textFiles++;
      for (const n of names) textTokens[n] = (textTokens[n] ?? 0) + (tokens[n] ?? 0);
    }
  }
  const toLarge = ({ r, tokens }: Counted): LargeFile => ({
    path: r.path,
    bytes: r.bytes,
    category: r.category,
    tokens,
    notRead: r.notRead === true,
  });
  const largest: LargeFile[] = [...all]
    .sort((a, b) => b.r.bytes - a.r.bytes || (a.r.path < b.r.path ? -1 : 1))
    .slice(0, largestFiles)
    .map(toLarge);
  const first = names[0]!;
  const overBudget = all
    .filter(({ tokens }) => (tokens?.[first] ?? 0) > budgets.resourceTokens)
    .sort((a, b) => (b.tokens?.[first] ?? 0) - (a.tokens?.[first] ?? 0) || (a.r.path < b.r.path ? -1 : 1))
    .map(toLarge);
  const grouped = groupDuplicates(dupSet);
  const duplicates = grouped.files.map((d) => ({ ...d, tokens: tokensOfHash(d.sha256) }));
  const folderSums = folderTokens(all, new Set(grouped.folders.map((d) => d.folders[0]!)), names, tokensOfHash);
  const duplicateFolders = grouped.folders.map((d) => ({ ...d, tokens: folderSums.get(d.folders[0]!) ?? zero(names) }));

  // Language: pool CJK-majority descriptions and the others separately ('' has 0 code points).
  const pools = { cjk: { tokens: zero(names), chars: 0, n: 0 }, other: { tokens: zero(names), chars: 0, n: 0 } };
  for (const cost of skills) {
    if (cost.language.descriptionCodePoints === 0) continue;
    const pool = cost.language.cjkShare >= CJK_MAJORITY ? pools.cjk : pools.other;
    pool.n++;
    pool.chars += cost.language.descriptionCodePoints;
    for (const n of names) pool.tokens[n] = (pool.tokens[n] ?? 0) + (cost.language.descriptionTokens[n] ?? 0);
  }

  return {
    skills: skills.length,
    catalog: { bytes: catalogBytes, tokens: catalogTokens },
    body: { bytes: bodyBytes, lines: summarize(skills.map((s) => s.body.lines)), tokens: bodyTokens },
    resources: {
      files: all.length,
      bytes,
      textFiles,
      textTokens,
      byCategory,
      shared: { files: dupSet.sharedResources.length, bytes: dupSet.sharedResources.reduce((a, r) => a + r.bytes, 0) },
      largest,
      overBudget,
      duplicateFolders,
      duplicates,
      duplicateWastedBytes:
        duplicates.reduce((a, d) => a + d.wastedBytes, 0) + duplicateFolders.reduce((a, d) => a + d.wastedBytes, 0),
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

/**
 * Tokens of the text files inside each of `folders`, in one pass over the resources (each file
 * adds to those of its parent folders that are asked for). It used to scan every resource once
 * per duplicated folder: 4.9 of 18 s of a 10,000-skill audit, quadratic beyond.
 */
function folderTokens(
  all: readonly Counted[],
  folders: ReadonlySet<string>,
  names: readonly EncodingName[],
  tokensOfHash: (sha256: string) => PerEncoding<number> | null,
): Map<string, PerEncoding<number>> {
  const out = new Map<string, Partial<Record<EncodingName, number>>>();
  if (folders.size === 0) return out;
  for (const { r } of all) {
    const t = tokensOfHash(r.sha256);
    for (let i = r.path.lastIndexOf('/'); i > 0; i = r.path.lastIndexOf('/', i - 1)) {
      const folder = r.path.slice(0, i);
      if (!folders.has(folder)) continue;
      let sum = out.get(folder);
      if (sum === undefined) out.set(folder, (sum = zero(names)));
      if (t) for (const n of names) sum[n] = (sum[n] ?? 0) + (t[n] ?? 0);
    }
  }
  return out;
}

function emptyCategories(names: readonly EncodingName[]): Categories {
  const out = {} as Categories;
  for (const c of RESOURCE_CATEGORIES) out[c] = { files: 0, bytes: 0, tokens: zero(names) };
  return out;
}

function addCategory(
  cat: Categories[ResourceCategory],
  r: ResourceFacts,
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
