/**
 * Output formats: SARIF validated against the SARIF 2.1.0 schema (shipped in this folder),
 * GitHub annotation lines checked exactly, JSON as one document with the ruff-style fields,
 * text grouped by file with the fix hint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { RULE_LIST } from '../../src/check/rules/index.js';
import { escapeData, escapeProperty, renderCheckGithub } from '../../src/report/check/github.js';
import { renderCheckSarif, sarifUri } from '../../src/report/check/sarif.js';
import { renderCheckText } from '../../src/report/check/text.js';
import { loadSkills } from '../../src/skills/index.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/**
 * The official schema is draft-04 (`id`, draft-04 `$schema`). It uses no keyword whose meaning
 * changed after draft-04 (no boolean exclusiveMinimum/Maximum), so Ajv's default draft-07 class
 * validates it exactly once the two draft-04 header spellings are mapped. The file itself is
 * shipped unmodified.
 */
function sarifValidator() {
  const schema = JSON.parse(readFileSync(path.join(here, 'sarif-2.1.0-rtm.5.json'), 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(schema)).not.toMatch(/"exclusive(Minimum|Maximum)":\s*(true|false)/);
  const { id, $schema, ...rest } = schema;
  expect($schema).toBe('http://json-schema.org/draft-04/schema#');
  // The schema's `language` pattern has a stray `]` that is an error under the `u` flag Ajv 8
  // uses by default (it is legal in the non-unicode regexps draft-04 validators use).
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile({ ...rest, $id: String(id), $schema: 'http://json-schema.org/draft-07/schema#' });
}

const set = loadSkills(path.join(FIXTURES, 'skills'));
const result = runCheck({ ...set, root: 'fixtures/skills' });

describe('sarif', () => {
  const validate = sarifValidator();

  it('the fixtures report is valid SARIF 2.1.0', () => {
    const doc = JSON.parse(renderCheckSarif(result)) as unknown;
    const ok = validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('with SKILL.md files left unread in hidden folders: still valid, the fact as a tool notification', () => {
    const doc = JSON.parse(
      renderCheckSarif({ ...result, unreadHidden: { count: 2, folders: ['.foo/skills'], complete: true } }),
    ) as { runs: { invocations: { toolExecutionNotifications: { message: { text: string } }[] }[] }[] };
    expect(validate(doc)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    expect(doc.runs[0]!.invocations[0]!.toolExecutionNotifications[0]!.message.text).toContain(
      'fixtures/skills/.foo/skills',
    );
    expect(JSON.parse(renderCheckSarif(result)).runs[0]).not.toHaveProperty('invocations');
  });

  it('the validator really rejects a broken document', () => {
    const doc = JSON.parse(renderCheckSarif(result)) as { runs: { results: { level: string }[] }[] };
    doc.runs[0]!.results[0]!.level = 'fatal';
    expect(validate(doc)).toBe(false);
  });

  it('lists every rule with its metadata and points results at files relative to the working directory', () => {
    const doc = JSON.parse(renderCheckSarif(result)) as {
      version: string;
      runs: {
        tool: {
          driver: {
            rules: { id: string; name: string; defaultConfiguration: { level: string }; help: { text: string } }[];
          };
        };
        results: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          locations: {
            physicalLocation: {
              artifactLocation: { uri: string };
              region?: { startLine: number; startColumn?: number };
            };
          }[];
        }[];
      }[];
    };
    expect(doc.version).toBe('2.1.0');
    const run = doc.runs[0]!;
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(RULE_LIST.map((r) => r.code));
    expect(run.tool.driver.rules.find((r) => r.id === 'SK411')?.defaultConfiguration.level).toBe('note');
    const yaml = run.results.find((r) => r.ruleId === 'SK102')!;
    expect(run.tool.driver.rules[yaml.ruleIndex]?.id).toBe('SK102');
    expect(yaml.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'fixtures/skills/sql-query-review/SKILL.md' },
      region: { startLine: 3, startColumn: 14 },
    });
    // Directory-level findings point at the directory itself (code scanning needs a location).
    expect(run.results.find((r) => r.ruleId === 'SK310')?.locations).toEqual([
      { physicalLocation: { artifactLocation: { uri: 'fixtures/skills/' } } },
    ]);
  });

  it('every result of every fixture has at least one location with a uri', async () => {
    const dirs = [
      'fixtures/skills',
      'fixtures/flat-skills',
      ...readdirSync('fixtures/check')
        .filter((d) => !d.includes('.'))
        .map((d) => `fixtures/check/${d}`),
    ];
    let directoryLevel = 0;
    for (const dir of dirs) {
      const r = await runCli(['check', dir, '--format', 'sarif']);
      const doc = JSON.parse(r.stdout) as {
        runs: {
          results: { ruleId: string; locations: { physicalLocation?: { artifactLocation?: { uri?: string } } }[] }[];
        }[];
      };
      expect(validate(doc)).toBe(true);
      for (const res of doc.runs[0]!.results) {
        expect(res.locations.length, `${dir} ${res.ruleId}`).toBeGreaterThanOrEqual(1);
        expect(res.locations[0]?.physicalLocation?.artifactLocation?.uri, `${dir} ${res.ruleId}`).toMatch(/./);
        if (res.locations[0]?.physicalLocation?.artifactLocation?.uri === `${dir}/`) directoryLevel++;
      }
    }
    expect(directoryLevel).toBeGreaterThan(0);
  });

  it('encodes each path segment of artifact URIs, so # ? % spaces and non-ASCII stay in the file name', () => {
    expect(sarifUri('skills/a b/#1?x=%41/技能.md')).toBe('skills/a%20b/%231%3Fx%3D%2541/%E6%8A%80%E8%83%BD.md');
    expect(sarifUri('/abs/dir/')).toBe('/abs/dir/');
    expect(sarifUri('../up/c:d.md')).toBe('../up/c%3Ad.md');
    expect(sarifUri('a/\u001b[2J\ud800.md')).toBe('a/%1B%5B2J%EF%BF%BD.md');
    // Round trip: decoding each segment gives the path back (lone surrogates aside).
    const p = 'we#ird/na?me/100%/sp ace/é.md';
    expect(sarifUri(p).split('/').map(decodeURIComponent).join('/')).toBe(p);
  });

  it('a finding on a file named with # ? % and spaces is valid SARIF with that file', () => {
    const hostile = {
      ...result,
      findings: result.findings.slice(0, 1).map((f) => ({ ...f, file: 'odd #1?/100% sure.md', line: 2, column: 1 })),
    };
    const doc = JSON.parse(renderCheckSarif(hostile)) as {
      runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
    };
    expect(validate(doc)).toBe(true);
    expect(doc.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(
      'fixtures/skills/odd%20%231%3F/100%25%20sure.md',
    );
  });

  it('the CLI writes the same document', async () => {
    const r = await runCli(['check', 'fixtures/skills', '--format', 'sarif']);
    expect(r.code).toBe(1);
    expect(validate(JSON.parse(r.stdout))).toBe(true);
  });
});

describe('github', () => {
  it('escapes terminal controls in messages and properties before the workflow-command encoding', () => {
    expect(escapeData('a\u001b]0;t\u0007 %\u009b\u202e\nb')).toBe('a\\x1b]0;t\\x07 %25\\u009b\\u202e%0Ab');
    expect(escapeProperty('x\u001b[2J:y,z')).toBe('x\\x1b[2J%3Ay%2Cz');
  });

  it('escapes data and property values per the workflow-command rules', () => {
    expect(escapeData('50% done\r\nnext: a,b')).toBe('50%25 done%0D%0Anext: a,b');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('writes the exact annotation lines', async () => {
    const r = await runCli([
      'check',
      'fixtures/check/SK312-host-drops-description',
      '--format',
      'github',
      '--host',
      'claude-code',
      '--window',
      '8000',
      '--rule',
      'SK301=off',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        '::warning title=SK310 host-listing-over-budget::claude-code listing is 395 chars for a budget of 320: 75 over',
        '::warning title=SK312 host-drops-description::claude-code lists 1 skill by name only (listing over budget): semver-bump',
        '',
      ].join('\n'),
    );
  });

  it('annotates whole-file findings without a line, and YAML errors with line and column', () => {
    const lines = renderCheckGithub(result).split('\n');
    expect(lines).toContain(
      '::error file=fixtures/skills/sql-query-review/SKILL.md,line=3,col=14,title=SK102 frontmatter-yaml-error::invalid YAML in frontmatter: Nested mappings are not allowed in compact mappings',
    );
    expect(lines.find((l) => l.includes('SK507'))).toMatch(
      /^::notice file=fixtures\/skills\/[^,]+,title=SK507 resource-copied-across-skills::3 copies, one per skill/,
    );
    expect(lines.find((l) => l.includes('SK411'))).toMatch(/^::notice /);
  });
});

describe('json', () => {
  it('is one document with ruff-style findings and the budgets section', async () => {
    const r = await runCli(['check', 'fixtures/skills', '--json']);
    const doc = JSON.parse(r.stdout) as {
      schemaVersion: number;
      dir: string;
      summary: Record<string, number>;
      findings: Record<string, unknown>[];
      budgets: {
        encoding: string;
        catalog: { tokens: number };
        hosts: Record<string, { overBy: number; affected: unknown[] }>;
      };
    };
    expect(doc.schemaVersion).toBe(1);
    expect(doc.dir).toBe('fixtures/skills');
    expect(Object.keys(doc.findings[0]!).sort()).toEqual([
      'code',
      'column',
      'data',
      'file',
      'line',
      'message',
      'name',
      'severity',
    ]);
    expect(doc.summary.errors).toBe(doc.findings.filter((f) => f['severity'] === 'error').length);
    expect(doc.budgets.encoding).toBe('o200k_base');
    expect(doc.budgets.catalog.tokens).toBe(result.budgets.catalog.tokens);
    const claude = result.budgets.hosts['claude-code']!;
    expect(doc.budgets.hosts['claude-code']!.affected).toHaveLength(claude.nameOnly + claude.skipped);
    expect(r.stderr).toBe('');
  });
});

describe('text', () => {
  it('groups by file, shows position, severity, code, name, the fix hint and a summary line', () => {
    const text = renderCheckText(result);
    expect(text).toContain(
      'fixtures/skills/sql-query-review/SKILL.md\n  3:14    error   SK102 frontmatter-yaml-error: ',
    );
    expect(text).toContain('          fix: Quote values that contain `: `');
    expect(text).toContain('fixtures/skills (directory)\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      `✖ ${result.summary.errors} errors, ${result.summary.warnings} warnings, ${result.summary.infos} infos in 30 skill files`,
    );
    expect(text).not.toContain('\u001b[');
    expect(renderCheckText(result, { color: true })).toContain('\u001b[31m');
  });
});

describe('numbers in messages', () => {
  it('group thousands like audit; data stays numeric', async () => {
    const dirs = [
      'fixtures/skills',
      ...readdirSync('fixtures/check')
        .filter((d) => !d.includes('.'))
        .map((d) => `fixtures/check/${d}`),
    ];
    const ungrouped: string[] = [];
    let grouped = 0;
    for (const dir of dirs) {
      const doc = JSON.parse(
        (await runCli(['check', dir, '--json', '--host', 'all', '--listing-budget', '2000'])).stdout,
      ) as { findings: { code: string; message: string; data: Record<string, unknown> }[] };
      for (const f of doc.findings) {
        // Quoted text is the user's own (names, descriptions, paths): only our numbers count.
        // So is a code point (U+E0020), a name, not a quantity.
        const ours = f.message.replace(/'[^']*'/g, "''").replace(/U\+[0-9A-F]{4,6}/g, 'U+');
        if (/\d{4,}/.test(ours)) ungrouped.push(`${f.code}: ${f.message}`);
        if (/\d,\d{3}/.test(ours)) grouped++;
        for (const key of ['bytes', 'tokens', 'max', 'size', 'length'])
          if (key in f.data) expect(typeof f.data[key], `${f.code}.${key}`).toBe('number');
      }
    }
    expect(ungrouped).toEqual([]);
    expect(grouped).toBeGreaterThan(0);
  });
});
