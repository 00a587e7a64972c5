/**
 * The documentation as a reader meets it: a README that fits on a few screens, a page per command
 * with its options between the markers the options generator fills, relative links that resolve
 * (on GitHub and in the npm tarball alike), and user-facing text that names what a thing is rather
 * than the document it came from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { docFiles } from './samples.js';

const read = (rel: string): string => readFileSync(path.join(REPO_ROOT, rel), 'utf8');

/** README size limit, bytes: the reference lives in docs/, the README only introduces. */
const README_MAX_BYTES = 15_000;

/** GitHub's heading anchor: lower-case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Anchors of a markdown file: its headings outside code fences, numbered as GitHub numbers repeats. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1] as string;
      else if (line.trim() === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const h = /^#{1,6} (.*)$/.exec(line);
    if (!h) continue;
    const base = slug(h[1] as string);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Markdown links and images outside code fences and code spans: [text](target). */
function links(text: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1] as string;
      else if (line.trim() === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g))
      out.push({ target: m[1] as string, line: i + 1 });
  });
  return out;
}

/** The commands of `skillscope --help`, as their docs pages are named. */
async function commands(): Promise<string[]> {
  const { stdout } = await runCli(['--help']);
  const names = new Set<string>();
  for (const m of stdout.matchAll(/^ {2}([a-z]+(?:\|[a-z]+)?)(?: |$)/gm))
    for (const n of (m[1] as string).split('|')) names.add(n);
  return [...names];
}

describe('docs', () => {
  it(`README.md is at most ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('every command has a page with its options between the generator markers, linked from the README table', async () => {
    const names = await commands();
    expect(names).toEqual(
      expect.arrayContaining(['tokens', 'audit', 'check', 'route', 'bench', 'catalog', 'mcp', 'enable', 'disable']),
    );
    const readme = read('README.md');
    for (const name of names) {
      const page = `docs/commands/${name}.md`;
      expect(existsSync(path.join(REPO_ROOT, page)), page).toBe(true);
      const text = read(page);
      expect(text.startsWith(`# \`skillscope ${name}\``), page).toBe(true);
      const begin = text.indexOf('<!-- options:begin -->');
      const end = text.indexOf('<!-- options:end -->');
      expect(begin, `${page}: options markers`).toBeGreaterThan(0);
      expect(end, `${page}: options markers`).toBeGreaterThan(begin);
      expect(text.slice(begin, end), `${page}: an options list`).toMatch(/--help/);
      expect(readme, `README links ${page}`).toContain(`](${page})`);
    }
  });

  it('the README and the check page state the number of rules check runs', async () => {
    const { stdout } = await runCli(['rules', '--json']);
    const count = (JSON.parse(stdout) as { rules: unknown[] }).rules.length;
    expect(read('README.md')).toContain(`runs ${count} rules`);
    expect(read('docs/commands/check.md')).toContain(`${count} rules, each with a stable code`);
  });

  it('docs/api.md names only what the package root exports', () => {
    // Named on the page but not runtime exports, each said so there: a type, the MCP server
    // (kept out of the root so library users do not load the SDK), the CLI's own error, a builtin.
    const notExports = new Set(['LoadNeeds', 'CheckDirsAdapters', 'CostReport', 'createSkillServer', 'TypeError']);
    const text = read('docs/api.md');
    const named = [...new Set([...text.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)(?:\(|`|\/)/g)].map((m) => m[1] as string))];
    const identifiers = named.filter(
      (n) => /^[a-z]+[A-Z]|^[A-Z][A-Z0-9_]+$|^[A-Z][a-z]+[A-Z]/.test(n) && !notExports.has(n),
    );
    expect(identifiers.length).toBeGreaterThan(40);
    expect(identifiers.filter((n) => !(n in api))).toEqual([]);
  });

  it('every relative link and anchor resolves', () => {
    const broken: string[] = [];
    for (const file of docFiles(REPO_ROOT)) {
      for (const { target, line } of links(read(file))) {
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [rel, anchor] = target.split('#') as [string, string | undefined];
        const dest = rel === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel));
        const abs = path.join(REPO_ROOT, dest);
        if (!existsSync(abs)) {
          broken.push(`${file}:${line}: ${target} (no ${dest})`);
          continue;
        }
        if (anchor !== undefined && dest.endsWith('.md') && !anchors(read(dest)).has(anchor))
          broken.push(`${file}:${line}: ${target} (no heading #${anchor} in ${dest})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the npm package ships every page the README links to', () => {
    const pkg = JSON.parse(read('package.json')) as { files: string[] };
    const shipped = (rel: string): boolean =>
      pkg.files.some((f) => rel === f || rel.startsWith(`${f.replace(/\/$/, '')}/`));
    for (const { target } of links(read('README.md'))) {
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      expect(shipped((target.split('#')[0] as string).replace(/\/$/, '')), target).toBe(true);
    }
  });

  it('user-facing text names things, not the documents or reviews they came from', () => {
    const banned = /\bseed 0\d\d\b|\barticle 0\d\d\b|\b0\d\d's\b|\bissue \d+\b|\bQA pass\b|shared\/seeds/i;
    const hits: string[] = [];
    for (const file of docFiles(REPO_ROOT)) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          if (banned.test(line)) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(hits).toEqual([]);
  });
});
