/**
 * The audit's tier totals on the bundled fixtures, recomputed independently: our own directory
 * walk, the `yaml` parser directly, and @dqbd/tiktoken as the token oracle. Any drift between
 * the loader/audit and this plain re-derivation fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { get_encoding, type TiktokenEncoding } from '@dqbd/tiktoken';
import { parse as parseYaml } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/index.js';
import { loadSkills } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { FIXTURES } from '../helpers/cli.js';

const ROOT = path.join(FIXTURES, 'skills');

interface Plain {
  name: string;
  description: string;
  body: string;
  resources: { rel: string; bytes: Buffer }[];
}

function walkFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const abs = path.join(dir, name);
    const r = rel ? `${rel}/${name}` : name;
    if (statSync(abs).isDirectory()) out.push(...walkFiles(abs, r));
    else out.push(r);
  }
  return out;
}

/**
 * Files in folders that hold no skill (e.g. shared-assets/) that some SKILL.md links to: counted in
 * the resource totals. Recomputed here with a plain link regex, not the loader's scanner.
 */
function sharedFiles(): { rel: string; bytes: Buffer }[] {
  const files = walkFiles(ROOT);
  const skillDirs = files.filter((f) => f.endsWith('/SKILL.md')).map((f) => path.posix.dirname(f));
  const linked = new Set<string>();
  for (const dir of skillDirs) {
    const text = readFileSync(path.join(ROOT, dir, 'SKILL.md'), 'utf8');
    for (const m of text.matchAll(/\]\(([^)\s#]+)\)/g)) linked.add(path.posix.normalize(path.posix.join(dir, m[1]!)));
  }
  return files
    .filter((f) => f.includes('/') && !skillDirs.some((d) => f.startsWith(`${d}/`)) && linked.has(f))
    .map((f) => ({ rel: f, bytes: readFileSync(path.join(ROOT, f)) }));
}

function plainSkills(): Plain[] {
  const files = walkFiles(ROOT);
  const skillDirs = files.filter((f) => f.endsWith('/SKILL.md') || f === 'SKILL.md').map((f) => path.posix.dirname(f));
  return skillDirs.map((dir) => {
    let text = readFileSync(path.join(ROOT, dir, 'SKILL.md'), 'utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const m = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
    const folder = path.posix.basename(dir);
    let name = folder;
    let description = '';
    let body = text;
    if (m) {
      body = text.slice(m[0].length);
      try {
        const data = parseYaml(m[1] ?? '') as Record<string, unknown> | null;
        if (data && typeof data === 'object' && !Array.isArray(data)) {
          if (typeof data['name'] === 'string' && data['name'].trim() !== '') name = data['name'];
          if (typeof data['description'] === 'string') description = data['description'];
        }
      } catch {
        // malformed YAML: name falls back to the folder, no description
      }
    }
    // Resources: files under this skill folder that are not inside a nested skill.
    const nested = skillDirs.filter((d) => d !== dir && d.startsWith(`${dir}/`));
    const resources = files
      .filter((f) => f.startsWith(`${dir}/`) && f !== `${dir}/SKILL.md` && !nested.some((n) => f.startsWith(`${n}/`)))
      .map((f) => ({ rel: f, bytes: readFileSync(path.join(ROOT, f)) }));
    return { name, description, body, resources };
  });
}

const isText = (b: Buffer): boolean => {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

const oracles = new Map<string, ReturnType<typeof get_encoding>>();
afterAll(() => oracles.forEach((e) => e.free()));
function oracleCount(enc: TiktokenEncoding, text: string): number {
  let e = oracles.get(enc);
  if (!e) oracles.set(enc, (e = get_encoding(enc)));
  return e.encode(text, [], []).length;
}

describe('audit totals equal an independent computation on fixtures/skills', () => {
  const plain = plainSkills();
  const set = loadSkills(ROOT);
  const cases: [TiktokenEncoding, string][] = [
    ['gpt2', 'gpt2'],
    ['cl100k_base', 'cl100k_base'],
    ['o200k_base', 'o200k_base'],
  ];
  const audit = computeAudit(set, { encodings: cases.map(([, ours]) => getEncoding(ours)) });

  it('finds the same skills with the same names', () => {
    expect(set.skills.length).toBeGreaterThanOrEqual(24);
    expect(set.skills.map((s) => s.name).sort()).toEqual(plain.map((p) => p.name).sort());
  });

  it('byte and line totals match', () => {
    const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');
    expect(audit.totals.catalog.bytes.total).toBe(plain.reduce((a, p) => a + utf8(`${p.name}: ${p.description}`), 0));
    expect(audit.totals.body.bytes.total).toBe(plain.reduce((a, p) => a + utf8(p.body), 0));
    const lines = (s: string): number => (s === '' ? 0 : s.replace(/\n$/, '').split('\n').length);
    expect(audit.totals.body.lines.total).toBe(plain.reduce((a, p) => a + lines(p.body), 0));
    const skillResources = plain.flatMap((p) => p.resources);
    const inSkills = audit.skills.reduce((a, s) => a + s.resources.bytes, 0);
    expect(inSkills).toBe(skillResources.reduce((a, r) => a + r.bytes.length, 0));
    expect(audit.skills.reduce((a, s) => a + s.resources.files, 0)).toBe(skillResources.length);
  });

  for (const [oracleName, ours] of cases) {
    it(`catalog, body and resource tokens match @dqbd/tiktoken for ${ours}`, () => {
      const key = ours === 'gpt2' ? 'r50k_base' : ours;
      const catalog = plain.reduce((a, p) => a + oracleCount(oracleName, `${p.name}: ${p.description}`), 0);
      const body = plain.reduce((a, p) => a + oracleCount(oracleName, p.body), 0);
      expect(audit.totals.catalog.tokens[key as 'r50k_base']?.total).toBe(catalog);
      expect(audit.totals.body.tokens[key as 'r50k_base']?.total).toBe(body);
      let resources = 0;
      for (const r of plain.flatMap((p) => p.resources)) {
        if (!isText(r.bytes)) continue;
        let text = r.bytes.toString('utf8');
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        resources += oracleCount(oracleName, text);
      }
      const inSkills = audit.skills.reduce((a, s) => a + (s.resources.textTokens[key as 'r50k_base'] ?? 0), 0);
      expect(inSkills).toBe(resources);
      // Totals add the shared folders' text files.
      let shared = 0;
      for (const r of sharedFiles()) {
        if (!isText(r.bytes) || /\.(png|ttf|woff2?)$/.test(r.rel)) continue;
        shared += oracleCount(oracleName, r.bytes.toString('utf8').replace(/^\uFEFF/, ''));
      }
      expect(audit.totals.resources.textTokens[key as 'r50k_base']).toBe(resources + shared);
      // Per-skill catalog statistics and the window share, recomputed.
      const perSkill = plain.map((p) => oracleCount(oracleName, `${p.name}: ${p.description}`)).sort((a, b) => a - b);
      const mid = perSkill.length >> 1;
      const median = perSkill.length % 2 ? perSkill[mid]! : (perSkill[mid - 1]! + perSkill[mid]!) / 2;
      expect(audit.totals.catalog.tokens[key as 'r50k_base']).toEqual({
        total: catalog,
        mean: catalog / perSkill.length,
        median,
        max: perSkill.at(-1),
      });
      expect(audit.totals.window.catalogShare[key as 'r50k_base']).toBe(catalog / 200_000);
    });
  }

  it('resource totals include the shared folders and the categories add up', () => {
    const all = [...plain.flatMap((p) => p.resources), ...sharedFiles()];
    expect(audit.totals.resources.files).toBe(all.length);
    expect(audit.totals.resources.bytes).toBe(all.reduce((a, r) => a + r.bytes.length, 0));
    expect(audit.totals.resources.shared.files).toBe(sharedFiles().length);
    const cats = Object.values(audit.totals.resources.byCategory);
    expect(cats.reduce((a, c) => a + c.files, 0)).toBe(all.length);
    expect(cats.reduce((a, c) => a + c.bytes, 0)).toBe(audit.totals.resources.bytes);
  });
});
