/**
 * After the walk (walk.ts): how many SKILL.md files the hidden folders it passed over hold, for
 * the note and `unreadHidden` (unread-hidden.ts).
 */
import type { UnreadHidden } from './model.js';
import { absJoin, join, SKIPPED_FOLDERS, type WalkState } from './walk-state.js';

/**
 * Folders listed, at most, to count the SKILL.md files in hidden folders the walk does not enter
 * (a note, not a scan: a `.venv` or `.cache` can hold tens of thousands of folders). Past it the
 * count is a lower bound (`UnreadHidden.complete` false). Default 2,000.
 */
export const HIDDEN_NOTE_MAX_FOLDERS = 2000;

/**
 * After the walk: the SKILL.md files inside the hidden folders it passed over, by name only
 * (nothing is opened, no link is followed), within --max-depth levels of each folder and
 * HIDDEN_NOTE_MAX_FOLDERS folders in all. Null when there are none. `folders` are the parents of
 * the skill folders (`.foo/skills`): what to pass as DIR to check them.
 */
export function findUnreadHidden(state: WalkState): UnreadHidden | null {
  let budget = HIDDEN_NOTE_MAX_FOLDERS;
  let complete = true;
  let count = 0;
  const folders = new Set<string>();
  const visit = (abs: string, rel: string, top: string, depth: number): void => {
    if (budget <= 0) {
      complete = false;
      return;
    }
    budget--;
    let raw;
    try {
      raw = state.fs.readdir(abs);
    } catch {
      return; // unreadable: nothing to say about it in a note
    }
    raw.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of raw) {
      if (e.invalidName) continue;
      if (e.name === 'SKILL.md' && e.kind === 'file') {
        count++;
        // The skill folder's parent, never above the hidden folder (its parent would skip it again).
        folders.add(rel === top ? top : rel.slice(0, rel.lastIndexOf('/')));
      } else if (e.kind === 'dir' && depth < state.maxDepth && !SKIPPED_FOLDERS.has(e.name)) {
        const childRel = join(rel, e.name);
        if (!state.ignored(childRel)) visit(absJoin(abs, e.name), childRel, top, depth + 1);
      }
    }
  };
  for (const h of state.hiddenFolders) visit(h.abs, h.rel, h.rel, 0);
  if (count === 0) return null;
  return { count, folders: [...folders].sort(), complete };
}
