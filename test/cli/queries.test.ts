/**
 * `queries convert` and the query-set folder through the CLI (in-process): a folder of
 * per-skill eval files read as one set by bench, suggest, cost and report; conversions that
 * read back to the same requests; every malformed file of a folder reported with its file and
 * line, and exit 2, never a stack trace.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const EVALS = 'fixtures/evals';
const SK = 'fixtures/skills';

function scratch(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'skillscope-queries-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('a folder of eval files is one query set', () => {
  it('bench reads every format in it, ids prefixed with their file', async () => {
    const r = await runCli(['bench', SK, '--queries', EVALS, '--conditions', 'catalog:multi:bm25', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.queries).toEqual({ positives: 6, negatives: 2 });
    expect(doc.perQuery.map((q: { id: string }) => q.id)).toContain('pdf-form-filler/evals/evals.json#1');
    expect(doc.perQuery.map((q: { id: string }) => q.id)).toContain('xlsx-analysis/trigger_tests.yaml#no-trigger-1');
  });
  it.each([
    ['suggest', ['suggest', SK, '--queries', EVALS, '--router', 'catalog:multi:bm25', '--json']],
    ['cost', ['cost', SK, '--queries', EVALS, '--json']],
  ])('%s reads it too', async (_, args) => {
    const r = await runCli(args);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).schemaVersion).toBe(1);
  });
  it('reports every malformed file with its file and line, then exits 2', async () => {
    const root = scratch({
      'a/evals/evals.json': '{"skill_name": "a", "evals": [\n  {"id": 1}\n]}',
      'b/trigger_tests.yaml': 'skill: b\nshould_trigger_prompts: 3\n',
      'c/evals/trigger-eval.json': '[{"query": "fine", "should_trigger": true}]',
    });
    const r = await runCli(['queries', 'convert', root, '--to', 'jsonl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${path.join(root, 'a/evals/evals.json')}:2: "prompt" must be a non-empty string`);
    expect(r.stderr).toContain(`${path.join(root, 'b/trigger_tests.yaml')}:2: "should_trigger_prompts" must be a list`);
    expect(r.stderr).toContain('2 problems in the query files');
    expect(r.stdout).toBe('');
  });
  it('one malformed file is one line, FILE:LINE: problem', async () => {
    const root = scratch({ 'trigger_tests.yaml': 'skill: x\nshould_trigger_prompts:\n  - prompt: ""\n' });
    const r = await runCli(['bench', SK, '--queries', path.join(root, 'trigger_tests.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `skillscope: ${path.join(root, 'trigger_tests.yaml')}:3: each of "should_trigger_prompts" needs a non-empty "prompt"`,
    );
  });
  it('a folder without eval files is one clear line', async () => {
    const r = await runCli(['bench', SK, '--queries', scratch({ 'notes.txt': 'x' })]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no eval files in the --queries folder/);
  });
});

describe('queries convert', () => {
  it.each(['evals-json', 'trigger-eval', 'waza'])(
    'to %s and back to ours keeps the verdicts about the skill',
    async (to) => {
      const file = { 'evals-json': 'evals.json', 'trigger-eval': 'trigger-eval.json', waza: 'trigger_tests.yaml' }[
        to
      ] as string;
      const out = await runCli(['queries', 'convert', `${EVALS}/xlsx-analysis/trigger_tests.yaml`, '--to', to]);
      expect(out.code).toBe(0);
      const root = scratch({ [`xlsx-analysis/evals/${file}`]: out.stdout });
      const back = await runCli([
        'queries',
        'convert',
        path.join(root, 'xlsx-analysis', 'evals', file),
        '--to',
        'jsonl',
      ]);
      expect(back.code).toBe(0);
      const rows = back.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .map((q) => [q.query, q.expect === 'xlsx-analysis']);
      expect(rows).toEqual([
        ['which region grew fastest in budget_2026.xlsx? add a pivot table', true],
        ['sum the Q3 column of the Excel file and flag the outliers', true],
        ['fill out this pdf form with my details', false],
      ]);
    },
  );
  it('a set about several skills needs --skill for a one-skill format, and says what it drops', async () => {
    const r = await runCli(['queries', 'convert', EVALS, '--to', 'waza']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is about one skill and 'fixtures\/evals' names 3: pass --skill NAME/);
    const ok = await runCli(['queries', 'convert', EVALS, '--to', 'waza', '--skill', 'data-charts']);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toContain('5 requests for another skill or for none written as "should not trigger data-charts"');
  });
  it('refuses an unknown format or subcommand with a suggestion', async () => {
    expect((await runCli(['queries', 'convert', EVALS, '--to', 'wazza'])).stderr).toMatch(/did you mean 'waza'/);
    expect((await runCli(['queries', 'conver', EVALS])).stderr).toMatch(/did you mean 'convert'/);
    expect((await runCli(['queries', 'convert', EVALS])).code).toBe(2);
  });
  it('reads standard input', async () => {
    const r = await runCli(['queries', 'convert', '-', '--to', 'trigger-eval'], {
      stdin: '{"query":"draw a chart","expect":"data-charts"}\n',
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([{ query: 'draw a chart', should_trigger: true }]);
  });
});
