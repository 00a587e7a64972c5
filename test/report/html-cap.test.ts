/**
 * The page stays small on large directories (it was 144 MiB at 10,000 skills): tables with a
 * row per skill, finding or listing entry show at most MAX_TABLE_ROWS rows, errors first for
 * findings, with a note counting the rest and naming the JSON that has them all.
 */
import { describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/index.js';
import { runCheck } from '../../src/check/index.js';
import { reportCheckFrom } from '../../src/report/html/adapt.js';
import { renderReportHtml } from '../../src/report/html/page.js';
import { MAX_TABLE_ROWS } from '../../src/report/html/sections/section.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const rowsOf = (page: string, table: string): number =>
  (page.match(new RegExp(`<table data-table="${table}"[\\s\\S]*?</table>`))?.[0].match(/<tr[ >]/g) ?? []).length - 1;
const more = (page: string): number[] => [...page.matchAll(/data-more="(\d+)"/g)].map((m) => Number(m[1]));

describe('tables capped at MAX_TABLE_ROWS', () => {
  it(`a directory of ${MAX_TABLE_ROWS + 30} skills: findings, skills and descriptions tables show ${MAX_TABLE_ROWS} rows and count the rest`, () => {
    const n = MAX_TABLE_ROWS + 30;
    const files: Record<string, string> = {};
    // Every skill lacks a trigger clause (one warning each); one has an invalid name (SK113, made an error here).
    for (let i = 0; i < n; i++)
      files[`s${i}/SKILL.md`] =
        `---\nname: s${i}\ndescription: Skill number ${i} formats things.\n---\n# S\n\n${'word '.repeat(i + 1)}\n`;
    files['zz/SKILL.md'] = `---\nname: Not_Valid\ndescription: Broken name. Use when testing.\n---\n# Z\n`;
    const set = loadSkills('/', {}, memoryFs(files));
    const audit = computeAudit(set, { encodings: [getEncoding('o200k_base')] });
    const check = runCheck(set, { hosts: [], rules: { SK113: 'error' } });
    const page = renderReportHtml({
      title: 't',
      generator: 'g',
      generatedAt: 'now',
      audit,
      check: reportCheckFrom(check),
      bench: null,
    });
    expect(check.findings.length).toBeGreaterThan(MAX_TABLE_ROWS);
    expect(rowsOf(page, 'findings')).toBe(MAX_TABLE_ROWS);
    expect(rowsOf(page, 'skills')).toBe(MAX_TABLE_ROWS);
    expect(rowsOf(page, 'descriptions')).toBe(MAX_TABLE_ROWS);
    expect(more(page)).toEqual([
      n + 1 - MAX_TABLE_ROWS,
      n + 1 - MAX_TABLE_ROWS,
      check.findings.length - MAX_TABLE_ROWS,
    ]);
    // Errors come first, so the capped table keeps the finding that fails the run.
    expect(page.match(/<table data-table="findings"[\s\S]*?<\/table>/)![0]).toContain('data-severity="error"');
  });
});
