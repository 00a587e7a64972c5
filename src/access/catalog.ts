/**
 * The bounded catalog: the always-loaded listing of enabled skills, in name order,
 * each description cut to `maxDescription` code points, entries kept while the sum of their
 * UTF-8 JSON sizes stays within `budgetBytes` (a prefix of the name order, not a relevance
 * pick), with `total_skills`, `has_more` and the tool that finds the rest.
 *
 * Two revisions: `revision` is the content revision of the view (any SKILL.md or the
 * enabled set changed) and is what `load --revision` checks; `catalog_digest` hashes only what
 * the listing shows, so a host can tell whether the listing it already sent is still right.
 *
 * A skill without a description our parser can read is left out and counted in `unlisted_skills`
 * (ours): its SKILL.md has no frontmatter or one that did not parse (Codex refuses such a skill),
 * or it has no description. Claude Code would list it by its body's first paragraph or a line it
 * reads leniently (src/hosts/file-reading.ts); the bounded catalog does not make a description
 * up. Listing it as an empty entry would spend budget on nothing and tell the model nothing;
 * `check` says why.
 */
import { createHash } from 'node:crypto';
import { sliceCodePoints, utf8Length, collapseWhitespace } from '../base/text.js';
import type { LoadProblemKind, Skill } from '../skills/model.js';
import { type AccessSkill, type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';

/** Sum of the entries' UTF-8 JSON sizes the catalog may take, bytes. Default 8,000. */
export const DEFAULT_CATALOG_BUDGET_BYTES = 8000;
/** Longest description in a catalog entry, code points. Default 256. */
export const DEFAULT_MAX_DESCRIPTION = 256;

export const ACCESS_SCHEMA_VERSION = 1;

export interface CatalogEntry {
  readonly name: string;
  readonly description: string;
  readonly source: string;
  readonly overrides: readonly string[];
}

export interface Catalog extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'skill_catalog';
  readonly revision: string;
  readonly catalog_digest: string;
  readonly skills: readonly CatalogEntry[];
  /** Enabled skills (the catalog's universe). */
  readonly total_skills: number;
  readonly has_more: boolean;
  readonly discovery_tool: string;
  /** Sum of the shown entries' UTF-8 JSON sizes, bytes. */
  readonly entry_bytes: number;
  readonly budget_bytes: number;
  /** Skills in cold storage (never listed; `discover` and `search` find them). */
  readonly disabled_skills: number;
  /** Enabled skills no host can list (see `unlistedReason`); not in `total_skills`. */
  readonly unlisted_skills: number;
}

/** Why a skill is left out of the catalog: the rule `check` reports it under, and a phrase. */
export interface UnlistedReason {
  readonly code: 'SK101' | 'SK102' | 'SK103' | 'SK104' | 'SK120' | 'SK121' | 'SK122';
  readonly reason: string;
}

/** Load problems that leave a skill without parsed frontmatter, and how the catalog says so. */
const NOT_PARSED: Partial<Record<LoadProblemKind, UnlistedReason>> = {
  unreadable: { code: 'SK104', reason: 'SKILL.md not read' },
  'not-regular': { code: 'SK104', reason: 'SKILL.md is not a regular file' },
  'too-large': { code: 'SK104', reason: 'SKILL.md too large to read' },
  'frontmatter-too-large': { code: 'SK104', reason: 'frontmatter too large to parse' },
  'unterminated-frontmatter': { code: 'SK101', reason: 'frontmatter not closed' },
  'yaml-error': { code: 'SK102', reason: 'frontmatter not parsed (YAML error)' },
  'frontmatter-not-mapping': { code: 'SK103', reason: 'frontmatter is not a mapping' },
};

/** Null when a host can list the skill; else why not (flat skills derive a description). */
export function unlistedReason(skill: Skill): UnlistedReason | null {
  const fm = skill.frontmatter;
  if (skill.layout === 'dir' && (fm === null || fm.data === null)) {
    for (const p of skill.problems) {
      const known = NOT_PARSED[p.kind];
      if (known !== undefined) return known;
    }
    return { code: 'SK101', reason: 'no frontmatter' };
  }
  if (skill.description.trim() !== '') return null;
  const value = fm?.data?.['description'];
  if (value !== undefined && value !== null && typeof value !== 'string')
    return { code: 'SK121', reason: 'description is not a string' };
  return typeof value === 'string'
    ? { code: 'SK122', reason: 'description is blank' }
    : { code: 'SK120', reason: 'no description' };
}

/** True when the catalog shows `description` cut at `max` (for the "…" of human output). */
export function descriptionCut(description: string, max: number): boolean {
  return listedDescription(description, max) !== collapseWhitespace(description).trim();
}

export interface CatalogOptions {
  readonly budgetBytes?: number;
  readonly maxDescription?: number;
  /** What the listing tells the model to call for the rest: `skillscope discover` or `discover_skills`. */
  readonly discoveryTool: string;
}

/** A description as listed: whitespace collapsed (one JSON line), cut to `max` code points. */
export function listedDescription(description: string, max: number): string {
  return sliceCodePoints(collapseWhitespace(description).trim(), max);
}

export function catalogEntry(s: AccessSkill, maxDescription: number): CatalogEntry {
  return {
    name: s.name,
    description: listedDescription(s.skill.description, maxDescription),
    source: s.source,
    overrides: s.overrides,
  };
}

/** Bytes an entry charges against the budget: its UTF-8 JSON text. */
export function entryBytes(entry: CatalogEntry): number {
  return utf8Length(JSON.stringify(entry));
}

export function buildCatalog(view: SkillView, options: CatalogOptions): Catalog {
  const budget = options.budgetBytes ?? DEFAULT_CATALOG_BUDGET_BYTES;
  const max = options.maxDescription ?? DEFAULT_MAX_DESCRIPTION;
  const enabled = view.skills.filter((s) => s.enabled && unlistedReason(s.skill) === null);
  const unlisted = view.skills.filter((s) => s.enabled).length - enabled.length;
  const skills: CatalogEntry[] = [];
  let used = 0;
  for (const s of enabled) {
    const entry = catalogEntry(s, max);
    const size = entryBytes(entry);
    if (used + size > budget) break;
    used += size;
    skills.push(entry);
  }
  const hasMore = skills.length < enabled.length;
  const digest = createHash('sha256')
    .update(JSON.stringify([skills, enabled.length, hasMore]))
    .digest('hex')
    .slice(0, 16);
  return {
    schemaVersion: 1,
    kind: 'skill_catalog',
    revision: view.revision,
    catalog_digest: digest,
    skills,
    total_skills: enabled.length,
    has_more: hasMore,
    discovery_tool: options.discoveryTool,
    entry_bytes: used,
    budget_bytes: budget,
    disabled_skills: view.skills.filter((s) => !s.enabled).length,
    unlisted_skills: unlisted,
    ...unreadHiddenPart(view),
  };
}

/** What the human rendering adds to a catalog: which shown descriptions were cut, and who is unlisted. */
export interface CatalogNotes {
  /** Names of shown skills whose description is cut at `maxDescription`. */
  readonly cut: ReadonlySet<string>;
  readonly unlisted: readonly (UnlistedReason & { readonly name: string; readonly file: string })[];
}

export function catalogNotes(
  view: SkillView,
  catalog: Catalog,
  maxDescription = DEFAULT_MAX_DESCRIPTION,
): CatalogNotes {
  const shown = new Set(catalog.skills.map((s) => s.name));
  const cut = new Set<string>();
  const unlisted: (UnlistedReason & { name: string; file: string })[] = [];
  for (const s of view.skills) {
    if (shown.has(s.name) && descriptionCut(s.skill.description, maxDescription)) cut.add(s.name);
    const why = s.enabled ? unlistedReason(s.skill) : null;
    if (why !== null) unlisted.push({ ...why, name: s.name, file: s.skill.file });
  }
  return { cut, unlisted };
}
