/**
 * SK106 reports different situations (a link out of the folder, a link reaching a folder twice,
 * a skill below --max-depth, a folder too deep inside a skill); `check`'s text output prints,
 * under each finding, the fix of its own situation (`data.case`), not one text for all.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../../src/check/rules/index.js';
import { runCli } from '../helpers/cli.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-sk106-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const skill = (rel: string, name: string): void => {
  mkdirSync(path.join(base, rel), { recursive: true });
  writeFileSync(
    path.join(base, rel, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Does ${name} work. Use when the user asks for ${name}.\n---\n# ${name}\n`,
  );
};

describe('SK106 fix lines', () => {
  skill('root/ok', 'ok');
  mkdirSync(path.join(base, 'outside'));
  writeFileSync(path.join(base, 'outside', 'a.md'), 'x\n');
  symlinkSync(path.join(base, 'outside'), path.join(base, 'root', 'ok', 'references'));
  skill('root/group/far/away', 'away');

  it('each finding is followed by the fix of its case', async () => {
    const r = await runCli(['check', 'root', '--max-depth', '2'], { cwd: base });
    const lines = r.stdout.split('\n');
    const cases = RULES.SK106.docs.caseFixes ?? {};
    const shown = lines.flatMap((line, i) =>
      /^ {2}\S+ +(?:error|warning|info) +SK106 /.test(line) ? [lines[i + 1]!.trim()] : [],
    );
    expect(shown.sort()).toEqual([`fix: ${cases['below-max-depth']}`, `fix: ${cases['link-out']}`].sort());
    const json = JSON.parse((await runCli(['check', 'root', '--max-depth', '2', '--json'], { cwd: base })).stdout) as {
      findings: { code: string; data: { case?: string } }[];
    };
    expect(
      json.findings
        .filter((f) => f.code === 'SK106')
        .map((f) => f.data.case)
        .sort(),
    ).toEqual(['below-max-depth', 'link-out']);
  });

  it('a host skill folder linked outside the folder is a folder of skills: check it as another DIR', async () => {
    skill('shared-skills/lint', 'lint');
    mkdirSync(path.join(base, 'repo', '.agents'), { recursive: true });
    skill('repo/own', 'own');
    symlinkSync(path.join(base, 'shared-skills'), path.join(base, 'repo', '.agents', 'skills'));
    const json = JSON.parse((await runCli(['check', 'repo', '--json'], { cwd: base })).stdout) as {
      findings: { code: string; message: string; data: { case?: string } }[];
    };
    const sk106 = json.findings.filter((f) => f.code === 'SK106');
    expect(sk106.map((f) => f.data.case)).toEqual(['link-out-skills']);
    expect(sk106[0]!.message).toContain('a folder of skills');
    expect(sk106[0]!.message).not.toContain('into the skill');
    const text = await runCli(['check', 'repo'], { cwd: base });
    expect(text.stdout).toContain(`fix: ${RULES.SK106.docs.caseFixes?.['link-out-skills']}`);
    // Done as the advice says, the folder is read as a DIR of its own and the link hides nothing.
    const both = JSON.parse((await runCli(['check', 'repo', 'shared-skills', '--json'], { cwd: base })).stdout) as {
      findings: { code: string; file: string }[];
    };
    expect(both.findings.filter((f) => f.code === 'SK106')).toEqual([]);
    expect(both.findings.some((f) => f.file.startsWith('shared-skills/'))).toBe(false); // lint is clean
  });

  it('a plugin folder that links to the repository holding it is read once, not reported; the same loop inside a skill is', async () => {
    skill('pkg/skills/tidy', 'tidy');
    mkdirSync(path.join(base, 'pkg', 'plugins'), { recursive: true });
    symlinkSync('..', path.join(base, 'pkg', 'plugins', 'mine'));
    const clean = JSON.parse((await runCli(['check', 'pkg', '--json'], { cwd: base })).stdout) as {
      findings: { code: string; file: string }[];
    };
    expect(clean.findings.filter((f) => f.code === 'SK106')).toEqual([]);
    mkdirSync(path.join(base, 'pkg', 'skills', 'tidy', 'assets', 'forms'), { recursive: true });
    writeFileSync(path.join(base, 'pkg', 'skills', 'tidy', 'assets', 'forms', 'a.md'), 'x\n');
    symlinkSync('..', path.join(base, 'pkg', 'skills', 'tidy', 'assets', 'forms', 'again'));
    const loop = JSON.parse((await runCli(['check', 'pkg', '--json'], { cwd: base })).stdout) as {
      findings: { code: string; file: string }[];
    };
    expect(loop.findings.filter((f) => f.code === 'SK106').map((f) => f.file)).toEqual([
      'skills/tidy/assets/forms/again',
    ]);
  });
});
