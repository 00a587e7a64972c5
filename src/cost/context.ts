/**
 * Everything the strategies share for one run, built once and lazily (a run asking only for
 * `full_1` never builds a search index): the token counter, body tokens per skill, the
 * distractor order of `full_k`, the routers over what the index and each host listing show,
 * and the access view with its bounded catalog and search index.
 *
 * The caches here are per run and documented: a body is tokenised at most once, and short
 * texts that repeat across requests (tool calls, discover pages) are counted once (`count`).
 */
import { buildCatalog, buildSearchIndex, buildView, type SearchIndex, type SkillView } from '../access/index.js';
import { renderedDescription } from '../hosts/common.js';
import { listingSkills, readAsHost, simulateListing, type ClaudeListingSettings, type HostId } from '../hosts/index.js';
import {
  ANALYZERS,
  buildRouter,
  memoizeTerms,
  type Router,
  type RouteSkill,
  type RouterSpec,
  type TermsFn,
} from '../route/index.js';
import type { Skill, SkillSet } from '../skills/model.js';
import { sliceCodePoints } from '../base/text.js';
import type { Encoding } from '../tokenizer/types.js';
import { FULL_K_SEED, INDEX_DESCRIPTION_CUT, overheadFor, type Overhead } from './model.js';
import { seededOrder } from './shuffle.js';
import type { ListingHost } from './strategies.js';

/** Texts longer than this are not memoised by `count` (bodies have their own cache; pages rarely repeat whole). */
const MEMO_MAX_CHARS = 4096;

/** A listing as a reading strategy sees it: its tokens, and a router over what it shows. */
export interface ShownListing {
  readonly tokens: number;
  /** Skills a model could open from it (listed with or without a description). */
  readonly listed: ReadonlySet<string>;
  /** Ranks the listed skills on the text the listing shows of each. */
  readonly router: Router;
}

export interface DistractorOrder {
  readonly order: readonly number[];
  /** position[skill] = its place in `order`. */
  readonly position: Int32Array;
  /** prefix[j] = body tokens of the first j skills of `order`. */
  readonly prefix: Float64Array;
}

export interface CostSettings {
  readonly windowTokens: number;
  readonly maxOpens: number;
  readonly outputTokens: number;
  /** The router of the index and listing strategies (a catalog condition; the strategy sets the cut). */
  readonly router: RouterSpec;
  /** The project's Claude Code listing settings (`.claude/settings.json`), as `check` applies them. */
  readonly claudeSettings?: ClaudeListingSettings;
}

export class CostContext {
  readonly skills: readonly Skill[];
  readonly byName: ReadonlyMap<string, number>;
  readonly overhead: Overhead;
  private readonly memo = new Map<string, number>();
  private readonly bodies: (number | undefined)[];
  private orderCache: DistractorOrder | undefined;
  private listings = new Map<string, ShownListing>();
  private viewCache: SkillView | undefined;
  private catalogCache: { tokens: number; visible: ReadonlySet<string> } | undefined;
  private searchCache: SearchIndex | undefined;
  /** discover results per query term: the total (for the rarest-first order) and the first page. */
  readonly discoverPages = new Map<string, { total: number; tokens: () => number; names: readonly string[] }>();
  /** The multi analyzer, memoised: the routers of the index and both listings, and discover, analyse the same requests. */
  readonly terms: TermsFn = memoizeTerms(ANALYZERS.multi.terms);

  constructor(
    readonly set: SkillSet,
    readonly encoding: Pick<Encoding, 'count'>,
    readonly settings: CostSettings,
  ) {
    this.skills = set.skills;
    this.byName = new Map(set.skills.map((s, i) => [s.name, i]));
    this.overhead = overheadFor(encoding);
    this.bodies = new Array<number | undefined>(set.skills.length);
  }

  /** Tokens of a text; short texts are memoised. */
  count(text: string): number {
    if (text.length > MEMO_MAX_CHARS) return this.encoding.count(text);
    let n = this.memo.get(text);
    if (n === undefined) {
      n = this.encoding.count(text);
      this.memo.set(text, n);
    }
    return n;
  }

  /** Tokens of skill i's body, as the audit counts it. */
  bodyTokens(i: number): number {
    let n = this.bodies[i];
    if (n === undefined) {
      n = this.encoding.count((this.skills[i] as Skill).body);
      this.bodies[i] = n;
    }
    return n;
  }

  bodyTokensOf(name: string): number {
    const i = this.byName.get(name);
    return i === undefined ? 0 : this.bodyTokens(i);
  }

  /** The seeded distractor order, each skill's place in it, and the running sums of its body tokens. */
  order(): DistractorOrder {
    if (this.orderCache === undefined) {
      const order = seededOrder(this.skills.length, FULL_K_SEED);
      const prefix = new Float64Array(order.length + 1);
      const position = new Int32Array(order.length);
      order.forEach((skill, j) => {
        prefix[j + 1] = (prefix[j] as number) + this.bodyTokens(skill);
        position[skill] = j;
      });
      this.orderCache = { order, prefix, position };
    }
    return this.orderCache;
  }

  /** Sum of every body: the audit's body total. */
  allBodyTokens(): number {
    const { prefix } = this.order();
    return prefix[prefix.length - 1] as number;
  }

  /**
   * The index (one line per skill, description cut at 240 code points) or a host listing,
   * rendered by the host simulation of `check` — never a second renderer.
   */
  listing(which: 'index' | ListingHost): ShownListing {
    const cached = this.listings.get(which);
    if (cached !== undefined) return cached;
    const skills = listingSkills(this.set);
    const host: HostId = which === 'index' ? 'generic' : which;
    const { windowTokens, claudeSettings } = this.settings;
    const params =
      which === 'index'
        ? { windowTokens, descriptionCut: INDEX_DESCRIPTION_CUT }
        : { windowTokens, ...(which === 'claude-code' && claudeSettings !== undefined ? { claudeSettings } : {}) };
    const listing = simulateListing(host, skills, params);
    // The text the host shows: its own reading of each file (a first paragraph, a line read past a
    // YAML error: src/hosts/file-reading.ts), which the entries' shown lengths count in.
    const byFile = new Map(readAsHost(host, skills).map((s) => [s.file, s]));
    const shown: RouteSkill[] = [];
    for (const e of listing.entries) {
      if (e.status === 'omitted' || e.status === 'skipped') continue;
      const skill = byFile.get(e.file);
      if (skill === undefined) continue;
      const text =
        e.shownChars === 0 ? '' : sliceCodePoints(renderedDescription(skill, host === 'claude-code'), e.shownChars);
      shown.push({ name: e.name, description: text, body: '' });
    }
    const result: ShownListing = {
      tokens: this.count(listing.text),
      listed: new Set(shown.map((s) => s.name)),
      router: buildRouter(
        shown,
        this.settings.router,
        this.settings.router.analyzer === 'multi' ? { terms: this.terms } : {},
      ),
    };
    this.listings.set(which, result);
    return result;
  }

  /** The access layer's view of this one directory (source `user`, nothing in cold storage). */
  view(): SkillView {
    this.viewCache ??= buildView([
      { source: { label: 'user', dir: this.set.root, abs: this.set.root }, set: this.set },
    ]);
    return this.viewCache;
  }

  /** The bounded catalog (its default budgets) as the MCP face sends it, and the skills it shows. */
  catalog(): { tokens: number; visible: ReadonlySet<string> } {
    if (this.catalogCache === undefined) {
      const catalog = buildCatalog(this.view(), { discoveryTool: 'discover_skills' });
      this.catalogCache = {
        tokens: this.count(toolText(catalog)),
        visible: new Set(catalog.skills.map((s) => s.name)),
      };
    }
    return this.catalogCache;
  }

  searchIndex(): SearchIndex {
    this.searchCache ??= buildSearchIndex(this.view());
    return this.searchCache;
  }
}

/** A tool result as the MCP face sends it to the model (`src/mcp/server.ts`): indented JSON. */
export function toolText(doc: unknown): string {
  return JSON.stringify(doc, null, 2);
}
