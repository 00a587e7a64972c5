import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('skillscope audit', () => {
  it('prints one JSON document with the documented shape', async () => {
    const r = await runCli(['audit', 'fixtures/skills', '--json', '--encoding', 'cl100k,o200k']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.schemaVersion).toBe(1);
    expect(doc.encodings).toEqual(['cl100k_base', 'o200k_base']);
    expect(doc.skills).toHaveLength(30);
    const s = doc.skills.find((x: { name: string }) => x.name === 'rest-api-design');
    expect(s).toMatchObject({ path: 'rest-api-design/SKILL.md', body: { lines: 670 } });
    expect(Object.keys(s.catalog.tokens)).toEqual(['cl100k_base', 'o200k_base']);
    expect(Object.keys(doc.totals)).toEqual(['skills', 'catalog', 'body', 'resources', 'ratios', 'window', 'language']);
    expect(doc.totals.resources.duplicates[0].paths).toHaveLength(3);
    expect(doc.findings.map((f: { kind: string }) => f.kind)).toContain('body-lines');
  });

  it('renders markdown and the terminal table', async () => {
    const md = await runCli(['audit', 'fixtures/skills', '--format', 'markdown']);
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^## skillscope audit/);
    expect(md.stdout).toContain('| catalog | always | 30 |');
    const table = await runCli(['audit', 'fixtures/flat-skills']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('9 skills (flat layout)');
    expect(table.stdout).not.toMatch(/\u001b\[/); // not a TTY: no colour
  });

  it('exits 2 with one line for bad input', async () => {
    const enc = await runCli(['audit', 'fixtures/skills', '--encoding', 'gpt5']);
    expect(enc.code).toBe(2);
    expect(enc.stderr).toMatch(/^skillscope: unknown encoding 'gpt5' \(valid: .*o200k_base.*\)\n$/);
    const missing = await runCli(['audit', 'no/such/dir']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain("'no/such/dir'");
    expect((await runCli(['audit'])).code).toBe(2);
    expect((await runCli(['audit', 'fixtures/skills', '--window', 'lots'])).code).toBe(2);
    expect((await runCli(['audit', 'fixtures/skills', '--format', 'xml'])).code).toBe(2);
    expect((await runCli(['audit', 'fixtures/skills', '--bogus'])).code).toBe(2);
  });

  it('exits 2 naming where it looked when a folder holds no skills', async () => {
    const r = await runCli(['audit', 'fixtures/skills/pdf-form-filler/scripts', '--layout', 'dir']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^skillscope: no skills found in 'fixtures\/skills\/pdf-form-filler\/scripts' \(looked for \*\/SKILL\.md up to 6 levels deep\)\n$/,
    );
  });

  it('still reports when nothing loaded but the loader says why (a mis-cased skill.md)', async () => {
    const r = await runCli(['audit', 'fixtures/check/SK100-skill-md-missing', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('warning: no skills loaded');
    expect(JSON.parse(r.stdout).problems.map((p: { kind: string }) => p.kind)).toContain('missing-skill-md');
  });
});
