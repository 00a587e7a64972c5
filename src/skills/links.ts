/**
 * File references in a markdown body: inline links and images `[t](target)`, reference
 * definitions `[id]: target`, and resource paths written in backticks (`scripts/fill.py`,
 * also inside a command such as `python scripts/fill.py in.pdf`). Fenced code blocks are
 * skipped: they hold examples, not references. URLs, `mailto:` and other schemes, and pure
 * anchors are not file references and are dropped here.
 *
 * Which spans count, and when one is an instruction, an example or optional: ./link-patterns.ts.
 */
import { countBelow, pushAll } from '../base/arrays.js';
import {
  CODE_PATH,
  COMMAND_SPAN,
  DEFINITION,
  EXAMPLE_MARK,
  EXAMPLE_RIGHT_BEFORE,
  INSTRUCTION_WINDOW,
  isInstructed,
  runsElsewhere,
  isOptional,
  localTarget,
  PATTERN_NEXT,
  RESOURCE_FOLDERS,
  splitPlaceholder,
  WHOLE_RELATIVE,
} from './link-patterns.js';
import { inlineLinks } from './inline-links.js';
import { blankSpans, codeSpans, type CodeSpan } from './code-spans.js';
import { closesFence, FENCE, mayBeFence } from './fences.js';

export interface BodyReference {
  /** Target as written (without `<>`, title, `#fragment` or `?query`; percent-decoded). */
  readonly target: string;
  /** The path to resolve: `target` without its host placeholder (equal to `target` when it has none). */
  readonly path: string;
  /** What `path` is relative to: the skill folder, or the plugin root (`${CLAUDE_PLUGIN_ROOT}`). */
  readonly base: 'skill' | 'plugin';
  readonly kind: 'link' | 'definition' | 'code';
  /** Links and definitions always; a code span when an instruction verb or a command sends the model to it. */
  readonly explicit: boolean;
  /**
   * A code span the line itself calls an example ("**Examples**: `references/finance.md` for
   * schemas", "e.g. `assets/logo.png`") and no instruction points at: a path the author made up
   * to illustrate, not a file the skill ships. Always false for links and explicit spans.
   */
  readonly example?: true;
  /**
   * The line says the file may be absent: "Read `references/checklist.md` if it exists",
   * "`assets/logo.png` (optional)", "If `config.json` exists, …". A missing target is then what
   * the author allowed for, not a broken reference.
   */
  readonly optional?: true;
  /** 1-based line within the body. */
  readonly line: number;
  /** 1-based column (code points) within that line. */
  readonly column: number;
}

// Inline links: src/skills/inline-links.ts (one pass; the pattern it replaces was quadratic).
// Code spans: `codeSpans` below (one pass; the pattern /(`+)([^`]+?)\1/g it replaces was quadratic).

/**
 * `[...text.matchAll(re)]` for a global pattern that never matches the empty string, without the
 * copy of the pattern matchAll makes on every call (three per line that holds a backtick or `[`).
 */
function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(m);
  return out;
}

/**
 * 1-based code-point column of a UTF-16 index: the index minus the second halves of surrogate
 * pairs before it. Their positions are found once per line (binary search per call), so a long
 * line with many references and emoji costs no quadratic rescans.
 */
function columnCounter(line: string): (index: number) => number {
  const lows: number[] = [];
  for (const m of line.matchAll(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)) lows.push((m.index ?? 0) + 1);
  if (lows.length === 0) return (index) => index + 1;
  return (index) => index + 1 - countBelow(lows, index);
}

function reference(
  target: string,
  kind: BodyReference['kind'],
  explicit: boolean,
  line: number,
  column: number,
  example = false,
  optional = false,
): BodyReference {
  return {
    target,
    ...splitPlaceholder(target),
    kind,
    explicit,
    ...(example && !explicit ? { example: true as const } : {}),
    ...(optional ? { optional: true as const } : {}),
    line,
    column,
  };
}

export function findReferences(body: string): BodyReference[] {
  return scanReferences(body, true);
}

/**
 * The scan; `preTests` false runs every pattern on every line, the straightforward version the
 * differential test (test/skills/links-fast.test.ts) compares the pre-tested one with.
 */
function scanReferences(body: string, preTests: boolean): BodyReference[] {
  const out: BodyReference[] = [];
  let fence: string | null = null;
  // Line starts, built only when a span opens a line and the line before may lead into it.
  let starts: number[] | undefined;
  /**
   * The text before a span for `runsElsewhere`: the line up to it, or — when the span opens a
   * continuation line — the line before, if it ends with a colon ("Run from `api/`:" on one line,
   * the command indented on the next: one sentence).
   */
  const textBefore = (line: string, spanAt: number, i: number): string => {
    const before = line.slice(Math.max(0, spanAt - INSTRUCTION_WINDOW), spanAt);
    if (before.trim() !== '' || i === 0) return before;
    starts ??= lineStartsOf(body);
    const previous = body.slice(starts[i - 1], (starts[i] ?? body.length) - 1).trimEnd();
    return previous.endsWith(':') ? `${previous.slice(-INSTRUCTION_WINDOW)} ` : before;
  };
  const visitLine = (rawLine: string, i: number): void => {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    let counter: ((index: number) => number) | undefined;
    const columnOf = (index: number): number => (counter ??= columnCounter(line))(index);
    const fenceMatch = !preTests || mayBeFence(line) ? FENCE.exec(line) : null;
    if (fence !== null) {
      if (closesFence(line, fence, fenceMatch)) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1] ?? null;
      return;
    }
    // Outside a fence, a reference needs a `/` (every path pattern of a code span has one) or a
    // `[` (links and definitions): a line with inline code and neither, like `npm test`, has none.
    if (preTests && !line.includes('/') && !line.includes('[')) return;
    // Code spans: collect resource paths, then blank them so links inside code are not links.
    const code: { ref: BodyReference; at: number }[] = [];
    // Where the line first calls something an example, outside code spans (once per line).
    let exampleAt: number | undefined;
    const isExample = (at: number): boolean =>
      (exampleAt ??= (() => {
        const i = blankSpans(line, spans()).search(EXAMPLE_MARK);
        return i === -1 ? Infinity : i;
      })()) < at;
    let found: CodeSpan[] | undefined;
    const spans = (): CodeSpan[] => (found ??= !preTests || line.includes('`') ? codeSpans(line) : []);
    for (const span of spans()) {
      const spanAt = span.index;
      const start = spanAt + span.ticks;
      const content = span.content;
      const whole = content.trim();
      let explicit: boolean | undefined; // decided only for spans that hold a path
      let illustrated: boolean | undefined;
      const isIllustrated = () =>
        (illustrated ??= EXAMPLE_RIGHT_BEFORE.test(line.slice(Math.max(0, spanAt - 24), spanAt)));
      const isExplicit = () =>
        (explicit ??=
          !isIllustrated() &&
          !runsElsewhere(textBefore(line, spanAt, i), whole) &&
          (COMMAND_SPAN.test(whole) || isInstructed(line.slice(Math.max(0, spanAt - INSTRUCTION_WINDOW), spanAt))));
      if (WHOLE_RELATIVE.test(whole)) {
        code.push({
          ref: reference(
            whole,
            'code',
            isExplicit(),
            i + 1,
            columnOf(start + content.indexOf(whole)),
            isIllustrated() || isExample(spanAt),
            isOptional(line, spanAt, spanAt + span.length),
          ),
          at: spanAt,
        });
      }
      // Every CODE_PATH match holds a `/`.
      for (const path of WHOLE_RELATIVE.test(whole) || (preTests && !content.includes('/'))
        ? []
        : allMatches(CODE_PATH, content)) {
        let value = path[1] ?? '';
        const offset = start + (path.index ?? 0) + (path[0].length - value.length);
        // `references/distill-*.md`, `references/schemas/<name>.md`: the path pattern stops at the
        // glob or template character, so what it matched is the start of a pattern. Only its fixed
        // folder (`references/schemas/`) is a path to look up — when that is missing, the pattern
        // matches nothing; a resource folder alone (`references/`) is left to the rest of the skill.
        const end = (path.index ?? 0) + path[0].length;
        if (PATTERN_NEXT.test(content.slice(end, end + 8))) {
          value = value.slice(0, value.lastIndexOf('/') + 1);
          if (RESOURCE_FOLDERS.some((f) => value === `${f}/` || value === `./${f}/`) || !value.includes('/')) continue;
        }
        code.push({
          ref: reference(
            value,
            'code',
            isExplicit(),
            i + 1,
            columnOf(offset),
            isIllustrated() || isExample(spanAt),
            isOptional(line, spanAt, spanAt + span.length),
          ),
          at: spanAt,
        });
      }
    }
    const masked = blankSpans(line, spans());
    const definition = !preTests || masked.includes('[') ? DEFINITION.exec(masked) : null;
    if (definition) {
      const target = localTarget(definition[1] ?? '');
      const defAt = masked.indexOf(definition[1] ?? '');
      // A code span in the label (`[`x.md`]: x.md`) names the same file: one reference.
      pushAll(
        out,
        code.filter((c) => c.at >= defAt).map((c) => c.ref),
      );
      if (target !== null) out.push(reference(target, 'definition', true, i + 1, columnOf(defAt)));
      return;
    }
    // Every link's extent, local or not: a code span inside one (``[`x.md`](x.md)``) is the
    // link's text, not a second reference to the same file.
    const extents: { from: number; to: number }[] = [];
    const links: BodyReference[] = [];
    for (const link of !preTests || masked.includes('](') ? inlineLinks(masked) : []) {
      const { from, to } = link;
      extents.push({ from, to });
      const raw = link.target;
      const target = localTarget(raw);
      if (target === null) continue;
      const whole = masked.slice(from, to);
      const offset = from + whole.indexOf(`(`, whole.lastIndexOf(']')) + 1;
      const at = masked.indexOf(raw, offset);
      links.push(
        reference(target, 'link', true, i + 1, columnOf(at === -1 ? from : at), false, isOptional(masked, from, to)),
      );
    }
    // Extents come left to right and do not overlap; spans too: one walk over both, where
    // `extents.some` per span was quadratic on a line of many spans and many links.
    const inLinkFlags = new Map<number, boolean>();
    extents.sort((x, y) => x.from - y.from);
    let e = 0;
    for (const c of code) {
      while (e < extents.length && extents[e]!.to <= c.at) e++;
      inLinkFlags.set(c.at, e < extents.length && c.at >= extents[e]!.from);
    }
    const inLink = (at: number) => inLinkFlags.get(at) === true;
    const merged = [...code.filter((c) => !inLink(c.at)).map((c) => c.ref), ...links];
    pushAll(
      out,
      merged.sort((a, b) => a.column - b.column),
    );
  };
  if (!preTests) body.split('\n').forEach(visitLine);
  else forMarkedLines(body, visitLine);
  return out;
}

/** The offset of each line of `text` (split at `\n`). */
function lineStartsOf(text: string): number[] {
  const out = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) out.push(at + 1);
  return out;
}

/**
 * Calls `visit(line, index)` for each line of `text` (split at `\n`, 0-based index) that holds a
 * backtick, a `[` or a tilde, in order. A fence needs a backtick or tilde, a code span a
 * backtick, a link or definition a `[`: a line with none of them changes nothing, and most lines
 * of a body have none. Jumping from one such character to the next, instead of splitting the
 * body into lines and testing each, makes no string for the other lines (the split and the
 * tests were ~0.4 s of `check` at 10k skills).
 */
function forMarkedLines(text: string, visit: (line: string, index: number) => void): void {
  const marks = ['`', '[', '~'];
  const next = marks.map((m) => text.indexOf(m));
  let index = 0;
  let lineStart = 0;
  let newline = text.indexOf('\n');
  for (;;) {
    let at = -1;
    for (let m = 0; m < marks.length; m++) {
      let pos = next[m] ?? -1;
      if (pos !== -1 && pos < lineStart) next[m] = pos = text.indexOf(marks[m] ?? '', lineStart);
      if (pos !== -1 && (at === -1 || pos < at)) at = pos;
    }
    if (at === -1) return;
    while (newline !== -1 && newline < at) {
      index++;
      lineStart = newline + 1;
      newline = text.indexOf('\n', lineStart);
    }
    visit(text.slice(lineStart, newline === -1 ? text.length : newline), index);
    if (newline === -1) return;
    index++;
    lineStart = newline + 1;
    newline = text.indexOf('\n', lineStart);
  }
}

/**
 * Resolves a reference against the skill folder (`skillDir`: its path in the checked tree, ''
 * for a skill at the root). `escapes` when it is absolute or its normalised target lies outside
 * the folder; otherwise the normalised path relative to the folder (no `.`/`..` segments).
 */
export function resolveInSkill(target: string, skillDir = ''): { escapes: true } | { escapes: false; path: string } {
  if (target.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(target)) return { escapes: true };
  // Normalise against the skill folder's place in the tree, so `../s/references/a.md` written
  // in skill `s` lands back inside `s` instead of counting as an escape.
  const base = skillDir.split('/').filter((p) => p !== '');
  const parts = [...base];
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return { escapes: true };
      parts.pop();
    } else parts.push(segment);
  }
  if (parts.length < base.length || base.some((segment, i) => parts[i] !== segment)) return { escapes: true };
  return { escapes: false, path: parts.slice(base.length).join('/') };
}

/** findReferences without its pre-tests, for the differential test only (test/skills/links-fast.test.ts). */
export const findReferencesUntested = (body: string): BodyReference[] => scanReferences(body, false);
