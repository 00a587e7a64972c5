/**
 * Splits a SKILL.md into frontmatter and body and parses the frontmatter with a real YAML parser
 * (`yaml`: block scalars, quotes, anchors). Pure: text in, parts and problems out. A broken
 * frontmatter is reported with its file position, never thrown.
 */
import type { Document } from 'yaml';
import { yaml } from './yaml-lazy.js';
import type { Frontmatter, LoadProblem } from './model.js';
import { parseSimpleFrontmatter } from './frontmatter-simple.js';
import { codePointLength, detach, utf8Length } from '../base/text.js';

/**
 * Frontmatter blocks larger than this (UTF-8 bytes) are not parsed: an SK104 finding instead.
 * Default 64 KiB. Measured with yaml 2 (`uniqueKeys`, Node 20): its duplicate-key check is
 * quadratic in the number of keys — 64 KiB of short keys parses in ~65 ms, 256 KiB in ~280 ms,
 * 1 MiB in ~7 s, 5 MB in ~80 s. Real frontmatter is a few hundred bytes (a description is at most
 * 1,024 characters), so 64 KiB leaves a wide margin and bounds the worst case well under a second.
 */
export const MAX_FRONTMATTER_BYTES = 64 * 1024;

export interface SplitResult {
  readonly frontmatter: Frontmatter | null;
  readonly body: string;
  /** 1-based line where the body starts. */
  readonly bodyStartLine: number;
  readonly problems: readonly LoadProblem[];
}

/**
 * True when text[start, end) is a fence line: exactly `---`, trailing spaces/tabs tolerated
 * (editors leave them), and a CR before the line feed.
 */
function isFenceLine(text: string, start: number, end: number): boolean {
  if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
  if (end - start < 3 || text.charCodeAt(start) !== 0x2d || text.charCodeAt(start + 1) !== 0x2d) return false;
  if (text.charCodeAt(start + 2) !== 0x2d) return false;
  for (let i = start + 3; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09) return false;
  }
  return true;
}

/**
 * @param text file text, BOM already removed
 * @param file path used in problems
 */
export function splitFrontmatter(text: string, file: string): SplitResult {
  const firstBreak = text.indexOf('\n');
  if (!isFenceLine(text, 0, firstBreak === -1 ? text.length : firstBreak)) {
    return {
      frontmatter: null,
      body: text,
      bodyStartLine: 1,
      problems: [problem('no-frontmatter', file, 1, 1, 'file does not start with a `---` frontmatter line')],
    };
  }
  // Find the closing fence, tracking line numbers.
  let line = 2;
  let pos = firstBreak + 1;
  while (firstBreak !== -1 && pos <= text.length) {
    const next = text.indexOf('\n', pos);
    if (isFenceLine(text, pos, next === -1 ? text.length : next)) {
      // Its own copy: the parsed values are slices of it, and must not pin the whole file (text.ts).
      const raw = detach(text.slice(firstBreak + 1, pos));
      return frontmatterBlock(raw, utf8Length(raw), line, next === -1 ? '' : text.slice(next + 1), file);
    }
    if (next === -1) break;
    pos = next + 1;
    line++;
  }
  return {
    frontmatter: null,
    body: text,
    bodyStartLine: 1,
    problems: [
      problem(
        'unterminated-frontmatter',
        file,
        1,
        1,
        'frontmatter opened with `---` on line 1 is never closed by a `---` line',
      ),
    ],
  };
}

/**
 * The split of a file whose frontmatter `raw` (`size` UTF-8 bytes, a string of its own: the parsed
 * values are slices of it) was closed by the fence on line `closeLine`, with `body` after it. For
 * `splitFrontmatter`, and for a frontmatter-only read that found the fences in the bytes
 * (read.ts), which decodes the block alone.
 */
export function frontmatterBlock(
  raw: string,
  size: number,
  closeLine: number,
  body: string,
  file: string,
): SplitResult {
  if (size > MAX_FRONTMATTER_BYTES) {
    return {
      frontmatter: { raw, data: null, startLine: 1, endLine: closeLine, keyLines: {} },
      body,
      bodyStartLine: closeLine + 1,
      problems: [
        problem(
          'frontmatter-too-large',
          file,
          1,
          1,
          `frontmatter is ${size} bytes, over the ${MAX_FRONTMATTER_BYTES / 1024} KiB limit: not parsed`,
          { bytes: size, max: MAX_FRONTMATTER_BYTES },
        ),
      ],
    };
  }
  const parsed = parseYaml(raw, file, 2);
  return {
    frontmatter: { raw, data: parsed.data, startLine: 1, endLine: closeLine, keyLines: parsed.keyLines },
    body,
    bodyStartLine: closeLine + 1,
    problems: parsed.problems,
  };
}

export interface ParsedYaml {
  data: Record<string, unknown> | null;
  keyLines: Record<string, number>;
  problems: LoadProblem[];
}

/**
 * The frontmatter block parsed: by the simple-shape reader when the block has that shape
 * (frontmatter-simple.ts), else by `yaml`. `simple` false always uses `yaml` (for the
 * differential test).
 */
export function parseYaml(raw: string, file: string, firstLine: number, simple = true): ParsedYaml {
  const fast = simple ? parseSimpleFrontmatter(raw, firstLine) : null;
  if (fast !== null) return { data: fast.data, keyLines: fast.keyLines, problems: [] };
  const { LineCounter, parseDocument, isMap, isScalar } = yaml();
  const lineCounter = new LineCounter();
  // logLevel 'error': yaml would otherwise print a Node process warning on our stderr for a
  // collection used as a key (`? [a, b]: v`), a stray line no finding explains.
  const doc = parseDocument(raw, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    strict: true,
    logLevel: 'error',
  });
  // yaml reports columns in UTF-16 units; diagnostics (and SARIF's columnKind) use code points.
  const at = (offset: number): { line: number; column: number } => {
    const lp = lineCounter.linePos(offset);
    const lineStart = offset - (lp.col - 1);
    return { line: lp.line + firstLine - 1, column: codePointLength(raw.slice(lineStart, offset)) + 1 };
  };
  if (doc.errors.length > 0) {
    const err = doc.errors[0]!;
    const { line, column } = at(errorOffset(doc, err.code, err.pos[0]));
    const message = err.message.split('\n')[0] ?? err.message;
    return {
      data: null,
      keyLines: {},
      problems: [
        problem('yaml-error', file, line, column, `invalid YAML in frontmatter: ${message}`, { yamlCode: err.code }),
      ],
    };
  }
  const keyLines: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const item of doc.contents.items) {
      const key = item.key;
      if (isScalar(key) && key.range) keyLines[String(key.value)] = at(key.range[0]).line;
    }
  }
  let value: unknown;
  try {
    // An alias bomb (billion laughs) must become a diagnostic, not a hang or a crash.
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    return {
      data: null,
      keyLines,
      problems: [problem('yaml-error', file, firstLine, 1, `invalid YAML in frontmatter: ${(err as Error).message}`)],
    };
  }
  if (value === null || value === undefined) {
    // An empty block is a mapping with no keys, not a type error.
    return { data: {}, keyLines, problems: [] };
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    const kind = Array.isArray(value) ? 'a list' : `a ${typeof value}`;
    return {
      data: null,
      keyLines,
      problems: [
        problem(
          'frontmatter-not-mapping',
          file,
          firstLine,
          1,
          `frontmatter is ${kind}, not a mapping of \`key: value\` fields`,
        ),
      ],
    };
  }
  return { data: flatStrings(value) as Record<string, unknown>, keyLines, problems: [] };
}

/**
 * The parsed values with every string flat. yaml builds a quoted scalar a character at a time,
 * and V8 keeps `s += c` as a chain of concatenation nodes (32 bytes each): a 500-character
 * description held ~280 nodes, 89 MB of a 10,000-skill catalog's 110 MB heap (heap snapshot).
 * One flat copy per string is a few hundred bytes. Depth is bounded by the 64 KiB block.
 */
function flatStrings(v: unknown, seen: Set<object> = new Set()): unknown {
  if (typeof v === 'string') return detach(v);
  if (v === null || typeof v !== 'object' || v instanceof Date || v instanceof Uint8Array || seen.has(v)) return v;
  seen.add(v); // an anchor can make the value refer to itself
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = flatStrings(v[i], seen);
  } else {
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) o[k] = flatStrings(o[k], seen);
  }
  return v;
}

/**
 * Where to point for a YAML error. For a quote never closed, the parser stops at the end of the
 * block (the closing fence); the quote that opened the value is what the author must fix.
 */
function errorOffset(doc: Document, code: string, offset: number): number {
  if (code !== 'MISSING_CHAR') return offset;
  let start = offset;
  yaml().visit(doc, {
    Scalar(_, node) {
      if (
        (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
        node.range &&
        node.range[0] < offset &&
        node.range[1] >= offset
      )
        start = node.range[0];
    },
  });
  return start;
}

export function problem(
  kind: LoadProblem['kind'],
  file: string,
  line: number,
  column: number,
  message: string,
  data?: Record<string, unknown>,
): LoadProblem {
  return data === undefined ? { kind, file, line, column, message } : { kind, file, line, column, message, data };
}
