/**
 * Golden tests: every per-rule fixture yields exactly its codes and lines; the clean fixture
 * yields nothing and exits 0; the realistic fixtures/skills directory exits 1 with the set of
 * codes its README lists as intentional anomalies.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { RULE_CODES } from '../../src/check/types.js';
import { loadSkills } from '../../src/skills/index.js';
import { FIXTURES, runCli } from '../helpers/cli.js';
import { GOLDEN_CASES } from './golden-cases.js';

const CHECK_FIXTURES = path.join(FIXTURES, 'check');

function codesAndLines(dir: string, c: (typeof GOLDEN_CASES)[number]): string[] {
  const set = loadSkills(dir, c.maxDepth === undefined ? {} : { maxDepth: c.maxDepth });
  return runCheck(set, c.options ?? {})
    .findings.map((f) => `${f.code}:${f.line}`)
    .sort();
}

describe('per-rule fixtures', () => {
  for (const c of GOLDEN_CASES) {
    it(`${c.dir} yields ${c.expected.length === 0 ? 'nothing' : c.expected.join(' ')}`, () => {
      expect(codesAndLines(path.join(CHECK_FIXTURES, c.dir), c)).toEqual([...c.expected].sort());
    });
  }

  it('every fixture directory is in the golden table, and every rule has a fixture (SK104 is tested with a failing Fs, SK107 with a failing FixFs in test/hostile/fix.test.ts)', () => {
    const dirs = readdirSync(CHECK_FIXTURES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(dirs).toEqual(GOLDEN_CASES.map((c) => c.dir).sort());
    const covered = new Set(dirs.map((d) => d.slice(0, 5)));
    expect(RULE_CODES.filter((code) => !covered.has(code))).toEqual(['SK104', 'SK107']);
  });

  it('the clean fixture exits 0 with no findings through the CLI', async () => {
    const r = await runCli(['check', 'fixtures/check/clean', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      findings: unknown[];
      summary: { errors: number; warnings: number; infos: number; files: number };
    };
    expect(doc.findings).toEqual([]);
    expect(doc.summary).toEqual({ errors: 0, warnings: 0, infos: 0, files: 3, failed: false });
  });

  it('a fixture with an error exits 1 through the CLI', async () => {
    const r = await runCli(['check', 'fixtures/check/SK120-description-missing']);
    expect(r.code).toBe(1);
  });
});

describe('fixtures/skills (the realistic mix)', () => {
  const set = loadSkills(path.join(FIXTURES, 'skills'));
  const result = runCheck(set);
  const byCode = (code: string) => result.findings.filter((f) => f.code === code);
  const files = (code: string) =>
    byCode(code)
      .map((f) => f.file)
      .sort();

  it('reports exactly the expected set of codes', () => {
    expect([...new Set(result.findings.map((f) => f.code))].sort()).toEqual(
      [
        'SK102',
        'SK113',
        'SK114',
        'SK124',
        'SK131',
        'SK201',
        'SK202',
        'SK210',
        'SK211',
        'SK301',
        'SK302',
        'SK310',
        'SK312',
        'SK316',
        'SK401',
        'SK402',
        'SK403',
        'SK410',
        'SK411',
        'SK507',
      ].sort(),
    );
  });

  it('ties each intentional anomaly to its skill', () => {
    expect(files('SK124')).toEqual(['kubernetes-manifests/SKILL.md']);
    expect(byCode('SK124')[0]?.data).toMatchObject({ collapsedLength: 1184, max: 1024 });
    expect(files('SK114')).toEqual(['image-optimise/SKILL.md']);
    expect(byCode('SK114')[0]?.data).toEqual({ name: 'image-optimizer', folder: 'image-optimise' });
    expect(files('SK113')).toEqual(['OpenAPI-Lint/SKILL.md']);
    expect(byCode('SK102').map((f) => [f.file, f.line, f.column])).toEqual([['sql-query-review/SKILL.md', 3, 14]]);
    expect(files('SK131')).toEqual(['prd-writing/SKILL.md']);
    // `version` (OpenClaw's registry), `when_to_use` and `argument-hint` (Claude Code) are fields a host reads.
    expect(byCode('SK133')).toEqual([]);
    expect(files('SK201')).toEqual(['rest-api-design/SKILL.md']);
    expect(byCode('SK201')[0]?.data).toEqual({ lines: 670, max: 500 });
    expect(byCode('SK202')[0]?.data).toEqual({ tokens: 6641, max: 5000, encoding: 'o200k_base' });
    expect(byCode('SK210').map((f) => `${f.file} ${String(f.data['target'])}`)).toEqual([
      'postgres-migration/SKILL.md references/lock-levels.md',
    ]);
    // Linked straight from SKILL.md: one level deep, however deep its folder.
    expect(byCode('SK212')).toEqual([]);
    expect(new Set(files('SK211'))).toEqual(
      new Set(['css-theming/SKILL.md', 'brand-guidelines/SKILL.md', 'docx-editing/SKILL.md', 'pptx-decks/SKILL.md']),
    );
    expect(byCode('SK507').map((f) => f.data)).toEqual([
      expect.objectContaining({ copies: 3, bytes: 1479, wastedBytes: 2958 }),
    ]);
    expect(byCode('SK410').map((f) => [f.file, f.data['other']])).toEqual([
      ['spreadsheet-tidy/SKILL.md', 'csv-cleaner'],
    ]);
    expect(files('SK403')).toEqual(['a11y-audit/SKILL.md', 'svg-icon-cleanup/SKILL.md']);
    expect(
      byCode('SK403')
        .map((f) => f.data['kind'])
        .sort(),
    ).toEqual(['model', 'name']);
    expect(files('SK401')).toEqual(['a11y-audit/SKILL.md', 'dependency-audit/SKILL.md', 'svg-icon-cleanup/SKILL.md']);
    expect(files('SK302')).toEqual(['kubernetes-manifests/SKILL.md', 'pdf-form-filler/SKILL.md']);
    expect(files('SK402')).toEqual(
      expect.arrayContaining(['kubernetes-manifests/SKILL.md', 'pdf-form-filler/SKILL.md']),
    );
    const infra = byCode('SK411').find((f) => f.file === 'infra-change-review/SKILL.md');
    expect(infra?.data['terms']).toEqual(expect.arrayContaining(['terraform', 'drift', 'opentofu']));
  });

  it('simulates the hosts: Claude Code is over its 8,000 chars, Codex truncates the 1,184-char description and refuses the unparsable and the BOM skill', () => {
    const claude = result.budgets.hosts['claude-code'];
    const codex = result.budgets.hosts['codex'];
    expect(claude).toMatchObject({ unit: 'chars', budget: 8000 });
    expect(claude!.overBy).toBe(claude!.fullSize - 8000);
    expect(claude!.nameOnly).toBeGreaterThan(0);
    // One SK312 for the host, naming every skill it lists by name only.
    expect(byCode('SK312')).toHaveLength(1);
    expect(byCode('SK312')[0]!.data).toMatchObject({ host: 'claude-code', count: claude!.nameOnly });
    expect((byCode('SK312')[0]!.data['skills'] as unknown[]).length).toBe(claude!.nameOnly);
    expect(codex).toMatchObject({ unit: 'tokens', budget: 4000, overBy: 0, skipped: 2, cut: 1 });
    // Codex truncates the 1,184-character description; SK124 on that file says so (SK314 superseded).
    expect(byCode('SK314')).toEqual([]);
    expect(byCode('SK124').map((f) => [f.file, f.data['collapsedLength']])).toEqual([
      ['kubernetes-manifests/SKILL.md', 1184],
    ]);
    const skipped = (host: string) =>
      result.listings
        .find((l) => l.host === host)!
        .entries.filter((e) => e.status === 'skipped')
        .map((e) => [e.name, e.reason]);
    // sql-query-review's description has `: ` in a plain value (a YAML error): Codex refuses the
    // file (loader.rs InvalidYaml), Claude Code reads it since 2.1.69 ("descriptions with colons").
    // meeting-minutes starts with a BOM: Codex refuses it (SK316), Claude Code reads it since 2.1.239.
    expect(skipped('codex')).toEqual([
      ['meeting-minutes', 'bom'],
      ['sql-query-review', 'yaml'],
    ]);
    expect(skipped('claude-code')).toEqual([]);
    expect(claude!.skipped).toBe(0);
    const sql = result.listings
      .find((l) => l.host === 'claude-code')!
      .entries.find((e) => e.name === 'sql-query-review');
    expect(sql).toMatchObject({ status: expect.stringMatching(/^(full|name-only)$/) });
    expect(byCode('SK316').map((f) => [f.file, f.data['host']])).toEqual([['meeting-minutes/SKILL.md', 'codex']]);
  });

  it('exits 1 through the CLI', async () => {
    const r = await runCli(['check', 'fixtures/skills', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { schemaVersion: number; summary: { errors: number } };
    expect(doc.schemaVersion).toBe(1);
    expect(doc.summary.errors).toBe(result.summary.errors);
  });

  it('--profile claude-code accepts when_to_use and argument-hint', () => {
    const cc = runCheck(set, { profile: 'claude-code' });
    expect(cc.findings.filter((f) => f.code === 'SK133').flatMap((f) => f.data['fields'] as string[])).toEqual([
      'version',
    ]);
  });

  it('--profile anthropic knows only the spec fields and names the host that reads the others', () => {
    const strict = runCheck(set, { profile: 'anthropic' });
    expect(
      strict.findings
        .filter((f) => f.code === 'SK133')
        .flatMap((f) => Object.entries(f.data['fieldsReadBy'] as Record<string, string[]>))
        .sort(),
    ).toEqual([
      ['argument-hint', ['claude-code']],
      ['version', ['openclaw']],
      ['when_to_use', ['claude-code']],
    ]);
  });
});
