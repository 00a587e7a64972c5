/**
 * What the loader records about a SKILL.md for hosts that read it more strictly or more loosely
 * than our YAML parser (`FileQuirks`, src/hosts/types.ts; what each host does with it:
 * src/hosts/file-reading.ts). Pure: the decoded parts in, a small text-free-ish record out (the
 * strings are copies, so a kept record never pins the file's text).
 */
import { collapseWhitespace, detach, sliceCodePoints } from '../base/text.js';
import type { FileQuirks } from '../hosts/types.js';
import type { Frontmatter, LoadProblem } from './model.js';

/**
 * Longest first paragraph kept, code points. Default 4,096: more than any host lists of one
 * entry (Claude Code cuts each at 1,536 unless `skillListingMaxDescChars` raises it), and a bound
 * on what a skill set keeps per description-less skill.
 */
export const FIRST_PARAGRAPH_MAX = 4096;

/** A `name:` or `description:` line at any indent, as a line reader matches it. */
const NAME_LINE = /^\s*name:\s*(.*)$/;
const DESCRIPTION_LINE = /^\s*description:\s*(.*)$/;
/** A continuation line: indented, not blank. */
const CONTINUATION = /^[ \t]+\S/;

/**
 * The `name:` and `description:` a line reader finds in frontmatter text: each the last such
 * line's value, trimmed; a description also takes the indented lines after it, trimmed and
 * joined by spaces (blank pieces dropped). Gemini CLI's `parseSimpleFrontmatter` reads so
 * (skillLoader.ts @04fbf507, lines 65-108); the regular expressions are ours.
 */
export function readFrontmatterLines(raw: string): { name?: string; description?: string } {
  const lines = raw.split(/\r?\n/);
  let name: string | undefined;
  let description: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const n = NAME_LINE.exec(line);
    if (n !== null) {
      name = (n[1] ?? '').trim();
      continue;
    }
    const d = DESCRIPTION_LINE.exec(line);
    if (d === null) continue;
    const parts = [(d[1] ?? '').trim()];
    while (i + 1 < lines.length && CONTINUATION.test(lines[i + 1] ?? '')) parts.push((lines[++i] ?? '').trim());
    description = parts.filter((p) => p !== '').join(' ');
  }
  return {
    ...(name === undefined ? {} : { name: detach(name) }),
    ...(description === undefined ? {} : { description: detach(description) }),
  };
}

/**
 * The first paragraph of a markdown body: the first run of non-blank lines, whitespace collapsed
 * to single spaces, cut at FIRST_PARAGRAPH_MAX code points; '' for an empty body. Headings and
 * list marks are kept as written (what the host strips, if anything, is not public).
 */
export function firstParagraph(body: string): string {
  const lines = body.split(/\r?\n/);
  let start = 0;
  while (start < lines.length && (lines[start] ?? '').trim() === '') start++;
  let end = start;
  while (end < lines.length && (lines[end] ?? '').trim() !== '') end++;
  return detach(sliceCodePoints(collapseWhitespace(lines.slice(start, end).join('\n')), FIRST_PARAGRAPH_MAX));
}

/** The values of `disable-model-invocation` a lenient boolean reader takes as true (not `true` itself). */
const LENIENT_TRUE = new Set(['yes', 'on', '1', 'true']);

export interface QuirksInput {
  readonly hadBom: boolean;
  readonly frontmatter: Frontmatter | null;
  /** The split's problems (a `yaml-error` or `frontmatter-not-mapping` marks YAML a host may refuse). */
  readonly problems: readonly LoadProblem[];
  /** The body, read only when the first paragraph is needed (no description in the frontmatter). */
  readonly body: () => string;
}

/** The quirks of one SKILL.md (folder layout), or undefined when it has none. */
export function fileQuirks(input: QuirksInput): FileQuirks | undefined {
  const fm = input.frontmatter;
  const data = fm?.data ?? null;
  const yamlError =
    input.problems.length > 0 &&
    input.problems.some((p) => p.kind === 'yaml-error' || p.kind === 'frontmatter-not-mapping');
  const lines =
    fm !== null && (data === null || typeof data['name'] !== 'string' || typeof data['description'] !== 'string')
      ? readFrontmatterLines(fm.raw)
      : undefined;
  const noDescription = data === null || data['description'] === undefined || data['description'] === null;
  const paragraph = noDescription ? firstParagraph(input.body()) : '';
  const hidden = data?.['disable-model-invocation'];
  const lenientHidden = (typeof hidden === 'string' && LENIENT_TRUE.has(hidden.trim().toLowerCase())) || hidden === 1;
  // Most files have no quirk: no record is built for them (this runs once per skill).
  if (!input.hadBom && !yamlError && lines === undefined && paragraph === '' && !lenientHidden) return undefined;
  return {
    ...(input.hadBom ? { bom: true as const } : {}),
    ...(yamlError ? { yamlError: true as const } : {}),
    ...(lines === undefined ? {} : { lines }),
    ...(paragraph === '' ? {} : { firstParagraph: paragraph }),
    ...(lenientHidden ? { lenientHidden: true as const } : {}),
  };
}
