/**
 * Shared wording of the budget diff renderers: signed numbers, host labels, the one-line
 * headline a reviewer reads first, and the one place file-derived text (skill names, paths,
 * directories) is made safe to show.
 */
import { counted } from '../../base/plural.js';
import { safeText } from '../../base/escape.js';
import type { HostId } from '../../hosts/types.js';
import { fmt } from '../../base/numbers.js';
import type { BudgetDiff, Delta, HostDiff } from '../../diff/types.js';

export const HOST_LABELS = {
  'claude-code': 'Claude Code',
  'claude-code-legacy': 'Claude Code (before 2026)',
  codex: 'Codex',
  'codex-legacy': 'Codex (before 2026-06-19)',
  'copilot-cli': 'Copilot CLI',
  'copilot-cli-legacy': 'Copilot CLI (0.0.4xx)',
  'gemini-cli': 'Gemini CLI',
  opencode: 'OpenCode',
  cursor: 'Cursor (listing not public)',
  generic: 'generic listing',
} as const satisfies Record<HostId, string>;

/**
 * Names and paths come from the user's files: control characters (an ANSI escape in a folder
 * name) are shown as visible escapes (`\x1b`, `\u009b`) instead of being sent to a terminal or
 * a PR page — the shared terminal escape, cut at TEXT_MAX_CHARS.
 */
export function untrusted(text: string): string {
  return safeText(text);
}

function signed(n: number): string {
  return n > 0 ? `+${fmt(n)}` : n < 0 ? `-${fmt(-n)}` : '0';
}

function signedPercent(p: number | null): string {
  if (p === null) return '';
  const r = Math.round(p * 10) / 10;
  return `${r > 0 ? '+' : r < 0 ? '-' : '±'}${Math.abs(r).toFixed(1)} %`;
}

/** `+312 (+4.1 %)`, `0`, `+80 (new)`. */
export function change(d: Delta): string {
  if (d.delta === 0) return '0';
  const pct = signedPercent(d.percent);
  return pct === '' ? signed(d.delta) : `${signed(d.delta)} (${pct})`;
}

/** What happened to a host's listing, as short clauses ("2 skills lose their description"). */
export function hostConsequences(h: HostDiff): string[] {
  const out: string[] = [];
  if (h.newly.nameOnly.length > 0)
    out.push(`${counted(h.newly.nameOnly.length, 'skill loses its', { plural: 'skills lose their' })} description`);
  if (h.newly.omitted.length > 0)
    out.push(`${counted(h.newly.omitted.length, 'skill is', { plural: 'skills are' })} left out`);
  if (h.newly.cut.length > 0)
    out.push(`${counted(h.newly.cut.length, 'description is', { plural: 'descriptions are' })} cut`);
  if (h.newly.skipped.length > 0)
    out.push(`${counted(h.newly.skipped.length, 'skill is', { plural: 'skills are' })} refused`);
  if (h.restored.length > 0)
    out.push(
      `${counted(h.restored.length, 'skill gets', { plural: 'skills get' })} its full description back`.replace(
        'skills get its',
        'skills get their',
      ),
    );
  return out;
}

/** `8,214 / 8,000 chars`. */
function hostSize(h: HostDiff): string {
  const budget = h.budget.after === null ? '' : ` / ${fmt(h.budget.after)}`;
  return `${fmt(h.fullSize.after ?? 0)}${budget} ${h.unit}`;
}

/** Hosts worth a headline clause: over budget after, a change of fit, or skills affected. */
function notableHosts(diff: BudgetDiff): HostDiff[] {
  return diff.hosts.filter((h) => !h.fitsAfter || h.fitsBefore !== h.fitsAfter || hostConsequences(h).length > 0);
}

/** The line a reviewer reads in ten seconds. */
export function headline(diff: BudgetDiff): string {
  return headlineParts(diff).join('; ');
}

/** The headline's clauses: the catalog change, skills added/removed/renamed, each notable host. */
export function headlineParts(diff: BudgetDiff): string[] {
  const t = diff.tiers.catalog.tokens;
  const parts = [
    t.delta === 0
      ? 'catalog unchanged'
      : `catalog ${signed(t.delta)} tokens${t.percent === null ? '' : ` (${signedPercent(t.percent)})`}`,
  ];
  const c = diff.counts;
  const skills = [
    c.added > 0 ? `${fmt(c.added)} added` : '',
    c.removed > 0 ? `${fmt(c.removed)} removed` : '',
    c.renamed > 0 ? `${fmt(c.renamed)} renamed` : '',
  ].filter((s) => s !== '');
  if (skills.length > 0) parts.push(`skills ${skills.join(', ')}`);
  for (const h of notableHosts(diff)) {
    const fit = h.fitsAfter
      ? h.fitsBefore
        ? 'fits'
        : 'fits again'
      : h.fitsBefore
        ? 'over budget'
        : 'still over budget';
    const consequences = hostConsequences(h);
    parts.push(
      `${HOST_LABELS[h.host]} listing now ${hostSize(h)} (${fit})${consequences.length > 0 ? `: ${consequences.join(', ')}` : ''}`,
    );
  }
  return parts;
}

/** Skill names (HEAD) of the paths a host newly cuts, drops or leaves out, with what happens. */
export function affectedSkills(diff: BudgetDiff, h: HostDiff): { readonly name: string; readonly what: string }[] {
  const byPath = new Map(diff.skills.map((s) => [s.path, s.name] as const));
  const named = (paths: readonly string[], what: string) => paths.map((p) => ({ name: byPath.get(p) ?? p, what }));
  return [
    ...named(h.newly.nameOnly, 'loses its description'),
    ...named(h.newly.omitted, 'is left out'),
    ...named(h.newly.cut, 'is cut'),
    ...named(h.newly.skipped, 'is refused'),
  ];
}
