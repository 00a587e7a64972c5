/**
 * The listing strategies rank skills on what the host shows, and a host shows its own reading of
 * a file: Claude Code lists a description-less skill by its first paragraph and reads a
 * description that breaks YAML from its line (src/hosts/file-reading.ts); Codex refuses both.
 */
import { describe, expect, it } from 'vitest';
import { CostContext } from '../../src/cost/context.js';
import { parseCostRouter } from '../../src/cost/router.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const set = loadSkills(
  '/',
  {},
  memoryFs({
    'sql/SKILL.md':
      '---\nname: sql\ndescription: Reviews SQL queries. Use when: a query double counts revenue\n---\nBody.\n',
    'notes/SKILL.md': '---\nname: notes\n---\n\nWrites meeting minutes from a transcript.\n',
    'csv/SKILL.md': '---\nname: csv\ndescription: Cleans CSV files. Use when a CSV will not parse.\n---\nBody.\n',
  }),
);
const parsed = parseCostRouter();
if (!parsed.ok) throw new Error(parsed.message);
const ctx = new CostContext(set, getEncoding('o200k_base'), {
  windowTokens: 200_000,
  maxOpens: 4,
  outputTokens: 300,
  router: parsed.spec,
});

describe('listing strategies rank on the text each host shows', () => {
  it('Claude Code: the line read past a YAML error and the first paragraph are what the router sees', () => {
    const claude = ctx.listing('claude-code');
    expect([...claude.listed].sort()).toEqual(['csv', 'notes', 'sql']);
    const text = (name: string) => claude.router.skills.find((s) => s.name === name)?.description;
    expect(text('sql')).toBe('Reviews SQL queries. Use when: a query double counts revenue');
    expect(text('notes')).toBe('Writes meeting minutes from a transcript.');
  });

  it('Codex refuses both: only csv is listed', () => {
    expect([...ctx.listing('codex').listed]).toEqual(['csv']);
  });
});
