/**
 * `inspect`: the full metadata of a few candidates — every corpus field, license,
 * compatibility, the `metadata` map, the list of files — but never the body, so looking at
 * candidates cannot flood the context. Bounded to INSPECT_MAX_REFS refs per call.
 */
import type { ResourceCategory } from '../skills/model.js';
import { corpusFields, CORPUS_FIELDS, type CorpusField } from './corpus.js';
import { AccessError } from './errors.js';
import { skillUri, SKILL_FILE } from './load.js';
import { type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';

/** Refs one inspect call accepts: two to five are usually enough, five at most. */
export const INSPECT_MAX_REFS = 5;

export interface InspectedSkill {
  readonly ref: string;
  readonly name: string;
  readonly source: string;
  readonly overrides: readonly string[];
  readonly enabled: boolean;
  readonly uri: string;
  readonly description: string;
  /** Corpus fields other than name and description, only those present. */
  readonly fields: Partial<Record<CorpusField, string>>;
  readonly license: string | null;
  readonly compatibility: string | null;
  /** The frontmatter `metadata` map, values as text. */
  readonly metadata: Readonly<Record<string, string>>;
  /** Files of the skill other than SKILL.md (paths relative to the skill folder; load them with `resource`). */
  readonly files: readonly { readonly path: string; readonly bytes: number; readonly category: ResourceCategory }[];
  /** Times `select` chose it (from the selection log). */
  readonly selections: number;
}

export interface InspectResult extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'skill_inspection';
  readonly revision: string;
  readonly skills: readonly InspectedSkill[];
}

function text(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map((x) => text(x) ?? '').join(', ');
  return null;
}

export function inspectRefs(
  view: SkillView,
  refs: readonly string[],
  usage: ReadonlyMap<string, number> = new Map(),
): InspectResult {
  const unique = [...new Set(refs)];
  if (unique.length === 0)
    throw new AccessError('INVALID_ARGUMENT', 'give at least one ref (from search)', { argument: 'refs' });
  if (unique.length > INSPECT_MAX_REFS) {
    throw new AccessError(
      'TOO_MANY_REFS',
      `inspect takes at most ${INSPECT_MAX_REFS} refs, got ${unique.length}: narrow the search first`,
      { given: unique.length, max: INSPECT_MAX_REFS },
    );
  }
  const missing = unique.filter((r) => !view.byRef.has(r));
  if (missing.length > 0)
    throw new AccessError(
      'REF_NOT_FOUND',
      `unknown ref${missing.length === 1 ? '' : 's'} ${missing.join(', ')}: search again (refs change when a skill moves)`,
      { refs: missing },
    );
  const skills = unique.map((ref) => {
    const s = view.byRef.get(ref)!;
    const data = s.skill.frontmatter?.data ?? {};
    const all = corpusFields(s.skill);
    const fields: Partial<Record<CorpusField, string>> = {};
    for (const f of CORPUS_FIELDS) if (f !== 'name' && f !== 'description' && all[f] !== '') fields[f] = all[f];
    const meta = data['metadata'];
    // fromEntries: a `__proto__` key is an own entry, not the prototype link.
    const metadata: Record<string, string> =
      typeof meta === 'object' && meta !== null && !Array.isArray(meta)
        ? Object.fromEntries(
            Object.entries(meta).flatMap(([k, v]) => {
              const t = text(v);
              return t === null ? [] : [[k, t] as const];
            }),
          )
        : {};
    return {
      ref,
      name: s.name,
      source: s.source,
      overrides: s.overrides,
      enabled: s.enabled,
      uri: skillUri(s.name, SKILL_FILE),
      description: s.skill.description,
      fields,
      license: text(data['license']),
      compatibility: text(data['compatibility']),
      metadata,
      files: s.skill.resources.map((r) => ({ path: r.relPath, bytes: r.bytes, category: r.category })),
      selections: usage.get(s.name) ?? 0,
    };
  });
  return { schemaVersion: 1, kind: 'skill_inspection', revision: view.revision, skills, ...unreadHiddenPart(view) };
}
