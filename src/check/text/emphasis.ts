/**
 * The emphasis weights SK411 reads from a markdown body: per seed term, a weight for every
 * occurrence — `plain` anywhere, plus `heading` inside an ATX heading, `bold` inside `**…**` or
 * `__…__`, `trigger` inside a sentence holding a "use this when …" clause. Fenced code, host
 * placeholders, link targets and URLs are not words of the skill and are dropped first.
 *
 * The body is tokenised ONCE: every term of a heading, a bold span or a trigger sentence is also a
 * term of the whole text at the same place (no term crosses the edge of such a region: a heading
 * text starts after whitespace and ends at the line end, bold text sits between `*` or `_`, a
 * sentence ends after punctuation or at a line break), so each region adds its weight to the
 * terms whose offsets fall inside it instead of tokenising its text again. Regions are found
 * where they can be: a line is a heading only if a `#` is among its first four characters, bold
 * needs `**` or `__` somewhere, a fence needs a backtick or tilde among a line's first four.
 *
 * Measured on the 10k generated tree (bench/scale): the per-region re-tokenisation, the
 * lower-cased copies and the line splits cost ~1.2 s of `check`; this pass does the same work in
 * a fraction of it. test/check/emphasis.test.ts compares it with the straightforward version
 * (tokenise each region's text) over every fixture body, the generated trees and random text.
 */
import { countBelow } from '../../base/arrays.js';
import { PLUGIN_ROOT_PLACEHOLDERS, SKILL_DIR_PLACEHOLDERS } from '../../skills/link-patterns.js';
import { sentenceEnds } from '../../base/sentences.js';
import { TermSums } from './term-table.js';
import { SeedTermTable } from '../../route/analyzers/seed-table.js';
import { triggerOffsets, triggerOffsetsAt, triggerStartTag } from './triggers.js';

/** Weight per occurrence of a term in each kind of region. */
export interface EmphasisWeights {
  readonly trigger: number;
  readonly heading: number;
  readonly bold: number;
  readonly plain: number;
}

const FENCE_LINE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;
const BOLD = /\*\*([^*\n]+)\*\*|__([^_\n]+)__/g;

/** Host placeholders (`{baseDir}`, `${CLAUDE_SKILL_DIR}` …) are path syntax, not words of the skill. */
const PLACEHOLDERS = new RegExp(
  [...SKILL_DIR_PLACEHOLDERS, ...PLUGIN_ROOT_PLACEHOLDERS]
    .map((p) => p.replace(/[$^{}()[\]\\.*+?|]/g, '\\$&'))
    .join('|'),
  'g',
);

/** True when one of the line's first four characters is a backtick or tilde (a fence needs one there). */
function mayBeFence(text: string, lineStart: number, lineEnd: number): boolean {
  for (let i = lineStart; i < lineEnd && i < lineStart + 4; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x60 || c === 0x7e) return true;
  }
  return false;
}

/**
 * `body` with every line of a fenced block (fence lines included) emptied; the line breaks stay,
 * so offsets of the lines after a fence shift but line numbers do not.
 */
export function stripFences(body: string): string {
  if (!body.includes('```') && !body.includes('~~~')) return body;
  const parts: string[] = [];
  let copied = 0;
  let inFence = false;
  for (let start = 0; start <= body.length; ) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    let blank = inFence;
    if (mayBeFence(body, start, end) && FENCE_LINE.test(body.slice(start, end))) {
      inFence = !inFence;
      blank = true;
    }
    if (blank && end > start) {
      parts.push(body.slice(copied, start));
      copied = end;
    }
    start = end + 1;
  }
  return copied === 0 ? body : parts.join('') + body.slice(copied);
}

/**
 * Where a link points is not what the body says: `[§4.2](resources/PATTERNS.md#42-chain-halt)` in
 * a heading made "resources", "chain" and "halt" heading terms, and a bare URL gave "arxiv",
 * "org" and "abs". Link targets (the text in the brackets stays) and URLs are dropped first.
 */
const LINK_TARGET = /\]\([^)\n]*\)/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)>\]]*/gi;

/** The patterns the text is cleaned with, for the reference implementation in the tests. */
export const EMPHASIS_CLEANUP = { PLACEHOLDERS, LINK_TARGET, URL } as const;

/**
 * The body's words only: placeholders and URLs become a space, link targets go. Each replace runs
 * only when the text holds what every match must contain (`$` or `{baseDir}`, `](`, `://`).
 */
function cleaned(text: string): string {
  let out = text.includes('$') || text.includes('{baseDir}') ? text.replace(PLACEHOLDERS, ' ') : text;
  if (out.includes('](')) out = withoutLinkTargets(out);
  return out.includes('://') ? withoutUrls(out) : out;
}

/**
 * `text.replace(LINK_TARGET, ']')` in one pass. The regex, tried at every `](`, scanned to the end
 * of the line each time it found no `)` — quadratic on a line of `](` without one (`[a](` ×
 * 100,000 kept `check` busy for minutes). Here a `](` with no `)` before the line ends tells that
 * no later `](` on the line has one either, so the scan goes on from the line's end.
 */
function withoutLinkTargets(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let at = text.indexOf(']('); at !== -1; ) {
    let j = at + 2;
    while (j < text.length && text.charCodeAt(j) !== 0x29 && text.charCodeAt(j) !== 0x0a) j++;
    if (j < text.length && text.charCodeAt(j) === 0x29) {
      parts.push(text.slice(copied, at), ']');
      copied = j + 1;
    }
    at = text.indexOf('](', j);
  }
  return copied === 0 ? text : parts.join('') + text.slice(copied);
}

/** A character of a URL scheme (`[a-z0-9+.-]` under the `i` flag). */
function isSchemeChar(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x2b || c === 0x2e || c === 0x2d
  );
}

/** A character `\b` counts as a word character: `[A-Za-z0-9_]`. */
function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
}

/** URL, tried at one position. */
const URL_AT = new RegExp(URL.source, 'iy');

/**
 * `text.replace(URL, ' ')`, with the regex tried only where a match can begin: every match holds
 * `://` right after a run of scheme characters, so the leftmost match that ends its scheme at the
 * next `://` starts at the first letter of that run at a word boundary (the rest of the run and
 * the `://` then match). A run with no such letter (`1://`, ` ://`) holds no match: the scan goes
 * on to the next `://`. Not exec from the run's start: with no match there it searched on through
 * the rest of the text from every word, quadratic on `1://` before a long `a.a.a…`. The plain
 * replace tried a match at every word of the body (~0.2 s of `check` at 10k skills).
 */
export function withoutUrls(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let sep = text.indexOf('://'); sep !== -1; ) {
    let from = sep;
    while (from > copied && isSchemeChar(text.charCodeAt(from - 1))) from--;
    let start = from;
    while (
      start < sep &&
      !(isLetter(text.charCodeAt(start)) && (start === 0 || !isWordChar(text.charCodeAt(start - 1))))
    )
      start++;
    URL_AT.lastIndex = start;
    const url = start < sep ? URL_AT.exec(text) : null;
    if (url === null) {
      sep = text.indexOf('://', sep + 1);
      continue;
    }
    parts.push(text.slice(copied, start), ' ');
    copied = start + url[0].length;
    sep = text.indexOf('://', copied);
  }
  return copied === 0 ? text : parts.join('') + text.slice(copied);
}

/** An ASCII letter (`[a-z]` under the `i` flag). */
function isLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

export function emphasisWeights(body: string, weightOf: EmphasisWeights): Map<string, number> {
  const table = new SeedTermTable(triggerStartTag);
  const sums = new TermSums();
  emphasisSums(body, weightOf, table, sums);
  const weights = new Map<string, number>();
  for (const id of sums.touched) weights.set(table.terms[id] ?? '', sums.get(id));
  return weights;
}

/**
 * The same weights as ids of `table` into `sums` (reset first): `sums.touched` lists the body's
 * terms in order of first occurrence. SK411 keeps one table and one `sums` for the whole run;
 * the table must tag terms with `triggerStartTag`.
 */
export function emphasisSums(body: string, weightOf: EmphasisWeights, table: SeedTermTable, sums: TermSums): void {
  sums.reset();
  const text = cleaned(stripFences(body));
  const ids: number[] = [];
  const starts: number[] = [];
  // Where a trigger clause may start (triggers.ts), found by the same pass over the words.
  const triggerStarts: number[] = [];
  const triggerTags: number[] = [];
  const sawSpecial = table.scan(
    text,
    (id, start) => {
      ids.push(id);
      starts.push(start);
      sums.add(id, weightOf.plain);
    },
    (start, tag) => {
      triggerStarts.push(start);
      triggerTags.push(tag);
    },
  );
  if (ids.length === 0) return;
  /** Adds `weight` to every term that starts in [from, to). */
  const addRange = (from: number, to: number, weight: number): void => {
    for (let k = countBelow(starts, from); k < starts.length && (starts[k] ?? 0) < to; k++)
      sums.add(ids[k] ?? 0, weight);
  };
  // Headings: only a line whose first `#` is among its first four characters can be one.
  for (let hash = text.indexOf('#'); hash !== -1; ) {
    const lineStart = text.lastIndexOf('\n', hash - 1) + 1;
    let lineEnd = text.indexOf('\n', hash);
    if (lineEnd === -1) lineEnd = text.length;
    if (hash - lineStart <= 3) {
      const heading = HEADING.exec(text.slice(lineStart, lineEnd));
      // The heading text runs to the end of the line.
      if (heading) addRange(lineEnd - (heading[1] ?? '').length, lineEnd, weightOf.heading);
    }
    hash = text.indexOf('#', lineEnd + 1);
  }
  // Bold: a match never holds a line break, so one scan of the text finds what a scan per line does.
  if (text.includes('**') || text.includes('__')) {
    for (const bold of text.matchAll(BOLD)) {
      const inner = bold[1] ?? bold[2] ?? '';
      const from = (bold.index ?? 0) + 2;
      addRange(from, from + inner.length, weightOf.bold);
    }
  }
  // Trigger clauses found in whole-text scans, then each sentence holding one counted once; the
  // sentence ends are looked for only in a body that has a trigger clause.
  // A Kelvin sign or dotted I inside a word hides a word start from the scan's runs (the regex's
  // word boundary sees one there): such a rare text takes the full scans.
  const triggers = sawSpecial ? triggerOffsets(text) : triggerOffsetsAt(text, triggerStarts, triggerTags);
  if (triggers.length === 0) return;
  const ends = sentenceEnds(text);
  let e = 0;
  let lastEnd = -1;
  for (const at of triggers) {
    while (e < ends.length && (ends[e] ?? 0) <= at) e++;
    const end = ends[e] ?? text.length;
    if (end === lastEnd) continue;
    addRange(e > 0 ? (ends[e - 1] ?? 0) : 0, end, weightOf.trigger);
    lastEnd = end;
  }
}
