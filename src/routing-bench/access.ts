/**
 * The access primitives measured on a query set (`skillscope bench`), next to
 * the lexical routers:
 * - `catalog`: the share of positives with an expected skill visible in the bounded catalog at
 *   the given budget — what an agent sees without any call;
 * - `discover`: its substring query issued once per analysed request term, rarest term first
 *   (fewest matching skills = highest idf); a hit when an expected skill is on the first page of
 *   any of those queries; `calls` is the mean number of queries issued until the hit;
 * - `search`: the metadata search with the request's terms as probe terms (`--any`); `top1` when the
 *   first candidate is expected, `inPage` when an expected skill is among the returned ones.
 * Only positives count (negatives have no skill to find).
 */
import {
  buildCatalog,
  buildSearchIndex,
  buildView,
  discover,
  searchSkills,
  DEFAULT_CATALOG_BUDGET_BYTES,
  DISCOVER_DEFAULT_LIMIT,
  SEARCH_DEFAULT_LIMIT,
} from '../access/index.js';
import { ANALYZERS } from '../route/analyzers/index.js';
import type { SkillSet } from '../skills/model.js';
import { isPositive, type BenchQuery } from './queries.js';
import { proportion, type Proportion } from './stats.js';

export interface AccessBenchResult {
  readonly budgetBytes: number;
  /** Skills visible in the bounded catalog / all skills. */
  readonly catalogShown: number;
  readonly catalog: Proportion;
  readonly discover: Proportion & { readonly meanCalls: number | null };
  readonly search: { readonly top1: Proportion; readonly inPage: Proportion };
}

export function runAccessBench(
  set: SkillSet,
  queries: readonly BenchQuery[],
  budgetBytes: number = DEFAULT_CATALOG_BUDGET_BYTES,
): AccessBenchResult {
  const view = buildView([{ source: { label: 'user', dir: set.root, abs: set.root }, set }]);
  const catalog = buildCatalog(view, { discoveryTool: 'discover', budgetBytes });
  const visible = new Set(catalog.skills.map((s) => s.name));
  const index = buildSearchIndex(view);
  const terms = ANALYZERS.multi.terms;
  let seen = 0;
  let found = 0;
  let calls = 0;
  let top1 = 0;
  let inPage = 0;
  const positives = queries.filter(isPositive);
  for (const q of positives) {
    const expected = new Set(q.expect.kind === 'skills' ? q.expect.names : []);
    if ([...expected].some((n) => visible.has(n))) seen++;
    const ordered = [...new Set(terms(q.query))]
      .map((t) => ({ t, total: discover(view, t, { limit: 1 }).total }))
      .filter((x) => x.total > 0)
      .sort((a, b) => a.total - b.total || (a.t < b.t ? -1 : 1));
    for (let i = 0; i < ordered.length; i++) {
      const page = discover(view, (ordered[i] as { t: string }).t, { limit: DISCOVER_DEFAULT_LIMIT });
      if (page.skills.some((s) => expected.has(s.name))) {
        found++;
        calls += i + 1;
        break;
      }
    }
    const words = q.query.split(/\s+/).filter((w) => w !== '');
    try {
      const r = searchSkills(index, { any: words, limit: SEARCH_DEFAULT_LIMIT });
      if (r.candidates[0] !== undefined && expected.has(r.candidates[0].name)) top1++;
      if (r.candidates.some((c) => expected.has(c.name))) inPage++;
    } catch {
      // only stop words: nothing found, a miss like any other
    }
  }
  const n = positives.length;
  return {
    budgetBytes,
    catalogShown: catalog.skills.length,
    catalog: proportion(seen, n),
    discover: { ...proportion(found, n), meanCalls: found === 0 ? null : calls / found },
    search: { top1: proportion(top1, n), inPage: proportion(inPage, n) },
  };
}
