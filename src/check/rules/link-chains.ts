/**
 * SK212's measure: how many reference documents the model must pass through to reach one.
 * "Keep references one level deep from SKILL.md" (the spec's best practices) is about chains —
 * SKILL.md → a.md → b.md, where a model that reads a.md only in part never learns of b.md — not
 * about folders: `references/api/v2/auth.md` linked straight from SKILL.md is one level deep.
 *
 * A document is "mentioned" by SKILL.md when the body names it at all (a link, a definition, a
 * path in backticks, instructed or not), or names a folder it is in (`references/schemas/`, or a
 * pattern such as `references/schemas/<name>.md`): the model then knows it exists. From each mentioned
 * document its links are followed (breadth first, so each document gets its shortest chain);
 * a document first reached through another document is reported once, on the line that links it.
 *
 * Only a link past the first PREVIEW_LINES lines of its document counts: Anthropic's skill
 * authoring best practices ("Avoid deeply nested references") say that for a nested reference
 * Claude "might use commands like `head -100` to preview content rather than reading entire
 * files". A link inside that preview is seen by any partial read (a router page that opens with
 * "follow [setup](setup.md)", a table of links at the top of a page), so its target is found.
 */
import { classifyResource } from '../../skills/classify.js';
import type { Resource, Skill } from '../../skills/model.js';
import { findReferences, type BodyReference } from '../text/links.js';
import type { RawFinding } from '../types.js';
import { finding } from './rule.js';

/** Documents followed per skill at most (a guard against generated trees of thousands of pages). Default 500. */
const CHAIN_MAX_DOCUMENTS = 500;

/** A file the model reads: a document by its extension (markdown, text, HTML, PDF …) outside `scripts/`. */
function isDocument(path: string): boolean {
  return (
    classifyResource(path.slice(path.lastIndexOf('/') + 1)) === 'references' && classifyResource(path) !== 'scripts'
  );
}

/** `target` relative to the folder `from` (both inside the skill), normalised; null when it leaves the skill or is absolute. */
function joinInSkill(from: string, target: string): string | null {
  if (target.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(target)) return null;
  const parts = from === '' ? [] : from.split('/');
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return null;
  }
  return parts.join('/');
}

const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/**
 * The skill document a reference names, or null: inside a document a link is relative to that
 * document's folder (markdown's rule), but authors often write skill-root paths there too
 * ("see `references/b.md`" from references/a.md), so the root is tried second.
 */
function targetDocument(ref: BodyReference, fromFolder: string, docs: ReadonlyMap<string, Resource>): string | null {
  if (ref.base !== 'skill') return null;
  for (const base of fromFolder === '' ? [''] : [fromFolder, '']) {
    const path = joinInSkill(base, ref.path);
    if (path !== null && docs.has(path)) return path;
  }
  return null;
}

/**
 * The skill folder a folder link names (`[the plugins](plugins/)`, written with its trailing `/`),
 * as a key of `underFolder`, or null. Relative to the linking document's folder first, then the
 * skill root, as `targetDocument` does.
 */
function targetFolder(
  ref: BodyReference,
  fromFolder: string,
  underFolder: ReadonlyMap<string, readonly string[]>,
): string | null {
  if (ref.base !== 'skill' || !ref.path.endsWith('/')) return null;
  for (const base of fromFolder === '' ? [''] : [fromFolder, '']) {
    const folder = joinInSkill(base, ref.path);
    if (folder !== null && folder !== '' && underFolder.has(folder)) return folder;
  }
  return null;
}

/** Every folder that holds a document, with the documents under it at any depth (built once per skill). */
function documentsByFolder(docs: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const doc of docs) {
    for (let folder = folderOf(doc); folder !== ''; folder = folderOf(folder)) {
      const list = out.get(folder);
      if (list === undefined) out.set(folder, [doc]);
      else list.push(doc);
    }
  }
  return out;
}

/**
 * Folders SKILL.md names as a whole, each with a trailing `/`: a folder link or path
 * (`[the schemas](references/schemas/)`), or the fixed folder of a pattern the scanner cut short
 * (`references/operations/<operation>.md` → `references/operations/`). Every document under one is
 * named: the model lists the folder, or fills in the pattern, and finds it there.
 */
function namedFolders(bodyRefs: readonly BodyReference[]): string[] {
  const out: string[] = [];
  for (const ref of bodyRefs) {
    if (ref.base !== 'skill' || !ref.path.endsWith('/')) continue;
    const folder = joinInSkill('', ref.path);
    if (folder !== null && folder !== '') out.push(`${folder}/`);
  }
  return out;
}

/** Documents an index links to are meant to be picked from it: `INDEX.md`, `README.md`, `toc.md`, `SUMMARY.md`, `contents.md`. */
const INDEX_NAME = /(?:^|\/)(?:index|readme|toc|contents|table-of-contents|summary)\.(?:md|markdown|mdx|txt)$/i;

/** Share of a document's text lines that must hold a link for it to be a list of links (an index). Default 0.6. */
const INDEX_LINK_SHARE = 0.6;

/** Fewest lines with a link a page needs to count as a list of links. Default 5. */
const INDEX_MIN_LINK_LINES = 5;

/** A table's delimiter row: `| --- | :---: |`, `---|---`. */
const TABLE_DELIMITER = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?$/;

/** Markup that is no line of text: a code fence, an HTML comment on a line of its own, a blockquote's empty `>`. */
const MARKUP_LINE = /^(?:```|~~~|<!--.*-->$|>$)/;

/**
 * Lines of a document that count against its links when asking whether it is a list of them:
 * its lines of text, not the markup around them. Left out, like blank lines: headings, and a
 * table's header and delimiter rows (the header labels the column as a heading labels a section),
 * code fences, HTML comments and empty blockquote lines. Counting those, a router made of small
 * "task | read this" tables read as mostly not links: a table of two link rows was half markup.
 * Lines inside code blocks are text (the model reads them) and count.
 */
function textLines(text: string): number {
  const lines = text.split('\n').map((l) => l.trim());
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' || line.startsWith('#') || MARKUP_LINE.test(line) || TABLE_DELIMITER.test(line)) continue;
    if (line.includes('|') && TABLE_DELIMITER.test(lines[i + 1] ?? '')) continue; // a table's header row
    count++;
  }
  return count;
}

/** True when a document is an index: named so, or a page of at least INDEX_MIN_LINK_LINES lines that mostly link somewhere. */
function isIndex(relPath: string, text: string, links: readonly BodyReference[]): boolean {
  if (INDEX_NAME.test(relPath)) return true;
  const linkLines = new Set(links.map((l) => l.line)).size;
  if (linkLines < INDEX_MIN_LINK_LINES) return false;
  return linkLines >= INDEX_LINK_SHARE * textLines(text);
}

/**
 * Lines of a document a partial read still sees: the `head -100` preview of the best practices
 * quoted above. A link on a line up to this one is followed (its target is reached) but never
 * reported. Default 100.
 */
const PREVIEW_LINES = 100;

/** Examples of documents named in an SK212 message and `data.documents`. Default 5. */
const CHAIN_EXAMPLES = 5;

/**
 * SK212 for a skill with documents reached only through another document: one finding, on the
 * first link of such a chain, with how many documents, through which, and the deepest chain.
 * `bodyRefs` are the body's references. Chains through an index (INDEX.md, a page of links)
 * are how large reference sets are meant to be browsed, and links a `head -100` preview shows
 * are seen: neither is counted.
 */
export function chainFindings(skill: Skill, bodyRefs: readonly BodyReference[]): RawFinding[] {
  const docs = new Map<string, Resource>();
  for (const r of skill.resources) if (r.text !== null && isDocument(r.relPath)) docs.set(r.relPath, r);
  if (docs.size < 2) return [];
  // relPath → the chain that reached it first (SKILL.md excluded).
  const chains = new Map<string, readonly string[]>();
  const queue: string[] = [];
  const mention = (doc: string): void => {
    if (chains.has(doc)) return;
    chains.set(doc, [doc]);
    queue.push(doc);
  };
  const folders = namedFolders(bodyRefs);
  for (const ref of bodyRefs) {
    const doc = targetDocument(ref, '', docs);
    if (doc !== null) mention(doc);
  }
  if (folders.length > 0) for (const doc of docs.keys()) if (folders.some((f) => doc.startsWith(f))) mention(doc);
  const reached: {
    readonly doc: string;
    readonly via: Resource;
    readonly ref: BodyReference;
    readonly chain: readonly string[];
  }[] = [];
  let underFolder: Map<string, string[]> | undefined; // built on the first folder link met
  for (let next = 0; next < queue.length && next < CHAIN_MAX_DOCUMENTS; next++) {
    const from = queue[next]!;
    const via = docs.get(from)!;
    const chain = chains.get(from)!;
    const links = findReferences(via.text ?? '').filter((ref) => ref.explicit); // a bare path in backticks is no pointer to follow
    const index = isIndex(from, via.text ?? '', links);
    for (const ref of links) {
      const doc = targetDocument(ref, folderOf(from), docs);
      if (doc !== null) {
        if (chains.has(doc)) continue;
        chains.set(doc, [...chain, doc]);
        queue.push(doc);
        if (!index && ref.line > PREVIEW_LINES) reached.push({ doc, via, ref, chain: [...chain, doc] });
        continue;
      }
      // A folder link (`[the plugins](plugins/)`) names every document under it, as it does in
      // SKILL.md: the model lists the folder and finds them. They are reached — a later page that
      // links one is no chain to it — but a folder link is never the one reported: it points at no
      // document, and the pages under it are the folder's to introduce.
      const folder = targetFolder(ref, folderOf(from), (underFolder ??= documentsByFolder(docs.keys())));
      for (const found of folder === null ? [] : (underFolder.get(folder) ?? [])) {
        if (chains.has(found)) continue;
        chains.set(found, [...chain, found]);
        queue.push(found);
      }
    }
  }
  const [first] = reached;
  if (first === undefined) return [];
  const deepest = reached.reduce((a, b) => (b.chain.length > a.chain.length ? b : a));
  const vias = [...new Set(reached.map((r) => r.via.relPath))];
  const count = reached.length;
  const examples = reached.slice(0, CHAIN_EXAMPLES).map((r) => r.doc);
  const lead = count === 1 ? `'${first.ref.target}' is` : `${count} reference documents are`;
  return [
    finding(
      'SK212',
      first.via.path,
      first.ref.line,
      first.ref.column,
      `${lead} reached only through other documents, never named in SKILL.md (${['SKILL.md', ...deepest.chain].join(' → ')}): a model that reads ${first.via.relPath} in part never finds ${count === 1 ? 'it' : 'them'}`,
      {
        target: first.ref.target,
        documents: examples,
        count,
        via: vias,
        chain: ['SKILL.md', ...deepest.chain],
        depth: deepest.chain.length,
      },
    ),
  ];
}
