/**
 * The budget diff as a pull-request comment: the headline in bold, then the tiers, the host
 * listings and the skills that changed (folded). Written to be read in ten seconds and pasted by
 * a workflow step (`diff --format markdown >> $GITHUB_STEP_SUMMARY` or a PR comment action).
 */
import { counted } from '../../base/plural.js';
import { fmt } from '../../base/numbers.js';
import { TIERS, type BudgetDiff, type SkillDiff, type Tier } from '../../diff/types.js';
import { mdCode, mdTable } from '../markdown.js';
import { affectedSkills, change, headline, HOST_LABELS, hostConsequences, untrusted } from './words.js';

const TIER_LABELS = {
  catalog: 'catalog (every session)',
  body: 'bodies (when a skill is used)',
  resources: 'resources (when read)',
} as const satisfies Record<Tier, string>;

const code = (text: string) => mdCode(untrusted(text));

/** Skills named per host below the listing table; the rest are counted. */
const MAX_NAMED = 5;

function skillLabel(s: SkillDiff): string {
  if (s.change !== 'renamed' || !s.from) return code(s.name);
  return s.from.name !== s.name
    ? `${code(s.from.name)} → ${code(s.name)}`
    : `${code(s.name)} (moved from ${code(s.from.path)})`;
}

export function renderDiffMarkdown(diff: BudgetDiff): string {
  const out: string[] = [
    `### skillscope token budget: ${code(diff.base.dir)} → ${code(diff.head.dir)}`,
    '',
    `**${headline(diff)}**`,
    '',
    mdTable(
      ['tier', 'base', 'head', 'change'],
      TIERS.map((t) => [
        TIER_LABELS[t],
        fmt(diff.tiers[t].tokens.before ?? 0),
        fmt(diff.tiers[t].tokens.after ?? 0),
        change(diff.tiers[t].tokens),
      ]),
      [1, 2, 3],
    ),
    '',
    `Tokens in ${diff.encoding}; ${fmt(diff.base.skills)} skills in base, ${fmt(diff.head.skills)} in head.`,
    '',
  ];
  if (diff.hosts.length > 0) {
    out.push(
      mdTable(
        ['host listing', 'base', 'head', 'budget', 'result'],
        diff.hosts.map((h) => {
          const consequences = hostConsequences(h);
          // No budget (Gemini CLI, OpenCode) or none public (Cursor): a size, no verdict.
          const fit =
            h.budget.after === null
              ? 'no budget'
              : h.fitsAfter
                ? 'fits'
                : `over by ${fmt((h.fullSize.after ?? 0) - (h.budget.after ?? 0))}`;
          return [
            HOST_LABELS[h.host],
            `${fmt(h.fullSize.before ?? 0)} ${h.unit}`,
            `${fmt(h.fullSize.after ?? 0)} ${h.unit}`,
            h.budget.after === null ? 'none' : fmt(h.budget.after),
            consequences.length > 0 ? `${fit}: ${consequences.join(', ')}` : fit,
          ];
        }),
        [1, 2, 3],
      ),
      '',
    );
    for (const h of diff.hosts) {
      const affected = affectedSkills(diff, h);
      if (affected.length === 0) continue;
      const shown = affected.slice(0, MAX_NAMED).map((a) => `${code(a.name)} ${a.what}`);
      const more = affected.length > MAX_NAMED ? `, and ${fmt(affected.length - MAX_NAMED)} more` : '';
      out.push(`${HOST_LABELS[h.host]}: ${shown.join(', ')}${more}.`, '');
    }
  }
  const moved = diff.skills.filter((s) => s.change !== 'unchanged');
  if (moved.length > 0) {
    out.push(
      `<details><summary>${counted(moved.length, 'skill')} changed (tokens)</summary>`,
      '',
      mdTable(
        ['skill', 'change', 'catalog', 'body', 'resources'],
        moved.map((s) => [
          { markdown: skillLabel(s) },
          s.change,
          change(s.tiers.catalog.tokens),
          change(s.tiers.body.tokens),
          change(s.tiers.resources.tokens),
        ]),
        [2, 3, 4],
      ),
      '',
      '</details>',
      '',
    );
  }
  return out.join('\n');
}
