/**
 * The one stderr line saying that SKILL.md files sit in hidden folders the loader does not enter
 * (`.foo/skills`; the hosts' own `.claude/skills`, `.agents/skills`… are read). The count comes
 * from the pure core as data (`SkillSet.unreadHidden`); only the wording is here. Never on
 * stdout, so `--json` stays one document.
 */
import path from 'node:path';
import { safeText } from '../base/escape.js';
import { fmtInt } from '../report/format.js';
import type { UnreadHidden } from '../skills/model.js';
import type { CliIo } from './io.js';

/** Folders named in the note, at most; the rest are counted. */
const NOTE_MAX_FOLDERS = 3;

/** DIRs already noted per run: `check --fix` reloads DIR after writing, and the note is said once. */
const noted = new WeakMap<CliIo, Set<string>>();

/** The note's text for DIR as the user typed it (paths shown joined to it), newline included. */
export function unreadHiddenNote(dir: string, unread: UnreadHidden): string {
  const shown = unread.folders.slice(0, NOTE_MAX_FOLDERS).map((f) => safeText(path.join(dir, f)));
  const more = unread.folders.length - shown.length;
  const where = more > 0 ? `${shown.join(', ')} and ${fmtInt(more)} more` : shown.join(', ');
  const count = `${unread.complete ? '' : 'at least '}${fmtInt(unread.count)} SKILL.md file${unread.count === 1 && unread.complete ? '' : 's'}`;
  const one = unread.folders.length === 1;
  return `skillscope: note: ${count} under hidden folders ${unread.count === 1 && unread.complete ? 'was' : 'were'} not read (${where}); pass ${one ? 'the folder' : 'a folder'} as DIR to check ${unread.count === 1 && unread.complete ? 'it' : 'them'}\n`;
}

/** Prints the note for DIR once per run, when its set has SKILL.md files in hidden folders. */
export function noteUnreadHidden(io: CliIo, dir: string, unread: UnreadHidden | undefined): void {
  if (unread === undefined) return;
  let dirs = noted.get(io);
  if (dirs === undefined) noted.set(io, (dirs = new Set()));
  if (dirs.has(dir)) return;
  dirs.add(dir);
  io.stderr(unreadHiddenNote(dir, unread));
}
