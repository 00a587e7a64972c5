/** Commands agree with each other on the same input, and large runs show progress only on a TTY. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('consistency between commands', () => {
  it('tokens count and audit count a BOM file the same way (BOM removed)', async () => {
    const dir = path.join(tmp, 'bom', 'bom-skill');
    mkdirSync(dir, { recursive: true });
    const body = 'Body with a BOM before the frontmatter.\n';
    writeFileSync(path.join(dir, 'SKILL.md'), `\uFEFF---\nname: bom-skill\ndescription: d\n---\n${body}`);
    writeFileSync(path.join(tmp, 'bom', 'plain.md'), body);
    writeFileSync(path.join(tmp, 'bom', 'with-bom.md'), `\uFEFF${body}`);
    const count = JSON.parse(
      (
        await runCli([
          'tokens',
          'count',
          '--json',
          '--encoding',
          'gpt2',
          path.join(tmp, 'bom', 'plain.md'),
          path.join(tmp, 'bom', 'with-bom.md'),
        ])
      ).stdout,
    );
    expect(count.files[0].tokens.r50k_base).toBe(count.files[1].tokens.r50k_base);
    const audit = JSON.parse(
      (await runCli(['audit', path.join(tmp, 'bom'), '--layout', 'dir', '--json', '--encoding', 'gpt2'])).stdout,
    );
    expect(audit.skills[0].body.tokens.r50k_base).toBe(count.files[0].tokens.r50k_base);
  });
});

describe('progress on stderr', () => {
  const many = path.join(tmp, 'many');
  for (let i = 0; i < 320; i++) {
    const d = path.join(many, `s${i}`);
    mkdirSync(d, { recursive: true });
    writeFileSync(
      path.join(d, 'SKILL.md'),
      `---\nname: s${i}\ndescription: Skill ${i}. Use when testing.\n---\nBody ${i}\n`,
    );
  }

  it('shows a progress line for large directories on a TTY and clears it', async () => {
    const r = await runCli(['audit', many, '--json'], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('\rreading skills 320/320');
    expect(r.stderr.endsWith('\r\u001b[K')).toBe(true);
    expect(JSON.parse(r.stdout).skills).toHaveLength(320);
  });

  it('check shows every long phase (each skill as it streams by, host simulation, set-wide rules) and clears the line before the result', async () => {
    const r = await runCli(['check', many, '--json'], { tty: true });
    expect(r.stderr).toContain('\rchecking skills 320/320');
    expect(r.stderr).toMatch(/\rsimulating host listings 0\/2/);
    expect(r.stderr).toMatch(/\rrunning set-wide rules 0\/\d+/);
    expect(r.stderr.endsWith('\r\u001b[K')).toBe(true);
    expect(JSON.parse(r.stdout).summary.files).toBe(320);
  });

  it('report shows its phases through writing the page, then says where it wrote', async () => {
    const out = path.join(tmp, 'many-report.html');
    const queries = path.join(tmp, 'many-queries.jsonl');
    writeFileSync(
      queries,
      '{"id":"q1","query":"skill 7 testing","expect":"s7"}\n{"id":"q2","query":"weather today","expect":null}\n',
    );
    const r = await runCli(['report', many, '--out', out, '--queries', queries], { tty: true });
    expect(r.code).toBe(0);
    for (const phase of [
      'reading skills',
      'simulating host listings',
      'running set-wide rules',
      'routing bench, routers',
      'rendering the page',
      'writing ',
    ]) {
      expect(r.stderr, phase).toContain(`\r${phase}`);
    }
    expect(r.stderr.endsWith('\r\u001b[K')).toBe(true);
    expect(r.stdout).toMatch(/^wrote /);
  });

  it('progress labels are escaped like any text from input', async () => {
    const r = await runCli(['report', many, '--out', path.join(tmp, 'odd\u001b]0;t\u0007.html')], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('writing ');
    expect(r.stderr).toContain('odd\\x1b]0;t\\x07.html');
    expect(r.stderr.replace(/\r|\u001b\[K/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('stays silent when stderr is not a terminal', async () => {
    for (const args of [
      ['audit', many, '--json'],
      ['check', many, '--json'],
    ]) {
      const r = await runCli(args, { tty: false });
      expect(r.stderr).toBe('');
    }
  });
});
