/**
 * Argument handling shared by every command: "did you mean" from one helper, `--` ends
 * options, route's free-text request, and `--skill` for the skill-creator query format in
 * both `bench` and `report`.
 */
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closestName, didYouMean } from '../../src/base/suggest.js';
import { freeTextArgv } from '../../src/cli/args.js';
import { runCli } from '../helpers/cli.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-args-'));
function file(name: string, text: string): string {
  const p = path.join(tmp, name);
  writeFileSync(p, text);
  return p;
}

describe('did you mean', () => {
  it('closestName: likely typos only, case-insensitive', () => {
    expect(closestName('pdff', ['pdf', 'charts'])).toBe('pdf');
    expect(closestName('PDF', ['pdf'])).toBe('pdf');
    expect(closestName('xlsx', ['pdf', 'charts'])).toBeNull();
    expect(closestName('ab', ['id'])).toBeNull();
    expect(didYouMean('benc', ['bench', 'check'])).toBe(" (did you mean 'bench'?)");
    expect(didYouMean('zzz', ['bench'])).toBe('');
  });

  it('for a command, an option, an option value and a --skill', async () => {
    const command = await runCli(['benhc']);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain("'bench'?");
    const option = await runCli(['audit', 'fixtures/skills', '--formt', 'json']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("'--format'?");
    const value = await runCli(['route', 'fixtures/skills', 'x', '--scorer', 'bm52']);
    expect(value.stderr).toContain("'bm25'?");
    const evals = file('evals.json', JSON.stringify([{ query: 'fill this pdf form', should_trigger: true }]));
    const skill = await runCli(['bench', 'fixtures/skills', '--queries', evals, '--skill', 'pdf-form-filer']);
    expect(skill.code).toBe(2);
    expect(skill.stderr).toContain("'pdf-form-filler'?");
    expect(skill.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('-- ends options', () => {
  it('audit -- --help takes --help as the DIR instead of printing help', async () => {
    const r = await runCli(['audit', '--', '--help']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("'--help'");
  });

  it('--help before -- still prints help', async () => {
    const r = await runCli(['audit', '--help', '--', 'x']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: skillscope audit');
  });
});

describe('route: the words after the request’s first word are the request', () => {
  it('keeps -h, --help and unknown dashes as words of the request', async () => {
    for (const [args, query] of [
      [['fixtures/skills', 'what', 'does', '-h', 'mean', '--json'], 'what does -h mean'],
      [['fixtures/skills', 'explain', '--help', 'output', '--json'], 'explain --help output'],
      [['fixtures/skills', 'pdf', '-x', '--json'], 'pdf -x'],
      [['--json', 'fixtures/skills', '--', '--json', 'flag'], '--json flag'],
    ] as const) {
      const r = await runCli(['route', ...args]);
      expect(r.code, args.join(' ')).toBe(0);
      expect((JSON.parse(r.stdout) as { query: string }).query).toBe(query);
    }
  });

  it('still takes its own options after a quoted request, and -h before it', async () => {
    const r = await runCli(['route', 'fixtures/skills', 'fill a pdf form', '--condition', 'body', '--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({ query: 'fill a pdf form', router: { condition: 'body' } });
    const help = await runCli(['route', 'fixtures/skills', '-h']);
    expect(help.stdout).toContain('Usage: skillscope route');
  });

  it('freeTextArgv puts the text after a --', () => {
    const opts = { json: { type: 'boolean' }, top: { type: 'string' } } as const;
    expect(freeTextArgv(['d', '--top', '3', 'a', '-h', '--top', '2', '--x'], opts, 2)).toEqual({
      argv: ['--top', '3', '--top', '2', '--', 'd', 'a', '-h', '--x'],
      helpRequested: false,
    });
    expect(freeTextArgv(['-h', 'd'], opts, 2).helpRequested).toBe(true);
  });
});

describe('--skill and the skill-creator format', () => {
  const evals = file(
    'evals2.json',
    JSON.stringify([
      { query: 'fill this pdf form', should_trigger: true },
      { query: 'write the weekly report', should_trigger: false },
    ]),
  );

  it('report takes --skill for should_trigger queries', async () => {
    const out = path.join(tmp, 'r.html');
    const r = await runCli([
      'report',
      'fixtures/skills',
      '--queries',
      evals,
      '--skill',
      'pdf-form-filler',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(true);
    const missing = await runCli(['report', 'fixtures/skills', '--queries', evals, '--out', out]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--skill');
    const typo = await runCli([
      'report',
      'fixtures/skills',
      '--queries',
      evals,
      '--skill',
      'pdff-form-filler',
      '--out',
      out,
    ]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("'pdf-form-filler'?");
  });

  it('warns (and goes on) when --skill is given for a file without should_trigger queries', async () => {
    const b = await runCli([
      'bench',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--skill',
      'pdf-form-filler',
      '--json',
    ]);
    expect(b.code).toBe(0);
    expect(b.stderr).toMatch(/^skillscope: warning: --skill .*ignored\n$/);
    const ok = await runCli(['bench', 'fixtures/skills', '--queries', evals, '--skill', 'pdf-form-filler', '--json']);
    expect(ok.stderr).toBe('');
  });
});
