/**
 * `check` reads the Claude Code listing settings the project would use: `--claude-settings FILE`,
 * else the nearest `.claude/settings.json` walking up from DIR (stopping at the repository root).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A repository with `.claude/skills/<three skills>` and optionally `.claude/settings.json`. */
function project(settings?: unknown): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skillscope-claude-'));
  made.push(root);
  mkdirSync(path.join(root, '.git'));
  for (const name of ['alpha', 'beta', 'gamma']) {
    mkdirSync(path.join(root, '.claude', 'skills', name), { recursive: true });
    writeFileSync(
      path.join(root, '.claude', 'skills', name, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Formats ${name} reports. Use when the user asks for a ${name} report.\n---\nBody.\n`,
    );
  }
  if (settings !== undefined)
    writeFileSync(
      path.join(root, '.claude', 'settings.json'),
      typeof settings === 'string' ? settings : JSON.stringify(settings),
    );
  return root;
}

type Doc = { budgets: { hosts: Record<string, { budget: number; skipped: number; nameOnly: number }> } };

describe('check --claude-settings / .claude/settings.json', () => {
  it('without settings: the defaults (8,000 chars at 200k)', async () => {
    const root = project();
    const r = await runCli(['check', '.claude/skills', '--json', '--host', 'claude-code'], { cwd: root });
    expect((JSON.parse(r.stdout) as Doc).budgets.hosts['claude-code']).toMatchObject({
      budget: 8000,
      skipped: 0,
      nameOnly: 0,
    });
  });

  it("finds the project's .claude/settings.json above DIR and applies it", async () => {
    const root = project({ skillListingBudgetFraction: 0.02, skillOverrides: { alpha: 'off', beta: 'name-only' } });
    const r = await runCli(['check', '.claude/skills', '--json', '--host', 'claude-code'], { cwd: root });
    expect((JSON.parse(r.stdout) as Doc).budgets.hosts['claude-code']).toMatchObject({
      budget: 16_000,
      skipped: 1,
      nameOnly: 1,
    });
    expect(r.stderr).toBe('');
  });

  it('--claude-settings FILE wins; ignored values are named on stderr', async () => {
    const root = project({ skillListingBudgetFraction: 0.02 });
    writeFileSync(
      path.join(root, 'other.json'),
      JSON.stringify({ env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '300' }, skillListingMaxDescChars: 'long' }),
    );
    const r = await runCli(
      ['check', '.claude/skills', '--json', '--host', 'claude-code', '--claude-settings', 'other.json'],
      { cwd: root },
    );
    expect((JSON.parse(r.stdout) as Doc).budgets.hosts['claude-code']).toMatchObject({ budget: 300 });
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/skillListingMaxDescChars/);
  });

  it('unreadable or malformed settings: one line on stderr, exit 2', async () => {
    const root = project('{ not json');
    const bad = await runCli(['check', '.claude/skills', '--host', 'claude-code'], { cwd: root });
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    const missing = await runCli(['check', '.claude/skills', '--claude-settings', 'nope.json'], { cwd: root });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^skillscope: cannot read Claude settings 'nope.json'/);
  });
});
