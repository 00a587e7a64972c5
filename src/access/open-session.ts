/**
 * A long-lived access session (the MCP server's): the sources are loaded once and reloaded on
 * request (`reload`, e.g. from a file watcher), while the state folder is re-read before every
 * use, so a `skillscope disable` run from a shell shows in the next tool call without a reload.
 * The view and its search index are rebuilt only when the skills or the state changed.
 *
 * With `catalogFirst` the session reads nothing until asked, and `catalogView()` reads only what
 * the catalog needs (every SKILL.md, no resource listed): the MCP server answers `initialize` (its
 * instructions carry the catalog) from that, and the whole view is loaded on the first `view()`.
 * At 1,000 real skills listing and statting every resource was most of the server's start.
 *
 * The search index is built by the function passed in (`createSession`, session.ts, passes
 * `buildSearchIndex`): this module does not import the search modules, so the MCP start can
 * answer `initialize` before the analyzers load (~25 modules, ~30 ms of CPU at start).
 */
import { nodeFs, type Fs } from '../skills/fs.js';
import type { SkillSet } from '../skills/model.js';
import type { SearchIndex } from './search.js';
import type { AccessState } from './state.js';
import { readState, type StateLocation } from './store.js';
import { buildView, CATALOG_NEEDS, loadSources, type LoadViewOptions, type SkillView, type Source } from './view.js';

export interface AccessSession {
  readonly sources: readonly Source[];
  readonly location: StateLocation;
  readonly fs: Fs;
  /** The current view (state re-read). */
  view(): SkillView;
  /**
   * A view good for the catalog: the same skills, names, descriptions, enabled set and revision as
   * `view()`, but — until `view()` has been loaded — without resources listed. `view()` itself
   * once it is loaded.
   */
  catalogView(): SkillView;
  /** The search index of the current view (built on first use after a change). */
  searchIndex(): SearchIndex;
  state(): AccessState;
  /**
   * The loaded sources behind the current view, every skill of each (the view keeps one per
   * name; the MCP face serves same-name skills of a source under distinct URIs).
   */
  sets(): readonly { readonly source: Source; readonly set: SkillSet }[];
  /** Reloads the skills from disk; returns true when the content revision changed. */
  reload(): boolean;
}

/** How the sources are read: layout, Fs, ignore globs, links (see `LoadViewOptions`). */
export interface SessionOptions extends Omit<LoadViewOptions, 'state'> {
  /** Read nothing at creation; `catalogView()` reads only what the catalog needs (see above). Default false. */
  readonly catalogFirst?: boolean;
}

function stateKey(s: AccessState): string {
  return [...s.disabled].sort().join('\0');
}

/** Builds the search index of a view (access/search.ts `buildSearchIndex`). */
export type SearchIndexer = (view: SkillView) => SearchIndex;

/** A session whose search index `indexer` builds (see the module comment; most callers want `createSession`). */
export function openSession(
  sources: readonly Source[],
  location: StateLocation,
  options: SessionOptions,
  indexer: SearchIndexer,
): AccessSession {
  const fs = options.fs ?? nodeFs;
  const { catalogFirst, ...loadOptions } = options;
  type Loaded = { source: Source; set: SkillSet }[];
  const load = (): Loaded => loadSources(sources, { ...loadOptions, fs });
  let loaded: Loaded | null = catalogFirst === true ? null : load();
  let state = readState(location);
  let key = stateKey(state);
  let view: SkillView | null = loaded === null ? null : buildView(loaded, state);
  let index: SearchIndex | null = null;
  // The catalog-level load and its view, until the whole view is loaded.
  let lean: { loaded: Loaded; key: string; view: SkillView } | null = null;

  const refreshState = (): void => {
    state = readState(location);
    const k = stateKey(state);
    if (k !== key) {
      key = k;
      if (loaded !== null) view = buildView(loaded, state);
      index = null;
    }
  };
  const ensureLoaded = (): Loaded => {
    if (loaded === null) {
      loaded = load();
      view = buildView(loaded, state);
      lean = null;
    }
    return loaded;
  };
  const current = (): SkillView => {
    refreshState();
    ensureLoaded();
    return view as SkillView;
  };

  return {
    sources,
    location,
    fs,
    view: current,
    catalogView() {
      if (loaded !== null) return current();
      refreshState();
      if (lean === null) {
        const leanLoaded = loadSources(sources, { ...loadOptions, fs }, CATALOG_NEEDS);
        lean = { loaded: leanLoaded, key, view: buildView(leanLoaded, state) };
      } else if (lean.key !== key) lean = { ...lean, key, view: buildView(lean.loaded, state) };
      return lean.view;
    },
    searchIndex() {
      const v = current();
      if (index === null || index.view !== v) index = indexer(v);
      return index;
    },
    state() {
      refreshState();
      return state;
    },
    sets() {
      return ensureLoaded();
    },
    reload() {
      const before = (view ?? lean?.view)?.revision;
      loaded = load();
      lean = null;
      state = readState(location);
      key = stateKey(state);
      view = buildView(loaded, state);
      index = null;
      return view.revision !== before;
    },
  };
}
