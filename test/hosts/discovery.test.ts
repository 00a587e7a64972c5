/**
 * Which skills each host profile sees in fixtures/hosts (a project with every host's folder, a
 * plugin marketplace and a loose `skills/` folder; a home folder with user-scope skills). Each
 * expectation names the rule it follows; the sources are in src/hosts/profiles.ts and docs/hosts.md.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { USER_FOLDERS, type ProfileId } from '../../src/hosts/index.js';
import { viewHosts, type HostsView, type ViewSkill } from '../../src/hosts/view.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { nodeFs } from '../../src/skills/fs.js';
import { FIXTURES } from '../helpers/cli.js';

const PROJECT = path.join(FIXTURES, 'hosts', 'project');
const HOME = path.join(FIXTURES, 'hosts', 'home');

function home(): Map<string, readonly ViewSkill[]> {
  const out = new Map<string, readonly ViewSkill[]>();
  for (const folder of USER_FOLDERS) {
    const dir = path.join(HOME, folder);
    try {
      if (nodeFs.stat(dir).kind !== 'dir') continue;
    } catch {
      continue;
    }
    out.set(folder, loadSkills(dir, { layout: 'dir' }).skills);
  }
  return out;
}

const project = loadSkills(PROJECT, {}).skills;
const withHome = viewHosts({ project, home: home() });
const projectOnly = viewHosts({ project });

const seen = (view: HostsView, host: ProfileId): string[] =>
  view.hosts
    .find((h) => h.host === host)!
    .seen.map((s) => `${s.name} ${s.file}`)
    .sort();
const host = (view: HostsView, id: ProfileId) => view.hosts.find((h) => h.host === id)!;

describe('hosts: discovery per host on fixtures/hosts', () => {
  it('Claude Code: .claude/skills only (no .agents/skills: anthropics/claude-code#56193), personal beats project (docs "Resolve skills that share a name"), plugin skills as plugin:skill', () => {
    expect(seen(withHome, 'claude-code')).toEqual([
      'deploy ~/.claude/skills/deploy/SKILL.md',
      'manual-only .claude/skills/manual-only/SKILL.md',
      'review .claude/skills/review/SKILL.md',
      'toolbox:fmt plugins/toolbox/skills/fmt/SKILL.md',
    ]);
    expect(host(withHome, 'claude-code').duplicates).toEqual([
      { name: 'deploy', files: ['.claude/skills/deploy/SKILL.md', '~/.claude/skills/deploy/SKILL.md'], kept: 'last' },
    ]);
    // disable-model-invocation: true is discovered but not offered to the model.
    expect(host(withHome, 'claude-code').listing.entries.find((e) => e.name === 'manual-only')?.status).toBe('skipped');
  });

  it('Codex: .agents/skills and .codex/skills (Repo), ~/.agents/skills and ~/.codex/skills (User), depth up to 6 (loader.rs MAX_SCAN_DEPTH), no name de-duplication, plugin:skill', () => {
    expect(seen(withHome, 'codex')).toEqual([
      'codex-only .codex/skills/codex-only/SKILL.md',
      'codex-user ~/.codex/skills/codex-user/SKILL.md',
      'deploy .agents/skills/deploy/SKILL.md',
      'lint .agents/skills/lint/SKILL.md',
      'nested-agents .agents/skills/group/nested-agents/SKILL.md',
      'toolbox:fmt plugins/toolbox/skills/fmt/SKILL.md',
      'user-agent ~/.agents/skills/user-agent/SKILL.md',
    ]);
    // render.rs ordered_skills_for_budget: Repo before User, then name.
    const order = host(withHome, 'codex')
      .listing.text.split('\n')
      .slice(1)
      .map((l) => l.split(':')[0]);
    // codex-only is seen but not listed: its agents/openai.yaml sets allow_implicit_invocation: false.
    expect(order).toEqual(['- deploy', '- lint', '- nested-agents', '- codex-user', '- toolbox', '- user-agent']);
  });

  it('Copilot CLI: .github, .claude and .agents skills; ~/.copilot, ~/.claude, ~/.agents (docs.github.com add-skills); same names all kept (github/copilot-cli#4430)', () => {
    expect(seen(withHome, 'copilot-cli')).toEqual([
      'cop-user ~/.copilot/skills/cop-user/SKILL.md',
      'deploy .agents/skills/deploy/SKILL.md',
      'deploy .claude/skills/deploy/SKILL.md',
      'deploy ~/.claude/skills/deploy/SKILL.md',
      'fmt plugins/toolbox/skills/fmt/SKILL.md',
      'lint .agents/skills/lint/SKILL.md',
      'manual-only .claude/skills/manual-only/SKILL.md',
      'pr-summary .github/skills/pr-summary/SKILL.md',
      'review .claude/skills/review/SKILL.md',
      'user-agent ~/.agents/skills/user-agent/SKILL.md',
    ]);
    expect(host(withHome, 'copilot-cli').duplicates[0]?.kept).toBe('all');
  });

  it('Gemini CLI: root or one level below .gemini/skills and .agents/skills (skillLoader.ts:127-133); .agents beats .gemini, workspace beats user (skillManager.ts:54-147), at the first position', () => {
    expect(seen(withHome, 'gemini-cli')).toEqual([
      'deploy .agents/skills/deploy/SKILL.md',
      'gem-only .gemini/skills/gem-only/SKILL.md',
      'lint .agents/skills/lint/SKILL.md',
      'user-agent ~/.agents/skills/user-agent/SKILL.md',
    ]);
    const listed = host(withHome, 'gemini-cli').listing.text.match(/<name>([^<]+)<\/name>/g);
    // lint first: the user copy in ~/.gemini/skills was scanned first; the Map keeps that slot.
    expect(listed).toEqual([
      '<name>lint</name>',
      '<name>user-agent</name>',
      '<name>gem-only</name>',
      '<name>deploy</name>',
    ]);
    expect(host(withHome, 'gemini-cli').listing.budget).toBeNull();
  });

  it('OpenCode: .claude/.agents skills at any depth, .opencode/{skill,skills}, ~/.config/opencode; a later scan overwrites (skill/index.ts); localeCompare order', () => {
    expect(seen(withHome, 'opencode')).toEqual([
      'deploy .agents/skills/deploy/SKILL.md',
      'lint .agents/skills/lint/SKILL.md',
      'manual-only .claude/skills/manual-only/SKILL.md',
      'nested-agents .agents/skills/group/nested-agents/SKILL.md',
      'oc-only .opencode/skills/oc-only/SKILL.md',
      'oc-singular .opencode/skill/oc-singular/SKILL.md',
      'oc-user ~/.config/opencode/skills/oc-user/SKILL.md',
      'review .claude/skills/review/SKILL.md',
      'user-agent ~/.agents/skills/user-agent/SKILL.md',
    ]);
    // OpenCode reads only name and description: disable-model-invocation does not hide a skill.
    expect(host(withHome, 'opencode').listing.entries.find((e) => e.name === 'manual-only')?.status).toBe('full');
    expect(host(withHome, 'opencode').listing.text).toContain(
      '<location>file:///.agents/skills/deploy/SKILL.md</location>',
    );
  });

  it('Cursor: .cursor, .agents, .claude, .codex and ~/.cursor, ~/.claude, ~/.codex (cursor.com/docs/context/skills); precedence not public; no budget verdict', () => {
    expect(seen(withHome, 'cursor')).toEqual([
      'codex-only .codex/skills/codex-only/SKILL.md',
      'codex-user ~/.codex/skills/codex-user/SKILL.md',
      'cursor-only .cursor/skills/cursor-only/SKILL.md',
      'deploy .agents/skills/deploy/SKILL.md',
      'deploy .claude/skills/deploy/SKILL.md',
      'deploy ~/.claude/skills/deploy/SKILL.md',
      'lint .agents/skills/lint/SKILL.md',
      'manual-only .claude/skills/manual-only/SKILL.md',
      'nested-agents .agents/skills/group/nested-agents/SKILL.md',
      'review .claude/skills/review/SKILL.md',
    ]);
    const cursor = host(withHome, 'cursor');
    expect(cursor.duplicates[0]?.kept).toBe('unknown');
    expect(cursor.budgetPublic).toBe(false);
    expect(cursor.listing.entries.find((e) => e.name === 'manual-only')?.status).toBe('skipped');
  });

  it('without a home folder only the project scope is read; the loose skills/ folder is seen by no host', () => {
    expect(seen(projectOnly, 'claude-code')).toEqual([
      'deploy .claude/skills/deploy/SKILL.md',
      'manual-only .claude/skills/manual-only/SKILL.md',
      'review .claude/skills/review/SKILL.md',
      'toolbox:fmt plugins/toolbox/skills/fmt/SKILL.md',
    ]);
    expect(projectOnly.unseen).toEqual(['skills/loose/SKILL.md']);
    expect(projectOnly.placement).toBe('tree');
  });

  it('a tree with no host folders and no plugins is modelled as copied into each host folder', () => {
    const set = loadSkills(
      '/',
      {},
      memoryFs({
        'a/SKILL.md': '---\nname: a\ndescription: Does a.\n---\n',
        'b/SKILL.md': '---\nname: b\ndescription: Does b.\n---\n',
      }),
    );
    const view = viewHosts({ project: set.skills });
    expect(view.placement).toBe('copied');
    expect(view.unseen).toEqual([]);
    expect(seen(view, 'claude-code')).toEqual(['a .claude/skills/a/SKILL.md', 'b .claude/skills/b/SKILL.md']);
    expect(seen(view, 'copilot-cli')).toEqual(['a .github/skills/a/SKILL.md', 'b .github/skills/b/SKILL.md']);
  });

  it('--host picks profiles in the order given', () => {
    expect(viewHosts({ project }, { hosts: ['cursor', 'codex'] }).hosts.map((h) => h.host)).toEqual([
      'cursor',
      'codex',
    ]);
  });
});
