/**
 * `load`: SKILL.md of a skill by name, or one of its files by relative path,
 * with the typed, recoverable errors a model can act on: SKILL_NOT_FOUND (with the closest
 * names), SKILL_CATALOG_CHANGED (with the current catalog), RESOURCE_NOT_FOUND and
 * RESOURCE_OUT_OF_SCOPE. Skills in cold storage load like any other: disabling only takes a
 * skill out of the always-loaded listing.
 */
import { trimEndOf } from '../base/trim.js';
import { nodeFs, type Fs } from '../skills/fs.js';
import { textOrNull } from '../base/text.js';
import { buildCatalog, type CatalogOptions } from './catalog.js';
import { closestNames } from './closest.js';
import { AccessError } from './errors.js';
import { mimeTypeOf } from './mime.js';
import { openInside } from './resolve.js';
import { skillPathUri } from './skill-uri.js';
import { type AccessSkill, type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';

export const SKILL_FILE = 'SKILL.md';

export interface LoadRequest {
  readonly name: string;
  /** A path relative to the skill folder; absent or `SKILL.md` for the skill itself. */
  readonly resource?: string;
  /** The content revision the caller saw (from catalog/discover); a different current one is SKILL_CATALOG_CHANGED. */
  readonly revision?: string;
}

export interface LoadResult extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'skill_content';
  readonly name: string;
  readonly ref: string;
  readonly source: string;
  readonly enabled: boolean;
  readonly revision: string;
  readonly resource: string;
  /** `skill://<name>/<resource>` (SEP-2640). */
  readonly uri: string;
  readonly mimeType: string;
  readonly bytes: number;
  /** UTF-8 text, or null for a binary file (then `base64` holds it). */
  readonly text: string | null;
  readonly base64?: string;
}

/** `skill://<name>/<path>` — the Skills Extension URI of a skill file, each segment percent-encoded. */
export function skillUri(name: string, rel: string): string {
  return skillPathUri([name], rel);
}

/** The effective skill called `name`, or SKILL_NOT_FOUND with the closest names. */
export function findSkill(view: SkillView, name: string): AccessSkill {
  const found = view.byName.get(name);
  if (found !== undefined) return found;
  // Never a silent pick between two skills of one name: the caller chooses a qualified name.
  const candidates = view.ambiguous.get(name);
  if (candidates !== undefined)
    throw new AccessError(
      'SKILL_AMBIGUOUS',
      `'${name}' names ${candidates.length} skills: ${candidates.join(', ')}; use one of these names`,
      { name, candidates },
    );
  const closest = closestNames(
    name,
    view.skills.map((s) => s.name),
  );
  const hint = closest.length > 0 ? `; closest: ${closest.join(', ')}` : '';
  throw new AccessError('SKILL_NOT_FOUND', `no skill named '${name}'${hint}`, { name, closest });
}

export function checkRevision(view: SkillView, revision: string | undefined, catalog: CatalogOptions): void {
  if (revision === undefined || revision === view.revision) return;
  throw new AccessError(
    'SKILL_CATALOG_CHANGED',
    `the skills changed since revision ${revision} (now ${view.revision}); read the catalog again`,
    {
      expected: revision,
      revision: view.revision,
      catalog: buildCatalog(view, catalog),
    },
  );
}

/** Absolute folder of a skill (for flat skills: the folder holding the file). */
export function skillFolder(s: AccessSkill): string {
  return s.skill.dir === '' ? s.rootAbs : `${trimEndOf(s.rootAbs, '/')}/${s.skill.dir}`;
}

export function loadSkill(view: SkillView, request: LoadRequest, catalog: CatalogOptions, fs: Fs = nodeFs): LoadResult {
  checkRevision(view, request.revision, catalog);
  return loadSkillFile(view, findSkill(view, request.name), request.resource, fs);
}

/**
 * One file of a skill already found (`rel` absent or '' for SKILL.md): the part of `load` after the
 * name lookup, for a face that finds skills its own way (the MCP server serves same-name skills
 * under distinct URIs). `uri` is the `skill://<name>/…` form; such a face puts its own.
 */
export function loadSkillFile(
  view: SkillView,
  s: AccessSkill,
  resource: string | undefined,
  fs: Fs = nodeFs,
): LoadResult {
  const rel = resource === undefined || resource === '' ? SKILL_FILE : resource;
  const base = {
    schemaVersion: 1 as const,
    kind: 'skill_content' as const,
    name: s.name,
    ref: s.ref,
    source: s.source,
    enabled: s.enabled,
    revision: view.revision,
    resource: rel,
    uri: skillUri(s.name, rel),
  };
  if (rel === SKILL_FILE) {
    // The text the view was built from, so content and revision agree.
    return {
      ...base,
      mimeType: 'text/markdown',
      bytes: s.skill.bytes,
      text: s.skill.source,
      ...unreadHiddenPart(view),
    };
  }
  if (s.skill.layout === 'flat') {
    throw new AccessError('RESOURCE_NOT_FOUND', `'${s.name}' is a single-file skill: it has no '${rel}'`, {
      name: s.name,
      resource: rel,
    });
  }
  const opened = openInside(fs, skillFolder(s), rel);
  if (!opened.ok) {
    if (opened.kind === 'not-found')
      throw new AccessError('RESOURCE_NOT_FOUND', `'${s.name}' has no file '${rel}'`, { name: s.name, resource: rel });
    throw new AccessError('RESOURCE_OUT_OF_SCOPE', `'${rel}' is not a file inside '${s.name}' (${opened.reason})`, {
      name: s.name,
      resource: rel,
      reason: opened.reason,
    });
  }
  const text = textOrNull(opened.bytes);
  const decoded = text;
  return {
    ...base,
    mimeType: mimeTypeOf(rel, text !== null),
    bytes: opened.bytes.length,
    text: decoded,
    ...(decoded === null ? { base64: Buffer.from(opened.bytes).toString('base64') } : {}),
    ...unreadHiddenPart(view),
  };
}
