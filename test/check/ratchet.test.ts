/**
 * Ratchet mode (--baseline): existing findings pass, new ones fail; matching ignores line moves
 * but not a budget that got worse.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBaseline, baselineKey, parseBaseline } from '../../src/check/baseline.js';
import { runCheck } from '../../src/check/engine.js';
import { UsageError } from '../../src/errors.js';
import { loadSkills } from '../../src/skills/index.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-ratchet-'));
  temps.push(dir);
  cpSync(path.join(FIXTURES, name), path.join(dir, 'skills'), { recursive: true });
  return dir;
}

describe('--baseline', () => {
  it('a baseline with the existing findings exits 0; a new finding exits 1', async () => {
    const dir = copyFixture('skills');
    const first = await runCli(['check', 'skills', '--json'], { cwd: dir });
    expect(first.code).toBe(1);
    writeFileSync(path.join(dir, 'baseline.json'), first.stdout);

    const same = await runCli(['check', 'skills', '--baseline', 'baseline.json', '--json'], { cwd: dir });
    expect(same.code).toBe(0);
    const doc = JSON.parse(same.stdout) as { summary: { errors: number; baseline: { new: number; existing: number; resolved: number } }; findings: { baseline: string }[] };
    expect(doc.summary.errors).toBe(0);
    expect(doc.summary.baseline).toEqual({ new: 0, worse: 0, existing: doc.findings.length, resolved: 0 });

    // A new broken link in another skill: new error, exit 1.
    const file = path.join(dir, 'skills', 'regex-helper', 'SKILL.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nSee [the cheat sheet](references/cheatsheet.md).\n`);
    const worse = await runCli(['check', 'skills', '--baseline', 'baseline.json', '--format', 'github'], { cwd: dir });
    expect(worse.code).toBe(1);
    expect(worse.stdout.trim().split('\n')).toHaveLength(1);
    expect(worse.stdout).toContain('title=SK210 link-target-missing');
  });

  it('matches by code, file and key fields, not by line', () => {
    const set = loadSkills(path.join(FIXTURES, 'check', 'SK210-link-target-missing'));
    const result = runCheck(set);
    const moved = result.findings.map((f) => ({ code: f.code, file: f.file, data: f.data, line: f.line + 40 }));
    const applied = applyBaseline(result, moved);
    expect(applied.findings.every((f) => f.baseline === 'existing')).toBe(true);
    expect(applied.summary.errors).toBe(0);
    expect(baselineKey(result.findings[0]!)).toBe(['SK210', 'csv-to-markdown/SKILL.md', '"references/format.md"'].join('\u0000'));
  });

  it('a budget that got worse counts (as worse, not also resolved); one that improved does not', () => {
    const set = loadSkills(path.join(FIXTURES, 'check', 'SK312-host-drops-description'));
    const result = runCheck(set, { hosts: ['claude-code'], windowTokens: 8000, budgets: { catalogMaxTokens: 2000 } });
    const sk310 = result.findings.find((f) => f.code === 'SK310')!;
    expect(sk310.data['overBy']).toBe(75);
    const baseline = (overBy: number) => result.findings.map((f) => ({ code: f.code, file: f.file, data: f.code === 'SK310' ? { ...f.data, overBy } : f.data }));
    const worse = applyBaseline(result, baseline(74));
    expect(worse.findings.find((f) => f.code === 'SK310')?.baseline).toBe('worse');
    expect(worse.baseline).toEqual({ new: 0, worse: 1, existing: result.findings.length - 1, resolved: 0 });
    expect(worse.summary.errors).toBe(1);
    expect(applyBaseline(result, baseline(75)).findings.find((f) => f.code === 'SK310')?.baseline).toBe('existing');
    expect(applyBaseline(result, baseline(90)).summary.errors).toBe(0);
  });

  it('counts copies: a second identical finding is new', () => {
    const set = loadSkills(path.join(FIXTURES, 'check', 'SK101-frontmatter-missing'));
    const result = runCheck(set);
    const one = result.findings.slice(0, 1).map((f) => ({ code: f.code, file: f.file, data: f.data }));
    expect(applyBaseline(result, one).summary.errors).toBe(1);
  });

  it('rejects a file that is not a check --json result', () => {
    expect(() => parseBaseline('{"schemaVersion": 1}', 'b.json')).toThrow(UsageError);
    expect(() => parseBaseline('nope', 'b.json')).toThrow(UsageError);
  });

  it('a missing baseline file exits 2', async () => {
    const r = await runCli(['check', 'fixtures/check/clean', '--baseline', 'no-such-baseline.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^skillscope: cannot read baseline 'no-such-baseline.json'/);
  });
});
