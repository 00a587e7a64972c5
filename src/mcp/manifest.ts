/**
 * A served skill's files as the Skills Extension's entry lists them (`resources`: uri, `sha256:`
 * digest, size) and as resources/read returns them — one reader for both, so a listed file is
 * exactly a file that reads, and a digest covers exactly the bytes a read returns: a text file's
 * UTF-8 text (a leading BOM is not served; the SKILL.md text is the one the view was built from)
 * or a binary file's raw bytes. Files the read guard refuses (a link out of the skill, a FIFO, a
 * file over the per-file cap) are left out of the listing, each with its reason. A skill nested in
 * the folder is part of it too (its SKILL.md and files are listed under their paths below).
 */
import { createHash } from 'node:crypto';
import { AccessError, loadSkillFile, SKILL_FILE, skillPathUri, type LoadResult } from '../access/index.js';
import type { Fs } from '../skills/fs.js';
import { nestedFiles, type ServedIndex, type ServedSkill } from './served.js';

interface ManifestFile {
  /** Path relative to the skill folder, '/'-separated. */
  readonly rel: string;
  readonly uri: string;
  readonly mimeType: string;
  /** Bytes served (see the header). */
  readonly size: number;
  /** `sha256:` + 64 lowercase hex over those bytes. */
  readonly digest: string;
}

export interface SkillManifest {
  /** SKILL.md first, then the other files in path order. */
  readonly files: readonly ManifestFile[];
  /** Files of the skill that are not served, and why (the access error code and reason). */
  readonly omitted: readonly { readonly rel: string; readonly code: string; readonly reason?: string }[];
  readonly totalBytes: number;
}

/** The bytes resources/read serves for a loaded file. */
function servedBytes(r: LoadResult): Buffer {
  return r.text !== null ? Buffer.from(r.text, 'utf8') : Buffer.from(r.base64 ?? '', 'base64');
}

function sha256Digest(bytes: Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** One file of a served skill by its path below the skill folder; throws AccessError. */
export function readServedFile(index: ServedIndex, skill: ServedSkill, rel: string, fs: Fs): LoadResult {
  const r = loadSkillFile(index.view, skill.access, rel, fs);
  return { ...r, uri: skillPathUri(skill.path, r.resource) };
}

/** Reads every file of the skill (through the read guard) and digests what would be served. */
export function skillManifest(index: ServedIndex, skill: ServedSkill, fs: Fs): SkillManifest {
  const own = skill.access.skill.layout === 'flat' ? [] : skill.access.skill.resources.map((r) => r.relPath);
  const rels = [SKILL_FILE, ...[...new Set([...own, ...nestedFiles(index, skill)])].sort()];
  const files: ManifestFile[] = [];
  const omitted: { rel: string; code: string; reason?: string }[] = [];
  let totalBytes = 0;
  for (const rel of rels) {
    try {
      const r = readServedFile(index, skill, rel, fs);
      const bytes = servedBytes(r);
      files.push({ rel, uri: r.uri, mimeType: r.mimeType, size: bytes.length, digest: sha256Digest(bytes) });
      totalBytes += bytes.length;
    } catch (err) {
      if (!(err instanceof AccessError)) throw err;
      const reason = typeof err.data['reason'] === 'string' ? err.data['reason'] : undefined;
      omitted.push({ rel, code: err.code, ...(reason !== undefined ? { reason } : {}) });
    }
  }
  return { files, omitted, totalBytes };
}
