/**
 * `plan`: which skills to move to cold storage so that every simulated host listing fits its
 * budget. Candidates are ordered by fewest `select` events, then largest listing entry, then
 * name; the plan is the shortest prefix of that order after which every host fits (removing
 * skills never makes a listing longer, so a binary search over the prefix length finds it with
 * O(log n) simulations instead of one per skill).
 */
import { codePointLength } from '../base/text.js';
import type { SkillSet } from '../skills/model.js';
import { listingSkills, simulateListing, type HostId, type HostListing, type ListingSkill } from '../hosts/index.js';
import { renderedDescription } from '../hosts/common.js';
import { compareNames, type AccessSkill, type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';
import { DEFAULT_WINDOW_TOKENS } from '../audit/audit.js';

/** Hosts whose listing has a budget to fit. */
export const PLAN_HOSTS = ['claude-code', 'claude-code-legacy', 'codex'] as const satisfies readonly HostId[];

export interface PlanHost {
  readonly host: HostId;
  readonly unit: 'chars' | 'tokens';
  readonly budget: number | null;
  readonly before: { readonly size: number; readonly fits: boolean };
  readonly after: { readonly size: number; readonly fits: boolean };
}

export interface PlanResult extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'skill_plan';
  readonly revision: string;
  readonly windowTokens: number;
  /** True when, after the plan, every host's full listing fits. */
  readonly fits: boolean;
  readonly enabledBefore: number;
  readonly enabledAfter: number;
  readonly hosts: readonly PlanHost[];
  /** Skills to disable, in the order they were chosen. */
  readonly disable: readonly {
    readonly name: string;
    readonly source: string;
    readonly selections: number;
    readonly entryChars: number;
  }[];
}

export interface PlanOptions {
  /** Context window for the budgets; default DEFAULT_WINDOW_TOKENS, as check and audit use (Codex's budget is 2 % of it). */
  readonly windowTokens?: number;
  readonly hosts?: readonly HostId[];
}

function fits(l: HostListing): boolean {
  return l.budget === null || l.fullSize <= l.budget;
}

export function planColdStorage(
  view: SkillView,
  usage: ReadonlyMap<string, number>,
  options: PlanOptions = {},
): PlanResult {
  const hosts = options.hosts ?? PLAN_HOSTS;
  // The same default window as check and audit: without it Codex's budget would fall back to
  // 8,000 characters while check reports 4,000 tokens for the same skills.
  const windowTokens = options.windowTokens ?? DEFAULT_WINDOW_TOKENS;
  const params = { windowTokens };
  const enabled = view.skills.filter((s) => s.enabled);
  const usageRecord = Object.fromEntries(usage);
  const listing = listingSkills({ skills: enabled.map((s) => s.skill) } as unknown as SkillSet, usageRecord);
  const entryChars = listing.map((l) => codePointLength(l.name) + codePointLength(renderedDescription(l, true)));
  const simulate = (keep: readonly ListingSkill[]): HostListing[] => hosts.map((h) => simulateListing(h, keep, params));

  const order = enabled
    .map((s, i) => ({ s, i }))
    .filter(({ i }) => (listing[i] as ListingSkill).missing !== 'description')
    .sort(
      (a, b) =>
        (usage.get(a.s.name) ?? 0) - (usage.get(b.s.name) ?? 0) ||
        (entryChars[b.i] as number) - (entryChars[a.i] as number) ||
        compareNames(a.s.name, b.s.name),
    );
  const without = (k: number): ListingSkill[] => {
    const dropped = new Set(order.slice(0, k).map((o) => o.i));
    return listing.filter((_, i) => !dropped.has(i));
  };
  const before = simulate(listing);
  let k = 0;
  if (!before.every(fits)) {
    let lo = 1;
    let hi = order.length;
    if (!simulate(without(hi)).every(fits)) k = hi;
    else {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (simulate(without(mid)).every(fits)) hi = mid;
        else lo = mid + 1;
      }
      k = lo;
    }
  }
  const after = k === 0 ? before : simulate(without(k));
  const chosen = order.slice(0, k);
  return {
    schemaVersion: 1,
    kind: 'skill_plan',
    revision: view.revision,
    windowTokens,
    fits: after.every(fits),
    enabledBefore: enabled.length,
    enabledAfter: enabled.length - k,
    hosts: hosts.map((host, h) => {
      const b = before[h] as HostListing;
      const a = after[h] as HostListing;
      return {
        host,
        unit: b.unit,
        budget: b.budget,
        before: { size: b.fullSize, fits: fits(b) },
        after: { size: a.fullSize, fits: fits(a) },
      };
    }),
    disable: chosen.map(({ s, i }: { s: AccessSkill; i: number }) => ({
      name: s.name,
      source: s.source,
      selections: usage.get(s.name) ?? 0,
      entryChars: entryChars[i] as number,
    })),
    ...unreadHiddenPart(view),
  };
}
