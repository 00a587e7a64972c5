/**
 * Every command's output on the bundled fixtures, human and JSON, pinned byte for byte in
 * `__snapshots__/outputs/`. A refactor that moves code between folders must leave these files
 * unchanged; a change that means to alter output updates them with `npx vitest run
 * test/design/outputs.test.ts -u` and the diff shows exactly which lines changed.
 *
 * Runs `main()` in-process (no spawning) with a fixed environment: no TTY, NO_COLOR, the repository
 * as working folder and relative paths, so nothing machine-specific reaches the output. Commands that
 * write (report, select, enable, disable) run on a scratch copy whose path is replaced by `<TMP>`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

interface Case {
  /** File name of the snapshot (no extension). */
  readonly name: string;
  readonly args: readonly string[];
  /** Run in a scratch folder holding a copy of fixtures/budget-diff/head as `skills/`. */
  readonly scratch?: boolean;
  readonly stdin?: string;
}

const SK = 'fixtures/skills';
const FLAT = 'fixtures/flat-skills';
const Q = 'fixtures/queries.jsonl';
const HEAD = 'fixtures/budget-diff/head';
const BASE = 'fixtures/budget-diff/base';
const CHECK_MIX = [
  'fixtures/check/SK123-description-too-long',
  'fixtures/check/SK201-body-too-many-lines',
  'fixtures/check/SK310-host-listing-over-budget',
];

/** Both forms (human, --json) of each command that has both. */
function both(name: string, args: readonly string[], extra: Partial<Case> = {}): Case[] {
  return [
    { name, args, ...extra },
    { name: `${name}.json`, args: [...args, '--json'], ...extra },
  ];
}

const CASES: readonly Case[] = [
  { name: 'help', args: ['--help'] },
  ...both('tokens-verify', ['tokens', 'verify']),
  ...both('tokens-count', ['tokens', 'count', '--encoding', 'o200k,cl100k', `${SK}/pdf-form-filler/SKILL.md`]),
  ...both('audit', ['audit', SK]),
  { name: 'audit.markdown', args: ['audit', SK, '--format', 'markdown'] },
  ...both('audit-flat', ['audit', FLAT, '--encoding', 'cl100k,o200k']),
  ...both('diff', ['diff', '<TMP>/base.json', '<TMP>/head.json'], { scratch: true }),
  {
    name: 'diff.markdown',
    args: ['diff', '<TMP>/base.json', '<TMP>/head.json', '--format', 'markdown'],
    scratch: true,
  },
  ...both('check', ['check', SK]),
  ...both('check-multi', ['check', ...CHECK_MIX]),
  { name: 'check-multi.github', args: ['check', ...CHECK_MIX, '--format', 'github'] },
  { name: 'check-multi.sarif', args: ['check', ...CHECK_MIX, '--format', 'sarif'] },
  ...both('check-flat', ['check', FLAT, '--profile', 'anthropic']),
  ...both('rules', ['rules']),
  ...both('rules-one', ['rules', 'SK311']),
  ...both('route', ['route', SK, 'fill in the fields of a PDF form']),
  // The bilingual bridge: its dictionary lookups and the bridged terms' scores, byte for byte.
  ...both('route-bilingual', [
    'route',
    SK,
    '--condition',
    'catalog:bilingual:bm25',
    '--explain',
    '把电子表格里的数据画成图表',
  ]),
  {
    name: 'bench-bilingual.json',
    args: ['bench', SK, '--queries', Q, '--conditions', 'catalog:bilingual:bm25,catalog:bilingual:bm25f', '--json'],
  },
  ...both('bench', ['bench', SK, '--queries', Q]),
  ...both('cost', ['cost', SK, '--queries', Q]),
  ...both('suggest', ['suggest', SK, '--queries', Q]),
  { name: 'queries-convert', args: ['queries', 'convert', 'fixtures/evals', '--to', 'jsonl'] },
  {
    name: 'queries-convert.waza',
    args: ['queries', 'convert', 'fixtures/evals', '--to', 'waza', '--skill', 'data-charts'],
  },
  { name: 'bench-evals', args: ['bench', SK, '--queries', 'fixtures/evals', '--conditions', 'catalog:multi:bm25'] },
  ...both('hosts', ['hosts', 'fixtures/hosts/project', '--home', 'fixtures/hosts/home']),
  ...both('hosts-plain', ['hosts', SK]),
  { name: 'report', args: ['report', '<TMP>/skills', '--out', '<TMP>/report.html'], scratch: true },
  ...both('catalog', ['catalog', SK]),
  { name: 'catalog.claude-code', args: ['catalog', SK, '--format', 'claude-code'] },
  { name: 'catalog.codex', args: ['catalog', SK, '--format', 'codex'] },
  ...both('discover', ['discover', SK, 'pdf']),
  ...both('load', ['load', SK, 'pdf-form-filler']),
  ...both('load-missing', ['load', SK, 'pdf-form-filer']),
  ...both('search', ['search', SK, '--any', 'pdf', '--any', 'form']),
  ...both('search-bilingual', ['search', SK, '--any', '电子表格', '--any', '图表', '--analyzer', 'bilingual']),
  ...both('inspect', ['inspect', SK, 'sk-16a96a900ad3']),
  ...both('plan', ['plan', SK, '--window', '20000']),
  ...both(
    'select',
    [
      'select',
      '<TMP>/skills',
      'sk-d8ac560ce465',
      '--query',
      'turn a csv into a table',
      '--confidence',
      'high',
      '--reason',
      'the description names CSV tables',
    ],
    { scratch: true },
  ),
  ...both('disable', ['disable', '<TMP>/skills', 'csv-tables'], { scratch: true }),
  ...both('enable', ['enable', '<TMP>/skills', 'csv-tables'], { scratch: true }),
  { name: 'bad-option', args: ['audit', SK, '--window', 'many'] },
  { name: 'unknown-command', args: ['frobnicate'] },
];

const scratchDirs: string[] = [];
afterAll(() => {
  for (const d of scratchDirs) rmSync(d, { recursive: true, force: true });
});

/** A scratch folder with the budget-diff head as `skills/` and both sides' audit documents. */
async function scratch(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillscope-outputs-'));
  scratchDirs.push(dir);
  cpSync(path.join(REPO_ROOT, HEAD), path.join(dir, 'skills'), { recursive: true });
  for (const [side, from] of [
    ['base', BASE],
    ['head', HEAD],
  ] as const) {
    const audit = await runCli(['audit', from, '--json']);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, `${side}.json`), audit.stdout);
  }
  return dir;
}

function render(r: { code: number; stdout: string; stderr: string }): string {
  return `exit ${r.code}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

describe('every command on the fixtures', () => {
  it('has one case name per snapshot', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  for (const c of CASES) {
    it(`skillscope ${c.args.join(' ')}`, async () => {
      const dir = c.scratch ? await scratch() : undefined;
      const args = dir ? c.args.map((a) => a.replaceAll('<TMP>', dir)) : c.args;
      const r = await runCli(args, { env: { NO_COLOR: '1' }, ...(c.stdin === undefined ? {} : { stdin: c.stdin }) });
      let text = render(r);
      if (dir) {
        // The report's HTML is checked too: it is the command's real output.
        if (c.name === 'report') text += `\n--- report.html\n${readFileSync(path.join(dir, 'report.html'), 'utf8')}`;
        // A selection records when it was made and a report when it was generated; the clock is
        // not the command's output.
        text = text
          .replaceAll(dir, '<TMP>')
          .replace(/"time": "\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"time": "<TIME>"')
          .replace(/generated \d{4}-\d\d-\d\d \d\d:\d\d UTC/g, 'generated <TIME>');
      }
      await expect(text).toMatchFileSnapshot(`__snapshots__/outputs/${c.name}.txt`);
    });
  }
});
