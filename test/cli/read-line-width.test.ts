/**
 * The `read:` line that catalog and discover print under their text (what each source read) is
 * the tool's own note, not the listing the model sees: like check's and audit's, it wraps at
 * COLUMNS. The listing lines above it stay whole (they are the model's text, as it sees it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-read-line-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

for (const [folder, name] of [
  ['skills/pottery-glazes', 'pottery-glazes'],
  ['skills/document-skills/kiln-firing-schedules', 'kiln-firing-schedules'],
] as const) {
  mkdirSync(path.join(base, folder), { recursive: true });
  writeFileSync(
    path.join(base, folder, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Plans ${name} for a small studio, step by step, with the checks a potter makes before each stage. Use when the user asks about ${name}.\n---\n# ${name}\n`,
  );
}

describe('the read: line of catalog and discover', () => {
  for (const args of [
    ['catalog', '.'],
    ['discover', '.', 'kiln'],
  ]) {
    it(`wraps at COLUMNS in ${args[0]}`, async () => {
      const { stdout, code } = await runCli(args, { cwd: base, env: { COLUMNS: '80' } });
      expect(code).toBe(0);
      const lines = stdout.split('\n');
      const at = lines.findIndex((l) => l.startsWith('read: '));
      expect(at).toBeGreaterThan(-1);
      expect(lines.slice(at).every((l) => l.length <= 80)).toBe(true);
      expect(lines[at + 1]).toMatch(/^ {2}\S/);
    });
  }

  it('stays one line when piped with no COLUMNS', async () => {
    const { stdout } = await runCli(['catalog', '.'], { cwd: base, env: { COLUMNS: undefined } });
    expect(stdout.split('\n').filter((l) => l.startsWith('read: '))[0]!.length).toBeGreaterThan(80);
  });
});
