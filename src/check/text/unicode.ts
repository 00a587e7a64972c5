/**
 * Whitespace collapse, the one text helper the checker adds to src/skills/text.ts (which owns
 * code-point length, slicing, UTF-8 length and line counting). Codex checks its 1,024 limit
 * after collapsing whitespace, and hosts render each catalog entry on one line.
 */

/** Trims and turns every run of whitespace into one space (what Codex measures). */
export function collapseWhitespace(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}
