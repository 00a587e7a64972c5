/**
 * What each host does with an unusual SKILL.md, from the loader's record (src/skills/quirks.ts)
 * through each host's reader (src/hosts/file-reading.ts) to its listing:
 * - a UTF-8 BOM: Codex refuses it (loader.rs `extract_frontmatter`; openai/codex#13918),
 *   Gemini CLI skips it (skillLoader.ts @04fbf507:32-33, 166-170), Claude Code reads it since
 *   2.1.239 (CHANGELOG.md), the older Claude Code did not;
 * - YAML that does not parse: Codex refuses it (`InvalidYaml`); Claude Code reads a description
 *   with colons since 2.1.69 and other broken YAML as empty metadata since 2.1.186; Gemini CLI
 *   falls back to its line reader (skillLoader.ts:39-108);
 * - no description: Claude Code lists the first paragraph (docs, frontmatter reference; 2.1.69);
 * - no name: Gemini CLI's reader needs both lines, so it skips the skill; the others use the folder;
 * - `disable-model-invocation: yes`: hidden from Claude Code since 2.1.218.
 */
import { describe, expect, it } from 'vitest';
import { listingSkills, NAMED_HOST_IDS, simulateListing, type HostListing } from '../../src/hosts/index.js';
import { LOAD_FRONTMATTER } from '../../src/skills/needs.js';
import { FIRST_PARAGRAPH_MAX, firstParagraph, readFrontmatterLines } from '../../src/skills/quirks.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const BODY = '\n# Title\n\nFirst paragraph of the body,\nover two lines.\n\nSecond paragraph.\n';

function listings(files: Record<string, string>, needs = {}): Record<string, HostListing> {
  const set = loadSkills('/', needs, memoryFs(files));
  const skills = listingSkills(set);
  return Object.fromEntries(NAMED_HOST_IDS.map((h) => [h, simulateListing(h, skills, { windowTokens: 200_000 })]));
}

/** `host: status[/reason]` of the one skill, for every named host. */
function outcome(all: Record<string, HostListing>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(all).map(([host, l]) => {
      const e = l.entries[0]!;
      return [host, e.reason === undefined ? e.status : `${e.status}/${e.reason}`];
    }),
  );
}

describe('a SKILL.md that starts with a UTF-8 BOM', () => {
  const all = listings({
    'cron/SKILL.md':
      '\ufeff---\nname: cron\ndescription: Explains cron lines. Use when a crontab is pasted.\n---\nBody.\n',
  });

  it('Codex and Gemini CLI refuse it, the older Claude Code too; Claude Code 2.1.239+ and the rest read it', () => {
    expect(outcome(all)).toEqual({
      'claude-code': 'full',
      'claude-code-legacy': 'skipped/bom',
      codex: 'skipped/bom',
      'codex-legacy': 'skipped/bom',
      'copilot-cli': 'full',
      'copilot-cli-legacy': 'full',
      'gemini-cli': 'skipped/bom',
      opencode: 'full',
      cursor: 'full',
    });
    expect(all['codex']!.text).not.toContain('cron');
  });
});

describe('a description with `: ` in a plain value (not valid YAML)', () => {
  const all = listings({
    'sql/SKILL.md': '---\nname: sql\ndescription: Reviews SQL. Use when: the user pastes a query\n---\nBody.\n',
  });

  it('Codex refuses the file; Claude Code and Gemini CLI read the description line', () => {
    const o = outcome(all);
    expect(o).toMatchObject({
      codex: 'skipped/yaml',
      'codex-legacy': 'skipped/yaml',
      'claude-code-legacy': 'skipped/yaml',
    });
    expect(o['claude-code']).toBe('full');
    expect(o['gemini-cli']).toBe('full');
    expect(all['claude-code']!.text).toContain('- sql: Reviews SQL. Use when: the user pastes a query');
    expect(all['gemini-cli']!.text).toContain(
      '<description>Reviews SQL. Use when: the user pastes a query</description>',
    );
    // Hosts whose handling is not public keep our reading: no description, not listed.
    expect(o['copilot-cli']).toBe('skipped/invalid');
  });
});

describe('YAML that does not parse and has no description line', () => {
  const all = listings({ 'broken/SKILL.md': `---\nname: [broken\n---${BODY}` });

  it('Claude Code (2.1.186) lists it under the folder name by its first paragraph; Gemini CLI and Codex do not', () => {
    expect(all['claude-code']!.text).toContain('- broken: # Title');
    expect(outcome(all)).toMatchObject({ 'claude-code': 'full', codex: 'skipped/yaml', 'gemini-cli': 'skipped/yaml' });
  });
});

describe('no description', () => {
  it('absent: Claude Code lists the first paragraph (also when loaded frontmatter-only); Codex and Gemini CLI skip it', () => {
    const files = {
      'notes/SKILL.md': `---\nname: notes\n---\n\nTakes meeting notes.\nUse when asked for minutes.\n\nMore.\n`,
    };
    for (const needs of [{}, { needs: LOAD_FRONTMATTER }]) {
      const all = listings(files, needs);
      expect(all['claude-code']!.text.split('\n').at(-1)).toBe(
        '- notes: Takes meeting notes. Use when asked for minutes.',
      );
      expect(outcome(all)).toMatchObject({
        'claude-code': 'full',
        'claude-code-legacy': 'skipped/invalid',
        codex: 'skipped/invalid',
        'gemini-cli': 'skipped/invalid',
      });
    }
  });

  it('a blank `description: ""` is not omitted: no host lists it; no frontmatter at all: Claude Code lists the first paragraph', () => {
    expect(outcome(listings({ 'b/SKILL.md': '---\nname: b\ndescription: ""\n---\nBody.\n' }))['claude-code']).toBe(
      'skipped/invalid',
    );
    const bare = listings({ 'plain/SKILL.md': 'Plain instructions, no frontmatter.\n' });
    expect(bare['claude-code']!.text).toContain('- plain: Plain instructions, no frontmatter.');
    expect(outcome(bare)).toMatchObject({ codex: 'skipped/invalid', 'gemini-cli': 'skipped/invalid' });
  });
});

describe('no name', () => {
  it('Gemini CLI skips it (its reader needs a name line); Claude Code and Codex list the folder name', () => {
    const all = listings({ 'folder/SKILL.md': '---\ndescription: Does x. Use when y.\n---\nBody.\n' });
    expect(outcome(all)).toMatchObject({ 'claude-code': 'full', codex: 'full', 'gemini-cli': 'skipped/invalid' });
    expect(all['codex']!.text).toContain('- folder: Does x. Use when y.');
  });

  it('a name that is a number: Gemini CLI reads it from the line', () => {
    const all = listings({ 'n/SKILL.md': '---\nname: 3000\ndescription: Does x. Use when y.\n---\nBody.\n' });
    expect(all['gemini-cli']!.text).toContain('<name>3000</name>');
  });
});

describe('disable-model-invocation written leniently', () => {
  it.each(['yes', 'On', '1', '"true"'])(
    '%s: hidden from Claude Code (2.1.218), not from hosts that read true only',
    (v) => {
      const all = listings({
        'h/SKILL.md': `---\nname: h\ndescription: Does x. Use when y.\ndisable-model-invocation: ${v}\n---\nB.\n`,
      });
      expect(outcome(all)).toMatchObject({ 'claude-code': 'skipped/hidden', 'copilot-cli': 'full', cursor: 'full' });
    },
  );

  it('no / off / 0 / false: listed everywhere', () => {
    for (const v of ['no', 'off', '0', 'false']) {
      const all = listings({
        'h/SKILL.md': `---\nname: h\ndescription: Does x. Use when y.\ndisable-model-invocation: ${v}\n---\nB.\n`,
      });
      expect(outcome(all)['claude-code']).toBe('full');
    }
  });
});

describe('who reads which folder (profiles.ts discovery rules)', () => {
  const skill = (name: string) => `---\nname: ${name}\ndescription: Does ${name}. Use when asked.\n---\nBody.\n`;
  const all = listings({
    '.gemini/skills/gem/SKILL.md': skill('gem'),
    '.claude/skills/cl/SKILL.md': skill('cl'),
    'app/.agents/skills/ag/SKILL.md': skill('ag'),
    'skills/loose/SKILL.md': skill('loose'),
  });
  const listed = (host: string) =>
    all[host]!.entries.filter((e) => e.status !== 'skipped')
      .map((e) => e.name)
      .sort();

  it("a .gemini/skills skill is not in Claude Code's listing; .claude/skills not in Codex's; a loose skill in every one", () => {
    expect(listed('claude-code')).toEqual(['cl', 'loose']);
    expect(listed('claude-code-legacy')).toEqual(['cl', 'loose']);
    expect(listed('codex')).toEqual(['ag', 'loose']);
    expect(listed('gemini-cli')).toEqual(['ag', 'gem', 'loose']);
    expect(listed('copilot-cli')).toEqual(['ag', 'cl', 'loose']);
    expect(listed('opencode')).toEqual(['ag', 'cl', 'loose']);
    expect(all['claude-code']!.entries.find((e) => e.name === 'gem')).toMatchObject({
      status: 'skipped',
      reason: 'folder',
    });
  });
});

describe('the loader pieces', () => {
  it('readFrontmatterLines: the last name line, the description with its indented continuation', () => {
    expect(readFrontmatterLines('name: a\nname: b\ndescription: one: two\n  three\n\tfour\nlicense: MIT')).toEqual({
      name: 'b',
      description: 'one: two three four',
    });
    expect(readFrontmatterLines('license: MIT')).toEqual({});
  });

  it('firstParagraph: the first run of non-blank lines, collapsed; empty body → empty', () => {
    expect(firstParagraph(BODY)).toBe('# Title');
    expect(firstParagraph('\n\n  a\n b  c\n\nd')).toBe('a b c');
    expect(firstParagraph('\r\n\r\n')).toBe('');
    expect([...firstParagraph('字'.repeat(FIRST_PARAGRAPH_MAX + 10))]).toHaveLength(FIRST_PARAGRAPH_MAX);
  });

  it('a skill with nothing unusual records no quirks', () => {
    const set = loadSkills(
      '/',
      {},
      memoryFs({ 'ok/SKILL.md': '---\nname: ok\ndescription: Fine. Use when x.\n---\nB.\n' }),
    );
    expect(set.skills[0]!.quirks).toBeUndefined();
  });
});
