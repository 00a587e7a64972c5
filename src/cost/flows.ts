/**
 * The strategies, one pure function each: (context, request) → the model calls of that request
 * with the input tokens of each (see model.ts for what a call holds), which bodies were opened,
 * and whether the target was read first (`top1`) or within the open budget (`withinBudget`).
 * Window fit is applied by the caller (run.ts): a request over the window reaches nothing.
 *
 * Who decides what is opened:
 * - `index`, `listing:HOST`: the named lexical router, over the text that listing shows of each
 *   skill (an omitted skill cannot be opened); the model opens the router's ranking in order, up
 *   to `maxOpens` bodies, and stops at the target. A request no listed skill shares a term with
 *   opens nothing.
 * - `catalog+discover`: the bounded catalog's flow as `bench --access` scores it: a target visible in the bounded
 *   catalog is loaded at once; otherwise one discover query per request term, rarest first (fewest
 *   matches), up to `maxOpens` queries, and the target is loaded from the first page that shows it.
 * - `search`: the cold-storage flow: one search with the request's words as probe terms, inspect of the top
 *   SEARCH_INSPECT_REFS candidates, then bodies loaded in the search order up to `maxOpens`.
 * Without a query file (`ideal` requests: one per skill, empty text) every reader opens the target
 * first when it can see it — the cheapest path, for the token figures alone; the access flows ask
 * for the target by name.
 */
import {
  AccessError,
  discover,
  DISCOVER_DEFAULT_LIMIT,
  inspectRefs,
  searchSkills,
  type SearchResult,
} from '../access/index.js';
import { topK } from '../route/rank.js';
import { toolText, type CostContext, type ShownListing } from './context.js';
import { callText, Chat, SEARCH_INSPECT_REFS, type ModelCall } from './model.js';
import { distractorSpan } from './shuffle.js';
import type { Strategy } from './strategies.js';

export interface CostRequest {
  readonly id: string;
  /** 1-based line in the query file; null for the ideal requests of a run without one. */
  readonly line: number | null;
  readonly text: string;
  /** Skills that answer it (the first one is the target `full_k` includes). */
  readonly targets: readonly string[];
  /** No query file: the reader opens the target first whenever it can see it. */
  readonly ideal: boolean;
}

export interface RequestCost {
  readonly calls: readonly ModelCall[];
  /** The tool calls between them (one fewer than calls), as `callText` writes them. */
  readonly actions: readonly string[];
  readonly opened: readonly string[];
  readonly top1: boolean;
  readonly withinBudget: boolean;
}

type Flow = (ctx: CostContext, req: CostRequest, strategy: Strategy) => RequestCost;

/** One tool round: the call as written, and the tokens of what comes back. */
function round(
  ctx: CostContext,
  chat: Chat,
  tool: string,
  args: Readonly<Record<string, unknown>>,
  resultTokens: number,
): void {
  const text = callText(tool, args);
  chat.step(text, ctx.count(text), resultTokens);
}

function ended(
  ctx: CostContext,
  chat: Chat,
  opened: readonly string[],
  top1: boolean,
  withinBudget: boolean,
): RequestCost {
  return { calls: chat.finish(ctx.settings.outputTokens), actions: [...chat.actions], opened, top1, withinBudget };
}

function target(req: CostRequest): string {
  return req.targets[0] as string;
}

/** Opens `ranked` in order, up to maxOpens bodies, stopping at a target. */
function openInOrder(
  ctx: CostContext,
  chat: Chat,
  req: CostRequest,
  ranked: readonly string[],
  tool: string,
): RequestCost {
  const wanted = new Set(req.targets);
  const opened: string[] = [];
  for (const name of ranked.slice(0, ctx.settings.maxOpens)) {
    round(ctx, chat, tool, { name }, ctx.bodyTokensOf(name));
    opened.push(name);
    if (wanted.has(name)) break;
  }
  const hit = opened.some((n) => wanted.has(n));
  return ended(ctx, chat, opened, hit && wanted.has(ranked[0] as string), hit);
}

function readListing(ctx: CostContext, req: CostRequest, shown: ShownListing): RequestCost {
  const chat = new Chat(ctx.overhead, shown.tokens, ctx.count(req.text));
  let ranked: string[];
  if (req.ideal) ranked = shown.listed.has(target(req)) ? [target(req)] : [];
  else ranked = topK(shown.router.score(req.text).hits, shown.router.names, ctx.settings.maxOpens).map((h) => h.name);
  return openInOrder(ctx, chat, req, ranked, 'read_skill');
}

const none: Flow = (ctx, req) => ended(ctx, new Chat(ctx.overhead, 0, ctx.count(req.text)), [], false, false);

const full: Flow = (ctx, req, strategy) => {
  const k = strategy.kind === 'full' ? strategy.k : 'all';
  let context: number;
  if (k === 'all' || k >= ctx.skills.length) context = ctx.allBodyTokens();
  else {
    const t = ctx.byName.get(target(req)) as number;
    const { order, prefix, position } = ctx.order();
    const { span, includesTarget } = distractorSpan(order, position, t, k);
    context = (prefix[span] as number) + (includesTarget ? 0 : ctx.bodyTokens(t));
  }
  return ended(ctx, new Chat(ctx.overhead, context, ctx.count(req.text)), [], true, true);
};

const index: Flow = (ctx, req) => readListing(ctx, req, ctx.listing('index'));

const listing: Flow = (ctx, req, strategy) =>
  readListing(ctx, req, ctx.listing(strategy.kind === 'listing' ? strategy.host : 'claude-code'));

/** A term's discover page; its tokens are counted only once the flow issues it (most terms only need the total). */
function discoverPage(
  ctx: CostContext,
  term: string,
): { total: number; tokens: () => number; names: readonly string[] } {
  let page = ctx.discoverPages.get(term);
  if (page === undefined) {
    const r = discover(ctx.view(), term, { limit: DISCOVER_DEFAULT_LIMIT });
    let tokens: number | undefined;
    page = { total: r.total, tokens: () => (tokens ??= ctx.count(toolText(r))), names: r.skills.map((s) => s.name) };
    ctx.discoverPages.set(term, page);
  }
  return page;
}

const catalogDiscover: Flow = (ctx, req) => {
  const catalog = ctx.catalog();
  const chat = new Chat(ctx.overhead, catalog.tokens, ctx.count(req.text));
  const wanted = new Set(req.targets);
  const load = (name: string): void => round(ctx, chat, 'load_skill', { name }, ctx.bodyTokensOf(name));
  const visible = req.targets.find((n) => catalog.visible.has(n));
  if (visible !== undefined) {
    load(visible);
    return ended(ctx, chat, [visible], true, true);
  }
  const terms = req.ideal
    ? [target(req)]
    : [...new Set(ctx.terms(req.text))]
        .map((t) => ({ t, total: discoverPage(ctx, t).total }))
        .filter((x) => x.total > 0)
        .sort((a, b) => a.total - b.total || (a.t < b.t ? -1 : 1))
        .map((x) => x.t);
  for (let i = 0; i < Math.min(terms.length, ctx.settings.maxOpens); i++) {
    const term = terms[i] as string;
    const page = discoverPage(ctx, term);
    round(ctx, chat, 'discover_skills', { query: term }, page.tokens());
    const hit = page.names.find((n) => wanted.has(n));
    if (hit !== undefined) {
      load(hit);
      return ended(ctx, chat, [hit], i === 0, true);
    }
  }
  return ended(ctx, chat, [], false, false);
};

const search: Flow = (ctx, req) => {
  const chat = new Chat(ctx.overhead, 0, ctx.count(req.text));
  const words = req.ideal ? [target(req)] : req.text.split(/\s+/).filter((w) => w !== '');
  let result: SearchResult | null = null;
  try {
    result = searchSkills(ctx.searchIndex(), { any: words });
  } catch (err) {
    // Only stop words (INVALID_ARGUMENT): the model has nothing to search for.
    if (!(err instanceof AccessError)) throw err;
  }
  if (result === null) return ended(ctx, chat, [], false, false);
  round(ctx, chat, 'search_skills', { any: words }, ctx.count(toolText(result)));
  if (result.candidates.length === 0) return ended(ctx, chat, [], false, false);
  const refs = result.candidates.slice(0, SEARCH_INSPECT_REFS).map((c) => c.ref);
  round(ctx, chat, 'inspect_skills', { refs }, ctx.count(toolText(inspectRefs(ctx.view(), refs))));
  return openInOrder(
    ctx,
    chat,
    req,
    result.candidates.map((c) => c.name),
    'load_skill',
  );
};

export const FLOWS = {
  none,
  full,
  index,
  listing,
  'catalog+discover': catalogDiscover,
  search,
} as const satisfies Record<Strategy['kind'], Flow>;

/** The calls of one request under one strategy. */
export function costOf(ctx: CostContext, strategy: Strategy, req: CostRequest): RequestCost {
  return FLOWS[strategy.kind](ctx, req, strategy);
}
