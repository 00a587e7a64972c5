/**
 * The prose of a skill's markdown: what a person wrote in sentences, with everything else blanked
 * to spaces — fenced code blocks, code spans, the targets of links and reference definitions, and
 * identifier-like tokens (paths, URLs, file names, snake_case and dotted names, command flags).
 * `suggest` takes its candidate words from this text only: `ci-and-conflict` from
 * `scripts/ci-and-conflict.sh`, or `log-failed` from `log-failed.md`, are whole words of a skill's
 * text, but nobody writes them in a description or a request.
 *
 * Blanking (rather than cutting) keeps words apart: a word never joins the one after a blanked
 * span, and a run of Chinese is cut where a path stood in it. The fences, code spans and links
 * are found by the reference scanner's helpers (src/skills), so a code block or a link here is
 * what `check` calls one. Indented code blocks are left as prose: in skills, indented text is far
 * more often a nested list item than code.
 */
import { blankSpans, codeSpans } from '../skills/code-spans.js';
import { closesFence, FENCE, mayBeFence } from '../skills/fences.js';
import { inlineLinks } from '../skills/inline-links.js';
import { DEFINITION } from '../skills/link-patterns.js';
import type { RouteSkill } from '../route/index.js';

/**
 * A token for the identifier test: a run without spaces, CJK characters, brackets, quotes or
 * list punctuation, so `(see scripts/a.sh)` yields `scripts/a.sh` and 运行scripts/a.py来 yields
 * `scripts/a.py`. `:` stays inside (a URL's scheme), and so do `.`, `-`, `_`, `/`, `=`.
 */
const TOKEN =
  /[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Ps}\p{Pe}\p{Pi}\p{Pf}"'`,;!?，。、；：！？]+/gu;

/**
 * What marks a token as an identifier rather than a word of a sentence:
 * - a `/` or `\` (a path, a URL) — except between words of letters alone (ALTERNATIVES);
 * - a dot between a letter or digit and a letter (`SKILL.md`, `log-failed.md`, `config.yaml`,
 *   `os.path`, `example.com`, `Node.js`) — a file name or a dotted name; a sentence's own full
 *   stop has a space or the end of the token after it;
 * - an inner `_` (`snake_case`, `MAX_TOKENS`), a `=` (`key=value`), an `@` (e-mail, decorator) or a
 *   leading `$` (`$HOME`);
 * - a leading `-` or `--` before a letter: a command-line flag (`--watch`, `-rf`).
 */
const IDENTIFIER = /[/\\=@]|[\p{L}\p{N}]\.\p{L}|[\p{L}\p{N}]_[\p{L}\p{N}]|^\$|^--?\p{L}/u;

/**
 * Words of letters alone joined by `/` are alternatives written in a sentence (`and/or`,
 * `merge/rebase`, `CI/CD`, `读/写`), not a path: a path has a dot, a digit, a `-` or `_`, or a
 * leading or trailing `/` somewhere (`scripts/a.sh`, `api/`, `git-merge/git-rebase`). Measured on
 * the suggest query set: blanking these too lost git-pr's `merge` (its body says "merge/rebase")
 * and one to two fixed requests under `catalog:bilingual:bm25f`.
 */
const ALTERNATIVES = /^\p{L}+(?:\/\p{L}+)+$/u;

/** `text` with `[from, to)` blanked to spaces (the length, and so every other offset, kept). */
function blank(text: string, from: number, to: number): string {
  return from >= to ? text : text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);
}

/** `line` with the target (and title) of each inline link or image blanked; the link text stays. */
function blankLinkTargets(line: string): string {
  let out = line;
  for (const link of inlineLinks(line)) {
    // The text ends at the last `](` before the target: nested brackets may hold an earlier one.
    const open = line.lastIndexOf('](', line.lastIndexOf(link.target, link.to - 1));
    out = blank(out, open === -1 ? link.from : open + 1, link.to);
  }
  return out;
}

/** `line` with every identifier-like token blanked. */
function blankIdentifiers(line: string): string {
  let out = line;
  for (const m of line.matchAll(TOKEN)) {
    // Sentence punctuation that ends the token is no part of it: `see SKILL.md.` ends in `.md`.
    const token = m[0].replace(/[.:]+$/u, '');
    if (IDENTIFIER.test(token) && !ALTERNATIVES.test(token)) out = blank(out, m.index, m.index + m[0].length);
  }
  return out;
}

/** One line of prose, outside any code block: code spans, link targets and identifiers blanked. */
function proseLine(line: string): string {
  if (DEFINITION.test(line)) return '';
  const spans = line.includes('`') ? codeSpans(line) : [];
  return blankIdentifiers(blankLinkTargets(blankSpans(line, spans)));
}

/** The prose of a markdown text, line for line (code blocks become empty lines). */
export function proseOf(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const raw of markdown.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const match = mayBeFence(line) ? FENCE.exec(line) : null;
    if (fence !== null) {
      if (closesFence(line, fence, match)) fence = null;
      out.push('');
    } else if (match !== null) {
      fence = match[1] ?? null;
      out.push('');
    } else out.push(proseLine(line));
  }
  return out.join('\n');
}

/**
 * A reference file written as prose (markdown or plain text, or no extension): the words of a
 * JSON schema, a script or a YAML file under references/ are identifiers, not words to write.
 */
const PROSE_FILE = /(?:\.(?:md|markdown|mdx|txt|rst)|(?:^|\/)[^./]+)$/i;

/** Text of the prose reference files a loaded skill carries (a plain RouteSkill has none). */
export function referenceText(skill: RouteSkill): string {
  const resources = (skill as { resources?: readonly { category?: string; relPath?: string; text?: string | null }[] })
    .resources;
  if (!Array.isArray(resources)) return '';
  return resources
    .filter(
      (r) =>
        r.category === 'references' &&
        typeof r.text === 'string' &&
        (typeof r.relPath !== 'string' || PROSE_FILE.test(r.relPath)),
    )
    .map((r) => r.text as string)
    .join('\n');
}
