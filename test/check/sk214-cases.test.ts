/**
 * SK214 reports a link to a sibling that is there once installed, in two situations: inside the
 * skill's plugin, or inside the host skill folder read in place (`.opencode/skills`). Each prints
 * the fix of its own case (`data.case`): the plugin variable means nothing outside a plugin.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../../src/check/rules/index.js';
import { runCli } from '../helpers/cli.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-sk214-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const skill = (rel: string, name: string, body: string): void => {
  mkdirSync(path.join(base, rel), { recursive: true });
  writeFileSync(
    path.join(base, rel, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Does ${name} work. Use when the user asks for ${name}.\n---\n# ${name}\n\n${body}\n`,
  );
};

describe('SK214 fix lines', () => {
  // A project whose skills OpenCode reads in place, one pointing at its neighbour.
  skill('proj/.opencode/skills/lint', 'lint', 'Then read [the formatter](../format/SKILL.md).');
  skill('proj/.opencode/skills/format', 'format', 'Format the files.');
  // A plugin whose skills point at each other.
  mkdirSync(path.join(base, 'plug', '.claude-plugin'), { recursive: true });
  writeFileSync(path.join(base, 'plug', '.claude-plugin', 'plugin.json'), '{"name":"plug"}\n');
  skill('plug/skills/lint', 'lint', 'Then read [the formatter](../format/SKILL.md).');
  skill('plug/skills/format', 'format', 'Format the files.');

  it('names the case in data and prints its fix', async () => {
    const cases = RULES.SK214.docs.caseFixes ?? {};
    for (const [dir, kase] of [
      ['proj', 'host-folder'],
      ['plug', 'plugin'],
    ] as const) {
      const json = JSON.parse((await runCli(['check', dir, '--json'], { cwd: base })).stdout) as {
        findings: { code: string; data: { case?: string } }[];
      };
      expect(json.findings.filter((f) => f.code === 'SK214').map((f) => f.data.case)).toEqual([kase]);
      const text = await runCli(['check', dir, '--verbose'], { cwd: base, env: { COLUMNS: '400' } });
      expect(text.stdout).toContain(`fix: ${cases[kase]}`);
    }
    expect(cases['host-folder']).not.toContain('CLAUDE_PLUGIN_ROOT');
  });
});
