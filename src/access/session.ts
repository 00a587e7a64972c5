/**
 * A long-lived access session with its search index: `openSession` (open-session.ts) with
 * `buildSearchIndex`. The MCP start opens its session from open-session.ts directly and hands it
 * the index builder once the search modules have loaded, after `initialize` is answered.
 */
import { openSession, type AccessSession, type SessionOptions } from './open-session.js';
import { buildSearchIndex } from './search.js';
import type { StateLocation } from './store.js';
import type { Source } from './view.js';

export type { AccessSession, SessionOptions } from './open-session.js';

export function createSession(
  sources: readonly Source[],
  location: StateLocation,
  options: SessionOptions = {},
): AccessSession {
  return openSession(sources, location, options, buildSearchIndex);
}
