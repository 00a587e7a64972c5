/**
 * computeBudgetDiff: BASE and HEAD `audit --json` documents in, a BudgetDiff out. Pure.
 *
 * Skills are matched by SKILL.md path first (a changed `name:` there is a rename), then the
 * rest by name (a moved folder is a rename); what is left is added or removed. Tier totals come
 * from each document's own totals (they include resources shared by several skills), skill
 * figures from its skill rows. Tokens are in the documents' first encoding; both documents must
 * have been counted with the same encodings, or the comparison would mix units.
 */
import type { EncodingName } from '../tokenizer/types.js';
import { UsageError } from '../base/errors.js';
import type { HostId } from '../hosts/types.js';
import { HOST_IDS } from '../hosts/types.js';
import type { SkillCost } from '../audit/types.js';
import {
  DIFF_SCHEMA_VERSION,
  TIERS,
  type AuditDocument,
  type AuditHostSummary,
  type BudgetDiff,
  type Delta,
  type HostDiff,
  type SkillDiff,
  type Tier,
  type TierDelta,
} from './types.js';

export function delta(before: number | null, after: number | null): Delta {
  const d = (after ?? 0) - (before ?? 0);
  return { before, after, delta: d, percent: before === null || before === 0 ? null : (d / before) * 100 };
}

function tierFigures(
  skill: SkillCost | undefined,
  tier: Tier,
  enc: EncodingName,
): { bytes: number; tokens: number } | null {
  if (!skill) return null;
  if (tier === 'catalog') return { bytes: skill.catalog.bytes, tokens: skill.catalog.tokens[enc] ?? 0 };
  if (tier === 'body') return { bytes: skill.body.bytes, tokens: skill.body.tokens[enc] ?? 0 };
  return { bytes: skill.resources.bytes, tokens: skill.resources.textTokens[enc] ?? 0 };
}

function skillTiers(
  before: SkillCost | undefined,
  after: SkillCost | undefined,
  enc: EncodingName,
): Record<Tier, TierDelta> {
  const out = {} as Record<Tier, TierDelta>;
  for (const tier of TIERS) {
    const b = tierFigures(before, tier, enc);
    const a = tierFigures(after, tier, enc);
    out[tier] = {
      bytes: delta(b?.bytes ?? null, a?.bytes ?? null),
      tokens: delta(b?.tokens ?? null, a?.tokens ?? null),
    };
  }
  return out;
}

function documentTiers(doc: AuditDocument, enc: EncodingName): Record<Tier, { bytes: number; tokens: number }> {
  const t = doc.totals;
  return {
    catalog: { bytes: t.catalog.bytes.total, tokens: t.catalog.tokens[enc]?.total ?? 0 },
    body: { bytes: t.body.bytes.total, tokens: t.body.tokens[enc]?.total ?? 0 },
    resources: { bytes: t.resources.bytes, tokens: t.resources.textTokens[enc] ?? 0 },
  };
}

/** Pairs of (BASE skill, HEAD skill); one side undefined for removed / added. */
function matchSkills(
  base: readonly SkillCost[],
  head: readonly SkillCost[],
): [SkillCost | undefined, SkillCost | undefined][] {
  const pairs: [SkillCost | undefined, SkillCost | undefined][] = [];
  const headByPath = new Map(head.map((s) => [s.path, s] as const));
  const usedHead = new Set<SkillCost>();
  const unmatchedBase: SkillCost[] = [];
  for (const b of base) {
    const h = headByPath.get(b.path);
    if (h && !usedHead.has(h)) {
      pairs.push([b, h]);
      usedHead.add(h);
    } else unmatchedBase.push(b);
  }
  // Then by name, but only when the name is unique on both sides (else the pairing is a guess).
  const count = (list: readonly SkillCost[], name: string) => list.filter((s) => s.name === name).length;
  const restHead = head.filter((s) => !usedHead.has(s));
  for (const b of unmatchedBase) {
    const h = restHead.find((s) => s.name === b.name && !usedHead.has(s));
    if (h && count(unmatchedBase, b.name) === 1 && count(restHead, b.name) === 1) {
      pairs.push([b, h]);
      usedHead.add(h);
    } else pairs.push([b, undefined]);
  }
  for (const h of head) if (!usedHead.has(h)) pairs.push([undefined, h]);
  return pairs;
}

function changed(t: Record<Tier, TierDelta>): boolean {
  return TIERS.some((tier) => t[tier].bytes.delta !== 0 || t[tier].tokens.delta !== 0);
}

function hostDiff(
  host: HostId,
  b: AuditHostSummary,
  a: AuditHostSummary,
  renamedTo: ReadonlyMap<string, string>,
): HostDiff {
  const notFull = (h: AuditHostSummary) => new Set(Object.values(h.skills).flat());
  const baseNotFull = new Set([...notFull(b)].map((p) => renamedTo.get(p) ?? p));
  const headNotFull = notFull(a);
  const fresh = (paths: readonly string[]) => paths.filter((p) => !baseNotFull.has(p));
  const fits = (h: AuditHostSummary) => h.budget === null || h.fullSize <= h.budget;
  return {
    host,
    unit: a.unit,
    budget: { before: b.budget, after: a.budget },
    fullSize: delta(b.fullSize, a.fullSize),
    fitsBefore: fits(b),
    fitsAfter: fits(a),
    newly: {
      cut: fresh(a.skills.cut),
      nameOnly: fresh(a.skills['name-only']),
      omitted: fresh(a.skills.omitted),
      skipped: fresh(a.skills.skipped),
    },
    restored: [...baseNotFull].filter((p) => !headNotFull.has(p)).sort(),
  };
}

export interface BudgetDiffOptions {
  /**
   * Hosts whose listings the diff shows, in this order (`diff --host`); each must be recorded in
   * both documents. Absent: every host both record.
   */
  readonly hosts?: readonly HostId[];
}

/** The hosts to compare: those asked for (each recorded on both sides, else a usage error), or all both record. */
function comparedHosts(base: AuditDocument, head: AuditDocument, asked: readonly HostId[] | undefined): HostId[] {
  const recorded = (doc: AuditDocument) => HOST_IDS.filter((h) => doc.hosts?.[h] !== undefined);
  if (asked === undefined || asked.length === 0) return recorded(base).filter((h) => head.hosts?.[h] !== undefined);
  for (const [side, doc] of [
    ['base', base],
    ['head', head],
  ] as const) {
    const missing = asked.filter((h) => doc.hosts?.[h] === undefined);
    if (missing.length === 0) continue;
    const has = recorded(doc);
    throw new UsageError(
      `--host: ${side} does not record ${missing.join(', ')} (it records ${has.length === 0 ? 'no host' : has.join(', ')}): name the hosts in the config's "hosts" before running audit --json`,
    );
  }
  return [...new Set(asked)];
}

export function computeBudgetDiff(
  base: AuditDocument,
  head: AuditDocument,
  options: BudgetDiffOptions = {},
): BudgetDiff {
  if (base.encodings.join(',') !== head.encodings.join(',')) {
    throw new UsageError(
      `base was counted with ${base.encodings.join(', ')} and head with ${head.encodings.join(', ')}: run both audits with the same --encoding`,
    );
  }
  const enc = head.encodings[0]!;
  const pairs = matchSkills(base.skills, head.skills);
  const renamedTo = new Map<string, string>();
  const skills: SkillDiff[] = pairs.map(([b, h]) => {
    const tiers = skillTiers(b, h, enc);
    if (!b) return { name: h!.name, path: h!.path, change: 'added', tiers };
    if (!h) return { name: b.name, path: b.path, change: 'removed', tiers };
    if (b.name !== h.name || b.path !== h.path) {
      renamedTo.set(b.path, h.path);
      return { name: h.name, path: h.path, change: 'renamed', from: { name: b.name, path: b.path }, tiers };
    }
    return { name: h.name, path: h.path, change: changed(tiers) ? 'changed' : 'unchanged', tiers };
  });
  const weight = (s: SkillDiff) =>
    s.change === 'unchanged' ? -1 : Math.abs(s.tiers.catalog.tokens.delta) + Math.abs(s.tiers.body.tokens.delta) / 1e6;
  skills.sort((x, y) => weight(y) - weight(x) || (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));

  const bt = documentTiers(base, enc);
  const ht = documentTiers(head, enc);
  const tiers = {} as Record<Tier, TierDelta>;
  for (const tier of TIERS)
    tiers[tier] = { bytes: delta(bt[tier].bytes, ht[tier].bytes), tokens: delta(bt[tier].tokens, ht[tier].tokens) };

  const hosts: HostDiff[] = comparedHosts(base, head, options.hosts).map((host) =>
    hostDiff(host, base.hosts![host]!, head.hosts![host]!, renamedTo),
  );
  const n = (c: SkillDiff['change']) => skills.filter((s) => s.change === c).length;
  return {
    schemaVersion: DIFF_SCHEMA_VERSION,
    kind: 'skillscope-audit-diff',
    encoding: enc,
    base: { dir: base.dir, skills: base.skills.length },
    head: { dir: head.dir, skills: head.skills.length },
    tiers,
    skills,
    counts: {
      added: n('added'),
      removed: n('removed'),
      renamed: n('renamed'),
      changed: n('changed'),
      unchanged: n('unchanged'),
    },
    hosts,
  };
}
