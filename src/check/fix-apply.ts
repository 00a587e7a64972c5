/**
 * `--fix` on a directory, in two phases so a failure never leaves a half-told story:
 * 1. plan: read every skill file, decide its fixes (`fixFrontmatterQuoting`) and whether it may
 *    be written at all — nothing is written in this phase;
 * 2. write: replace each planned file atomically through the write guard (`FixFs.replaceFile`:
 *    temp file in the same folder + rename, mode kept, no link followed below the root), calling `onWritten` right after each one so its diff is shown
 *    as it lands; a write that fails is recorded and the next file is still written.
 *
 * What is never written, each a reason in the outcome (and an SK107 finding when a fix was due):
 * - a file whose real path (after resolving symlinks) is outside the scanned root: `--fix`
 *   never writes through a link to somewhere else (`outside-root`);
 * - a file with more than one hard link (`hard-link`): replacing it would split the link (the
 *   other names keep the old text), writing in place would change the other names too — which
 *   may lie outside the root — so neither is done: the user decides;
 * - a file this process may not write (`unwritable`): a read-only SKILL.md stays as it is even
 *   when its folder would allow the rename;
 * - a file that is no longer a regular file (`not-a-file`).
 * Files that cannot be read, or are not clean UTF-8 / contain NUL bytes, are skipped before
 * planning (`FixSkip`; the loader reports them as SK104 / SK105).
 * BOM and line endings are kept: the BOM is restored and lines are replaced in place.
 */
import path from 'node:path';
import { readGuarded } from '../base/guard.js';
import { writeRefusalMessage, type WritePlace, type WriteRefusal } from '../base/write-guard.js';
import { describeError } from '../base/errors.js';
import { MAX_SKILL_MD_BYTES } from '../skills/load.js';
import type { SkillSet } from '../skills/model.js';
import { fixableText, fixFrontmatterQuoting, type FixSkipReason, type QuoteFix } from './fix.js';
import type { FixFileInfo, FixFs } from './fix-fs.js';
import type { RawFinding } from './types.js';

/** A skill file `--fix` did not plan, and why (its findings are still reported). */
export interface FixSkip {
  readonly file: string;
  readonly reason: FixSkipReason;
}

/** Why a file with due fixes was not written. */
export type FixFailReason = 'outside-root' | 'hard-link' | 'unwritable' | 'not-a-file';

export interface PlannedFix {
  /** Relative to the scanned root, as in findings. */
  readonly file: string;
  /** Absolute path as loaded. */
  readonly abs: string;
  /** The text before the fix (BOM removed), for the diff. */
  readonly oldText: string;
  readonly newBytes: Uint8Array;
  readonly fixes: readonly QuoteFix[];
  /** Set when the file must not be written; the write phase leaves it alone. */
  readonly blocked?: { readonly reason: FixFailReason; readonly message: string };
  /** The path written (the real path: a symlink inside the root stays a symlink). */
  readonly target: string;
  /** `target` for the write guard: below the root's real folder, following no link. */
  readonly place?: WritePlace;
  readonly info?: FixFileInfo;
}

export interface FixFailure {
  readonly file: string;
  readonly reason: FixFailReason;
  readonly message: string;
  /** Lines whose fix was not applied. */
  readonly lines: readonly number[];
}

export interface FixPlan {
  readonly planned: readonly PlannedFix[];
  readonly skipped: readonly FixSkip[];
}

export interface FixOutcome {
  readonly written: readonly PlannedFix[];
  readonly failed: readonly FixFailure[];
  readonly skipped: readonly FixSkip[];
}

function inside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Phase 1: what `--fix` would change in `set` (loaded from `rootAbs`), and where it may not write. */
export function planFixes(set: SkillSet, rootAbs: string, fs: FixFs): FixPlan {
  const planned: PlannedFix[] = [];
  const skipped: FixSkip[] = [];
  let realRoot: string;
  try {
    realRoot = fs.realpath(rootAbs);
  } catch {
    realRoot = rootAbs;
  }
  for (const skill of set.skills) {
    const abs = path.join(rootAbs, skill.file);
    // Through the path guard like every read: a regular file, size-capped. The root bound is
    // left to the write check below (`outside-root`), so a skill the loader followed outside
    // still gets its SK107 when a fix was due.
    const read = readGuarded(fs, abs, { maxBytes: MAX_SKILL_MD_BYTES });
    if (!read.ok) {
      skipped.push({ file: skill.file, reason: 'unreadable' });
      continue;
    }
    const readable = fixableText(read.bytes);
    if ('skip' in readable) {
      skipped.push({ file: skill.file, reason: readable.skip });
      continue;
    }
    const result = fixFrontmatterQuoting(readable.text);
    if (result.fixes.length === 0) continue;
    const base = {
      file: skill.file,
      abs,
      oldText: readable.text,
      fixes: result.fixes,
      newBytes: new TextEncoder().encode((readable.bom ? '\ufeff' : '') + result.text),
    };
    let target: string;
    let info: FixFileInfo;
    try {
      target = fs.realpath(abs);
      info = fs.info(target);
    } catch (err) {
      planned.push({ ...base, target: abs, blocked: { reason: 'unwritable', message: describeError(err) } });
      continue;
    }
    const blocked = !inside(realRoot, target)
      ? { reason: 'outside-root' as const, message: 'it is a link to a file outside the checked folder' }
      : !info.isFile
        ? { reason: 'not-a-file' as const, message: 'it is not a regular file' }
        : info.nlink > 1
          ? {
              reason: 'hard-link' as const,
              message: `it has ${info.nlink} hard links; replacing it would split them, writing in place would change every name`,
            }
          : !info.writable
            ? { reason: 'unwritable' as const, message: 'the file is read-only' }
            : undefined;
    const place = { folder: realRoot, rel: path.relative(realRoot, target).split(path.sep).join('/') };
    planned.push({ ...base, target, info, ...(blocked ? { blocked } : { place }) });
  }
  return { planned, skipped };
}

/** The SK107 reason of a write the guard refused (the file changed after planning). */
function failReason(refusal: WriteRefusal): FixFailReason {
  if (refusal.reason === 'link' || refusal.reason === 'moved') return 'outside-root';
  if (refusal.reason === 'not-regular' || refusal.reason === 'not-folder') return 'not-a-file';
  return 'unwritable';
}

/** Phase 2: writes every planned file that is not blocked, calling `onWritten` after each. */
export function applyFixPlan(plan: FixPlan, fs: FixFs, onWritten: (fix: PlannedFix) => void = () => {}): FixOutcome {
  const written: PlannedFix[] = [];
  const failed: FixFailure[] = [];
  const fail = (p: PlannedFix, reason: FixFailReason, message: string) =>
    failed.push({ file: p.file, reason, message, lines: p.fixes.map((f) => f.line) });
  for (const p of plan.planned) {
    if (p.blocked || p.info === undefined || p.place === undefined) {
      fail(p, p.blocked?.reason ?? 'unwritable', p.blocked?.message ?? 'not writable');
      continue;
    }
    try {
      const written = fs.replaceFile(p.place, p.newBytes, p.info);
      if (!written.ok) {
        fail(p, failReason(written.refusal), writeRefusalMessage(written.refusal));
        continue;
      }
    } catch (err) {
      fail(p, 'unwritable', describeError(err));
      continue;
    }
    written.push(p);
    onWritten(p);
  }
  return { written, failed, skipped: plan.skipped };
}

/** SK107 findings for the files whose fixes were not written (severity is applied with the rest). */
export function fixFailureFindings(failed: readonly FixFailure[]): RawFinding[] {
  return failed.map((f) => ({
    code: 'SK107',
    file: f.file,
    line: f.lines[0] ?? 0,
    column: 1,
    message: `--fix did not write this file: ${f.message}; ${f.lines.length} fix${f.lines.length === 1 ? '' : 'es'} not applied`,
    data: { reason: f.reason, lines: f.lines },
  }));
}
