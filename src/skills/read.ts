/**
 * Reading one skill file or one resource into the model, at the level a command asked for
 * (needs.ts). Split from load.ts so the stream (stream.ts) and the eager loader share it.
 *
 * Memory: a skill loaded without its body keeps no slice of the file. V8 keeps a substring as a
 * view of its parent string, so a description parsed out of SKILL.md would pin the whole file; the
 * frontmatter is therefore parsed from its own copy (frontmatter.ts) and the derived description
 * of a flat skill is copied (`detach`).
 */
import { isUtf8 } from 'node:buffer';
import { trimEndOf } from '../base/trim.js';
import { createHash } from 'node:crypto';
import { pushAll } from '../base/arrays.js';
import { checkGuarded, readGuarded, refusalMessage, type Refusal } from '../base/guard.js';
import { classifyResource, isBinaryExtension } from './classify.js';
import { deriveDescription } from './derive.js';
import { frontmatterFences } from './frontmatter-bytes.js';
import { fileQuirks } from './quirks.js';
import { frontmatterBlock, problem, splitFrontmatter, type SplitResult } from './frontmatter.js';
import type { Fs } from './fs.js';
import { MAX_READ_BYTES, MAX_SKILL_MD_BYTES } from './limits.js';
import type { LoadProblem, Resource, Skill, SkillLayout } from './model.js';
import type { LoadNeeds } from './needs.js';
import { decodeUtf8, detach, textOrNull } from '../base/text.js';
import type { WalkedFile } from './walk-state.js';

/** A guard refusal as a load problem on `rel`. */
export function refusalProblem(refusal: Refusal, rel: string): LoadProblem {
  switch (refusal.reason) {
    case 'outside':
      return problem('symlink-escape', rel, 0, 0, 'symlink points outside the scanned folder; not followed', {
        target: refusal.target,
      });
    case 'not-regular':
      return problem('not-regular', rel, 0, 0, `${refusalMessage(refusal).replace(/^is /, '')}: never opened`, {
        what: refusal.what,
      });
    case 'too-large':
      return problem('too-large', rel, 0, 0, `file ${refusalMessage(refusal)}: not read`, {
        bytes: refusal.size,
        max: refusal.max,
      });
    case 'unreadable':
      return problem('unreadable', rel, 0, 0, `cannot read file: ${refusal.detail}`);
    case 'symlink':
      // The loader follows links (inside the bound); only state files ask for noFollow.
      return problem('unreadable', rel, 0, 0, `cannot read file: ${refusalMessage(refusal)}`);
  }
}

/** Where a skill file is and what belongs to it. */
export interface SkillPlace {
  readonly rel: string;
  readonly dir: string;
  readonly folderName: string;
  readonly layout: SkillLayout;
  readonly resources: Resource[];
  readonly problems: LoadProblem[];
}

/**
 * Reads SKILL.md through the guard, bounded by `bound`. `listedRegular`: the walk's listing showed
 * it as a regular file, not a link (GuardOptions). The bytes are transient: `skillFromRead`
 * decodes what the skill keeps and holds no reference to them.
 */
export function readSkillFile(
  fs: Fs,
  abs: string,
  bound: string,
  place: SkillPlace,
  needs: LoadNeeds,
  listedRegular = false,
): Skill {
  const read = readGuarded(fs, abs, { within: bound, maxBytes: MAX_SKILL_MD_BYTES, listedRegular, transient: true });
  return skillFromRead(read, place, needs);
}

/** The skill from one read of its file; keeps no reference to `read.bytes` (they may be transient). */
export function skillFromRead(read: ReturnType<typeof readGuarded>, place: SkillPlace, needs: LoadNeeds): Skill {
  const { rel, dir, folderName, layout, resources, problems } = place;
  if (!read.ok) {
    // Too large, unreadable, or (dir layout) a SKILL.md link out of the skill: the skill is still
    // listed under its folder name, so its siblings' numbers and the finding both appear.
    problems.push(refusalProblem(read.refusal, rel));
    const empty = emptySkill(place, needs);
    return read.refusal.reason === 'too-large' ? { ...empty, bytes: read.refusal.size } : empty;
  }
  const bytes = read.bytes;
  // Without a body to keep (a folder skill: a flat file's description may come from its body),
  // only the frontmatter block is decoded; the rest is checked to be UTF-8, so the problems are the same.
  const head = !needs.body && layout === 'dir' ? frontmatterOnly(bytes, rel) : null;
  const decoded = head === null ? decodeUtf8(bytes) : null;
  const valid = decoded === null || decoded.valid;
  const hadBom = decoded === null ? bytes[0] === 0xef : decoded.hadBom;
  if (!valid)
    problems.push(problem('not-utf8', rel, 0, 0, 'file is not valid UTF-8; invalid bytes were read as U+FFFD'));
  else if (bytes.includes(0))
    problems.push(
      problem('not-utf8', rel, 0, 0, 'file contains NUL bytes: it looks binary, not markdown', { nul: true }),
    );
  const source = decoded === null ? '' : decoded.text;
  const split = head ?? splitFrontmatter(source, rel);
  // A flat file without frontmatter is normal (name from the stem), not a problem.
  const splitProblems = layout === 'flat' ? split.problems.filter((p) => p.kind !== 'no-frontmatter') : split.problems;
  pushAll(problems, splitProblems);

  const data = split.frontmatter?.data ?? null;
  const keyLines = split.frontmatter?.keyLines ?? {};
  let declaredName: string | undefined;
  let description = '';
  let descriptionSource: Skill['descriptionSource'] = 'none';
  if (data !== null) {
    const rawName = data['name'];
    if (typeof rawName === 'string') declaredName = rawName;
    else if (rawName !== undefined && rawName !== null) {
      problems.push(
        problem(
          'name-not-string',
          rel,
          keyLines['name'] ?? 1,
          1,
          `\`name\` must be a string, found ${typeName(rawName)}`,
          { type: typeName(rawName) },
        ),
      );
    }
    const rawDescription = data['description'];
    if (typeof rawDescription === 'string') {
      description = rawDescription;
      descriptionSource = 'frontmatter';
    } else if (rawDescription !== undefined && rawDescription !== null) {
      problems.push(
        problem(
          'description-not-string',
          rel,
          keyLines['description'] ?? 1,
          1,
          `\`description\` must be a string, found ${typeName(rawDescription)}`,
          {
            type: typeName(rawDescription),
          },
        ),
      );
    }
  }
  if (layout === 'flat' && descriptionSource === 'none') {
    description = detach(deriveDescription(split.body));
    descriptionSource = description === '' ? 'none' : 'derived';
  }
  const name = declaredName !== undefined && declaredName.trim() !== '' ? declaredName : folderName;
  // The body is decoded again only for a folder skill without a description read frontmatter-only.
  const quirks =
    layout === 'dir'
      ? fileQuirks({
          hadBom,
          frontmatter: split.frontmatter,
          problems: split.problems,
          body: () => (head === null ? split.body : splitFrontmatter(decodeUtf8(bytes).text, rel).body),
        })
      : undefined;
  return {
    name,
    declaredName,
    description,
    descriptionSource,
    layout,
    dir,
    folderName,
    file: rel,
    source: needs.body ? source : '',
    bytes: bytes.length,
    frontmatter: split.frontmatter,
    body: needs.body ? split.body : '',
    bodyStartLine: split.bodyStartLine,
    resources,
    problems,
    ...(quirks === undefined ? {} : { quirks }),
    loaded: needs,
  };
}

/**
 * The split of a file whose every byte is valid UTF-8, from its frontmatter block alone (the fences
 * found in the bytes, the block decoded as a string of its own; the body is not decoded: ''), else
 * null (decode it all: no frontmatter, an unclosed one, or a byte that is not UTF-8).
 */
function frontmatterOnly(bytes: Uint8Array, rel: string): SplitResult | null {
  const fences = frontmatterFences(bytes);
  if (fences === null || !isUtf8(bytes.subarray(fences.end))) return null;
  let raw: string;
  try {
    raw = strictDecoder.decode(bytes.subarray(fences.open, fences.close));
  } catch {
    return null;
  }
  return frontmatterBlock(raw, fences.close - fences.open, fences.closeLine, '', rel);
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function emptySkill(place: SkillPlace, needs: LoadNeeds): Skill {
  return {
    name: place.folderName,
    declaredName: undefined,
    description: '',
    descriptionSource: 'none',
    layout: place.layout,
    dir: place.dir,
    folderName: place.folderName,
    file: place.rel,
    source: '',
    bytes: 0,
    frontmatter: null,
    body: '',
    bodyStartLine: 1,
    resources: place.resources,
    problems: place.problems,
    loaded: needs,
  };
}

/**
 * One resource at the level asked for: `meta` without hashes only stats the file (through the
 * guard, so links out of the bound and FIFOs are still refused and reported); text or hashes read it.
 */
export function readResource(
  fs: Fs,
  f: WalkedFile,
  baseDir: string,
  problems: LoadProblem[],
  needs: LoadNeeds,
  textByHash?: Map<string, string | null>,
): Resource | null {
  const relPath = baseDir === '' ? f.rel : f.rel.slice(baseDir.length + 1);
  const category = classifyResource(relPath);
  const open = needs.resources === 'text' || needs.hashes;
  const read = open
    ? readGuarded(fs, f.abs, { within: f.bound, maxBytes: MAX_READ_BYTES })
    : checkGuarded(fs, f.abs, { within: f.bound, maxBytes: MAX_READ_BYTES });
  if (!read.ok) {
    if (read.refusal.reason === 'too-large')
      return {
        path: f.rel,
        relPath,
        bytes: read.refusal.size,
        category,
        text: null,
        sha256: '',
        notRead: true,
        ...linked(f),
      };
    problems.push(refusalProblem(read.refusal, f.rel));
    return null;
  }
  if (!('bytes' in read))
    return { path: f.rel, relPath, bytes: read.size, category, text: null, sha256: '', ...linked(f) };
  const bytes = read.bytes;
  const sha256 = needs.hashes ? createHash('sha256').update(bytes).digest('hex') : '';
  const decode = (): string | null =>
    needs.resources === 'text' && !isBinaryExtension(relPath) ? textOrNull(bytes) : null;
  // Identical files share one decoded string when the caller keeps every text anyway (loadSkills):
  // a directory of copies then holds each distinct text once. The binary test depends on the
  // extension, so it is part of the key.
  let text: string | null;
  if (textByHash !== undefined && sha256 !== '') {
    const key = `${isBinaryExtension(relPath) ? 'b' : 't'}${sha256}`;
    const known = textByHash.get(key);
    text = known !== undefined ? known : decode();
    if (known === undefined) textByHash.set(key, text);
  } else text = decode();
  return { path: f.rel, relPath, bytes: bytes.length, category, text, sha256, ...linked(f) };
}

/** `linkTo` of a file that is a symlink to another file inside the root, else nothing. */
function linked(f: WalkedFile): { linkTo?: string } {
  return f.linkTo === undefined ? {} : { linkTo: f.linkTo };
}

export function baseName(p: string): string {
  const trimmed = trimEndOf(p, '/');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

function typeName(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Uint8Array) return 'binary data';
  if (v instanceof Date) return 'a date';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'a mapping';
  return `a ${typeof v}`;
}
