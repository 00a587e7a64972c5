/**
 * The host listings an `audit --json` document records (`hosts`), so a later diff can say
 * "Claude Code listing now 8,214 / 8,000 chars: 2 skills lose their description". Same
 * simulation as `check` (src/hosts), for the hosts asked for (the config's `hosts`; default the
 * pair `check` runs by default). A host whose listing is not public (Cursor) is recorded with a
 * null budget, so the diff shows its size and no verdict.
 */
import { DEFAULT_HOSTS } from '../check/options.js';
import { listingSkills, simulateListing } from '../hosts/index.js';
import type { ClaudeListingSettings, HostId } from '../hosts/types.js';
import type { SkillSet } from '../skills/model.js';
import type { AuditHostSummary } from './types.js';

export interface HostSummaryOptions {
  readonly windowTokens: number;
  readonly hosts?: readonly HostId[];
  readonly claudeSettings?: ClaudeListingSettings;
}

export function summarizeHostListings(
  set: SkillSet,
  options: HostSummaryOptions,
): Partial<Record<HostId, AuditHostSummary>> {
  const skills = listingSkills(set);
  const params = {
    windowTokens: options.windowTokens,
    ...(options.claudeSettings ? { claudeSettings: options.claudeSettings } : {}),
  };
  const out: Partial<Record<HostId, AuditHostSummary>> = {};
  for (const host of options.hosts ?? DEFAULT_HOSTS) {
    const listing = simulateListing(host, skills, params);
    const files = (status: string) => listing.entries.filter((e) => e.status === status).map((e) => e.file);
    out[host] = {
      unit: listing.unit,
      budget: listing.budget,
      fullSize: listing.fullSize,
      size: listing.size,
      overBy: listing.overBy,
      full: files('full').length,
      skills: {
        cut: files('cut'),
        'name-only': files('name-only'),
        omitted: files('omitted'),
        skipped: files('skipped'),
      },
    };
  }
  return out;
}
