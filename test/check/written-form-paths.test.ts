/**
 * Two kinds of path that send the model to no file of the skill (SK210 said "does not exist"):
 * a sentence saying how links are *written* in another document ("links back to the hub use
 * `../SKILL.md`", relative to that document), and a command the line runs in another folder
 * ("from `web/`: `node scripts/seed.mjs`", `cd web && …`), whose paths are in the user's project.
 * An instruction to open or run the same path is still checked.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const skill = (body: string): string =>
  `---\nname: notes\ndescription: Keeps the team notes tidy. Use when the user asks to tidy notes.\n---\n${body}\n`;
const missing = (body: string): string[] =>
  runCheck(loadSkills('/r', {}, memoryFs({ 'r/skills/notes/SKILL.md': skill(body) })), {})
    .findings.filter((f) => f.code === 'SK210')
    .map((f) => String(f.data['target']));

describe('paths that say how a path is written', () => {
  it('a sentence whose subject is the links is no instruction', () => {
    expect(
      missing('- Topic pages: links back to the hub page use `../SKILL.md`; links between topics use `./next.md`.'),
    ).toEqual([]);
    expect(missing('Paths inside a topic page must use `../SKILL.md` for the hub.')).toEqual([]);
  });

  it('an instruction to read the same path is still checked', () => {
    expect(missing('Then use `../SKILL.md` as the hub.')).toEqual(['../SKILL.md']);
  });
});

describe('commands run in another folder', () => {
  it('"from `web/`:" before a command puts its paths in that folder', () => {
    expect(missing('Seed the local database from `web/`: `node scripts/seed-demo.mjs`.')).toEqual([]);
  });

  it('a span that starts with cd runs elsewhere', () => {
    expect(missing('Run `cd web && node scripts/seed-demo.mjs` to seed it.')).toEqual([]);
  });

  it("a cd into the skill's own folder runs there: its paths are still checked", () => {
    expect(missing('Run `cd {baseDir} && python scripts/seed.py` to seed it.')).toEqual(['scripts/seed.py']);
    expect(missing('Run `cd "${CLAUDE_SKILL_DIR}" && python scripts/seed.py` to seed it.')).toEqual([
      'scripts/seed.py',
    ]);
    expect(missing('Run `cd . && python scripts/seed.py` to seed it.')).toEqual(['scripts/seed.py']);
  });

  it("the same command with no other folder is the skill's and still checked", () => {
    expect(missing('Seed the local database: `node scripts/seed-demo.mjs`.')).toEqual(['scripts/seed-demo.mjs']);
  });
});

describe('a command on the line after its lead-in', () => {
  it('"from `web/`:" ending the line before still places the command there', () => {
    expect(missing('- Seed helper, run from `web/`:\n  `ENV=dev node scripts/seed-demo.mjs`.')).toEqual([]);
  });

  it("a line before that leads nowhere leaves the command the skill's", () => {
    expect(missing('- Seed helper for `web/`.\n  `ENV=dev node scripts/seed-demo.mjs`.')).toEqual([
      'scripts/seed-demo.mjs',
    ]);
  });
});
