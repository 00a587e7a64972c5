/**
 * The stderr note saying that SKILL.md files sit in hidden folders the loader does not enter
 * (`.foo/skills`; the hosts' own `.claude/skills`, `.agents/skills`… are read). The count comes
 * from the pure core as data (`SkillSet.unreadHidden`); the wording is report/unread-hidden.ts. Never on
 * stdout, so `--json` stays one document.
 */
import type { UnreadHidden } from '../skills/model.js';
import { wrapLine } from '../report/table.js';
import { unreadHiddenText } from '../report/unread-hidden.js';
import { type CliIo, terminalWidth } from './io.js';

/** DIRs already noted per run: `check --fix` reloads DIR after writing, and the note is said once. */
const noted = new WeakMap<CliIo, Set<string>>();

/**
 * The note for DIR as the user typed it (paths shown joined to it), newline included, wrapped at
 * WIDTH (the terminal's, or COLUMNS) so it reads at 80 columns; piped with no COLUMNS: one line.
 */
function unreadHiddenNote(dir: string, unread: UnreadHidden, width: number | undefined): string {
  return `${wrapLine(`skillscope: note: ${unreadHiddenText(dir, unread)}`, width)}\n`;
}

/** Prints the note for DIR once per run, when its set has SKILL.md files in hidden folders. */
export function noteUnreadHidden(io: CliIo, dir: string, unread: UnreadHidden | undefined): void {
  if (unread === undefined) return;
  let dirs = noted.get(io);
  if (dirs === undefined) noted.set(io, (dirs = new Set()));
  if (dirs.has(dir)) return;
  dirs.add(dir);
  io.stderr(unreadHiddenNote(dir, unread, terminalWidth(io)));
}
