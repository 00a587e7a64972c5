/**
 * The words for the hidden-folder fact (`UnreadHidden`, counted by the walk): the CLI's one
 * stderr note (cli/hidden-note.ts) and SARIF's tool notification say the same sentence.
 */
import { fmt } from '../base/numbers.js';
import path from 'node:path';
import { safeText } from '../base/escape.js';
import type { UnreadHidden } from '../skills/model.js';

/** Folders named in the sentence, at most; the rest are counted. */
const NOTE_MAX_FOLDERS = 3;

/**
 * The sentence for DIR as the user typed it (folders shown joined to it), no newline. `show`
 * renders a folder name: escaped for a terminal by default; SARIF keeps the exact string.
 */
export function unreadHiddenText(dir: string, unread: UnreadHidden, show: (text: string) => string = safeText): string {
  const shown = unread.folders.slice(0, NOTE_MAX_FOLDERS).map((f) => show(path.join(dir, f)));
  const more = unread.folders.length - shown.length;
  const where = more > 0 ? `${shown.join(', ')} and ${fmt(more)} more` : shown.join(', ');
  const one = unread.count === 1 && unread.complete;
  const count = `${unread.complete ? '' : 'at least '}${fmt(unread.count)} SKILL.md file${one ? '' : 's'}`;
  return `${count} under hidden folders ${one ? 'was' : 'were'} not read (${where}); pass ${unread.folders.length === 1 ? 'the folder' : 'a folder'} as DIR to check ${one ? 'it' : 'them'}`;
}
