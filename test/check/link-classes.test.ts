/**
 * SK210 on the classes of references that name no file of the skill: stand-in file names,
 * links of a fill-in template, paths an example mark introduces, patterns the path scanner stops
 * short of, paths through folders the walk never enters, files at the repository root, paths
 * the line places in another named skill, and bodies no host reads. Each class has a case that
 * stays quiet and, beside it, the same rule still firing on a true missing file.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { findReferences } from '../../src/check/text/links.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function missing(files: Record<string, string>): string[] {
  const result = runCheck(
    loadSkills('/r', {}, memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])))),
    {},
  );
  return result.findings.filter((f) => f.code === 'SK210').map((f) => `${f.file}:${String(f.data['target'])}`);
}

const head = (name: string) =>
  `---\nname: ${name}\ndescription: Sorts tide tables for tests. Use when the user asks for ${name}.\n---\n`;

describe('SK210 reference classes', () => {
  it('a stand-in file name is no file; a named script that is missing still is', () => {
    const body = 'Every tool prints help: `python scripts/script_name.py --help`.\nRun `python scripts/tides.py`.\n';
    expect(missing({ 'tide/SKILL.md': head('tide') + body })).toEqual(['tide/SKILL.md:scripts/tides.py']);
  });

  it('a stem with a run of stand-in letters is no file (Sxxxxx, XXXX, YYYY); a word with x in it is', () => {
    const body = [
      'For `RefId: Sxxxxx`, read `references/error-codes/Sxxxxx.md`.',
      'Read `references/cve/CVE-XXXX-XXXX.md` and `notes/YYYY-MM-DD-standup.md`.',
      'Read `references/boxxxer.md` and `references/error-codes/S00002.md`.',
      '',
    ].join('\n');
    expect(
      missing({ 'codes/SKILL.md': head('codes') + body, 'codes/references/error-codes/S00001.md': '# S00001\n' }),
    ).toEqual(['codes/SKILL.md:references/boxxxer.md', 'codes/SKILL.md:references/error-codes/S00002.md']);
  });

  it('links with no folder in a fill-in template are the output’s, links to skill folders are checked', () => {
    const body = [
      '## Summary',
      '[One line on what the harbour does]',
      '- [Berth 1]: [Purpose]',
      '- [berth-notes-1.md](./berth-notes-1.md) - [Purpose]',
      'Read [the schema](references/berths.md).',
      '',
    ].join('\n');
    expect(missing({ 'harbour/SKILL.md': head('harbour') + body })).toEqual(['harbour/SKILL.md:references/berths.md']);
    // Without the placeholders the same sibling link is a missing file.
    const plain = '- [berth-notes-1.md](./berth-notes-1.md) - notes\n';
    expect(missing({ 'harbour/SKILL.md': head('harbour') + plain })).toEqual(['harbour/SKILL.md:./berth-notes-1.md']);
  });

  it('an example mark right before a span makes it an example, even after a verb or as a command', () => {
    const refs = findReferences(
      'Some teams use relative paths (e.g., `../notes/tide.md`).\n生成命令，如 `python scripts/ebb.py`\nRead `references/flow.md`.',
    );
    expect(refs.map((r) => [r.path, r.explicit, r.example ?? false])).toEqual([
      ['../notes/tide.md', false, true],
      ['scripts/ebb.py', false, true],
      ['references/flow.md', true, false],
    ]);
    // 如 inside a word ("如果", if) is no example mark: the command is still an instruction.
    expect(findReferences('如果需要，运行 `python scripts/ebb.py`')[0]?.explicit).toBe(true);
  });

  it('a path cut short by a glob or template character is a pattern, a full path is looked up', () => {
    const body = 'Follow `references/step-*.md` and `references/limits-{port}.md`.\nRead `references/steps.md`.\n';
    expect(missing({ 'tide/SKILL.md': head('tide') + body })).toEqual(['tide/SKILL.md:references/steps.md']);
  });

  it('a path through a hidden folder the walk skips is not known missing; an ordinary one is', () => {
    const body = 'See [the log](.tidelog/today.md) and [the chart](charts/today.md).\n';
    expect(missing({ 'tide/SKILL.md': head('tide') + body })).toEqual(['tide/SKILL.md:charts/today.md']);
  });

  it('a file at the repository root exists for a link that climbs to it', () => {
    const body = 'Rules: [root notes](../../../NOTES.md), [gone](../../../GONE.md).\n';
    const files = { 'NOTES.md': '# Notes\n', 'plugins/p/tide/SKILL.md': head('tide') + body };
    expect(missing(files)).toEqual(['plugins/p/tide/SKILL.md:../../../GONE.md']);
  });

  it('a path the line places in another named skill is looked up there', () => {
    const files = {
      'tide/SKILL.md': `${head('tide')}Follow \`references/charts.md\` in the harbour-log skill.\nRead \`references/ebb.md\` of harbour-log.\n`,
      'harbour-log/SKILL.md': head('harbour-log'),
      'harbour-log/references/charts.md': '# Charts\n',
    };
    expect(missing(files)).toEqual(['tide/SKILL.md:references/ebb.md']);
  });

  it('a SKILL.md without frontmatter in .gemini/skills is read by no host; in skills/ its links are checked', () => {
    const body = '# Crew list\n\nSee [the bosun](bosun.md).\n';
    expect(missing({ '.gemini/skills/crew/SKILL.md': body })).toEqual([]);
    expect(missing({ 'skills/crew/SKILL.md': body })).toEqual(['skills/crew/SKILL.md:bosun.md']);
  });

  it('a folder or an extensionless page under a top folder the skill lacks is another tree’s; a file there, or a folder under one the skill has, is checked', () => {
    const body = [
      'See `examples/tide-gauge/` in the upstream repository for a full gauge.',
      '- [Harbour runbook](internal-wiki/harbour-runbook)',
      'Run `python examples/tide-gauge/run.py`.',
      'See `references/gauges/` for each gauge.',
      '',
    ].join('\n');
    const files = { 'tide/SKILL.md': head('tide') + body, 'tide/references/tides.md': '# Tides\n' };
    expect(missing(files)).toEqual(['tide/SKILL.md:examples/tide-gauge/run.py', 'tide/SKILL.md:references/gauges/']);
  });

  it('a range of numbered files is looked up by its folder', () => {
    const body = 'Read the sources, `references/sources/01-03`. Read the notes, `references/notes/1-2`.\n';
    const files = {
      'tide/SKILL.md': head('tide') + body,
      'tide/references/sources/01-moon.md': 'Moon.\n',
      'tide/references/sources/02-sun.md': 'Sun.\n',
      'tide/references/sources/03-wind.md': 'Wind.\n',
    };
    expect(missing(files)).toEqual(['tide/SKILL.md:references/notes/1-2']);
  });
});

describe('SK210 recall kept beside those classes', () => {
  it('a pattern whose fixed folder is missing matches nothing: that folder is reported', () => {
    const body = 'Read `references/tables/<name>.md` for each table.\n';
    expect(missing({ 'tide/SKILL.md': head('tide') + body })).toEqual(['tide/SKILL.md:references/tables/']);
  });

  it('a link out of the skill into a hidden folder that does not hold the file is still missing', () => {
    const body = 'See [the notes](../../.github/notes.md).\n';
    const files = { '.github/skills/tide/SKILL.md': head('tide') + body };
    expect(missing(files)).toEqual(['.github/skills/tide/SKILL.md:../../.github/notes.md']);
  });
});
