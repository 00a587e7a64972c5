/**
 * The Skills Extension's methods (`io.modelcontextprotocol/skills`, final 2026-09-13):
 * `skills/list`, `skills/get` and — declared with `directoryRead: true` —
 * `resources/directory/read`. Each entry carries the SKILL.md frontmatter verbatim (as the
 * loader parsed it, rendered as JSON) and the complete manifest of what resources/read serves
 * (manifest.ts). Unknown URIs are -32602 (Invalid params), as the extension names.
 *
 * Left out of skills/list and answered -32602 by skills/get (each listing page names them with
 * the reason in `_meta`, and the server logs them once at start): a skill whose name breaks the
 * Agent Skills rules (the extension requires them of the path's last segment), one without
 * frontmatter `name` / `description`, and one over the per-skill limits (512 files, 16 MiB),
 * which the extension says a server SHOULD NOT serve. Such skills stay readable as resources and
 * through the tools. Skills in cold storage are not listed but skills/get answers for them (the
 * extension allows a partial listing).
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { parseSkillUri, SKILL_FILE, skillPathUri } from '../access/index.js';
import type { Fs } from '../skills/fs.js';
import { skillManifest, type SkillManifest } from './manifest.js';
import {
  leftOutReason,
  limitReason,
  resolveSegments,
  type LeftOutReason,
  type ServedIndex,
  type ServedSkill,
} from './served.js';

export const SKILLS_LIST_METHOD = 'skills/list';
export const SKILLS_GET_METHOD = 'skills/get';
export const DIRECTORY_READ_METHOD = 'resources/directory/read';
const DIRECTORY_MIME_TYPE = 'inode/directory';
/** Skills per skills/list page (each entry reads and digests every file of its skill). */
const SKILLS_LIST_PAGE_SIZE = 100;
/** How long a host may treat a listing or entry as current (`ttlMs`); the files are the user's own, so `cacheScope` is private. */
const SKILL_ENTRY_TTL_MS = 60_000;
/** `_meta` key of a listing page's left-out skills. */
const LEFT_OUT_META = 'io.github.skillscope/leftOut';

interface SkillEntry {
  readonly uri: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly resources: readonly { readonly uri: string; readonly digest: string; readonly size: number }[];
  readonly _meta: Readonly<Record<string, unknown>>;
}

export interface LeftOutSkill {
  readonly uri: string;
  readonly name: string;
  readonly reason: LeftOutReason;
  readonly files?: number;
  readonly bytes?: number;
}

const CACHE = { resultType: 'complete', ttlMs: SKILL_ENTRY_TTL_MS, cacheScope: 'private' } as const;

function invalidParams(message: string, data: Record<string, unknown> = {}): McpError {
  return new McpError(ErrorCode.InvalidParams, message, data);
}

function entryOf(skill: ServedSkill, manifest: SkillManifest): SkillEntry {
  const data = skill.access.skill.frontmatter?.data ?? {};
  return {
    uri: skill.uri,
    // JSON, as the wire carries it: a value YAML gives that JSON cannot hold is what JSON makes of it.
    frontmatter: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    resources: manifest.files.map((f) => ({ uri: f.uri, digest: f.digest, size: f.size })),
    _meta: {
      'io.github.skillscope/source': skill.access.source,
      'io.github.skillscope/ref': skill.access.ref,
      'io.github.skillscope/enabled': skill.access.enabled,
      ...(manifest.omitted.length > 0 ? { 'io.github.skillscope/omitted': manifest.omitted } : {}),
    },
  };
}

/** The entry of a served skill, or why it is left out (the limits are checked again on what is served). */
function skillEntry(index: ServedIndex, skill: ServedSkill, fs: Fs): { entry: SkillEntry } | { leftOut: LeftOutSkill } {
  const base = { uri: skill.uri, name: skill.access.name };
  const early = leftOutReason(skill.access.skill);
  if (early !== null) return { leftOut: { ...base, reason: early } };
  const manifest = skillManifest(index, skill, fs);
  const late = limitReason(manifest.files.length, manifest.totalBytes);
  if (late !== null)
    return { leftOut: { ...base, reason: late, files: manifest.files.length, bytes: manifest.totalBytes } };
  return { entry: entryOf(skill, manifest) };
}

/** Skills the listing leaves out, judged without reading (for the server's log). */
export function leftOutSkills(index: ServedIndex): LeftOutSkill[] {
  const out: LeftOutSkill[] = [];
  for (const s of index.skills) {
    const reason = leftOutReason(s.access.skill);
    if (reason !== null) out.push({ uri: s.uri, name: s.access.name, reason });
  }
  return out;
}

function pageStart(cursor: unknown): number {
  if (cursor === undefined) return 0;
  const start = typeof cursor === 'string' && /^\d{1,9}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isInteger(start)) throw invalidParams(`unknown cursor ${JSON.stringify(cursor)}`, { argument: 'cursor' });
  return start;
}

/** skills/list: enabled served skills, SKILLS_LIST_PAGE_SIZE per page; each page names what it left out. */
export function listSkillEntries(index: ServedIndex, cursor: unknown, fs: Fs): Record<string, unknown> {
  const listed = index.skills.filter((s) => s.access.enabled);
  const start = pageStart(cursor);
  const skills: SkillEntry[] = [];
  const leftOut: LeftOutSkill[] = [];
  for (const s of listed.slice(start, start + SKILLS_LIST_PAGE_SIZE)) {
    const r = skillEntry(index, s, fs);
    if ('entry' in r) skills.push(r.entry);
    else leftOut.push(r.leftOut);
  }
  const next = start + SKILLS_LIST_PAGE_SIZE < listed.length ? String(start + SKILLS_LIST_PAGE_SIZE) : undefined;
  return {
    ...CACHE,
    skills,
    ...(next !== undefined ? { nextCursor: next } : {}),
    ...(leftOut.length > 0 ? { _meta: { [LEFT_OUT_META]: leftOut } } : {}),
  };
}

/** The served skill whose SKILL.md the URI names, or undefined. */
function skillAt(index: ServedIndex, uri: string): ServedSkill | undefined {
  const parsed = parseSkillUri(uri);
  if (!parsed.ok) return undefined;
  const hit = resolveSegments(index, parsed.segments);
  return hit !== undefined && hit.rest.length === 1 && hit.rest[0] === SKILL_FILE ? hit.skill : undefined;
}

/** skills/get: the entry of the skill whose SKILL.md `uri` names, listed or not. */
export function getSkillEntry(index: ServedIndex, uri: unknown, fs: Fs): Record<string, unknown> {
  if (typeof uri !== 'string')
    throw invalidParams('skills/get needs params.uri, the URI of a SKILL.md', { argument: 'uri' });
  const skill = skillAt(index, uri);
  if (skill === undefined) throw invalidParams(`No skill is served at ${uri}`, { uri });
  const r = skillEntry(index, skill, fs);
  if ('leftOut' in r)
    throw invalidParams(`The skill at ${uri} is not served through the Skills Extension (${r.leftOut.reason})`, {
      ...r.leftOut,
    });
  return { ...CACHE, skill: r.entry };
}

/** resources/directory/read: the direct children of a skill folder or one of its subfolders. */
export function readDirectory(index: ServedIndex, uri: unknown, cursor: unknown, fs: Fs): Record<string, unknown> {
  if (typeof uri !== 'string') throw invalidParams('resources/directory/read needs params.uri', { argument: 'uri' });
  if (cursor !== undefined) throw invalidParams(`unknown cursor ${JSON.stringify(cursor)}`, { argument: 'cursor' });
  const parsed = parseSkillUri(uri);
  const hit = parsed.ok ? resolveSegments(index, parsed.segments) : undefined;
  if (hit === undefined) throw invalidParams(`${uri} is not a directory resource`, { uri });
  const manifest = skillManifest(index, hit.skill, fs);
  const dir = hit.rest;
  const children = new Map<string, { uri: string; name: string; mimeType: string; size?: number }>();
  for (const f of manifest.files) {
    const segs = f.rel.split('/');
    if (segs.length <= dir.length || dir.some((d, i) => segs[i] !== d)) continue;
    const name = segs[dir.length] as string;
    if (segs.length === dir.length + 1) children.set(name, { uri: f.uri, name, mimeType: f.mimeType, size: f.size });
    else if (!children.has(name))
      children.set(name, {
        uri: skillPathUri(hit.skill.path, [...dir, name].join('/')),
        name,
        mimeType: DIRECTORY_MIME_TYPE,
      });
  }
  if (dir.length > 0 && children.size === 0) throw invalidParams(`${uri} is not a directory resource`, { uri });
  const resources = [...children.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { resultType: 'complete', resources };
}
