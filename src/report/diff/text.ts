/** The budget diff for a terminal: the headline, then tiers, hosts and changed skills, in 80 columns. */
import { counted } from '../../base/plural.js';
import { fmt } from '../../base/numbers.js';
import { TIERS, type BudgetDiff, type Tier } from '../../diff/types.js';
import { renderColumns } from '../table.js';
import { affectedSkills, change, headlineParts, HOST_LABELS, untrusted } from './words.js';

const TIER_LABELS = { catalog: 'catalog', body: 'bodies', resources: 'resources' } as const satisfies Record<
  Tier,
  string
>;

/** The tier table's columns: at least this wide, so base and head line up across diffs. */
const TIER_WIDTHS = [10, 12, 12, 20];

export function renderDiffText(diff: BudgetDiff): string {
  const out = [
    `${untrusted(diff.base.dir)} → ${untrusted(diff.head.dir)} (${diff.encoding} tokens)`,
    ...headlineParts(diff),
    '',
  ];
  out.push(
    renderColumns({
      head: ['tier', 'base', 'head', 'change'],
      rows: TIERS.map((t) => {
        const d = diff.tiers[t].tokens;
        return [TIER_LABELS[t], fmt(d.before ?? 0), fmt(d.after ?? 0), change(d)];
      }),
      numeric: [1, 2, 3],
      minWidths: TIER_WIDTHS,
    }),
  );
  for (const h of diff.hosts) {
    const budget = h.budget.after === null ? 'no budget' : `budget ${fmt(h.budget.after)}`;
    out.push(
      '',
      `${HOST_LABELS[h.host]}: ${fmt(h.fullSize.before ?? 0)} → ${fmt(h.fullSize.after ?? 0)} ${h.unit}, ${budget}${h.budget.after === null ? '' : h.fitsAfter ? ', fits' : ', over budget'}`,
    );
    for (const a of affectedSkills(diff, h)) out.push(`  ${untrusted(a.name)} ${a.what}`);
  }
  const moved = diff.skills.filter((s) => s.change !== 'unchanged');
  if (moved.length > 0) {
    out.push('', `${counted(moved.length, 'skill')} changed (catalog / body / resources tokens):`);
    for (const s of moved) {
      const name = !s.from
        ? untrusted(s.name)
        : s.from.name !== s.name
          ? `${untrusted(s.from.name)} → ${untrusted(s.name)}`
          : `${untrusted(s.name)} (from ${untrusted(s.from.path)})`;
      out.push(
        `  ${s.change.padEnd(9)} ${name}: ${change(s.tiers.catalog.tokens)} / ${change(s.tiers.body.tokens)} / ${change(s.tiers.resources.tokens)}`,
      );
    }
  }
  return `${out.join('\n')}\n`;
}
