/**
 * Ratchet mode (--baseline): existing findings pass, new ones fail; matching ignores line moves
 * but not a budget that got worse.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBaseline, baselineKey, parseBaseline } from '../../src/check/baseline.js';
import { runCheck } from '../../src/check/engine.js';
import { UsageError } from '../../src/base/errors.js';
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
    const doc = JSON.parse(same.stdout) as {
      summary: { errors: number; baseline: { new: number; existing: number; resolved: number } };
      findings: { baseline: string }[];
    };
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
    expect(baselineKey(result.findings[0]!)).toBe(
      ['SK210', 'csv-to-markdown/SKILL.md', '"references/format.md"'].join('\u0000'),
    );
  });

  it('a budget that got worse counts (as worse, not also resolved); one that improved does not', () => {
    const set = loadSkills(path.join(FIXTURES, 'check', 'SK312-host-drops-description'));
    const result = runCheck(set, { hosts: ['claude-code'], windowTokens: 8000, budgets: { catalogMaxTokens: 2000 } });
    const sk310 = result.findings.find((f) => f.code === 'SK310')!;
    expect(sk310.data['overBy']).toBe(75);
    const baseline = (overBy: number) =>
      result.findings.map((f) => ({
        code: f.code,
        file: f.file,
        data: f.code === 'SK310' ? { ...f.data, overBy } : f.data,
      }));
    const worse = applyBaseline(result, baseline(74));
    expect(worse.findings.find((f) => f.code === 'SK310')?.baseline).toBe('worse');
    expect(worse.baseline).toEqual({ new: 0, worse: 1, existing: result.findings.length - 1, resolved: 0 });
    expect(worse.summary.warnings).toBe(1);
    expect(applyBaseline(result, baseline(75)).findings.find((f) => f.code === 'SK310')?.baseline).toBe('existing');
    expect(applyBaseline(result, baseline(90)).summary.warnings).toBe(0);
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

function writeSkill(dir: string, name: string, description: string, body: string): void {
  mkdirSync(path.join(dir, 'skills', name), { recursive: true });
  writeFileSync(
    path.join(dir, 'skills', name, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`,
  );
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-ratchet-'));
  temps.push(dir);
  return dir;
}

interface JsonRun {
  summary: {
    failed: boolean;
    reason?: string;
    baseline: { new: number; worse: number; existing: number; resolved: number };
  };
  findings: { code: string; file: string; baseline: string; severity: string }[];
}

describe('--baseline and the rest of the collection', () => {
  /** Four skills; `widget` is emphasised by gear-fixer but used by 3 of 4 skills, so SK411 ignores it — until the collection grows. */
  function collection(): string {
    const dir = tempDir();
    writeSkill(
      dir,
      'gear-fixer',
      'Repairs gear trains in clocks. Use when a clock gear slips.',
      'Use this skill when the widget slips.',
    );
    writeSkill(
      dir,
      'paint-mixer',
      'Mixes paint colours for walls. Use when the user picks a wall colour.',
      'Keep the widget clean.',
    );
    writeSkill(dir, 'lamp-wiring', 'Wires table lamps safely. Use when a lamp flickers.', 'Check the widget first.');
    writeSkill(dir, 'tile-cutter', 'Cuts ceramic tiles to size. Use when tiling a floor.', 'Measure twice.');
    return dir;
  }

  it('adding unrelated skills creates no new finding in an untouched skill; editing that skill does', async () => {
    const dir = collection();
    const first = await runCli(['check', 'skills', '--json'], { cwd: dir });
    expect((JSON.parse(first.stdout) as JsonRun).findings.filter((f) => f.code === 'SK411')).toEqual([]);
    writeFileSync(path.join(dir, 'baseline.json'), first.stdout);
    writeSkill(dir, 'rope-knots', 'Ties sailing knots. Use when the user asks for a knot.', 'Practice.');
    writeSkill(dir, 'bread-baking', 'Bakes sourdough bread. Use when the user bakes bread.', 'Knead.');

    const grown = JSON.parse(
      (await runCli(['check', 'skills', '--baseline', 'baseline.json', '--json'], { cwd: dir })).stdout,
    ) as JsonRun;
    // The collection rule now reports gear-fixer (widget is rarer): not new, the skill is untouched.
    expect(grown.findings.map((f) => [f.code, f.file, f.baseline])).toEqual([
      ['SK411', 'gear-fixer/SKILL.md', 'existing'],
    ]);
    expect(grown.summary.baseline.new).toBe(0);

    // A baseline without fingerprints (made by an older version) cannot tell: the finding is new.
    const old = JSON.parse(first.stdout) as Record<string, unknown>;
    delete old['fingerprints'];
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify(old));
    const fromOld = JSON.parse(
      (await runCli(['check', 'skills', '--baseline', 'old.json', '--json'], { cwd: dir })).stdout,
    ) as JsonRun;
    expect(fromOld.findings.map((f) => f.baseline)).toEqual(['new']);

    // Once gear-fixer itself changes, its finding is its own: new.
    writeFileSync(
      path.join(dir, 'skills', 'gear-fixer', 'SKILL.md'),
      `${readFileSync(path.join(dir, 'skills', 'gear-fixer', 'SKILL.md'), 'utf8')}\nMore text.\n`,
    );
    const edited = JSON.parse(
      (await runCli(['check', 'skills', '--baseline', 'baseline.json', '--json'], { cwd: dir })).stdout,
    ) as JsonRun;
    expect(edited.findings.map((f) => [f.code, f.file, f.baseline])).toEqual([['SK411', 'gear-fixer/SKILL.md', 'new']]);
  });

  it('a collection finding that names a new skill is new (a confusable pair with a newcomer)', () => {
    const base = { 'a/SKILL.md': 'x' };
    const result = {
      dir: 'skills',
      profile: 'default' as const,
      budgets: runCheck(loadSkills(path.join(FIXTURES, 'check', 'clean'))).budgets,
      listings: [],
      summary: { errors: 0, warnings: 1, infos: 0, files: 2 },
      fingerprints: { ...base, 'b/SKILL.md': 'new' },
      findings: [
        {
          code: 'SK410' as const,
          name: 'confusable-skills',
          severity: 'warn' as const,
          file: 'a/SKILL.md',
          line: 3,
          column: 1,
          message: '',
          data: { other: 'b', otherFile: 'b/SKILL.md' },
        },
      ],
    };
    expect(applyBaseline(result, { findings: [], fingerprints: base }).findings.map((f) => f.baseline)).toEqual([
      'new',
    ]);
    expect(
      applyBaseline(result, { findings: [], fingerprints: { ...base, 'b/SKILL.md': 'new' } }).findings.map(
        (f) => f.baseline,
      ),
    ).toEqual(['existing']);
  });

  it('a budget worse than the baseline fails the run even when its rule is a warning', async () => {
    const dir = copyFixture('skills');
    const first = JSON.parse((await runCli(['check', 'skills', '--json'], { cwd: dir })).stdout) as {
      findings: { code: string; severity: string; data: Record<string, unknown> }[];
    };
    const sk301 = first.findings.find((f) => f.code === 'SK301')!;
    expect(sk301.severity).toBe('warn');
    sk301.data['tokens'] = (sk301.data['tokens'] as number) - 1;
    writeFileSync(path.join(dir, 'baseline.json'), JSON.stringify(first));
    const r = await runCli(['check', 'skills', '--baseline', 'baseline.json', '--json'], { cwd: dir });
    const doc = JSON.parse(r.stdout) as JsonRun;
    expect(doc.summary.baseline).toMatchObject({ new: 0, worse: 1 });
    expect([r.code, doc.summary.failed, doc.summary.reason]).toEqual([1, true, 'baseline-worse']);
    const gh = await runCli(['check', 'skills', '--baseline', 'baseline.json', '--format', 'github'], { cwd: dir });
    expect(gh.code).toBe(1);
    expect(
      gh.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(' ')[0]),
    ).toEqual(['::warning', '::error::skillscope']);
  });
});

describe('--baseline file validation', () => {
  it.each([
    ['[null]'],
    ['null'],
    ['{"schemaVersion": 1, "summary": {}, "findings": [null]}'],
    ['{"schemaVersion": 1, "summary": {}, "findings": [{"code": 410, "file": "a"}]}'],
    ['{"schemaVersion": 1, "summary": {}, "findings": [{"code": "SK410", "file": "a", "data": [1]}]}'],
    ['{"schemaVersion": 1, "summary": {}, "findings": [], "fingerprints": {"a": 1}}'],
    ['{"schemaVersion": 1, "summary": {}, "findings": [], "dir": 3}'],
    ['{"schemaVersion": 2, "summary": {}, "findings": []}'],
  ])('%s is a usage error: one line, exit 2', async (text) => {
    const dir = tempDir();
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    writeFileSync(path.join(dir, 'b.json'), text);
    expect(() => parseBaseline(text, 'b.json')).toThrow(UsageError);
    const r = await runCli(['check', 'skills', '--baseline', 'b.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^skillscope: baseline b\.json[^\n]*\n$/);
  });

  it('an audit --json result is refused as a baseline, saying what makes one', async () => {
    const dir = tempDir();
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    writeFileSync(path.join(dir, 'audit.json'), (await runCli(['audit', 'skills', '--json'], { cwd: dir })).stdout);
    const r = await runCli(['check', 'skills', '--baseline', 'audit.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('audit --json');
    expect(r.stderr).toContain('check DIR --json');
  });

  it('a baseline made for another directory warns on stderr; the same directory spelled differently does not', async () => {
    const dir = tempDir();
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'other'), { recursive: true });
    writeFileSync(path.join(dir, 'b.json'), (await runCli(['check', 'skills', '--json'], { cwd: dir })).stdout);
    const same = await runCli(['check', './skills', '--baseline', 'b.json'], { cwd: dir });
    expect([same.code, same.stderr]).toEqual([0, '']);
    const other = await runCli(['check', 'other', '--baseline', 'b.json'], { cwd: dir });
    expect(other.code).toBe(0);
    expect(other.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(other.stderr).toMatch(/^skillscope: warning: baseline b\.json was made for 'skills'/);
  });
});

describe('--show-existing', () => {
  it('under --baseline, text prints only new and worse findings unless --show-existing', async () => {
    const dir = copyFixture('skills');
    writeFileSync(path.join(dir, 'baseline.json'), (await runCli(['check', 'skills', '--json'], { cwd: dir })).stdout);
    const file = path.join(dir, 'skills', 'regex-helper', 'SKILL.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nSee [the cheat sheet](references/cheatsheet.md).\n`);
    const quiet = await runCli(['check', 'skills', '--baseline', 'baseline.json'], { cwd: dir });
    const codes = (text: string) =>
      [...text.matchAll(/^ {2}\S+ +(?:error|warning|info) +(SK\d{3}) /gm)].map((m) => m[1]);
    expect(codes(quiet.stdout)).toEqual(['SK210']);
    const all = await runCli(['check', 'skills', '--baseline', 'baseline.json', '--show-existing', '--verbose'], {
      cwd: dir,
    });
    const json = JSON.parse(
      (await runCli(['check', 'skills', '--baseline', 'baseline.json', '--json'], { cwd: dir })).stdout,
    ) as JsonRun;
    expect(codes(all.stdout)).toHaveLength(json.findings.length);
    expect([quiet.code, all.code]).toEqual([1, 1]);
    const gh = await runCli(
      ['check', 'skills', '--baseline', 'baseline.json', '--format', 'github', '--show-existing'],
      { cwd: dir },
    );
    expect(gh.stdout.trim().split('\n').length).toBeGreaterThanOrEqual(json.findings.length);
  });

  it('--show-existing without --baseline is a usage error', async () => {
    const r = await runCli(['check', 'fixtures/check/clean', '--show-existing']);
    expect(r.code).toBe(2);
  });
});
