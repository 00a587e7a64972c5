/**
 * A skill folder linked into a host's skill folder from another host's (`.claude/skills/x ->
 * ../../.agents/skills/x`) is listed by the hosts that follow links and read that folder (Claude
 * Code, Codex, OpenCode: docs/hosts.md "Linked skill folders"), while it is read and checked once.
 * The trees are written to a temporary folder and read from disk, as the CLI reads them.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { viewHosts } from '../../src/hosts/index.js';
import { loadSkills } from '../../src/skills/index.js';

const skill = (name: string, words: number): string =>
  `---\nname: ${name}\ndescription: ${`Handles ${name} work in the field notebook. `.repeat(words)}Use when the user asks about ${name}.\n---\nBody.\n`;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files`, then makes `links` (path → relative target). */
function tree(files: Record<string, string>, links: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'skillscope-hostlinks-'));
  made.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  for (const [rel, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    symlinkSync(target, join(root, rel));
  }
  return root;
}

/** Two skills of Claude Code's own, eight in `.agents/skills` linked one by one into `.claude/skills`. */
function kamizoShape(words: number): string {
  const files: Record<string, string> = {
    '.claude/skills/own-a/SKILL.md': skill('own-a', words),
    '.claude/skills/own-b/SKILL.md': skill('own-b', words),
  };
  const links: Record<string, string> = {};
  for (let i = 0; i < 8; i++) {
    files[`.agents/skills/shared-${i}/SKILL.md`] = skill(`shared-${i}`, words);
    links[`.claude/skills/shared-${i}`] = `../../.agents/skills/shared-${i}`;
  }
  return tree(files, links);
}

const check = (root: string) => runCheck(loadSkills(root), {});

describe('skill folders linked into a host skill folder', () => {
  it("counts the linked skills in Claude Code's listing, Codex's stays its own folder", () => {
    const result = check(kamizoShape(1));
    const hosts = result.budgets.hosts;
    expect(hosts['claude-code']).toMatchObject({ installUnit: '.claude/skills', full: 10, skipped: 0 });
    expect(hosts.codex).toMatchObject({ installUnit: '.agents/skills', full: 8 });
    const units = result.read?.units.filter((u) => u.kind === 'host-folder');
    expect(units?.map((u) => [u.root, u.skills])).toEqual([
      ['.agents/skills', 8],
      ['.claude/skills', 10],
    ]);
  });

  it('reports the budget the linked skills overrun, and checks each skill once', () => {
    // Ten long entries: over Claude Code's 8,000 characters only when the eight linked ones count.
    const result = check(kamizoShape(30));
    const claude = result.budgets.hosts['claude-code'];
    expect(claude?.fullSize).toBeGreaterThan(8000);
    expect(claude?.overBy).toBeGreaterThan(0);
    expect(result.findings.some((f) => f.code.startsWith('SK31') && f.data?.['host'] === 'claude-code')).toBe(true);
    const perSkill = result.findings.filter((f) => f.file.startsWith('.agents/skills/shared-0/'));
    const codes = perSkill.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('leaves the linked skills out for a host not known to follow links', () => {
    const result = runCheck(loadSkills(kamizoShape(1)), { hosts: ['claude-code', 'copilot-cli'] });
    const unit = result.budgets.units?.find((u) => u.installUnit === '.claude/skills');
    expect(unit?.hosts['claude-code']).toMatchObject({ full: 10 });
    expect(unit?.hosts['copilot-cli']).toMatchObject({ full: 2, skipped: 0 });
  });

  it('counts them in the side-by-side view of `hosts` as well', () => {
    const view = viewHosts({ project: loadSkills(kamizoShape(1)).skills });
    const seen = (host: string) => view.hosts.find((h) => h.host === host)?.seen.length;
    expect([seen('claude-code'), seen('codex'), seen('gemini-cli')]).toEqual([10, 8, 8]);
  });

  it('lists a whole host folder linked to another (`.claude/skills -> ../.agents/skills`)', () => {
    const root = tree(
      {
        '.agents/skills/tide-table/SKILL.md': skill('tide-table', 1),
        '.agents/skills/reef/SKILL.md': skill('reef', 1),
      },
      { '.claude/skills': '../.agents/skills' },
    );
    const hosts = check(root).budgets.hosts;
    expect(hosts['claude-code']).toMatchObject({ installUnit: '.claude/skills', full: 2 });
    expect(hosts.codex).toMatchObject({ installUnit: '.agents/skills', full: 2 });
  });

  it('changes nothing for a link from a host folder to a skill outside every host folder', () => {
    const root = tree({ 'skills/reef/SKILL.md': skill('reef', 1) }, { '.claude/skills/reef': '../../skills/reef' });
    const result = check(root);
    expect(result.read?.units.map((u) => u.kind)).toEqual(['repository']);
    expect(result.budgets.hosts['claude-code']).toMatchObject({ full: 1 });
  });
});
