/**
 * A long-lived access session (the MCP server's): the sources are loaded once and reloaded on
 * request (`reload`, e.g. from a file watcher), while the state folder is re-read before every
 * use, so a `skillscope disable` run from a shell shows in the next tool call without a reload.
 * The view and its search index are rebuilt only when the skills or the state changed.
 */
import { nodeFs, type Fs } from '../skills/fs.js';
import type { SkillSet } from '../skills/model.js';
import { buildSearchIndex, type SearchIndex } from './search.js';
import type { AccessState } from './state.js';
import { readState, type StateLocation } from './store.js';
import { buildView, loadSources, type LoadViewOptions, type SkillView, type Source } from './view.js';

export interface AccessSession {
  readonly sources: readonly Source[];
  readonly location: StateLocation;
  readonly fs: Fs;
  /** The current view (state re-read). */
  view(): SkillView;
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
export type SessionOptions = Omit<LoadViewOptions, 'state'>;

function stateKey(s: AccessState): string {
  return [...s.disabled].sort().join('\0');
}

export function createSession(
  sources: readonly Source[],
  location: StateLocation,
  options: SessionOptions = {},
): AccessSession {
  const fs = options.fs ?? nodeFs;
  const load = (): { source: Source; set: SkillSet }[] => loadSources(sources, { ...options, fs });
  let loaded = load();
  let state = readState(location);
  let key = stateKey(state);
  let view = buildView(loaded, state);
  let index: SearchIndex | null = null;

  const refreshState = (): void => {
    state = readState(location);
    const k = stateKey(state);
    if (k !== key) {
      key = k;
      view = buildView(loaded, state);
      index = null;
    }
  };

  return {
    sources,
    location,
    fs,
    view() {
      refreshState();
      return view;
    },
    searchIndex() {
      refreshState();
      if (index === null || index.view !== view) index = buildSearchIndex(view);
      return index;
    },
    state() {
      refreshState();
      return state;
    },
    sets() {
      return loaded;
    },
    reload() {
      const before = view.revision;
      loaded = load();
      state = readState(location);
      key = stateKey(state);
      view = buildView(loaded, state);
      index = null;
      return view.revision !== before;
    },
  };
}
