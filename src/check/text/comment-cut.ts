/**
 * A plain YAML scalar ends where a comment starts: `description: Handles C# code #fast. Use
 * when …` is read as "Handles C# code" — everything from ` #` on is silently gone. The parsed
 * value alone cannot show this, so this looks at the raw frontmatter line: a one-line plain
 * value (not quoted, not a block scalar) with a ` #` (or tab + `#`) in it, whose parsed value is
 * exactly the text before that `#`. Then the cut is certain, and the lost text is known.
 *
 * Not every such comment is a mistake: `name: pdf-tools  # keep in sync` or `description: Fills
 * forms. Use when asked. # TODO` are deliberate comments. `deliberateComment` tells them apart:
 * a name cannot contain spaces, so a kept text that is a valid name by itself is the whole
 * name; a description whose kept text ends at a sentence end is complete. Both SK125 and
 * `--fix` use it, so a deliberate comment is neither reported nor quoted into the value.
 */
import { codePointLength } from '../../base/text.js';
import { endsAtSentenceEnd } from '../../base/sentences.js';

/** Spec pattern for names (the same as SK113's; repeated here to keep text/ free of rules). */
const VALID_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** True when a comment after `kept` is deliberate: `kept` is complete for `key` by itself. */
export function deliberateComment(key: string, kept: string): boolean {
  if (key === 'name') return VALID_NAME.test(kept);
  if (key === 'description') return endsAtSentenceEnd(kept);
  return false;
}

export interface CommentCut {
  readonly key: string;
  /** 0-based index of the key's line within the frontmatter text. */
  readonly lineIndex: number;
  /** 1-based column (code points) of the `#` that starts the comment. */
  readonly column: number;
  /** What YAML kept (the parsed value). */
  readonly kept: string;
  /** What YAML dropped as a comment, from the `#` on. */
  readonly lost: string;
  /** The whole written value: what the author most likely meant. */
  readonly intended: string;
  /** The comment looks deliberate (`deliberateComment`): not a cut to report or fix. */
  readonly deliberate: boolean;
}

const COMMENT = /[ \t]#/;

/** The cut of `key`'s value in the frontmatter text `raw`, or null when YAML kept it whole. */
export function commentCut(raw: string, key: string, parsed: unknown): CommentCut | null {
  if (typeof parsed !== 'string') return null;
  const lines = raw.split('\n');
  const prefix = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:[ \\t]+`);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').replace(/\r$/, '');
    const head = prefix.exec(line);
    if (!head) continue;
    const value = line.slice(head[0].length).trimEnd();
    if (value === '' || /^["'|>]/.test(value)) return null;
    const at = COMMENT.exec(value);
    if (!at) return null;
    const kept = value.slice(0, at.index).trimEnd();
    if (kept === '' || parsed !== kept) return null;
    const hash = at.index + at[0].length - 1;
    return {
      key,
      lineIndex: i,
      column: codePointLength(line.slice(0, head[0].length + hash)) + 1,
      kept,
      lost: value.slice(hash),
      intended: value,
      deliberate: deliberateComment(key, kept),
    };
  }
  return null;
}
