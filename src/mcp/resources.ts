/**
 * Resources per the MCP Skills Extension: every served file of a skill is
 * `skill://<skill-path>/<file-path>` (served.ts chooses the paths; every segment percent-encoded);
 * SKILL.md is `text/markdown` with the frontmatter name and description. `resources/list` lists
 * each enabled skill's SKILL.md (skills in cold storage stay readable but are not listed: the list
 * is what a host puts in front of the model); a `uri` parameter scopes it as SEP-2093 proposes —
 * `skill://` for the skills, `skill://<skill-path>/` for every file of one skill (also of a
 * disabled one), exactly the files resources/read serves (manifest.ts).
 *
 * Beyond the extension: `skillscope://catalog` holds the bounded catalog (JSON), the same
 * document the server instructions summarise.
 */
import { AccessError, buildCatalog, parseSkillUri, type CatalogOptions } from '../access/index.js';
import type { Fs } from '../skills/fs.js';
import { readServedFile, skillManifest } from './manifest.js';
import { resolveSegments, type ServedIndex, type ServedSkill } from './served.js';

const CATALOG_URI = 'skillscope://catalog';
/** SKILL.md entries per resources/list page. */
const LIST_PAGE_SIZE = 1000;

interface ListedResource {
  readonly uri: string;
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType: string;
  readonly size?: number;
  readonly _meta?: Readonly<Record<string, unknown>>;
}

function skillMdResource(s: ServedSkill): ListedResource {
  const a = s.access;
  return {
    uri: s.uri,
    name: a.name,
    description: a.skill.description,
    mimeType: 'text/markdown',
    size: Buffer.byteLength(a.skill.source, 'utf8'),
    _meta: {
      'io.github.skillscope/source': a.source,
      'io.github.skillscope/overrides': a.overrides,
      'io.github.skillscope/ref': a.ref,
      'io.github.skillscope/enabled': a.enabled,
    },
  };
}

export interface ListResult {
  readonly resources: readonly ListedResource[];
  readonly nextCursor?: string;
}

/** resources/list, optionally scoped by `uri` (skill:// or skill://<skill-path>/) and paged by `cursor`. */
export function listResources(
  index: ServedIndex,
  catalog: CatalogOptions,
  fs: Fs,
  uri: string | undefined,
  cursor: string | undefined,
): ListResult {
  if (uri !== undefined && uri !== 'skill://') {
    const parsed = parseSkillUri(uri);
    const hit = parsed.ok ? resolveSegments(index, parsed.segments) : undefined;
    if (hit === undefined || hit.rest.length > 0) return { resources: [] };
    const manifest = skillManifest(index, hit.skill, fs);
    return {
      resources: [
        skillMdResource(hit.skill),
        ...manifest.files
          .slice(1)
          .map((f) => ({ uri: f.uri, name: `${hit.skill.access.name}/${f.rel}`, mimeType: f.mimeType, size: f.size })),
      ],
    };
  }
  const start = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isInteger(start) || start < 0)
    throw new AccessError('INVALID_ARGUMENT', `bad cursor '${cursor}'`, { argument: 'cursor' });
  const enabled = index.skills.filter((s) => s.access.enabled);
  const page = enabled.slice(start, start + LIST_PAGE_SIZE).map(skillMdResource);
  const extra: ListedResource[] =
    uri === undefined && start === 0
      ? [
          {
            uri: CATALOG_URI,
            name: 'skill-catalog',
            title: 'Bounded skill catalog',
            description: `The bounded catalog: ${buildCatalog(index.view, catalog).skills.length} of ${index.view.skills.filter((s) => s.enabled).length} skills within ${catalog.budgetBytes ?? 8000} bytes`,
            mimeType: 'application/json',
          },
        ]
      : [];
  const next = start + LIST_PAGE_SIZE < enabled.length ? String(start + LIST_PAGE_SIZE) : undefined;
  return { resources: [...extra, ...page], ...(next !== undefined ? { nextCursor: next } : {}) };
}

export type ReadContent =
  | { readonly uri: string; readonly mimeType: string; readonly text: string }
  | { readonly uri: string; readonly mimeType: string; readonly blob: string };

/** resources/read of a skill:// URI (or the catalog); throws AccessError with the load codes. */
export function readResource(index: ServedIndex, catalog: CatalogOptions, fs: Fs, uri: string): ReadContent {
  if (uri === CATALOG_URI)
    return { uri, mimeType: 'application/json', text: JSON.stringify(buildCatalog(index.view, catalog), null, 2) };
  const parsed = parseSkillUri(uri);
  if (!parsed.ok) {
    if (parsed.reason === 'bad-encoding')
      throw new AccessError('RESOURCE_OUT_OF_SCOPE', `malformed percent-encoding in '${uri}'`, {
        uri,
        reason: 'control-character',
      });
    throw new AccessError('RESOURCE_NOT_FOUND', `not a skill file URI: '${uri}'`, { uri });
  }
  const hit = resolveSegments(index, parsed.segments);
  if (hit === undefined)
    throw new AccessError('SKILL_NOT_FOUND', `no skill is served at '${uri}'`, { uri, closest: [] });
  // A decoded '/' stays inside its segment: `a%2Fb` is not the file b in the folder a.
  if (hit.rest.length === 0 || hit.rest.some((s) => s.includes('/')))
    throw new AccessError('RESOURCE_NOT_FOUND', `'${uri}' is not a file of '${hit.skill.access.name}'`, {
      uri,
      name: hit.skill.access.name,
    });
  const r = readServedFile(index, hit.skill, hit.rest.join('/'), fs);
  return r.text !== null
    ? { uri, mimeType: r.mimeType, text: r.text }
    : { uri, mimeType: r.mimeType, blob: r.base64 ?? '' };
}
