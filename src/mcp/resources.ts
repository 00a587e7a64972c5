/**
 * Resources per the MCP Skills Extension (SEP-2640, `io.modelcontextprotocol/skills`): every
 * file of a skill is `skill://<name>/<path>`; SKILL.md is `text/markdown` with the frontmatter
 * name and description. `resources/list` lists each enabled skill's SKILL.md (skills in cold
 * storage stay readable but are not listed: the list is what a host puts in front of the model);
 * a `uri` parameter scopes it as SEP-2093 proposes — `skill://` for the skills,
 * `skill://<name>/` for every file of one skill (also of a disabled one).
 *
 * Beyond the extension: `skillscope://catalog` holds the bounded catalog of seed 002 (JSON),
 * the same document the server instructions summarise.
 */
import { buildCatalog, loadSkill, skillUri, SKILL_FILE, mimeTypeOf, AccessError, type AccessSession, type AccessSkill, type CatalogOptions, type LoadResult } from '../access/index.js';

export const CATALOG_URI = 'skillscope://catalog';
/** SKILL.md entries per resources/list page. */
export const LIST_PAGE_SIZE = 1000;

export interface ListedResource {
  readonly uri: string;
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType: string;
  readonly size?: number;
  readonly _meta?: Readonly<Record<string, unknown>>;
}

function skillMdResource(s: AccessSkill): ListedResource {
  return {
    uri: skillUri(s.name, SKILL_FILE),
    name: s.name,
    description: s.skill.description,
    mimeType: 'text/markdown',
    size: s.skill.bytes,
    _meta: { 'io.github.skillscope/source': s.source, 'io.github.skillscope/overrides': s.overrides, 'io.github.skillscope/ref': s.ref, 'io.github.skillscope/enabled': s.enabled },
  };
}

export interface ListResult {
  readonly resources: readonly ListedResource[];
  readonly nextCursor?: string;
}

/** resources/list, optionally scoped by `uri` (skill:// or skill://<name>/) and paged by `cursor`. */
export function listResources(session: AccessSession, catalog: CatalogOptions, uri: string | undefined, cursor: string | undefined): ListResult {
  const view = session.view();
  if (uri !== undefined && uri !== 'skill://') {
    const m = /^skill:\/\/([^/]+)\/?$/.exec(uri);
    const s = m === null ? undefined : view.byName.get(decodeURIComponent(m[1] as string));
    if (s === undefined) return { resources: [] };
    const files = s.skill.layout === 'flat' ? [] : s.skill.resources;
    return {
      resources: [skillMdResource(s), ...files.map((r) => ({ uri: skillUri(s.name, r.relPath.split('/').map(encodeURIComponent).join('/')), name: `${s.name}/${r.relPath}`, mimeType: mimeTypeOf(r.relPath, r.text !== null), size: r.bytes }))],
    };
  }
  const start = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isInteger(start) || start < 0) throw new AccessError('INVALID_ARGUMENT', `bad cursor '${cursor}'`, { argument: 'cursor' });
  const enabled = view.skills.filter((s) => s.enabled);
  const page = enabled.slice(start, start + LIST_PAGE_SIZE).map(skillMdResource);
  const extra: ListedResource[] =
    uri === undefined && start === 0 ? [{ uri: CATALOG_URI, name: 'skill-catalog', title: 'Bounded skill catalog', description: `The bounded catalog (seed 002): ${buildCatalog(view, catalog).skills.length} of ${enabled.length} skills within ${catalog.budgetBytes ?? 8000} bytes`, mimeType: 'application/json' }] : [];
  const next = start + LIST_PAGE_SIZE < enabled.length ? String(start + LIST_PAGE_SIZE) : undefined;
  return { resources: [...extra, ...page], ...(next !== undefined ? { nextCursor: next } : {}) };
}

export type ReadContent = { readonly uri: string; readonly mimeType: string; readonly text: string } | { readonly uri: string; readonly mimeType: string; readonly blob: string };

/** resources/read of a skill:// URI (or the catalog); throws AccessError with the load codes. */
export function readResource(session: AccessSession, catalog: CatalogOptions, uri: string): ReadContent {
  const view = session.view();
  if (uri === CATALOG_URI) return { uri, mimeType: 'application/json', text: JSON.stringify(buildCatalog(view, catalog), null, 2) };
  const m = /^skill:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (m === null) throw new AccessError('RESOURCE_NOT_FOUND', `not a skill:// URI: '${uri}'`, { uri });
  let name: string;
  let rel: string;
  try {
    name = decodeURIComponent(m[1] as string);
    rel = (m[2] as string).split('/').map(decodeURIComponent).join('/');
  } catch {
    throw new AccessError('RESOURCE_OUT_OF_SCOPE', `malformed percent-encoding in '${uri}'`, { uri, reason: 'control-character' });
  }
  const r: LoadResult = loadSkill(view, { name, resource: rel }, catalog, session.fs);
  return r.text !== null ? { uri, mimeType: r.mimeType, text: r.text } : { uri, mimeType: r.mimeType, blob: r.base64 ?? '' };
}
