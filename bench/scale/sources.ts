/**
 * The real text the scale generator (bench/scale/gen.ts) recombines: the repository's own fixture
 * skills (frontmatter, bodies, resources) and the markdown that ships in node_modules (READMEs and
 * docs of our pinned dependencies, cut into sections at their headings). Nothing is made up: a
 * generated skill is a fixture skill plus sections and sentences of real documentation, so
 * tokenisation, routing terms and rule findings behave the way they do on real directories.
 *
 * Everything is read and sorted deterministically, so the same repository state and seed give the
 * same tree. The sources change only when fixtures or the lockfile do.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { splitFrontmatter } from '../../src/skills/frontmatter.js';

/** A fixture skill usable as a template: it parses cleanly and has a real description. */
export interface Template {
  readonly name: string;
  readonly description: string;
  /** Frontmatter lines other than name/description (license, metadata…), kept as written. */
  readonly extraFrontmatter: string;
  readonly body: string;
  /** Resources of the fixture folder: path relative to the skill → absolute source file. */
  readonly resources: readonly { readonly rel: string; readonly abs: string }[];
}

/** One `##`-level section of a dependency's markdown. */
export interface DocSection {
  /** The package (folder under node_modules) it comes from, e.g. `picomatch` or `@scope/x`. */
  readonly pkg: string;
  readonly heading: string;
  /** Markdown with relative links and images reduced to their text (no broken-link findings). */
  readonly text: string;
  /** Its first prose sentences, plain (no markdown, no angle brackets), for descriptions. */
  readonly sentences: readonly string[];
}

export interface ScaleSources {
  readonly templates: readonly Template[];
  readonly sections: readonly DocSection[];
  /** Whole dependency docs (absolute paths) used as `references/*.md` files, hard-linked. */
  readonly referenceDocs: readonly { readonly pkg: string; readonly abs: string; readonly bytes: number }[];
}

const SKIP_DOC =
  /(^|\/)(license|licence|changelog|history|security|contributing|code_of_conduct|funding|authors)[^/]*\.md$/i;

/** Files under `dir`, recursively, sorted; follows the node_modules symlink of a worktree. */
function listFiles(dir: string, keep: (rel: string) => boolean, rel = ''): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(path.join(dir, rel)).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    const r = rel === '' ? name : `${rel}/${name}`;
    let st;
    try {
      st = statSync(path.join(dir, r));
    } catch {
      continue;
    }
    if (st.isDirectory()) out.push(...listFiles(dir, keep, r));
    else if (st.isFile() && keep(r)) out.push(r);
  }
  return out;
}

/** Fixture skills with a string name and a description of at least 40 characters and no parse problem. */
function loadTemplates(repo: string): Template[] {
  const roots = ['fixtures/skills', 'fixtures/corpus', 'fixtures/check/clean'];
  const out: Template[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    const abs = path.join(repo, root);
    for (const rel of listFiles(abs, (r) => r.endsWith('/SKILL.md') || r === 'SKILL.md')) {
      const dir = path.dirname(path.join(abs, rel));
      const source = readFileSync(path.join(abs, rel), 'utf8');
      const split = splitFrontmatter(source, rel);
      const data = split.frontmatter?.data;
      if (split.problems.length > 0 || !data) continue;
      const name = data['name'];
      const description = data['description'];
      if (typeof name !== 'string' || typeof description !== 'string' || description.length < 40) continue;
      if (seen.has(name)) continue;
      seen.add(name);
      const extra = split
        .frontmatter!.raw.split('\n')
        .filter(
          (line, i, lines) =>
            !/^(name|description):/.test(line) &&
            !(/^\s/.test(line) && isContinuationOf(lines, i, ['name', 'description'])),
        )
        .join('\n')
        .trim();
      const resources = listFiles(dir, (r) => r !== 'SKILL.md' && !r.includes('SKILL.md')).map((r) => ({
        rel: r,
        abs: path.join(dir, r),
      }));
      out.push({
        name: name.toLowerCase(),
        description: description.replace(/\s+/g, ' ').trim(),
        extraFrontmatter: extra,
        body: split.body,
        resources,
      });
    }
  }
  return out;
}

/** True when line i is an indented continuation of one of `keys` (a folded description). */
function isContinuationOf(lines: readonly string[], i: number, keys: readonly string[]): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const line = lines[j]!;
    if (/^\s/.test(line) || line === '') continue;
    return keys.some((k) => line.startsWith(`${k}:`));
  }
  return false;
}

/** Relative links and images become their text; HTML lines and badges go. */
function cleanMarkdown(md: string): string {
  return md
    .split('\n')
    .filter((line) => !/^\s*<\/?[a-zA-Z][^>]*>\s*$/.test(line) && !/^\s*\[!\[/.test(line) && !/^\s*!\[/.test(line))
    .join('\n')
    .replace(/!\[([^\]]*)\]\((?!https?:)[^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?!https?:)[^)]*\)/g, '$1')
    .replace(/\n{3,}/g, '\n\n');
}

/** A split after `e.g.` or `etc.` is not a sentence end. */
const ABBREVIATION_END = /\b(e\.?g|i\.?e|etc|vs|cf)\.$/i;

/** Plain prose sentences of a section: outside code fences, not headings/lists/tables, markdown stripped. */
function proseSentences(text: string): string[] {
  const out: string[] = [];
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence || /^\s*([#|>*\-+]|\d+\.|```)/.test(line) || line.trim().length < 30) continue;
    const plain = line
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/[<>*_]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    for (const s of plain.split(/(?<=[.!?])\s+/))
      if (s.length >= 30 && s.length <= 240 && /^[A-Z]/.test(s) && /[.!?]$/.test(s) && !ABBREVIATION_END.test(s))
        out.push(s);
    if (out.length >= 4) break;
  }
  return out;
}

function packageOf(rel: string): string {
  const parts = rel.split('/');
  const i = parts.lastIndexOf('node_modules');
  const at = i >= 0 ? i + 1 : 0;
  return parts[at]!.startsWith('@') ? `${parts[at]}/${parts[at + 1]}` : parts[at]!;
}

/** `##` (or `###`) sections between 300 and 8,000 characters with at least one prose sentence. */
function loadSections(repo: string): { sections: DocSection[]; docs: ScaleSources['referenceDocs'] } {
  const nm = path.join(repo, 'node_modules');
  const files = listFiles(nm, (r) => /\.md$/i.test(r) && !SKIP_DOC.test(r));
  const sections: DocSection[] = [];
  const docs: { pkg: string; abs: string; bytes: number }[] = [];
  const seenText = new Set<string>();
  for (const rel of files) {
    const abs = path.join(nm, rel);
    const raw = readFileSync(abs, 'utf8');
    if (raw.length < 2000 || raw.includes('\u0000')) continue;
    const pkg = packageOf(rel);
    docs.push({ pkg, abs, bytes: Buffer.byteLength(raw) });
    const md = cleanMarkdown(raw.replace(/\r\n/g, '\n'));
    const parts = md.split(/\n(?=#{2,3} )/);
    for (const part of parts) {
      const m = /^#{2,3} +(.+)/.exec(part);
      if (!m || part.length < 300 || part.length > 8000 || seenText.has(part)) continue;
      const sentences = proseSentences(part);
      if (sentences.length === 0) continue;
      seenText.add(part);
      const heading = m[1]!
        .replace(/<[^>]*>/g, '')
        .replace(/[`*_<>[\]()#]/g, '')
        .trim();
      if (heading === '') continue;
      sections.push({ pkg, heading, text: part.slice(m[0].length).trim(), sentences });
    }
  }
  return { sections, docs };
}

/** Reads every source once; `repo` is the repository root (the one holding fixtures/ and node_modules/). */
export function loadScaleSources(repo: string): ScaleSources {
  const templates = loadTemplates(repo);
  const { sections, docs } = loadSections(repo);
  if (templates.length === 0 || sections.length === 0)
    throw new Error(`no real text found under ${repo} (fixtures/ and node_modules/ needed)`);
  return { templates, sections, referenceDocs: docs };
}
