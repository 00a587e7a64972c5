/**
 * Fenced code blocks of a markdown body, one line at a time: the opening line (three or more
 * backticks or tildes, at most three spaces before them) and the line that closes it (the same
 * character, at least as many, nothing else on the line). Shared by the reference scanner
 * (links.ts), which skips code blocks, and by `suggest`, which takes no word from them.
 */

export const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** A fence needs a backtick or tilde among the line's first four characters (FENCE allows three spaces before it). */
export function mayBeFence(line: string): boolean {
  for (let i = 0; i < 4 && i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x60 || c === 0x7e) return true;
  }
  return false;
}

/** Whether `line` closes the block that `fence` (its opening backticks or tildes) opened. */
export function closesFence(line: string, fence: string, match: RegExpExecArray | null = FENCE.exec(line)): boolean {
  const marker = match?.[1];
  return marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker;
}
