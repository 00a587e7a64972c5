/**
 * The router that plays the model's choice in the `index` and `listing:HOST` strategies. The
 * model sees only what the listing shows, so the router must be a catalog router; the strategy
 * sets the cut (240 for the index, each host's own cuts for its listing), so `@N` is refused.
 * Default: `catalog:multi:bm25`, the best lexical router of the bench on the fixtures (86 % top-1
 * on fixtures/queries.jsonl), and the one that reads Chinese requests.
 */
import { parseRouterSpec, type RouterSpec } from '../route/spec.js';

export const DEFAULT_COST_ROUTER = 'catalog:multi:bm25';

export type CostRouterParse =
  | { readonly ok: true; readonly spec: RouterSpec }
  | { readonly ok: false; readonly message: string };

export function parseCostRouter(text: string = DEFAULT_COST_ROUTER): CostRouterParse {
  const parsed = parseRouterSpec(text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const c = parsed.spec.condition;
  if (c.base !== 'catalog')
    return {
      ok: false,
      message: `router '${text}': the model sees only the listing, so the router must be a catalog router (e.g. ${DEFAULT_COST_ROUTER})`,
    };
  if (c.cut !== null)
    return { ok: false, message: `router '${text}': the strategy sets the description cut; drop '@${c.cut}'` };
  return { ok: true, spec: parsed.spec };
}
