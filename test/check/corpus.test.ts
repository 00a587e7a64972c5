/**
 * The corpus acceptance test: a plugin-style repository built from what public skill
 * repositories contain (fixtures/corpus/plugin-repo, README lists the intended findings).
 * `check` must report no error or warning that the README does not list.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const CORPUS = path.join(FIXTURES, 'corpus', 'plugin-repo');

describe('corpus: plugin-style repository', () => {
  // As the CLI does with the corpus's skillscope.config.json: its test fixtures are ignored.
  const set = loadSkills(CORPUS, { ignore: ['tests/**'] });
  const result = runCheck(set);
  const key = (f: { code: string; severity: string; file: string }) => `${f.code} ${f.severity} ${f.file}`;

  it('finds the plugin root, and the skill behind the symlinked skills folder once', () => {
    expect(set.pluginRoots).toEqual(['']);
    expect(set.skills.map((s) => s.name).filter((n) => n === 'csv-tidy')).toEqual(['csv-tidy']);
    expect(set.skills).toHaveLength(6);
    expect(loadSkills(CORPUS).skills).toHaveLength(8);
  });

  it('a skills folder of symlinks to skill folders elsewhere loads them and passes', async () => {
    const linked = loadSkills(path.join(CORPUS, 'linked-skills'));
    expect(linked.skills.map((s) => s.name)).toEqual(['csv-tidy']);
    expect(runCheck(linked).findings).toEqual([]);
    const r = await runCli(['check', 'fixtures/corpus/plugin-repo/linked-skills', '--json']);
    expect(r.code).toBe(0);
  });

  it('reports no error or warning: the README lists none', () => {
    expect(result.findings.filter((f) => f.severity !== 'info').map(key)).toEqual([]);
  });

  it('reports the intended infos and no others but SK411', () => {
    const infos = result.findings.filter((f) => f.severity === 'info' && f.code !== 'SK411');
    expect(infos.map(key).sort()).toEqual([
      'SK213 info skills/sheet-report/SKILL.md',
      'SK507 info skills/pdf-forms/scripts/common/log.py',
    ]);
    expect(infos.find((f) => f.code === 'SK213')?.data['target']).toBe('assets/report.html');
  });

  it('passes through the CLI, whose config ignores tests/; without it the test fixtures are read as test data, not checked', async () => {
    const r = await runCli(['check', 'fixtures/corpus/plugin-repo', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { summary: { errors: number; warnings: number } };
    expect(doc.summary).toMatchObject({ errors: 0, warnings: 0 });
    const empty = path.join(mkdtempSync(path.join(tmpdir(), 'skillscope-corpus-')), 'empty.json');
    writeFileSync(empty, '{}\n');
    const unignored = await runCli(['check', 'fixtures/corpus/plugin-repo', '--json', '--config', empty]);
    // No host loads a skill from tests/fixtures/ (the plugin's skills are in skills/), so the one
    // without a description is no error; what was read says the folder is test data.
    expect(unignored.code).toBe(0);
    const all = JSON.parse(unignored.stdout) as {
      findings: { severity: string }[];
      read: { units: { name: string; testData?: boolean }[] };
    };
    expect(all.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(all.read.units.filter((u) => u.testData === true).map((u) => u.name)).toEqual(['tests/fixtures']);
  });
});
