/** `route --json`: one document, schemaVersion 1 (shape documented in docs/commands/route.md). */
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import { routerParams, type RouteReport } from './model.js';

export function renderRouteJson(report: RouteReport): string {
  const r = report.result;
  const doc = {
    schemaVersion: 1,
    dir: report.dir,
    skills: r.skills,
    query: r.query,
    router: {
      name: r.router.label,
      condition: r.router.label.split(':')[0],
      analyzer: r.router.analyzer,
      scorer: r.router.scorer,
      params: routerParams(r.router),
    },
    terms: r.terms.map((t) =>
      t.from === undefined
        ? { term: t.term, df: t.df, idf: t.idf, known: t.df > 0 }
        : { term: t.term, df: t.df, idf: t.idf, known: t.df > 0, bridgedFrom: t.from, weight: t.weight },
    ),
    denominator: r.denominator,
    threshold: r.threshold,
    hitCount: r.hitCount,
    ranked: r.ranked,
    tie: r.tie,
    verdict: r.verdict,
    ...unreadHiddenMember(report.unreadHidden),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
