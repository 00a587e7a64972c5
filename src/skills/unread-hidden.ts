/**
 * The hidden-folder fact in machine outputs: the walk counts the SKILL.md files it left out in
 * hidden folders (hidden-count.ts `findUnreadHidden`, carried as `SkillSet.unreadHidden`); every JSON
 * document of a command that walked a directory carries that same value under `unreadHidden`,
 * through these helpers, so the field has one shape and one key order everywhere. Absent when
 * nothing was left out (an optional field: schemaVersion 1 documents stay valid).
 *
 * Several roots in one document: `check DIR1 DIR2` merges them with the folders joined to each
 * DIR (as its finding paths are); the access commands, whose documents name sources by label,
 * list one entry per source (`SourceUnreadHidden`).
 */
import path from 'node:path';
import type { UnreadHidden } from './model.js';

/** One source's unread hidden skills, in the access documents (catalog, discover, search, …, the MCP tools). */
export interface SourceUnreadHidden extends UnreadHidden {
  /** The source's label (`user`, `builtin`, …), as on each skill entry. */
  readonly source: string;
}

/** `{ unreadHidden }` to spread into a JSON document, or `{}` when nothing was left out. */
export function unreadHiddenMember(unread: UnreadHidden | undefined): { readonly unreadHidden?: UnreadHidden } {
  if (unread === undefined) return {};
  return { unreadHidden: { count: unread.count, folders: unread.folders, complete: unread.complete } };
}

/**
 * Several roots' facts as one, for a document whose paths start with each root as given:
 * counts summed, folders joined to their root by `join`, complete when every part is.
 */
export function mergeUnreadHidden(
  parts: readonly { readonly dir: string; readonly unread: UnreadHidden | undefined }[],
  join: (dir: string, rel: string) => string,
): UnreadHidden | undefined {
  let count = 0;
  let complete = true;
  const folders: string[] = [];
  for (const { dir, unread } of parts) {
    if (unread === undefined) continue;
    count += unread.count;
    complete &&= unread.complete;
    for (const f of unread.folders) folders.push(join(dir, f));
  }
  return count === 0 ? undefined : { count, folders, complete };
}

/**
 * Per source, in precedence order; `undefined` when no source left anything out. A source's fact
 * goes when its folders are other sources (`catalog . .vscode/skills`).
 */
export function sourcesUnreadHidden(
  loaded: readonly {
    readonly source: { readonly label: string; readonly abs: string };
    readonly set: { readonly unreadHidden?: UnreadHidden };
  }[],
): readonly SourceUnreadHidden[] | undefined {
  const out: SourceUnreadHidden[] = [];
  const roots = loaded.map((l) => l.source.abs);
  for (const { source, set } of loaded) {
    const u = unlessReadElsewhere(set.unreadHidden, source.abs, roots);
    if (u !== undefined) out.push({ source: source.label, count: u.count, folders: u.folders, complete: u.complete });
  }
  return out.length === 0 ? undefined : out;
}

/**
 * The fact for `rootAbs`, or `undefined` when every folder it names is read anyway as another root
 * of the same run (`check . .vscode/skills`: the note would tell the user to do what they did).
 * A folder is read by another root that is it, or above it with no hidden folder between (the
 * loader never enters one). Only the whole fact can go: its count is not kept per folder.
 */
export function unlessReadElsewhere(
  unread: UnreadHidden | undefined,
  rootAbs: string,
  otherRoots: readonly string[],
): UnreadHidden | undefined {
  if (unread === undefined || !unread.complete || otherRoots.length === 0) return unread;
  const readBy = (folderAbs: string, root: string): boolean => {
    const rel = path.relative(root, folderAbs);
    return (
      rel === '' ||
      (!path.isAbsolute(rel) && rel.split(path.sep).every((part) => part !== '..' && !part.startsWith('.')))
    );
  };
  const covered = unread.folders.every((f) => {
    const abs = path.resolve(rootAbs, f);
    return otherRoots.some((r) => path.resolve(r) !== path.resolve(rootAbs) && readBy(abs, path.resolve(r)));
  });
  return covered ? undefined : unread;
}
