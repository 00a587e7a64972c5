/**
 * Edge cases of `check` that once went wrong: YAML-null fields, values cut by a YAML
 * comment, the pass/fail verdict and its reason in every format, "no skills" as a usage error,
 * one catalog shared with audit, descriptions already truncated at a common cut, budgets shared
 * with audit, references into nested skills, and config encoding errors naming the key.
 */
import type { OpenRequest } from '../../src/base/guard.js';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/audit.js';
import { DEFAULT_BODY_MAX_LINES, DEFAULT_BODY_MAX_TOKENS, DEFAULT_RESOURCE_MAX_TOKENS } from '../../src/audit/audit.js';
import { parseConfig as parseCheckConfig } from '../../src/config/parse.js';
import { checkVerdict, runCheck } from '../../src/check/engine.js';
import { BUDGET_NAMES, DEFAULT_BUDGETS, resolveCheckOptions } from '../../src/check/options.js';
import { endsAtSentenceEnd } from '../../src/check/rules/index.js';
import { fixFrontmatterQuoting } from '../../src/check/fix.js';
import { expectValidValuesKept } from '../helpers/fix-values.js';
import { commentCut, deliberateComment } from '../../src/check/text/comment-cut.js';
import { UsageError } from '../../src/base/errors.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-review-'));
  temps.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const check = (files: Record<string, string>, options = {}) => runCheck(loadSkills('/', {}, memoryFs(files)), options);
const codes = (files: Record<string, string>, options = {}) =>
  check(files, options).findings.map((f) => `${f.code} ${f.file}`);

describe('YAML null name or description counts as missing', () => {
  it.each([
    ['name:', 'SK110'],
    ['name: null', 'SK110'],
    ['name: ~', 'SK110'],
  ])('%j → %s', (line, code) => {
    expect(codes({ 'x/SKILL.md': `---\n${line}\ndescription: Name is null. Use when x.\n---\nbody\n` })).toEqual([
      `${code} x/SKILL.md`,
    ]);
  });

  it.each(['description:', 'description: null', 'description: ~'])('%j → SK120', (line) => {
    expect(codes({ 'x/SKILL.md': `---\nname: x\n${line}\n---\nbody\n` })).toEqual(['SK120 x/SKILL.md']);
  });

  it('no description: Codex skips the skill, Claude Code lists it by its first paragraph (2.1.69); no name: the folder name', () => {
    const ok = '---\nname: ok\ndescription: Formats CSV files. Use when the user asks for a table.\n---\nbody\n';
    const result = check({
      'ok/SKILL.md': ok,
      'nameless/SKILL.md': '---\nname:\ndescription: Name is null. Use when x.\n---\nbody\n',
      'blank/SKILL.md': '---\nname: blank\ndescription:\n---\nbody\n',
    });
    expect(result.budgets.hosts['claude-code']).toMatchObject({ full: 3, skipped: 0 });
    expect(result.budgets.hosts['codex']).toMatchObject({ full: 2, skipped: 1 });
    const skipped = (host: string) =>
      result.listings
        .find((l) => l.host === host)!
        .entries.filter((e) => e.status === 'skipped')
        .map((e) => e.file);
    expect(skipped('claude-code')).toEqual([]);
    expect(result.listings.find((l) => l.host === 'claude-code')!.text).toContain('\n- blank: body');
    expect(skipped('codex')).toEqual(['blank/SKILL.md']);
  });
});

describe('SK125: a plain value cut at ` #`', () => {
  it('reports the kept and the lost text, for description and name', () => {
    const result = check({
      'c/SKILL.md':
        '---\nname: c sharp # the C skill\ndescription: Handles C# code #fast. Use when writing C#.\n---\nbody\n',
    });
    const sk125 = result.findings.filter((f) => f.code === 'SK125');
    expect(sk125.map((f) => [f.line, f.column, f.data])).toEqual([
      [2, 15, { field: 'name', kept: 'c sharp', lost: '# the C skill', intended: 'c sharp # the C skill' }],
      [
        3,
        30,
        {
          field: 'description',
          kept: 'Handles C# code',
          lost: '#fast. Use when writing C#.',
          intended: 'Handles C# code #fast. Use when writing C#.',
        },
      ],
    ]);
  });

  it('a deliberate comment after a valid name or a complete sentence is neither reported nor fixed', () => {
    const text =
      '---\nname: pdf-tools  # keep in sync with folder\ndescription: Fills PDF forms. Use when asked to fill a form. # TODO improve\n---\nbody\n';
    const result = check({ 'pdf-tools/SKILL.md': text });
    expect(result.findings.map((f) => f.code)).not.toContain('SK125');
    expect(fixFrontmatterQuoting(text)).toEqual({ text, fixes: [] });
    // A closing quote or bracket after the sentence end, and CJK sentence ends, count too.
    expect(deliberateComment('description', 'Says "hi."')).toBe(true);
    expect(deliberateComment('description', '填写表单（用于 PDF。）')).toBe(true);
    expect(deliberateComment('description', '填写 PDF 表单。')).toBe(true);
    expect(deliberateComment('description', 'Formats C')).toBe(false);
    expect(deliberateComment('name', 'pdf-tools')).toBe(true);
    expect(deliberateComment('name', 'PDF tools')).toBe(false);
  });

  it('flags and fixes only the cut field; the data names the field', () => {
    const text = '---\nname: pdf-tools # ok\ndescription: Fills PDF forms #fast. Use when asked.\n---\nbody\n';
    const sk125 = check({ 'pdf-tools/SKILL.md': text }).findings.filter((f) => f.code === 'SK125');
    expect(sk125.map((f) => f.data['field'])).toEqual(['description']);
    expect(sk125[0]?.message).toContain('description');
    expect(sk125[0]?.message).not.toContain('name');
    const fixed = fixFrontmatterQuoting(text);
    expect(fixed.fixes.map((f) => [f.key, f.value])).toEqual([
      ['description', 'Fills PDF forms #fast. Use when asked.'],
    ]);
    expect(expectValidValuesKept(text, fixed.text)).toEqual(['description']);
  });

  it('ignores quoted values, a `#` without a space before it, and block scalars', () => {
    expect(commentCut('description: "a #b"', 'description', 'a #b')).toBeNull();
    expect(commentCut('description: C# and F#', 'description', 'C# and F#')).toBeNull();
    expect(commentCut('description: >\n  a #b', 'description', 'a #b\n')).toBeNull();
    expect(commentCut('description: a\t#b', 'description', 'a')).toMatchObject({ kept: 'a', lost: '#b' });
  });
});

describe('the verdict says why a run fails', () => {
  const warnOnly = 'fixtures/check/SK401-description-no-trigger';

  it('checkVerdict: errors, then max-warnings', () => {
    const summary = (errors: number, warnings: number) => ({ summary: { errors, warnings, infos: 0, files: 1 } });
    expect(checkVerdict(summary(1, 0))).toEqual({ failed: true, reason: 'errors' });
    expect(checkVerdict(summary(0, 1), { maxWarnings: 0 })).toEqual({
      failed: true,
      reason: 'max-warnings',
      maxWarnings: 0,
    });
    expect(checkVerdict(summary(0, 1), { maxWarnings: 1 })).toEqual({ failed: false, maxWarnings: 1 });
  });

  it('text: ✖ and the reason; json: failed and reason; github: one ::error line', async () => {
    const text = await runCli(['check', warnOnly, '--max-warnings', '0']);
    expect(text.code).toBe(1);
    expect(text.stdout.trimEnd().split('\n').at(-1)).toMatch(/^✖ .*: fails, 1 warning, more than --max-warnings 0$/);

    const json = await runCli(['check', warnOnly, '--max-warnings', '0', '--json']);
    expect((JSON.parse(json.stdout) as { summary: unknown }).summary).toMatchObject({
      warnings: 1,
      failed: true,
      reason: 'max-warnings',
      maxWarnings: 0,
    });
    const passing = await runCli(['check', warnOnly, '--json']);
    expect((JSON.parse(passing.stdout) as { summary: unknown }).summary).toMatchObject({ failed: false });

    const github = await runCli(['check', warnOnly, '--max-warnings', '0', '--format', 'github']);
    const lines = github.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('::error'))).toEqual([
      '::error::skillscope check fails: 1 warning, more than --max-warnings 0',
    ]);
    expect(lines).toHaveLength(2);

    const strict = await runCli(['check', warnOnly, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout.trimEnd().split('\n').at(-1)).toMatch(/^✖ 1 error/);
  });
});

describe('a check that finds no skills is a usage error', () => {
  it('an empty folder exits 2', async () => {
    const dir = tempDir();
    const r = await runCli(['check', dir]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^skillscope: no skills found in '.*' \(looked for/);
  });

  it('--layout flat on a tree of skill folders exits 2', async () => {
    expect((await runCli(['check', 'fixtures/check/clean', '--layout', 'flat'])).code).toBe(2);
  });

  it('skills only below --max-depth exit 2 with the depth hint', async () => {
    const r = await runCli(['check', 'fixtures/check/SK106-path-skipped', '--max-depth', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-depth');
  });

  it('warnings alone never make an empty run pass: --max-depth 0 with SK104 off, a dangling symlink turned down to a warning', async () => {
    const shallow = await runCli(['check', 'fixtures/skills', '--max-depth', '0', '--rule', 'SK104=off']);
    expect(shallow.code).toBe(2);
    expect(shallow.stdout).toBe('');
    expect(shallow.stderr).toMatch(/^skillscope: no skills found in/);
    const dir = tempDir();
    symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'gone'));
    // The broken link is an SK104 error: with no skills, that error is what the run reports.
    const dangling = await runCli(['check', dir, '--json']);
    expect(dangling.code).toBe(1);
    expect((JSON.parse(dangling.stdout) as { findings: { code: string }[] }).findings.map((f) => f.code)).toEqual([
      'SK104',
    ]);
    const warned = await runCli(['check', dir, '--rule', 'SK104=warn']);
    expect(warned.code).toBe(2);
    expect(warned.stderr).toMatch(/^skillscope: no skills found in/);
  });

  it('with no skills, an error-level loader finding is the answer (exit 1), unless turned down to a warning', async () => {
    const strict = await runCli([
      'check',
      'fixtures/check/SK106-path-skipped',
      '--max-depth',
      '0',
      '--strict',
      '--json',
    ]);
    expect(strict.code).toBe(1);
    expect(
      (JSON.parse(strict.stdout) as { findings: { code: string; severity: string }[] }).findings.every(
        (f) => f.severity === 'error',
      ),
    ).toBe(true);
    const warned = await runCli(['check', 'fixtures/check/SK100-skill-md-missing', '--rule', 'SK100=warn']);
    expect(warned.code).toBe(2);
  });

  it('a single SKILL.md path still works, and a folder with only loader problems is still reported', async () => {
    const one = await runCli(['check', 'fixtures/check/clean/cron-explainer/SKILL.md', '--json']);
    expect(one.code).toBe(0);
    expect((JSON.parse(one.stdout) as { summary: { files: number } }).summary.files).toBe(1);
    const missing = await runCli(['check', 'fixtures/check/SK100-skill-md-missing', '--json']);
    expect(missing.code).toBe(1);
    expect((JSON.parse(missing.stdout) as { findings: { code: string }[] }).findings.map((f) => f.code)).toEqual([
      'SK100',
    ]);
  });
});

describe('SK301 uses the audit catalog', () => {
  it("every skill counts, and the total equals audit's on fixtures/skills", () => {
    const set = loadSkills(path.join(FIXTURES, 'skills'));
    const result = runCheck(set);
    const audit = computeAudit(set, { encodings: [getEncoding('o200k_base')] });
    const auditTotal = audit.skills.reduce((sum, s) => sum + (s.catalog.tokens['o200k_base'] ?? 0), 0);
    expect(result.budgets.catalog).toMatchObject({ tokens: auditTotal, skills: set.skills.length });
    expect(result.findings.find((f) => f.code === 'SK301')?.data).toMatchObject({
      tokens: auditTotal,
      skills: set.skills.length,
    });
  });
});

describe('SK404: description already truncated at a common cut', () => {
  const skill = (description: string) => ({ 'd/SKILL.md': `---\nname: d\ndescription: "${description}"\n---\nbody\n` });
  const sentence = 'Use when the user asks for a table. ';
  const exactly = (n: number, end: string) =>
    (
      sentence
        .repeat(20)
        .slice(0, n - end.length)
        .trimEnd() + 'x'.repeat(n)
    ).slice(0, n - end.length) + end;

  it.each([
    [240, 'ends mid-word', 'ab', true],
    [256, 'ends mid-word', 'ab', true],
    [240, 'ends with …', '…', true],
    [240, 'ends with ...', '...', true],
    [240, 'ends at a sentence', 'a.', false],
    [256, 'ends at a quoted sentence', 'a.)', false],
    [241, 'is not a cut length', 'ab', false],
  ])('%i code points that %s → %s', (n, _what, end, flagged) => {
    const description = exactly(n, end);
    expect([...description]).toHaveLength(n);
    const found = check(skill(description), { rules: { SK302: 'off' } }).findings.filter((f) => f.code === 'SK404');
    expect(found.map((f) => f.data)).toEqual(flagged ? [{ length: n, cut: n }] : []);
  });

  it('sentence ends, English and Chinese', () => {
    expect(endsAtSentenceEnd('Done.')).toBe(true);
    expect(endsAtSentenceEnd('完成。')).toBe(true);
    expect(endsAtSentenceEnd('He said "stop!"')).toBe(true);
    expect(endsAtSentenceEnd('Done and')).toBe(false);
    expect(endsAtSentenceEnd('Done and…')).toBe(false);
  });
});

describe('one default, one definition', () => {
  it("body and reference budgets are audit's constants; BUDGET_NAMES lists every resolved budget", () => {
    expect(DEFAULT_BUDGETS).toMatchObject({
      bodyMaxLines: DEFAULT_BODY_MAX_LINES,
      bodyMaxTokens: DEFAULT_BODY_MAX_TOKENS,
      referenceWarnTokens: DEFAULT_RESOURCE_MAX_TOKENS,
    });
    expect([...BUDGET_NAMES].sort()).toEqual(Object.keys(resolveCheckOptions().budgets).sort());
  });
});

describe('SK210 and nested skills', () => {
  it('a link to a file of a skill nested in this folder is not missing', () => {
    const files = {
      'parent/SKILL.md':
        '---\nname: parent\ndescription: Parent skill. Use when testing nested links.\n---\nSee [child](examples/child/SKILL.md), [notes](examples/child/notes.md) and [gone](examples/gone.md).\n',
      'parent/examples/child/SKILL.md':
        '---\nname: child\ndescription: Child skill. Use when testing nested skills.\n---\nbody\n',
      'parent/examples/child/notes.md': 'notes\n',
    };
    const found = check(files).findings.filter((f) => f.code.startsWith('SK21'));
    expect(found.map((f) => [f.code, f.data['target']])).toEqual([['SK210', 'examples/gone.md']]);
  });
});

describe('config encoding', () => {
  it('an unknown encoding names the config file and the key', async () => {
    expect(() => parseCheckConfig('{"encoding": "p99"}', 'skillscope.config.json')).toThrow(UsageError);
    expect(() => parseCheckConfig('{"encoding": "p99"}', 'skillscope.config.json')).toThrow(
      /^skillscope\.config\.json:1:2: encoding: must be one of r50k_base, p50k_base, cl100k_base, o200k_base, gpt2/,
    );
    const dir = tempDir({ 'skillscope.config.json': '{"encoding": "p99"}' });
    const r = await runCli(['check', path.join(FIXTURES, 'check', 'clean')], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/skillscope\.config\.json:1:2: encoding: must be one of/);
    expect(r.stderr).not.toContain('p99');
  });
});

describe('a reference too large to read counts by an estimate', () => {
  it('SK503 and SK505 fire with estimated tokens (bytes / 4), a warning and information: a size alone never fails the gate', () => {
    const big = 70 * 1024 * 1024;
    const base = memoryFs({
      'huge/SKILL.md':
        '---\nname: huge\ndescription: Reads a huge log. Use when the user asks about the log.\n---\nSee references/log.md.\n',
      'huge/references/log.md': 'x',
    });
    const huge = { kind: 'file' as const, size: big };
    // The guard sizes a file from the descriptor it opens (openRead), the walk from stat: fake both.
    const fs = {
      ...base,
      stat: (p: string) => (p.endsWith('log.md') ? huge : base.stat(p)),
      openRead: (p: string, request: OpenRequest) =>
        p.endsWith('log.md') ? { real: base.realpath(p), stat: huge } : base.openRead(p, request),
    };
    const set = loadSkills('/', {}, fs);
    expect(set.skills[0]?.resources[0]).toMatchObject({ notRead: true, text: null });
    const result = runCheck(set, {});
    const byCode = (code: string) => result.findings.find((f) => f.code === code);
    expect(byCode('SK503')?.data).toMatchObject({ tokens: big / 4, estimated: true, max: 25_000 });
    expect(byCode('SK505')?.data).toMatchObject({ tokens: big / 4, estimated: true, max: 50_000 });
    expect(byCode('SK506')?.data).toMatchObject({ bytes: big });
    expect([byCode('SK503')?.severity, byCode('SK505')?.severity]).toEqual(['warn', 'info']);
    expect(checkVerdict(result)).toMatchObject({ failed: false });
  });
});

describe('SK211: links are normalised against the skill folder first', () => {
  it('a link out of the skill and back in is checked as a link inside it', () => {
    const skill = (link: string) => ({
      's/SKILL.md': `---\nname: s\ndescription: Does s things. Use when s.\n---\nSee [p](${link}).\n`,
      's/references/a.md': 'A\n',
      'other/SKILL.md': '---\nname: other\ndescription: Does other things. Use when other.\n---\nbody\n',
    });
    const linkCodes = (link: string) =>
      check(skill(link))
        .findings.filter((f) => /^SK21/.test(f.code))
        .map((f) => [f.code, f.data['target']]);
    expect(linkCodes('../s/references/a.md')).toEqual([]);
    expect(linkCodes('../s/references/missing.md')).toEqual([['SK210', '../s/references/missing.md']]);
    expect(linkCodes('../other/SKILL.md')).toEqual([['SK211', '../other/SKILL.md']]);
  });
});
