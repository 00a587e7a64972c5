/**
 * The token-budget diff on the base/head fixture (fixtures/budget-diff): `audit --json` on both,
 * then `diff`, with every delta checked against sums this test computes itself from the files.
 */
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEncoding } from '../../src/tokenizer/index.js';
import { computeBudgetDiff, parseAuditDocument, type AuditDocument, type BudgetDiff } from '../../src/diff/index.js';
import { renderDiffMarkdown } from '../../src/report/diff/markdown.js';
import { HOST_IDS } from '../../src/hosts/types.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const ROOT = path.join(FIXTURES, 'budget-diff');
const o200k = getEncoding('o200k_base');
/** Claude Code budget at this window: floor(16,000 × 4 × 1 %) = 640 chars. */
const WINDOW = '16000';

/** Independent figures of one skill folder, read straight from the files. */
function figures(version: 'base' | 'head', folder: string) {
  const text = readFileSync(path.join(ROOT, version, folder, 'SKILL.md'), 'utf8');
  const name = /^name: (.*)$/m.exec(text)![1]!;
  const description = /^description: (.*)$/m.exec(text)![1]!;
  const body = text.slice(text.indexOf('\n---\n', 3) + 5);
  let resources = 0;
  if (version === 'head' && folder === 'pdf-forms')
    resources = o200k.count(readFileSync(path.join(ROOT, 'head', folder, 'references', 'fields.md'), 'utf8'));
  return { catalog: o200k.count(`${name}: ${description}`), body: o200k.count(body), resources };
}

let dir: string;
let base: AuditDocument;
let head: AuditDocument;
let diff: BudgetDiff;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'skillscope-diff-'));
  for (const v of ['base', 'head'] as const) {
    const r = await runCli(['audit', path.join('fixtures', 'budget-diff', v), '--json', '--window', WINDOW]);
    expect(r.code).toBe(0);
    writeFileSync(path.join(dir, `${v}.json`), r.stdout);
  }
  base = parseAuditDocument(readFileSync(path.join(dir, 'base.json'), 'utf8'), 'base');
  head = parseAuditDocument(readFileSync(path.join(dir, 'head.json'), 'utf8'), 'head');
  const r = await runCli(['diff', path.join(dir, 'base.json'), path.join(dir, 'head.json'), '--json']);
  expect(r.code).toBe(0);
  diff = JSON.parse(r.stdout) as BudgetDiff;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('diff on the base/head fixture', () => {
  it('carries schemaVersion, kind and the encoding', () => {
    expect(diff).toMatchObject({ schemaVersion: 1, kind: 'skillscope-audit-diff', encoding: 'o200k_base' });
    expect(base.hosts?.['claude-code']).toBeDefined();
  });

  it('pairs skills: changed, renamed (moved folder), removed, added, unchanged', () => {
    const byName = Object.fromEntries(diff.skills.map((s) => [s.name, s]));
    expect(byName['csv-tables']!.change).toBe('changed');
    expect(byName['pdf-forms']!.change).toBe('changed');
    expect(byName['meeting-notes']).toMatchObject({
      change: 'renamed',
      path: 'meeting-notes/SKILL.md',
      from: { name: 'meeting-notes', path: 'notes/SKILL.md' },
    });
    expect(byName['ini-to-toml']!.change).toBe('removed');
    expect(byName['semver-bump']!.change).toBe('added');
    expect(byName['cron-explainer']!.change).toBe('unchanged');
    expect(diff.counts).toEqual({ added: 1, removed: 1, renamed: 1, changed: 2, unchanged: 1 });
  });

  it('every per-skill delta equals the difference of token counts taken from the files', () => {
    const pairs: [string, string | null, string | null][] = [
      ['csv-tables', 'csv-tables', 'csv-tables'],
      ['pdf-forms', 'pdf-forms', 'pdf-forms'],
      ['meeting-notes', 'notes', 'meeting-notes'],
      ['ini-to-toml', 'ini-to-toml', null],
      ['semver-bump', null, 'semver-bump'],
      ['cron-explainer', 'cron-explainer', 'cron-explainer'],
    ];
    for (const [name, b, h] of pairs) {
      const s = diff.skills.find((x) => x.name === name)!;
      const before = b === null ? null : figures('base', b);
      const after = h === null ? null : figures('head', h);
      for (const tier of ['catalog', 'body', 'resources'] as const) {
        const d = s.tiers[tier].tokens;
        expect([name, tier, d.before, d.after, d.delta]).toEqual([
          name,
          tier,
          before?.[tier] ?? null,
          after?.[tier] ?? null,
          (after?.[tier] ?? 0) - (before?.[tier] ?? 0),
        ]);
      }
    }
  });

  it('tier deltas equal the independent sums over all skill folders', () => {
    const sum = (v: 'base' | 'head', tier: 'catalog' | 'body' | 'resources') =>
      (v === 'base'
        ? ['csv-tables', 'pdf-forms', 'notes', 'ini-to-toml', 'cron-explainer']
        : ['csv-tables', 'pdf-forms', 'meeting-notes', 'semver-bump', 'cron-explainer']
      )
        .map((f) => figures(v, f)[tier])
        .reduce((a, b) => a + b, 0);
    for (const tier of ['catalog', 'body', 'resources'] as const) {
      expect([
        tier,
        diff.tiers[tier].tokens.before,
        diff.tiers[tier].tokens.after,
        diff.tiers[tier].tokens.delta,
      ]).toEqual([tier, sum('base', tier), sum('head', tier), sum('head', tier) - sum('base', tier)]);
    }
    const c = diff.tiers.catalog.tokens;
    expect(c.percent).toBeCloseTo((c.delta / c.before!) * 100, 10);
  });

  it('host listings: Claude Code goes over its 640 chars and semver-bump (last in reverse name order) loses its description', () => {
    const claude = diff.hosts.find((h) => h.host === 'claude-code')!;
    expect(claude).toMatchObject({
      unit: 'chars',
      budget: { before: 640, after: 640 },
      fitsBefore: true,
      fitsAfter: false,
    });
    expect(claude.fullSize.delta).toBe(head.hosts!['claude-code']!.fullSize - base.hosts!['claude-code']!.fullSize);
    expect(claude.newly.nameOnly).toEqual(['semver-bump/SKILL.md']);
    const codex = diff.hosts.find((h) => h.host === 'codex')!;
    expect(codex).toMatchObject({
      unit: 'tokens',
      fitsBefore: true,
      fitsAfter: true,
      newly: { cut: [], nameOnly: [], omitted: [], skipped: [] },
    });
  });

  it('the markdown comment (snapshot; also shown in docs/commands/diff.md)', async () => {
    const r = await runCli(['diff', path.join(dir, 'base.json'), path.join(dir, 'head.json'), '--format', 'markdown']);
    expect(r.stdout).toBe(renderDiffMarkdown(computeBudgetDiff(base, head)));
    await expect(r.stdout).toMatchFileSnapshot('__snapshots__/budget-comment.md');
    expect(r.stdout.split('\n')[2]).toBe(
      '**catalog +27 tokens (+20.9 %); skills 1 added, 1 removed, 1 renamed; Claude Code listing now 714 / 640 chars (over budget): 1 skill loses its description**',
    );
  });

  it('audit DIR --compare BASE prints the same diff as diff BASE HEAD', async () => {
    for (const format of ['json', 'markdown', 'text']) {
      const viaAudit = await runCli([
        'audit',
        'fixtures/budget-diff/head',
        '--window',
        WINDOW,
        '--compare',
        path.join(dir, 'base.json'),
        '--format',
        format,
      ]);
      const viaDiff = await runCli([
        'diff',
        path.join(dir, 'base.json'),
        path.join(dir, 'head.json'),
        '--format',
        format,
      ]);
      expect(viaAudit.stdout).toBe(viaDiff.stdout);
    }
  });
});

describe('--fail-on-growth (catalog +27 tokens, +20.9 %)', () => {
  it.each([
    ['27', 0],
    ['26', 1],
    ['21%', 0],
    ['20.9%', 1],
    ['20%', 1],
  ])('%s → exit %i', async (limit, code) => {
    const r = await runCli([
      'diff',
      path.join(dir, 'base.json'),
      path.join(dir, 'head.json'),
      '--fail-on-growth',
      limit,
      '--json',
    ]);
    expect(r.code).toBe(code);
    expect((JSON.parse(r.stdout) as { gate: { failed: boolean } }).gate.failed).toBe(code === 1);
  });

  it('a shrinking catalog never fails', async () => {
    const r = await runCli(['diff', path.join(dir, 'head.json'), path.join(dir, 'base.json'), '--fail-on-growth', '0']);
    expect(r.code).toBe(0);
  });

  it.each(['abc', '-3', '5 %%', '1.5'])('bad value %j: exit 2 with one line', async (limit) => {
    const r = await runCli([
      'diff',
      path.join(dir, 'base.json'),
      path.join(dir, 'head.json'),
      `--fail-on-growth=${limit}`,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('mismatched or foreign documents are a clear error (exit 2, one line)', () => {
  const write = (name: string, value: unknown) => {
    const file = path.join(dir, name);
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    return file;
  };

  it.each([
    [
      'another schema version',
      () => ({ ...JSON.parse(readFileSync(path.join(dir, 'base.json'), 'utf8')), schemaVersion: 2 }),
      /schemaVersion 2/,
    ],
    ['not JSON', () => '{ nope', /not JSON/],
    ['a check --json document', () => ({ schemaVersion: 1, tool: 'skillscope', findings: [] }), /encodings/],
    ['a diff document', () => diff, /is a diff/],
  ])('%s', async (_what, make, message) => {
    const file = write('bad.json', make());
    const r = await runCli(['diff', file, path.join(dir, 'head.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('different encodings', async () => {
    const r = await runCli([
      'audit',
      'fixtures/budget-diff/head',
      '--encoding',
      'cl100k',
      '--compare',
      path.join(dir, 'base.json'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/same --encoding/);
  });

  it('wrong argument counts and --fail-on-growth without --compare', async () => {
    expect((await runCli(['diff', path.join(dir, 'base.json')])).code).toBe(2);
    const r = await runCli(['audit', 'fixtures/budget-diff/head', '--fail-on-growth', '5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--compare/);
  });
});

describe('skill pairing', () => {
  it('same path with a new name is a rename; names in control characters are shown escaped', () => {
    const doc = (skills: { name: string; path: string }[]): AuditDocument =>
      ({
        ...base,
        skills: skills.map((s) => ({ ...base.skills[0]!, ...s })),
        hosts: {},
      }) as AuditDocument;
    const d = computeBudgetDiff(
      doc([{ name: 'old', path: 'x/SKILL.md' }]),
      doc([{ name: 'new\u001b[31m', path: 'x/SKILL.md' }]),
    );
    expect(d.skills[0]).toMatchObject({ change: 'renamed', from: { name: 'old' } });
    expect(renderDiffMarkdown(d)).toContain('`new\\x1b[31m`');
    expect(renderDiffMarkdown(d)).not.toContain('\u001b');
  });
});

describe('every configured host in the audit documents and the budget diff', () => {
  let all: BudgetDiff;
  let headAll: AuditDocument;
  beforeAll(async () => {
    const config = path.join(dir, 'all-hosts.json');
    writeFileSync(config, '{"hosts": "all"}');
    for (const v of ['base', 'head'] as const) {
      const r = await runCli([
        'audit',
        path.join('fixtures', 'budget-diff', v),
        '--json',
        '--window',
        WINDOW,
        '--config',
        config,
      ]);
      expect(r.code).toBe(0);
      writeFileSync(path.join(dir, `${v}-all.json`), r.stdout);
    }
    headAll = parseAuditDocument(readFileSync(path.join(dir, 'head-all.json'), 'utf8'), 'head');
    const r = await runCli(['diff', path.join(dir, 'base-all.json'), path.join(dir, 'head-all.json'), '--json']);
    expect(r.code).toBe(0);
    all = JSON.parse(r.stdout) as BudgetDiff;
  });

  it('`hosts: "all"` in the config records each named host, and the diff compares each', () => {
    const named = HOST_IDS.filter((h) => h !== 'generic');
    expect(Object.keys(headAll.hosts ?? {}).sort()).toEqual([...named].sort());
    expect(all.hosts.map((h) => h.host)).toEqual(named);
    // Copilot CLI's fixed SKILL_CHAR_BUDGET; Gemini CLI, OpenCode and Cursor have none (known).
    expect(all.hosts.find((h) => h.host === 'copilot-cli')!.budget.after).toBe(15_000);
    for (const h of ['gemini-cli', 'opencode', 'cursor'])
      expect(all.hosts.find((d) => d.host === h)!.budget.after).toBeNull();
  });

  it('the pull-request comment has a row per host; one without a budget says so instead of "fits"', () => {
    const md = renderDiffMarkdown(all);
    for (const label of ['Copilot CLI', 'Gemini CLI', 'OpenCode', 'Cursor (listing not public)'])
      expect(md).toContain(`| ${label} |`);
    expect(md).toMatch(/\| Cursor \(listing not public\) \| [\d,]+ chars \| [\d,]+ chars \| none \| no budget \|/);
  });

  it('--host shows only the hosts named, in their order; good and bad values', async () => {
    const r = await runCli([
      'diff',
      path.join(dir, 'base-all.json'),
      path.join(dir, 'head-all.json'),
      '--host',
      'gemini-cli,claude-code',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as BudgetDiff).hosts.map((h) => h.host)).toEqual(['gemini-cli', 'claude-code']);
    // The same comparison as without the flag, for the hosts kept.
    expect((JSON.parse(r.stdout) as BudgetDiff).hosts[1]).toEqual(all.hosts.find((h) => h.host === 'claude-code'));
    for (const [args, message] of [
      [['--host', 'windsurf'], /^skillscope: --host: unknown host "windsurf"/],
      // The default documents record claude-code and codex only: say what they record instead.
      [['--host', 'copilot-cli'], /--host: base does not record copilot-cli \(it records claude-code, codex\)/],
    ] as const) {
      const files = message.source.includes('record')
        ? [path.join(dir, 'base.json'), path.join(dir, 'head.json')]
        : [path.join(dir, 'base-all.json'), path.join(dir, 'head-all.json')];
      const bad = await runCli(['diff', ...files, ...args]);
      expect(bad.code).toBe(2);
      expect(bad.stdout).toBe('');
      expect(bad.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(message);
    }
  });
});
