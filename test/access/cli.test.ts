/** The access commands as a user runs them: outputs, JSON shapes, error codes and exit codes. */
import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../helpers/cli.js';
import { skillMd, tempTree } from './helpers.js';

const SKILLS = path.join(FIXTURES, 'skills');
const state = (): string => mkdtempSync(path.join(tmpdir(), 'skillscope-cli-state-'));
const parse = (s: string): Record<string, unknown> => JSON.parse(s) as Record<string, unknown>;

describe('access commands', () => {
  it('catalog --json is 002 bounded catalog with schemaVersion', async () => {
    const r = await runCli(['catalog', SKILLS, '--json', '--state', state()]);
    expect(r.code).toBe(0);
    const c = parse(r.stdout);
    expect(c).toMatchObject({
      schemaVersion: 1,
      kind: 'skill_catalog',
      budget_bytes: 8000,
      discovery_tool: 'skillscope discover',
      has_more: true,
    });
    expect(Object.keys(c)).toEqual(
      expect.arrayContaining(['revision', 'skills', 'total_skills', 'has_more', 'discovery_tool']),
    );
  });

  it('search DIR "words" says the words go in --any (it said "cannot read")', async () => {
    const r = await runCli(['search', SKILLS, 'fill pdf']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^skillscope: search: 'fill pdf' is not a folder; .*--any fill --any pdf\n$/);
  });

  it('catalog --format renders host listings', async () => {
    const s = state();
    const cc = await runCli(['catalog', SKILLS, '--format', 'claude-code', '--state', s]);
    expect(cc.stdout.split('\n')[0]).toMatch(/^Skills available/);
    expect(cc.stdout).toContain('- pdf-form-filler: ');
    const xml = await runCli(['catalog', SKILLS, '--format', 'xml', '--state', s]);
    expect(xml.stdout.startsWith('<available_skills>\n<skill>\n<name>')).toBe(true);
    const index = await runCli(['catalog', SKILLS, '--format', 'index', '--state', s]);
    expect(index.stdout.split('\n').every((l) => [...l].length <= 2 + 64 + 2 + 240)).toBe(true);
    expect((await runCli(['catalog', SKILLS, '--format', 'yaml'])).code).toBe(2);
  });

  it('discover pages; load errors are codes with exit 1, JSON with --json', async () => {
    const s = state();
    const d = parse((await runCli(['discover', SKILLS, 'e', '--limit', '5', '--json', '--state', s])).stdout);
    expect(d).toMatchObject({ kind: 'skill_discovery', offset: 0, limit: 5, next_offset: 5 });
    const miss = await runCli(['load', SKILLS, 'pdf-form', '--state', s]);
    expect(miss.code).toBe(1);
    expect(miss.stderr).toMatch(/^skillscope: SKILL_NOT_FOUND: .*pdf-form-filler\n$/);
    expect(miss.stdout).toBe('');
    const missJson = await runCli(['load', SKILLS, 'pdf-form', '--json', '--state', s]);
    expect(missJson.code).toBe(1);
    expect(parse(missJson.stdout)).toMatchObject({
      schemaVersion: 1,
      error: { code: 'SKILL_NOT_FOUND', closest: ['pdf-form-filler'] },
    });
    const changed = await runCli(['load', SKILLS, 'pdf-form-filler', '--revision', 'stale', '--json', '--state', s]);
    expect(changed.code).toBe(1);
    expect(parse(changed.stdout)).toMatchObject({
      error: { code: 'SKILL_CATALOG_CHANGED', expected: 'stale', catalog: { kind: 'skill_catalog' } },
    });
    const scope = await runCli([
      'load',
      SKILLS,
      'pdf-form-filler',
      '--resource',
      '../csv-cleaner/SKILL.md',
      '--state',
      s,
    ]);
    expect(scope.code).toBe(1);
    expect(scope.stderr).toMatch(/^skillscope: RESOURCE_OUT_OF_SCOPE: /);
    const ok = await runCli(['load', SKILLS, 'pdf-form-filler', '--state', s]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^---\nname: pdf-form-filler/);
  });

  it('search → inspect → select, then plan uses the selection', async () => {
    const s = state();
    const found = parse(
      (await runCli(['search', SKILLS, '--all', 'pdf', '--any', 'form', '--json', '--state', s])).stdout,
    ) as { candidates: { ref: string; name: string }[] };
    const ref = found.candidates[0]!.ref;
    expect(found.candidates[0]!.name).toBe('pdf-form-filler');
    const ins = parse((await runCli(['inspect', SKILLS, ref, '--json', '--state', s])).stdout) as {
      skills: { name: string }[];
    };
    expect(ins.skills[0]!.name).toBe('pdf-form-filler');
    const tooMany = await runCli([
      'inspect',
      SKILLS,
      ...Array.from({ length: 6 }, (_, i) => `sk-00000000000${i}`),
      '--state',
      s,
    ]);
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toMatch(/TOO_MANY_REFS/);
    const sel = await runCli([
      'select',
      SKILLS,
      ref,
      '--query',
      'fill my PDF',
      '--confidence',
      'high',
      '--reason',
      'forms',
      '--state',
      s,
    ]);
    expect(sel.code).toBe(0);
    expect(sel.stdout).toBe(`${path.join(SKILLS, 'pdf-form-filler', 'SKILL.md')}\n`);
    expect(readdirSync(s)).toEqual(['selections.jsonl']);
    const missing = await runCli(['select', SKILLS, ref, '--query', 'q', '--state', s]);
    expect(missing.code).toBe(2);
    const plan = parse((await runCli(['plan', SKILLS, '--window', '50000', '--json', '--state', s])).stdout) as {
      disable: { name: string }[];
    };
    expect(plan.disable.map((d) => d.name)).not.toContain('pdf-form-filler');
    expect(plan.disable.length).toBeGreaterThan(0);
  });

  it('disable takes a skill out of the catalog but not out of discover/search; enable brings it back', async () => {
    const s = state();
    expect((await runCli(['disable', SKILLS, 'csv-cleaner', '--state', s])).code).toBe(0);
    const cat = (await runCli(['catalog', SKILLS, '--json', '--budget-bytes', '100000', '--state', s])).stdout;
    expect(cat).not.toContain('csv-cleaner');
    const d = parse((await runCli(['discover', SKILLS, 'csv-cleaner', '--json', '--state', s])).stdout) as {
      skills: { enabled: boolean }[];
    };
    expect(d.skills[0]!.enabled).toBe(false);
    const bad = await runCli(['disable', SKILLS, 'csv-cleaner', 'no-such-skill', '--json', '--state', s]);
    expect(bad.code).toBe(1);
    expect(parse(bad.stdout)).toMatchObject({ error: { code: 'SKILL_NOT_FOUND' } });
    expect((await runCli(['enable', SKILLS, 'csv-cleaner', '--state', s])).stdout).toBe('enabled: csv-cleaner\n');
    expect((await runCli(['catalog', SKILLS, '--json', '--budget-bytes', '100000', '--state', s])).stdout).toContain(
      'csv-cleaner',
    );
  });

  it('sources: --source labels and overrides; state defaults to the first writable source', async () => {
    const builtin = tempTree({ 'review/SKILL.md': skillMd('review', 'Builtin.') });
    const user = tempTree({
      'review/SKILL.md': skillMd('review', 'User.'),
      'notes/SKILL.md': skillMd('notes', 'Notes.'),
    });
    const c = parse(
      (await runCli(['catalog', '--source', `builtin=${builtin}`, '--source', `user=${user}`, '--json'])).stdout,
    ) as { skills: unknown[] };
    expect(c.skills).toEqual([
      { name: 'notes', description: 'Notes.', source: 'user', overrides: [] },
      { name: 'review', description: 'User.', source: 'user', overrides: ['builtin'] },
    ]);
    // Reading never creates the state folder; disable does, under the first writable source.
    expect(existsSync(path.join(builtin, '.skillscope'))).toBe(false);
    expect(
      (await runCli(['disable', '--source', `builtin=${builtin}`, '--source', `user=${user}`, 'notes'])).code,
    ).toBe(0);
    expect(readdirSync(path.join(builtin, '.skillscope'))).toEqual(['.gitignore', 'state.json']);
    const bad = await runCli(['catalog', '--source', 'nolabel']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^skillscope: --source expects LABEL=DIR/);
  });

  it('bad arguments exit 2 with one line', async () => {
    for (const args of [
      ['catalog'],
      ['discover', SKILLS, 'x', '--limit', '51'],
      ['load'],
      ['search', SKILLS, '--any', 'the'],
      ['inspect', SKILLS],
      ['catalog', '/no/such/dir'],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.split('\n').filter((l) => l !== '')).toHaveLength(1);
    }
  });

  it('load --resource of a binary file: its size grouped by thousands, as every other number', async () => {
    const root = tempTree({
      'logo-kit/SKILL.md': skillMd('logo-kit', 'Draws logos. Use when a logo is asked for.'),
      'logo-kit/assets/logo.bin': `\u0000${'x'.repeat(2047)}`,
    });
    const r = await runCli(['load', root, 'logo-kit', '--resource', 'assets/logo.bin', '--state', state()]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(', 2,048 bytes)');
  });

  it('audit and check --respect-state count enabled skills only', async () => {
    const s = state();
    expect((await runCli(['disable', SKILLS, 'csv-cleaner', 'kubernetes-manifests', '--state', s])).code).toBe(0);
    const plain = JSON.parse((await runCli(['check', SKILLS, '--json'])).stdout) as {
      budgets: { catalog: { skills: number; tokens: number }; hosts: Record<string, { fullSize: number }> };
    };
    const cold = JSON.parse(
      (await runCli(['check', SKILLS, '--json', '--respect-state', '--state', s])).stdout,
    ) as typeof plain;
    expect(cold.budgets.catalog.skills).toBe(plain.budgets.catalog.skills - 2);
    expect(cold.budgets.catalog.tokens).toBeLessThan(plain.budgets.catalog.tokens);
    expect(cold.budgets.hosts['claude-code']!.fullSize).toBeLessThan(plain.budgets.hosts['claude-code']!.fullSize);
    const auditCold = JSON.parse(
      (await runCli(['audit', SKILLS, '--json', '--respect-state', '--state', s])).stdout,
    ) as { skills: { name: string }[] };
    expect(auditCold.skills.map((x) => x.name)).not.toContain('csv-cleaner');
    expect(auditCold.skills).toHaveLength(28);
  });
});
